import BottomSheet
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("Example: a bottom sheet from a custom presentation controller", .serialized, .checksForLeaks)
struct BottomSheetTests {
    /// A 320 × 480 touch window showing a plain root controller that presents B as a bottom sheet;
    /// the clock has run the presentation to its end.
    private func presentedSheet(_ clock: VirtualClock, detents: [CGFloat] = [0.5], at initial: Int = 0)
        -> (UIViewController, UIViewController, UIWindow, BottomSheetTransitioningDelegate) {
        let a = UIViewController(), b = UIViewController()
        let window = makeTouchWindow()
        window.rootViewController = a
        spin()
        let sheets = BottomSheetTransitioningDelegate()
        sheets.detents = detents
        sheets.initialDetentIndex = initial
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

    /// Detents of a quarter, a half and nine tenths of the 480-point window: top edges 360, 240, 48.
    private let threeDetents: [CGFloat] = [0.25, 0.5, 0.9]
    /// The pan's hysteresis, taken off the finger's travel before the sheet moves.
    private let slop = _GestureConstants.panHysteresis

    @Test("detents: the sheet follows the finger up between detents and settles at the nearest on release")
    func dragBetweenDetents() {
        withVirtualClock { clock in
            let (a, b, window, sheets) = presentedSheet(clock, detents: threeDetents)
            defer { window.isHidden = true }
            let controller = try! #require(sheets.presentationController)
            var changes: [Int] = []
            controller.detentChanged = { changes.append($0) }
            #expect(b.view.frame == CGRect(x: 0, y: 360, width: 320, height: 120), "starts at the smallest detent")

            let finger = drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.3, lift: false)
            #expect(b.view.frame == CGRect(x: 0, y: 360 - (150 - slop), width: 320, height: 120 + 150 - slop),
                    "under the finger, past the middle detent")
            #expect(a.presentedViewController === b && b.transitionCoordinator == nil, "no dismissal between detents")
            finger.lift()
            #expect(changes == [1], "the nearest detent to 220 is the middle one (240)")
            #expect(controller.selectedDetentIndex == 1)
            #expect(b.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240), "the model frame at once")
            clock.advance(by: controller.settleDuration / 2)
            let midway = b.view.layer.presentation()?.frame.minY ?? 0
            #expect(midway > 360 - (150 - slop) && midway < 240, "settling down to the detent: \(midway)")
            clock.advance(by: controller.settleDuration)
            spin()
            #expect(b.view.layer.presentation()?.frame == CGRect(x: 0, y: 240, width: 320, height: 240))

            // Up past the largest detent the sheet stops at it.
            drag(window, from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 0), duration: 0.3, lift: false).lift()
            #expect(changes == [1, 2])
            #expect(b.view.frame == CGRect(x: 0, y: 48, width: 320, height: 432))
            clock.advance(by: 1)
            spin()
            #expect(controller.dimmingView.alpha == 1 && a.presentedViewController === b)
        }
    }

    @Test("detents: a drag down goes back to a smaller detent; below the smallest it drives the dismissal")
    func dragDownThroughTheDetents() {
        withVirtualClock { clock in
            let (a, b, window, sheets) = presentedSheet(clock, detents: threeDetents, at: 2)
            defer { window.isHidden = true }
            let controller = try! #require(sheets.presentationController)
            var changes: [Int] = []
            controller.detentChanged = { changes.append($0) }
            #expect(b.view.frame == CGRect(x: 0, y: 48, width: 320, height: 432))

            // 48 + 170 = 218 is nearest the middle detent (240).
            drag(window, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 280), duration: 0.5)
            #expect(changes == [1] && a.presentedViewController === b)
            clock.advance(by: 1)
            spin()
            #expect(b.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))

            // From the middle detent, down past the smallest (360) by 60 points: the dismissal starts
            // at the smallest detent and follows the finger; released there (60 of 120 points, more
            // than a third) it finishes.
            let finger = drag(window, from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 250 + 120 + 60 + slop),
                              duration: 0.6, lift: false)
            #expect(b.transitionCoordinator?.isInteractive == true, "the dismissal runs under the finger")
            #expect(controller.dismissalInteractor != nil)
            finger.lift()
            clock.advance(by: 1)
            spin()
            #expect(a.presentedViewController == nil)
            #expect(b.view.superview == nil && controller.dimmingView.superview == nil)
            #expect(changes == [1], "a dismissal is not a detent change")
        }
    }

    @Test("detents: a short drag below the smallest detent cancels the dismissal and the sheet rests there again")
    func shortDragBelowTheSmallestDetent() {
        withVirtualClock { clock in
            let (a, b, window, sheets) = presentedSheet(clock, detents: threeDetents)
            defer { window.isHidden = true }
            let controller = try! #require(sheets.presentationController)
            drag(window, from: CGPoint(x: 160, y: 380), to: CGPoint(x: 160, y: 380 + 20 + slop), duration: 0.5)
            clock.advance(by: 1)
            spin()
            #expect(a.presentedViewController === b, "20 of 120 points is less than a third")
            #expect(b.view.frame == CGRect(x: 0, y: 360, width: 320, height: 120))
            #expect(controller.dimmingView.alpha == 1)
            #expect(controller.selectedDetentIndex == 0)
        }
    }
}
