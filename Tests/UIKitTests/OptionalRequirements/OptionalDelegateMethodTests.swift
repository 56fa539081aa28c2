import Testing
import UIKit
import UIKitTesting

/// A tab delegate that implements only `didSelect`: on iOS it does not respond to `shouldSelect`.
@MainActor
final class DidSelectOnlyDelegate: NSObject, UITabBarControllerDelegate {
    var selected: [UIViewController] = []
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController)
    }
}

/// A layer delegate that fills the layer itself (`displayLayer:` on iOS).
@MainActor
final class DisplayingDelegate: CALayerDelegate {
    var displayed = 0
    func display(_ layer: CALayer) { displayed += 1 }
}

/// A layer delegate with drawing only: its layer draws through the backing store.
@MainActor
final class DrawingOnlyDelegate: CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {}
}

@MainActor @Suite("Optional delegate methods: UIKit takes iOS's path for the methods a delegate lacks", .checksForLeaks)
struct OptionalDelegateMethodTests {
    @Test("a tab bar delegate without shouldSelect lets the tap select, and its didSelect is told")
    func tabDelegateWithoutShouldSelect() {
        let a = UIViewController(), b = UIViewController(), tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let delegate = DidSelectOnlyDelegate()
        tabs.delegate = delegate
        let window = makeVisible(tabs)
        #expect(_ifImplemented("tabBarController(_:shouldSelect:)") { delegate.tabBarController(tabs, shouldSelect: b) } == nil)
        simulateUserSelection(of: b, in: tabs)
        #expect(tabs.selectedViewController === b)
        #expect(delegate.selected.count == 1 && delegate.selected.first === b)
        _ = window
    }

    @Test("a layer delegate with display(_:) displays the layer itself; one without it gets the backing store")
    func layerDisplay() {
        let displaying = DisplayingDelegate(), drawing = DrawingOnlyDelegate()
        let first = CALayer(), second = CALayer()
        first.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        second.bounds = first.bounds
        first.delegate = displaying
        second.delegate = drawing
        first.display()
        second.display()
        #expect(displaying.displayed == 1)
        #expect(!first._hasDrawnContent)
        #expect(second._hasDrawnContent)
        #expect(_ifImplemented("display(_:)") { displaying.display(first) })
        #expect(!_ifImplemented("display(_:)") { drawing.display(second) })
    }
}
