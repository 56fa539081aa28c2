import Testing
import UIKit
import UIKitTesting

/// Spec §10 and case T20. Every test installs the virtual clock so that time moves only when it says.
@MainActor @Suite("T20: UIView animation semantics (spec §10)", .serialized, .checksForLeaks)
struct T20_AnimationSemanticsTests {
    func withClock(_ body: @MainActor (VirtualClock) -> Void) {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        body(clock)
    }

    @Test("T20 (a): duration 0 sets the model at once and completes on the next turn with true, once")
    func t20a() {
        withClock { _ in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var calls: [Bool] = []
            UIView.animate(withDuration: 0, animations: { v.alpha = 0.5 }, completion: { calls.append($0) })
            #expect(v.alpha == 0.5)
            #expect(calls == [])
            #expect(v.layer.animationKeys() == nil)
            spin()
            #expect(calls == [true])
            spin()
            #expect(calls == [true])
        }
    }

    @Test("T20 (b): removeAllAnimations() during a 1 s alpha animation completes with false")
    func t20b() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var calls: [Bool] = []
            UIView.animate(withDuration: 1, animations: { v.alpha = 0.25 }, completion: { calls.append($0) })
            #expect(v.alpha == 0.25)
            #expect(v.layer.animationKeys() == ["opacity"])
            spin()
            clock.advance(by: 0.5)
            #expect(abs(Double(v.layer.presentation()!.opacity) - (1 - 0.75 * 0.5)) < 1e-6)   // easeInOut(0.5) = 0.5
            #expect(calls == [])
            v.layer.removeAllAnimations()
            spin()
            #expect(calls == [false])
            clock.advance(by: 1)
            #expect(calls == [false])
        }
    }

    @Test("T20 (b): a finished animation completes with true after its duration, not before")
    func t20bFinished() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var calls: [Bool] = []
            UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { calls.append($0) })
            spin()
            clock.advance(by: 0.99)
            #expect(calls == [])
            clock.advance(by: 0.01)
            #expect(calls == [true])
            #expect(v.layer.animationKeys() == nil)
        }
    }

    @Test("T20 (c): an inner block inherits the outer duration unless it overrides it")
    func t20c() {
        withClock { _ in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var inherited: [TimeInterval] = []
            UIView.animate(withDuration: 0.3) {
                UIView.animate(withDuration: 5) {
                    inherited.append(UIView.inheritedAnimationDuration)
                    v.alpha = 0.5
                }
            }
            #expect(v.layer.animation(forKey: "opacity")?.duration == 0.3)
            #expect(inherited == [0.3])
            UIView.animate(withDuration: 0.3) {
                UIView.animate(withDuration: 5, delay: 0, options: [.overrideInheritedDuration], animations: {
                    inherited.append(UIView.inheritedAnimationDuration)
                    v.alpha = 1
                })
            }
            #expect(v.layer.animation(forKey: "opacity")?.duration == 5)
            #expect(inherited == [0.3, 5])
            #expect(UIView.inheritedAnimationDuration == 0)
            spin()
        }
    }

    @Test("T20 (c): the curve is inherited unless overrideInheritedCurve")
    func t20cCurve() {
        withClock { _ in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseIn], animations: { v.alpha = 0.5 })
            })
            #expect(v.layer.animation(forKey: "opacity")?.timingFunction == CAMediaTimingFunction(name: .linear))
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseIn, .overrideInheritedCurve],
                               animations: { v.alpha = 1 })
            })
            #expect(v.layer.animation(forKey: "opacity")?.timingFunction == CAMediaTimingFunction(name: .easeIn))
            spin()
        }
    }

    @Test("T20 (d): curve options map to Apple's control points; raw value 0 is easeInOut")
    func t20d() {
        withClock { _ in
            let cases: [(UIView.AnimationOptions, [Float])] = [
                ([], [0.42, 0, 0.58, 1]),
                (.curveEaseInOut, [0.42, 0, 0.58, 1]),
                (.curveEaseIn, [0.42, 0, 1, 1]),
                (.curveEaseOut, [0, 0, 0.58, 1]),
                (.curveLinear, [0, 0, 1, 1]),
            ]
            #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)
            for (options, points) in cases {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                UIView.animate(withDuration: 1, delay: 0, options: options, animations: { v.alpha = 0 })
                let function = v.layer.animation(forKey: "opacity")?.timingFunction
                var c1: [Float] = [0, 0], c2: [Float] = [0, 0]
                function?.getControlPoint(at: 1, values: &c1)
                function?.getControlPoint(at: 2, values: &c2)
                #expect(c1 + c2 == points, "options \(options.rawValue)")
            }
            spin()
        }
    }

    @Test("T20 (e): animating to the current value completes on the next turn with true, not after 2 s")
    func t20e() {
        withClock { _ in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(v.alpha == 1)
            var calls: [Bool] = []
            UIView.animate(withDuration: 2, animations: { v.alpha = 1 }, completion: { calls.append($0) })
            #expect(calls == [])
            #expect(v.layer.animationKeys() == nil)
            spin()
            #expect(calls == [true])
        }
    }

    @Test("§10.2: re-animating alpha replaces the first animation, whose completion gets false")
    func nonAdditiveReplacement() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var log: [String] = []
            UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { log.append("first(\($0))") })
            spin()
            clock.advance(by: 0.5)
            UIView.animate(withDuration: 1, animations: { v.alpha = 1 }, completion: { log.append("second(\($0))") })
            spin()
            #expect(log == ["first(false)"])
            clock.advance(by: 1)
            #expect(log == ["first(false)", "second(true)"])
        }
    }

    @Test("§10.2: frame and center animate additively; both completions get true")
    func additiveGeometry() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var log: [String] = []
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.center = CGPoint(x: 150, y: 50) },
                           completion: { log.append("first(\($0))") })
            spin()
            clock.advance(by: 0.5)
            // On screen now: x = 50 + 100·0.5 = 100. A second animation blends with the first.
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.center = CGPoint(x: 250, y: 50) },
                           completion: { log.append("second(\($0))") })
            #expect(v.layer.animationKeys() == ["position", "position-1"])
            #expect(abs(v.layer.presentation()!.position.x - 100) < 1e-9)
            spin()
            clock.advance(by: 0.25)
            // first: −100·(1 − 0.75) = −25; second: −100·(1 − 0.25) = −75; model 250.
            #expect(abs(v.layer.presentation()!.position.x - 150) < 1e-9)
            clock.advance(by: 0.25)
            #expect(log == ["first(true)"])
            clock.advance(by: 0.5)
            #expect(log == ["first(true)", "second(true)"])
            #expect(v.center == CGPoint(x: 250, y: 50))

            var frameLog: [Bool] = []
            UIView.animate(withDuration: 1, animations: { v.frame = CGRect(x: 0, y: 0, width: 50, height: 50) },
                           completion: { frameLog.append($0) })
            UIView.animate(withDuration: 1, animations: { v.frame = CGRect(x: 10, y: 10, width: 60, height: 60) },
                           completion: { frameLog.append($0) })
            spin()
            clock.advance(by: 1.1)
            #expect(frameLog == [true, true])
        }
    }

    @Test("§10.2: beginFromCurrentState starts a non-additive animation from the value on screen")
    func beginFromCurrentState() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.alpha = 0 })
            spin()
            clock.advance(by: 0.25)
            UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState], animations: { v.alpha = 0.5 })
            let from = (v.layer.animation(forKey: "opacity") as? CABasicAnimation)?.fromValue
            #expect((from as? Float).map { abs($0 - 0.75) < 1e-6 } == true)
            UIView.animate(withDuration: 1, animations: { v.alpha = 1 })
            #expect(((v.layer.animation(forKey: "opacity") as? CABasicAnimation)?.fromValue as? Float) == 0.5)
            spin()
        }
    }

    @Test("§10.1: with a delay the block still runs at once; the animation begins after the delay")
    func delay() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var ran = false
            var calls: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { ran = true; v.alpha = 0 },
                           completion: { calls.append($0) })
            #expect(ran && v.alpha == 0)
            spin()
            clock.advance(by: 0.25)
            #expect(v.layer.presentation()!.opacity == 1)      // held at the start during the delay
            clock.advance(by: 0.75)
            #expect(abs(Double(v.layer.presentation()!.opacity) - 0.5) < 1e-6)
            clock.advance(by: 0.5)
            #expect(calls == [true])
        }
    }

    @Test("§10.2: repeat completes only on removal, with false; autoreverse snaps to the model value")
    func repeatAndAutoreverse() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var calls: [Bool] = []
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                           animations: { v.alpha = 0 }, completion: { calls.append($0) })
            let animation = v.layer.animation(forKey: "opacity")
            #expect(animation?.repeatCount == .greatestFiniteMagnitude)
            #expect(animation?.autoreverses == true)
            spin()
            clock.advance(by: 0.75)                     // going back: 0.25 s into the reverse half
            #expect(abs(Double(v.layer.presentation()!.opacity) - 0.5) < 1e-6)
            clock.advance(by: 10)
            #expect(calls == [])
            v.layer.removeAnimation(forKey: "opacity")
            spin()
            #expect(calls == [false])
            #expect(v.layer.presentation()!.opacity == 0)
        }
    }

    @Test("§10.3: performWithoutAnimation and setAnimationsEnabled(false) apply changes without animating")
    func disabled() {
        withClock { _ in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var calls: [Bool] = []
            UIView.animate(withDuration: 1, animations: {
                UIView.performWithoutAnimation {
                    #expect(!UIView.areAnimationsEnabled)
                    v.alpha = 0.5
                    UIView.animate(withDuration: 1, animations: { v.center = CGPoint(x: 40, y: 40) },
                                   completion: { calls.append($0) })
                }
            })
            #expect(UIView.areAnimationsEnabled)
            #expect(v.layer.animationKeys() == nil)
            #expect(v.alpha == 0.5)
            spin()
            #expect(calls == [true])
            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 1, animations: { v.alpha = 1 })
            UIView.setAnimationsEnabled(true)
            #expect(v.layer.animationKeys() == nil)
            spin()
        }
    }

    @Test("views' layers do not animate outside animation blocks")
    func noImplicitAnimationForViews() {
        withClock { _ in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.alpha = 0.5
            v.center = CGPoint(x: 30, y: 30)
            v.backgroundColor = .red
            #expect(v.layer.animationKeys() == nil)
            spin()
        }
    }

    @Test("AnimationOptions keeps UIKit's raw values (spec §10.4)")
    func optionRawValues() {
        typealias O = UIView.AnimationOptions
        #expect([O.layoutSubviews, .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse,
                 .overrideInheritedDuration, .overrideInheritedCurve, .allowAnimatedContent, .showHideTransitionViews,
                 .overrideInheritedOptions].map(\.rawValue) == [1, 2, 4, 8, 16, 32, 64, 128, 256, 512])
        #expect([O.curveEaseIn, .curveEaseOut, .curveLinear].map(\.rawValue) == [1 << 16, 2 << 16, 3 << 16])
        #expect([O.transitionFlipFromLeft, .transitionCrossDissolve, .transitionFlipFromBottom].map(\.rawValue)
                == [1 << 20, 5 << 20, 7 << 20])
        #expect([O.preferredFramesPerSecond60, .preferredFramesPerSecond30].map(\.rawValue) == [3 << 24, 7 << 24])
    }
}
