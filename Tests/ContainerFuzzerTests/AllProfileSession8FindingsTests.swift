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
}

/// Counts `scrollViewDidEndScrollingAnimation`.
@MainActor
final class FuzzScrollEndRecorder: NSObject, UIScrollViewDelegate {
    var ends = 0
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ends += 1 }
}
