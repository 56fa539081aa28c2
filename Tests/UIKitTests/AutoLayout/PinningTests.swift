import Testing
import UIKit
import UIKitTesting

/// Whether two rectangles agree to within floating-point noise (frames go through the layer's
/// position and bounds, so thirds of a point do not round-trip exactly).
func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// A window of the default 393×852 screen showing a plain root view controller, after one turn.
@MainActor
func makeRootView() -> (UIWindow, UIViewController) {
    let controller = UIViewController()
    let window = makeVisible(controller)
    return (window, controller)
}

@MainActor @Suite("Auto Layout: pinning, centring, proportions", .checksForLeaks)
struct PinningTests {
    @Test("Edges pinned with insets give the inset frame at the next commit")
    func pinnedEdges() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -52),
        ])
        #expect(child.frame == .zero)
        spin()
        #expect(child.frame == CGRect(x: 20, y: 100, width: 343, height: 700))
        #expect(root.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.constraints.count == 4)
        _ = window
    }

    @Test("Centring with a fixed size, and a grandchild pinned inside a constrained view")
    func centeredAndNested() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let box = UIView(), inner = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        box.addSubview(inner)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 193),
            box.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalToSystemSpacingAfter: box.leadingAnchor, multiplier: 1),
            inner.topAnchor.constraint(equalToSystemSpacingBelow: box.topAnchor, multiplier: 2),
            inner.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            inner.bottomAnchor.constraint(equalTo: box.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // x = (393 - 193) / 2 = 100; y = (852 - 100) / 2 + 10 = 386.
        #expect(box.frame == CGRect(x: 100, y: 386, width: 193, height: 100))
        // Inner is in box's coordinates: 8 from the leading edge, 16 from the top.
        #expect(inner.frame == CGRect(x: 8, y: 16, width: 185, height: 84))
        _ = window
    }

    @Test("width = 0.5 × superview, and a TAMIC view as a fixed anchor")
    func proportionalWidth() {
        let (window, controller) = makeRootView()
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        controller.view.addSubview(container)
        let half = UIView()
        half.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(half)
        NSLayoutConstraint.activate([
            half.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            half.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.25, constant: 10),
            half.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            half.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        spin()
        #expect(container.frame == CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(half.frame == CGRect(x: 150, y: 140, width: 150, height: 60))
        // An odd size: edges round to the 1/3-point pixel grid of the 3× screen. The leading edge is at
        // 393 - 196.5 = 196.5 = 589.5 px → 590 px; the trailing edge stays at 393.
        container.frame = CGRect(x: 0, y: 0, width: 393, height: 200)
        spin()
        #expect(abs(half.frame.minX - 590.0 / 3.0) < 1e-9)
        #expect(abs(half.frame.maxX - 393) < 1e-9)
        _ = window
    }
}

@MainActor @Suite("Auto Layout: bounds origins", .checksForLeaks)
struct BoundsOriginTests {
    @Test("A view pinned to its superview's edges keeps its frame when the superview's bounds origin moves (it scrolls)")
    func pinnedUnderScrolledBounds() {
        let (window, controller) = makeRootView()
        let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        controller.view.addSubview(scroller)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroller.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroller.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scroller.leadingAnchor),
            content.widthAnchor.constraint(equalTo: scroller.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        spin()
        #expect(content.frame == CGRect(x: 0, y: 10, width: 393, height: 1000))
        scroller.bounds.origin = CGPoint(x: 0, y: 200)
        scroller.setNeedsLayout()
        spin()
        #expect(content.frame == CGRect(x: 0, y: 10, width: 393, height: 1000))
        // On screen it moved up by 200 points.
        #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: -90))
        _ = window
    }
}
