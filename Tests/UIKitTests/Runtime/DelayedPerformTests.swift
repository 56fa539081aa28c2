import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("perform(_:with:afterDelay:) and cancelPreviousPerformRequests on the virtual clock", .checksForLeaks)
struct DelayedPerformTests {
    let tapped = Selector("tapped:", ActionController.tapped(_:))
    let refresh = Selector("refresh", ActionController.refresh)

    /// A controller that logs the media time of each call.
    final class TimedController: ActionController {
        override func tapped(_ sender: Any?) { log.append("\(_name(sender))@\(CACurrentMediaTime())") }
        override func refresh() { log.append("refresh@\(CACurrentMediaTime())") }
    }

    @Test("requests fire at their exact virtual times with their argument, same-time ones in order made")
    func exactTimes() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let target = TimedController()
        target.perform(tapped, with: "b", afterDelay: 0.5)
        target.perform(tapped, with: "a", afterDelay: 0.25)
        target.perform(refresh, with: nil, afterDelay: 0.5)
        target.perform(tapped, with: "m", afterDelay: 0.25, inModes: [.common])
        clock.advance(by: 0.2)
        #expect(target.log == [])
        clock.advance(by: 0.4)
        #expect(target.log == ["a@1000.25", "m@1000.25", "b@1000.5", "refresh@1000.5"])
    }

    @Test("the target and the argument are retained until the request fires")
    func retainedUntilFired() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        weak var weakTarget: ActionController?, weakArgument: UIView?
        do {
            let target = ActionController(), argument = UIView()
            weakTarget = target
            weakArgument = argument
            target.perform(tapped, with: argument, afterDelay: 1)
        }
        #expect(weakTarget != nil && weakArgument != nil)
        clock.advance(by: 1)
        #expect(weakTarget == nil && weakArgument == nil)
    }

    @Test("cancelPreviousPerformRequests(withTarget:) cancels every request of that target and releases it")
    func cancelByTarget() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let other = TimedController()
        weak var weakTarget: ActionController?
        do {
            let target = ActionController()
            weakTarget = target
            target.perform(tapped, with: "x", afterDelay: 0.1)
            target.perform(refresh, with: nil, afterDelay: 0.2)
        }
        other.perform(refresh, with: nil, afterDelay: 0.1)
        NSObject.cancelPreviousPerformRequests(withTarget: weakTarget!)
        #expect(weakTarget == nil)
        clock.advance(by: 1)
        #expect(other.log == ["refresh@1000.1"])
    }

    @Test("cancelling by selector and object matches the selector's name and an equal argument only")
    func cancelBySelectorAndObject() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let target = TimedController()
        target.perform(tapped, with: "a", afterDelay: 0.1)
        target.perform(tapped, with: "b", afterDelay: 0.1)
        target.perform(refresh, with: nil, afterDelay: 0.1)
        target.perform(tapped, with: nil, afterDelay: 0.1)
        NSObject.cancelPreviousPerformRequests(withTarget: target, selector: Selector("tapped:"), object: String("a"))
        NSObject.cancelPreviousPerformRequests(withTarget: target, selector: Selector("tapped:"), object: nil)
        clock.advance(by: 0.1)
        #expect(target.log == ["b@1000.1", "refresh@1000.1"])
    }

    @Test("a target that does not respond raises when the request fires")
    func unrecognizedAtFiring() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let model = PlainModel()
        model.perform(refresh, with: nil, afterDelay: 0.1)
        let exceptions = withCapturedExceptions { clock.advance(by: 0.1) }
        #expect(exceptions.map(\.reason) == ["-[UIKitTests.PlainModel refresh]: unrecognized selector sent to instance \(addressString(model))"])
    }
}

@MainActor @Suite("CADisplayLink(target:selector:)", .checksForLeaks)
struct DisplayLinkSelectorTests {
    @Test("the selector receives the link at each frame; the link retains its target until invalidated")
    func framesAndRetention() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let frame = _FrameTicker.frameInterval
        weak var weakTarget: ActionController?
        let link: CADisplayLink
        do {
            let target = ActionController()
            weakTarget = target
            link = CADisplayLink(target: target, selector: Selector("step:", ActionController.step(_:)))
        }
        link.add(to: .main, forMode: .common)
        clock.advance(by: frame * 2)
        #expect(weakTarget?.log == ["step(\(1000 + frame))", "step(\(1000 + 2 * frame))"])
        link.invalidate()
        #expect(weakTarget == nil)
        clock.advance(by: frame * 2)
    }

    @Test("a target that does not respond raises at the first frame")
    func unrecognizedAtFrame() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let model = PlainModel()
        let link = CADisplayLink(target: model, selector: Selector("step:", ActionController.step(_:)))
        let created = withCapturedExceptions { link.add(to: .main, forMode: .default) }
        let exceptions = withCapturedExceptions { clock.advance(by: _FrameTicker.frameInterval) }
        link.invalidate()
        #expect(created.isEmpty)
        #expect(exceptions.map(\.reason) == ["-[UIKitTests.PlainModel step:]: unrecognized selector sent to instance \(addressString(model))"])
    }
}
