import Testing
import UIKit
import UIKitTesting

/// Logs the tracking calls it gets, around what UIControl does.
@MainActor final class TrackingLoggingControl: UIControl {
    var log: [String] = []
    var continues = true
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue")
        return continues && super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("end")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: UIEvent?) {
        log.append("cancelTracking")
        super.cancelTracking(with: event)
    }
}

/// Receives a control's action with the sender and the event, as `action:forEvent:` selectors do.
@MainActor final class EventTarget: NSObject {
    /// The sender, the event and the phases of the event's touches when the action ran (the
    /// application reuses one touches event, so it is read at once).
    var received: [(sender: UIControl, event: UIEvent?, phases: [UITouch.Phase])] = []
    static let action = Selector("tapped:event:", EventTarget.tapped(_:event:))
    func tapped(_ sender: UIControl, event: UIEvent?) {
        received.append((sender, event, (event?.allTouches ?? []).map(\.phase)))
    }
}

/// Controls driven by real touches through the touch driver (spec: UIControl tracking; Apple's
/// "Attaching gesture recognizers to UIKit controls").
@MainActor @Suite("Controls driven by touches", .serialized, .checksForLeaks)
struct ControlTouchTests {
    let window = makeTouchWindow(visible: false)

    /// Puts `control` at `frame` in the shown window.
    func place<C: UIView>(_ control: C, _ frame: CGRect) -> C {
        window.isHidden = false
        control.frame = frame
        window.addSubview(control)
        return control
    }

    /// A button at (100, 100, 80, 44) whose every touch event is logged, `*` when highlighted.
    func loggedButton(_ log: TouchLog) -> UIButton {
        let button = place(UIButton(type: .system), CGRect(x: 100, y: 100, width: 80, height: 44))
        let names: [(UIControl.Event, String)] = [(.touchDown, "down"), (.touchDownRepeat, "repeat"),
            (.touchDragInside, "inside"), (.touchDragExit, "exit"), (.touchDragOutside, "outside"),
            (.touchDragEnter, "enter"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
            (.touchCancel, "cancel"), (.primaryActionTriggered, "primary")]
        for (event, name) in names {
            button.addAction(UIAction { [unowned button] _ in log.add("\(name)\(button.isHighlighted ? "*" : "")") }, for: event)
        }
        return button
    }

    @Test("a tap inside a button: touchDown highlighted, then touchUpInside and primaryActionTriggered")
    func tapInside() {
        defer { window.isHidden = true }
        let log = TouchLog()
        let button = loggedButton(log)
        tap(button)
        #expect(log.entries == ["down*", "upInside", "primary"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test("a double tap sends touchDownRepeat on the second touch down")
    func doubleTap() {
        defer { window.isHidden = true }
        let log = TouchLog()
        let button = loggedButton(log)
        tap(button, taps: 2)
        #expect(log.entries == ["down*", "upInside", "primary", "down*", "repeat*", "upInside", "primary"])
    }

    @Test("a drag out past the 70-point tolerance and back in: exit, outside, enter, then touchUpInside")
    func dragOutAndBackIn() {
        defer { window.isHidden = true }
        let log = TouchLog()
        let button = loggedButton(log)
        let finger = SimulatedTouch.down(at: CGPoint(x: 40, y: 22), in: button)
        finger.move(to: CGPoint(x: 140, y: 22), in: button)   // 60 pt past the right edge: still inside
        #expect(button.isTouchInside)
        finger.move(to: CGPoint(x: 160, y: 22), in: button)   // 80 pt past it: outside
        #expect(!button.isTouchInside && !button.isHighlighted)
        finger.move(to: CGPoint(x: 200, y: 22), in: button)
        finger.move(to: CGPoint(x: 60, y: 22), in: button)
        finger.lift()
        #expect(log.entries == ["down*", "inside*", "exit", "outside", "enter*", "upInside", "primary"])
    }

    @Test("released outside within the tolerance counts as inside; beyond it, touchUpOutside")
    func releaseOutside() {
        defer { window.isHidden = true }
        let log = TouchLog()
        let button = loggedButton(log)
        withVirtualClock { clock in
            for (y, expected) in [(44 + 69, ["down*", "inside*", "upInside", "primary"]), (44 + 71, ["down*", "exit", "upOutside"])] {
                log.entries = []
                let finger = SimulatedTouch.down(at: CGPoint(x: 40, y: 22), in: button)
                finger.move(to: CGPoint(x: 40, y: CGFloat(y)), in: button)
                finger.lift()
                #expect(log.entries == expected)
                clock.advance(by: 1)
            }
        }
    }

    @Test("a cancelled touch sends touchCancel and removes the highlight")
    func cancel() {
        defer { window.isHidden = true }
        let log = TouchLog()
        let button = loggedButton(log)
        let finger = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: button)
        #expect(button.isHighlighted && button.isTracking)
        finger.cancel()
        #expect(log.entries == ["down*", "cancel"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test("the tracking calls come before the events of their phase; endTracking before touchUpInside")
    func trackingOrder() {
        defer { window.isHidden = true }
        let control = place(TrackingLoggingControl(), CGRect(x: 0, y: 0, width: 100, height: 100))
        for (event, name) in [(UIControl.Event.touchDown, "down"), (.touchDragInside, "inside"),
                              (.touchUpInside, "upInside"), (.touchCancel, "cancel")] {
            control.addAction(UIAction { [unowned control] _ in control.log.append(name) }, for: event)
        }
        let tapper = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: control)
        tapper.move(to: CGPoint(x: 20, y: 10), in: control)
        tapper.lift()
        #expect(control.log == ["begin", "down", "continue", "inside", "end", "upInside"])
        control.log = []
        let finger = SimulatedTouch.down(at: CGPoint(x: 60, y: 60), in: control)
        finger.cancel()
        #expect(control.log == ["begin", "down", "cancelTracking", "cancel"])
    }

    @Test("continueTracking false stops tracking: no more continueTracking, no endTracking, events still sent")
    func continueTrackingFalse() {
        defer { window.isHidden = true }
        let control = place(TrackingLoggingControl(), CGRect(x: 0, y: 0, width: 100, height: 100))
        control.continues = false
        control.addAction(UIAction { [unowned control] _ in control.log.append("upInside") }, for: .touchUpInside)
        let finger = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: control)
        finger.move(to: CGPoint(x: 20, y: 10), in: control)
        #expect(!control.isTracking)
        finger.move(to: CGPoint(x: 30, y: 10), in: control)
        finger.lift()
        #expect(control.log == ["begin", "continue", "upInside"])
    }

    @Test("the action receives the touch's UIEvent")
    func actionGetsTheEvent() {
        defer { window.isHidden = true }
        let button = place(UIButton(type: .system), CGRect(x: 0, y: 0, width: 80, height: 44))
        let target = EventTarget()
        button.addTarget(target, action: EventTarget.action, for: .touchUpInside)
        tap(button)
        #expect(target.received.count == 1)
        #expect(target.received.first?.sender === button)
        #expect(target.received.first?.event?.type == .touches)
        #expect(target.received.first?.phases == [.ended])
        button.sendActions(for: .touchUpInside)
        #expect(target.received.count == 2 && target.received[1].event == nil)
    }

    @Test("a disabled control gets no touches: hit-testing passes to the view behind it")
    func disabledControl() {
        defer { window.isHidden = true }
        let log = TouchLog()
        let behind = place(TouchLoggingView(), CGRect(x: 0, y: 0, width: 300, height: 300))
        behind.log = log
        let button = loggedButton(log)
        button.isEnabled = false
        #expect(window.hitTest(CGPoint(x: 140, y: 122), with: nil) === behind)
        withVirtualClock { clock in
            tap(button)
            #expect(log.entries == ["v.began(1)", "v.ended"])
            // Long enough after the first tap that the next is a new first tap.
            clock.advance(by: 1)
            button.isEnabled = true
            log.entries = []
            tap(button)
            #expect(log.entries == ["down*", "upInside", "primary"])
        }
    }

    @Test("a superview's single-tap recognizer does not take a tap on a button; a tap beside it does")
    func superviewTapRecognizer() {
        defer { window.isHidden = true }
        let log = TouchLog()
        let container = place(UIView(), CGRect(x: 0, y: 0, width: 320, height: 300))
        let target = GestureTarget(log)
        container.addGestureRecognizer(target.attach(UITapGestureRecognizer(), "tap"))
        let button = loggedButton(log)
        tap(button)
        #expect(log.entries == ["down*", "upInside", "primary"])
        log.entries = []
        tap(at: CGPoint(x: 20, y: 20), in: container)
        #expect(log.entries == ["tap.ended"])
        // A double-tap recognizer is not the button's default action: it may recognize.
        log.entries = []
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        #expect(button.gestureRecognizerShouldBegin(double))
        #expect(!button.gestureRecognizerShouldBegin(UITapGestureRecognizer()))
    }

    @Test("a tap recognizer on the button itself takes the tap: the button's touch is cancelled")
    func recognizerOnTheControl() {
        defer { window.isHidden = true }
        let log = TouchLog()
        let target = GestureTarget(log)
        let button = loggedButton(log)
        button.addGestureRecognizer(target.attach(UITapGestureRecognizer(), "tap"))
        tap(button)
        #expect(log.entries == ["down*", "cancel", "tap.ended"])
    }

    @Test("UISwitch: a tap toggles it and sends valueChanged; a touch lifted far outside does not")
    func switchTap() {
        defer { window.isHidden = true }
        let toggle = place(UISwitch(), CGRect(x: 20, y: 20, width: 51, height: 31))
        var changes: [Bool] = []
        toggle.addAction(UIAction { [unowned toggle] _ in changes.append(toggle.isOn) }, for: .valueChanged)
        tap(toggle)
        #expect(toggle.isOn && changes == [true])
        drag(toggle, from: CGPoint(x: 25, y: 15), to: CGPoint(x: 25, y: 15 + 100), duration: 0.02)
        #expect(toggle.isOn && changes == [true])
        tap(toggle)
        #expect(!toggle.isOn && changes == [true, false])
    }

    @Test("UISlider: only a touch on the thumb drags it, keeping the finger's offset from the thumb's centre")
    func sliderDrag() {
        defer { window.isHidden = true }
        let slider = place(UISlider(), CGRect(x: 10, y: 100, width: 300, height: 31))
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
        // Off the thumb: touchDown but no tracking, and the value stays.
        let off = SimulatedTouch.down(at: CGPoint(x: 200, y: 15), in: slider)
        #expect(!slider.isTracking)
        off.move(to: CGPoint(x: 250, y: 15), in: slider)
        off.lift()
        #expect(slider.value == 0 && changes == 0)
        // On the thumb, 3 pt right of its centre, dragged 50 pt: the centre moves 50 pt.
        let start = CGPoint(x: thumb.midX + 3, y: thumb.midY)
        drag(slider, from: start, to: CGPoint(x: start.x + 50, y: start.y), duration: 0.1)
        let expected = Float(50 / (track.width - thumb.width))
        #expect(abs(slider.value - expected) < 0.0001)
        // Continuous: one valueChanged for each move, one a frame over the 0.1 s.
        #expect(changes == Int((0.1 * Double(UIScreen.main.maximumFramesPerSecond)).rounded()))
        // Not continuous: one valueChanged when the drag ends.
        slider.isContinuous = false
        changes = 0
        let now = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        drag(slider, from: CGPoint(x: now.midX, y: now.midY), to: CGPoint(x: now.midX + 20, y: now.midY), duration: 0.1)
        #expect(changes == 1)
    }

    @Test("UISlider: a superview's pan does not take a drag of the thumb along the slider; off the thumb it does")
    func sliderVersusPan() {
        defer { window.isHidden = true }
        let log = TouchLog()
        let container = place(UIView(), CGRect(x: 0, y: 0, width: 320, height: 300))
        let target = GestureTarget(log)
        container.addGestureRecognizer(target.attach(UIPanGestureRecognizer(), "pan"))
        let slider = UISlider(frame: CGRect(x: 10, y: 100, width: 300, height: 31))
        container.addSubview(slider)
        slider.addAction(UIAction { _ in log.add("slider.cancel") }, for: .touchCancel)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        drag(slider, from: CGPoint(x: thumb.midX, y: thumb.midY), to: CGPoint(x: thumb.midX + 100, y: thumb.midY), duration: 0.1)
        #expect(log.entries == [])
        #expect(slider.value > 0)
        let value = slider.value
        drag(slider, from: CGPoint(x: 280, y: 15), to: CGPoint(x: 200, y: 15), duration: 0.1)
        // The pan recognizes: the slider's touch is cancelled (as the delivery orders it, before the action).
        #expect(Array(log.entries.prefix(2)) == ["slider.cancel", "pan.began"] && log.entries.last == "pan.ended")
        #expect(slider.value == value)
    }

    @Test("UISwitch: dragging the thumb across sets the value to the side the finger ends on; dragged there and back, nothing changes")
    func switchThumbDrag() {
        defer { window.isHidden = true }
        let toggle = place(UISwitch(), CGRect(x: 20, y: 20, width: 51, height: 31))
        var changes: [Bool] = []
        toggle.addAction(UIAction { [unowned toggle] _ in changes.append(toggle.isOn) }, for: .valueChanged)
        // The off thumb is at the left: carried to the right end, the switch turns on.
        drag(toggle, from: CGPoint(x: 15, y: 15), to: CGPoint(x: 45, y: 15), duration: 0.1)
        #expect(toggle.isOn && changes == [true])
        // Carried left and back right before lifting: it stays on, no action.
        let finger = SimulatedTouch.down(at: CGPoint(x: 36, y: 15), in: toggle)
        finger.move(to: CGPoint(x: 10, y: 15), in: toggle)
        // The thumb (the content view's last subview) follows the finger to the left end.
        #expect(toggle.subviews.first?.subviews.last?.frame.minX == 2)
        finger.move(to: CGPoint(x: 48, y: 15), in: toggle)
        finger.lift()
        #expect(toggle.isOn && changes == [true])
    }

    @Test("UISwitch: a superview's pan does not take a drag of the thumb along the switch; a drag across it starting off the thumb, or a vertical one, it does")
    func switchVersusPan() {
        defer { window.isHidden = true }
        let log = TouchLog()
        let container = place(UIView(), CGRect(x: 0, y: 0, width: 320, height: 300))
        let target = GestureTarget(log)
        container.addGestureRecognizer(target.attach(UIPanGestureRecognizer(), "pan"))
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        container.addSubview(toggle)
        toggle.addAction(UIAction { _ in log.add("switch.cancel") }, for: .touchCancel)
        toggle.addAction(UIAction { _ in log.add("switch.changed") }, for: .valueChanged)
        // On the (off, left) thumb, dragged right: the switch keeps the touch and turns on.
        drag(toggle, from: CGPoint(x: 15, y: 15), to: CGPoint(x: 75, y: 15), duration: 0.1)
        #expect(log.entries == ["switch.changed"] && toggle.isOn)
        log.entries.removeAll()
        // Off the (on, right) thumb, at the left end, dragged right: the pan takes it.
        drag(toggle, from: CGPoint(x: 8, y: 15), to: CGPoint(x: 70, y: 15), duration: 0.1)
        #expect(Array(log.entries.prefix(2)) == ["switch.cancel", "pan.began"] && toggle.isOn)
        log.entries.removeAll()
        // On the thumb, dragged down: the pan takes it.
        drag(toggle, from: CGPoint(x: 36, y: 15), to: CGPoint(x: 36, y: 80), duration: 0.1)
        #expect(Array(log.entries.prefix(2)) == ["switch.cancel", "pan.began"] && toggle.isOn)
    }

    /// Taps `control` at each x (at its vertical middle) and returns what `read` gave at each `.valueChanged`.
    func valuesChanged<C: UIControl, V>(_ control: C, tappingAt xs: [CGFloat], _ read: @escaping (C) -> V) -> [V] {
        var values: [V] = []
        control.addAction(UIAction { [unowned control] _ in values.append(read(control)) }, for: .valueChanged)
        for x in xs { tap(at: CGPoint(x: x, y: control.bounds.midY), in: control) }
        return values
    }

    @Test("UIStepper: a tap on the right half increments, on the left half decrements")
    func stepperTap() {
        defer { window.isHidden = true }
        let stepper = place(UIStepper(), CGRect(x: 20, y: 20, width: 94, height: 32))
        #expect(valuesChanged(stepper, tappingAt: [70, 70, 20]) { $0.value } == [1, 2, 1])
        #expect(stepper.value == 1)
    }

    @Test("UISegmentedControl: a tap selects the segment under it; tapping the selected one sends nothing")
    func segmentedTap() {
        defer { window.isHidden = true }
        let control = place(UISegmentedControl(items: ["A", "B", "C"]), CGRect(x: 10, y: 10, width: 300, height: 32))
        #expect(valuesChanged(control, tappingAt: [250, 150, 150]) { $0.selectedSegmentIndex } == [2, 1])
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test("UIPageControl: a tap right of the current dot goes to the next page, left of it to the previous")
    func pageControlTap() {
        defer { window.isHidden = true }
        let pages = UIPageControl()
        pages.numberOfPages = 3
        _ = place(pages, CGRect(x: 10, y: 10, width: 300, height: 26))
        #expect(valuesChanged(pages, tappingAt: [290, 290, 5]) { $0.currentPage } == [1, 2, 1])
        #expect(pages.currentPage == 1)
    }

    @Test("UITextField: a tap begins editing; a tap on the clear button clears the text")
    func textFieldTap() {
        defer { window.isHidden = true }
        window.makeKeyAndVisible()
        let field = place(UITextField(), CGRect(x: 10, y: 10, width: 200, height: 34))
        field.text = "abc"
        field.clearButtonMode = .always
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        tap(at: CGPoint(x: 20, y: 17), in: field)
        #expect(field.isFirstResponder && events == ["began"])
        let clear = field.clearButtonRect(forBounds: field.bounds)
        tap(at: CGPoint(x: clear.midX, y: clear.midY), in: field)
        #expect(field.text == "" && events == ["began", "changed"])
        _ = field.resignFirstResponder()
    }
}
