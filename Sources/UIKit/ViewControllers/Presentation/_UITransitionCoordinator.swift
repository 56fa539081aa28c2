import Foundation

/// The coordinator that presentation, navigation and size transitions hand to their participants.
///
/// Alongside animations registered before the transition's animation starts run inside it; ones
/// registered while it runs run at once. Completion blocks run after the transition ends. Registering
/// after the end returns false. A view-controller transition's coordinator reads its state (cancelled,
/// interactive, percent, views) from the transition's context; a size transition's has no context.
@MainActor
final class _UITransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    private let fixedDuration: TimeInterval
    let containerView: UIView
    /// The context of the view-controller transition this coordinates; dropped when it ends.
    var context: _UIViewControllerTransitionContext?

    var transitionDuration: TimeInterval { context?.transitionDuration ?? fixedDuration }
    var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    var isInteractive: Bool { context?.isInteractive ?? false }
    var initiallyInteractive: Bool { context?.initiallyInteractive ?? false }
    var isInterruptible: Bool { context?.isInterruptible ?? false }
    var presentationStyle: UIModalPresentationStyle { context?.presentationStyle ?? .none }
    var percentComplete: CGFloat { context?.percentComplete ?? 0 }
    var completionVelocity: CGFloat { context?.completionVelocity ?? 1 }
    var completionCurve: UIView.AnimationCurve { context?.completionCurve ?? .easeInOut }
    var targetTransform: CGAffineTransform { context?.targetTransform ?? .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context?.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context?.view(forKey: key) }

    private enum Phase { case pending, animating, finished }
    private var phase = Phase.pending
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(animated: Bool, duration: TimeInterval, containerView: UIView) {
        isAnimated = animated
        fixedDuration = animated ? duration : 0
        self.containerView = containerView
        super.init()
    }

    /// Whether alongside animations were registered and have not run yet.
    var hasPendingAlongsideAnimations: Bool { phase == .pending && !alongside.isEmpty }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard phase != .finished else { return false }
        if let animation {
            if phase == .animating { animation(self) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard phase != .finished else { return }
        interactionHandlers.append(handler)
    }

    /// Runs the queued alongside animations; call inside the transition's animation block.
    func runAlongsideAnimations() {
        phase = .animating
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
    }

    /// The transition stopped (or started again) being interactive: runs the interaction handlers.
    func interactionDidChange() {
        for handler in interactionHandlers { handler(self) }
    }

    /// Ends the transition and runs the completion blocks in registration order (once).
    func finish() {
        guard phase != .finished else { return }
        if phase == .pending { runAlongsideAnimations() }
        phase = .finished
        let blocks = completions
        completions.removeAll()
        interactionHandlers.removeAll()
        for block in blocks { block(self) }
    }
}
