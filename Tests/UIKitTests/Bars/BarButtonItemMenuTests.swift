import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("Bar button item menus and groups (issue 17)", .serialized, .checksForLeaks)
struct BarButtonItemMenuTests {
    /// A navigation controller on screen whose root shows `right` as its right item.
    private func navigation(right: UIBarButtonItem) -> (UINavigationController, UIWindow) {
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = right
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisibleForTouches(nav)
        return (nav, window)
    }

    private func rowTitles(_ menuView: _UIMenuView?) -> [String?] { menuView?.rows.map(\.titleLabel.text) ?? [] }

    @Test("Without primaryAction or action, a tap shows the menu below the item; a choice names the item")
    func tapShowsTheMenu() throws {
        var handled: [String] = []
        var senders: [ObjectIdentifier?] = [], sources: [ObjectIdentifier?] = []
        let copy = UIAction(title: "Copy") { _ in handled.append("Copy") }
        let paste = UIAction(title: "Paste") { action in
            handled.append("Paste")
            senders.append((action.sender as AnyObject?).map(ObjectIdentifier.init))
            sources.append(action.presentationSourceItem.map { ObjectIdentifier($0) })
        }
        let item = UIBarButtonItem(systemItem: .add, menu: UIMenu(title: "Edit", children: [copy, paste]))
        let (_, window) = navigation(right: item)
        defer { window.isHidden = true }
        let view = try #require(item._itemView)
        #expect(view.showsMenuAsPrimaryAction && view.isContextMenuInteractionEnabled)
        tap(view)
        let menuView = try #require(view._presentedMenuView)
        #expect(menuView.superview === window)
        #expect(rowTitles(menuView) == ["Copy", "Paste"])
        // The item is at x 355 (16 from the right edge, 22 wide), y 59...103; the 250-point list is clamped
        // to x = 393 − 8 − 250 = 135 and sits 8 below: y = 111.
        #expect(menuView.listView.frame == CGRect(x: 135, y: 111, width: 250, height: 88))
        tap(try #require(menuView.rows.first { $0.titleLabel.text == "Paste" }))
        #expect(handled == ["Paste"])
        #expect(senders == [ObjectIdentifier(item)] && sources == [ObjectIdentifier(item)])
        #expect(view._presentedMenuView == nil && menuView.superview == nil)
        #expect(paste.sender == nil && paste.presentationSourceItem == nil, "only while the handler runs")
    }

    @Test("With primaryAction, a tap runs it and shows nothing; a long press shows the menu")
    func longPressShowsTheMenuBesidePrimaryAction() throws {
        var handled: [String] = []
        let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: UIAction(title: "Sort") { _ in handled.append("primary") },
                                   menu: UIMenu(children: [UIAction(title: "By Date") { action in
                                       handled.append("By Date(\(action.sender is UIBarButtonItem))")
                                   }]))
        let (_, window) = navigation(right: item)
        defer { window.isHidden = true }
        let view = try #require(item._itemView)
        #expect(!view.showsMenuAsPrimaryAction && view.isContextMenuInteractionEnabled)
        tap(view)
        #expect(handled == ["primary"])
        #expect(view._presentedMenuView == nil)
        let interaction = try #require(view.contextMenuInteraction)
        #expect(interaction._menuView == nil)
        longPress(view, duration: 0.6)
        #expect(handled == ["primary"], "the long press cancels the item's touch")
        let menuView = try #require(interaction._menuView)
        #expect(rowTitles(menuView) == ["By Date"])
        tap(try #require(menuView.rows.first))
        #expect(handled == ["primary", "By Date(true)"])
        #expect(interaction._menuView == nil)
    }

    @Test("With target–action, a tap sends the action and a long press shows the menu")
    func targetActionKeepsTheTap() throws {
        let target = BarActionTarget()
        let item = UIBarButtonItem(title: "Share", image: nil, target: target, action: Selector("tapped:", BarActionTarget.tapped(_:)),
                                   menu: UIMenu(children: [UIAction(title: "Copy Link") { _ in }]))
        let (_, window) = navigation(right: item)
        defer { window.isHidden = true }
        let view = try #require(item._itemView)
        tap(view)
        #expect(target.log == ["tapped:"])
        #expect(view._presentedMenuView == nil)
        longPress(view, duration: 0.6)
        #expect(rowTitles(view.contextMenuInteraction?._menuView) == ["Copy Link"])
        #expect(target.log == ["tapped:"])
        view.contextMenuInteraction?.dismissMenu()
        // Taking the action away makes the menu the tap's.
        item.action = nil
        #expect(view.showsMenuAsPrimaryAction)
        tap(view)
        #expect(rowTitles(view._presentedMenuView) == ["Copy Link"])
        view._dismissMenu()
    }

    @Test("A menu set later, or removed, changes what a tap does; a disabled item shows nothing")
    func menuSetLater() throws {
        let item = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        let (_, window) = navigation(right: item)
        defer { window.isHidden = true }
        let view = try #require(item._itemView)
        #expect(!view.isContextMenuInteractionEnabled && view.contextMenuInteraction == nil)
        item.menu = UIMenu(children: [UIAction(title: "Print") { _ in }])
        #expect(view.showsMenuAsPrimaryAction && view.contextMenuInteraction != nil)
        item.isEnabled = false
        tap(view)
        #expect(view._presentedMenuView == nil)
        item.isEnabled = true
        tap(view)
        #expect(rowTitles(view._presentedMenuView) == ["Print"])
        view._dismissMenu()
        item.menu = nil
        #expect(!view.showsMenuAsPrimaryAction && view.contextMenuInteraction == nil)
        tap(view)
        #expect(view._presentedMenuView == nil)
    }

    @Test("A bottom toolbar item's menu opens above it")
    func toolbarMenuAbove() throws {
        let root = UIViewController()
        let item = UIBarButtonItem(systemItem: .organize, menu: UIMenu(children: [
            UIAction(title: "Move") { _ in }, UIAction(title: "Copy") { _ in },
        ]))
        root.setToolbarItems([item], animated: false)
        let nav = UINavigationController(rootViewController: root)
        nav.setToolbarHidden(false, animated: false)
        let window = makeVisibleForTouches(nav)
        defer { window.isHidden = true }
        let view = try #require(item._itemView)
        #expect(view.convert(view.bounds, to: window) == CGRect(x: 16, y: 774, width: 22, height: 44))
        tap(view)
        let menuView = try #require(view._presentedMenuView)
        // Below would end past 852 − 34 − 8; above: 774 − 8 − 88 = 678.
        #expect(menuView.listView.frame == CGRect(x: 16, y: 678, width: 250, height: 88))
        view._dismissMenu()
    }

    @Test("Item groups: trailing groups replace the right items (first right item rightmost), leading the left")
    func itemGroupsReplaceTheItems() throws {
        let a = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        let b = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        let c = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let l = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        let root = UIViewController()
        let item = root.navigationItem
        item.rightBarButtonItem = UIBarButtonItem(title: "Old", style: .plain, target: nil, action: nil)
        let first = UIBarButtonItemGroup(barButtonItems: [a, b], representativeItem: nil)
        let second = UIBarButtonItemGroup.fixedGroup(items: [c])
        item.trailingItemGroups = [first, second]
        #expect(item.trailingItemGroups == [first, second])
        #expect(item.rightBarButtonItems == [c, b, a])
        #expect(item.rightBarButtonItem === c)
        item.leadingItemGroups = [l.creatingFixedGroup()]
        #expect(item.leftBarButtonItems == [l])
        #expect(l.buttonGroup === item.leadingItemGroups.first)
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisible(nav)
        defer { window.isHidden = true }
        nav.navigationBar.layoutIfNeeded()
        // From the right: c (22) at 355, b at 355 − 8 − width(b), a before it.
        let cFrame = try #require(c._itemView?.frame), bFrame = try #require(b._itemView?.frame)
        let aFrame = try #require(a._itemView?.frame)
        #expect(cFrame.minX == 355 && cFrame.width == 22)
        #expect(bFrame.maxX == 347 && aFrame.maxX == bFrame.minX - 8)
        #expect(l._itemView?.frame.minX == 16)
        // A hidden group's items leave the bar and stay in the lists.
        first.isHidden = true
        nav.navigationBar.layoutIfNeeded()
        #expect(a._itemView?.superview == nil && b._itemView?.superview == nil)
        #expect(c._itemView?.superview === nav.navigationBar)
        #expect(item.rightBarButtonItems == [c, b, a])
        first.isHidden = false
        // Changing a group's items changes the right items.
        first.barButtonItems = [a]
        #expect(item.rightBarButtonItems == [c, a])
        #expect(b.buttonGroup == nil && a.buttonGroup === first)
        nav.navigationBar.layoutIfNeeded()
        #expect(b._itemView?.superview == nil)
    }

    @Test("Setting the left or right items makes one fixed group of them; an item is in one group at most")
    func itemsMakeAGroup() {
        let x = UIBarButtonItem(title: "X", style: .plain, target: nil, action: nil)
        let y = UIBarButtonItem(title: "Y", style: .plain, target: nil, action: nil)
        let item = UINavigationItem(title: "T")
        #expect(item.leadingItemGroups.isEmpty && item.trailingItemGroups.isEmpty)
        item.leftBarButtonItems = [x, y]
        #expect(item.leadingItemGroups.count == 1)
        #expect(item.leadingItemGroups.first?.barButtonItems == [x, y])
        #expect(x.buttonGroup === item.leadingItemGroups.first)
        item.rightBarButtonItems = [x, y]
        #expect(item.trailingItemGroups.first?.barButtonItems == [y, x], "leading to trailing")
        #expect(item.leadingItemGroups.first?.barButtonItems == [], "x and y moved to the trailing group")
        #expect(item.leftBarButtonItems == [x, y], "the left items are kept as they were set")
        item.rightBarButtonItems = nil
        #expect(item.trailingItemGroups.isEmpty)
        let group = UIBarButtonItemGroup(barButtonItems: [x], representativeItem: y)
        let other = UIBarButtonItemGroup.movableGroup(customizationIdentifier: "other", items: [x])
        #expect(group.barButtonItems.isEmpty && other.barButtonItems == [x] && x.buttonGroup === other)
        #expect(group.representativeItem === y && !group.isDisplayingRepresentativeItem)
        #expect(other._kind == .movable && other._customizationIdentifier == "other")
        let optional = y.creatingOptionalGroup(customizationIdentifier: "y", isInDefaultCustomization: false)
        #expect(optional._kind == .optional(inDefaultCustomization: false) && optional.barButtonItems == [y])
    }
}
