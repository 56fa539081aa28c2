import ContainerFuzzer
import Testing
import UIKit
import UIKitTesting

/// Session 5's two open findings of the all profile, triaged (each named after its episode).
@MainActor @Suite("The all profile's session 5 findings", .serialized, .checksForLeaks)
struct AllProfileSession6FindingsTests {
    /// The fuzzer's model: a scroll view under a navigation bar rested at −3 (its adjusted top, the
    /// bar's 103 points less its own y of 100); its controller left the stack and was presented in a
    /// hidden window. Nothing lays out there, so the scroll view had not taken in its new inset of 0;
    /// the model checked its range before the window showed again.
    @Test("a scroll view shown again in a hidden window takes its new inset when the window shows (seed 7, episode 10925804002442173722)")
    func scrollViewInHiddenWindowTakesItsInsetWhenShown() {
        #expect(ContainerFuzzer.replay([
            .init(.customPush, a: 44974, b: 32182, c: 20141, animated: true),
            .init(.edgePan, a: 28322, b: 65472, c: 31450, animated: false),
            .init(.addChild, a: 22141, b: 46998, c: 7929, animated: false),
            .init(.addChild, a: 40911, b: 27104, c: 58926, animated: true),
            .init(.addChild, a: 45841, b: 17089, c: 13403, animated: true),
            .init(.customPush, a: 27014, b: 36882, c: 63724, animated: false),
            .init(.addChild, a: 59750, b: 54676, c: 37509, animated: false),
            .init(.touchMove, a: 54779, b: 37155, c: 32526, animated: true),
            .init(.addChild, a: 55741, b: 63570, c: 31081, animated: true),
            .init(.advance, a: 47797, b: 4787, c: 23799, animated: true),
            .init(.touchMove, a: 32555, b: 50780, c: 26608, animated: true),
            .init(.advance, a: 62187, b: 48431, c: 32729, animated: false),
            .init(.push, a: 35583, b: 23956, c: 19910, animated: true),
            .init(.addChild, a: 28508, b: 13778, c: 1953, animated: false),
            .init(.advance, a: 35969, b: 64584, c: 60417, animated: false),
            .init(.addChild, a: 21024, b: 23566, c: 57009, animated: true),
            .init(.setNavigationStack, a: 5904, b: 43348, c: 49807, animated: false),
            .init(.settle, a: 19388, b: 27491, c: 31105, animated: true),
            .init(.hideWindow, a: 46717, b: 38252, c: 12251, animated: true),
            .init(.present, a: 20481, b: 26091, c: 25304, animated: true),
        ], profile: .all) == nil)
    }

    /// The port's side of the same steps: once the window shows, the scroll view that rested at its
    /// bar's edge rests at its new edge, inside its range, and its delegate hears of the change once.
    @Test("a scroll view resting at a bar's edge, presented in a hidden window, rests at its new edge once shown (seed 7, episode 10925804002442173722)")
    func scrollViewAtBarEdgeFollowsWhenShown() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        let child = UIViewController(), other = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 40, y: 100, width: 240, height: 400))
        scroll.contentSize = CGSize(width: 600, height: 1600)
        child.view.addSubview(scroll)
        let navigation = UINavigationController(rootViewController: child)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        spinUntilIdle()
        #expect(scroll.adjustedContentInset.top == 3)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -3))

        navigation.setViewControllers([other], animated: false)
        spinUntilIdle()
        #expect(child.parent == nil)
        window.isHidden = true
        child.modalPresentationStyle = .fullScreen
        navigation.present(child, animated: true)
        clock.advance(by: 2)
        spinUntilIdle()
        window.isHidden = false
        clock.advance(by: 2)
        spinUntilIdle()
        #expect(scroll.window === window)
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 0))
        window.isHidden = true
        window.rootViewController = nil
        spinUntilIdle()
    }

    /// The fuzzer's model: an edge pan went down outside a popover while a custom push ran in a
    /// navigation controller that was the popover's child; the finger's lift was a tap outside, which
    /// dismissed the popover mid-push, and the settle logged "Unbalanced calls to begin/end appearance
    /// transitions" for a controller of that push: a container whose ancestor's appearance changes
    /// mid-transition gets a forwarded begin/end inside its own pair (spec §4). The fuzzer already kept
    /// code dismissals away from a subtree in flight; a finger now goes down outside a presented view only
    /// when nothing reachable is in flight, as `tapOutside` already did, and holds the presented
    /// controller while it stays down.
    @Test("a finger lifted outside a popover does not dismiss it while a push runs inside (seed 19, episode 6045366126451186955)")
    func fingerOutsidePopoverWaitsForPushInside() {
        #expect(ContainerFuzzer.replay([
            .init(.present, a: 51958, b: 55235, c: 14674, animated: true),
            .init(.setNavigationStack, a: 9336, b: 52717, c: 58942, animated: false),
            .init(.addChild, a: 38795, b: 15681, c: 697, animated: true),
            .init(.settle, a: 45857, b: 23538, c: 61627, animated: false),
            .init(.popoverPresent, a: 32255, b: 7987, c: 22155, animated: true),
            .init(.advance, a: 25535, b: 49540, c: 36751, animated: true),
            .init(.present, a: 27118, b: 59795, c: 12094, animated: false),
            .init(.advance, a: 9993, b: 36800, c: 58398, animated: true),
            .init(.addChild, a: 64041, b: 45038, c: 35710, animated: false),
            .init(.edgePan, a: 42318, b: 32656, c: 49063, animated: false),
            .init(.settle, a: 23284, b: 19236, c: 7666, animated: false),
            .init(.customPush, a: 50616, b: 23047, c: 19535, animated: true),
            .init(.edgePan, a: 910, b: 65431, c: 22546, animated: true),
        ], profile: .all) == nil)
    }

    /// A port bug the grown profile found: a scroll view bouncing back to its top edge under a bar (−3)
    /// left the window, came back in a sheet where its adjusted top is 0, and its motion still ended at
    /// −3, outside its new range. A deceleration now springs back into the range it ends outside of.
    @Test("a bounce that ends outside a range that moved meanwhile springs back into it (seed 7, episode 16886250544562774048)")
    func bounceEndsInsideTheRangeNow() {
        #expect(ContainerFuzzer.replay([
            .init(.addChild, a: 28789, b: 43514, c: 65389, animated: true),
            .init(.present, a: 32223, b: 57372, c: 58105, animated: true),
            .init(.addChild, a: 1679, b: 36309, c: 11448, animated: false),
            .init(.advance, a: 39694, b: 2226, c: 64951, animated: false),
            .init(.customPush, a: 43395, b: 33344, c: 33836, animated: true),
            .init(.setNavigationStack, a: 56175, b: 23808, c: 58061, animated: false),
            .init(.advance, a: 64375, b: 6442, c: 5047, animated: true),
            .init(.customPresent, a: 38096, b: 46076, c: 23599, animated: false),
            .init(.settle, a: 5312, b: 21054, c: 12259, animated: true),
            .init(.customPush, a: 34822, b: 55038, c: 4658, animated: false),
            .init(.customDismiss, a: 41638, b: 56969, c: 2951, animated: false),
            .init(.setTabs, a: 6189, b: 2334, c: 52472, animated: false),
            .init(.addChild, a: 36856, b: 38268, c: 27983, animated: false),
            .init(.settle, a: 65098, b: 10658, c: 39221, animated: true),
            .init(.addChild, a: 14428, b: 44069, c: 49767, animated: false),
            .init(.interruptiblePresent, a: 17568, b: 55289, c: 28993, animated: true),
            .init(.settle, a: 18425, b: 13657, c: 5670, animated: true),
            .init(.dismiss, a: 38115, b: 17312, c: 8718, animated: false),
            .init(.scrollDrag, a: 37520, b: 41571, c: 57234, animated: true),
            .init(.dismiss, a: 53772, b: 42315, c: 22693, animated: false),
            .init(.setTabs, a: 59096, b: 39577, c: 13395, animated: false),
            .init(.spin, a: 36014, b: 42400, c: 2969, animated: true),
            .init(.present, a: 21283, b: 15627, c: 38278, animated: true),
        ], profile: .all) == nil)
    }

    /// The same through the public API: a drag past the top edge (−50, from a top inset of 50) is let
    /// go; while it springs back the inset goes to 0; the scroll view comes to rest at 0, its new edge.
    @Test("a scroll view springing back to an edge that moves rests at the new edge (seed 7, episode 16886250544562774048)")
    func springBackFollowsAMovedEdge() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 40, y: 100, width: 240, height: 400))
        scroll.contentSize = CGSize(width: 240, height: 1600)
        scroll.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        scroll.contentInsetAdjustmentBehavior = .never
        root.view.addSubview(scroll)
        window.rootViewController = root
        window.makeKeyAndVisible()
        scroll.contentOffset = CGPoint(x: 0, y: -50)
        spinUntilIdle()
        _ = drag(window, from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 400), duration: 0.3)
        #expect(scroll.contentOffset.y < -50)
        #expect(scroll.isDecelerating || scroll.isDragging)
        scroll.contentInset = .zero
        clock.advance(by: 3)
        spinUntilIdle()
        #expect(!scroll.isDecelerating && !scroll.isDragging)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 0))
        window.isHidden = true
        window.rootViewController = nil
        spinUntilIdle()
    }

    /// The grown profile's own model: a pop without an interactor took over the record of which
    /// transition the armed interactor drives, so `pause()` on the running interruptible presentation
    /// was not noted and the settle never finished it (seed 3, episode 9924191413380646177).
    @Test("pause() of a running interruptible presentation is noted while a pop runs beside it (seed 3, episode 9924191413380646177)")
    func pauseIsNotedBesideAPop() {
        #expect(ContainerFuzzer.replay([
            .init(.push, a: 23709, b: 37178, c: 7545, animated: true),
            .init(.settle, a: 44788, b: 4451, c: 54262, animated: false),
            .init(.interruptibleNavigation, a: 33425, b: 57844, c: 9158, animated: true),
            .init(.interruptibleNavigation, a: 47041, b: 4316, c: 42392, animated: true),
            .init(.settle, a: 64911, b: 22631, c: 9003, animated: false),
            .init(.settle, a: 570, b: 18414, c: 6617, animated: true),
            .init(.customPush, a: 8950, b: 44294, c: 25190, animated: false),
            .init(.customPresent, a: 23061, b: 3448, c: 7545, animated: true),
            .init(.setTabs, a: 48575, b: 39565, c: 13525, animated: true),
            .init(.settle, a: 60854, b: 41069, c: 16916, animated: false),
            .init(.interruptiblePresent, a: 58143, b: 3384, c: 22385, animated: true),
            .init(.customPop, a: 43755, b: 18964, c: 65120, animated: true),
            .init(.interactivePause, a: 15970, b: 48727, c: 53640, animated: true),
        ], profile: .all) == nil)
    }
}
