// The README's example, as a user's package writes it: Swift Testing with UIKit and UIKitTesting.
import Testing
import UIKit
import UIKitTesting
@testable import ContainerKit

final class Child: UIViewController {
    var events: [String] = []
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); events.append("willMove") }
    override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear(\(animated), \(isMovingToParent))") }
    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear(\(animated), \(isMovingFromParent))") }
    override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear(\(animated))") }
    override func didMove(toParent parent: UIViewController?) { events.append("didMove(\(parent == nil ? "nil" : "parent"))") }
}

@MainActor @Test func childAppears() {
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
    #expect(child.events == ["willMove", "viewWillAppear(false, true)", "didMove(parent)", "viewDidAppear(false)"])
}

@MainActor @Test("A user's container swaps cards with the exact callbacks, and prints with its module")
func cardContainerSwaps() {
    let container = CardContainerViewController(), first = Child(), second = Child()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = container
    window.makeKeyAndVisible()
    spin()
    container.show(first)
    spin()
    container.show(second)
    spin()
    #expect(first.events == ["willMove", "viewWillAppear(false, true)", "didMove(parent)", "viewDidAppear(false)",
                             "willMove", "viewWillDisappear(false, true)", "didMove(nil)", "viewDidDisappear(false)"])
    #expect(second.events == ["willMove", "viewWillAppear(false, true)", "didMove(parent)", "viewDidAppear(false)"])
    #expect(container.children == [second])
    #expect(container.description.hasPrefix("<ContainerKit.CardContainerViewController: 0x"))
    #expect(first.description.hasPrefix("<ContainerKitTests.Child: 0x"))
}
