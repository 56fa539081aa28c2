// The README's example, verbatim, with the behaviour its comments claim checked.
import Testing
import UIKit
import UIKitTesting

@MainActor @Test("The README example: the child's appearance callbacks and flags", .checksForLeaks)
func readmeExample() {
    final class Child: UIViewController {
        var events: [String] = []
        override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); events.append("willMove") }
        override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear(\(animated), \(isMovingToParent))") }
        override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear(\(animated))") }
    }
    let parent = UIViewController(), child = Child()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    parent.addChild(child)                 // child.willMove(toParent: parent)
    #expect(child.events == ["willMove"])
    parent.view.addSubview(child.view)     // child.viewWillAppear(false), isMovingToParent == true
    #expect(child.events == ["willMove", "viewWillAppear(false, true)"])
    child.didMove(toParent: parent)
    spin()                                 // layout, the commit, then child.viewDidAppear(false)
    #expect(child.events == ["willMove", "viewWillAppear(false, true)", "viewDidAppear(false)"])
}
