import UIKit
import UIKitTesting
import XCTest

/// The one test that lets real time pass: a 0.25 s animation completes on the real media clock while
/// `wait(for:timeout:)` spins the main run loop (and with it the main queue).
final class RealClockAnimationTests: XCTestCase {
    override func setUp() { super.setUp(); startCheckingForLeaks() }
    override func tearDown() { assertNoLeaks(); super.tearDown() }

    /// What the completion saw; written on the main thread only.
    final class Outcome: @unchecked Sendable {
        var results: [Bool] = []
        var elapsed = 0.0
    }

    func testQuarterSecondAnimationCompletesOnTheRealClock() {
        let done = expectation(description: "completion")
        let outcome = Outcome()
        let view: UIView = MainActor.assumeIsolated {
            XCTAssertNil(VirtualClock.current)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let start = CACurrentMediaTime()
            UIView.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: { finished in
                outcome.results.append(finished)
                outcome.elapsed = CACurrentMediaTime() - start
                done.fulfill()
            })
            XCTAssertEqual(view.layer.animationKeys(), ["opacity"])
            return view
        }
        wait(for: [done], timeout: 5)
        MainActor.assumeIsolated {
            XCTAssertEqual(outcome.results, [true])
            XCTAssertGreaterThanOrEqual(outcome.elapsed, 0.25)
            XCTAssertNil(view.layer.animationKeys())
        }
    }
}
