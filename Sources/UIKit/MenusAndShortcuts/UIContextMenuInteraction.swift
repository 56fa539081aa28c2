import Foundation

/// The constants of context menus that Apple does not document.
enum _ContextMenuConstants {
    /// How long a finger holds still before the menu appears [provisional: iOS's long-press default,
    /// 0.5 s; the real interaction has its own timing, also by force on 3D Touch devices].
    static let longPressDuration: TimeInterval = 0.5
}

/// The delegate of a context menu interaction: it makes the menu's configuration for a location, and
/// is told as the menu appears and disappears. Only the configuration method is required.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// The configuration of the menu for a long press at `location` (in the interaction's view); nil
    /// shows no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to appear.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to disappear (an action was chosen, the user tapped outside, or
    /// `dismissMenu()`).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The user tapped the preview. (The port draws no preview, so this is never called.)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
}

// Optional on iOS: the defaults mark themselves absent (ObjectiveC's OptionalRequirements.swift).
extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {
        _optionalRequirementNotImplemented("contextMenuInteraction(_:willDisplayMenuFor:animator:)")
    }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {
        _optionalRequirementNotImplemented("contextMenuInteraction(_:willEndFor:animator:)")
    }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {
        _optionalRequirementNotImplemented("contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)")
    }
}

/// A context menu for a view: a long press on the view asks the delegate for a configuration at the
/// press's location and shows its menu; choosing an action removes the menu and runs the action's
/// handler; a tap outside the menu dismisses it.
///
/// The menu is the port's plain list (the button menu's), below the view or above it without room.
/// The sequence: the long press is about to begin → `configurationForMenuAtLocation` (nil: the press
/// fails and the view keeps its touch) → the long press begins (the view's touches are cancelled) → the
/// action provider (with no suggested actions) → `willDisplayMenuFor` → the menu is shown. On a
/// choice: `willEndFor` → the menu is removed → the animator's animations and completions → the
/// action's handler. [provisional: Apple documents neither order.] Previews are not drawn.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How a context menu looks, with UIKit's raw values.
    public enum Appearance: Int, Sendable {
        case unknown = 0, rich = 1, compact = 2
    }

    /// The delegate, held weakly.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    /// How the menu on screen looks: `.rich` while one is shown (a long press), `.unknown` otherwise.
    open var menuAppearance: Appearance { _menuView == nil ? .unknown : .rich }

    let _longPress: UILongPressGestureRecognizer
    let _gestureDelegate = _UIContextMenuGestureDelegate()
    var _menuView: _UIMenuView?
    var _configuration: UIContextMenuConfiguration?
    /// The configuration the delegate gave when the long press was allowed to begin.
    var _pendingConfiguration: UIContextMenuConfiguration?
    /// Where the last long press was, in window coordinates.
    var _location: CGPoint = .zero

    /// Creates an interaction that asks `delegate` for its menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        _longPress = UILongPressGestureRecognizer(target: nil, action: nil)
        super.init()
        _longPress.minimumPressDuration = _ContextMenuConstants.longPressDuration
        _gestureDelegate.interaction = self
        _longPress.delegate = _gestureDelegate
        _longPress.addTarget(self, action: Selector("_handleLongPress:", UIContextMenuInteraction._handleLongPress(_:)))
    }

    /// Where the interaction's long press was, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint { _longPress._convertFromWindow(_location, to: view) }

    /// Replaces the menu on screen by what `block` makes of it; does nothing with no menu shown.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let menuView = _menuView else { return }
        menuView.replaceMenu(block(menuView.menu))
    }

    /// Dismisses the menu on screen, telling the delegate `willEndFor` first.
    open func dismissMenu() { _dismissMenu() }

    open func willMove(to view: UIView?) {
        if view !== self.view { _dismissMenu() }
        self.view?.removeGestureRecognizer(_longPress)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(_longPress)
    }

    /// The long press may begin only when no menu is shown and the delegate has a configuration for
    /// its location; otherwise it fails and the view keeps its touch.
    func _longPressShouldBegin() -> Bool {
        guard _menuView == nil, let view, let delegate else { return false }
        _location = _longPress.location(in: nil)
        _pendingConfiguration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: _longPress.location(in: view))
        return _pendingConfiguration != nil
    }

    func _handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let configuration = _pendingConfiguration else { return }
        _pendingConfiguration = nil
        guard _menuView == nil, let view, let window = view.window, let delegate,
              let menu = configuration._actionProvider?([]) else { return }
        _configuration = configuration
        let animator = _UIContextMenuAnimator(previewViewController: configuration._previewProvider?())
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        let menuView = _UIMenuView(menu: menu, presenter: self, anchor: view, in: window)
        _menuView = menuView
        window.addSubview(menuView)
        animator.run()
    }
}

/// The long press's delegate: it asks the interaction whether the press may begin. (A separate object,
/// so that the interaction does not publicly adopt `UIGestureRecognizerDelegate`.)
@preconcurrency @MainActor
final class _UIContextMenuGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?._longPressShouldBegin() ?? false
    }
}

extension UIContextMenuInteraction: _UIMenuPresenter {
    /// A choice: the menu goes (unless the action keeps it), then the handler runs. A control's own
    /// interaction runs it as the control's menu does (the control as sender, its selection updated).
    func _menuDidChoose(_ action: UIAction, in menu: UIMenu) {
        let control = (view as? UIControl).flatMap { $0._contextMenuInteraction === self ? $0 : nil }
        control?._applyMenuSelection(action, in: menu)
        if !action.attributes.contains(.keepsMenuPresented) { _dismissMenu() }
        if let control { action._perform(chosenFrom: control) } else { action._perform(sender: nil) }
    }

    func _dismissMenu() {
        guard let menuView = _menuView, let configuration = _configuration else { return }
        let animator = _UIContextMenuAnimator(previewViewController: nil)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        menuView.removeFromSuperview()
        _menuView = nil
        _configuration = nil
        animator.run()
    }
}
