import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("UIView springs, keyframes and transitions", .serialized, .checksForLeaks)
struct UIViewAnimationAPITests {
    func withClock(_ body: @MainActor (VirtualClock) -> Void) {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        body(clock)
    }

    @Test("usingSpringWithDamping creates a CASpringAnimation that settles in the given duration")
    func springBlock() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var calls: [Bool] = []
            UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: { v.alpha = 0 }, completion: { calls.append($0) })
            let spring = v.layer.animation(forKey: "opacity") as? CASpringAnimation
            #expect(spring != nil)
            #expect(spring?.duration == 0.8)
            if let spring {
                // Damping ratio ζ = c / (2√(k·m)) as asked, and the spring settles at the duration.
                #expect(abs(Double(spring.damping) / (2 * (Double(spring.stiffness) * Double(spring.mass)).squareRoot()) - 0.5) < 1e-9)
                #expect(abs(spring.settlingDuration - 0.8) < 0.01)
            }
            spin()
            clock.advance(by: 0.8)
            #expect(calls == [true])
        }
    }

    @Test("animate(springDuration:bounce:) uses the perceptual spring and lasts its settling duration")
    func iOS17Spring() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var calls: [Bool] = []
            UIView.animate(springDuration: 0.5, bounce: 0.2, animations: { v.center = CGPoint(x: 100, y: 0) },
                           completion: { calls.append($0) })
            let spring = v.layer.animation(forKey: "position") as? CASpringAnimation
            #expect(spring.map { abs(Double($0.stiffness) - pow(2 * Double.pi / 0.5, 2)) < 1e-6 } == true)
            #expect(spring.map { abs(Double($0.damping) - 4 * Double.pi * 0.8 / 0.5) < 1e-6 } == true)
            #expect(spring?.isAdditive == true)
            spin()
            clock.advance(by: spring!.duration + 0.01)
            #expect(calls == [true])
        }
    }

    @Test("animateKeyframes: each property becomes one keyframe animation holding between its spans")
    func keyframes() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var calls: [Bool] = []
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { v.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 }
            }, completion: { calls.append($0) })
            #expect(v.alpha == 0)
            let animation = v.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
            #expect(animation?.keyTimes?.map(\.doubleValue) == [0, 0.25, 0.5, 1])
            #expect(animation?.duration == 2)
            spin()
            clock.advance(by: 0.25)                     // half of the first span: 0.75
            #expect(abs(Double(v.layer.presentation()!.opacity) - 0.75) < 1e-6)
            clock.advance(by: 0.5)                      // 0.75 s = 0.375: holding 0.5
            #expect(abs(Double(v.layer.presentation()!.opacity) - 0.5) < 1e-6)
            clock.advance(by: 0.75)                     // 1.5 s = 0.75: half-way from 0.5 to 0
            #expect(abs(Double(v.layer.presentation()!.opacity) - 0.25) < 1e-6)
            clock.advance(by: 0.5)
            #expect(calls == [true])
        }
    }

    @Test("transition(with:) adds a fade for crossDissolve; the block's changes do not animate by themselves")
    func transitionWith() {
        withClock { clock in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var calls: [Bool] = []
            UIView.transition(with: container, duration: 0.5, options: [.transitionCrossDissolve],
                              animations: { container.addSubview(child); child.alpha = 0.5 },
                              completion: { calls.append($0) })
            #expect(container.subviews == [child])
            #expect(child.layer.animationKeys() == nil)
            let transition = container.layer.animation(forKey: kCATransition) as? CATransition
            #expect(transition?.type == .fade)
            #expect(transition?.duration == 0.5)
            spin()
            clock.advance(by: 0.5)
            #expect(calls == [true])
        }
    }

    @Test("transition(from:to:) swaps the views, or hides and shows them with showHideTransitionViews")
    func transitionFromTo() {
        withClock { clock in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let a = UIView(), b = UIView()
            container.addSubview(a)
            var calls: [Bool] = []
            UIView.transition(from: a, to: b, duration: 0.3, options: [.transitionFlipFromLeft],
                              completion: { calls.append($0) })
            #expect(container.subviews == [b])
            #expect(a.superview == nil)
            spin()
            clock.advance(by: 0.3)
            #expect(calls == [true])

            container.addSubview(a)
            b.isHidden = true
            UIView.transition(from: a, to: b, duration: 0, options: [.showHideTransitionViews],
                              completion: { calls.append($0) })
            #expect(container.subviews == [b, a])
            #expect(a.isHidden && !b.isHidden)
            #expect(calls == [true])
            spin()
            #expect(calls == [true, true])
        }
    }

    @Test(".layoutSubviews lays out inside the block so subviews' new frames animate too")
    func layoutSubviewsOption() {
        withClock { _ in
            let parent = HalfWidthChildView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.layoutIfNeeded()
            UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews], animations: {
                parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            })
            #expect(parent.child.frame.width == 100)
            #expect(parent.child.layer.animationKeys()?.contains("bounds") == true)
            spin()
        }
    }

    @Test("backgroundColor animates from nil as from clear")
    func backgroundColorFromNil() {
        withClock { clock in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            })
            #expect(v.layer.animationKeys() == ["backgroundColor"])
            #expect((v.layer.animation(forKey: "backgroundColor") as? CABasicAnimation)?.toValue is CGColor)
            spin()
            clock.advance(by: 0.5)
            let components = v.layer.presentation()?.backgroundColor?.components ?? []
            #expect(components.count == 4)
            #expect(zip(components, [0.5, 0, 0, 0.5] as [CGFloat]).allSatisfy { abs($0 - $1) < 1e-9 })
        }
    }

    @Test("animated views ignore touches unless .allowUserInteraction")
    func allowUserInteraction() {
        withClock { clock in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(v)
            UIView.animate(withDuration: 1, animations: { v.alpha = 0.5 })
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
            spin()
            clock.advance(by: 1)
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === v)
            UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { v.alpha = 1 })
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === v)
            spin()
            clock.advance(by: 1)
        }
    }
}

/// A view that lays its one subview out at half its own width.
final class HalfWidthChildView: UIView {
    let child = UIView()
    override init(frame: CGRect) { super.init(frame: frame); addSubview(child) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func layoutSubviews() { child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 10) }
}
