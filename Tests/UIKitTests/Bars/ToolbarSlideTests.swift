import Testing
@testable import UIKit
import UIKitTesting

/// `setToolbarHidden(_:animated:)` slides the toolbar off the bottom edge and back; a push or pop that
/// hides it (`hidesBottomBarWhenPushed`) moves it across with the transition.
@MainActor @Suite("The toolbar slides", .serialized, .checksForLeaks)
struct ToolbarSlideTests {
    /// A navigation controller on an iPhone-sized screen (393 × 852, bottom safe area 34), toolbar shown.
    func makeNav(_ root: UIViewController) -> UINavigationController {
        root.toolbarItems = [UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        return nav
    }

    @Test("Hidden animated: isToolbarHidden at once; the toolbar slides down over 0.2 s, then hides and leaves")
    func slidesOut() {
        withVirtualClock { clock in
            let root = UIViewController()
            let nav = makeNav(root)
            let window = makeVisible(nav)
            let toolbar = nav.toolbar!
            #expect(toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 78))
            #expect(root.view.safeAreaInsets.bottom == 78)

            nav.setToolbarHidden(true, animated: true)
            #expect(nav.isToolbarHidden)
            #expect(!toolbar.isHidden && toolbar.superview === nav.view, "it shows while it slides")
            spin()
            #expect(toolbar.frame == CGRect(x: 0, y: 852, width: 393, height: 78), "the model is below the edge")
            #expect(toolbar.layer.presentation()?.frame.minY == 774)
            #expect(root.view.safeAreaInsets.bottom == 34, "the child's safe area follows in the same layout")
            clock.advance(by: 0.1)
            let midY = toolbar.layer.presentation()!.frame.minY
            #expect(abs(midY - 813) < 0.01, "half way on the ease-in-out curve at half the duration: \(midY)")
            #expect(!toolbar.isHidden && toolbar.superview === nav.view)
            clock.advance(by: 0.15)
            #expect(toolbar.isHidden)
            #expect(toolbar.superview == nil)
            #expect(nav.isToolbarHidden)
            _ = window
        }
    }

    @Test("Shown animated: the toolbar enters from below the bottom edge and rests at 774")
    func slidesIn() {
        withVirtualClock { clock in
            let root = UIViewController()
            root.toolbarItems = [UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)]
            let nav = UINavigationController(rootViewController: root)
            let window = makeVisible(nav)
            let toolbar = nav.toolbar!
            #expect(toolbar.superview == nil && nav.isToolbarHidden)

            nav.setToolbarHidden(false, animated: true)
            #expect(!nav.isToolbarHidden && !toolbar.isHidden)
            #expect(toolbar.superview === nav.view)
            #expect(toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 78), "the model is at the slide's end at once")
            spin()
            #expect(toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 78))
            #expect(toolbar.layer.presentation()?.frame.minY == 852)
            #expect(root.view.safeAreaInsets.bottom == 78)
            #expect(toolbar.items?.count == 1)
            clock.advance(by: 0.1)
            let midY = toolbar.layer.presentation()!.frame.minY
            #expect(abs(midY - 813) < 0.01, "\(midY)")
            clock.advance(by: 0.15)
            #expect(toolbar.layer.presentation()?.frame.minY == 774)
            #expect(toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 78))
            #expect(!nav._toolbarSlide.isMoving)
            _ = window
        }
    }

    @Test("Shown again half way out: the first slide's end does not hide it; it returns to 774")
    func reversedMidSlide() {
        withVirtualClock { clock in
            let nav = makeNav(UIViewController())
            let window = makeVisible(nav)
            let toolbar = nav.toolbar!
            nav.setToolbarHidden(true, animated: true)
            spin()
            clock.advance(by: 0.1)
            nav.setToolbarHidden(false, animated: true)
            spin()
            #expect(toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 78))
            clock.advance(by: 0.15)
            #expect(!toolbar.isHidden, "the slide out was overtaken")
            #expect(toolbar.superview === nav.view)
            clock.advance(by: 0.2)
            #expect(toolbar.layer.presentation()?.frame.minY == 774)
            #expect(!nav.isToolbarHidden)
            _ = window
        }
    }

    @Test("isToolbarHidden set during a slide out ends it where the new value wants the toolbar")
    func propertyEndsTheSlide() {
        withVirtualClock { clock in
            let root = UIViewController()
            let nav = makeNav(root)
            let window = makeVisible(nav)
            let toolbar = nav.toolbar!
            nav.setToolbarHidden(true, animated: true)
            spin()
            clock.advance(by: 0.05)
            nav.isToolbarHidden = false
            spin()
            #expect(toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 78))
            #expect(root.view.safeAreaInsets.bottom == 78)
            clock.advance(by: 0.3)
            #expect(!toolbar.isHidden && toolbar.superview === nav.view)

            nav.setToolbarHidden(true, animated: true)
            spin()
            nav.isToolbarHidden = true
            spin()
            #expect(toolbar.isHidden && toolbar.superview == nil, "hidden at once")
            clock.advance(by: 0.3)
            #expect(toolbar.isHidden && toolbar.superview == nil)
            _ = window
        }
    }

    @Test("Off screen, animated hides at once")
    func offScreenIsImmediate() {
        let nav = makeNav(UIViewController())
        nav.loadViewIfNeeded()
        nav.setToolbarHidden(true, animated: true)
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden)
        nav.setToolbarHidden(false, animated: true)
        #expect(!nav.isToolbarHidden && !nav.toolbar.isHidden)
        #expect(!nav._toolbarSlide.isMoving)
    }

    @Test("A push to a controller that hides bottom bars moves the toolbar out to the left with the old view; the pop brings it back from the left")
    func movesAcrossWithPushAndPop() {
        withVirtualClock { clock in
            let root = UIViewController(), detail = UIViewController()
            detail.hidesBottomBarWhenPushed = true
            let nav = makeNav(root)
            let window = makeVisible(nav)
            let toolbar = nav.toolbar!
            let goItem = root.toolbarItems![0]

            nav.pushViewController(detail, animated: true)
            spin()
            #expect(toolbar.frame == CGRect(x: -393, y: 774, width: 393, height: 78), "the model is at the slide's end")
            #expect(toolbar.layer.presentation()?.frame.minX == 0)
            #expect(toolbar.items?.first === goItem, "it leaves with the old view's items")
            clock.advance(by: 0.175)
            let x = toolbar.layer.presentation()!.frame.minX
            #expect(x < 0 && x > -393)
            clock.advance(by: 0.3)
            #expect(toolbar.superview == nil, "then the top hides it")
            #expect(!nav.isToolbarHidden)
            #expect(detail.view.safeAreaInsets.bottom == 34)

            nav.popViewController(animated: true)
            spin()
            #expect(toolbar.superview === nav.view)
            #expect(toolbar.layer.presentation()?.frame.minX == -393)
            #expect(toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 78))
            clock.advance(by: 0.5)
            #expect(toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 78))
            #expect(root.view.safeAreaInsets.bottom == 78)
            #expect(toolbar.items?.first === goItem)
            _ = window
        }
    }

    @Test("Without animation, or with the toolbar hidden, a push does not move it")
    func noSlideAcross() {
        withVirtualClock { clock in
            let root = UIViewController(), detail = UIViewController()
            detail.hidesBottomBarWhenPushed = true
            let nav = makeNav(root)
            let window = makeVisible(nav)
            nav.pushViewController(detail, animated: false)
            spin()
            #expect(nav.toolbar.superview == nil)
            nav.popViewController(animated: false)
            spin()
            #expect(nav.toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 78))
            nav.isToolbarHidden = true
            nav.pushViewController(detail, animated: true)
            spin()
            #expect(!nav._toolbarSlide.isMoving && nav.toolbar.superview == nil)
            clock.advance(by: 0.5)
            _ = window
        }
    }
}
