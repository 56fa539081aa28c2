import UIKit
import UIKitTesting

/// An animator that logs its calls. It adds the to view (when it gets one) at its final frame, or,
/// when there is no to view, leaves the from view to the container. With `duration` > 0 and
/// `animates` true it slides the to view 100 points right (linear), or the from view down, in one
/// `UIView.animate` block and completes in its completion; otherwise it completes at once.
@MainActor
final class LoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: EventLog
    var duration: TimeInterval = 1
    var animates = false
    /// Called at the start of `animateTransition`, for inspection.
    var inspect: ((UIViewControllerContextTransitioning) -> Void)?
    /// Whether to call `completeTransition` a second time (W05).
    var completesTwice = false
    private(set) var context: UIViewControllerContextTransitioning?

    init(log: EventLog) { self.log = log }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        log.add("transitionDuration")
        return duration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        log.add("animateTransition")
        context = ctx
        inspect?(ctx)
        let toView = ctx.view(forKey: .to)
        if let toView, let toVC = ctx.viewController(forKey: .to) {
            if let fromView = ctx.view(forKey: .from), fromView.superview === ctx.containerView {
                ctx.containerView.insertSubview(toView, belowSubview: fromView)
            } else {
                ctx.containerView.addSubview(toView)
            }
            toView.frame = ctx.finalFrame(for: toVC)
        }
        guard animates else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            if completesTwice { ctx.completeTransition(!ctx.transitionWasCancelled) }
            return
        }
        let fromView = ctx.view(forKey: .from)
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            if let toView, toView !== fromView { toView.frame.origin.x = 100 } else { fromView?.frame.origin.y += 100 }
        }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded(\(transitionCompleted))") }
}

/// A transitioning delegate that vends one animator (and optionally an interactor) both ways.
@MainActor
final class TestTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var animator: UIViewControllerAnimatedTransitioning?
    var presentationInteractor: UIViewControllerInteractiveTransitioning?
    var dismissalInteractor: UIViewControllerInteractiveTransitioning?
    /// Called when the presentation interactor is asked for.
    var onPresentationInteractor: (() -> Void)?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        onPresentationInteractor?()
        return presentationInteractor
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { dismissalInteractor }
}

/// A navigation and tab bar delegate that vends one animator and interactor.
@MainActor
final class TestContainerDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    var animator: UIViewControllerAnimatedTransitioning?
    var interactor: UIViewControllerInteractiveTransitioning?
    var operations: [UINavigationController.Operation] = []

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return animator
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactor }
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactor }
}

/// A view controller that registers a coordinator completion in its first will-callback of a transition.
@MainActor
final class CoordinatedViewController: LoggingViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        register()
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        register()
    }
    private weak var registeredCoordinator: AnyObject?
    /// Registers once per coordinator (a cancelled transition's reversed callbacks see the same one).
    private func register() {
        let log = self.log
        guard let coordinator = transitionCoordinator, coordinator !== registeredCoordinator else { return }
        registeredCoordinator = coordinator
        coordinator.animate(alongsideTransition: nil, completion: { context in
            log.add("coordinatorCompletion(isCancelled=\(context.isCancelled))")
        })
    }
}

/// A visible A and a B that presents with `style` through a transitioning delegate vending one
/// logging animator; B registers a coordinator completion. The log starts empty.
@MainActor
struct CustomPresentationFixture {
    let log = EventLog()
    let a: LoggingViewController
    let b: CoordinatedViewController
    let animator: LoggingAnimator
    let delegate = TestTransitioningDelegate()
    let window: UIWindow

    init(style: UIModalPresentationStyle = .custom, logsFlags: Bool = true) {
        a = LoggingViewController("A", log: log)
        b = CoordinatedViewController("B", log: log)
        a.logsFlags = logsFlags
        b.logsFlags = logsFlags
        b.modalPresentationStyle = style
        animator = LoggingAnimator(log: log)
        delegate.animator = animator
        b.transitioningDelegate = delegate
        window = makeVisible(a)
        _ = log.take()
    }
}

extension LoggingAnimator {
    /// A logging animator that animates for `duration` seconds.
    convenience init(log: EventLog, animatingFor duration: TimeInterval) {
        self.init(log: log)
        animates = true
        self.duration = duration
    }
}

/// Runs `body` under a virtual clock with the strict ContainmentAuditor; returns the failures reported.
@MainActor
func strictContainmentFindings(_ body: (VirtualClock) -> Void) -> [String] {
    // Work an earlier test left queued for the turn (an after-commit end of its own transition) must not
    // reach this test's auditor, which would see an end without its begin.
    spinUntilIdle()
    var failures: [String] = []
    TestFailure.handler = { message, _ in failures.append(message) }
    defer { TestFailure.handler = nil }
    let clock = VirtualClock.install()
    defer { clock.uninstall() }
    let auditor = ContainmentAuditor(mode: .strict)
    defer { auditor.stop() }
    body(clock)
    return failures
}
