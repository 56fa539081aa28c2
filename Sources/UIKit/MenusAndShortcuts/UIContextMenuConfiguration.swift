import Foundation

/// Makes the view controller previewed above a context menu.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes a context menu's menu from the actions the system suggests.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: an identifier for the delegate's own use, a preview and the menu.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// How the menu's elements are ordered, with UIKit's raw values.
    public enum ElementOrder: Int, Sendable {
        case automatic = 0, priority = 1, fixed = 2
    }

    /// The configuration's identifier; a new `NSUUID` when none was given.
    public let identifier: any NSCopying
    /// How the elements are ordered; `.automatic` by default (stored).
    open var preferredMenuElementOrder: ElementOrder = .automatic
    /// Identifiers of other items the menu also acts on (stored).
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// A badge on the preview (stored).
    open var badgeCount = 0

    let _previewProvider: UIContextMenuContentPreviewProvider?
    let _actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration. `previewProvider` makes the preview (nil: a preview of the view);
    /// `actionProvider` makes the menu from the suggested actions (nil: no menu).
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        _previewProvider = previewProvider
        _actionProvider = actionProvider
        super.init()
    }
}

/// The animations that run with a context menu appearing or disappearing.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview's view controller, if the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Adds animations that run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block that runs when the menu's animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How tapping a context menu's preview commits, with UIKit's raw values.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0, pop = 1
}

/// The animations that run when the user taps a context menu's preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview commits; `.pop` by default.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator handed to the delegate: the port's menu appears and disappears at once, so added
/// animations run when the menu is shown or removed, and completions right after them.
@preconcurrency @MainActor
final class _UIContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
        super.init()
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the animations, then the completions, each once.
    func run() {
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        for animation in animations { animation() }
        for completion in completions { completion() }
    }
}
