import Testing
@testable import UIKit
import UIKitTesting

/// Alerts drawn in dark mode on a blurred material and kept above the keyboard, and the clear and
/// close glyphs in dark mode (issue 17).
@MainActor @Suite("Alert and glyph chrome", .checksForLeaks)
struct AlertAndGlyphChromeTests {
    func rgb(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] { [Int(p.r), Int(p.g), Int(p.b)] }

    func renameAlert() -> UIAlertController {
        let alert = UIAlertController(title: "Rename Document", message: "Enter a new name for this document.",
                                      preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Rename", style: .default))
        return alert
    }

    /// A dark-mode presenter window showing `alert`, laid out.
    func presentInDarkMode(_ alert: UIAlertController) -> (UIViewController, UIWindow) {
        let (root, window) = makeAlertPresenter()
        window.overrideUserInterfaceStyle = .dark
        root.view.backgroundColor = .systemBackground
        root.present(alert, animated: false)
        spin()
        spin()
        return (root, window)
    }

    func alertView(_ alert: UIAlertController) throws -> _UIAlertControllerView {
        try #require(alert.view as? _UIAlertControllerView)
    }

    @Test("The alert's group is a blurred material (systemThickMaterial) filling it, behind its labels and buttons")
    func blurredBackground() throws {
        let (root, window) = makeAlertPresenter()
        defer { window.isHidden = true }
        let alert = renameAlert()
        root.present(alert, animated: false)
        spin()
        let content = try alertView(alert).contentView
        let blur = try #require(content.subviews.first as? UIVisualEffectView)
        #expect((blur.effect as? UIBlurEffect)?._style == .systemThickMaterial)
        #expect(blur.frame == content.bounds)
        #expect(content.backgroundColor == nil)
        #expect(content.bounds.width == 270)
        alert.dismiss(animated: false)
        spin()
    }

    @Test("Dark mode: dark material, white title, dark text field box and darker dimming; light mode stays light")
    func darkModeColours() throws {
        let alert = renameAlert()
        let (root, window) = presentInDarkMode(alert)
        defer { window.isHidden = true }
        let view = try alertView(alert)
        let image = _FrameRenderer.image(of: window.layer, scale: 1)
        let group = view.contentView.frame
        let inside = rgb(image.pixel(x: Int(group.minX) + 6, y: Int(group.midY)))
        #expect(inside.allSatisfy { $0 < 60 }, "a dark material: \(inside)")
        #expect(rgb(image.pixel(x: 10, y: 10)) == [0, 0, 0], "black under the darker dimming")
        let title = view.contentView.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Rename Document" }
        #expect(title?.textColor.resolvedColor(with: view.traitCollection) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        alert.dismiss(animated: false)
        spin()
        window.overrideUserInterfaceStyle = .light
        let light = renameAlert()
        root.present(light, animated: false)
        spin()
        let lightImage = _FrameRenderer.image(of: window.layer, scale: 1)
        let lightGroup = try alertView(light).contentView.frame
        #expect(rgb(lightImage.pixel(x: Int(lightGroup.minX) + 6, y: Int(lightGroup.midY))).allSatisfy { $0 > 220 })
        #expect(rgb(lightImage.pixel(x: 10, y: 10)) == [204, 204, 204], "white under 20 % black")
        light.dismiss(animated: false)
        spin()
    }

    @Test("An alert with a text field moves above the keyboard while it shows, with its animation, and back when it hides")
    func keyboardAvoidance() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall(); SimulatedKeyboard.reset() }
        let (root, window) = makeAlertPresenter()
        defer { window.isHidden = true }
        let alert = renameAlert()
        root.present(alert, animated: false)
        spin()
        let group = try alertView(alert).contentView
        let centred = group.frame
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        #expect(centred.midY.rounded() == safe.midY.rounded())
        SimulatedKeyboard.show(in: window)
        let keyboard = try #require(SimulatedKeyboard.frame)
        let area = CGRect(x: 0, y: safe.minY, width: safe.width, height: keyboard.minY - 8 - safe.minY)
        #expect(group.frame.minY == (area.midY - centred.height / 2).rounded(), "centred in the room above the keyboard")
        #expect(group.frame.maxY <= keyboard.minY - 8)
        #expect(group.layer.presentation()?.position.y == centred.midY, "moving with the keyboard's animation")
        clock.advance(by: 1)
        spin()
        SimulatedKeyboard.hide()
        #expect(group.frame == centred)
        clock.advance(by: 1)
        alert.dismiss(animated: false)
        spin()
    }

    @Test("An action sheet stays at the bottom when the keyboard shows")
    func actionSheetIgnoresTheKeyboard() throws {
        defer { SimulatedKeyboard.reset() }
        let (root, window) = makeAlertPresenter()
        defer { window.isHidden = true }
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        root.present(sheet, animated: false)
        spin()
        let group = try alertView(sheet).contentView
        let before = group.frame
        SimulatedKeyboard.show(in: window)
        spin()
        #expect(group.frame == before)
        sheet.dismiss(animated: false)
        spin()
    }

    @Test("snapshot: an alert with a text field and an action sheet in dark mode")
    func darkSnapshots() {
        for (alert, name) in [(renameAlert(), "alert-dark"), (makePhotoActionSheet(), "action-sheet-dark")] {
            let (_, window) = presentInDarkMode(alert)
            assertSnapshot(of: window, named: name, scale: 1)
            alert.dismiss(animated: false)
            spin()
            window.isHidden = true
        }
    }

    @Test("The close button's glyph and the clear button's are drawn per interface style and follow a change of it")
    func glyphsFollowTheInterfaceStyle() throws {
        let light = try #require(_ButtonGlyph.image(for: .close, style: .light))
        let dark = try #require(_ButtonGlyph.image(for: .close, style: .dark))
        #expect(light !== dark)
        #expect(_ButtonGlyph.image(for: .close, style: .dark) === dark, "cached")
        #expect(_ButtonGlyph.image(for: .close, style: .unspecified) === light)
        let button = UIButton(type: .close)
        button.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        host.addSubview(button)
        button.layoutIfNeeded()
        #expect(button.imageView?.image === light)
        host.overrideUserInterfaceStyle = .dark
        button.layoutIfNeeded()
        #expect(button.imageView?.image === dark)
        let lightPixels = _FrameRenderer.image(of: button.layer, scale: 1)
        #expect(lightPixels.pixel(x: 15, y: 15).a > 0)

        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "Text"
        field.clearButtonMode = .always
        host.addSubview(field)
        field.layoutIfNeeded()
        let clear = UITextField._clearGlyph(for: .dark)
        #expect(clear !== UITextField._clearGlyph(for: .light))
        let fieldImage = _FrameRenderer.image(of: field.layer, scale: 1)
        let centre = field.clearButtonRect(forBounds: field.bounds)
        let cross = rgb(fieldImage.pixel(x: Int(centre.midX), y: Int(centre.midY)))
        let disc = rgb(fieldImage.pixel(x: Int(centre.midX), y: Int(centre.minY) + 2))
        #expect(cross == [0, 0, 0], "the x is cut out in the dark background's black")
        #expect(disc == [72, 72, 74], "on systemGray3's dark value")
        host.overrideUserInterfaceStyle = .light
        field.layoutIfNeeded()
        let lightField = _FrameRenderer.image(of: field.layer, scale: 1)
        #expect(rgb(lightField.pixel(x: Int(centre.midX), y: Int(centre.midY))) == [255, 255, 255])
        #expect(rgb(lightField.pixel(x: Int(centre.midX), y: Int(centre.minY) + 2)) == [199, 199, 204])
    }
}
