import Testing
import UIKit
import UIKitTesting

/// A responder that can be first responder and handles `tapped:`, optionally refusing it.
@MainActor final class ChainView: UIView, @preconcurrency TapHandling {
    var log: [String] = []
    var refuses = false
    override var canBecomeFirstResponder: Bool { true }
    func tapped(_ sender: Any?) { log.append("chain.tapped(\(_name(sender)))") }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        refuses ? false : super.canPerformAction(action, withSender: sender)
    }
}

/// A control that records every action it sends, as a subclass overriding `sendAction` would.
@MainActor final class RecordingControl: UIControl {
    var sent: [String] = []
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sent.append("\(action)->\(target.map { _name($0) } ?? "chain")")
        super.sendAction(action, to: target, for: event)
    }
}

@MainActor @Suite("UIControl target–action", .checksForLeaks)
struct UIControlTargetActionTests {
    let tapped = Selector("tapped:", ActionController.tapped(_:))
    let refresh = Selector("refresh", ActionController.refresh)
    let withEvent = Selector("tapped:forEvent:", ActionController.tapped(_:forEvent:))

    func control(tag: Int = 1) -> RecordingControl {
        let control = RecordingControl(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        control.tag = tag
        return control
    }

    /// A key window with `controller` as its root; the caller hides it again.
    func keyWindow(showing controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    @Test("events and states carry UIKit's raw values")
    func rawValues() {
        typealias E = UIControl.Event
        typealias S = UIControl.State
        #expect([E.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
                 .touchUpInside, .touchUpOutside, .touchCancel].map(\.rawValue) == (0...8).map { 1 << $0 })
        #expect([E.valueChanged, .primaryActionTriggered, .menuActionTriggered].map(\.rawValue) == [4096, 8192, 16384])
        #expect([E.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit].map(\.rawValue) == [65536, 131072, 262144, 524288])
        #expect([E.allTouchEvents, .allEditingEvents, .applicationReserved, .systemReserved, .allEvents].map(\.rawValue)
                == [0x0FFF, 0x000F_0000, 0x0F00_0000, 0xF000_0000, 0xFFFF_FFFF])
        #expect([S.normal, .highlighted, .disabled, .selected, .focused, .application, .reserved].map(\.rawValue)
                == [0, 1, 2, 4, 8, 0x00FF_0000, 0xFF00_0000])
    }

    @Test("state follows isEnabled, isSelected and isHighlighted")
    func state() {
        let control = UIControl(frame: .zero)
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted && control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        control.isHighlighted = true
        #expect(control.state.rawValue == 7)
    }

    @Test("the same target, action and events are added once; other events make a second entry")
    func addTwice() {
        let target = ActionController(), control = control()
        control.addTarget(target, action: tapped, for: .touchUpInside)
        control.addTarget(target, action: tapped, for: .touchUpInside)
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped:"])
        control.sendActions(for: .touchUpInside)
        #expect(target.log == ["tapped(tag1)"])
        control.addTarget(target, action: tapped, for: [.touchUpInside, .valueChanged])
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped:", "tapped:"])
    }

    @Test("sendActions(for:) sends matching actions in the order added, target–actions and UIActions alike")
    func sendOrder() {
        let a = ActionController(), b = ActionController(), control = control()
        var log: [String] = []
        control.addTarget(a, action: refresh, for: .touchUpInside)
        control.addAction(UIAction { action in log.append("action(\(_name(action.sender)))") }, for: .touchUpInside)
        control.addTarget(b, action: withEvent, for: [.touchUpInside, .valueChanged])
        control.addTarget(a, action: tapped, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(a.log == ["refresh"] && b.log == ["tapped(tag1, nil)"] && log == ["action(tag1)"])
        #expect(control.sent == ["refresh->ActionController", "tapped:forEvent:->ActionController"])
        control.sendActions(for: .valueChanged)
        #expect(b.log == ["tapped(tag1, nil)", "tapped(tag1, nil)"] && a.log == ["refresh", "tapped(tag1)"])
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test("removeTarget takes events as a mask, nil action as every action, nil target as every target")
    func removeVariants() {
        let a = ActionController(), b = ActionController(), control = control()
        control.addTarget(a, action: tapped, for: [.touchUpInside, .valueChanged])
        control.addTarget(a, action: refresh, for: .touchUpInside)
        control.addTarget(b, action: tapped, for: .touchUpInside)
        control.addTarget(nil, action: tapped, for: .touchUpInside)

        control.removeTarget(a, action: Selector("tapped:"), for: .touchUpInside)
        #expect(control.actions(forTarget: a, forControlEvent: .touchUpInside) == ["refresh"])
        #expect(control.actions(forTarget: a, forControlEvent: .valueChanged) == ["tapped:"])

        control.removeTarget(a, action: nil, for: .allEvents)
        #expect(control.actions(forTarget: a, forControlEvent: .touchUpInside) == nil)
        #expect(control.actions(forTarget: a, forControlEvent: .valueChanged) == nil)
        // NSNull stands for the responder chain. (swift-corelibs-foundation's NSNull does not hash
        // equal instances alike, so look for it by type.)
        #expect(control.allTargets.count == 2 && control.allTargets.contains(AnyHashable(b)))
        #expect(control.allTargets.contains { $0.base is NSNull })

        control.removeTarget(nil, action: Selector("tapped:"), for: .touchUpInside)
        #expect(control.allTargets.isEmpty && control.allControlEvents == [])
    }

    @Test("actions(forTarget:forControlEvent:) lists a target's action names; nil target lists the responder chain's")
    func actionsForTarget() {
        let a = ActionController(), control = control()
        control.addTarget(a, action: tapped, for: .touchUpInside)
        control.addTarget(nil, action: refresh, for: .touchUpInside)
        control.addTarget(a, action: withEvent, for: .touchUpInside)
        #expect(control.actions(forTarget: a, forControlEvent: .touchUpInside) == ["tapped:", "tapped:forEvent:"])
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["refresh"])
        #expect(control.actions(forTarget: a, forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: ActionController(), forControlEvent: .touchUpInside) == nil)
    }

    @Test("targets are held weakly: a deallocated target is skipped and drops out of allTargets")
    func weakTargets() {
        let control = control(), survivor = ActionController()
        weak var weakTarget: ActionController?
        do {
            let target = ActionController()
            weakTarget = target
            control.addTarget(target, action: tapped, for: .touchUpInside)
        }
        #expect(weakTarget == nil)
        control.addTarget(survivor, action: tapped, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(survivor.log == ["tapped(tag1)"])
        #expect(control.sent == ["tapped:->ActionController"])
        #expect(control.allTargets == [AnyHashable(survivor)])
    }

    @Test("a target that does not respond raises unrecognized selector; the control's actions are unchanged")
    func unrecognizedTarget() {
        let model = PlainModel(), control = control()
        control.addTarget(model, action: tapped, for: .touchUpInside)
        let exceptions = withCapturedExceptions { control.sendActions(for: .touchUpInside) }
        #expect(exceptions.map(\.name) == [.invalidArgumentException])
        #expect(exceptions.map(\.reason) == ["-[UIKitTests.PlainModel tapped:]: unrecognized selector sent to instance \(addressString(model))"])
        #expect(control.actions(forTarget: model, forControlEvent: .touchUpInside) == ["tapped:"])
    }

    @Test("a nil target walks the responder chain from the control when there is no first responder")
    func responderChainFromControl() {
        let controller = ActionController(), container = UIView(), control = control()
        let window = keyWindow(showing: controller)
        defer { window.isHidden = true }
        controller.view.addSubview(container)
        container.addSubview(control)
        control.addTarget(nil, action: tapped, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(controller.log == ["tapped(tag1)"])
        #expect(control.sent == ["tapped:->chain"])
        #expect(control.target(forAction: tapped, withSender: control) as? ActionController === controller)
        #expect(!control.canPerformAction(tapped, withSender: control) && controller.canPerformAction(tapped, withSender: control))
    }

    @Test("a nil target starts at the first responder; one that cannot perform passes it up the chain")
    func responderChainFromFirstResponder() {
        let controller = ActionController(), editor = ChainView(), control = control()
        let window = keyWindow(showing: controller)
        defer { window.isHidden = true }
        controller.view.addSubview(editor)
        controller.view.addSubview(control)
        #expect(editor.becomeFirstResponder())
        // Both classes handle the protocol's selector; the first responder comes first.
        let handled = Selector("tapped:", TapHandling.tapped(_:))
        control.addTarget(nil, action: handled, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(editor.log == ["chain.tapped(tag1)"] && controller.log == [])
        editor.refuses = true
        control.sendActions(for: .touchUpInside)
        #expect(editor.log == ["chain.tapped(tag1)"] && controller.log == ["tapped(tag1)"])
        // A selector of ActionController's method: the first responder does not respond, so the
        // controller up the chain receives it.
        editor.refuses = false
        control.removeTarget(nil, action: nil, for: .allEvents)
        control.addTarget(nil, action: tapped, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(editor.log == ["chain.tapped(tag1)"] && controller.log == ["tapped(tag1)", "tapped(tag1)"])
    }

    @Test("a nil-targeted action that no responder handles is dropped without raising")
    func unhandledChainAction() {
        let control = control()
        control.addTarget(nil, action: refresh, for: .touchUpInside)
        let exceptions = withCapturedExceptions { control.sendActions(for: .touchUpInside) }
        #expect(exceptions.isEmpty)
        #expect(control.sent == ["refresh->chain"])
    }

    @Test("sendAction(_:to:for:) passes the sender and the event to an explicit target")
    func sendActionDirectly() {
        let target = ActionController(), control = control(), event = UIEvent()
        control.sendAction(withEvent, to: target, for: event)
        control.sendAction(tapped, to: target, for: event)
        #expect(target.log == ["tapped(tag1, UIEvent)", "tapped(tag1)"])
    }

    @Test("UIActions: same identifier replaces in place and adds events, removal by action or identifier, primaryAction")
    func uiActions() {
        var log: [String] = []
        let id = UIAction.Identifier("save")
        let control = UIControl(frame: .zero, primaryAction: UIAction(title: "Go") { _ in log.append("primary") })
        let first = UIAction(identifier: id) { _ in log.append("first") }
        control.addAction(first, for: .touchUpInside)
        control.addAction(UIAction { _ in log.append("other") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .valueChanged)
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(log == ["primary", "second", "other"])
        #expect(control.allControlEvents == [.primaryActionTriggered, .touchUpInside, .valueChanged])
        log.removeAll()
        control.removeAction(first, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["other", "second"])
        control.removeAction(identifiedBy: id, for: .valueChanged)
        #expect(control.allControlEvents == [.primaryActionTriggered, .touchUpInside])
        #expect(control.allTargets.isEmpty)
    }

    @Test("a UIAction's sender is the control while its handler runs, and nil after")
    func actionSender() {
        let control = control(tag: 9)
        var seen: [String] = []
        let action = UIAction(title: "Tap") { action in seen.append(_name(action.sender)) }
        #expect(action.title == "Tap" && action.identifier.rawValue.count == 36)
        control.sendAction(action)
        #expect(seen == ["tag9"])
        #expect(action.sender == nil)
    }
}
