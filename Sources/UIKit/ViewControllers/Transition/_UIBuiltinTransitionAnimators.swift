import Foundation

/// UIKit's own animations as animators of the one transition path: the modal sheet slide, the
/// navigation slide, the tab switch and `transition(from:to:…)`'s blocks. Each container puts its views
/// in place in its will-phase and hands the context one of these, or the client's animator.
///
/// UIKit's slides: when they animate, `setUp` runs first (start frames), then `animations` in one
/// ease-in-out block with the coordinator's alongside animations, and the context completes when the
/// block does. Without animation, `immediate` and the alongside animations run with animations off and
/// the context completes after this turn's commit.
@MainActor
final class _UISlideTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let animates: Bool
    let duration: TimeInterval
    let setUp: () -> Void
    let animations: () -> Void
    let immediate: () -> Void

    init(animates: Bool, duration: TimeInterval, setUp: @escaping () -> Void = {},
         animations: @escaping () -> Void, immediate: @escaping () -> Void = {}) {
        self.animates = animates
        self.duration = duration
        self.setUp = setUp
        self.animations = animations
        self.immediate = immediate
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let coordinator = (transitionContext as? _UIViewControllerTransitionContext)?.coordinator
        if animates {
            setUp()
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: { [animations] in
                animations()
                coordinator?.runAlongsideAnimations()
            }, completion: { _ in
                // A scrubbed slide (the interactive pop) may have been cancelled.
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            UIView.performWithoutAnimation {
                immediate()
                coordinator?.runAlongsideAnimations()
            }
            _Turn.enqueueAfterCommit { transitionContext.completeTransition(true) }
        }
    }
}

/// The tab switch: the views change at once and the context completes after the commit.
@MainActor
final class _UIImmediateTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let swap: () -> Void

    init(swap: @escaping () -> Void) { self.swap = swap }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        swap()
        _Turn.enqueueAfterCommit { transitionContext.completeTransition(true) }
    }
}

/// `transition(from:to:duration:options:animations:completion:)`: the caller's block, inside a view
/// transition of the container when the options name one, completing with the animation's `finished`.
@MainActor
final class _UIBlockTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let options: UIView.AnimationOptions
    let animations: (() -> Void)?
    /// False when the from view had no superview: nothing is added, the block still animates.
    let hasContainer: Bool

    init(duration: TimeInterval, options: UIView.AnimationOptions, animations: (() -> Void)?, hasContainer: Bool) {
        self.hasContainer = hasContainer
        self.duration = duration
        self.options = options
        self.animations = animations
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let finish: (Bool) -> Void = { finished in transitionContext.completeTransition(finished) }
        if hasContainer, options._transition != 0 {
            // A transition style animates the container as a whole; the block's changes animate too.
            UIView.transition(with: container, duration: duration, options: options.union(.allowAnimatedContent),
                              animations: { [animations] in
                                  if let toView { container.addSubview(toView) }
                                  animations?()
                              }, completion: finish)
        } else {
            if hasContainer, let toView { container.addSubview(toView) }
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { [animations] in animations?() },
                           completion: finish)
        }
    }
}

/// The slide of a `.custom` presentation whose transitioning delegate vends no animator: the
/// presented view rises from below the container to its final frame, or falls out of it.
@MainActor
final class _UICustomSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let animated: Bool
    let presenting: Bool
    let view: () -> UIView?

    init(animated: Bool, presenting: Bool, view: @escaping () -> UIView?) {
        self.animated = animated
        self.presenting = presenting
        self.view = view
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : UIViewController._modalTransitionDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let view = view() else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let below = { (frame: CGRect) in frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY) }
        let target: CGRect
        if presenting {
            let final = transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) } ?? container.bounds
            if view.superview !== container { container.addSubview(view) }
            UIView.performWithoutAnimation { view.frame = animated ? below(final) : final }
            target = final
        } else {
            target = below(view.frame)
        }
        guard animated else {
            if !presenting { view.frame = target }
            _Turn.enqueueAfterCommit { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            return
        }
        let coordinator = (transitionContext as? _UIViewControllerTransitionContext)?.coordinator
        UIView.animate(withDuration: UIViewController._modalTransitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            view.frame = target
            coordinator?.runAlongsideAnimations()
        }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
