import Testing
@testable import UIKit
import UIKitTesting

/// Records the events a control sends, with the control's value at the time.
@MainActor final class EventRecorder {
    var log: [String] = []
    /// Logs `name(value)` for each event; the control is held unowned, as its actions are its own.
    func record<Control: UIControl>(_ control: Control, _ events: [(UIControl.Event, String)],
                                    value: @escaping @MainActor (Control) -> String) {
        for (event, name) in events {
            control.addAction(UIAction { [unowned self, unowned control] _ in self.log.append("\(name)(\(value(control)))") }, for: event)
        }
    }
}

@MainActor @Suite("UISwitch, UISlider, UIStepper, UISegmentedControl, UIPageControl", .checksForLeaks)
struct ValueControlTests {
    @Test("UISwitch: 51 × 31 whatever frame; setOn sends nothing; a user toggle sends valueChanged after the change")
    func switchValue() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        toggle.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        let recorder = EventRecorder()
        recorder.record(toggle, [(.valueChanged, "changed")]) { "\($0.isOn)" }
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        #expect(recorder.log == [])
        toggle._userDidToggle()
        toggle._userDidToggle()
        #expect(recorder.log == ["changed(true)", "changed(false)"])
        #expect(toggle.style == .sliding && toggle.onTintColor == nil && toggle.thumbTintColor == nil)
    }

    @Test("UISwitch: the thumb sits 2 points in from the leading end when off, the trailing end when on")
    func switchThumb() {
        let toggle = UISwitch()
        toggle.layoutIfNeeded()
        #expect(toggle._thumb.frame == CGRect(x: 2, y: 2, width: 27, height: 27))
        toggle.isOn = true
        #expect(toggle._thumb.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
        #expect(toggle._track.backgroundColor == UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1))
        toggle.onTintColor = .systemPurple
        #expect(toggle._track.backgroundColor == .systemPurple)
    }

    @Test("in dark mode the switch resolves iOS's dark colours: green (48, 209, 88), off track (120, 120, 128, 0.32)")
    func switchDarkColours() {
        let sheet = ControlSheet(size: CGSize(width: 100, height: 100), dark: true)
        let on = UISwitch(), off = UISwitch()
        on.isOn = true
        sheet.add(on, at: .zero)
        sheet.add(off, at: CGPoint(x: 0, y: 40))
        sheet.view.layoutIfNeeded()
        #expect(on._track.backgroundColor == UIColor(red: 48 / 255, green: 209 / 255, blue: 88 / 255, alpha: 1))
        #expect(off._track.backgroundColor == UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32))
    }

    @Test("UISlider: value clamps to the range; moving an end drags the value and the other end along")
    func sliderClamping() {
        let slider = UISlider()
        #expect((slider.value, slider.minimumValue, slider.maximumValue, slider.isContinuous) == (0, 0, 1, true))
        slider.value = 2
        #expect(slider.value == 1)
        slider.setValue(-1, animated: true)
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 6
        #expect((slider.minimumValue, slider.maximumValue, slider.value) == (6, 6, 6))
        slider.maximumValue = 2
        #expect((slider.minimumValue, slider.maximumValue, slider.value) == (2, 2, 2))
    }

    @Test("UISlider: trackRect is 4 points tall and centred; thumbRect travels from the track's start to its end")
    func sliderGeometry() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1) == CGRect(x: 172, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).minX == 86)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        slider.minimumValueImage = image
        #expect(slider.trackRect(forBounds: slider.bounds).minX == 28)
        let thumb = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 40)).image { _ in }
        slider.setThumbImage(thumb, for: .normal)
        #expect(slider.thumbImage(for: .highlighted) === thumb)
        #expect(slider.currentThumbImage === thumb)
        #expect(slider.intrinsicContentSize.height == 40)
    }

    @Test("UISlider: a continuous drag sends valueChanged per change; a non-continuous one once at the end")
    func sliderEvents() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 128, height: 31))
        let recorder = EventRecorder()
        recorder.record(slider, [(.valueChanged, "changed")]) { "\($0.value)" }
        // The thumb (28 wide) travels 100 points: centre 14 is 0, centre 114 is 1.
        slider._userDidDragThumb(toX: 39)
        slider._userDidDragThumb(toX: 39)
        slider._userDidDragThumb(toX: 200)
        slider._userDidEndDragging()
        #expect(recorder.log == ["changed(0.25)", "changed(1.0)"])
        recorder.log = []
        slider.isContinuous = false
        slider._userDidDragThumb(toX: 64)
        slider._userDidDragThumb(toX: 89)
        #expect(recorder.log == [])
        slider._userDidEndDragging()
        #expect(recorder.log == ["changed(0.75)"])
        slider._userDidDragThumb(toX: 89)
        slider._userDidEndDragging()
        #expect(recorder.log == ["changed(0.75)"])
    }

    @Test("UIStepper: steps clamp at the ends, wrap when asked; bad ranges and steps raise and change nothing")
    func stepperValues() {
        let stepper = UIStepper()
        #expect((stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue) == (0, 0, 100, 1))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.stepValue = 30
        stepper.value = 80
        stepper.autorepeat = false
        stepper._userDidPress(.increment)
        #expect(stepper.value == 100)
        stepper._userDidPress(.increment)
        #expect(stepper.value == 100)
        stepper.wraps = true
        stepper._userDidPress(.increment)
        #expect(stepper.value == 0)
        stepper._userDidPress(.decrement)
        #expect(stepper.value == 100)
        let exceptions = withCapturedExceptions {
            stepper.minimumValue = 100
            stepper.maximumValue = -5
            stepper.stepValue = 0
        }
        #expect(exceptions.map(\.name) == [.invalidArgumentException, .invalidArgumentException, .invalidArgumentException])
        #expect(exceptions.map(\.reason) == ["minimumValue must be less than maximumValue",
                                             "maximumValue must be greater than minimumValue", "stepValue must be greater than 0"])
        #expect((stepper.minimumValue, stepper.maximumValue, stepper.stepValue) == (0, 100, 30))
    }

    @Test("UIStepper: holding a half autorepeats on the virtual clock after 0.5 s, every 0.1 s, until released")
    func stepperAutorepeat() {
        withVirtualClock { clock in
            let stepper = UIStepper()
            let recorder = EventRecorder()
            recorder.record(stepper, [(.valueChanged, "changed")]) { "\(Int($0.value))" }
            stepper._userDidPress(.increment)
            #expect(recorder.log == ["changed(1)"])
            clock.advance(by: 0.45)
            #expect(stepper.value == 1)
            clock.advance(by: 0.1)
            #expect(stepper.value == 2)
            clock.advance(by: 0.3)
            #expect(stepper.value == 5)
            stepper._userDidRelease()
            clock.advance(by: 1)
            #expect(stepper.value == 5)
            #expect(recorder.log == ["changed(1)", "changed(2)", "changed(3)", "changed(4)", "changed(5)"])
        }
    }

    @Test("UIStepper: a non-continuous stepper sends one valueChanged when the press ends")
    func stepperNotContinuous() {
        withVirtualClock { clock in
            let stepper = UIStepper()
            stepper.isContinuous = false
            let recorder = EventRecorder()
            recorder.record(stepper, [(.valueChanged, "changed")]) { "\(Int($0.value))" }
            stepper._userDidPress(.increment)
            clock.advance(by: 0.65)
            #expect(stepper.value == 3)
            #expect(recorder.log == [])
            stepper._userDidRelease()
            #expect(recorder.log == ["changed(3)"])
        }
    }

    @Test("UISegmentedControl: insert clamps the index, the selection follows its segment, removing it selects none")
    func segmentsAndSelection() {
        let control = UISegmentedControl(items: ["One", "Two"])
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: -3, animated: false)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Zero", "One", "Two"])
        #expect(control.selectedSegmentIndex == 2)
        control.insertSegment(withTitle: "Last", at: 99, animated: false)
        #expect(control.titleForSegment(at: 3) == "Last")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        control.setImage(image, forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) === image && control.titleForSegment(at: 0) == nil)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("UISegmentedControl: a user selection runs the segment's UIAction, then valueChanged; momentary keeps no selection")
    func segmentActions() {
        var log: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "Day", identifier: .init("day")) { _ in log.append("day") },
            UIAction(title: "Week", identifier: .init("week")) { _ in log.append("week") },
        ])
        control.addAction(UIAction { [unowned control] _ in log.append("changed(\(control.selectedSegmentIndex))") }, for: .valueChanged)
        #expect(control.titleForSegment(at: 1) == "Week")
        #expect(control.segmentIndex(identifiedBy: .init("week")) == 1)
        #expect(control.segmentIndex(identifiedBy: .init("year")) == UISegmentedControl.noSegment)
        control._userDidSelectSegment(at: control._segmentIndex(atX: 150))
        control._userDidSelectSegment(at: 1)
        control.setEnabled(false, forSegmentAt: 0)
        control._userDidSelectSegment(at: 0)
        #expect(log == ["week", "changed(1)"])
        control.setEnabled(true, forSegmentAt: 0)
        control.isMomentary = true
        control._userDidSelectSegment(at: 0)
        control._userDidSelectSegment(at: 0)
        #expect(log == ["week", "changed(1)", "day", "changed(-1)", "day", "changed(-1)"])
    }

    @Test("UISegmentedControl: equal widths by default, widths by content when apportioned, explicit widths kept")
    func segmentWidths() {
        let control = UISegmentedControl(items: ["A", "Much longer"])
        let a = control._contentWidth(of: 0), long = control._contentWidth(of: 1)
        #expect(control.intrinsicContentSize == CGSize(width: 2 * (long + 24), height: 32))
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize == CGSize(width: a + 24 + long + 24, height: 32))
        control.setWidth(50, forSegmentAt: 0)
        #expect(control._segmentWidths(total: 200) == [50, 150])
        #expect(control.widthForSegment(at: 0) == 50)
    }

    @Test("UIPageControl: current page stays in range; size(forNumberOfPages:); a tap moves one page and sends valueChanged")
    func pageControl() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.currentPage = 3
        #expect(control.currentPage == 0)
        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.numberOfPages = 3
        #expect(control.currentPage == 2)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0)
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 5 * 16 + 24, height: 26))
        control.numberOfPages = 3
        control.currentPage = 0
        let recorder = EventRecorder()
        recorder.record(control, [(.valueChanged, "changed")]) { "\($0.currentPage)" }
        control._userDidTap(atX: 190)
        control._userDidTap(atX: 190)
        control._userDidTap(atX: 190)
        control._userDidTap(atX: 5)
        #expect(recorder.log == ["changed(1)", "changed(2)", "changed(1)"])
    }

    @Test("UIPageControl: hidesForSinglePage hides the dots of a single page")
    func hidesForSinglePage() {
        let control = UIPageControl()
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        control.layoutIfNeeded()
        #expect(control._indicatorViews.map(\.isHidden) == [true])
        control.numberOfPages = 2
        control.layoutIfNeeded()
        #expect(control._indicatorViews.map(\.isHidden) == [false, false])
    }
}
