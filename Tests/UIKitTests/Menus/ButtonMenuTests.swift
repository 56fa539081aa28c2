import Testing
@testable import UIKit
import UIKitTesting

/// Logs a control's events by name, in the order they are sent.
@MainActor final class ControlEventLog {
    var entries: [String] = []
    init(_ control: UIControl) {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchUpInside, "touchUpInside"),
            (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
        ]
        for (event, name) in names {
            control.addAction(UIAction { [weak self] _ in self?.entries.append(name) }, for: event)
        }
    }
}

@MainActor @Suite("UIButton menus (issue 14)", .checksForLeaks)
struct ButtonMenuTests {
    /// A full-screen 393 × 852 window (59/34-point safe area) with a 120 × 44 button at `origin`.
    private func buttonInWindow(at origin: CGPoint = CGPoint(x: 100, y: 200)) -> (UIButton, UIWindow) {
        let root = UIViewController()
        let window = makeVisibleForTouches(root)
        let button = UIButton(type: .system)
        button.frame = CGRect(origin: origin, size: CGSize(width: 120, height: 44))
        root.view.addSubview(button)
        return (button, window)
    }

    private func titles(_ button: UIButton) -> [String?] {
        button._presentedMenuView?.rows.map(\.titleLabel.text) ?? []
    }

    private func row(_ button: UIButton, _ title: String) throws -> UIView {
        try #require(button._presentedMenuView?.rows.first { $0.titleLabel.text == title })
    }

    @Test("defaults; setting a menu turns the context menu interaction on, nil turns it off")
    func defaults() {
        let button = UIButton(type: .system)
        #expect(button.menu == nil)
        #expect(!button.isContextMenuInteractionEnabled)
        #expect(!button.showsMenuAsPrimaryAction)
        #expect(!button.changesSelectionAsPrimaryAction)
        let menu = UIMenu(children: [UIAction(title: "A") { _ in }])
        button.menu = menu
        #expect(button.menu === menu)
        #expect(button.isContextMenuInteractionEnabled)
        button.menu = nil
        #expect(!button.isContextMenuInteractionEnabled)
        #expect(!UIControl().isContextMenuInteractionEnabled)
    }

    @Test("a tap shows the menu: touchDown, menuActionTriggered, touchCancel; the list sits 8 points below")
    func tapShowsTheMenu() throws {
        var handled: [String] = []
        let (button, window) = buttonInWindow()
        defer { window.isHidden = true }
        let copy = UIAction(title: "Copy") { _ in handled.append("Copy") }
        let paste = UIAction(title: "Paste") { [weak button] action in
            handled.append("Paste(sender: \(action.sender as? UIButton === button), source: \(action.presentationSourceItem === button))")
        }
        button.menu = UIMenu(title: "Edit", children: [copy, paste])
        button.showsMenuAsPrimaryAction = true
        let log = ControlEventLog(button)
        tap(button)
        #expect(log.entries == ["touchDown", "menuActionTriggered", "touchCancel"])
        #expect(!button.isHighlighted && !button.isTracking)
        let menuView = try #require(button._presentedMenuView)
        #expect(menuView.superview === window)
        #expect(titles(button) == ["Copy", "Paste"])
        // x = 100 (inside 8 ... 393 − 8 − 250), y = 200 + 44 + 8; two 44-point rows.
        #expect(menuView.listView.frame == CGRect(x: 100, y: 252, width: 250, height: 88))
        tap(try row(button, "Paste"))
        #expect(handled == ["Paste(sender: true, source: true)"])
        #expect(log.entries == ["touchDown", "menuActionTriggered", "touchCancel"], "a choice sends no control event")
        #expect(button._presentedMenuView == nil)
        #expect(menuView.superview == nil)
        #expect(paste.sender == nil && paste.presentationSourceItem == nil, "only while the handler runs")
    }

    @Test("without showsMenuAsPrimaryAction a tap is an ordinary tap and shows no menu")
    func menuNotPrimary() {
        let (button, window) = buttonInWindow()
        defer { window.isHidden = true }
        button.menu = UIMenu(children: [UIAction(title: "A") { _ in }])
        let log = ControlEventLog(button)
        tap(button)
        #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(button._presentedMenuView == nil)
    }

    @Test("with no room below, the list sits 8 points above the button")
    func menuAboveWhenNoRoom() throws {
        let (button, window) = buttonInWindow(at: CGPoint(x: 300, y: 760))
        defer { window.isHidden = true }
        button.menu = UIMenu(children: [UIAction(title: "A") { _ in }, UIAction(title: "B") { _ in }])
        button.showsMenuAsPrimaryAction = true
        tap(button)
        let menuView = try #require(button._presentedMenuView)
        // Below would end at 812 + 88 > 852 − 34 − 8; above: 760 − 8 − 88 = 664. x is clamped to
        // 393 − 8 − 250 = 135.
        #expect(menuView.listView.frame == CGRect(x: 135, y: 664, width: 250, height: 88))
        button._dismissMenu()
    }

    @Test("a tap outside the list dismisses the menu and runs nothing")
    func tapOutsideDismisses() throws {
        var handled: [String] = []
        let (button, window) = buttonInWindow()
        defer { window.isHidden = true }
        button.menu = UIMenu(children: [UIAction(title: "A") { _ in handled.append("A") }])
        button.showsMenuAsPrimaryAction = true
        let log = ControlEventLog(button)
        tap(button)
        let menuView = try #require(button._presentedMenuView)
        tap(at: CGPoint(x: 20, y: 600), in: window)
        #expect(menuView.superview == nil)
        #expect(button._presentedMenuView == nil)
        #expect(handled.isEmpty)
        #expect(log.entries == ["touchDown", "menuActionTriggered", "touchCancel"])
    }

    @Test("hidden actions are left out, inline submenus flattened, disabled rows do nothing, a submenu row opens it")
    func menuStructure() throws {
        var handled: [String] = []
        let (button, window) = buttonInWindow()
        defer { window.isHidden = true }
        let inline = UIMenu(options: .displayInline, children: [UIAction(title: "B") { _ in handled.append("B") }])
        let nested = UIMenu(title: "More", children: [UIAction(title: "C") { _ in handled.append("C") }])
        button.menu = UIMenu(children: [
            UIAction(title: "A", attributes: .disabled) { _ in handled.append("A") },
            UIAction(title: "Hidden", attributes: .hidden) { _ in handled.append("Hidden") },
            inline, nested,
        ])
        button.showsMenuAsPrimaryAction = true
        tap(button)
        #expect(titles(button) == ["A", "B", "More"])
        tap(try row(button, "A"))
        #expect(handled.isEmpty)
        #expect(button._presentedMenuView != nil, "a disabled row leaves the menu up")
        tap(try row(button, "More"))
        #expect(titles(button) == ["C"])
        tap(try row(button, "C"))
        #expect(handled == ["C"])
        #expect(button._presentedMenuView == nil)
    }

    @Test("keepsMenuPresented runs the handler and leaves the menu up")
    func keepsMenuPresented() throws {
        var handled = 0
        let (button, window) = buttonInWindow()
        defer { window.isHidden = true }
        button.menu = UIMenu(children: [UIAction(title: "Step", attributes: .keepsMenuPresented) { _ in handled += 1 }])
        button.showsMenuAsPrimaryAction = true
        tap(button)
        tap(try row(button, "Step"))
        tap(try row(button, "Step"))
        #expect(handled == 2)
        #expect(button._presentedMenuView != nil)
        button._dismissMenu()
    }

    @Test("changesSelectionAsPrimaryAction without a menu toggles isSelected before touchUpInside")
    func selectionToggle() {
        var seen: [Bool] = []
        let (button, window) = buttonInWindow()
        defer { window.isHidden = true }
        button.changesSelectionAsPrimaryAction = true
        button.addAction(UIAction { [weak button] _ in seen.append(button?.isSelected ?? false) }, for: .touchUpInside)
        tap(button)
        tap(button)
        #expect(seen == [true, false])
        #expect(!button.isSelected)
    }

    @Test("changesSelectionAsPrimaryAction with a menu turns the chosen action on and the others off")
    func selectionMenu() throws {
        let (button, window) = buttonInWindow()
        defer { window.isHidden = true }
        let small = UIAction(title: "Small", state: .on) { _ in }
        let large = UIAction(title: "Large") { _ in }
        button.menu = UIMenu(children: [small, large])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        tap(button)
        #expect(titles(button) == ["✓ Small", "Large"])
        tap(try row(button, "Large"))
        #expect(small.state == .off)
        #expect(large.state == .on)
        #expect(!button.isSelected, "a menu selection does not toggle the button")
    }

    @Test("a cached deferred element asks once; an answer given later replaces the loading row")
    func deferredElements() throws {
        var asks = 0
        var pending: (@MainActor ([UIMenuElement]) -> Void)?
        let (button, window) = buttonInWindow()
        defer { window.isHidden = true }
        let deferred = UIDeferredMenuElement { completion in
            asks += 1
            pending = completion
        }
        button.menu = UIMenu(children: [UIAction(title: "First") { _ in }, deferred])
        button.showsMenuAsPrimaryAction = true
        tap(button)
        #expect(titles(button) == ["First", "Loading…"])
        pending?([UIAction(title: "Late") { _ in }])
        #expect(titles(button) == ["First", "Late"])
        button._dismissMenu()
        tap(button)
        #expect(titles(button) == ["First", "Late"])
        #expect(asks == 1)
        button._dismissMenu()
    }

    @Test("an uncached deferred element asks every time its menu is shown")
    func uncachedDeferredElements() {
        var asks = 0
        let (button, window) = buttonInWindow()
        defer { window.isHidden = true }
        let deferred = UIDeferredMenuElement.uncached { completion in
            asks += 1
            completion([UIAction(title: "Ask \(asks)") { _ in }])
        }
        button.menu = UIMenu(children: [deferred])
        button.showsMenuAsPrimaryAction = true
        tap(button)
        #expect(titles(button) == ["Ask 1"])
        button._dismissMenu()
        tap(button)
        #expect(titles(button) == ["Ask 2"])
        button._dismissMenu()
    }
}
