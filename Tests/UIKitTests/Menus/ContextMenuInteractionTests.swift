import Testing
@testable import UIKit
import UIKitTesting

/// A context menu delegate that logs its calls; its menu has Copy and Delete.
@MainActor final class LoggingContextMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    var log: [String] = []
    var answersNil = false
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration at \(location.x),\(location.y)")
        if answersNil { return nil }
        return UIContextMenuConfiguration(identifier: "item" as NSString, previewProvider: nil) { [unowned self] suggested in
            self.log.append("actionProvider suggested=\(suggested.count)")
            return UIMenu(children: [
                UIAction(title: "Copy") { [unowned self] action in self.log.append("Copy handler sender=\(action.sender == nil ? "nil" : "set")") },
                UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in self.log.append("Delete handler") },
            ])
        }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplay \(configuration.identifier as? NSString ?? "?") appearance=\(interaction.menuAppearance.rawValue)")
        animator?.addAnimations { [unowned self] in self.log.append("display animations") }
        animator?.addCompletion { [unowned self] in self.log.append("display completion") }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEnd")
        animator?.addCompletion { [unowned self] in self.log.append("end completion") }
    }
}

/// A view that logs its touches, to see the long press take them.
@MainActor final class MenuTouchLoggingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesBegan") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesCancelled") }
}

/// An interaction that logs its moves.
@MainActor final class LoggingInteraction: NSObject, UIInteraction {
    var log: [String] = []
    weak var view: UIView?
    func willMove(to view: UIView?) { log.append("willMove(\(view?.tag ?? -1))") }
    func didMove(to view: UIView?) {
        self.view = view
        log.append("didMove(\(view?.tag ?? -1))")
    }
}

@MainActor @Suite("UIContextMenuInteraction (issue 14)", .serialized, .checksForLeaks)
struct ContextMenuInteractionTests {
    /// A 200 × 100 logging view at (50, 300) in a full-screen window, with a context menu interaction.
    func shownView() -> (MenuTouchLoggingView, UIContextMenuInteraction, LoggingContextMenuDelegate, UIWindow) {
        let root = UIViewController()
        let window = makeVisibleForTouches(root)
        let view = MenuTouchLoggingView(frame: CGRect(x: 50, y: 300, width: 200, height: 100))
        root.view.addSubview(view)
        let delegate = LoggingContextMenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        return (view, interaction, delegate, window)
    }

    func titles(_ interaction: UIContextMenuInteraction) -> [String?] {
        interaction._menuView?.rows.map(\.titleLabel.text) ?? []
    }

    @Test("addInteraction, interactions and removeInteraction tell the interaction willMove then didMove; adding elsewhere moves it")
    func interactionsMove() {
        let first = UIView(), second = UIView()
        first.tag = 1
        second.tag = 2
        let interaction = LoggingInteraction()
        #expect(first.interactions.isEmpty)
        first.addInteraction(interaction)
        first.addInteraction(interaction)
        #expect(first.interactions.count == 1 && interaction.view === first)
        second.addInteraction(interaction)
        #expect(first.interactions.isEmpty && second.interactions.count == 1 && interaction.view === second)
        second.removeInteraction(interaction)
        #expect(second.interactions.isEmpty && interaction.view == nil)
        first.interactions = [interaction]
        first.interactions = []
        #expect(interaction.log == ["willMove(1)", "didMove(1)", "willMove(-1)", "didMove(-1)", "willMove(2)", "didMove(2)",
                                    "willMove(-1)", "didMove(-1)", "willMove(1)", "didMove(1)", "willMove(-1)", "didMove(-1)"])
    }

    @Test("A long press of 0.5 s asks for the configuration at its location and shows the menu; the view's touch is cancelled")
    func longPressShowsTheMenu() {
        let (view, interaction, delegate, window) = shownView()
        defer { window.isHidden = true }
        #expect(view.interactions.count == 1 && interaction.view === view && interaction.delegate === delegate)
        #expect(interaction.menuAppearance == .unknown)
        longPress(view, at: CGPoint(x: 30, y: 40), duration: 0.45)
        #expect(delegate.log.isEmpty && interaction._menuView == nil)
        #expect(view.log == ["touchesBegan", "touchesEnded"])
        view.log.removeAll()
        longPress(view, at: CGPoint(x: 30, y: 40), duration: 0.55)
        #expect(delegate.log == ["configuration at 30.0,40.0", "actionProvider suggested=0", "willDisplay item appearance=0",
                                 "display animations", "display completion"])
        #expect(view.log == ["touchesBegan", "touchesCancelled"])
        #expect(titles(interaction) == ["Copy", "Delete"])
        #expect(interaction.menuAppearance == .rich)
        #expect(interaction.location(in: view) == CGPoint(x: 30, y: 40))
        #expect(interaction.location(in: nil) == CGPoint(x: 80, y: 340))
        #expect(interaction._menuView?.superview === window)
        // The list sits 8 points below the view.
        #expect(interaction._menuView?.listView.frame == CGRect(x: 50, y: 408, width: 250, height: 88))
    }

    @Test("Choosing an action: willEnd, the menu goes, the end completion, then the handler")
    func choosingRunsTheHandler() throws {
        let (view, interaction, delegate, window) = shownView()
        defer { window.isHidden = true }
        longPress(view, duration: 0.6)
        delegate.log.removeAll()
        let row = try #require(interaction._menuView?.rows.first { $0.titleLabel.text == "Copy" })
        tap(row)
        #expect(delegate.log == ["willEnd", "end completion", "Copy handler sender=nil"])
        #expect(interaction._menuView == nil && interaction.menuAppearance == .unknown)
        #expect(!window.subviews.contains { $0 is _UIMenuView })
    }

    @Test("A tap outside the menu dismisses it without an action; dismissMenu() and updateVisibleMenu(_:) act on the shown menu")
    func dismissals() throws {
        let (view, interaction, delegate, window) = shownView()
        defer { window.isHidden = true }
        longPress(view, duration: 0.6)
        delegate.log.removeAll()
        let menuView = try #require(interaction._menuView)
        tap(at: CGPoint(x: 20, y: 100), in: menuView)
        #expect(delegate.log == ["willEnd", "end completion"])
        #expect(interaction._menuView == nil)
        longPress(view, duration: 0.6)
        interaction.updateVisibleMenu { menu in menu.replacingChildren([UIAction(title: "Share") { _ in }]) }
        #expect(titles(interaction) == ["Share"])
        delegate.log.removeAll()
        interaction.dismissMenu()
        interaction.dismissMenu()
        #expect(delegate.log == ["willEnd", "end completion"])
        interaction.updateVisibleMenu { _ in UIMenu(children: []) }
        #expect(interaction._menuView == nil)
    }

    @Test("A nil configuration shows nothing and leaves the view its touch; removing the interaction removes its long press")
    func nilConfigurationAndRemoval() {
        let (view, interaction, delegate, window) = shownView()
        defer { window.isHidden = true }
        delegate.answersNil = true
        longPress(view, duration: 0.6)
        #expect(delegate.log == ["configuration at 100.0,50.0"])
        #expect(interaction._menuView == nil)
        // The long press failed, so the view kept its touch.
        #expect(view.log == ["touchesBegan", "touchesEnded"])
        #expect(view.gestureRecognizers?.count == 1)
        view.removeInteraction(interaction)
        #expect(view.gestureRecognizers == nil && interaction.view == nil)
        delegate.answersNil = false
        longPress(view, duration: 0.6)
        #expect(delegate.log == ["configuration at 100.0,50.0"])
    }

    @Test("A button's menu on a long press: the button's touch is cancelled, a choice runs the handler with the button as sender")
    func buttonMenuOnLongPress() throws {
        let root = UIViewController()
        let window = makeVisibleForTouches(root)
        defer { window.isHidden = true }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        root.view.addSubview(button)
        #expect(button.contextMenuInteraction == nil)
        var handled: [String] = []
        button.menu = UIMenu(children: [UIAction(title: "Rename") { action in
            handled.append("Rename sender=\((action.sender as AnyObject?) === button)")
        }])
        let interaction = try #require(button.contextMenuInteraction)
        #expect(button.interactions.count == 1 && interaction.view === button && interaction.delegate === button)
        let events = ControlEventLog(button)
        longPress(button, duration: 0.6)
        #expect(events.entries == ["touchDown", "touchCancel"])
        #expect(titles(interaction) == ["Rename"])
        tap(try #require(interaction._menuView?.rows.first))
        #expect(handled == ["Rename sender=true"])
        #expect(interaction._menuView == nil)
        // A short tap is still a tap.
        events.entries.removeAll()
        tap(button)
        #expect(events.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        // As the primary action, the touch down shows the menu and the long press adds nothing.
        button.showsMenuAsPrimaryAction = true
        longPress(button, duration: 0.6)
        #expect(button._presentedMenuView != nil && interaction._menuView == nil)
        button._dismissMenu()
        button.menu = nil
        #expect(button.contextMenuInteraction == nil && button.interactions.isEmpty && button.gestureRecognizers == nil)
    }
}
