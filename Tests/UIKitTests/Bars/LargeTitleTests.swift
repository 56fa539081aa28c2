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
