import Testing
import UIKit
import UIKitTesting

/// Adding a view to itself or to its own descendant (issue 19, "Hostile input").
///
/// Verified: `addSubview(self)` raises `NSInvalidArgumentException` "Can't add self as subview" (crash
/// reports; spec §9). Adding an ancestor is not verified (spec §9: the same exception is recommended, the
/// alternative being a layer cycle); every insert variant takes the same path.
@MainActor @Suite("Hostile input: view hierarchy cycles", .checksForLeaks)
struct HostileHierarchyTests {
    @Test("Hostile: addSubview of self")
    func addSelf() {
        weak var weakView: UIView?
        do {
            let log = EventLog()
            let view = LayoutLogView("V", log: log)
            weakView = view
            let exceptions = withCapturedExceptions { view.addSubview(view) }
            #expect(exceptions.map(\.name) == [.invalidArgumentException])
            #expect(exceptions.map(\.reason) == ["Can't add self as subview"])
            #expect(view.subviews.isEmpty && view.superview == nil && view.layer.sublayers == nil)
        }
        #expect(weakView == nil)
    }

    @Test("Hostile: addSubview of an ancestor (and every insert variant)")
    func addAncestor() {
        weak var weakRoot: UIView?
        do {
            let window = shownWindow()
            let root = UIView(), middle = UIView(), leaf = UIView()
            weakRoot = root
            window.addSubview(root)
            root.addSubview(middle)
            middle.addSubview(leaf)
            let exceptions = withCapturedExceptions {
                leaf.addSubview(root)
                leaf.insertSubview(middle, at: 0)
                leaf.insertSubview(window, aboveSubview: leaf)
                middle.insertSubview(root, belowSubview: leaf)
            }
            #expect(exceptions.map(\.reason) == Array(repeating: "Can't add self as subview", count: 4))
            #expect(root.superview === window && root.subviews == [middle] && middle.subviews == [leaf])
            #expect(leaf.subviews.isEmpty && leaf.window === window)
            #expect(root.layer.superlayer === window.layer && leaf.layer.sublayers == nil)
            window.isHidden = true
            root.removeFromSuperview()
        }
        #expect(weakRoot == nil)
    }
}
