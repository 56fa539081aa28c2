import UIKit
import UIKitTestingCore

/// The `.all` profile's interruptible transitions (an animator vending a property animator, an
/// interactor that may let it start running, `pause()`) and taps on a sheet's dimming.
extension FuzzWorld {
    /// The fuzzer's animator of `duration`: the fade, interruptible or not.
    static func animator(duration: TimeInterval, interruptible: Bool) -> UIViewControllerAnimatedTransitioning {
        interruptible ? FuzzInterruptibleAnimator(duration: duration) : FuzzAnimator(duration: duration)
    }

    /// The client pauses the transition its interactor drives: a running interruptible one becomes
    /// interactive again (spec §15.2); any other is left as it is.
    func interactivePause() {
        guard let interactor = interaction.interactor, interaction.vended, interaction.outcome == nil else { return }
        guard interaction.runsFree else { return interactor.pause() }
        interactor.pause()
        // Paused only once it runs: before its transition starts, `pause()` does nothing.
        guard interaction.driven?.transitionCoordinator?.isInteractive == true else { return }
        if interactor.percentComplete < 0 || interactor.percentComplete > 1 {
            fail("pause() left percentComplete at \(interactor.percentComplete)")
        }
        interaction.paused = true
    }

    /// A tap on the dimming above the top presented sheet (one presented by `present`, whose dismissal
    /// nobody's delegate decides): it begins the sheet's dismissal by the user.
    func sheetDimmingTap(_ o: FuzzOperation) {
        guard interaction.finger == nil, windowTakesTouches, !windowTreeIsInFlight, let top = presentationChain.last,
              top.presentingViewController != nil, let sheet = top.presentationController as? UISheetPresentationController,
              sheet.delegate == nil, !top.isModalInPresentation, let view = top.viewIfLoaded, view.window === window
        else { return }
        let frame = view.convert(view.bounds, to: window)
        guard frame.minY >= 20 else { return }
        let point = CGPoint(x: window.bounds.width * CGFloat(1 + o.a % 3) / 4, y: frame.minY / 2)
        // Only a tap that lands on the dimming is the user's dismissal (a sheet at an undimmed detent
        // lets it through to what is under it).
        guard let hit = window.hitTest(point, with: nil), !hit.isDescendant(of: view),
              String(describing: type(of: hit)) == "_UIDimmingView" else { return }
        tap(at: point, in: window)
        if top.presentingViewController != nil, top.transitionCoordinator == nil {
            fail("a tap on \(names(top))'s dimming did not begin its dismissal")
        }
    }
}

/// The fuzzer's fade as an interruptible animator: one property animator per transition, which
/// `animateTransition` starts and an interactor may scrub, pause and continue.
@MainActor
final class FuzzInterruptibleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    private var propertyAnimator: UIViewPropertyAnimator?
    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard context.isAnimated else {
            Self.place(context)
            context.completeTransition(true)
            return
        }
        interruptibleAnimator(using: context).startAnimation()
    }

    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let propertyAnimator { return propertyAnimator }
        Self.place(context)
        let toView = context.view(forKey: .to), fromView = context.view(forKey: .from)
        toView?.alpha = 0
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) { [weak toView, weak fromView] in
            toView?.alpha = 1
            fromView?.alpha = 0
        }
        animator.addCompletion { [weak toView, weak fromView] _ in
            toView?.alpha = 1
            fromView?.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
        }
        propertyAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { propertyAnimator = nil }

    /// The to view in the container at its final frame (both fuzz animators start so).
    static func place(_ context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to), let toController = context.viewController(forKey: .to) else { return }
        let container = context.containerView
        if toView.superview !== container { container.addSubview(toView) }
        let final = context.finalFrame(for: toController)
        toView.frame = final == .zero ? container.bounds : final
    }
}
