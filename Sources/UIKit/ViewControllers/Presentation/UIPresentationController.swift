import Foundation

/// Manages how a presented view controller is shown: the container view it lives in, where its view
/// sits, what happens around the transition and how the presentation adapts to a new environment.
/// Subclass it and vend an instance from a transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` for a `.custom` presentation.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    /// The transition states of UIKit's presentation controller (0 dismissed … 3 dismissing).
    enum _State { case dismissed, presenting, presented, dismissing }

    /// The presented controller, held strongly until that controller keeps this one (then weakly,
    /// so that the two do not keep each other alive).
    private var _presentedStrong: UIViewController?
    private weak var _presentedWeak: UIViewController?
    weak var _presenting: UIViewController?
    var _state = _State.dismissed
    var _style: UIModalPresentationStyle = .custom
    var _containerView: UIView?
    /// Whether the dismissal about to run was started by the user (a swipe), so that the delegate hears of it.
    var _isUserDismissal = false
    /// The interactor a user's drag drives the next system dismissal with (a sheet's drag down).
    var _userDismissalInteractor: UIViewControllerInteractiveTransitioning?
    /// The reason this controller ignores interaction events under, while its transition runs without
    /// an interactor (UIPresentationController+InteractionEvents.swift).
    var _interactionIgnoringReason: String?

    /// Called when the presented controller starts keeping this controller.
    func _becomeOwnedByPresentedViewController() { _presentedStrong = nil }
    /// Points this controller, before it is used, at another presented controller (held weakly: the
    /// adapted presentation's controller keeps this one).
    func _retarget(to presented: UIViewController) {
        _presentedStrong = nil
        _presentedWeak = presented
    }

    /// Creates a presentation controller for `presentedViewController`, presented by `presenting`
    /// (nil lets UIKit fill it in when the presentation starts).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        _presentedWeak = presentedViewController
        _presentedStrong = presentedViewController
        _presenting = presentingViewController
        super.init()
    }

    deinit { MainActor.assumeIsolated { _endIgnoringInteractionEventsAtDeallocation() } }

    /// Not available: a presentation controller needs the controller it presents.
    public override convenience init() {
        _Diagnostics.raiseInvalidArgument("Don't call -[UIPresentationController init].")
        self.init(presentedViewController: UIViewController(), presenting: nil)
    }

    /// The controller being presented.
    open var presentedViewController: UIViewController { _presentedStrong ?? _presentedWeak! }
    /// The controller that presents (the presentation-context controller when the style uses one).
    open var presentingViewController: UIViewController { _presenting ?? presentedViewController }
    /// The presentation's style.
    open var presentationStyle: UIModalPresentationStyle { _style }
    /// The view that holds the presented view during and after the presentation; nil outside one.
    open var containerView: UIView? { _containerView }
    /// Receives the adaptivity and dismissal callbacks of the presentation.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The view the transition animates in; by default the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }
    /// Where the presented view ends up in the container; by default the container's whole bounds.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presentation covers the window (true) or only the presentation context.
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view leaves the window once the presentation ends; false by default.
    open var shouldRemovePresentersView: Bool { false }
    /// The style to adapt to in a horizontally compact environment; `.none` (do not adapt) by default.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .none }
    /// The style to adapt to in `traitCollection`; by default `adaptivePresentationStyle`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }
    /// Traits laid over the ones the presented controller inherits.
    open var overrideTraitCollection: UITraitCollection?

    /// The container's traits (or the presenter's before there is a container), with the override on top.
    open var traitCollection: UITraitCollection { _traitCollectionImpl() }
    /// Called after the traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Transition hooks

    /// Called when the presentation transition is about to start; add the presentation's own views here.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation transition ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called when the dismissal transition is about to start.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal transition ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its subviews (not while dismissing).
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    /// The presentation's preferred content size: the presented controller's.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// Called when a child container (the presented controller) changed its preferred size.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// Called when a child's Auto Layout fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size of a child container in a parent of `parentSize`: the parent's size by default.
    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// Called before the container changes to `size`; passes the change on to the presented controller
    /// (at the size `size(forChildContentContainer:withParentContainerSize:)` gives it). Call super.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        _forwardViewWillTransition(to: size, with: coordinator)
    }
    /// Called before the traits change; passes the change on to the presented controller. Call super.
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: UIViewControllerTransitionCoordinator) {
        _forwardWillTransition(to: newCollection, with: coordinator)
    }
}

/// The presentation controller of the full-screen and context styles (UIKit's private
/// `_UIFullscreenPresentationController` family): whether the presenter's view leaves follows the style.
@MainActor
final class _UIFullscreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { presentationStyle._removesPresentersView }
    override var shouldPresentInFullscreen: Bool { !presentationStyle._usesPresentationContext }
}
