import Foundation

/// Names the two view controllers of a transition in `viewController(forKey:)`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The view controller on screen when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The view controller on screen when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Names the two views of a transition in `view(forKey:)`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The view that leaves (nil when the animator must not touch it).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view that arrives (nil when the animator must not touch it).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What UIKit (or a custom container) hands an animator: the views, the frames, and the calls that
/// report progress and the end of a view-controller transition.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view in which the transition's views animate.
    var containerView: UIView { get }
    /// Whether the transition was asked to animate.
    var isAnimated: Bool { get }
    /// Whether an interactor drives the transition at the moment.
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation, `.none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports how far an interactive transition is, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Ends the interactive part; the transition completes.
    func finishInteractiveTransition()
    /// Ends the interactive part; the transition goes back.
    func cancelInteractiveTransition()
    /// Makes an interruptible transition interactive again.
    func pauseInteractiveTransition()
    /// Tells the container the transition's animations are over; `didComplete` false after a cancel.
    func completeTransition(_ didComplete: Bool)
    /// The from or to view controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from or to view; nil means the animator leaves that view alone.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation of an interface-orientation change; identity otherwise.
    var targetTransform: CGAffineTransform { get }
    /// The frame of `vc`'s view at the start, `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame `vc`'s view must have at the end, `.zero` when unknown or when it leaves.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a view-controller transition.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the animation takes.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the animation; must end with `transitionContext.completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Optional: an animator that can be paused and scrubbed, for interruptible transitions.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    /// Optional: called last, once the transition has completed or been cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        _optionalRequirementNotImplemented("interruptibleAnimator(using:)")
        return UIViewPropertyAnimator(duration: 0, curve: .linear, animations: nil)
    }
    public func animationEnded(_ transitionCompleted: Bool) {
        _optionalRequirementNotImplemented("animationEnded(_:)")
    }
}

/// An object that drives a view-controller transition interactively.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the transition; the interactor then calls the animator (or an interruptible animator).
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// Optional: how much faster than the animation the rest runs after the interaction ends.
    var completionSpeed: CGFloat { get }
    /// Optional: the curve of the part that runs after the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Optional: whether the transition starts interactive; true when not implemented.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat {
        _optionalRequirementNotImplemented("completionSpeed")
        return 1
    }
    public var completionCurve: UIView.AnimationCurve {
        _optionalRequirementNotImplemented("completionCurve")
        return .easeInOut
    }
    public var wantsInteractiveStart: Bool {
        _optionalRequirementNotImplemented("wantsInteractiveStart")
        return true
    }
}

/// Vends the animators and interactors of a view controller's presentation and dismissal. Every
/// method is optional; one that is not implemented counts as returning nil.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator of `presented`'s presentation.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator of `dismissed`'s dismissal.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interactor of a presentation animated by `animator`; asked only when an animator was vended.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The interactor of a dismissal animated by `animator`; asked only when an animator was vended.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation of `presented`; nil means the base class.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        _optionalRequirementNotImplemented("animationController(forPresented:presenting:source:)")
        return nil
    }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        _optionalRequirementNotImplemented("animationController(forDismissed:)")
        return nil
    }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        _optionalRequirementNotImplemented("interactionControllerForPresentation(using:)")
        return nil
    }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        _optionalRequirementNotImplemented("interactionControllerForDismissal(using:)")
        return nil
    }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        _optionalRequirementNotImplemented("presentationController(forPresented:presenting:source:)")
        return nil
    }
}

extension UIViewControllerInteractiveTransitioning {
    /// The interactor's completion speed when it implements it and it is positive, else 1.
    var _effectiveCompletionSpeed: CGFloat {
        let speed = _ifImplemented("completionSpeed") { completionSpeed } ?? 1
        return speed > 0 ? speed : 1
    }
    /// The interactor's `wantsInteractiveStart`, true when it does not implement it.
    var _effectiveWantsInteractiveStart: Bool {
        _ifImplemented("wantsInteractiveStart") { wantsInteractiveStart } ?? true
    }
}
