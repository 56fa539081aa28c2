import Testing
@testable import UIKit
import UIKitTesting

/// A target with one action method, for target–action next to `UIAction`s.
@MainActor final class ButtonTarget: NSObject {
    var log: [String]
    init(log: [String] = []) { self.log = log }
    func tapped(_ sender: Any?) { log.append("target.tapped") }
}

@MainActor @Suite("UIButton", .checksForLeaks)
struct UIButtonTests {
    @Test("titles, colours and images fall back to the normal state; a combined state does not fall back to its parts")
    func stateFallback() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        #expect(button.title(for: .highlighted) == "Normal")
        #expect(button.title(for: .selected) == "Selected")
        #expect(button.title(for: [.selected, .highlighted]) == "Normal")
        button.isSelected = true
        #expect(button.currentTitle == "Selected")
        button.isHighlighted = true
        #expect(button.currentTitle == "Normal")
        button.setTitle("Both", for: [.selected, .highlighted])
        #expect(button.currentTitle == "Both")
        button.setTitle(nil, for: .normal)
        #expect(button.title(for: .disabled) == nil)

        let red = UIColor.red
        button.setTitleColor(red, for: .normal)
        #expect(button.titleColor(for: .disabled) === red)
        button.setTitleShadowColor(.blue, for: .highlighted)
        #expect(button.titleShadowColor(for: .normal) == nil)
        #expect(button.titleShadowColor(for: .highlighted) == .blue)
    }

    @Test("default title colours: white for custom; the tint for system, the tertiary label colour when disabled")
    func defaultTitleColours() {
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == .systemBlue)
        #expect(system.titleColor(for: .highlighted) == .systemBlue)
        #expect(system.titleColor(for: .disabled) == .tertiaryLabel)
        system.tintColor = .systemRed
        #expect(system.currentTitleColor == .systemRed)
        system.isEnabled = false
        #expect(system.currentTitleColor == .tertiaryLabel)
    }

    @Test("buttonType, init(frame:) is custom, roundedRect is system, the glyph types have their glyph as image")
    func types() {
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton(type: .roundedRect).buttonType == .system)
        #expect(UIButton.ButtonType.close.rawValue == 7 && UIButton.ButtonType.contactAdd.rawValue == 5)
        let info = UIButton(type: .detailDisclosure)
        #expect(info.currentImage?.size == CGSize(width: 22, height: 22))
        #expect(info.currentImage?.renderingMode == .alwaysTemplate)
        #expect(info.bounds.size == CGSize(width: 22, height: 22))
        #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(UIButton(type: .system).currentImage == nil)
    }

    @Test("classic intrinsic size: the title label plus 6 points above and below; no padding once contentEdgeInsets is set")
    func classicIntrinsicSize() throws {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
        button.setTitle("Hello World", for: .normal)
        let label = try #require(button.titleLabel)
        #expect(label.font == .systemFont(ofSize: 15))
        let text = label.intrinsicContentSize
        #expect(text.width > 30)
        #expect(button.intrinsicContentSize == CGSize(width: text.width, height: text.height + 12))
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 10, bottom: 1, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: text.width + 20, height: text.height + 2))
        button.setTitle("On", for: .normal)
        #expect(button.intrinsicContentSize.width == CGFloat(50))
    }

    @Test("classic layout: image then title, centred; titleEdgeInsets shift the title")
    func classicLayout() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setImage(image, for: .normal)
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel), imageView = try #require(button.imageView)
        let titleWidth = label.intrinsicContentSize.width
        let startX = ((200 - 20 - titleWidth) / 2 * 3).rounded() / 3
        #expect(imageView.frame == CGRect(x: startX, y: 12, width: 20, height: 20))
        #expect(label.frame.minX == startX + 20)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.layoutIfNeeded()
        let shifted = ((200 - 20 - titleWidth - 10) / 2 * 3).rounded() / 3
        #expect(label.frame.minX == shifted + 20 + 10)
    }

    @Test("a system button dims its title and image to 20 % while highlighted; a custom button does not")
    func highlightDimming() throws {
        let system = UIButton(type: .system)
        system.setTitle("Tap", for: .normal)
        system.isHighlighted = true
        system.layoutIfNeeded()
        // Alpha is stored as the layer's Float opacity.
        #expect(try #require(system.titleLabel).alpha == CGFloat(Float(0.2)))
        system.isHighlighted = false
        system.layoutIfNeeded()
        #expect(try #require(system.titleLabel).alpha == 1)
        let custom = UIButton(type: .custom)
        custom.setTitle("Tap", for: .normal)
        custom.isHighlighted = true
        custom.layoutIfNeeded()
        #expect(try #require(custom.titleLabel).alpha == 1)
    }

    @Test("init(type:primaryAction:) takes the action's title and image; a tap runs it after touchUpInside targets")
    func primaryActionAndTargetsTogether() {
        var log: [String] = []
        let target = ButtonTarget()
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { action in
            log.append("primary(\((action.sender as? UIButton)?.currentTitle ?? "-"))")
        })
        #expect(button.title(for: .normal) == "Save")
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        button.addTarget(target, action: Selector("tapped:", ButtonTarget.tapped(_:)), for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        button._touchBegan(at: CGPoint(x: 10, y: 10))
        #expect(button.isHighlighted && button.isTracking && button.isTouchInside)
        button._touchEnded(at: CGPoint(x: 10, y: 10))
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(log == ["down", "up", "primary(Save)"])
        #expect(target.log == ["target.tapped"])
    }

    @Test("every event of a drag out, back in and a cancel reaches the button's actions in order")
    func dragSequence() {
        var log: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        let names: [(UIControl.Event, String)] = [(.touchDown, "down"), (.touchDragInside, "inside"), (.touchDragExit, "exit"),
            (.touchDragOutside, "outside"), (.touchDragEnter, "enter"), (.touchUpInside, "upInside"),
            (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"), (.primaryActionTriggered, "primary")]
        for (event, name) in names {
            button.addAction(UIAction { [unowned button] _ in log.append("\(name)\(button.isHighlighted ? "*" : "")") }, for: event)
        }
        button._touchBegan(at: CGPoint(x: 40, y: 20))
        button._touchMoved(to: CGPoint(x: 100, y: 20))
        button._touchMoved(to: CGPoint(x: 300, y: 20))
        button._touchMoved(to: CGPoint(x: 400, y: 20))
        button._touchMoved(to: CGPoint(x: 60, y: 20))
        button._touchEnded(at: CGPoint(x: 300, y: 20))
        button._touchBegan(at: CGPoint(x: 40, y: 20))
        button._touchCancelled()
        // The highlight (*) is already updated when each event's actions run.
        #expect(log == ["down*", "inside*", "exit", "outside", "enter*", "upOutside", "down*", "cancel"])
    }

    @Test("a configuration renders per state: configurationUpdateHandler runs at the next layout after a state change")
    func configurationUpdates() throws {
        var handled: [String] = []
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.configurationUpdateHandler = { button in
            handled.append(button.isHighlighted ? "highlighted" : "normal")
            button.configuration?.subtitle = button.isHighlighted ? "Now" : nil
        }
        #expect(button.buttonType == .system)
        button.layoutIfNeeded()
        #expect(handled == ["normal"])
        button.isHighlighted = true
        #expect(handled == ["normal"])
        button.layoutIfNeeded()
        #expect(handled == ["normal", "highlighted"])
        #expect(button.subtitleLabel?.text == "Now")
        #expect(button.configuration?.title == "Buy")
        let updated = try #require(button.configuration?.updated(for: button))
        #expect(updated._resolvedForegroundColor == .white)
        #expect(updated._resolvedBackgroundColor == UIColor.systemBlue.withAlphaComponent(0.75))
        button.isEnabled = false
        let disabled = try #require(button.configuration?.updated(for: button))
        #expect(disabled._resolvedForegroundColor == .tertiaryLabel)
        #expect(disabled._resolvedBackgroundColor == .tertiarySystemFill)
    }

    @Test("configuration styles: foreground and background colours per style in the normal state")
    func configurationStyleColours() {
        let button = UIButton(type: .system)
        func colours(_ c: UIButton.Configuration) -> (UIColor, UIColor) {
            let u = c.updated(for: button)
            return (u._resolvedForegroundColor, u._resolvedBackgroundColor)
        }
        let blue = UIColor.systemBlue
        #expect(colours(.plain()) == (blue, .clear))
        #expect(colours(.borderless()) == (blue, .clear))
        #expect(colours(.tinted()) == (blue, blue.withAlphaComponent(0.15)))
        #expect(colours(.borderedTinted()) == (blue, blue.withAlphaComponent(0.15)))
        #expect(colours(.gray()) == (blue, .tertiarySystemFill))
        #expect(colours(.bordered()) == (blue, .tertiarySystemFill))
        #expect(colours(.filled()) == (.white, blue))
        #expect(colours(.borderedProminent()) == (.white, blue))
        var custom = UIButton.Configuration.filled()
        custom.baseForegroundColor = .black
        custom.baseBackgroundColor = .systemYellow
        #expect(colours(custom) == (.black, .systemYellow))
    }

    @Test("configured intrinsic size: content insets (7, 12, 7, 12 at medium) around the 17-point title; image padding; size")
    func configuredIntrinsicSize() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        let button = UIButton(configuration: configuration)
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(try #require(button.titleLabel).font == .systemFont(ofSize: 17))
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 30)).image { _ in }
        configuration.image = image
        configuration.imagePadding = 8
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: 16 + 8 + title.width + 24, height: 30 + 14))
        configuration.imagePlacement = .top
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: max(16, title.width) + 24, height: 30 + 8 + title.height + 14))
        configuration.contentInsets = .zero
        #expect(configuration.contentInsets == .zero)
        configuration.setDefaultContentInsets()
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    }

    @Test("corner styles: capsule is half the height; dynamic follows the size")
    func cornerStyles() {
        var configuration = UIButton.Configuration.filled()
        #expect(configuration._cornerRadius(height: 34) == 6)
        configuration.cornerStyle = .capsule
        #expect(configuration._cornerRadius(height: 34) == 17)
        configuration.cornerStyle = .large
        #expect(configuration._cornerRadius(height: 34) == 12)
    }
}
