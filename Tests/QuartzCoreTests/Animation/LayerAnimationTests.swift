import Testing
import QuartzCore
import UIKitTesting

@MainActor @Suite("CALayer animations: add, remove, delegate, implicit actions, transactions", .serialized, .checksForLeaks)
struct LayerAnimationTests {
    @Test("add(_:forKey:) copies the animation; a nil key is allowed; keys are listed in order")
    func addCopies() {
        withVirtualClock { _ in
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0; fade.toValue = 1.0; fade.duration = 2
            layer.add(fade, forKey: "fade")
            fade.duration = 9
            let stored = layer.animation(forKey: "fade") as? CABasicAnimation
            #expect(stored != nil && stored !== fade)
            #expect(stored?.duration == 2)
            let move = CABasicAnimation(keyPath: "position.x")
            move.toValue = 5.0
            layer.add(move, forKey: nil)
            layer.add(CABasicAnimation(keyPath: "cornerRadius"), forKey: "corner")
            #expect(layer.animationKeys() == ["fade", "corner"])
            layer.removeAnimation(forKey: "fade")
            #expect(layer.animationKeys() == ["corner"])
            layer.removeAllAnimations()
            #expect(layer.animationKeys() == nil)
            spin()
        }
    }

    @Test("delegate: start at the commit, stop(true) at the end, stop(false) when removed or replaced")
    func delegateCallbacks() {
        withVirtualClock { clock in
            let layer = CALayer()
            let first = RecordingAnimationDelegate("first"), second = RecordingAnimationDelegate("second")
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0.0; a.duration = 1; a.delegate = first
            layer.add(a, forKey: "fade")
            #expect(first.events == [])
            spin()
            #expect(first.events == ["first.start"])
            clock.advance(by: 0.5)
            let b = CABasicAnimation(keyPath: "opacity")
            b.fromValue = 0.0; b.duration = 1; b.delegate = second
            layer.add(b, forKey: "fade")               // replaces the first
            spin()
            #expect(first.events == ["first.start", "first.stop(false)"])
            #expect(second.events == ["second.start"])
            clock.advance(by: 1)
            #expect(second.events == ["second.start", "second.stop(true)"])
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("isRemovedOnCompletion false keeps the animation, with fillMode forwards holding its end")
    func keptAfterCompletion() {
        withVirtualClock { clock in
            let layer = CALayer()
            let delegate = RecordingAnimationDelegate()
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 1.0; a.toValue = 0.2; a.duration = 0.5
            a.isRemovedOnCompletion = false; a.fillMode = .forwards; a.delegate = delegate
            layer.add(a, forKey: "fade")
            spin()
            let before = _AnimationEngine.runningCount
            clock.advance(by: 1)
            #expect(delegate.events == ["a.start", "a.stop(true)"])
            #expect(layer.animationKeys() == ["fade"])
            #expect(abs(layer.presentedOpacity - 0.2) < 1e-6)
            #expect(_AnimationEngine.runningCount == before - 1)   // no longer visited each frame
        }
    }

    @Test("standalone layers animate implicitly for 0.25 s with the default curve; disableActions turns it off")
    func implicitAnimations() {
        withVirtualClock { clock in
            let layer = CALayer()
            layer.opacity = 0.5
            #expect(layer.animationKeys() == nil)          // not committed yet: no implicit animation
            spin()
            CATransaction.setDisableActions(true)
            layer.opacity = 1
            spin()
            layer.opacity = 0
            let implicit = layer.animation(forKey: "opacity") as? CABasicAnimation
            #expect(implicit?.duration == 0.25)
            #expect(implicit?.timingFunction == CAMediaTimingFunction(name: .default))
            spin()
            clock.advance(by: 0.125)
            let expected = 1 - referenceBezier(0.25, 0.1, 0.25, 1, at: 0.5)
            #expect(abs(layer.presentedOpacity - expected) < 1e-6)
            #expect(layer.opacity == 0)
            clock.advance(by: 0.2)
            #expect(layer.animationKeys() == nil)

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 1
            CATransaction.commit()
            #expect(layer.animationKeys() == nil)

            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            layer.position = CGPoint(x: 10, y: 0)
            CATransaction.commit()
            #expect(layer.animation(forKey: "position")?.duration == 2)
            layer.name = "not animatable"
            #expect(layer.animationKeys() == ["position"])
            spin()
        }
    }

    @Test("a retargeted implicit animation starts from the value on screen")
    func implicitRetarget() {
        withVirtualClock { clock in
            let layer = CALayer()
            spin()
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.position = CGPoint(x: 100, y: 0)
            spin()
            clock.advance(by: 0.125)                        // on screen: x = 50
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.position = CGPoint(x: 0, y: 0)
            let from = (layer.animation(forKey: "position") as? CABasicAnimation)?._implicitFromValue as? CGPoint
            #expect(from.map { abs($0.x - 50) < 1e-9 } == true)
            spin()
        }
    }

    @Test("CATransaction completion waits for the transaction's animations")
    func transactionCompletion() {
        withVirtualClock { clock in
            let layer = CALayer()
            spin()
            var log: [String] = []
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setCompletionBlock { log.append("done") }
            layer.opacity = 0.5
            CATransaction.commit()
            spin()
            #expect(log == [])
            clock.advance(by: 0.9)
            #expect(log == [])
            clock.advance(by: 0.1)
            #expect(log == ["done"])

            CATransaction.begin()
            CATransaction.setCompletionBlock { log.append("empty") }
            CATransaction.commit()
            spin()
            #expect(log == ["done", "empty"])
        }
    }

    @Test("presentation() interpolates while the model keeps its value; model() returns the model")
    func presentationAndModel() {
        withVirtualClock { clock in
            let layer = CALayer()
            CATransaction.setDisableActions(true)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            let a = CABasicAnimation(keyPath: "backgroundColor")
            a.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            a.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            a.duration = 1
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(a, forKey: "color")
            spin()
            clock.advance(by: 0.25)
            let presented = layer.presentation()!
            let components = presented.backgroundColor?.components ?? []
            #expect(components.count == 4)
            #expect(zip(components, [0.75, 0, 0.25, 1] as [CGFloat]).allSatisfy { abs($0 - $1) < 1e-9 })
            #expect(layer.backgroundColor?.components == [0, 0, 0, 1])
            #expect(presented.model() === layer)
            #expect(layer.model() === layer)
            #expect(presented !== layer)
        }
    }

    @Test("an additive bounds animation of a growing layer starts from the old size (a negative delta stays negative)")
    func additiveBoundsOfAGrowingLayer() {
        withVirtualClock { clock in
            let layer = CALayer()
            CATransaction.setDisableActions(true)
            layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 250)
            let a = CABasicAnimation(keyPath: "bounds")
            a.fromValue = CGRect(x: 0, y: 0, width: -100, height: -100)
            a.toValue = CGRect.zero
            a.duration = 1
            a.isAdditive = true
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(a, forKey: "bounds")
            spin()
            #expect(layer.presentation()?.bounds == CGRect(x: 0, y: 0, width: 200, height: 150), "was 400 × 350")
            clock.advance(by: 0.5)
            #expect(layer.presentation()?.bounds == CGRect(x: 0, y: 0, width: 250, height: 200))
        }
    }

    @Test("additive animations add to the model value; transforms compose")
    func additive() {
        withVirtualClock { clock in
            let layer = CALayer()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 100, y: 100)
            let a = CABasicAnimation(keyPath: "position")
            a.fromValue = CGPoint(x: -40, y: 0); a.toValue = CGPoint.zero; a.duration = 1; a.isAdditive = true
            let b = CABasicAnimation(keyPath: "position")
            b.fromValue = CGPoint(x: 0, y: -20); b.toValue = CGPoint.zero; b.duration = 2; b.isAdditive = true
            layer.add(a, forKey: "a")
            layer.add(b, forKey: "b")
            spin()
            clock.advance(by: 0.5)
            // a: −40 · (1 − 0.5) = −20 on x; b: −20 · (1 − 0.25) = −15 on y.
            #expect(layer.presentation()!.position == CGPoint(x: 80, y: 85))
        }
    }

    @Test("CADisplayLink calls its handler each frame, honours isPaused, the preferred rate and invalidate()")
    func displayLink() {
        withVirtualClock { clock in
            let frame = _FrameTicker.frameInterval
            var stamps: [CFTimeInterval] = []
            var targets: [CFTimeInterval] = []
            let link = CADisplayLink { link in
                stamps.append(link.timestamp)
                targets.append(link.targetTimestamp)
            }
            link.add(to: .main, forMode: .common)
            clock.advance(by: frame * 3)
            #expect(stamps.count == 3)
            #expect(abs(stamps[2] - (1000 + 3 * frame)) < 1e-9)
            #expect(abs(targets[2] - stamps[2] - frame) < 1e-9)
            #expect(link.duration == frame)
            link.isPaused = true
            clock.advance(by: frame * 2)
            #expect(stamps.count == 3)
            link.isPaused = false
            let displayRate = (1 / frame).rounded()
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: Float(displayRate), preferred: Float(displayRate / 2))
            stamps.removeAll()
            clock.advance(by: frame * 6)
            #expect(stamps.count == 3)
            link.invalidate()
            clock.advance(by: frame * 4)
            #expect(stamps.count == 3)
        }
    }
}
