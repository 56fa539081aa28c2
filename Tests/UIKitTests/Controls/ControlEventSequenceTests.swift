import Testing
import UIKit
import UIKitTesting

/// Logs every control event a control sends, each with the control's state when it was sent:
/// `t` tracking, `h` highlighted, `i` touch inside (e.g. `touchDown[thi]`).
@MainActor final class ControlSequenceLog {
    var entries: [String] = []
    static let names: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    init(_ control: UIControl) {
        for (event, name) in Self.names {
            control.addAction(UIAction { [unowned self, unowned control] _ in
                let flags = (control.isTracking ? "t" : "") + (control.isHighlighted ? "h" : "") + (control.isTouchInside ? "i" : "")
                self.entries.append("\(name)[\(flags)]")
            }, for: event)
        }
    }

    func take() -> [String] { defer { entries.removeAll() }; return entries }
}

/// A scroll view that takes a drag over from any content view, controls included (UIKit's default
/// `touchesShouldCancel(in:)` keeps touches in controls).
@MainActor final class TakingOverScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// One control under test: how to make it, where to press it, and where a point clearly outside it
/// (more than 70 points past its bounds) is.
@MainActor struct ControlCase {
    var make: () -> UIControl
    var frame: CGRect
    /// Where the finger goes down, in the control's coordinates.
    var press: CGPoint
    /// Where a finger that left the control is, in the control's coordinates (beyond the 70-pt tolerance).
    var outside: CGPoint { CGPoint(x: press.x, y: frame.height + 100) }
}

/// The four touch sequences of issue 14 for every control, driven by real touches through the touch
/// driver, each asserting the exact control events in order with `isTracking`, `isHighlighted` and
/// `isTouchInside` as they stood when each event was sent.
///
/// Apple documents the events (UIControl.Event): touchDown, touchDragInside/Outside, touchDragEnter/
/// Exit (past the drag tolerance, 70 points outside the bounds on iOS), touchUpInside/Outside,
/// touchCancel, valueChanged. Within a phase, the tracking call (`beginTracking`, `continueTracking`,
/// `endTracking`, `cancelTracking`) comes first, so a control that commits its value there sends
/// valueChanged before the touch event of that phase.
@MainActor @Suite("Control event sequences: tap, drag out, drag out and back, cancel", .serialized, .checksForLeaks)
struct ControlEventSequenceTests {

    enum Sequence: CaseIterable { case tapInside, releasedOutside, outAndBackIn, cancelled, takenOverByScrollView }

    /// Runs `sequence` on a fresh control of `item` and returns what it logged and the control.
    func run(_ item: ControlCase, _ sequence: Sequence) -> [String] {
        // A window of its own for each run: a touch right after another one's, at the same place in the
        // same window, would be a double tap.
        let window = makeTouchWindow()
        defer { window.isHidden = true }
        let control = item.make()
        let log = ControlSequenceLog(control)
        var result: [String] = []
        withVirtualClock { clock in
            if sequence == .takenOverByScrollView {
                let scroll = TakingOverScrollView(frame: window.bounds)
                scroll.contentSize = CGSize(width: window.bounds.width, height: 2000)
                window.addSubview(scroll)
                control.frame = item.frame
                scroll.addSubview(control)
                let finger = SimulatedTouch.down(at: item.press, in: control)
                clock.advance(by: 0.2)   // past delaysContentTouches' 0.15 s: the control has its touchDown
                for step in 1...6 {
                    finger.move(to: CGPoint(x: item.press.x, y: item.press.y - CGFloat(step) * 5), in: control)
                    clock.advance(by: 0.016)
                }
                finger.lift()
                clock.advance(by: 1)
                scroll.removeFromSuperview()
            } else {
                control.frame = item.frame
                window.addSubview(control)
                let finger = SimulatedTouch.down(at: item.press, in: control)
                clock.advance(by: 0.05)
                switch sequence {
                case .tapInside:
                    finger.lift()
                case .releasedOutside:
                    finger.move(to: CGPoint(x: item.press.x, y: item.frame.height + 30), in: control)  // within 70 pt
                    clock.advance(by: 0.05)
                    finger.move(to: item.outside, in: control)
                    clock.advance(by: 0.05)
                    finger.lift()
                case .outAndBackIn:
                    finger.move(to: item.outside, in: control)
                    clock.advance(by: 0.05)
                    finger.move(to: CGPoint(x: item.outside.x, y: item.outside.y + 20), in: control)
                    clock.advance(by: 0.05)
                    finger.move(to: item.press, in: control)
                    clock.advance(by: 0.05)
                    finger.lift()
                case .cancelled:
                    finger.cancel()
                case .takenOverByScrollView:
                    break
                }
                clock.advance(by: 1)
            }
            result = log.take()
        }
        #expect(!control.isTracking && !control.isHighlighted, "tracking or highlight left behind")
        if control.isFirstResponder {
            _ = control.resignFirstResponder()
            spinUntilIdle()
        }
        control.removeFromSuperview()
        return result
    }

    /// Runs every sequence on `item` and checks each log against `expected`.
    func check(_ item: ControlCase, _ expected: [Sequence: [String]], sourceLocation: SourceLocation = #_sourceLocation) {
        for sequence in Sequence.allCases {
            let log = run(item, sequence)
            #expect(log == expected[sequence], "\(sequence)", sourceLocation: sourceLocation)
        }
    }

    // The sequences' logs for a control whose action is a tap and that sends `extra` (valueChanged,
    // editingDidBegin) in `endTracking` when the touch ends inside: (a) tap inside, (b) press inside, drag
    // outside (first within the 70-point tolerance, then past it), release outside, (c) press inside, drag
    // out and back in, release inside, (d) a cancelled touch, (e) a scroll view taking the drag over.
    static func tapControl(endingWith extra: [String], afterUp: [String] = []) -> [Sequence: [String]] {
        [.tapInside: ["touchDown[thi]"] + extra + ["touchUpInside[]"] + afterUp,
         .releasedOutside: ["touchDown[thi]", "touchDragInside[thi]", "touchDragExit[t]", "touchUpOutside[]"],
         .outAndBackIn: ["touchDown[thi]", "touchDragExit[t]", "touchDragOutside[t]", "touchDragEnter[thi]"] + extra
            + ["touchUpInside[]"] + afterUp,
         .cancelled: ["touchDown[thi]", "touchCancel[]"],
         .takenOverByScrollView: ["touchDown[thi]", "touchDragInside[thi]", "touchCancel[]"]]
    }

    @Test("UIButton: touchDown, drags with the 70-pt tolerance, touchUpInside + primaryActionTriggered, touchUpOutside, touchCancel")
    func buttonSequences() {
        check(ControlCase(make: { UIButton(type: .system) }, frame: CGRect(x: 100, y: 100, width: 80, height: 44),
                          press: CGPoint(x: 40, y: 22)),
              Self.tapControl(endingWith: [], afterUp: ["primaryActionTriggered[]"]))
    }

    @Test("UISwitch: a tap off the thumb toggles (valueChanged in endTracking, before touchUpInside); released outside it does not")
    func switchSequences() {
        check(ControlCase(make: { UISwitch() }, frame: CGRect(x: 100, y: 100, width: 51, height: 31), press: CGPoint(x: 42, y: 15)),
              Self.tapControl(endingWith: ["valueChanged[thi]"]))
    }

    @Test("UISwitch: a vertical drag from the thumb is taken over by the scroll view; the thumb keeps only drags along it")
    func switchThumbTakenOver() {
        let item = ControlCase(make: { UISwitch() }, frame: CGRect(x: 100, y: 100, width: 51, height: 31), press: CGPoint(x: 15, y: 15))
        #expect(run(item, .takenOverByScrollView) == ["touchDown[thi]", "touchDragInside[thi]", "touchCancel[]"])
        #expect(run(item, .tapInside) == ["touchDown[thi]", "valueChanged[thi]", "touchUpInside[]"])
    }

    @Test("UISlider: tracks a touch on the thumb; a vertical drag from the thumb is taken over by the scroll view")
    func sliderSequences() {
        let make: () -> UIControl = {
            let slider = UISlider()
            slider.value = 0.5
            return slider
        }
        // The thumb's centre is at x 100 of the 200-pt slider; the finger moves only up and down, so the
        // value does not change and no valueChanged is sent.
        check(ControlCase(make: make, frame: CGRect(x: 20, y: 100, width: 200, height: 31), press: CGPoint(x: 100, y: 15)),
              Self.tapControl(endingWith: []))
    }

    @Test("UIStepper: the press steps at once (valueChanged in beginTracking, before touchDown), whatever follows")
    func stepperSequences() {
        var expected = Self.tapControl(endingWith: [])
        for (sequence, log) in expected { expected[sequence] = ["valueChanged[]"] + log }
        check(ControlCase(make: { UIStepper() }, frame: CGRect(x: 100, y: 100, width: 94, height: 32), press: CGPoint(x: 70, y: 16)),
              expected)
    }

    @Test("UISegmentedControl: the segment is chosen on touch-up inside (valueChanged before touchUpInside)")
    func segmentedControlSequences() {
        let make: () -> UIControl = {
            let control = UISegmentedControl(items: ["One", "Two"])
            control.selectedSegmentIndex = 0
            return control
        }
        check(ControlCase(make: make, frame: CGRect(x: 50, y: 100, width: 200, height: 32), press: CGPoint(x: 150, y: 16)),
              Self.tapControl(endingWith: ["valueChanged[thi]"]))
    }

    @Test("UIPageControl: a tap after the current dot moves a page on touch-up inside")
    func pageControlSequences() {
        let make: () -> UIControl = {
            let control = UIPageControl()
            control.numberOfPages = 3
            return control
        }
        check(ControlCase(make: make, frame: CGRect(x: 50, y: 100, width: 200, height: 26), press: CGPoint(x: 180, y: 13)),
              Self.tapControl(endingWith: ["valueChanged[thi]"]))
    }

    @Test("UITextField: a tap inside begins editing on touch-up (editingDidBegin before touchUpInside); outside it does not")
    func textFieldSequences() {
        SimulatedKeyboard.reset()
        check(ControlCase(make: { UITextField() }, frame: CGRect(x: 20, y: 100, width: 200, height: 34), press: CGPoint(x: 100, y: 17)),
              Self.tapControl(endingWith: ["editingDidBegin[thi]"]))
        SimulatedKeyboard.reset()
    }
}
