import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("The tab bar slides with a push that hides it", .serialized, .checksForLeaks)
struct TabBarPushSlideTests {
    @Test("Push: the bar leaves to the left in step with the old view, then sits below the view; pop brings it back from the left")
    func slidesWithPushAndPop() {
        withVirtualClock { clock in
            let root = UIViewController(), detail = UIViewController()
            detail.hidesBottomBarWhenPushed = true
            let navigation = UINavigationController(rootViewController: root)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            let window = makeVisible(tabs)
            let bar = tabs.tabBar
            #expect(bar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))

            navigation.pushViewController(detail, animated: true)
            spin()
            #expect(bar.frame == CGRect(x: -393, y: 769, width: 393, height: 83), "the model is at the slide's end")
            #expect(bar.layer.presentation()?.frame.minX == 0)
            clock.advance(by: 0.175)
            let barX = bar.layer.presentation()!.frame.minX
            let rootX = root.view.layer.presentation()!.frame.minX
            #expect(barX < 0 && barX > -393)
            #expect(abs(barX / 393 - rootX / (393 * 0.3)) < 0.001, "same curve as the old view's parallax")
            clock.advance(by: 0.3)
            #expect(bar.frame == CGRect(x: 0, y: 852, width: 393, height: 83))
            #expect(detail.view.safeAreaInsets.bottom == 34)

            navigation.popViewController(animated: true)
            spin()
            #expect(bar.layer.presentation()?.frame.minX == -393)
            #expect(bar.frame.minY == 769)
            clock.advance(by: 0.5)
            #expect(bar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
            #expect(root.view.safeAreaInsets.bottom == 83)
            _ = window
        }
    }

    @Test("Without animation, or when both controllers agree, the bar does not slide")
    func noSlide() {
        withVirtualClock { clock in
            let root = UIViewController(), detail = UIViewController(), other = UIViewController()
            detail.hidesBottomBarWhenPushed = true
            let navigation = UINavigationController(rootViewController: root)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            let window = makeVisible(tabs)
            navigation.pushViewController(other, animated: true)
            spin()
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
            clock.advance(by: 0.5)
            navigation.pushViewController(detail, animated: false)
            spin()
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852, width: 393, height: 83))
            #expect(!tabs._pushSlide.isSliding)
            _ = window
        }
    }
}
