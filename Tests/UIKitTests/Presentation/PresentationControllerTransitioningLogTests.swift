import Testing
@testable import UIKit
import UIKitTesting

/// A transitioning delegate that vends one presentation controller instance for every presentation, as a
/// client that caches its controller does.
@MainActor
final class SharedPresentationControllerVendor: NSObject, UIViewControllerTransitioningDelegate {
    private(set) var shared: UIPresentationController?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        if let shared { return shared }
        let controller = UIPresentationController(presentedViewController: presented, presenting: presenting)
        shared = controller
        return controller
    }
}

/// The two "while transitioning already" log lines of spec §14.7 (os_log in UIKit, not exceptions).
@MainActor @Suite("Presentation controller 'while transitioning already' logs (spec §14.7)", .checksForLeaks)
struct PresentationControllerTransitioningLogTests {
    private let presentPrefix = "Trying to present the presentation controller while transitioning already. (<UIPresentationController: 0x"
    private let dismissPrefix = "Trying to dismiss the presentation controller while transitioning already. (<UIPresentationController: 0x"

    @Test("§14.7: a controller vended again while it is still presenting: the present log, and nothing changes")
    func presentingAControllerThatIsStillTransitioning() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let vendor = SharedPresentationControllerVendor()
        let a1 = UIViewController(), a2 = UIViewController()
        let b1 = UIViewController(), b2 = UIViewController()
        for b in [b1, b2] {
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = vendor
        }
        let window1 = makeVisible(a1), window2 = makeVisible(a2)
        a1.present(b1, animated: true)
        spin()
        let shared = try #require(vendor.shared)
        #expect(b1._isBeingPresented, "the first presentation is still animating")
        var completed = false
        let lines = withCapturedLog {
            a2.present(b2, animated: true) { completed = true }
            spin()
        }
        #expect(lines == ["Trying to present the presentation controller while transitioning already. (\(shared))"])
        #expect(lines.first?.hasPrefix(presentPrefix) == true)
        #expect(!completed, "no completion for a refused presentation")
        #expect(a2.presentedViewController == nil)
        #expect(b2.presentingViewController == nil)
        #expect(window2.subviews == [a2.view])
        #expect(shared.presentingViewController === a1, "the first presentation's controller is untouched")
        #expect(shared.presentedViewController === b1)
        #expect(b2.presentationController !== shared)
        // The first presentation finishes as if nothing had happened.
        clock.advance(by: 1)
        spin()
        #expect(a1.presentedViewController === b1)
        #expect(shared.containerView?.superview === window1)
        b1.dismiss(animated: false)
        spin()
        #expect(window1.subviews == [a1.view])
    }

    @Test("§14.7: the dismiss log is what the custom dismissal says when its controller is not presented")
    func dismissingAControllerThatIsStillTransitioning() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let vendor = SharedPresentationControllerVendor()
        let a = UIViewController(), b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = vendor
        let window = makeVisible(a)
        a.present(b, animated: true)
        spin()
        let controller = try #require(vendor.shared)
        // Through the public API a dismissal during the presentation is stopped earlier, by the
        // view controllers' own in-progress check.
        let publicLines = withCapturedLog { b.dismiss(animated: true) }
        #expect(publicLines == ["Warning: Attempt to dismiss from view controller \(a) while a presentation or dismiss is in progress!"])
        // The presentation controller's own check, reached when the dismissal gets to it.
        let lines = withCapturedLog {
            a._runCustomDismissal(of: b, by: a, controller: controller, animated: true, animator: nil, interactor: nil,
                                  completion: nil)
        }
        #expect(lines == ["Trying to dismiss the presentation controller while transitioning already. (\(controller))"])
        #expect(lines.first?.hasPrefix(dismissPrefix) == true)
        #expect(controller._state == .presenting, "the state is unchanged")
        clock.advance(by: 1)
        spin()
        #expect(a.presentedViewController === b)
        #expect(controller._state == .presented)
        b.dismiss(animated: false)
        spin()
        #expect(window.subviews == [a.view])
    }
}
