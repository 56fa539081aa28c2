import Testing
@testable import UIKit
import UIKitTesting

/// A sheet of controls on the system background, in light or dark mode. Dark mode comes from a parent
/// controller's trait override for the child whose view is the sheet, so the controllers are returned
/// too and must live as long as the sheet is drawn.
@MainActor
struct ControlSheet {
    let parent = UIViewController()
    let child = UIViewController()
    var view: UIView { child.view }

    init(size: CGSize, dark: Bool) {
        parent.addChild(child)
        child.didMove(toParent: parent)
        if dark { parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: child) }
        child.view.frame = CGRect(origin: .zero, size: size)
        child.view.backgroundColor = dark ? .black : .white
    }

    /// Adds `view` at `origin`, at its intrinsic size unless it has a frame already.
    func add(_ control: UIView, at origin: CGPoint, width: CGFloat? = nil) {
        let size = control.intrinsicContentSize
        control.frame = CGRect(origin: origin, size: CGSize(width: width ?? size.width, height: size.height))
        view.addSubview(control)
    }
}

@MainActor @Suite("Control snapshots", .checksForLeaks)
struct ControlSnapshotTests {
    nonisolated static let appearances: [(String, Bool)] = [("light", false), ("dark", true)]

    func buttons(dark: Bool) -> ControlSheet {
        let sheet = ControlSheet(size: CGSize(width: 360, height: 300), dark: dark)
        let states: [(String, UIControl.State)] = [("Normal", .normal), ("Highlighted", .highlighted), ("Disabled", .disabled)]
        for (row, (name, state)) in states.enumerated() {
            let y = 10 + CGFloat(row) * 48
            let system = UIButton(type: .system)
            system.setTitle(name, for: .normal)
            system.isHighlighted = state == .highlighted
            system.isEnabled = state != .disabled
            sheet.add(system, at: CGPoint(x: 10, y: y))
            let styles: [UIButton.Configuration] = [.filled(), .tinted(), .gray(), .plain()]
            for (column, style) in styles.enumerated() {
                var configuration = style
                configuration.title = "Buy"
                let button = UIButton(configuration: configuration)
                button.isHighlighted = state == .highlighted
                button.isEnabled = state != .disabled
                sheet.add(button, at: CGPoint(x: 110 + CGFloat(column) * 64, y: y))
            }
        }
        var subtitled = UIButton.Configuration.filled()
        subtitled.title = "Continue"
        subtitled.subtitle = "Step 2 of 3"
        subtitled.cornerStyle = .capsule
        subtitled.titleAlignment = .center
        sheet.add(UIButton(configuration: subtitled), at: CGPoint(x: 10, y: 160))
        var large = UIButton.Configuration.borderedProminent()
        large.title = "Large"
        large.buttonSize = .large
        large.baseBackgroundColor = .systemGreen
        sheet.add(UIButton(configuration: large), at: CGPoint(x: 160, y: 160))
        for (index, type) in [UIButton.ButtonType.detailDisclosure, .contactAdd, .close].enumerated() {
            sheet.add(UIButton(type: type), at: CGPoint(x: 10 + CGFloat(index) * 44, y: 240))
        }
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.backgroundColor = .systemIndigo
        custom.contentEdgeInsets = UIEdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
        sheet.add(custom, at: CGPoint(x: 160, y: 240))
        return sheet
    }

    func valueControls(dark: Bool) -> ControlSheet {
        let sheet = ControlSheet(size: CGSize(width: 360, height: 330), dark: dark)
        let off = UISwitch(), on = UISwitch(), disabled = UISwitch()
        on.isOn = true
        disabled.isOn = true
        disabled.isEnabled = false
        for (index, toggle) in [off, on, disabled].enumerated() { sheet.add(toggle, at: CGPoint(x: 10 + CGFloat(index) * 64, y: 10)) }
        let slider = UISlider()
        slider.value = 0.3
        sheet.add(slider, at: CGPoint(x: 10, y: 56), width: 200)
        let tinted = UISlider()
        tinted.value = 0.8
        tinted.minimumTrackTintColor = .systemOrange
        tinted.isEnabled = false
        sheet.add(tinted, at: CGPoint(x: 10, y: 96), width: 200)
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        sheet.add(segments, at: CGPoint(x: 10, y: 140), width: 240)
        let none = UISegmentedControl(items: ["One", "Two", "Three"])
        sheet.add(none, at: CGPoint(x: 10, y: 184), width: 240)
        let stepper = UIStepper()
        sheet.add(stepper, at: CGPoint(x: 10, y: 228))
        let atMax = UIStepper()
        atMax.value = 100
        sheet.add(atMax, at: CGPoint(x: 120, y: 228))
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1
        sheet.add(pages, at: CGPoint(x: 10, y: 280))
        return sheet
    }

    func textFields(dark: Bool) -> ControlSheet {
        let sheet = ControlSheet(size: CGSize(width: 300, height: 200), dark: dark)
        let styles: [UITextField.BorderStyle] = [.roundedRect, .line, .bezel, .none]
        for (index, style) in styles.enumerated() {
            let field = UITextField()
            field.borderStyle = style
            if index % 2 == 0 { field.placeholder = "Placeholder" } else { field.text = "Typed text" }
            if index == 1 { field.clearButtonMode = .always }
            sheet.add(field, at: CGPoint(x: 10, y: 10 + CGFloat(index) * 46), width: 280)
        }
        return sheet
    }

    @Test("buttons: system, filled, tinted and gray in normal, highlighted and disabled; subtitle, large, glyph types",
          arguments: appearances)
    func buttonSheet(_ appearance: (String, Bool)) {
        let sheet = buttons(dark: appearance.1)
        assertSnapshot(of: sheet.view, named: "buttons-\(appearance.0)", scale: 2)
    }

    @Test("switches, sliders, segmented controls, steppers and a page control", arguments: appearances)
    func valueControlSheet(_ appearance: (String, Bool)) {
        let sheet = valueControls(dark: appearance.1)
        assertSnapshot(of: sheet.view, named: "value-controls-\(appearance.0)", scale: 2)
    }

    @Test("text fields in each border style, with a placeholder, text and a clear button", arguments: appearances)
    func textFieldSheet(_ appearance: (String, Bool)) {
        let sheet = textFields(dark: appearance.1)
        assertSnapshot(of: sheet.view, named: "text-fields-\(appearance.0)", scale: 2)
    }
}
