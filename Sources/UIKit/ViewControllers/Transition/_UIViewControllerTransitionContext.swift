import Foundation

/// UIKit's transition context (spec §14.2): one per view-controller transition, whoever runs it
/// (presentation, navigation, tab selection, `transition(from:to:…)`). It carries the views and frames,
/// records the interactive state, and, in `completeTransition(_:)`, runs the end of the transition in
/// iOS's order (§14.5): the container's completion handler, the coordinator's completion blocks, then
/// the animator's `animationEnded(_:)`. The phases before it are `_UITransitionDriver`'s.
@MainActor
final class _UIViewControllerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// UIKit's internal states (0 idle … 4 paused); 2 and 3 record a cancel or finish asked for before
    /// the transition was in flight.
    enum State { case idle, inFlight, cancelRequested, finishRequested, paused }

    let containerView: UIView
    let isAnimated: Bool
    var presentationStyle: UIModalPresentationStyle = .none
    var targetTransform: CGAffineTransform = .identity
    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private(set) var completionVelocity: CGFloat = 1
    private(set) var completionCurve: UIView.AnimationCurve = .easeInOut
    private(set) var transitionDuration: TimeInterval = 0
    private(set) var state = State.idle
    /// Whether an interactor drives an interruptible animator (`interruptibleAnimator(using:)`), which
    /// `pauseInteractiveTransition()` can interrupt.
    var isInterruptible = false

    let fromViewController: UIViewController?
    let toViewController: UIViewController?
    /// Explicit views (possibly nil); `.none` means "that controller's view".
    var fromView: UIView?? = .none
    var toView: UIView?? = .none
    var initialFrames: (from: CGRect, to: CGRect) = (.zero, .zero)
    var finalFrames: (from: CGRect, to: CGRect) = (.zero, .zero)

    /// The animator and interactor, dropped once the transition has ended (an animator that keeps
    /// its context would otherwise keep both alive).
    private(set) var animator: UIViewControllerAnimatedTransitioning?
    private(set) var interactor: UIViewControllerInteractiveTransitioning?
    let coordinator: _UITransitionCoordinator
    /// The container's part of the end (§14.5 step 3), called once with `didComplete`.
    var completionHandler: ((Bool) -> Void)?
    private var hasCompleted = false

    init(container: UIView, animated: Bool, from: UIViewController?, to: UIViewController?,
         animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
         defaultDuration: TimeInterval) {
        containerView = container
        isAnimated = animated
        fromViewController = from
        toViewController = to
        self.animator = animator
        self.interactor = interactor
        coordinator = _UITransitionCoordinator(animated: animated, duration: defaultDuration, containerView: container)
        transitionDuration = animated ? defaultDuration : 0
        super.init()
        coordinator.context = self
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView ?? fromViewController?.view
        case .to: return toView ?? toViewController?.view
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === fromViewController { return initialFrames.from }
        if vc === toViewController { return initialFrames.to }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === fromViewController { return finalFrames.from }
        if vc === toViewController { return finalFrames.to }
        return .zero
    }

    // MARK: Starting

    /// Reads the animator's duration and starts it, or the interactor, which then starts the animator.
    func start() {
        guard let animator else { return }
        transitionDuration = animator.transitionDuration(using: self)
        let requested = state
        state = .inFlight
        if let interactor {
            isInteractive = interactor._effectiveWantsInteractiveStart
            initiallyInteractive = isInteractive
            interactor.startInteractiveTransition(self)
            switch requested {
            case .finishRequested: finishInteractiveTransition()
            case .cancelRequested: cancelInteractiveTransition()
            default: break
            }
        } else {
            animator.animateTransition(using: self)
            runAlongsideAnimationsIfPending()
        }
    }

    /// Runs alongside animations nobody has run yet in an animation block of the transition's duration,
    /// so that they move with a custom animator's own animations.
    func runAlongsideAnimationsIfPending() {
        guard coordinator.hasPendingAlongsideAnimations, !hasCompleted else { return }
        let duration = isAnimated ? transitionDuration : 0
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut],
                       animations: { [coordinator] in coordinator.runAlongsideAnimations() })
    }

    // MARK: Interaction

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        let clamped = min(max(percentComplete, 0), 1)
        guard state == .inFlight || state == .paused, isInteractive, clamped != self.percentComplete else { return }
        self.percentComplete = clamped
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }

    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    private func endInteraction(cancelled: Bool) {
        switch state {
        case .idle, .cancelRequested, .finishRequested:
            if interactor == nil {
                _Diagnostics.log(cancelled
                    ? "Got a deferred interactive cancellation when we don't have an interactor"
                    : "Got a deferred interactive finish when we don't have an interactor")
            }
            state = cancelled ? .cancelRequested : .finishRequested
            return
        case .inFlight, .paused:
            break
        }
        guard isInteractive || state == .paused else { return }
        state = .inFlight
        isInteractive = false
        transitionWasCancelled = cancelled
        let speed = interactor?._effectiveCompletionSpeed ?? 1
        completionVelocity = cancelled ? -speed : speed
        if let interactor, let curve = _ifImplemented("completionCurve", { interactor.completionCurve }) {
            completionCurve = curve
        }
        coordinator.interactionDidChange()
    }

    func pauseInteractiveTransition() {
        guard state == .inFlight, !isInteractive, coordinator.isInterruptible else { return }
        isInteractive = true
        state = .paused
        coordinator.interactionDidChange()
    }

    // MARK: Completing

    func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else { return }
        hasCompleted = true
        state = .idle
        isInteractive = false
        let handler = completionHandler
        completionHandler = nil
        let animator = self.animator
        self.animator = nil
        interactor = nil
        handler?(didComplete)
        coordinator.finish()
        coordinator.context = nil
        animator?.animationEnded(didComplete)
    }
}

/// The one driver of view-controller transitions: every container (presentation, navigation, tabs,
/// `transition(from:to:…)`, a client's own through UIKit's context) runs its transition as
/// will-phase → `start()` (duration, then the animator or interactor) → `completeTransition(_:)`,
/// whose end phases the context owns (§14.5).
@MainActor
enum _UITransitionDriver {
    /// Runs `willPhase` (begin appearance, views in place), then starts the context's animator.
    static func run(_ context: _UIViewControllerTransitionContext, willPhase: () -> Void) {
        willPhase()
        context.start()
    }
}
