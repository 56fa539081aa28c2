import Testing
import UIKit
import UIKitTesting

@MainActor final class TurnLog {
    var events: [String] = []
    func take() -> [String] { defer { events.removeAll() }; return events }
}

@MainActor final class LayoutLoggingView: UIView {
    var log: TurnLog?
    override func layoutSubviews() {
        super.layoutSubviews()
        log?.events.append("layout")
    }
}

@MainActor final class DisplayLoggingLayer: CALayer {
    var log: TurnLog?
    override func display() { log?.events.append("display") }
}

@MainActor @Suite("One turn: layout, display, commit, after-commit, next-turn", .checksForLeaks)
struct TurnOrderTests {
    @Test("spin() runs exactly one turn")
    func oneTurnPerSpin() {
        let before = currentTurn
        spin()
        #expect(currentTurn == before + 1)
        spin()
        spin()
        #expect(currentTurn == before + 3)
    }

    @Test("layout and display run before after-commit blocks, which run before next-turn blocks")
    func phaseOrder() {
        let log = TurnLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let view = LayoutLoggingView(frame: window.bounds)
        view.log = log
        window.addSubview(view)
        let drawn = DisplayLoggingLayer()
        drawn.log = log
        window.layer.addSublayer(drawn)
        spin()
        _ = log.take()
        _Turn.commitObserver = { _ in log.events.append("commit") }
        defer { _Turn.commitObserver = nil }
        // Queued in the opposite order to the one they run in.
        _Turn.enqueueNextTurn { log.events.append("next turn") }
        _Turn.enqueueAfterCommit { log.events.append("after commit") }
        drawn.setNeedsDisplay()
        view.setNeedsLayout()
        #expect(log.events == [])
        spin()
        #expect(log.take() == ["layout", "display", "commit", "after commit", "next turn"])
    }

    @Test("next-turn blocks queued during the turn run at its end; those queued while draining wait a turn")
    func nextTurnQueuedDuringTurn() {
        let log = TurnLog()
        spin()
        _Turn.enqueueAfterCommit {
            log.events.append("after commit")
            _Turn.enqueueAfterCommit { log.events.append("after commit, queued in after commit") }
            _Turn.enqueueNextTurn {
                log.events.append("next turn, queued in after commit")
                _Turn.enqueueNextTurn { log.events.append("queued while draining") }
            }
        }
        spin()
        #expect(log.take() == ["after commit", "after commit, queued in after commit", "next turn, queued in after commit"])
        spin()
        #expect(log.take() == ["queued while draining"])
        spin()
        #expect(log.take() == [])
    }

    @Test("a turn with nothing to do runs no blocks and lays out nothing")
    func idleTurn() {
        let log = TurnLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        defer { window.isHidden = true }
        let view = LayoutLoggingView(frame: window.bounds)
        view.log = log
        window.addSubview(view)
        spin()
        #expect(log.take() == ["layout"])
        spin()
        #expect(log.take() == [])
        #expect(spinUntilIdle() == 0)
    }

    @Test("the turn's hooks run in their declared order, whatever order they were installed in")
    func hooksRunInDeclaredOrder() {
        spinUntilIdle()
        let saved = _TurnHook.allCases.map { _Turn.handler(for: $0) }
        defer { for (hook, handler) in zip(_TurnHook.allCases, saved) { _Turn.install(hook, handler) } }
        var ran: [String] = []
        for hook in _TurnHook.allCases.reversed() { _Turn.install(hook) { _ in ran.append("\(hook)") } }
        _Turn.enqueueAfterCommit {}
        spin()
        #expect(ran == ["solveConstraints", "forgetCommittedState", "startAnimations", "rereadSystemPreferences"])
    }
}
