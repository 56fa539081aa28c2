import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("UIViewPropertyAnimator", .serialized, .checksForLeaks)
struct UIViewPropertyAnimatorTests {
    func withClock(_ body: @MainActor (VirtualClock) -> Void) {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        body(clock)
    }

    func presentedX(_ v: UIView) -> Double { Double(v.layer.presentation()!.position.x) }

    @Test("starts inactive; the block runs on start; it runs to the end and completes at .end")
    func runsToEnd() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))   // center x = 5
            var log: [String] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
            animator.addCompletion { log.append("done(\($0.rawValue))") }
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(v.center.x == 5)
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
            #expect(v.center.x == 105)
            spin()
            clock.advance(by: 0.25)
            #expect(abs(presentedX(v) - 30) < 1e-6)
            #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
            clock.advance(by: 0.75)
            #expect(log == ["done(0)"])
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(v.layer.animationKeys() == nil)
            #expect(v.center.x == 105)
        }
    }

    @Test("pause and scrub fractionComplete, then continue; the curve maps the fraction")
    func pauseScrubContinue() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { v.center.x = 105 }
            animator.pauseAnimation()
            #expect(animator.state == .active && !animator.isRunning)
            animator.fractionComplete = 0.5
            spin()
            clock.advance(by: 3)
            let expected = 5 + 100 * referenceBezier(0.42, 0, 1, 1, at: 0.5)
            #expect(abs(presentedX(v) - expected) < 1e-6)
            #expect(animator.fractionComplete == 0.5)
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)   // the rest takes 1 s
            clock.advance(by: 0.5)
            #expect(abs(animator.fractionComplete - 0.75) < 1e-9)
            clock.advance(by: 0.5)
            #expect(positions == [.end])
        }
    }

    @Test("reversing mid-flight runs back to the start; the model returns to the start value")
    func reversed() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            spin()
            clock.advance(by: 0.5)
            animator.isReversed = true
            clock.advance(by: 0.25)
            #expect(abs(presentedX(v) - 30) < 1e-6)
            clock.advance(by: 0.25)
            #expect(positions == [.start])
            #expect(v.center.x == 5)
        }
    }

    @Test("stopAnimation(false) then finishAnimation(at:) sets the model for each position")
    func stopAndFinish() {
        for (position, expectedX) in [(UIViewAnimatingPosition.current, 55.0), (.start, 5.0), (.end, 105.0)] {
            withClock { clock in
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                var positions: [UIViewAnimatingPosition] = []
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
                animator.addCompletion { positions.append($0) }
                animator.startAnimation()
                spin()
                clock.advance(by: 0.5)
                animator.stopAnimation(false)
                #expect(animator.state == .stopped)
                #expect(abs(Double(v.center.x) - 55) < 1e-6)
                #expect(v.layer.animationKeys() == nil)
                #expect(positions == [])
                animator.finishAnimation(at: position)
                #expect(animator.state == .inactive)
                #expect(abs(Double(v.center.x) - expectedX) < 1e-6)
                #expect(positions == [position])
            }
        }
    }

    @Test("stopAnimation(true) ends without completions; finishing an animator that is not stopped raises")
    func stopWithoutFinishing() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            spin()
            clock.advance(by: 0.25)
            animator.stopAnimation(true)
            #expect(animator.state == .inactive)
            #expect(abs(Double(v.center.x) - 30) < 1e-6)
            let raised = withCapturedExceptions { animator.finishAnimation(at: .end) }
            #expect(raised.map(\.name) == [.internalInconsistencyException])
            clock.advance(by: 1)
            #expect(positions == [])
        }
    }

    @Test("an interrupted spring continues from where it was paused")
    func interruptibleSpring() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.4) { v.center.x = 105 }
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            spin()
            clock.advance(by: 0.3)
            animator.pauseAnimation()
            let paused = presentedX(v)
            clock.advance(by: 1)
            #expect(presentedX(v) == paused)
            animator.startAnimation()
            clock.advance(by: 0.7)
            #expect(positions == [.end])
            #expect(v.center.x == 105)
        }
    }

    @Test("runningPropertyAnimator starts at once and reports .end")
    func runningAnimator() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0, options: [],
                                                                          animations: { v.alpha = 0 },
                                                                          completion: { positions.append($0) })
            #expect(animator.isRunning)
            #expect(v.alpha == 0)
            spin()
            clock.advance(by: 0.5)
            #expect(positions == [.end])
        }
    }
}
