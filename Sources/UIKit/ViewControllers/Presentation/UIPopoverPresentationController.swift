import Foundation

/// The directions a popover's arrow may point, with UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up: the popover sits below its anchor.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover sits above its anchor.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover sits to the right of its anchor.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover sits to the left of its anchor.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four directions.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The direction is not known yet (before the popover is shown).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation controller of a `.popover` presentation: a box next to its anchor (a source view and
/// rectangle) with an arrow pointing at it, in a horizontally regular environment. In a compact one the
/// popover adapts (to `adaptiveSheetPresentationController` by default) unless the delegate answers
/// `.none`. Read it from the presented controller's `popoverPresentationController`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover is anchored to. A popover shown in regular width without a source view or
    /// a source item raises NSGenericException when it is presented.
    open var sourceView: UIView?
    /// The item the popover is anchored to (iOS 16): a bar button item in its bar, or a view. When set,
    /// it is the anchor instead of `sourceView` and `sourceRect` [provisional: iOS documents the two as
    /// alternatives without saying which wins].
    open var sourceItem: UIPopoverPresentationControllerSourceItem?
    /// The bar button item the popover is anchored to: the source item when it is a bar button item.
    /// Setting it sets `sourceItem`. The other items of its bar become passthrough views when the
    /// popover is presented; a tap on the item itself dismisses the popover.
    open var barButtonItem: UIBarButtonItem? {
        get { sourceItem as? UIBarButtonItem }
        set { sourceItem = newValue }
    }
    /// The rectangle in `sourceView`'s coordinates the arrow points at; `CGRect.null` (the default) means
    /// the source view's bounds.
    open var sourceRect: CGRect = .null
    /// The directions the arrow may point; `.any` by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points while the popover is shown; `.unknown` before it is first placed.
    open var arrowDirection: UIPopoverArrowDirection { _arrowDirection }
    /// Views the user can still touch while the popover is shown; a touch anywhere else outside the
    /// popover dismisses it.
    open var passthroughViews: [UIView]?
    /// The margins from the container's edges (inside the safe area) that the popover stays within;
    /// 10 points on each side by default.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// The colour of the popover's box and arrow; nil (the default) draws the system's colour, white or
    /// dark gray in dark mode.
    open var backgroundColor: UIColor? {
        didSet { if let content = presentedView?.frame { _layoutChrome(content: content) } }
    }
    /// The class that draws the popover's box and arrow, a `UIPopoverBackgroundView` subclass; nil (the
    /// default) draws the system's look. Read as the popover is presented.
    open var popoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)?
    /// Whether the popover may cover its anchor when it fits nowhere beside it; false by default.
    open var canOverlapSourceViewRect = false
    /// The sheet the popover becomes when it adapts to a sheet in a compact environment.
    open var adaptiveSheetPresentationController: UISheetPresentationController { _adaptiveSheet() }

    var _arrowDirection: UIPopoverArrowDirection = .unknown
    var _adaptiveSheetStorage: UISheetPresentationController?
    /// The dimming view that catches touches outside the popover (transparent, as on iOS).
    var _dimmingView: _UIDimmingView?
    /// The container size of the last placement, so that a resize asks the delegate to reposition.
    var _placedContainerSize: CGSize?
    /// The box and arrow drawn behind the content while the popover is shown, and the content's corner
    /// settings before it was clipped to the box.
    var _chromeView: _UIPopoverChromeView?
    /// The instance of `popoverBackgroundViewClass` drawn instead of the system's box, and the metrics
    /// the popover is placed by.
    var _backgroundView: UIPopoverBackgroundView?
    var _customBackgroundMetrics: _UIPopoverBackgroundMetrics?
    var _backgroundMetrics: _UIPopoverBackgroundMetrics { _customBackgroundMetrics ?? .system }
    var _savedContentCorners: _SavedLayerCorners?

    /// A popover adapts to a sheet in a horizontally compact environment (iOS 13+); a form sheet is the
    /// style that sheet reports [provisional: the exact style UIKit reports is not documented].
    open override var adaptivePresentationStyle: UIModalPresentationStyle { .formSheet }
    /// A popover adapts only in a horizontally compact environment.
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle : .none
    }
    /// The popover's frame beside its anchor in the container, with the arrow direction it implies.
    open override var frameOfPresentedViewInContainerView: CGRect { _popoverFrame() }
    /// A popover stays inside the presenter's window.
    open override var shouldPresentInFullscreen: Bool { true }

    open override func presentationTransitionWillBegin() { _popoverTransitionWillBegin() }
    open override func presentationTransitionDidEnd(_ completed: Bool) { _popoverTransitionDidEnd(completed, presenting: true) }
    open override func dismissalTransitionDidEnd(_ completed: Bool) { _popoverTransitionDidEnd(completed, presenting: false) }
    open override func containerViewWillLayoutSubviews() { _repositionIfContainerResized() }
    /// A shown popover takes its content's new preferred size: placed again beside its anchor.
    open override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        _resizeToPreferredContentSize(of: container)
    }
}

/// The delegate of a popover: its adaptivity and dismissal callbacks plus the popover's own. Every
/// method is optional; an unimplemented one is never called.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the popover is shown; the last chance to set its anchor.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a touch outside the popover may dismiss it (deprecated on iOS 13 in favour of
    /// `presentationControllerShouldDismiss(_:)`; asked instead of that one when implemented).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// Called after a touch outside the popover dismissed it (deprecated on iOS 13; sent after
    /// `presentationControllerDidDismiss(_:)`).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// Called when the container changed size while the popover is shown; the delegate may move the
    /// anchor by writing a new rectangle and view. (iOS passes the view through an
    /// `AutoreleasingUnsafeMutablePointer`, which Linux's Swift lacks.)
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        _optionalRequirementNotImplemented("prepareForPopoverPresentation(_:)")
    }
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        _optionalRequirementNotImplemented("popoverPresentationControllerShouldDismissPopover(_:)")
        return true
    }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        _optionalRequirementNotImplemented("popoverPresentationControllerDidDismissPopover(_:)")
    }
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<UIView>) {
        _optionalRequirementNotImplemented("popoverPresentationController(_:willRepositionPopoverTo:in:)")
    }
}
