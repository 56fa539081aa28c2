import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Auto Layout: container children and the safe area", .checksForLeaks)
struct ContainerAndSafeAreaTests {
    @Test("The container snippet: a child pinned to the safe-area top and 49 above the bottom, with T01's callbacks")
    func containerSnippetWithContainmentCallbacks() {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log)
        let child = LoggingViewController("C", log: log)
        let window = makeVisible(parent)
        _ = log.take()

        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            child.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor),
            child.view.topAnchor.constraint(equalTo: parent.view.safeAreaLayoutGuide.topAnchor),
            child.view.bottomAnchor.constraint(equalTo: parent.view.bottomAnchor, constant: -49),
        ])
        child.didMove(toParent: parent)
        #expect(log.take() == ["C.wM(P)", "C.viewDidLoad", "C.wA(false, mTP=true)", "C.dM(P)"])

        spin()
        #expect(log.take() == ["C.dA(false, mTP=true)", "C.dM(P)"])
        // Top: the window's 59-point inset; height: 852 - 49 - 59 = 744.
        #expect(child.view.frame == CGRect(x: 0, y: 59, width: 393, height: 744))
        #expect(parent.view.constraints.count == 4)
        #expect(child.view.safeAreaInsets == .zero)
        _ = window
    }

    @Test("T02 with the container snippet in viewDidLoad: constraints made off screen lay out when shown")
    func containerSnippetBeforeShowing() {
        let log = EventLog()
        final class Container: LoggingViewController {
            var child: LoggingViewController?
            override func viewDidLoad() {
                super.viewDidLoad()
                guard let child else { return }
                addChild(child)
                view.addSubview(child.view)
                child.view.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    child.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -49),
                ])
                child.didMove(toParent: self)
            }
        }
        let parent = Container("P", log: log)
        let child = LoggingViewController("C", log: log)
        parent.child = child
        parent.logsFlags = false
        child.logsFlags = false
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        spin()
        #expect(log.take() == ["P.viewDidLoad", "C.wM(P)", "C.viewDidLoad", "C.dM(P)", "P.wA", "C.wA", "P.dA", "C.dA"])
        #expect(child.view.frame == CGRect(x: 0, y: 59, width: 393, height: 744))
        #expect(parent.view.constraints.count == 4)
    }

    @Test("Safe-area and margins guides of the root view on the 393×852 screen (insets 59/34)")
    func safeAreaAndMarginsGuides() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let safe = UIView(), margins = UIView()
        for view in [safe, margins] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let guide = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            safe.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            safe.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            safe.topAnchor.constraint(equalTo: guide.topAnchor),
            safe.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            margins.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            margins.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            margins.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            margins.heightAnchor.constraint(equalToConstant: 10),
        ])
        spin()
        // 852 - 59 - 34 = 759.
        #expect(safe.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(guide.owningView === root)
        // Margins are 8 points, at least the safe area: left/right 8, top 59.
        #expect(margins.frame == CGRect(x: 8, y: 59, width: 377, height: 10))
        _ = window
    }

    @Test("A view below the unsafe area has a zero top inset in its own safe-area guide")
    func nestedSafeArea() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let band = UIView(), content = UIView()
        band.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(band)
        band.addSubview(content)
        NSLayoutConstraint.activate([
            band.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            band.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            band.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            band.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.topAnchor.constraint(equalTo: band.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: band.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: band.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 50),
        ])
        spin()
        // band: y 30, height 822; its top inset is 59 - 30 = 29, its bottom inset 34.
        #expect(band.frame == CGRect(x: 0, y: 30, width: 393, height: 822))
        #expect(content.frame == CGRect(x: 0, y: 29, width: 50, height: 822 - 29 - 34))
        #expect(band.safeAreaInsets == UIEdgeInsets(top: 29, left: 0, bottom: 34, right: 0))
        _ = window
    }

    @Test("Removing a view deactivates constraints to views outside it; its inner ones stay active")
    func removalDeactivatesCrossConstraints() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let box = UIView(), inner = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        box.addSubview(inner)
        let outer = [box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor)]
        let innerOnes = [inner.widthAnchor.constraint(equalTo: box.widthAnchor), box.widthAnchor.constraint(equalToConstant: 40)]
        NSLayoutConstraint.activate(outer + innerOnes)
        spin()
        box.removeFromSuperview()
        #expect(outer.map(\.isActive) == [false, false])
        #expect(innerOnes.map(\.isActive) == [true, true])
        #expect(root.constraints.isEmpty)
        #expect(box.constraints.count == 2)
        // Back in the window, the inner constraints still lay out.
        root.addSubview(box)
        innerOnes[1].constant = 60
        spin()
        #expect(box.frame.width == 60)
        #expect(inner.frame.width == 60)
        _ = window
    }
}
