// The seed texts' recipes (shared/seeds), transcribed verbatim into Swift, with iOS's full logs.
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Seed recipes", .checksForLeaks)
struct SeedRecipeTests {
    /// The seed's container: the recipes run as its methods, with `self` as the parent.
    final class Container: LoggingViewController {
        var currentVC: UIViewController!

        func addCurrent() {
            // 添加子控制器 该方法调用了willMoveToParentViewController：方法
            self.addChild(self.currentVC)
            self.currentVC.view.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width,
                                               height: UIScreen.main.bounds.size.height - 49)
            self.view.addSubview(currentVC.view)
            currentVC.didMove(toParent: self)
        }

        func hideContentController(_ content: UIViewController) {
            content.willMove(toParent: nil)
            content.view.removeFromSuperview()
            content.removeFromParent()
        }

        func animatedSwitch(from oldVC: UIViewController, to newVC: UIViewController) {
            oldVC.willMove(toParent: nil)
            self.addChild(newVC)
            newVC.view.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
            self.transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
                oldVC.view.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
                newVC.view.frame = oldVC.view.frame
            }, completion: { finished in
                oldVC.removeFromParent()
                newVC.didMove(toParent: self)
            })
        }

        func nonAnimatedSwitch(from oldVC: UIViewController, to newVC: UIViewController) {
            oldVC.willMove(toParent: nil)
            self.addChild(newVC)
            newVC.view.frame = oldVC.view.frame
            self.view.addSubview(newVC.view)
            oldVC.removeFromParent()
            oldVC.view.removeFromSuperview()
            newVC.didMove(toParent: self)
        }
    }

    private func visibleContainer(_ log: EventLog) -> (UIWindow, Container) {
        let container = Container("P", log: log)
        let window = makeVisible(container)
        _ = log.take()
        return (window, container)
    }

    @Test("Seed 1: add a child with a frame from the screen bounds minus 49")
    func addChild() {
        let log = EventLog()
        let (window, parent) = visibleContainer(log)
        let child = LoggingViewController("C", log: log)
        parent.currentVC = child
        parent.addCurrent()
        #expect(log.take() == ["C.wM(P)", "C.viewDidLoad", "C.wA(false, mTP=true)", "C.dM(P)"])
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 393, height: 803))
        spin()
        #expect(log.take() == ["C.dA(false, mTP=true)", "C.dM(P)"])
        _ = window
    }

    @Test("Seed 2: hideContentController removes a shown child")
    func removeChild() {
        let log = EventLog()
        let (window, parent) = visibleContainer(log)
        let child = LoggingViewController("C", log: log)
        parent.currentVC = child
        parent.addCurrent()
        spin()
        _ = log.take()
        parent.hideContentController(child)
        #expect(log.take() == ["C.wM(nil)", "C.wD(false, mFP=true)", "C.dM(nil)"])
        spin()
        #expect(log.take() == ["C.dD(false, mFP=true)", "C.dM(nil)"])
        #expect(parent.children.isEmpty && child.view.superview == nil)
        _ = window
    }

    @Test("Seed 3: the animated switch (0.25 s frame animations)")
    func animatedSwitch() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (window, parent) = visibleContainer(log)
        let oldVC = LoggingViewController("Old", log: log), newVC = LoggingViewController("New", log: log)
        parent.currentVC = oldVC
        parent.addCurrent()
        spin()
        _ = log.take()
        parent.animatedSwitch(from: oldVC, to: newVC)
        #expect(log.take() == ["Old.wM(nil)", "New.wM(P)", "New.viewDidLoad", "Old.wD(true, mFP=true)", "New.wA(true, mTP=true)"])
        #expect(newVC.view.superview === parent.view)
        #expect(newVC.view.frame == .zero && oldVC.view.frame == .zero)
        // The frame animation starts at the commit of the current turn, which advance(by:) runs before
        // time moves, and lasts 0.25 s: it is still running just before the end and done at 0.25 s.
        clock.advance(by: 0.24)
        #expect(log.take() == [])
        clock.advance(by: 0.01)
        #expect(log.take() == ["New.dA(true, mTP=true)", "Old.dD(true, mFP=true)", "Old.dM(nil)", "New.dM(P)"])
        #expect(parent.children == [newVC])
        #expect(oldVC.view.superview == nil)
        #expect(parent.log.events.isEmpty)
        _ = window
    }

    @Test("Seed 4: the non-animated switch")
    func nonAnimatedSwitch() {
        let log = EventLog()
        let (window, parent) = visibleContainer(log)
        let oldVC = LoggingViewController("Old", log: log), newVC = LoggingViewController("New", log: log)
        parent.currentVC = oldVC
        parent.addCurrent()
        spin()
        _ = log.take()
        parent.nonAnimatedSwitch(from: oldVC, to: newVC)
        // removeFromParent runs while Old is still appeared, so it clears the moving flag before
        // Old's viewWillDisappear: isMovingFromParent is false there (spec §1.4).
        #expect(log.take() == ["Old.wM(nil)", "New.wM(P)", "New.viewDidLoad", "New.wA(false, mTP=true)",
                               "Old.dM(nil)", "Old.wD(false)", "New.dM(P)"])
        spin()
        #expect(log.take() == ["New.dA(false, mTP=true)", "New.dM(P)", "Old.dD(false)"])
        #expect(newVC.view.frame == CGRect(x: 0, y: 0, width: 393, height: 803))
        _ = window
    }

    @Test("Seed 5: the gist's duration-0 transition with willMove(nil) inside the completion")
    func gistVariant() {
        let log = EventLog()
        let (window, parent) = visibleContainer(log)
        let fromVC = LoggingViewController("F", log: log), toVC = LoggingViewController("T", log: log)
        parent.currentVC = fromVC
        parent.addCurrent()
        spin()
        _ = log.take()
        parent.addChild(toVC)
        parent.transition(from: fromVC, to: toVC, duration: 0.0, options: [], animations: nil,
                          completion: { finished in
                              fromVC.willMove(toParent: nil)
                              fromVC.removeFromParent()
                              toVC.didMove(toParent: parent)
                          })
        #expect(log.take() == ["T.wM(P)", "F.wD(false)", "T.viewDidLoad", "T.wA(false, mTP=true)"])
        spin()
        #expect(log.take() == ["T.dA(false, mTP=true)", "F.dD(false)", "F.wM(nil)", "F.dM(nil)", "T.dM(P)"])
        #expect(parent.children == [toVC])
        _ = window
    }
}
