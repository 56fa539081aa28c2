import UIKit
import UIKitTesting
import XCTest

/// The real main run loop drives the turn with no test API: the commit is a main-queue block, so
/// XCTest's `wait(for:timeout:)` (which spins RunLoop.main and the main queue) delivers viewDidAppear.
final class RealRunLoopTests: XCTestCase {
    override func setUp() { super.setUp(); startCheckingForLeaks() }
    override func tearDown() { assertNoLeaks(); super.tearDown() }

    /// Shares a log between the test body and main-actor code.
    final class Log: @unchecked Sendable { var events: [String] = [] }

    func testViewDidAppearArrivesThroughTheMainQueue() {
        let appeared = expectation(description: "viewDidAppear")
        let log = Log()
        let window = MainActor.assumeIsolated { () -> UIWindow in
            final class Probe: UIViewController {
                var log: Log?
                var appeared: XCTestExpectation?
                override func viewWillAppear(_ animated: Bool) { log?.events.append("wA") }
                override func viewDidAppear(_ animated: Bool) { log?.events.append("dA"); appeared?.fulfill() }
            }
            let probe = Probe()
            probe.log = log
            probe.appeared = appeared
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = probe
            window.makeKeyAndVisible()
            return window
        }
        XCTAssertEqual(log.events, ["wA"])
        wait(for: [appeared], timeout: 2)
        XCTAssertEqual(log.events, ["wA", "dA"])
        withExtendedLifetime(window) {}
    }

    func testZeroDurationCompletionRunsOnALaterTurn() {
        let done = expectation(description: "completion")
        let log = Log()
        MainActor.assumeIsolated {
            UIView.animate(withDuration: 0, animations: {}) { finished in
                log.events.append("completion(\(finished))")
                done.fulfill()
            }
        }
        XCTAssertEqual(log.events, [])
        wait(for: [done], timeout: 2)
        XCTAssertEqual(log.events, ["completion(true)"])
    }
}
