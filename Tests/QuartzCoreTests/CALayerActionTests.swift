import QuartzCore
import Testing
import UIKitTesting

@MainActor final class ActionDelegate: CALayerDelegate {
    var answer: CAAction?
    func action(for layer: CALayer, forKey event: String) -> CAAction? { answer }
}

@MainActor @Suite("CALayer action search", .checksForLeaks)
struct CALayerActionTests {
    @Test("delegate, then actions, then style's actions; NSNull ends the search with no action")
    func searchOrder() {
        let log = Log()
        let fromActions = RecordingAction(log: log), fromStyle = RecordingAction(log: log)
        let fromDelegate = RecordingAction(log: log)
        let delegate = ActionDelegate()
        let l = CALayer()
        l.delegate = delegate
        l.style = ["actions": ["opacity": fromStyle as CAAction]]
        #expect(l.action(forKey: "opacity") as? RecordingAction === fromStyle)
        l.actions = ["opacity": fromActions]
        #expect(l.action(forKey: "opacity") as? RecordingAction === fromActions)
        delegate.answer = fromDelegate
        #expect(l.action(forKey: "opacity") as? RecordingAction === fromDelegate)
        delegate.answer = NSNull()
        #expect(l.action(forKey: "opacity") == nil)
        delegate.answer = nil
        l.actions = ["opacity": NSNull()]
        #expect(l.action(forKey: "opacity") == nil, "NSNull in actions hides the style's action")
        #expect(l.action(forKey: "notAProperty") == nil)
    }

    @Test("a property change runs the found action with the previous value")
    func runsOnChange() {
        let log = Log()
        let l = CALayer()
        l.actions = ["bounds": RecordingAction(log: log), "backgroundColor": RecordingAction(log: log)]
        l.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        l.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        l.backgroundColor = CGColor.white
        #expect(log.take() == ["bounds from \(CGRect.zero)", "backgroundColor from none"])
        spin()
    }
}
