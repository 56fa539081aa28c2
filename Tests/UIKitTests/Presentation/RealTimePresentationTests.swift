import UIKit
import UIKitTesting
import XCTest

/// Animated presentation and navigation finish in real time too: their 0.35 s slides run on the media
/// clock, whose real-time timers and commits are main-queue blocks that `wait(for:timeout:)` drains.
final class RealTimePresentationTests: XCTestCase {
    override func setUp() { super.setUp(); startCheckingForLeaks() }
    override func tearDown() { assertNoLeaks(); super.tearDown() }

    final class Log: @unchecked Sendable { var events: [String] = [] }
    final class Keep: @unchecked Sendable { var objects: [AnyObject] = [] }

    func testAnimatedPresentAndPushCompleteInRealTime() {
        let presented = expectation(description: "present completion")
        let pushed = expectation(description: "didShow")
        let log = Log()
        let keep = Keep()
        MainActor.assumeIsolated {
            final class Delegate: NSObject, UINavigationControllerDelegate {
                var log: Log?
                var pushed: XCTestExpectation?
                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    log?.events.append("didShow")
                    pushed?.fulfill()
                }
            }
            let root = UIViewController()
            let nav = UINavigationController(rootViewController: UIViewController())
            let delegate = Delegate()
            delegate.log = log
            delegate.pushed = pushed
            nav.delegate = delegate
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            window.makeKeyAndVisible()
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    root.present(nav, animated: true) {
                        log.events.append("presented")
                        presented.fulfill()
                        nav.pushViewController(UIViewController(), animated: true)
                    }
                }
            }
            keep.objects = [window, delegate]
        }
        wait(for: [presented, pushed], timeout: 5, enforceOrder: true)
        XCTAssertEqual(log.events, ["presented", "didShow"])
        withExtendedLifetime(keep) {}
    }
}
