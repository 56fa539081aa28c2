import Testing
import UIKit
import UIKitTesting

/// Logs layout callbacks and viewIsAppearing as well as appearance.
@MainActor
final class LayoutLoggingViewController: LoggingViewController {
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.add("\(name).wL") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log.add("\(name).dL") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log.add("\(name).iA(\(animated))") }
}

@MainActor @Suite("Layout callbacks and viewIsAppearing (spec §1.1, §2.2, §8)", .checksForLeaks)
struct LayoutAndViewIsAppearingTests {
    @Test("T02 with layout: will-callbacks, a top-down layout pass with viewIsAppearing, then did-callbacks")
    func rootAppearanceWithLayout() {
        let log = EventLog()
        let parent = LayoutLoggingViewController("P", log: log), child = LayoutLoggingViewController("C", log: log)
        parent.logsFlags = false
        child.logsFlags = false
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = log.take()
        let window = makeVisible(parent)
        #expect(log.take() == ["P.wA", "C.wA", "P.wL", "P.dL", "P.iA(false)", "C.wL", "C.dL", "C.iA(false)", "P.dA", "C.dA"])
        _ = window
    }

    @Test("T01 with layout: viewIsAppearing comes after the child's layout, before viewDidAppear")
    func childAppearanceWithLayout() {
        let log = EventLog()
        let parent = LayoutLoggingViewController("P", log: log), child = LayoutLoggingViewController("C", log: log)
        parent.logsFlags = false
        child.logsFlags = false
        let window = makeVisible(parent)
        _ = log.take()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == ["C.wM(P)", "C.viewDidLoad", "C.wA", "C.dM(P)"])
        spin()
        #expect(log.take() == ["P.wL", "P.dL", "C.wL", "C.dL", "C.iA(false)", "C.dA", "C.dM(P)"])
        _ = window
    }

    @Test("viewIsAppearing is delivered before viewDidAppear when no layout ran (spec §1.1 step 2)")
    func viewIsAppearingWithoutLayout() {
        let log = EventLog()
        let c = LayoutLoggingViewController("C", log: log)
        c.logsFlags = false
        c.beginAppearanceTransition(true, animated: true)
        c.endAppearanceTransition()
        #expect(log.take() == ["C.viewDidLoad", "C.wA", "C.iA(true)", "C.dA"])
    }

    @Test("layoutIfNeeded with nothing pending sends nothing; setNeedsLayout lays out at the next commit")
    func layoutOnDemand() {
        let log = EventLog()
        let vc = LayoutLoggingViewController("V", log: log)
        let window = makeVisible(vc)
        _ = log.take()
        vc.view.layoutIfNeeded()
        #expect(log.take() == [])
        vc.view.setNeedsLayout()
        #expect(log.take() == [])
        spin()
        #expect(log.take() == ["V.wL", "V.dL"])
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        #expect(log.take() == ["V.wL", "V.dL"])
        _ = window
    }

    @Test("a view controller's root view fills the window and resizes with it")
    func rootViewFillsTheWindow() {
        let vc = UIViewController()
        let window = makeVisible(vc)
        #expect(vc.view.frame == window.bounds)
        #expect(vc.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
    }
}
