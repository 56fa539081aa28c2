import Foundation

extension UIViewController {
    static let _transitionSelector =
        "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"

    func _transition(from: UIViewController, to: UIViewController, duration: TimeInterval,
                     options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard shouldAutomaticallyForwardAppearanceMethods else {
            _Diagnostics.raiseInvalidArgument(
                "Parent view controller is using legacy containment in call to \(Self._transitionSelector)")
            return
        }
        guard from._parent === self, to._parent === self else {
            _Diagnostics.raiseInvalidArgument(
                "Children view controllers \(from) and \(to) must have a common parent view controller when calling \(Self._transitionSelector)")
            return
        }
        if _LifecycleEvents.isActive {
            var event = _LifecycleEvent(.transitionWillBegin, self, other: from)
            event.third = to
            event.duration = duration
            event.animated = duration > 0
            _LifecycleEvents.emit(event)
        }
        let fromView = from.view!
        let container = fromView.superview
        let animated = duration > 0
        // Appearance is delivered only when the container's view is on screen.
        let visible = container?.window != nil
        let animator = _UIBlockTransitionAnimator(duration: duration, options: options, animations: animations,
                                                  hasContainer: container != nil)
        let context = _UIViewControllerTransitionContext(container: container ?? UIView(), animated: animated,
                                                         from: from, to: to, animator: animator, interactor: nil,
                                                         defaultDuration: duration)
        context.completionHandler = { finished in
            fromView.removeFromSuperview()
            if visible {
                to.endAppearanceTransition()
                from.endAppearanceTransition()
            }
            completion?(finished)
            if _LifecycleEvents.isActive {
                var event = _LifecycleEvent(.transitionDidEnd, self, other: from)
                event.third = to
                event.duration = duration
                event.finished = finished
                _LifecycleEvents.emit(event)
            }
        }
        _UITransitionDriver.run(context) {
            if visible {
                from.beginAppearanceTransition(false, animated: animated)
                to.beginAppearanceTransition(true, animated: animated)
            }
            to.loadViewIfNeeded()
        }
    }
}
