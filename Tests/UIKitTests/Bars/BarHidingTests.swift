import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("Bar hiding on swipe, tap, keyboard and compact height", .serialized, .checksForLeaks)
struct BarHidingTests {
    /// A navigation controller showing `root` with its toolbar on.
    func makeNav(_ root: UIViewController, toolbarItems: Bool) -> UINavigationController {
        if toolbarItems { root.toolbarItems = [UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)] }
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        return nav
    }

    func bars(_ nav: UINavigationController) -> String {
        "nav \(nav.isNavigationBarHidden ? "hidden" : "shown"), toolbar \(nav.isToolbarHidden ? "hidden" : "shown"), "
            + "safe \(Int(nav.topViewController!.view.safeAreaInsets.top))/\(Int(nav.topViewController!.view.safeAreaInsets.bottom))"
    }

    @Test("Defaults are false; the recognizers join the view only once asked for or turned on")
    func defaultsAndRecognizers() {
        let nav = UINavigationController(rootViewController: UIViewController())
        #expect(!nav.hidesBarsOnSwipe && !nav.hidesBarsOnTap && !nav.hidesBarsWhenKeyboardAppears && !nav.hidesBarsWhenVerticallyCompact)
        nav.loadViewIfNeeded()
        #expect(nav.view.gestureRecognizers?.count == 1, "only the interactive pop")
        nav.hidesBarsOnSwipe = true
        #expect(nav.barHideOnSwipeGestureRecognizer.view === nav.view)
        #expect(nav.barHideOnTapGestureRecognizer.view === nav.view)
        #expect(nav.barHideOnSwipeGestureRecognizer === nav.barHideOnSwipeGestureRecognizer)
        #expect(nav.view.gestureRecognizers?.count == 3)
        #expect(!nav.barHideOnTapGestureRecognizer.cancelsTouchesInView)
    }

    @Test("hidesBarsOnSwipe: up hides both bars, down shows them; the safe area follows")
    func swipe() {
        withVirtualClock { clock in
            let root = BarScrollingViewController()
            let nav = makeNav(root, toolbarItems: true)
            let window = makeVisible(nav)
            var log = [bars(nav)]
            drag(nav.view, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
            log.append(bars(nav))
            nav.hidesBarsOnSwipe = true
            drag(nav.view, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
            clock.advance(by: 0.5)
            log.append(bars(nav))
            drag(nav.view, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600))
            clock.advance(by: 0.5)
            log.append(bars(nav))
            #expect(log == [
                "nav shown, toolbar shown, safe 103/78",
                "nav shown, toolbar shown, safe 103/78",
                "nav hidden, toolbar hidden, safe 59/34",
                "nav shown, toolbar shown, safe 103/78",
            ])
            _ = window
        }
    }

    @Test("hidesBarsOnSwipe: a toolbar without items stays")
    func swipeKeepsAnEmptyToolbar() {
        withVirtualClock { clock in
            let nav = makeNav(BarScrollingViewController(), toolbarItems: false)
            nav.hidesBarsOnSwipe = true
            let window = makeVisible(nav)
            drag(nav.view, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300))
            clock.advance(by: 0.5)
            #expect(bars(nav) == "nav hidden, toolbar shown, safe 59/78")
            _ = window
        }
    }

    @Test("hidesBarsOnTap: a tap on the content toggles the bars; a tap on a button does not")
    func tapToggles() {
        withVirtualClock { clock in
            let root = UIViewController()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 400, width: 100, height: 44)
            root.view.addSubview(button)
            let nav = makeNav(root, toolbarItems: true)
            nav.hidesBarsOnTap = true
            let window = makeVisible(nav)
            var log = [bars(nav)]
            tap(at: CGPoint(x: 200, y: 600), in: nav.view)
            clock.advance(by: 0.5)
            log.append(bars(nav))
            tap(button)
            clock.advance(by: 0.5)
            log.append(bars(nav))
            tap(at: CGPoint(x: 200, y: 600), in: nav.view)
            clock.advance(by: 0.5)
            log.append(bars(nav))
            #expect(log == [
                "nav shown, toolbar shown, safe 103/78",
                "nav hidden, toolbar hidden, safe 59/34",
                "nav hidden, toolbar hidden, safe 59/34",
                "nav shown, toolbar shown, safe 103/78",
            ])
            _ = window
        }
    }

    @Test("hidesBarsWhenKeyboardAppears: the keyboard hides the bars, which stay hidden after it goes")
    func keyboard() {
        withVirtualClock { clock in
            let nav = makeNav(UIViewController(), toolbarItems: true)
            let window = makeVisible(nav)
            SimulatedKeyboard.show(in: window)
            clock.advance(by: 0.5)
            #expect(bars(nav) == "nav shown, toolbar shown, safe 103/78", "off by default")
            SimulatedKeyboard.hide()
            clock.advance(by: 0.5)
            nav.hidesBarsWhenKeyboardAppears = true
            SimulatedKeyboard.show(in: window)
            clock.advance(by: 0.5)
            #expect(nav.isNavigationBarHidden && nav.isToolbarHidden)
            SimulatedKeyboard.hide()
            clock.advance(by: 0.5)
            #expect(nav.isNavigationBarHidden && nav.isToolbarHidden)
            SimulatedKeyboard.reset()
            _ = window
        }
    }

    @Test("hidesBarsWhenVerticallyCompact: compact hides the bars, regular shows them, a tap while compact shows them")
    func verticallyCompact() {
        withVirtualClock { clock in
            let nav = makeNav(UIViewController(), toolbarItems: true)
            nav.hidesBarsWhenVerticallyCompact = true
            let window = makeVisible(nav)
            var log = [bars(nav)]
            nav.traitOverrides.verticalSizeClass = .compact
            nav.view.setNeedsLayout()
            spin()
            log.append(bars(nav))
            nav.traitOverrides.verticalSizeClass = .regular
            nav.view.setNeedsLayout()
            spin()
            log.append(bars(nav))
            nav.traitOverrides.verticalSizeClass = .compact
            nav.view.setNeedsLayout()
            spin()
            tap(at: CGPoint(x: 200, y: 80), in: nav.view)
            clock.advance(by: 0.5)
            log.append(bars(nav))
            #expect(log == [
                "nav shown, toolbar shown, safe 103/78",
                "nav hidden, toolbar hidden, safe 59/34",
                "nav shown, toolbar shown, safe 103/78",
                // Shown again while compact: both bars are 32 high there (59 + 32, 34 + 32).
                "nav shown, toolbar shown, safe 91/66",
            ])
            _ = window
        }
    }
}
