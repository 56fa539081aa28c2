import BottomSheet
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Example: a bottom sheet from a custom presentation controller", .serialized, .checksForLeaks)
struct BottomSheetTests {
    /// A 320 × 480 touch window showing a plain root controller that presents B as a bottom sheet;
    /// the clock has run the presentation to its end.
    private func presentedSheet(_ clock: VirtualClock) -> (UIViewController, UIViewController, UIWindow,
                                                          BottomSheetTransitioningDelegate) {
        let a = UIViewController(), b = UIViewController()
        let window = makeTouchWindow()
        window.rootViewController = a
        spin()
        let sheets = BottomSheetTransitioningDelegate()
        sheets.present(b, from: a)
        clock.advance(by: 0.3)
        spin()
        return (a, b, window, sheets)
    }

    @Test("the sheet slides up over a dimming view; a tap on the dimming view dismisses it")
    func presentAndTapToDismiss() {
        withVirtualClock { clock in
            let (a, b, window, sheets) = presentedSheet(clock)
            defer { window.isHidden = true }
            let controller = try! #require(sheets.presentationController)
            #expect(b.presentationController === controller)
            let container = try! #require(controller.containerView)
            #expect(b.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
            #expect(container.superview === window && container.subviews == [controller.dimmingView, b.view])
            #expect(controller.dimmingView.frame == window.bounds && controller.dimmingView.alpha == 1)

            tap(at: CGPoint(x: 160, y: 100), in: window)
            clock.advance(by: 0.3)
            spin()
            #expect(a.presentedViewController == nil)
            #expect(container.superview == nil && controller.dimmingView.superview == nil && b.view.superview == nil)
        }
    }

    @Test("a pan down past a third of the sheet dismisses it; a short one puts it back")
    func panToDismiss() {
        withVirtualClock { clock in
            let (a, b, window, sheets) = presentedSheet(clock)
            defer { window.isHidden = true }

            // Window coordinates: the sheet's own move under the finger must not move the finger.
            drag(window, from: CGPoint(x: 160, y: 260), to: CGPoint(x: 160, y: 290), duration: 0.2)
            clock.advance(by: 0.5)
            spin()
            #expect(a.presentedViewController === b, "a short pan cancels the dismissal")
            #expect(b.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
            #expect(sheets.presentationController?.dimmingView.alpha == 1)

            drag(window, from: CGPoint(x: 160, y: 260), to: CGPoint(x: 160, y: 440), duration: 0.2)
            clock.advance(by: 0.5)
            spin()
            #expect(a.presentedViewController == nil)
            #expect(b.view.superview == nil)
        }
    }
}
