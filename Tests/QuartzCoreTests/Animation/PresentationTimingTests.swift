import Testing
import QuartzCore
import UIKitTesting

/// Presentation values sampled under the virtual clock. Every animation is added, then `spin()` commits
/// it at t0 = 1000 (its begin time), and the clock advances to the sample time.
@MainActor @Suite("Presentation values under the virtual clock", .serialized, .checksForLeaks)
struct PresentationTimingTests {
    /// A standalone layer with an opacity animation 0 → 1 added and committed.
    func committed(_ animation: CAAnimation, on layer: CALayer = CALayer(), key: String = "a") -> CALayer {
        layer.add(animation, forKey: key)
        spin()
        return layer
    }

    func basic(_ configure: (CABasicAnimation) -> Void = { _ in }) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 1
        configure(animation)
        return animation
    }

    @Test("the begin time becomes the commit time; the model never changes")
    func beginTimeIsCommitTime() {
        withVirtualClock { clock in
            let layer = CALayer()
            layer.add(basic(), forKey: "fade")
            #expect(layer.animation(forKey: "fade")!.beginTime == 0)
            spin()
            #expect(layer.animation(forKey: "fade")!.beginTime == 1000)
            clock.advance(by: 0.25)
            #expect(abs(layer.presentedOpacity - 0.25) < 1e-6)
            #expect(layer.opacity == 1)
            #expect(layer.presentation()!.model() === layer)
        }
    }

    @Test("Bézier curves: easeIn, easeOut, easeInEaseOut and custom sampled at several times")
    func bezierSamples() {
        let curves: [(CAMediaTimingFunction, [Double])] = [
            (CAMediaTimingFunction(name: .easeIn), [0.42, 0, 1, 1]),
            (CAMediaTimingFunction(name: .easeOut), [0, 0, 0.58, 1]),
            (CAMediaTimingFunction(name: .easeInEaseOut), [0.42, 0, 0.58, 1]),
            (CAMediaTimingFunction(controlPoints: 0.1, 0.8, 0.3, 1), [0.1, 0.8, 0.3, 1]),
        ]
        for (function, p) in curves {
            withVirtualClock { clock in
                let layer = committed(basic { $0.timingFunction = function })
                var elapsed = 0.0
                for t in [0.1, 0.3, 0.5, 0.8] {
                    clock.advance(by: t - elapsed)
                    elapsed = t
                    let expected = referenceBezier(p[0], p[1], p[2], p[3], at: t)
                    #expect(abs(layer.presentedOpacity - expected) < 1e-6, "\(p) at \(t)")
                }
            }
        }
    }

    @Test("position.x and bounds.size key paths interpolate their component")
    func componentKeyPaths() {
        withVirtualClock { clock in
            let layer = CALayer()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 10, y: 20)
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0.0; move.toValue = 200.0; move.duration = 2
            let grow = CABasicAnimation(keyPath: "bounds.size")
            grow.fromValue = CGSize(width: 100, height: 50); grow.toValue = CGSize(width: 300, height: 150); grow.duration = 1
            layer.add(move, forKey: "move")
            layer.add(grow, forKey: "grow")
            spin()
            clock.advance(by: 0.5)
            let presented = layer.presentation()!
            #expect(abs(presented.position.x - 50) < 1e-9)
            #expect(presented.position.y == 20)
            #expect(abs(presented.bounds.width - 200) < 1e-9 && abs(presented.bounds.height - 100) < 1e-9)
            #expect(layer.position == CGPoint(x: 10, y: 20))
        }
    }

    @Test("transform.scale and transform.rotation.z animate one part of the transform")
    func transformKeyPaths() {
        withVirtualClock { clock in
            let layer = CALayer()
            let scale = CABasicAnimation(keyPath: "transform.scale")
            scale.fromValue = 1.0; scale.toValue = 3.0; scale.duration = 1
            layer.add(scale, forKey: "scale")
            spin()
            clock.advance(by: 0.5)
            let t = layer.presentation()!.transform
            #expect(abs(t.m11 - 2) < 1e-9 && abs(t.m22 - 2) < 1e-9 && t.m12 == 0)
            layer.removeAllAnimations()
            let rotate = CABasicAnimation(keyPath: "transform.rotation.z")
            rotate.fromValue = 0.0; rotate.toValue = Double.pi / 2; rotate.duration = 1
            layer.add(rotate, forKey: "rotate")
            spin()
            clock.advance(by: 0.5)
            let r = layer.presentation()!.transform
            #expect(abs(r.m11 - cos(Double.pi / 4)) < 1e-9 && abs(r.m12 - sin(Double.pi / 4)) < 1e-9)
        }
    }

    @Test("a value function turns the interpolated angle into a rotation, past π without flipping")
    func valueFunction() {
        withVirtualClock { clock in
            let layer = CALayer()
            let spin = CABasicAnimation(keyPath: "transform")
            spin.valueFunction = CAValueFunction(name: .rotateZ)
            spin.fromValue = 0.0
            spin.toValue = 2 * Double.pi
            spin.duration = 1
            layer.add(spin, forKey: "spin")
            UIKitTesting.spin()
            clock.advance(by: 0.375)                        // 0.75π
            let t = layer.presentation()!.transform
            #expect(abs(t.m11 - cos(0.75 * Double.pi)) < 1e-9 && abs(t.m12 - sin(0.75 * Double.pi)) < 1e-9)
            #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "wobble")) == nil)
        }
    }

    @Test("from/to/by combinations follow Core Animation's rules")
    func fromToBy() {
        withVirtualClock { clock in
            let layer = CALayer()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
            @MainActor func sample(_ configure: (CABasicAnimation) -> Void) -> Double {
                let a = CABasicAnimation(keyPath: "opacity")
                a.duration = 1
                configure(a)
                layer.add(a, forKey: "x")
                spin()
                clock.advance(by: 0.5)
                defer { layer.removeAllAnimations(); spin() }
                return layer.presentedOpacity
            }
            #expect(abs(sample { $0.fromValue = 0.2; $0.byValue = 0.4 } - 0.4) < 1e-6)     // 0.2 → 0.6
            #expect(abs(sample { $0.toValue = 1.0; $0.byValue = 0.4 } - 0.8) < 1e-6)       // 0.6 → 1.0
            #expect(abs(sample { $0.fromValue = 0.1 } - 0.3) < 1e-6)                        // 0.1 → model 0.5
            #expect(abs(sample { $0.toValue = 0.9 } - 0.7) < 1e-6)                          // model 0.5 → 0.9
            #expect(abs(sample { $0.byValue = 0.2 } - 0.6) < 1e-6)                          // 0.5 → 0.7
        }
    }

    @Test("autoreverse plays forwards then backwards; the whole run lasts twice the duration")
    func autoreverse() {
        withVirtualClock { clock in
            let delegate = RecordingAnimationDelegate()
            let layer = committed(basic { $0.autoreverses = true; $0.delegate = delegate })
            clock.advance(by: 0.25)
            #expect(abs(layer.presentedOpacity - 0.25) < 1e-6)
            clock.advance(by: 1.25)                     // 1.5 s: half-way back
            #expect(abs(layer.presentedOpacity - 0.5) < 1e-6)
            #expect(delegate.events == ["a.start"])
            clock.advance(by: 0.5)                      // 2.0 s: over, removed
            #expect(delegate.events == ["a.start", "a.stop(true)"])
            #expect(layer.animationKeys() == nil)
            #expect(layer.presentedOpacity == 1)
        }
    }

    @Test("repeatCount repeats; a fractional count stops part-way; cumulative builds on each pass")
    func repeatAndCumulative() {
        withVirtualClock { clock in
            let layer = committed(basic { $0.repeatCount = 2.5; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false })
            clock.advance(by: 1.25)
            #expect(abs(layer.presentedOpacity - 0.25) < 1e-6)
            clock.advance(by: 1.5)                      // 2.75 s: past the end at 2.5 s, held at 0.5
            #expect(abs(layer.presentedOpacity - 0.5) < 1e-6)
            #expect(layer.animationKeys() == ["a"])
        }
        withVirtualClock { clock in
            let layer = CALayer()
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 0.0; a.toValue = 10.0; a.duration = 1; a.repeatCount = 3; a.isCumulative = true
            layer.add(a, forKey: "walk")
            spin()
            clock.advance(by: 2.5)                      // third pass, half-way: 20 + 5
            #expect(abs(layer.presentation()!.position.x - 25) < 1e-9)
        }
    }

    @Test("speed scales the animation's time; timeOffset shifts it and wraps")
    func speedAndTimeOffset() {
        withVirtualClock { clock in
            let delegate = RecordingAnimationDelegate()
            let layer = committed(basic { $0.speed = 2; $0.delegate = delegate })
            clock.advance(by: 0.25)
            #expect(abs(layer.presentedOpacity - 0.5) < 1e-6)
            clock.advance(by: 0.25)                     // 0.5 s of parent time = 1 s of local time: done
            #expect(delegate.events == ["a.start", "a.stop(true)"])
        }
        withVirtualClock { clock in
            let layer = committed(basic { $0.timeOffset = 0.5 })
            clock.advance(by: 0.25)
            #expect(abs(layer.presentedOpacity - 0.75) < 1e-6)
            clock.advance(by: 0.35)                     // 0.6 + 0.5 = 1.1 → wraps to 0.1
            #expect(abs(layer.presentedOpacity - 0.1) < 1e-6)
        }
    }

    @Test("a layer's speed and timeOffset drive its animations; speed 0 pauses them")
    func layerTimeAndConvertTime() {
        withVirtualClock { clock in
            let parent = CALayer(), layer = CALayer()
            parent.addSublayer(layer)
            layer.speed = 0.5
            _ = committed(basic(), on: layer)
            clock.advance(by: 1)                        // layer time advanced 0.5 s
            #expect(abs(layer.presentedOpacity - 0.5) < 1e-6)
            // Pause: freeze the layer at its current local time.
            let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = paused
            clock.advance(by: 5)
            #expect(abs(layer.presentedOpacity - 0.5) < 1e-6)
            #expect(layer.convertTime(1234, from: nil) == paused)
        }
        let a = CALayer(), b = CALayer()
        a.addSublayer(b)
        b.beginTime = 10
        b.speed = 2
        b.timeOffset = 1
        #expect(b.convertTime(15, from: a) == 11)       // (15 − 10)·2 + 1
        #expect(b.convertTime(11, to: a) == 15)
    }

    @Test("fill modes: backwards holds the start during a delay, forwards holds the end")
    func fillModes() {
        withVirtualClock { clock in
            let layer = committed(basic { $0.beginTime = 1001; $0.fillMode = .backwards })
            #expect(layer.presentedOpacity == 0)        // before begin: from value
            clock.advance(by: 1.5)
            #expect(abs(layer.presentedOpacity - 0.5) < 1e-6)
        }
        withVirtualClock { clock in
            let layer = committed(basic { $0.beginTime = 1001 })
            #expect(layer.presentedOpacity == 1)        // no fill: the model shows
        }
    }

    @Test("keyframes: keyTimes, per-segment timing functions, discrete and paced")
    func keyframes() {
        func run(_ configure: (CAKeyframeAnimation) -> Void, samples: [(Double, Double)]) {
            withVirtualClock { clock in
                let layer = CALayer()
                let a = CAKeyframeAnimation(keyPath: "position.x")
                a.duration = 1
                configure(a)
                layer.add(a, forKey: "k")
                spin()
                var elapsed = 0.0
                for (t, expected) in samples {
                    clock.advance(by: t - elapsed)
                    elapsed = t
                    #expect(abs(Double(layer.presentation()!.position.x) - expected) < 1e-6, "t=\(t)")
                }
            }
        }
        run({ $0.values = [0.0, 10.0, 30.0]; $0.keyTimes = [0, 0.25, 1] },
            samples: [(0.125, 5), (0.625, 20), (0.9, 10 + 20 * 0.65 / 0.75)])
        run({ $0.values = [0.0, 10.0, 30.0] }, samples: [(0.25, 5), (0.75, 20)])
        run({ $0.values = [0.0, 100.0]; $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn)] },
            samples: [(0.3, 100 * referenceBezier(0.42, 0, 1, 1, at: 0.3))])
        run({ $0.values = [0.0, 10.0, 30.0]; $0.calculationMode = .discrete },
            samples: [(0.2, 0), (0.4, 10), (0.7, 30)])
        run({ $0.values = [0.0, 10.0, 30.0]; $0.keyTimes = [0, 0.9, 1]; $0.calculationMode = .paced },
            samples: [(1.0 / 6.0, 5), (0.5, 15)])     // paced ignores keyTimes: 10 of 30 at t = 1/3
    }

    @Test("spring animations follow the damped oscillator (checked against numerical integration)")
    func springMatchesIntegration() {
        let springs: [(Double, Double, Double, Double)] = [(1, 100, 10, 0), (1, 200, 28.28, 0), (2, 50, 30, 0), (1, 300, 5, 4)]
        for (m, k, c, v) in springs {
            withVirtualClock { clock in
                let layer = CALayer()
                let spring = CASpringAnimation(keyPath: "position.x")
                spring.mass = m; spring.stiffness = k; spring.damping = c; spring.initialVelocity = v
                spring.fromValue = 0.0; spring.toValue = 100.0
                spring.duration = spring.settlingDuration
                layer.add(spring, forKey: "s")
                spin()
                var elapsed = 0.0
                for t in [0.05, 0.1, 0.2, 0.35, 0.6] {
                    clock.advance(by: t - elapsed)
                    elapsed = t
                    let expected = 100 * referenceSpringProgress(mass: m, stiffness: k, damping: c, velocity: v, at: t)
                    #expect(abs(Double(layer.presentation()!.position.x) - expected) < 1e-4, "spring \(m),\(k),\(c),\(v) at \(t)")
                }
            }
        }
    }

    @Test("CASpringAnimation(perceptualDuration:bounce:) and settlingDuration")
    func perceptualSpring() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi / 0.5) < 1e-9)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(spring.bounce) < 1e-9)
        // Critically damped, ω0 = 4π: x(t) = e^(−u)(1 + u) with u = ω0·t falls to 0.001 at u ≈ 9.2337,
        // that is t ≈ 0.7348 s.
        #expect(abs(spring.settlingDuration - 9.2337 / (4 * Double.pi)) < 0.002)
        #expect(spring.duration == spring.settlingDuration)
        let bouncy = CASpringAnimation(perceptualDuration: 1, bounce: 0.3)
        #expect(abs(bouncy.bounce - 0.3) < 1e-9)
    }

    @Test("groups run their children in group time and cut them off at the group's end")
    func groups() {
        withVirtualClock { clock in
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0; fade.toValue = 1.0; fade.duration = 1
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0.0; move.toValue = 100.0; move.duration = 1; move.beginTime = 1
            let group = CAAnimationGroup()
            group.animations = [fade, move]
            group.duration = 1.5
            let delegate = RecordingAnimationDelegate("g")
            group.delegate = delegate
            layer.add(group, forKey: "g")
            spin()
            clock.advance(by: 0.5)
            #expect(abs(layer.presentedOpacity - 0.5) < 1e-6)
            #expect(layer.presentation()!.position.x == 0)   // move not begun (no backwards fill): model
            clock.advance(by: 0.75)                           // group time 1.25
            #expect(abs(Double(layer.presentation()!.position.x) - 25) < 1e-6)
            clock.advance(by: 0.5)
            #expect(delegate.events == ["g.start", "g.stop(true)"])
        }
    }

    @Test("CATransition leaves the presentation's opacity and position alone (the renderer composes it); it is keyed kCATransition")
    func transitions() {
        withVirtualClock { clock in
            let layer = CALayer()
            CATransaction.setDisableActions(true)
            layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
            layer.position = CGPoint(x: 100, y: 50)
            let fade = CATransition()
            fade.duration = 1
            layer.add(fade, forKey: "anything")
            #expect(layer.animationKeys() == [kCATransition])
            spin()
            clock.advance(by: 0.25)
            #expect(layer.presentedOpacity == 1)
            layer.removeAllAnimations()
            let push = CATransition()
            push.type = .push; push.subtype = .fromRight; push.duration = 1
            layer.add(push, forKey: nil)
            spin()
            clock.advance(by: 0.5)
            #expect(layer.presentation()!.position == CGPoint(x: 100, y: 50))
            #expect(layer.animationKeys() == [kCATransition])
        }
    }
}
