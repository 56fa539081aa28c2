import Testing
@testable import UIKit
import UIKitTesting

/// Every system item, in raw-value order.
private let allSystemItems: [UIBarButtonItem.SystemItem] = [
    .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action, .organize,
    .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .undo, .redo,
    .pageCurl, .close,
]

/// The system items iOS titles, with their English titles.
private let titledItems: [(UIBarButtonItem.SystemItem, String)] = [
    (.done, "Done"), (.cancel, "Cancel"), (.edit, "Edit"), (.save, "Save"), (.undo, "Undo"), (.redo, "Redo"),
]

/// The system items iOS draws as symbols.
private let symbolItems: [UIBarButtonItem.SystemItem] = [
    .add, .compose, .reply, .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play,
    .pause, .rewind, .fastForward, .pageCurl, .close,
]

@MainActor @Suite("Bar button system items (issue 17)", .serialized, .checksForLeaks)
struct BarSystemItemTests {
    /// A standalone toolbar 393 points wide holding `items`, laid out in a window.
    private func toolbar(_ items: [UIBarButtonItem]) -> (UIToolbar, UIWindow) {
        let root = UIViewController()
        let window = makeVisible(root)
        let bar = UIToolbar(frame: CGRect(x: 0, y: 200, width: 393, height: 44))
        bar.items = items
        root.view.addSubview(bar)
        bar.layoutIfNeeded()
        return (bar, window)
    }

    @Test("SystemItem has Apple's raw values 0...24 in order; Style .plain 0, .bordered 1, .done 2")
    func systemItemRawValues() {
        #expect(allSystemItems.map(\.rawValue) == Array(0...24))
        #expect(UIBarButtonItem.SystemItem(rawValue: 24) == .close)
        #expect(UIBarButtonItem.SystemItem(rawValue: 25) == nil)
        #expect(UIBarButtonItem.Style.plain.rawValue == 0)
        #expect(UIBarButtonItem.Style.bordered.rawValue == 1)
        #expect(UIBarButtonItem.Style.done.rawValue == 2)
    }

    @Test("Text items show iOS's English titles; .done and .save are semibold, the others regular")
    func systemItemTitles() throws {
        let items = titledItems.map { UIBarButtonItem(barButtonSystemItem: $0.0, target: nil, action: nil) }
        let (bar, window) = toolbar(items)
        defer { window.isHidden = true }
        for (item, (systemItem, title)) in zip(items, titledItems) {
            let view = try #require(item._itemView)
            #expect(view.superview === bar)
            #expect(view.titleLabel.text == title)
            #expect(view.imageView.image == nil)
            let semibold = systemItem == .done || systemItem == .save
            #expect(item.style == (semibold ? .done : .plain))
            #expect(view.titleLabel.font.fontName == (semibold ? ".SFUI-Semibold" : ".SFUI-Regular"), "\(title)")
            #expect(item.title == nil, "the title is drawn, not stored in the item")
        }
    }

    @Test("Symbol items draw a template glyph 22 points square (close: an untinted 30-point disc), no title")
    func symbolItemsDrawGlyphs() throws {
        let items = symbolItems.map { UIBarButtonItem(barButtonSystemItem: $0, target: nil, action: nil) }
        let (_, window) = toolbar(items)
        defer { window.isHidden = true }
        for (item, systemItem) in zip(items, symbolItems) {
            let view = try #require(item._itemView)
            #expect(view.titleLabel.text == nil)
            let image = try #require(view.imageView.image, "\(systemItem)")
            if systemItem == .close {
                #expect(image.size == CGSize(width: 30, height: 30))
                #expect(image.renderingMode == .alwaysOriginal)
                #expect(view.frame.width == 30)
            } else {
                #expect(image.size == CGSize(width: 22, height: 22), "\(systemItem)")
                #expect(image.renderingMode == .alwaysTemplate)
                #expect(view.frame.width == 22)
                #expect(view.imageView.tintColor == UIColor.systemBlue)
            }
        }
        // The spaces and the titled items have no glyph.
        for systemItem in [UIBarButtonItem.SystemItem.flexibleSpace, .fixedSpace, .done, .undo] {
            #expect(_BarSystemGlyph.image(for: systemItem) == nil)
        }
        // Each glyph is its own drawing.
        let glyphs = symbolItems.compactMap { _BarSystemGlyph.image(for: $0)?.pngData() }
        #expect(Set(glyphs).count == symbolItems.count)
    }

    @Test("A symbol glyph takes the item's tint colour; an image of the item's own replaces the glyph")
    func glyphTintAndImage() throws {
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        add.tintColor = .systemRed
        let (bar, window) = toolbar([add])
        defer { window.isHidden = true }
        let view = try #require(add._itemView)
        #expect(view.imageView.tintColor == .systemRed)
        let own = barImage(18)
        add.image = own
        bar.layoutIfNeeded()
        #expect(view.imageView.image === own)
        #expect(view.frame.width == 18)
    }

    @Test("primaryAction does not retitle a system item; init(systemItem:primaryAction:menu:) keeps both")
    func primaryActionKeepsTheSystemItem() throws {
        let action = UIAction(title: "Share", image: barImage(10)) { _ in }
        let item = UIBarButtonItem(systemItem: .done, primaryAction: action)
        #expect(item.title == nil && item.image == nil && item.primaryAction === action)
        let later = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        later.primaryAction = action
        #expect(later.title == nil && later.image == nil)
        let (_, window) = toolbar([item, later])
        defer { window.isHidden = true }
        #expect(item._itemView?.titleLabel.text == "Done")
        #expect(later._itemView?.titleLabel.text == "Cancel")
        let plain = UIBarButtonItem()
        plain.primaryAction = action
        #expect(plain.title == "Share" && plain.image === action.image)
    }

    @Test("flexibleSpace() and fixedSpace(_:) lay system items out across a toolbar")
    func toolbarSpaces() throws {
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        let fixed = UIBarButtonItem.fixedSpace(20)
        let flexible = UIBarButtonItem.flexibleSpace()
        #expect(fixed.width == 20)
        let (_, window) = toolbar([trash, flexible, add, fixed, compose])
        defer { window.isHidden = true }
        // 361 points between the 16-point margins: 22 + 22 + 20 + 22 and two 8-point gaps (none beside the
        // flexible space) use 102, the flexible space takes the other 259.
        #expect(trash._itemView?.frame == CGRect(x: 16, y: 0, width: 22, height: 44))
        #expect(add._itemView?.frame == CGRect(x: 297, y: 0, width: 22, height: 44))
        #expect(compose._itemView?.frame == CGRect(x: 355, y: 0, width: 22, height: 44))
        #expect(fixed._itemView == nil && flexible._itemView == nil, "spaces have no view")
    }

    @Test("Snapshot: a navigation bar with Cancel, a title, Done and a symbol item (checked by eye)")
    func navigationBarSnapshot() {
        let root = UIViewController()
        root.title = "New Event"
        root.view.backgroundColor = .white
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        root.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
        ]
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisible(nav)
        defer { window.isHidden = true }
        spin()
        assertSnapshot(of: nav.navigationBar, named: "navigation-bar-system-items", scale: 2)
    }

    @Test("Snapshot: toolbars with every symbol item and the titled ones, spread by flexible spaces (checked by eye)")
    func toolbarSnapshot() {
        let rows: [[UIBarButtonItem.SystemItem]] = [
            [.add, .compose, .reply, .action, .organize, .bookmarks],
            [.search, .refresh, .stop, .camera, .trash, .play],
            [.pause, .rewind, .fastForward, .pageCurl, .close],
            [.edit, .save, .undo, .redo],
        ]
        let root = UIViewController()
        let window = makeVisible(root)
        defer { window.isHidden = true }
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: CGFloat(rows.count) * 44))
        container.backgroundColor = .white
        root.view.addSubview(container)
        for (index, row) in rows.enumerated() {
            let bar = UIToolbar(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 393, height: 44))
            var items: [UIBarButtonItem] = []
            for systemItem in row {
                if !items.isEmpty { items.append(.flexibleSpace()) }
                items.append(UIBarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil))
            }
            bar.items = items
            container.addSubview(bar)
        }
        spin()
        assertSnapshot(of: container, named: "toolbar-system-items", scale: 2)
    }
}
