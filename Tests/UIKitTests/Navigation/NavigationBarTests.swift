import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Navigation bar and items", .checksForLeaks)
struct NavigationBarTests {
    @Test("The bar is 44 points high below the top safe area, in front of the content, which fills the view")
    func barGeometry() {
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = makeVisible(nav)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(nav.view.subviews == [a.view, nav.navigationBar])
        #expect(a.view.frame == nav.view.bounds)
        nav.pushViewController(b, animated: false)
        spin()
        #expect(nav.view.subviews == [b.view, nav.navigationBar])
        nav.setNavigationBarHidden(true, animated: false)
        #expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden)
        _ = window
    }

    @Test("The bar's items follow the stack; navigationItem.title follows title")
    func itemsFollowTheStack() {
        let a = UIViewController(), b = UIViewController()
        a.title = "Inbox"
        let nav = UINavigationController(rootViewController: a)
        #expect(nav.navigationBar.items == [a.navigationItem])
        #expect(nav.navigationBar.topItem?.title == "Inbox")
        b.navigationItem.title = "Message"
        nav.pushViewController(b, animated: false)
        #expect(nav.navigationBar.topItem === b.navigationItem)
        #expect(nav.navigationBar.backItem === a.navigationItem)
        b.title = "Reply"
        #expect(b.navigationItem.title == "Reply")
        nav.popViewController(animated: false)
        #expect(nav.navigationBar.items == [a.navigationItem])
        #expect(UINavigationItem(title: "T").title == "T" && UINavigationItem().title == nil)
    }
}
