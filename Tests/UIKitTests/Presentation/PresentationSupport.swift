import UIKit
import UIKitTesting

/// A presentation controller subclass that logs its hooks, with an inset frame for the presented view.
@MainActor
final class LoggingPresentationController: UIPresentationController {
    let log: EventLog
    var removesPresentersView = false
    var inset: CGFloat = 0

    init(presented: UIViewController, presenting: UIViewController?, log: EventLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresentersView }
    override var frameOfPresentedViewInContainerView: CGRect {
        log.add("frameOfPresentedViewInContainerView")
        return (containerView?.bounds ?? .zero).insetBy(dx: inset, dy: inset)
    }
    override func presentationTransitionWillBegin() {
        log.add("presentationTransitionWillBegin(container=\(containerView != nil))")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.add("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log.add("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.add("dismissalTransitionDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { log.add("containerViewWillLayoutSubviews") }
    override func containerViewDidLayoutSubviews() { log.add("containerViewDidLayoutSubviews") }
}

/// A transitioning delegate that vends a logging presentation controller (and optionally an animator).
@MainActor
final class PresentationControllerVendor: NSObject, UIViewControllerTransitioningDelegate {
    let log: EventLog
    var animator: UIViewControllerAnimatedTransitioning?
    var interactor: UIViewControllerInteractiveTransitioning?
    var removesPresentersView = false
    var inset: CGFloat = 0
    private(set) var vended: LoggingPresentationController?
    private(set) var sources: [UIViewController] = []

    init(log: EventLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.add("presentationController(forPresented:)")
        sources.append(source)
        let controller = LoggingPresentationController(presented: presented, presenting: presenting, log: log)
        controller.removesPresentersView = removesPresentersView
        controller.inset = inset
        vended = controller
        return controller
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.add("animationController(forPresented:)")
        return animator
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactor }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactor }
}

/// An adaptive-presentation delegate that logs what it is asked.
@MainActor
final class LoggingAdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    let log: EventLog
    var shouldDismiss = true
    init(log: EventLog) { self.log = log }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.add("shouldDismiss")
        return shouldDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.add("willDismiss(coordinator=\(presentationController.presentedViewController.transitionCoordinator != nil))")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.add("didAttemptToDismiss")
    }
}

/// A delegate implementing only the compact-width adaptivity question.
@MainActor
final class CompactOnlyAdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    var answer: UIModalPresentationStyle
    private(set) var asked = 0
    init(answer: UIModalPresentationStyle) { self.answer = answer }
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        asked += 1
        return answer
    }
}

/// Makes `b` a popover of `size` anchored to a new source view of `a`'s at `sourceFrame`, with a
/// logging delegate (returned, as the controller holds it weakly).
@MainActor
func anchorPopover(_ b: UIViewController, to a: UIViewController, at sourceFrame: CGRect = CGRect(x: 400, y: 300, width: 80, height: 40),
                   size: CGSize = CGSize(width: 200, height: 150), log: EventLog)
    -> (UIPopoverPresentationController, LoggingPopoverDelegate) {
    let source = UIView(frame: sourceFrame)
    a.view.addSubview(source)
    b.modalPresentationStyle = .popover
    b.preferredContentSize = size
    let popover = b.popoverPresentationController!
    popover.sourceView = source
    let delegate = LoggingPopoverDelegate(log: log)
    popover.delegate = delegate
    return (popover, delegate)
}

/// A visible A in a window of `frame` presenting B with a system sheet `style`, not animated, with a
/// logging delegate on B's sheet (returned, as the sheet holds it weakly); `configure` runs on the sheet
/// and B before the presentation. The log is emptied before returning.
@MainActor
func presentedSheet(_ style: UIModalPresentationStyle, in frame: CGRect, log: EventLog,
                    configure: (UISheetPresentationController, UIViewController) -> Void = { _, _ in })
    -> (LoggingViewController, LoggingViewController, UISheetPresentationController, LoggingAdaptiveDelegate, UIWindow) {
    let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
    a.logsFlags = false
    b.logsFlags = false
    b.modalPresentationStyle = style
    let window = UIWindow(frame: frame)
    window.rootViewController = a
    window.makeKeyAndVisible()
    spin()
    let sheet = b.sheetPresentationController!
    let delegate = LoggingAdaptiveDelegate(log: log)
    sheet.delegate = delegate
    configure(sheet, b)
    a.present(b, animated: false)
    spin()
    _ = log.take()
    return (a, b, sheet, delegate, window)
}
