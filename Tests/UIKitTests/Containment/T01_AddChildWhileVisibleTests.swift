import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Containment: adding a child (spec §2.2, §2.3)", .checksForLeaks)
struct AddChildTests {
    @Test("T01: add a child while visible")
    func addChildWhileVisible() {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log)
        let child = LoggingViewController("C", log: log)
        let window = makeVisible(parent)
        _ = log.take()

        var parentInsideWillMove: UIViewController?
        parent.addChild(child)
        parentInsideWillMove = child.parent
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == ["C.wM(P)", "C.viewDidLoad", "C.wA(false, mTP=true)", "C.dM(P)"])
        #expect(parentInsideWillMove === parent)
        #expect(!child.isMovingToParent)

        spin()
        // The second dM is the provisional §2.4 re-send (DECOMP).
        #expect(log.take() == ["C.dA(false, mTP=true)", "C.dM(P)"])
        #expect(parent.children == [child])
        _ = window
    }

    @Test("T02: add offscreen in viewDidLoad, then show")
    func addOffscreenThenShow() {
        let log = EventLog()
        final class Container: LoggingViewController {
            var child: LoggingViewController?
            override func viewDidLoad() {
                super.viewDidLoad()
                guard let child else { return }
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        let parent = Container("P", log: log)
        let child = LoggingViewController("C", log: log)
        parent.child = child
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        spin()
        #expect(log.take() == ["P.viewDidLoad", "C.wM(P)", "C.viewDidLoad", "C.dM(P)",
                               "P.wA(false)", "C.wA(false)", "P.dA(false)", "C.dA(false)"])
    }
}
