import Testing
import UIKit
import UIKitTesting

/// Work left unfinished, then dropped, leaves no view controller, view, layer or window behind (each
/// body runs under its own tracker; the suite's trait checks the test as a whole as well).
@MainActor @Suite("Leaks: unfinished work leaves nothing behind", .checksForLeaks)
struct LeakRegressionTests {
    /// The report of what `body` left alive, settled.
    func leftovers(_ body: () -> Void) -> String {
        let tracker = LeakTracker()
        tracker.track(body)
        return tracker.report().description
    }

    @Test("A view with a repeating animation goes away with its window (the animation's delegate held the view)")
    func repeatingAnimationReleasesItsView() {
        #expect(leftovers {
            withVirtualClock { clock in
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                window.makeKeyAndVisible()
                let view = UIView(frame: window.bounds)
                window.addSubview(view)
                UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0 })
                clock.advance(by: 1)
            }
        } == "No objects outlived the test.")
    }

    @Test("A repeating animation whose completion captures its controller is a cycle, as on iOS; removing it frees all")
    func repeatingCompletionCycleIsReported() {
        let tracker = LeakTracker()
        weak var layer: CALayer?
        let (controller, view) = tracker.track { () -> (ObjectIdentifier, ObjectIdentifier) in
            let controller = UIViewController()
            let window = makeVisible(controller)
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat], animations: { controller.view.alpha = 0 },
                           completion: { _ in _ = controller })
            spin()
            layer = controller.view.layer
            _ = window
            return (ObjectIdentifier(controller), ObjectIdentifier(controller.view))
        }
        let report = tracker.report()
        #expect(report.leaks.count == 1)
        #expect(report.allObjects.map(\.kind) == [.viewController, .view, .layer])
        // The layer keeps its animation, the animation its delegate, the delegate the completion.
        layer?.removeAllAnimations()
        #expect(tracker.report().isEmpty)
        _ = (controller, view)
    }

    @Test("A presentation left in place, and one dropped mid-slide, release presenter and presented")
    func presentationsRelease() {
        #expect(leftovers {
            withVirtualClock { clock in
                let a = UIViewController(), b = UIViewController()
                let window = makeVisible(a)
                a.present(b, animated: true)
                clock.advance(by: 1)
                _ = window
            }
        } == "No objects outlived the test.")
        #expect(leftovers {
            let a = UIViewController(), b = UIViewController()
            let window = makeVisible(a)
            a.present(b, animated: true) { _ = a }
            spin()
            _ = window
        } == "No objects outlived the test.")
    }

    @Test("Pushes interrupted mid-slide, with coordinator blocks that capture the controllers, release everything")
    func navigationReleases() {
        #expect(leftovers {
            withVirtualClock { clock in
                let a = UIViewController(), b = UIViewController(), c = UIViewController()
                let nav = UINavigationController(rootViewController: a)
                let window = makeVisible(nav)
                nav.pushViewController(b, animated: true)
                nav.transitionCoordinator?.animate(alongsideTransition: { _ in _ = b }, completion: { _ in _ = nav })
                clock.advance(by: 0.1)
                nav.pushViewController(c, animated: true)
                clock.advance(by: 0.1)
                _ = window
            }
        } == "No objects outlived the test.")
    }

    @Test("A transition(from:to:) dropped mid-animation, and a tab switch, release their controllers")
    func containersRelease() {
        #expect(leftovers {
            withVirtualClock { clock in
                let parent = UIViewController(), from = UIViewController(), to = UIViewController()
                let window = makeVisible(parent)
                parent.addChild(from)
                parent.view.addSubview(from.view)
                from.didMove(toParent: parent)
                spin()
                from.willMove(toParent: nil)
                parent.addChild(to)
                parent.transition(from: from, to: to, duration: 0.3, options: [], animations: { to.view.alpha = 0.5 }) { _ in
                    from.removeFromParent()
                    to.didMove(toParent: parent)
                }
                clock.advance(by: 0.1)
                _ = window
            }
        } == "No objects outlived the test.")
        #expect(leftovers {
            withVirtualClock { clock in
                let tabs = UITabBarController()
                tabs.viewControllers = [UIViewController(), UINavigationController(rootViewController: UIViewController())]
                let window = makeVisible(tabs)
                tabs.selectedIndex = 1
                clock.advance(by: 0.5)
                tabs.viewControllers = [UIViewController()]
                spin()
                _ = window
            }
        } == "No objects outlived the test.")
    }

    @Test("A running property animator, a key window with a first responder, and rendered layers release their views")
    func animatorsWindowsAndRenderingRelease() {
        #expect(leftovers {
            withVirtualClock { clock in
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.addCompletion { _ in _ = view }
                animator.startAnimation()
                clock.advance(by: 0.1)
            }
        } == "No objects outlived the test.")
        #expect(leftovers {
            final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            window.makeKeyAndVisible()
            let field = Field(frame: CGRect(x: 2, y: 2, width: 5, height: 5))
            field.layer.cornerRadius = 2
            field.layer.shadowOpacity = 0.5
            window.addSubview(field)
            _ = field.becomeFirstResponder()
            spin()
            _ = snapshotPNG(of: window, scale: 3)
        } == "No objects outlived the test.")
    }

    @Test("Work a virtual clock left running settles whatever the system clock reads (a machine booted minutes ago)")
    func settlesWorkFromAVirtualClockAheadOfTheSystemClock() {
        // A virtual time far beyond any uptime: the system clock is behind the animation's begin time, as it is
        // on a machine up for less than the default 1,000 s. Settling must resume from the virtual time.
        #expect(leftovers {
            let clock = VirtualClock.install(at: 1e9)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { _ in _ = view })
            clock.advance(by: 0.1)
            clock.uninstall()
        } == "No objects outlived the test.")
    }
}
