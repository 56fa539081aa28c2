import ContainerFuzzer
import Testing
import UIKit
import UIKitTesting

/// Session 8's open findings of the all profile, triaged in session 11 (helper "fuzz"), named after their
/// episodes and spec cases.
@MainActor @Suite("The all profile's session 8 findings", .serialized, .checksForLeaks)
struct AllProfileSession8FindingsTests {
    /// A scroll view as the fuzzer builds one: 240 × 400 at y = 100 in its controller's view, so under a
    /// navigation bar (its bottom at 103) its adjusted top is 3.
    func makeFuzzerScrollView(in controller: UIViewController) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 40, y: 100, width: 240, height: 400))
        scroll.contentSize = CGSize(width: 600, height: 1600)
        controller.view.addSubview(scroll)
        return scroll
    }

    /// W46 (spec §20.6, "animate at constant velocity to new offset"): an animated `setContentOffset` to
    /// the top edge of a scroll view out of every window, whose controller is then pushed under a bar
    /// mid-animation, ends where it was sent, (25, 0), not at the new edge (25, −3): the animation holds
    /// its target, and the port's resting-at-the-edge rule is for a view at rest.
    @Test("W46: an animated offset to the top edge, pushed under a bar mid-animation, ends where it was sent (seed 7, episode 4036538631689716951)")
    func w46AnimatedOffsetHoldsItsTargetWhenPushedUnderABar() {
        withVirtualClock { clock in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let root = UIViewController(), pushed = UIViewController()
            let scroll = makeFuzzerScrollView(in: pushed)
            let recorder = FuzzScrollEndRecorder()
            scroll.delegate = recorder
            let navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            spinUntilIdle()
            #expect(scroll.window == nil && scroll.adjustedContentInset.top == 0)

            scroll.setContentOffset(CGPoint(x: 25, y: 0), animated: true)
            #expect(scroll.isScrollAnimating)
            navigation.pushViewController(pushed, animated: false)
            spinUntilIdle()
            #expect(scroll.window === window)
            #expect(scroll.adjustedContentInset.top == 3)
            #expect(scroll.isScrollAnimating, "the inset changed while the animation ran")
            clock.advance(by: 1)
            spinUntilIdle()
            #expect(!scroll.isScrollAnimating)
            #expect(scroll.contentOffset == CGPoint(x: 25, y: 0))
            #expect(recorder.ends == 1)
            window.isHidden = true
            window.rootViewController = nil
            spinUntilIdle()
        }
    }

    /// W42 with W46: the same scroll view, come to rest at its top edge before the push, follows the
    /// edge to (25, −3) when the bar gives it its adjusted top (the port's rule, [INFERRED]).
    @Test("W42: an animated offset to the top edge that arrived before the push follows the edge under the bar")
    func w42ArrivedOffsetFollowsTheEdgeWhenPushedUnderABar() {
        withVirtualClock { clock in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let root = UIViewController(), pushed = UIViewController()
            let scroll = makeFuzzerScrollView(in: pushed)
            let recorder = FuzzScrollEndRecorder()
            scroll.delegate = recorder
            let navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            spinUntilIdle()

            scroll.setContentOffset(CGPoint(x: 25, y: 0), animated: true)
            clock.advance(by: 1)
            spinUntilIdle()
            #expect(scroll.contentOffset == CGPoint(x: 25, y: 0) && recorder.ends == 1)
            navigation.pushViewController(pushed, animated: false)
            spinUntilIdle()
            #expect(scroll.adjustedContentInset.top == 3)
            #expect(scroll.contentOffset == CGPoint(x: 25, y: -3))
            window.isHidden = true
            window.rootViewController = nil
            spinUntilIdle()
        }
    }

    /// The fuzzer's model, fixed: it applied the resting-at-the-edge rule to V5's scroll view, sent
    /// animated to (25, 0) at its top edge while out of every window, although the push that moved its
    /// edge to −3 came mid-animation. It now takes the edge the view has when the animation ends.
    @Test("the model takes the edge an animated offset has when it arrives (seed 7, episode 4036538631689716951)")
    func edgeIsTakenWhenTheAnimationArrives() {
        #expect(ContainerFuzzer.replay([
            .init(.interruptibleNavigation, a: 41502, b: 6150, c: 34204, animated: true),
            .init(.addChild, a: 20059, b: 62824, c: 13050, animated: false),
            .init(.push, a: 41383, b: 22339, c: 11501, animated: true),
            .init(.customPresent, a: 657, b: 32968, c: 842, animated: true),
            .init(.addChild, a: 29703, b: 61450, c: 32368, animated: false),
            .init(.settle, a: 19832, b: 33004, c: 61878, animated: false),
            .init(.dismiss, a: 18314, b: 45076, c: 25469, animated: false),
            .init(.setTabs, a: 62888, b: 23097, c: 4358, animated: false),
            .init(.push, a: 573, b: 21872, c: 47919, animated: false),
            .init(.push, a: 1842, b: 57131, c: 64736, animated: true),
            .init(.advance, a: 7567, b: 47198, c: 22173, animated: true),
            .init(.advance, a: 14183, b: 7273, c: 59715, animated: false),
            .init(.customPop, a: 18451, b: 57435, c: 35810, animated: true),
            .init(.addChild, a: 25726, b: 54481, c: 18494, animated: false),
            .init(.transitionChild, a: 9306, b: 2924, c: 35735, animated: false),
            .init(.push, a: 35120, b: 61309, c: 32582, animated: false),
            .init(.spin, a: 60501, b: 48415, c: 27, animated: false),
            .init(.removeChild, a: 14150, b: 35929, c: 13703, animated: true),
            .init(.interruptiblePresent, a: 57636, b: 49226, c: 44743, animated: true),
            .init(.settle, a: 58165, b: 25553, c: 15904, animated: true),
            .init(.addChild, a: 20058, b: 60224, c: 62523, animated: true),
            .init(.scrollTo, a: 43355, b: 50608, c: 26462, animated: true),
            .init(.push, a: 16609, b: 46390, c: 28118, animated: false),
        ], profile: .all) == nil)
    }

    /// Spec §6 with §16.7: a tab switch inside a presented `UITabBarController` settles while a finger's
    /// drag dismisses its page sheet (the drag hands over from a scroll view at its top edge). The model
    /// counted the tab bar controller busy with the switch, so it did not note the user's dismissal, and
    /// presented from it once the switch settled: "while a presentation is in progress". A container change
    /// in flight no longer accounts for a presented controller's coordinator.
    @Test("a sheet dismissed by a drag while a tab switch in it settled is held until the dismissal ends (seed 19, episode 9589201963121027248)")
    func userDismissalDuringATabSwitchIsHeld() {
        let failure = ContainerFuzzer.replay([
            .init(.setTabs, a: 14837, b: 38747, c: 36665, animated: true),
            .init(.advance, a: 6172, b: 10396, c: 47847, animated: false),
            .init(.pageHost, a: 59749, b: 15994, c: 48888, animated: true),
            .init(.alertPresent, a: 48645, b: 60983, c: 63983, animated: false),
            .init(.transitionChild, a: 7346, b: 58436, c: 19272, animated: false),
            .init(.push, a: 31532, b: 38447, c: 29647, animated: true),
            .init(.setNavigationStack, a: 55644, b: 233, c: 32252, animated: false),
            .init(.advance, a: 16835, b: 59258, c: 13684, animated: true),
            .init(.advance, a: 47008, b: 33113, c: 1030, animated: false),
            .init(.addChild, a: 54411, b: 30486, c: 60504, animated: false),
            .init(.scrollDrag, a: 45430, b: 18242, c: 10807, animated: false),
            .init(.alertTap, a: 1504, b: 48470, c: 53419, animated: false),
            .init(.addChild, a: 12625, b: 38119, c: 24154, animated: false),
            .init(.advance, a: 22056, b: 64814, c: 57080, animated: true),
            .init(.addChild, a: 37394, b: 54717, c: 30792, animated: false),
            .init(.removeChild, a: 3252, b: 39074, c: 31895, animated: true),
            .init(.settle, a: 60802, b: 20887, c: 58603, animated: false),
            .init(.pop, a: 49079, b: 24935, c: 16342, animated: true),
            .init(.removeChild, a: 60196, b: 11336, c: 9517, animated: true),
            .init(.present, a: 54452, b: 54811, c: 15289, animated: true),
            .init(.advance, a: 13068, b: 47667, c: 36910, animated: true),
            .init(.advance, a: 46007, b: 59175, c: 20643, animated: false),
            .init(.selectTab, a: 7085, b: 32649, c: 6755, animated: false),
            .init(.advance, a: 57146, b: 25624, c: 19598, animated: true),
            .init(.advance, a: 8770, b: 31915, c: 32115, animated: true),
            .init(.customPush, a: 38998, b: 37922, c: 6005, animated: true),
            .init(.advance, a: 39258, b: 37349, c: 63587, animated: true),
            .init(.setNavigationStack, a: 9324, b: 29570, c: 57168, animated: true),
            .init(.scrollDrag, a: 43242, b: 4107, c: 54520, animated: true),
            .init(.spin, a: 42052, b: 40409, c: 55541, animated: false),
            .init(.interruptiblePresent, a: 36519, b: 56732, c: 51159, animated: false),
        ], profile: .all)
        #expect(failure == nil)
    }
}

/// Counts `scrollViewDidEndScrollingAnimation`.
@MainActor
final class FuzzScrollEndRecorder: NSObject, UIScrollViewDelegate {
    var ends = 0
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ends += 1 }
}
