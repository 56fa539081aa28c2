import Testing
import UIKit
import UIKitTesting

/// A view that counts its `layoutSubviews()` calls.
private final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
    }
}

/// A solve after constraint changes alone visits only what the change moved: these check that it still
/// finds every frame and every guide inset the change affects.
@MainActor @Suite("Auto Layout: incremental solves after constraint changes", .checksForLeaks)
struct IncrementalLayoutTests {
    @Test("A constant change lays out again only the superview of the view it moves")
    func constantChangeLaysOutOnlyTheMovedViewsSuperview() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let first = CountingView(), second = CountingView()
        let firstChild = UIView(), secondChild = UIView()
        var firstTop: NSLayoutConstraint?
        for (box, child, y) in [(first, firstChild, CGFloat(100)), (second, secondChild, 400)] {
            box.translatesAutoresizingMaskIntoConstraints = false
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            box.addSubview(child)
            let childTop = child.topAnchor.constraint(equalTo: box.topAnchor, constant: 10)
            if box === first { firstTop = childTop }
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
                box.widthAnchor.constraint(equalToConstant: 200),
                box.heightAnchor.constraint(equalToConstant: 100),
                child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                childTop,
                child.widthAnchor.constraint(equalToConstant: 50),
                child.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        spin()
        #expect(firstChild.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
        let (firstBefore, secondBefore) = (first.layouts, second.layouts)

        firstTop!.constant = 30
        spin()
        #expect(firstChild.frame == CGRect(x: 0, y: 30, width: 50, height: 20))
        #expect(first.layouts == firstBefore + 1)
        #expect(second.layouts == secondBefore)
        #expect(secondChild.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
        _ = window
    }

    @Test("A view held in place while its superview moves gets a new frame in that superview")
    func viewStaysWhileItsSuperviewMoves() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let box = UIView(), pinned = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        box.addSubview(pinned)
        let boxTop = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            boxTop,
            box.widthAnchor.constraint(equalToConstant: 300),
            box.heightAnchor.constraint(equalToConstant: 300),
            // Pinned to the root, not to its superview: only the superview's variables change below.
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 250),
            pinned.widthAnchor.constraint(equalToConstant: 40),
            pinned.heightAnchor.constraint(equalToConstant: 40),
        ])
        spin()
        #expect(pinned.frame == CGRect(x: 20, y: 150, width: 40, height: 40))

        boxTop.constant = 200
        spin()
        #expect(box.frame == CGRect(x: 0, y: 200, width: 300, height: 300))
        #expect(pinned.frame == CGRect(x: 20, y: 50, width: 40, height: 40))
        _ = window
    }

    @Test("A safe-area guide's insets follow a constant change that moves its view out of the top inset")
    func safeAreaGuideFollowsConstantChange() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let band = UIView(), content = UIView()
        band.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(band)
        band.addSubview(content)
        let bandTop = band.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        NSLayoutConstraint.activate([
            band.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bandTop,
            band.widthAnchor.constraint(equalToConstant: 100),
            band.heightAnchor.constraint(equalToConstant: 200),
            content.leadingAnchor.constraint(equalTo: band.leadingAnchor),
            content.topAnchor.constraint(equalTo: band.safeAreaLayoutGuide.topAnchor),
            content.widthAnchor.constraint(equalToConstant: 50),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        spin()
        // The window's top inset is 59: 39 of it reaches into a band at y 20.
        #expect(content.frame == CGRect(x: 0, y: 39, width: 50, height: 10))

        bandTop.constant = 100
        spin()
        #expect(band.frame == CGRect(x: 0, y: 100, width: 100, height: 200))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 50, height: 10))

        bandTop.constant = 50
        spin()
        #expect(content.frame == CGRect(x: 0, y: 9, width: 50, height: 10))
        _ = window
    }
}
