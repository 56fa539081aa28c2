import UIKit

/// Simulates the user tapping `viewController`'s tab in `tabBarController`, as a real tap would (a tap on
/// the item's button through the touch driver, `tap(_:)`, takes the same path and also runs the
/// controller's `tabBar(_:didSelect:)`):
/// the delegate's `tabBarController(_:shouldSelect:)` is asked first (false stops everything), then
/// the tab is selected with its appearance callbacks and `tabBarController(_:didSelect:)` is called.
/// Tapping the selected tab calls the delegate only. A view controller that is not a tab is ignored.
/// Call `spin()` afterwards for the deferred `viewDidAppear`/`viewDidDisappear`.
@MainActor
public func simulateUserSelection(of viewController: UIViewController, in tabBarController: UITabBarController) {
    tabBarController._userDidSelect(viewController)
}
