import ContainerFuzzer
import Testing
import UIKit
import UIKitTesting

/// Session 14's findings of the all profile, replayed from their shrunk operation lists and named after
/// their episodes.
@MainActor @Suite("The all profile's session 14 findings", .serialized, .checksForLeaks)
struct AllProfileSession14FindingsTests {
    /// One drag both began a sheet's swipe dismissal and a page turn in a page view controller inside
    /// the sheet. The swipe was cancelled (the page came back: wA, dA), then the turn's cancellation sent
    /// the current page wD/dD while it was on screen. A user's turn now begins only while the page view
    /// controller is shown (`PageTurnWhileDisappearingTests`).
    @Test("a drag under a sheet's swipe dismissal turns no page in the sheet (seed 19, episode 15722582154866464117)")
    func dragUnderASwipeDismissalTurnsNoPage() {
        let failure = ContainerFuzzer.replay([
            .init(.push, a: 23432, b: 60008, c: 37448, animated: false),
            .init(.customPresent, a: 57942, b: 46979, c: 62654, animated: false),
            .init(.present, a: 48784, b: 32390, c: 62813, animated: false),
            .init(.addChild, a: 45203, b: 18059, c: 59419, animated: false),
            .init(.advance, a: 54302, b: 64025, c: 58110, animated: false),
            .init(.pageHost, a: 51378, b: 15168, c: 49093, animated: true),
            .init(.settle, a: 20422, b: 44133, c: 4811, animated: true),
            .init(.edgePan, a: 59352, b: 39875, c: 40428, animated: false),
            .init(.setTabs, a: 15038, b: 20879, c: 734, animated: false),
            .init(.customPush, a: 40706, b: 15668, c: 19057, animated: true),
            .init(.push, a: 7277, b: 13977, c: 56794, animated: true),
            .init(.pageTurn, a: 54513, b: 29725, c: 58660, animated: true),
            .init(.advance, a: 30396, b: 28974, c: 3633, animated: false),
            .init(.advance, a: 2117, b: 57318, c: 22009, animated: true),
            .init(.advance, a: 42824, b: 2882, c: 65462, animated: false),
            .init(.pageHost, a: 42065, b: 16700, c: 62392, animated: true),
            .init(.advance, a: 57475, b: 47213, c: 55861, animated: true),
            .init(.sheetDetent, a: 28809, b: 27101, c: 14177, animated: true),
            .init(.touchMove, a: 19734, b: 65054, c: 13981, animated: true),
            .init(.touchLift, a: 51962, b: 28625, c: 34892, animated: false),
            .init(.spin, a: 22259, b: 57477, c: 7427, animated: true),
            .init(.dismiss, a: 61439, b: 59063, c: 62592, animated: false),
            .init(.settle, a: 40625, b: 40314, c: 19843, animated: true),
            .init(.scrollDrag, a: 27198, b: 19093, c: 7094, animated: false),
        ], profile: .all)
        #expect(failure == nil)
    }

    /// A page drag in a presented page view controller whose paging scroll view hands its vertical
    /// movement to the sheet: the drag began a turn, then moved the sheet into a swipe dismissal. The
    /// page view controller's disappearance ended the turn at once and cancelled the held drag, which
    /// left the sheet's dismissal begun and never ended ("stuck mid-transition"). Ending a turn for the
    /// disappearance now keeps the finger's drag, which goes on moving the sheet.
    @Test("a page drag that swipes its sheet away keeps moving the sheet after the turn ends (seed 7, episode 11638421786587874138)")
    func pageDragThatSwipesItsSheetAway() {
        let failure = ContainerFuzzer.replay([
            .init(.popoverPresent, a: 50455, b: 37855, c: 8756, animated: false),
            .init(.pageHost, a: 43643, b: 31721, c: 45903, animated: true),
            .init(.spin, a: 41369, b: 36127, c: 36898, animated: true),
            .init(.pageHost, a: 8369, b: 16048, c: 37969, animated: false),
            .init(.spin, a: 40380, b: 63102, c: 2732, animated: false),
            .init(.present, a: 64178, b: 12598, c: 59123, animated: false),
            .init(.settle, a: 58973, b: 23097, c: 51282, animated: true),
            .init(.sheetDetent, a: 55620, b: 14239, c: 52464, animated: true),
            .init(.customDismiss, a: 57219, b: 50053, c: 57448, animated: true),
            .init(.advance, a: 39635, b: 41295, c: 49433, animated: true),
            .init(.advance, a: 43721, b: 3733, c: 36243, animated: false),
            .init(.pageDrag, a: 12997, b: 6737, c: 23138, animated: true),
        ], profile: .all)
        #expect(failure == nil)
    }
}
