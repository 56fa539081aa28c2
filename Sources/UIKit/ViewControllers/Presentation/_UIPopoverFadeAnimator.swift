import Foundation

/// UIKit's default animation of a popover: it fades in at its final frame and fades out.
@MainActor
final class _UIPopoverFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The fade's duration [provisional: close to iOS's, not documented].
    static let duration: TimeInterval = 0.2

    let animated: Bool
    let presenting: Bool
    let view: () -> UIView?

    init(animated: Bool, presenting: Bool, view: @escaping () -> UIView?) {
        self.animated = animated
        self.presenting = presenting
        self.view = view
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let finish = { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        guard let view = view() else { return finish() }
        let popover = transitionContext.viewController(forKey: presenting ? .to : .from)?._presentationControllerStorage
        let chrome: UIView? = (popover as? UIPopoverPresentationController).flatMap { $0._chromeView ?? $0._backgroundView }
        if presenting {
            let container = transitionContext.containerView
            let final = transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) }
                ?? container.bounds
            UIView.performWithoutAnimation {
                if view.superview !== container { container.addSubview(view) }
                view.frame = final
                view.alpha = animated ? 0 : 1
                chrome?.alpha = view.alpha
            }
        }
        guard animated else {
            _Turn.enqueueAfterCommit(finish)
            return
        }
        let coordinator = (transitionContext as? _UIViewControllerTransitionContext)?.coordinator
        let target: CGFloat = presenting ? 1 : 0
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
            view.alpha = target
            chrome?.alpha = target
            coordinator?.runAlongsideAnimations()
        }, completion: { _ in finish() })
    }
}
