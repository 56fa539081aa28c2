import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Timer with a target and a selector", .checksForLeaks)
struct TimerSelectorTests {
    let tick = Selector("tick:", ActionController.tick(_:))

    @Test("the selector receives the timer; a non-repeating timer releases its target once it has fired")
    func firesWithTimerAndReleasesTarget() {
        weak var weakTarget: ActionController?
        var timer: Timer?
        do {
            let target = ActionController()
            weakTarget = target
            timer = Timer(timeInterval: 10, target: target, selector: tick, userInfo: "info", repeats: false)
        }
        #expect(weakTarget != nil)   // the timer retains its target
        timer?.fire()
        #expect(weakTarget == nil)   // and releases it after its only firing
        #expect(timer?.isValid == false)
        // The initializer cannot override swift-corelibs-foundation's userInfo (documented gap).
        #expect(timer?.userInfo == nil)
    }

    @Test("a scheduled repeating timer keeps its target and userInfo until it is invalidated")
    func scheduledRepeatingTimer() {
        weak var weakTarget: ActionController?
        let timer: Timer
        do {
            let target = ActionController()
            weakTarget = target
            timer = Timer.scheduledTimer(timeInterval: 60, target: target, selector: tick, userInfo: "info", repeats: true)
        }
        #expect(timer.userInfo as? String == "info")
        timer.fire()
        timer.fire()
        #expect(weakTarget?.log == ["tick(info)", "tick(info)"])
        #expect(timer.isValid)
        timer.invalidate()
        #expect(weakTarget == nil)
        #expect(!timer.isValid)
    }

    @Test("a scheduled timer fires on its run loop after its interval, as a block timer does")
    func firesOnTheRunLoop() {
        let target = ActionController()
        let start = Date()
        let blockFired = Captured<Date?>(nil)
        let selectorTimer = Timer.scheduledTimer(timeInterval: 0.05, target: target, selector: tick, userInfo: nil, repeats: false)
        let blockTimer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in blockFired.value = Date() }
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.5))
        #expect(target.log == ["tick(nil)"])
        #expect(blockFired.value.map { $0.timeIntervalSince(start) >= 0.05 } == true)
        #expect(!selectorTimer.isValid && !blockTimer.isValid)
    }

    @Test("a target that does not respond raises at the firing, not at creation")
    func unrecognizedAtFiring() {
        let model = PlainModel()
        let timer = Timer(timeInterval: 1, target: model, selector: tick, userInfo: nil, repeats: false)
        let exceptions = withCapturedExceptions { timer.fire() }
        #expect(exceptions.map(\.reason) == ["-[UIKitTests.PlainModel tick:]: unrecognized selector sent to instance \(addressString(model))"])
    }

    @Test("under the virtual clock a scheduled selector timer fires at its virtual times, with the timer as argument")
    func scheduledTimerFollowsTheVirtualClock() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let target = ActionController()
        let timer = Timer.scheduledTimer(timeInterval: 5, target: target, selector: tick, userInfo: "v", repeats: true)
        clock.advance(by: 4.9)
        #expect(target.log == [])
        clock.advance(by: 0.1)
        #expect(target.log == ["tick(v)"])
        clock.advance(by: 10)
        #expect(target.log == ["tick(v)", "tick(v)", "tick(v)"])
        timer.invalidate()
        clock.advance(by: 10)
        #expect(target.log == ["tick(v)", "tick(v)", "tick(v)"])
        let once = Timer.scheduledTimer(timeInterval: 1, target: target, selector: tick, userInfo: nil, repeats: false)
        clock.advance(by: 3)
        #expect(target.log.last == "tick(nil)" && target.log.count == 4 && !once.isValid)
    }
}
