import QuartzCore
import Testing
import UIKitTesting

@MainActor @Suite("CATransaction", .checksForLeaks)
struct CATransactionTests {
    @Test("animationDuration defaults to 0.25 and nests with begin/commit")
    func duration() {
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.setAnimationDuration(2)
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        spin()
    }

    @Test("setValue/value look outwards from the innermost transaction")
    func values() {
        CATransaction.begin()
        CATransaction.setValue("outer", forKey: "custom")
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        CATransaction.begin()
        #expect(CATransaction.value(forKey: "custom") as? String == "outer")
        CATransaction.setValue("inner", forKey: "custom")
        #expect(CATransaction.value(forKey: "custom") as? String == "inner")
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.value(forKey: "custom") as? String == "outer")
        CATransaction.commit()
        #expect(CATransaction.value(forKey: "custom") == nil)
        #expect(!CATransaction.disableActions())
        spin()
    }

    @Test("disableActions stops a property change from running its action")
    func disableActions() {
        let log = Log()
        let layer = CALayer()
        layer.actions = ["opacity": RecordingAction(log: log), "position": NSNull()]
        layer.opacity = 0.5
        #expect(log.take() == ["opacity from 1.0"])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.25
        CATransaction.commit()
        #expect(log.take() == [])
        layer.opacity = 0.25
        #expect(log.take() == [], "an unchanged value runs no action")
        layer.position = CGPoint(x: 1, y: 1)
        #expect(layer.action(forKey: "position") == nil)
        #expect(log.take() == [])
        spin()
    }

    @Test("a completion block with no animation runs after the commit, in the same turn")
    func completionAfterCommit() {
        let log = Log()
        let root = LoggingLayer("R", log: log)
        root._setContextRoot(true)
        defer { root._setContextRoot(false) }
        spin()
        _ = log.take()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.events.append("completion") }
        #expect(CATransaction.completionBlock() != nil)
        root.setNeedsLayout()
        CATransaction.commit()
        log.events.append("after commit()")
        spin()
        #expect(log.take() == ["after commit()", "R.layout", "completion"])
        spin()
        #expect(log.take() == [])
    }

    @Test("the implicit transaction's completion block runs in the turn that commits it")
    func implicitCompletion() {
        let log = Log()
        spin()
        CATransaction.setCompletionBlock { log.events.append("implicit completion") }
        _Turn.enqueueNextTurn { log.events.append("next turn") }
        #expect(log.take() == [])
        spin()
        #expect(log.take() == ["implicit completion", "next turn"])
    }

    @Test("nested transactions: the inner completion runs first")
    func nestedCompletions() {
        let log = Log()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.events.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.events.append("inner") }
        CATransaction.commit()
        CATransaction.commit()
        #expect(log.take() == [])
        spin()
        #expect(log.take() == ["inner", "outer"])
    }

    @Test("lock and unlock do nothing; flush lays out on-screen trees now")
    func lockAndFlush() {
        let log = Log()
        let root = LoggingLayer("R", log: log), child = LoggingLayer("C", log: log)
        root.addSublayer(child)
        root._setContextRoot(true)
        defer { root._setContextRoot(false) }
        CATransaction.lock()
        CATransaction.setAnimationDuration(0.5)
        #expect(CATransaction.animationDuration() == 0.5)
        CATransaction.unlock()
        CATransaction.flush()
        #expect(log.take() == ["R.layout", "C.layout"])
        child.setNeedsLayout()
        CATransaction.flush()
        #expect(log.take() == ["C.layout"])
        spin()
        #expect(log.take() == [])
        #expect(CATransaction.animationDuration() == 0.25, "the turn closed the implicit transaction")
    }
}
