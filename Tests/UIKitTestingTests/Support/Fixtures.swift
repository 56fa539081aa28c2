import UIKit
import UIKitTesting

/// A key window showing `root`, after one turn.
@MainActor
func showInWindow(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    spin()
    return window
}

/// Adds `child` to `parent` with Apple's recipe and lets the turn end.
@MainActor
func addWithRecipe(_ child: UIViewController, to parent: UIViewController) {
    parent.addChild(child)
    child.view.frame = parent.view.bounds
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    spin()
}

/// A plain view controller class with a distinct name, for default naming.
final class PlainViewController: UIViewController {}
