import Testing
import UIKit
import UIKitTesting

@MainActor
class TraitLoggingViewController: LoggingViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log.add("\(name).vWT(\(Int(size.width))x\(Int(size.height)))")
        coordinator.animate(alongsideTransition: { _ in self.log.add("\(self.name).alongside") },
                            completion: { _ in self.log.add("\(self.name).completion") })
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        log.add("\(name).willTransition(h=\(newCollection.horizontalSizeClass.rawValue))")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.add("\(name).tCDC(h=\(previousTraitCollection?.horizontalSizeClass.rawValue ?? -1)->\(traitCollection.horizontalSizeClass.rawValue))")
    }
}

@MainActor
final class TraitLoggingView: UIView {
    var log: EventLog?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log?.add("view.tCDC")
    }
}

@MainActor @Suite("Traits and size transitions (spec §8)", .checksForLeaks)
struct TraitsAndSizeTransitionTests {
    @Test("Traits flow window → root → children → views; a portrait phone window is compact × regular")
    func traitsFlow() {
        let root = UIViewController(), child = UIViewController()
        let window = makeVisible(root)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let label = UIView()
        child.view.addSubview(label)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(window.traitCollection.verticalSizeClass == .regular)
        #expect(window.traitCollection.displayScale == 3)
        #expect(window.traitCollection.userInterfaceIdiom == .phone)
        #expect(root.traitCollection == window.traitCollection)
        #expect(child.traitCollection == window.traitCollection)
        #expect(label.traitCollection == window.traitCollection)
    }

    @Test("setOverrideTraitCollection: willTransition then traitCollectionDidChange down the subtree, only on a real change")
    func overrideTraits() {
        let log = EventLog()
        let parent = TraitLoggingViewController("P", log: log)
        let child = TraitLoggingViewController("C", log: log)
        let grandchild = TraitLoggingViewController("G", log: log)
        let window = makeVisible(parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.addChild(grandchild)
        child.view.addSubview(grandchild.view)
        grandchild.didMove(toParent: child)
        let view = TraitLoggingView()
        view.log = log
        grandchild.view.addSubview(view)
        spin()
        _ = log.take()

        let regular = UITraitCollection(horizontalSizeClass: .regular)
        parent.setOverrideTraitCollection(regular, forChild: child)
        #expect(log.take() == ["C.willTransition(h=2)", "G.willTransition(h=2)",
                               "C.tCDC(h=1->2)", "G.tCDC(h=1->2)", "view.tCDC"])
        #expect(parent.overrideTraitCollection(forChild: child) == regular)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.displayScale == 3, "the other traits still come from the window")
        #expect(parent.traitCollection.horizontalSizeClass == .compact)

        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .light), forChild: grandchild)
        #expect(log.take().isEmpty, "no effective change: nothing is sent")

        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(log.take() == ["C.willTransition(h=1)", "G.willTransition(h=1)",
                               "C.tCDC(h=2->1)", "G.tCDC(h=2->1)", "view.tCDC"])
        _ = window
    }

    @Test("A window size change: willTransition(to:with:), viewWillTransition(to:with:) to root, children and presented")
    func windowSizeChange() {
        let log = EventLog()
        let root = TraitLoggingViewController("R", log: log)
        let child = TraitLoggingViewController("C", log: log)
        let presented = TraitLoggingViewController("B", log: log)
        for controller in [root, child, presented] { controller.logsFlags = false }
        presented.modalPresentationStyle = .overFullScreen
        let window = makeVisible(root)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.present(presented, animated: false)
        spin()
        _ = log.take()

        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        #expect(log.take() == ["R.willTransition(h=2)", "C.willTransition(h=2)", "B.willTransition(h=2)",
                               "R.vWT(852x393)", "C.vWT(852x393)", "B.vWT(852x393)",
                               "R.alongside", "C.alongside", "B.alongside",
                               "R.tCDC(h=1->2)", "C.tCDC(h=1->2)", "B.tCDC(h=1->2)"])
        #expect(root.view.bounds.size == CGSize(width: 852, height: 393))
        #expect(presented.view.bounds.size == CGSize(width: 852, height: 393))
        spin()
        #expect(log.take() == ["R.completion", "C.completion", "B.completion"])

        // Same size again: nothing. A size change that keeps the traits: only viewWillTransition.
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        #expect(log.take().isEmpty)
        window.bounds = CGRect(x: 0, y: 0, width: 800, height: 393)
        #expect(log.take() == ["R.vWT(800x393)", "C.vWT(800x393)", "B.vWT(800x393)",
                               "R.alongside", "C.alongside", "B.alongside"])
        spin()
        _ = log.take()
    }

    @Test("A presented sheet is told its own size: the window's less the sheet's top offset")
    func sheetSize() {
        let log = EventLog()
        let root = TraitLoggingViewController("R", log: log)
        let sheet = TraitLoggingViewController("S", log: log)
        let window = makeVisible(root)
        root.present(sheet, animated: false)
        spin()
        _ = log.take()
        window.frame = CGRect(x: 0, y: 0, width: 393, height: 800)
        #expect(log.take().filter { $0.contains("vWT") } == ["R.vWT(393x800)", "S.vWT(393x731)"])
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 731))
        spin()
    }

    @Test("A child whose size(forChildContentContainer:) does not change is not told")
    func childSizeUnchanged() {
        final class FixedChildSize: TraitLoggingViewController {
            override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
                CGSize(width: 100, height: 100)
            }
        }
        let log = EventLog()
        let root = FixedChildSize("R", log: log)
        let child = TraitLoggingViewController("C", log: log)
        let window = makeVisible(root)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.frame = CGRect(x: 0, y: 0, width: 393, height: 800)
        #expect(log.take().filter { $0.contains("vWT") } == ["R.vWT(393x800)", "C.vWT(100x100)"])
        window.frame = CGRect(x: 0, y: 0, width: 393, height: 700)
        #expect(log.take().filter { $0.contains("vWT") } == ["R.vWT(393x700)"])
        spin()
    }
}
