import Foundation

/// The coordinator that presentation, navigation and size transitions hand to their participants.
///
/// Alongside animations registered before the transition's animation starts run inside it; ones
/// registered while it runs run at once. Completion blocks run after the transition ends. Registering
/// after the end returns false.
@MainActor
final class _UITransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let containerView: UIView
    var isCancelled: Bool { false }
    var isInteractive: Bool { false }

    private enum Phase { case pending, animating, finished }
    private var phase = Phase.pending
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(animated: Bool, duration: TimeInterval, containerView: UIView) {
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        self.containerView = containerView
        super.init()
    }

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

    /// Runs the queued alongside animations; call inside the transition's animation block.
    func runAlongsideAnimations() {
        phase = .animating
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
    }

    /// Ends the transition and runs the completion blocks in registration order.
    func finish() {
        if phase == .pending { runAlongsideAnimations() }
        phase = .finished
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
