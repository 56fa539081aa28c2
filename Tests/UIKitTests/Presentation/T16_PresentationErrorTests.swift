import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Presentation: errors and refusals (spec §6, T16)", .checksForLeaks)
struct PresentationErrorTests {
    @Test("T16: presenting nil raises NSInvalidArgumentException (reachable only from Objective-C-style callers)")
    func presentNil() {
        let a = UIViewController()
        let window = makeVisible(a)
        let exceptions = withCapturedExceptions { a._present(nil, animated: false, completion: nil) }
        #expect(exceptions.map(\.name) == [.invalidArgumentException])
        #expect(exceptions.first?.reason == "Application tried to present a nil modal view controller on target \(a).")
        #expect(a.presentedViewController == nil)
        _ = window
    }

    @Test("T16: presenting on itself raises; nothing changes")
    func presentOnItself() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let window = makeVisible(a)
        _ = log.take()
        var completed = false
        let exceptions = withCapturedExceptions { a.present(a, animated: false) { completed = true } }
        spin()
        #expect(exceptions.map(\.name) == [.invalidArgumentException])
        #expect(exceptions.first?.reason == "Application tried to present modal view controller on itself. Presenting controller is \(a).")
        #expect(a.presentedViewController == nil && a.presentingViewController == nil)
        #expect(log.events.isEmpty && !completed)
        _ = window
    }

    @Test("T16: presenting a controller already presented by another raises; nothing changes")
    func presentAlreadyPresented() {
        let a = UIViewController(), a2 = UIViewController(), b = UIViewController()
        let window = makeVisible(a)
        let window2 = makeVisible(a2)
        a.present(b, animated: false)
        spin()
        let exceptions = withCapturedExceptions { a2.present(b, animated: false) }
        spin()
        #expect(exceptions.map(\.name) == [.invalidArgumentException])
        #expect(exceptions.first?.reason == "Application tried to present modally a view controller \(b) that is already being presented by \(a).")
        #expect(b.presentingViewController === a)
        #expect(a2.presentedViewController == nil)
        _ = (window, window2)
    }

    @Test("T16: presenting a child raises; nothing changes")
    func presentChild() {
        let p = UIViewController(), c = UIViewController(), x = UIViewController()
        let window = makeVisible(x)
        p.addChild(c)
        let exceptions = withCapturedExceptions { x.present(c, animated: false) }
        spin()
        #expect(exceptions.map(\.name) == [.invalidArgumentException])
        #expect(exceptions.first?.reason == "Application tried to present modally a view controller \(c) that has a parent view controller \(p).")
        #expect(c.parent === p && c.presentingViewController == nil && x.presentedViewController == nil)
        _ = window
    }

    @Test("T16: presenting while already presenting logs; no completion, nothing changes")
    func alreadyPresenting() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        _ = log.take()
        var completed = false
        let lines = withCapturedLog {
            a.present(c, animated: false) { completed = true }
            spin()
        }
        #expect(lines == ["Attempt to present \(c) on \(a) (from \(a)) which is already presenting \(b)."])
        #expect(!completed)
        #expect(c.presentingViewController == nil && a.presentedViewController === b)
        #expect(log.events.isEmpty, "C does not even load its view")
        _ = window
    }

    @Test("T16: presenting from a controller whose view is not in a window logs")
    func notInWindowHierarchy() {
        let a = UIViewController(), b = UIViewController()
        var completed = false
        let lines = withCapturedLog {
            a.present(b, animated: false) { completed = true }
            spin()
        }
        #expect(lines == ["Attempt to present \(b) on \(a) (from \(a)) whose view is not in the window hierarchy."])
        #expect(!completed && b.presentingViewController == nil && a.presentedViewController == nil)
    }

    @Test("T16: presenting from a controller in the middle of its own presentation logs")
    func presentationInProgress() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let window = makeVisible(a)
        a.present(b, animated: true)
        var completed = false
        let lines = withCapturedLog { b.present(c, animated: true) { completed = true } }
        #expect(lines == ["Attempt to present \(c) on \(b) (from \(b)) while a presentation is in progress."])
        // A already has a presented controller (B, still sliding in): that check comes first, as with a double tap.
        let lines2 = withCapturedLog { a.present(c, animated: false) }
        #expect(lines2 == ["Attempt to present \(c) on \(a) (from \(a)) which is already presenting \(b)."])
        clock.advance(by: 1)
        #expect(!completed && c.presentingViewController == nil && b.presentedViewController == nil)
        _ = window
    }

    @Test("T16: presenting while the presented controller is being dismissed logs 'in progress'")
    func presentDuringDismissal() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        a.dismiss(animated: true)
        let lines = withCapturedLog { a.present(c, animated: true) }
        #expect(lines == ["Attempt to present \(c) on \(a) (from \(a)) while a presentation is in progress."])
        clock.advance(by: 1)
        #expect(a.presentedViewController == nil && c.presentingViewController == nil)
        a.present(c, animated: false)
        spin()
        #expect(c.presentingViewController === a, "after the dismissal the presenter is free again")
        _ = window
    }

    @Test("T16: dismissing during a transition logs the warning and does nothing")
    func dismissDuringTransition() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let window = makeVisible(a)
        _ = log.take()
        a.present(b, animated: true)
        var dismissed = false
        let lines = withCapturedLog { a.dismiss(animated: true) { dismissed = true } }
        #expect(lines == ["Warning: Attempt to dismiss from view controller \(a) while a presentation or dismiss is in progress!"])
        clock.advance(by: 1)
        #expect(!dismissed)
        #expect(a.presentedViewController === b)
        #expect(log.take() == ["B.viewDidLoad", "B.wA(true, bP=true)", "B.dA(true, bP=true)"])
        _ = window
    }

    @Test("addChild of the controller this one presents raises")
    func addPresentedAsChild() {
        let a = UIViewController(), b = UIViewController()
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        let exceptions = withCapturedExceptions { a.addChild(b) }
        #expect(exceptions.first?.reason == "trying to add child view controller that is already presented: \(b)")
        #expect(a.children.isEmpty)
        _ = window
    }
}
