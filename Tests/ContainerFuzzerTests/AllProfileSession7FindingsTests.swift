import ContainerFuzzer
import Testing
import UIKit
import UIKitTesting

/// Session 7's open finding of the all profile at seed 7 (session 8, helper "fuzz2"), named after its episode.
@MainActor @Suite("The all profile's session 7 findings", .serialized, .checksForLeaks)
struct AllProfileSession7FindingsTests {
    /// The fuzzer's model: `setContentOffset(_:animated:)` sent V5's scroll view to (194, −35), inside its
    /// range while its adjusted top was 47; a `transition(from:to:)` mid-animation moved it where the
    /// adjusted top is 3, and the animation ended at the point it was sent to. A programmatic offset is
    /// not clamped (on iOS neither), so at idle it rested outside its new range, where it was sent; the
    /// model now checks such an offset against where it was sent, not against the range.
    @Test("an offset sent in code stays where it was sent when the range moves under it (seed 7, episode 11325731094682695777)")
    func offsetSentInCodeIsNotHeldToAMovedRange() {
        #expect(ContainerFuzzer.replay([
        .init(.push, a: 46525, b: 51374, c: 25959, animated: false),
        .init(.addChild, a: 54001, b: 55159, c: 30793, animated: false),
        .init(.transitionChild, a: 6641, b: 55692, c: 16809, animated: true),
        .init(.push, a: 9812, b: 25453, c: 15143, animated: true),
        .init(.advance, a: 951, b: 56944, c: 15569, animated: false),
        .init(.addChild, a: 5214, b: 29248, c: 30249, animated: true),
        .init(.removeChild, a: 39382, b: 44186, c: 27058, animated: true),
        .init(.addChild, a: 5147, b: 57736, c: 29380, animated: false),
        .init(.addChild, a: 26950, b: 15298, c: 27600, animated: true),
        .init(.settle, a: 61181, b: 7785, c: 63750, animated: true),
        .init(.customPresent, a: 18293, b: 65052, c: 1847, animated: false),
        .init(.pageHost, a: 8253, b: 19269, c: 64947, animated: false),
        .init(.customDismiss, a: 23715, b: 57783, c: 18559, animated: true),
        .init(.transitionChild, a: 23498, b: 12900, c: 19033, animated: false),
        .init(.interactiveFinish, a: 25743, b: 30924, c: 53908, animated: true),
        .init(.removeChild, a: 44654, b: 4774, c: 46454, animated: false),
        .init(.addChild, a: 5689, b: 31180, c: 38713, animated: true),
        .init(.customPush, a: 30454, b: 54842, c: 46467, animated: false),
        .init(.customPush, a: 15454, b: 39613, c: 51825, animated: false),
        .init(.advance, a: 56943, b: 18745, c: 53492, animated: false),
        .init(.removeChild, a: 40543, b: 48655, c: 23084, animated: false),
        .init(.removeChild, a: 14142, b: 18779, c: 55017, animated: true),
        .init(.addChild, a: 22336, b: 31159, c: 15921, animated: false),
        .init(.setTabs, a: 51081, b: 16237, c: 49893, animated: true),
        .init(.advance, a: 31357, b: 64914, c: 20686, animated: false),
        .init(.advance, a: 7681, b: 716, c: 27991, animated: true),
        .init(.interruptiblePresent, a: 20710, b: 55336, c: 46306, animated: false),
        .init(.addChild, a: 21988, b: 56363, c: 31206, animated: true),
        .init(.addChild, a: 5136, b: 37091, c: 2126, animated: false),
        .init(.transitionChild, a: 52726, b: 37756, c: 5130, animated: true),
        .init(.advance, a: 64253, b: 58975, c: 5439, animated: false),
        .init(.popoverPresent, a: 40215, b: 60911, c: 52723, animated: false),
        .init(.addChild, a: 4455, b: 64180, c: 62760, animated: false),
        .init(.settle, a: 54924, b: 19156, c: 1042, animated: false),
        .init(.addChild, a: 37044, b: 12248, c: 61788, animated: false),
        .init(.scrollDrag, a: 11980, b: 54501, c: 47847, animated: false),
        .init(.customPop, a: 35918, b: 46437, c: 49941, animated: true),
        .init(.advance, a: 42587, b: 64384, c: 30294, animated: true),
        .init(.removeChild, a: 49945, b: 51430, c: 62090, animated: false),
        .init(.advance, a: 9542, b: 43046, c: 20231, animated: false),
        .init(.scrollTo, a: 26141, b: 25304, c: 53531, animated: true),
        .init(.advance, a: 21253, b: 63253, c: 58800, animated: false),
        .init(.interruptiblePresent, a: 32596, b: 39291, c: 25984, animated: true),
        .init(.addChild, a: 65493, b: 12539, c: 45986, animated: false),
        .init(.removeChild, a: 46531, b: 37938, c: 46948, animated: false),
        .init(.transitionChild, a: 55362, b: 52558, c: 15112, animated: false),
        ], profile: .all) == nil)
    }

    /// The port's side: an animated `setContentOffset` whose adjusted inset shrinks mid-animation ends
    /// at the point it was sent to, outside the new range, and is not clamped there.
    @Test("an animated setContentOffset ends where it was sent when the adjusted inset shrinks mid-animation")
    func animatedOffsetEndsWhereSentWhenInsetShrinks() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        let child = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 40, y: 100, width: 240, height: 400))
        scroll.contentSize = CGSize(width: 600, height: 1600)
        child.view.addSubview(scroll)
        child.additionalSafeAreaInsets.top = 44
        let navigation = UINavigationController(rootViewController: child)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        spinUntilIdle()
        #expect(scroll.adjustedContentInset.top == 47)

        scroll.setContentOffset(CGPoint(x: 194, y: -35), animated: true)
        clock.advance(by: 0.1)
        #expect(scroll.contentOffset != CGPoint(x: 194, y: -35))
        child.additionalSafeAreaInsets = .zero
        child.view.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 3)
        clock.advance(by: 2)
        spinUntilIdle()
        #expect(scroll.contentOffset == CGPoint(x: 194, y: -35))
        #expect(!scroll.isDecelerating)
        window.isHidden = true
        window.rootViewController = nil
        spinUntilIdle()
    }
}
