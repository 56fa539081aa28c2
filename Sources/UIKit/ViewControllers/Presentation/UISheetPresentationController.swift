import Foundation

/// The presentation controller of a sheet (`.pageSheet`, `.formSheet`, `.automatic`): a card that
/// rests at one of its detents.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height at which a sheet rests.
    @MainActor
    public final class Detent: NSObject {
        /// The name of a detent.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's identifier.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's identifier.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        let _resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            _resolver = resolver
        }

        /// About half the height available to the sheet; inactive in compact height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : context.maximumDetentValue / 2
            }
        }
        /// The full height available to the sheet.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A detent whose height `resolver` computes (nil makes it inactive); without an identifier it
        /// gets a unique one.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("com.apple.UIKit.dynamic.\(UUID().uuidString)"), resolver: resolver)
        }
        /// The detent's height in `context`, or nil when it is inactive there.
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            _resolver(context)
        }
    }

    /// The view the sheet is anchored to when it is shown as a popover-like sheet; nil by default.
    open weak var sourceView: UIView?
    /// Whether the sheet stays attached to the bottom edge in compact height (a phone in landscape) at
    /// its detents; false by default: there it fills the window. A shown sheet takes a change at once,
    /// or animated inside `animateChanges(_:)`.
    open var prefersEdgeAttachedInCompactHeight = false {
        didSet { _placementPropertyDidChange() }
    }
    /// Whether an edge-attached sheet in compact height is as wide as its controller's
    /// `preferredContentSize` rather than the safe area; false by default. No effect elsewhere.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { _placementPropertyDidChange() }
    }
    /// Whether the sheet shows a grabber at its top; false by default.
    open var prefersGrabberVisible = false {
        didSet { _chromePropertyDidChange() }
    }
    /// The radius of the sheet's top corners; `UISheetPresentationController.automaticDimension` by
    /// default, which draws the system's radius.
    open var preferredCornerRadius: CGFloat = UISheetPresentationController.automaticDimension {
        didSet { _chromePropertyDidChange() }
    }
    /// The heights the sheet rests at, smallest first; `[.large()]` by default.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; nil means the smallest. Setting it does not call the delegate.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent with no dimming behind the sheet; nil dims at every detent. At an undimmed
    /// detent the controllers behind the sheet keep receiving touches.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { _updateDimming() }
    }
    /// Whether scrolling to the edge of the sheet's scroll view expands the sheet; true by default.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Runs `changes` (to the sheet's properties, `invalidateDetents()` among them) and lays the sheet
    /// out before returning; a shown sheet animates to its new detent.
    open func animateChanges(_ changes: () -> Void) {
        let outermost = !_isAnimatingChanges
        _isAnimatingChanges = true
        changes()
        guard outermost else { return }
        _isAnimatingChanges = false
        _animateSheetLayout()
    }
    /// A placement property changed: a shown sheet moves at once, or at the end of `animateChanges(_:)`.
    private func _placementPropertyDidChange() {
        if !_isAnimatingChanges { _layoutSheet() }
    }

    /// Asks the detents' resolvers again and moves a shown sheet to its detent's new height (animated
    /// inside `animateChanges(_:)`, at once outside it).
    open func invalidateDetents() {
        if !_isAnimatingChanges { _layoutSheet() }
    }
    /// A shown form sheet in a regular-width window takes its content's new preferred size.
    open override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        _resizeToPreferredContentSize(of: container)
    }

    /// The presented controller's size in a container of `parentSize`: its sheet's frame at that size of
    /// the window (a size change asks before the window changes).
    open override func size(forChildContentContainer container: UIContentContainer,
                            withParentContainerSize parentSize: CGSize) -> CGSize {
        guard container === presentedViewController, let size = _presentedSheetSize(inWindowOfSize: parentSize)
        else { return super.size(forChildContentContainer: container, withParentContainerSize: parentSize) }
        return size
    }

    /// The value of `preferredCornerRadius` that lets the system choose.
    public static let automaticDimension: CGFloat = -1

    /// Whether `animateChanges(_:)` is running its changes (the layout waits for their end).
    var _isAnimatingChanges = false
    /// The dimming view behind the presented sheet (spec §16.5), while it is shown.
    var _dimmingView: _UIDimmingView?
    /// The pan that lets a finger drag the shown sheet, and the drag in progress.
    var _dragRecognizer: UIPanGestureRecognizer?
    var _drag: _Drag?
    /// The corners, grabber and scaled-back presenter drawn while the sheet is shown.
    let _chrome = _UISheetChrome()
}

/// What a custom detent's resolver gets.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent may have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}

/// The delegate of a sheet; every method is optional.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called when the user moved the sheet to another detent (never for a change made in code).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        _optionalRequirementNotImplemented("sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)")
    }
}
