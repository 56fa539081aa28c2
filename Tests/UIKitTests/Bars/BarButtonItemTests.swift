import Testing
@testable import UIKit
import UIKitTesting

/// A square image of `side` points, filled with `color`.
@MainActor func barImage(_ side: CGFloat, _ color: UIColor = .systemBlue) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
}

/// `root` in a full-screen key window above other tests' windows, so that simulated taps reach it.
@MainActor func makeVisibleForTouches(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.windowLevel = UIWindow.Level(rawValue: 5000)
    window.rootViewController = root
    window.makeKeyAndVisible()
    spin()
    return window
}

@MainActor final class BarActionTarget: NSObject {
    var log: [String] = []
    var senders: [AnyObject] = []
    func tapped(_ sender: Any?) {
        log.append("tapped:")
        if let sender { senders.append(sender as AnyObject) }
    }
}

@MainActor final class SavingController: UIViewController {
    var saved: [AnyObject] = []
    func save(_ sender: Any?) { if let sender { saved.append(sender as AnyObject) } }
}

@MainActor final class FocusView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor @Suite("Bar button items", .serialized, .checksForLeaks)
struct BarButtonItemTests {
    @Test("SystemItem and Style carry UIKit's raw values; .done and .save items use the done style")
    func rawValues() {
        #expect(UIBarButtonItem.SystemItem.done.rawValue == 0)
        #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
        #expect(UIBarButtonItem.SystemItem.fixedSpace.rawValue == 6)
        #expect(UIBarButtonItem.SystemItem.redo.rawValue == 22)
        #expect(UIBarButtonItem.SystemItem.pageCurl.rawValue == 23)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
        #expect(UIBarButtonItem.Style.plain.rawValue == 0 && UIBarButtonItem.Style.done.rawValue == 2)
        #expect(UINavigationItem.BackButtonDisplayMode.minimal.rawValue == 2)
        #expect(UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil).style == .done)
        #expect(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil).style == .plain)
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
    }

    @Test("init(title:style:target:action:) keeps a weak target and the selector")
    func targetActionInit() {
        var target: BarActionTarget? = BarActionTarget()
        let item = UIBarButtonItem(title: "Edit", style: .done, target: target, action: Selector("tapped:", BarActionTarget.tapped(_:)))
        #expect(item.title == "Edit" && item.style == .done)
        #expect(item.target === target)
        #expect(item.action == Selector("tapped:"))
        target = nil
        #expect(item.target == nil)
    }

    @Test("primaryAction gives the item the action's title; init(title:image:primaryAction:menu:) prefers its own title")
    func primaryActionTitles() {
        let action = UIAction(title: "Share") { _ in }
        #expect(UIBarButtonItem(primaryAction: action).title == "Share")
        let menu = UIMenu(title: "More", children: [action])
        let item = UIBarButtonItem(title: "Send", image: nil, primaryAction: action, menu: menu)
        #expect(item.title == "Send" && item.primaryAction === action && item.menu === menu)
        #expect(menu.children.count == 1)
    }

    @Test("Tapping an item sends its action to its target with the item as the sender")
    func tapSendsToTarget() {
        let target = BarActionTarget()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: Selector("tapped:", BarActionTarget.tapped(_:)))
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisibleForTouches(nav)
        try! #require(item._itemView).sendActions(for: .touchUpInside)
        #expect(target.log == ["tapped:"])
        #expect(target.senders.count == 1 && target.senders[0] === item)
        item.isEnabled = false
        item._itemView!.sendActions(for: .touchUpInside)
        #expect(target.log == ["tapped:"], "a disabled item sends nothing")
        window.isHidden = true
    }

    @Test("A nil-targeted item's action goes up the responder chain from the first responder")
    func nilTargetedGoesThroughTheChain() {
        let root = SavingController()
        let item = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: Selector("save:", SavingController.save(_:)))
        root.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisibleForTouches(nav)
        let focus = FocusView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        root.view.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        item._itemView!.sendActions(for: .touchUpInside)
        #expect(root.saved.count == 1 && root.saved[0] === item)
        window.isHidden = true
    }

    @Test("A tap runs primaryAction (with the item as sender) instead of target–action")
    func tapRunsPrimaryAction() {
        let target = BarActionTarget()
        var senders: [ObjectIdentifier] = []
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Go") { action in
            if let sender = action.sender { senders.append(ObjectIdentifier(sender as AnyObject)) }
        })
        item.target = target
        item.action = Selector("tapped:", BarActionTarget.tapped(_:))
        let root = UIViewController()
        root.navigationItem.leftBarButtonItem = item
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisibleForTouches(nav)
        item._itemView!.sendActions(for: .touchUpInside)
        #expect(senders == [ObjectIdentifier(item)])
        #expect(target.log.isEmpty)
        window.isHidden = true
    }

    @Test("A tap through the touch driver on a right item sends its action once, with the item as sender")
    func touchDriverTapOnARightItem() throws {
        let target = BarActionTarget()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: Selector("tapped:", BarActionTarget.tapped(_:)))
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisibleForTouches(nav)
        defer { window.isHidden = true }
        let view = try #require(item._itemView)
        #expect(view.window === window)
        tap(view)
        #expect(target.log == ["tapped:"])
        #expect(target.senders.count == 1 && target.senders[0] === item)
    }

    @Test("A tap through the touch driver on an item of a pushed controller runs its primaryAction once")
    func touchDriverTapAfterAPush() throws {
        var runs: [String] = []
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Go") { action in
            runs.append(action.sender is UIBarButtonItem ? "Go(item)" : "Go(other)")
        })
        let first = UIViewController(), second = UIViewController()
        second.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: first)
        let window = makeVisibleForTouches(nav)
        defer { window.isHidden = true }
        nav.pushViewController(second, animated: false)
        spin()
        spin()
        tap(try #require(item._itemView))
        #expect(runs == ["Go(item)"])
    }

    @Test("An action:forEvent: selector gets the item as sender and the touch's event, its touch ended")
    func touchDriverTapPassesTheEvent() throws {
        let target = BarEventTarget()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: target,
                                   action: Selector("tapped:event:", BarEventTarget.tapped(_:event:)))
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = item
        let window = makeVisibleForTouches(UINavigationController(rootViewController: root))
        defer { window.isHidden = true }
        tap(try #require(item._itemView))
        #expect(target.received.count == 1)
        #expect(target.received.first?.sender === item)
        #expect(target.received.first?.phases == [.ended])
    }

    @Test("A tap through the touch driver on the back button pops the top view controller")
    func touchDriverTapOnTheBackButtonPops() throws {
        let first = UIViewController(), second = UIViewController()
        first.title = "Inbox"
        let nav = UINavigationController(rootViewController: first)
        let window = makeVisibleForTouches(nav)
        defer { window.isHidden = true }
        nav.pushViewController(second, animated: false)
        spin()
        spin()
        let back = try #require(nav.navigationBar._backButtonView)
        #expect(back.titleLabel.text == "Inbox")
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        tap(back)
        clock.advance(by: 1)
        spin()
        #expect(nav.viewControllers == [first])
    }
}

@MainActor final class BarEventTarget: NSObject {
    var received: [(sender: AnyObject?, phases: [UITouch.Phase])] = []
    func tapped(_ sender: Any?, event: UIEvent?) {
        received.append((sender.map { $0 as AnyObject }, (event?.allTouches ?? []).map(\.phase)))
    }
}
