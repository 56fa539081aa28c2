import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("Large titles", .serialized, .checksForLeaks)
struct LargeTitleTests {
    @Test("prefersLargeTitles: the bar is 44 + 52 high, the child's safe area follows, the large title shows")
    func expandedAtRest() {
        let root = BarScrollingViewController()
        root.title = "Mail"
        let nav = UINavigationController(rootViewController: root)
        #expect(!nav.navigationBar.prefersLargeTitles)
        #expect(root.navigationItem.largeTitleDisplayMode == .automatic)
        nav.navigationBar.prefersLargeTitles = true
        let window = makeVisible(nav)
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(root.view.safeAreaInsets.top == 155)
        #expect(root.scrollView.contentOffset.y == -155)
        #expect(bar._largeTitleLabel.text == "Mail")
        #expect(bar._largeTitleLabel.font == UIFont.systemFont(ofSize: 34, weight: .bold))
        #expect(bar._largeTitleContainer.frame == CGRect(x: 0, y: 44, width: 393, height: 52))
        let height = ceil(bar._largeTitleLabel.intrinsicContentSize.height)
        #expect(bar._largeTitleLabel.frame == CGRect(x: 16, y: 52 - 8 - height, width: 361, height: height))
        #expect(bar._titleLabel.alpha == 0, "the small title waits until the large one collapses")
        #expect(bar.sizeThatFits(CGSize(width: 393, height: 0)).height == 96)
        _ = window
    }

    @Test("Scrolling up collapses the large-title area with the content; scrolling back expands it")
    func collapsesAndExpands() {
        let root = BarScrollingViewController()
        root.title = "Mail"
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let window = makeVisible(nav)
        let bar = nav.navigationBar, scroll = root.scrollView
        var log: [String] = []
        func step(_ offset: CGFloat) {
            scroll.contentOffset.y = offset
            spin()
            log.append("\(Int(offset)): bar \(Int(bar.frame.height)) safe \(Int(root.view.safeAreaInsets.top)) "
                       + "edge \(bar._isAtScrollEdge) title \(Int(bar._titleLabel.alpha))")
        }
        step(-135)
        step(-110)
        step(-100)
        step(400)
        step(-103)
        step(-130)
        step(-155)
        #expect(log == [
            "-135: bar 76 safe 135 edge true title 0",
            "-110: bar 51 safe 110 edge true title 0",
            "-100: bar 44 safe 103 edge false title 1",
            "400: bar 44 safe 103 edge false title 1",
            "-103: bar 44 safe 103 edge true title 1",
            "-130: bar 71 safe 130 edge true title 0",
            "-155: bar 96 safe 155 edge true title 0",
        ])
        #expect(scroll.adjustedContentInset.top == 155)
        _ = window
    }

    @Test("Popping back to a scrolled controller keeps its large title collapsed (or as far as it was collapsed)")
    func poppedBackToKeepsItsCollapse() {
        withVirtualClock { clock in
            let root = BarScrollingViewController(), detail = BarScrollingViewController()
            root.title = "Mail"
            detail.title = "Inbox"
            let nav = UINavigationController(rootViewController: root)
            nav.navigationBar.prefersLargeTitles = true
            let window = makeVisible(nav)
            let bar = nav.navigationBar
            root.scrollView.contentOffset.y = 400
            spin()
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))

            nav.pushViewController(detail, animated: false)
            spin()
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96), "a controller never on top starts expanded")
            #expect(detail.view.safeAreaInsets.top == 155)
            nav.popViewController(animated: false)
            spin()
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
            #expect(root.view.safeAreaInsets.top == 103)
            #expect(root.scrollView.contentOffset.y == 400)
            #expect(bar._largeTitleContainer.superview == nil)
            #expect(bar._titleLabel.alpha == 1)
            #expect(!bar._isAtScrollEdge)

            // Half collapsed, then an animated push and pop: it comes back half collapsed.
            root.scrollView.contentOffset.y = -130
            spin()
            #expect(bar.frame.height == 71)
            nav.pushViewController(detail, animated: true)
            spin()
            clock.advance(by: 0.5)
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
            #expect(nav._navigationBarHeight(over: root) == 71, "the covered controller keeps its own area")
            detail.scrollView.contentOffset.y = 0
            spin()
            #expect(bar.frame.height == 44)
            nav.popViewController(animated: true)
            spin()
            clock.advance(by: 0.5)
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 71))
            #expect(root.view.safeAreaInsets.top == 130)
            #expect(root.scrollView.contentOffset.y == -130)
            #expect(bar._largeTitleContainer.frame == CGRect(x: 0, y: 44, width: 393, height: 27))

            // The scrolled detail pushed again shows what it showed when it left.
            nav.pushViewController(detail, animated: false)
            spin()
            #expect(bar.frame.height == 44)
            #expect(detail.view.safeAreaInsets.top == 103)
            _ = window
        }
    }

    @Test("Push and pop animate the bar's height and titles in the transition's animation, on its curve")
    func transitionAnimatesTheLargeTitle() {
        withVirtualClock { clock in
            let root = BarScrollingViewController(), detail = BarScrollingViewController()
            root.title = "Mail"
            detail.title = "Message"
            detail.navigationItem.largeTitleDisplayMode = .never
            let nav = UINavigationController(rootViewController: root)
            nav.navigationBar.prefersLargeTitles = true
            let window = makeVisible(nav)
            let bar = nav.navigationBar

            nav.pushViewController(detail, animated: true)
            spin()
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 44), "the model is at the end")
            #expect(bar.layer.presentation()?.frame.height == 96)
            #expect(detail.view.safeAreaInsets.top == 103)
            #expect(root.view.safeAreaInsets.top == 155)
            let outgoing = bar._largeTitleTransition?.outgoing
            #expect(outgoing?.text == "Mail")
            #expect(outgoing?.superview === bar._largeTitleContainer)
            clock.advance(by: 0.175)
            let height = bar.layer.presentation()!.frame.height
            let rootX = root.view.layer.presentation()!.frame.minX
            #expect(height < 96 && height > 44)
            #expect(abs((96 - height) / 52 - rootX / (-393 * 0.3)) < 0.001, "the slide's curve")
            let titleAlpha = bar._titleLabel.layer.presentation()!.opacity
            #expect(titleAlpha > 0 && titleAlpha < 1, "the small title fades in")
            #expect((outgoing?.layer.presentation()?.opacity ?? 1) < 1)
            clock.advance(by: 0.3)
            #expect(bar._largeTitleTransition == nil)
            #expect(outgoing?.superview == nil)
            #expect(bar._largeTitleContainer.superview == nil)
            #expect(bar._titleLabel.alpha == 1)
            #expect(bar.layer.presentation()?.frame.height == 44)

            nav.popViewController(animated: true)
            spin()
            #expect(bar.frame.height == 96)
            #expect(bar.layer.presentation()?.frame.height == 44)
            #expect(bar._largeTitleTransition?.outgoing == nil, "no large title was showing")
            #expect(bar._largeTitleLabel.text == "Mail")
            #expect(bar._largeTitleLabel.layer.presentation()?.frame.minX == 16 - 393 * 0.3, "it comes with the view underneath")
            #expect(bar._largeTitleLabel.layer.presentation()?.opacity == 0)
            clock.advance(by: 0.5)
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
            #expect(bar._largeTitleLabel.frame.minX == 16)
            #expect(bar._largeTitleLabel.alpha == 1)
            #expect(bar._titleLabel.alpha == 0)
            _ = window
        }
    }

    @Test("An interactive pop scrubs the large title with the views; a cancelled one restores the bar")
    func interactivePopScrubsAndCancels() {
        withVirtualClock { clock in
            let root = BarScrollingViewController(), detail = BarScrollingViewController()
            root.title = "Mail"
            detail.title = "Message"
            detail.navigationItem.largeTitleDisplayMode = .never
            let nav = UINavigationController(rootViewController: root)
            nav.navigationBar.prefersLargeTitles = true
            nav.pushViewController(detail, animated: false)
            let window = makeVisible(nav)
            let bar = nav.navigationBar
            #expect(bar.frame.height == 44)

            let y = window.bounds.midY
            let finger = drag(window, from: CGPoint(x: 5, y: y), to: CGPoint(x: 200, y: y), duration: 0.2, lift: false)
            clock.advance(by: 0.05)
            let height = bar.layer.presentation()!.frame.height
            let rootX = root.view.layer.presentation()!.frame.minX
            let progress = 1 - rootX / (-393 * 0.3)
            #expect(progress > 0.3 && progress < 0.7)
            #expect(abs((height - 44) / 52 - progress) < 0.001, "the bar follows the finger with the views")
            #expect(bar.frame.height == 96)
            clock.advance(by: 0.01)
            finger.move(to: CGPoint(x: 150, y: y), in: window)
            clock.advance(by: 0.01)
            finger.move(to: CGPoint(x: 100, y: y), in: window)
            finger.lift()
            clock.advance(by: 1)
            #expect(nav.topViewController === detail, "cancelled")
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
            #expect(bar.layer.presentation()?.frame.height == 44)
            #expect(bar._largeTitleContainer.superview == nil)
            #expect(bar._titleLabel.alpha == 1)
            #expect(bar._titleLabel.text == "Message")
            #expect(detail.view.safeAreaInsets.top == 103)
            #expect(nav._largeTitleState.owner === detail)

            nav.popViewController(animated: true)
            spin()
            clock.advance(by: 0.5)
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
            #expect(root.view.safeAreaInsets.top == 155)
            _ = window
        }
    }

    @Test("Pulled past the top, the large-title area stretches with the overscroll; the safe area stays")
    func stretchesWhenPulledDown() {
        let root = BarScrollingViewController()
        root.title = "Mail"
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let window = makeVisible(nav)
        let bar = nav.navigationBar
        root.scrollView.contentOffset.y = -205
        spin()
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 146))
        #expect(bar._largeTitleContainer.frame == CGRect(x: 0, y: 44, width: 393, height: 102))
        let height = ceil(bar._largeTitleLabel.intrinsicContentSize.height)
        #expect(bar._largeTitleLabel.frame.minY == 102 - 8 - height, "the title stays at the area's bottom")
        #expect(root.view.safeAreaInsets.top == 155)
        #expect(root.scrollView.adjustedContentInset.top == 155)
        #expect(root.scrollView.contentOffset.y == -205)
        root.scrollView.contentOffset.y = -155
        spin()
        #expect(bar.frame.height == 96)

        _ = window
    }

    @Test("largeTitleDisplayMode: automatic follows the item below, never and always decide, the root shows it")
    func displayModes() {
        let root = UIViewController(), never = UIViewController(), follows = UIViewController(), always = UIViewController()
        never.navigationItem.largeTitleDisplayMode = .never
        always.navigationItem.largeTitleDisplayMode = .always
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let window = makeVisible(nav)
        var heights: [CGFloat] = [nav.navigationBar.frame.height]
        for controller in [never, follows, always] {
            nav.pushViewController(controller, animated: false)
            spin()
            heights.append(nav.navigationBar.frame.height)
        }
        nav.navigationBar.prefersLargeTitles = false
        spin()
        heights.append(nav.navigationBar.frame.height)
        always.navigationItem.largeTitleDisplayMode = .inline
        nav.navigationBar.prefersLargeTitles = true
        spin()
        heights.append(nav.navigationBar.frame.height)
        #expect(heights == [96, 44, 44, 96, 44, 44])
        #expect(always.view.safeAreaInsets.top == 103)
        #expect(UINavigationItem.LargeTitleDisplayMode.inline.rawValue == 3)
        _ = window
    }

    @Test("Snapshot: the large title expanded at rest, then collapsed with the standard background")
    func snapshots() {
        let root = BarScrollingViewController()
        root.title = "Mailboxes"
        for index in 0..<12 {
            let row = UIView(frame: CGRect(x: 16, y: CGFloat(index) * 60 + 8, width: 361, height: 48))
            row.backgroundColor = index % 2 == 0 ? .systemBlue : .systemOrange
            root.scrollView.addSubview(row)
        }
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let window = makeVisible(nav)
        assertSnapshot(of: nav.view, named: "large-title-expanded", scale: 1)
        root.scrollView.contentOffset.y = 0
        spin()
        assertSnapshot(of: nav.view, named: "large-title-collapsed-scrolled", scale: 1)
        nav.overrideUserInterfaceStyle = .dark
        root.scrollView.backgroundColor = .systemBackground
        spin()
        #expect(nav.navigationBar._titleLabel.textColor.resolvedColor(with: nav.traitCollection).cgColor.components == [1, 1, 1, 1])
        assertSnapshot(of: nav.view, named: "large-title-collapsed-scrolled-dark", scale: 1)
        _ = window
    }
}

@MainActor @Suite("Bar appearance snapshots", .serialized, .checksForLeaks)
struct BarAppearanceSnapshotTests {
    @Test("Snapshot: an opaque red standard appearance with white title attributes; a tab bar scrolled off its edge")
    func customAppearance() {
        let root = BarScrollingViewController()
        root.title = "Settings"
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        root.navigationItem.standardAppearance = appearance
        root.navigationItem.scrollEdgeAppearance = appearance
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        let window = makeVisible(tabs)
        assertSnapshot(of: tabs.view, named: "opaque-red-bar-blurred-tab-bar", scale: 1)
        _ = window
    }
}
