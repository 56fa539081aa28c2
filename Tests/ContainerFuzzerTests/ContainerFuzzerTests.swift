import ContainerFuzzer
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("The container fuzzer", .checksForLeaks)
struct ContainerFuzzerTests {
    @Test("A short deterministic run: no invariant breaks, no raise, no Unbalanced log")
    func shortRunIsClean() {
        let report = ContainerFuzzer.run(.init(seed: 2026, episodes: 40, operationsPerEpisode: 150))
        if let failure = report.failure { Issue.record("\(failure)") }
        #expect(report.operations == 40 * 150)
        #expect(report.invariantChecks > report.operations)
    }

    @Test("A short run of the all profile: custom and interactive transitions, sheets, touches, scroll views")
    func shortAllProfileRunIsClean() {
        let report = ContainerFuzzer.run(.init(seed: 2026, episodes: 30, operationsPerEpisode: 150, profile: .all))
        if let failure = report.failure { Issue.record("\(failure)") }
        #expect(report.operations == 30 * 150)
        #expect(report.invariantChecks > report.operations)
    }

    @Test("The same seed gives the same lifecycle log")
    func runsAreDeterministic() {
        let first = ContainerFuzzer.run(.init(seed: 7, episodes: 3, operationsPerEpisode: 100))
        let second = ContainerFuzzer.run(.init(seed: 7, episodes: 3, operationsPerEpisode: 100))
        #expect(first.failure == nil && second.failure == nil)
        #expect(first.logDigest == second.logDigest)
        let other = ContainerFuzzer.run(.init(seed: 8, episodes: 3, operationsPerEpisode: 100))
        #expect(other.logDigest != first.logDigest)
    }
}

@MainActor @Suite("The container fuzzer's failure reports", .checksForLeaks)
struct ContainerFuzzerReportTests {
    @Test("A failure is reported with its episode seed and shrunk to the one step that causes it")
    func failuresShrinkToTheirCause() throws {
        let report = ContainerFuzzer.run(.init(seed: 5, episodes: 20, operationsPerEpisode: 120,
                                               plantedFailure: { $0.kind == .dismissStack }))
        let failure = try #require(report.failure)
        #expect(failure.message == "planted failure at dismissStack")
        #expect(failure.shrunk.count == 1 && failure.shrunk.first?.kind == .dismissStack)
        let steps = ContainerFuzzer.operations(seed: failure.episodeSeed, count: 120)
        #expect(steps.contains(failure.shrunk[0]))
        #expect(failure.description.contains("replay with ContainerFuzzer.replay(["))
    }

    @Test("Every step kind is drawn, with every kind of animation flag; the containment profile draws only its own")
    func everyKindIsDrawn() {
        let steps = ContainerFuzzer.operations(seed: 1, count: 5_000, profile: .all)
        #expect(Set(steps.map(\.kind)) == Set(FuzzOperation.Kind.allCases))
        #expect(Set(steps.map(\.animated)) == [true, false])
        let containment = ContainerFuzzer.operations(seed: 1, count: 5_000)
        #expect(Set(containment.map(\.kind)) == Set(FuzzOperation.containmentKinds))
        #expect(FuzzOperation.containmentKinds.count == 18)
    }

    @Test("The all profile's failures name their profile in the replay line")
    func allProfileFailureNamesItsProfile() throws {
        let report = ContainerFuzzer.run(.init(seed: 5, episodes: 20, operationsPerEpisode: 120, profile: .all,
                                               plantedFailure: { $0.kind == .edgePan }))
        let failure = try #require(report.failure)
        #expect(failure.shrunk.count == 1 && failure.shrunk.first?.kind == .edgePan)
        #expect(failure.description.hasSuffix("], profile: .all)"))
    }
}

/// Bugs the all profile found, each replayed from its shrunk steps (the episode seed in the name).
@MainActor @Suite("Bugs found by the all profile", .checksForLeaks)
struct AllProfileFoundBugsTests {
    /// A drag on a shown sheet while a second sheet slides up over it began the first sheet's
    /// interactive dismissal, which UIKit refuses mid-presentation (and logs).
    @Test("a drag on a sheet while another presentation ran asked for a dismissal in progress (seed 19, episode 11576284104386619478)")
    func sheetDragWaitsForPresentation() {
        let failure = ContainerFuzzer.replay([
            .init(.push, a: 47572, b: 38930, c: 35473, animated: true),
            .init(.present, a: 30627, b: 63765, c: 54035, animated: true),
            .init(.settle, a: 19640, b: 12119, c: 49287, animated: true),
            .init(.present, a: 2041, b: 63096, c: 22413, animated: true),
            .init(.scrollDrag, a: 44934, b: 28436, c: 35158, animated: true),
        ], profile: .all)
        #expect(failure == nil)
    }

    @Test("a second drag that catches a bouncing scroll view and lifts left it resting past its edge (seed 1, episode 6595081117507109408)")
    func caughtBounceSpringsBack() {
        let failure = ContainerFuzzer.replay([
            .init(.scrollDrag, a: 16706, b: 57615, c: 49266, animated: true),
            .init(.scrollDrag, a: 51479, b: 21526, c: 9018, animated: false),
        ], profile: .all)
        #expect(failure == nil)
        let other = ContainerFuzzer.replay([
            .init(.scrollDrag, a: 7629, b: 17408, c: 46267, animated: true),
            .init(.scrollDrag, a: 16726, b: 35663, c: 33892, animated: false),
        ], profile: .all)
        #expect(other == nil)
    }

    /// The second drag is released exactly at the bottom edge with an outward velocity; the fling's
    /// decay never saw itself cross the edge, so it never handed over to the spring or ended.
    @Test("a drag after a settled fling left the scroll view dragging and decelerating at idle (seed 3, episode 1794691210325308805)")
    func dragAfterFlingComesToRest() {
        let failure = ContainerFuzzer.replay([
            .init(.scrollDrag, a: 13912, b: 24076, c: 36978, animated: false),
            .init(.settle, a: 59786, b: 27240, c: 20554, animated: true),
            .init(.scrollDrag, a: 3626, b: 47401, c: 27458, animated: false),
        ], profile: .all)
        #expect(failure == nil)
    }
}

/// Bugs the grown all profile (pages, popovers, alerts, tab animators) found in the port.
@MainActor @Suite("Port bugs found by the grown all profile", .serialized, .checksForLeaks)
struct GrownAllProfileFoundBugsTests {
    /// Dismissing a stack whose members were presented through transitioning delegates (a `.custom`
    /// one with its presentation controller, an `.overFullScreen` one with an animator) left both
    /// empty transition views in the window, above everything presented later: an alert shown next
    /// never got its button's tap, and its presentation stayed "in flight" (seed 19, episode 16484243398677747039).
    @Test("dismissing a stack of custom-animated presentations removes their transition views (seed 19, episode 16484243398677747039)")
    func stackDismissalRemovesTransitionViews() {
        #expect(ContainerFuzzer.replay([
            .init(.customPresent, a: 7105, b: 5193, c: 64956, animated: false),
            .init(.customPresent, a: 48747, b: 24384, c: 8622, animated: false),
            .init(.dismissStack, a: 8229, b: 49921, c: 39698, animated: true),
            .init(.settle, a: 27026, b: 2491, c: 50808, animated: true),
            .init(.alertPresent, a: 35357, b: 23203, c: 14490, animated: false),
            .init(.advance, a: 41578, b: 50266, c: 31488, animated: false),
            .init(.alertTap, a: 52609, b: 30447, c: 31903, animated: true),
        ], profile: .all) == nil)
    }
}

/// Findings of the grown all profile that were its model's, with UIKit's behaviour per the spec.
@MainActor @Suite("The grown all profile's model findings", .checksForLeaks)
struct GrownAllProfileModelFindingsTests {
    /// A curl set off screen sends the old page `viewWillDisappear` even when it is disappeared (spec
    /// §1.3: begin(false) from disappeared still calls it; §17.2: the curl forces appearance off screen).
    @Test("an animated curl off screen sends its disappeared page viewWillDisappear, as UIKit does (seed 2026, episode 5704142197611598646)")
    func offScreenCurlDisappearsItsOldPage() {
        let steps: [FuzzOperation] = [
            .init(.setTabs, a: 62230, b: 56213, c: 355, animated: true),
            .init(.pageTurn, a: 33791, b: 5797, c: 16047, animated: true),
            .init(.pageHost, a: 42517, b: 47559, c: 20966, animated: false),
            .init(.settle, a: 57547, b: 7730, c: 50027, animated: false),
            .init(.setNavigationStack, a: 51740, b: 40804, c: 3839, animated: true),
            .init(.selectTab, a: 27680, b: 20630, c: 35599, animated: false),
            .init(.pageHost, a: 40128, b: 54995, c: 24352, animated: false),
            .init(.removeChild, a: 30064, b: 32572, c: 51808, animated: false),
            .init(.settle, a: 11950, b: 28029, c: 24196, animated: false),
            .init(.customPush, a: 2009, b: 61077, c: 49782, animated: false),
            .init(.pageTurn, a: 11288, b: 36569, c: 62744, animated: true),
        ]
        #expect(ContainerFuzzer.replay(steps, profile: .all) == nil)
        let trace = ContainerFuzzer.trace(steps, profile: .all)
        let turn = trace.firstIndex(of: "— #10 pageTurn") ?? trace.endIndex
        #expect(trace[turn...].contains("  P3.1.wD(true)"), "the disappeared old page got viewWillDisappear")
    }

    /// A scroll drag in a popover adapted to a sheet pulls the sheet down a little: a user's dismissal that
    /// is cancelled when the finger lifts. It sends willDismiss and never didDismiss (spec §16.7), so the
    /// model must not wait for didDismiss.
    /// A scroll view sent to its top edge stays at the edge when a bar changes its adjusted inset later:
    /// it rests at −adjustedContentInset.top, not at the number it was sent to.
    @Test("a scroll view sent to its top edge follows the edge when its adjusted inset changes (seed 19, episode 5257026392306574346)")
    func sentToTheEdgeStaysAtTheEdge() {
        let steps: [FuzzOperation] = [
            .init(.swapRoot, a: 43725, b: 44755, c: 58937, animated: false),
            .init(.customPush, a: 49857, b: 16185, c: 32254, animated: false),
            .init(.push, a: 23299, b: 48378, c: 60243, animated: true),
            .init(.setTabs, a: 35931, b: 18078, c: 45437, animated: true),
            .init(.scrollTo, a: 8369, b: 1311, c: 19493, animated: false),
            .init(.settle, a: 21629, b: 4227, c: 43672, animated: true),
            .init(.customPush, a: 18470, b: 24899, c: 8868, animated: false),
        ]
        #expect(ContainerFuzzer.replay(steps, profile: .all) == nil)
    }

    @Test("a user's dismissal of a sheet cancelled by an early release is over without didDismiss (seed 19, episode 15686461105721924681)")
    func cancelledUserDismissalSendsNoDidDismiss() {
        let steps: [FuzzOperation] = [
            .init(.popoverPresent, a: 5144, b: 62286, c: 9722, animated: true),
            .init(.settle, a: 6997, b: 25137, c: 25558, animated: true),
            .init(.scrollDrag, a: 43911, b: 20975, c: 37972, animated: true),
        ]
        #expect(ContainerFuzzer.replay(steps, profile: .all) == nil)
        let trace = ContainerFuzzer.trace(steps, profile: .all)
        let drag = trace.firstIndex(of: "— #2 scrollDrag") ?? trace.endIndex
        // The presented controller's dismissal began and was reversed: wD, then wA and dA.
        #expect(trace[drag...].filter { $0.hasPrefix("  ") }.map { $0.split(separator: "(")[0] } == ["  V7.wD", "  V7.wA", "  V7.dA"])
    }
}

/// The two findings of session 4's `all` runs. Both were the fuzzer's model, not the port: UIKit answers
/// these uses the same way (spec §6, §4 with §7.3), so the model learned them.
@MainActor @Suite("The all profile's findings that were its model's", .checksForLeaks)
struct AllProfileModelFindingsTests {
    /// A scroll drag landed on a sheet and dragged it down: the sheet's own interactive dismissal began,
    /// which no operation had asked for, so the model thought nothing was in flight and presented from the
    /// sheet. iOS refuses that with the same line (spec §6); the model now counts a transition a finger
    /// started as in flight until its coordinator is gone.
    @Test("a sheet dragged down by a scroll drag is a dismissal in progress; presenting from it waits (seed 19, episode 4604904799966498540)")
    func sheetDraggedDownIsADismissalInProgress() {
        let steps: [FuzzOperation] = [
            .init(.addChild, a: 172, b: 28018, c: 42256, animated: false),
            .init(.push, a: 60632, b: 58520, c: 12546, animated: false),
            .init(.setTabs, a: 52054, b: 39348, c: 56913, animated: true),
            .init(.present, a: 60278, b: 11806, c: 63869, animated: false),
            .init(.advance, a: 34342, b: 50993, c: 28040, animated: false),
            .init(.scrollDrag, a: 55994, b: 5211, c: 9130, animated: false),
            .init(.customPresent, a: 6842, b: 54429, c: 2185, animated: false),
        ]
        #expect(ContainerFuzzer.replay(steps, profile: .all) == nil)
        // The drag did start the sheet's dismissal, and the presentation was not made.
        let trace = ContainerFuzzer.trace(steps, profile: .all)
        let drag = trace.firstIndex(of: "— #5 scrollDrag") ?? trace.endIndex
        #expect(Array(trace[drag...].prefix(3)) == ["— #5 scrollDrag", "  N1.wD(true, bD=true)", "— #6 customPresent"])
        #expect(trace[(drag + 3)...].first?.hasPrefix("—") == true, "the customPresent step presented nothing")
    }

    /// A tab switch (`viewControllers =` on an empty tab bar) inside a controller popped without
    /// animation in the same turn: the pop's forwarded begin/end runs inside the tab switch's own pair,
    /// and the switch's deferred end then has no begin left. iOS's containers forward by begin/end too
    /// (spec §1.2 B, §4, §7.3 step 5), so it logs the same; the model no longer changes a container
    /// under an ancestor that is in flight.
    @Test("a tab switch inside a controller being popped is out of the model (seed 7, episode 1162215168618315599)")
    func tabSwitchUnderAPoppedControllerIsNotFuzzed() {
        let steps: [FuzzOperation] = [
            .init(.customPush, a: 9630, b: 20767, c: 49759, animated: true),
            .init(.setNavigationStack, a: 38407, b: 53223, c: 32547, animated: false),
            .init(.addChild, a: 56778, b: 21129, c: 12595, animated: true),
            .init(.advance, a: 56893, b: 9488, c: 24690, animated: false),
            .init(.advance, a: 56614, b: 1029, c: 65314, animated: false),
            .init(.edgePan, a: 27489, b: 12228, c: 32756, animated: true),
            .init(.touchMove, a: 34580, b: 60150, c: 19533, animated: false),
            .init(.touchMove, a: 63860, b: 55613, c: 58920, animated: true),
            .init(.addChild, a: 33688, b: 46480, c: 13287, animated: false),
            .init(.advance, a: 55626, b: 61617, c: 47207, animated: true),
            .init(.customPush, a: 16628, b: 3646, c: 49000, animated: false),
            .init(.push, a: 53374, b: 19995, c: 20235, animated: true),
            .init(.addChild, a: 55468, b: 24539, c: 44672, animated: true),
            .init(.advance, a: 47883, b: 6761, c: 37506, animated: true),
            .init(.advance, a: 56346, b: 4055, c: 64141, animated: false),
            .init(.addChild, a: 45929, b: 53705, c: 12304, animated: false),
            .init(.advance, a: 63858, b: 12209, c: 26087, animated: true),
            .init(.push, a: 35736, b: 10757, c: 2026, animated: true),
            .init(.present, a: 60932, b: 39971, c: 34646, animated: true),
            .init(.settle, a: 28623, b: 59105, c: 61520, animated: false),
            .init(.customPresent, a: 50656, b: 57797, c: 30218, animated: false),
            .init(.customPop, a: 26690, b: 63623, c: 5634, animated: false),
            .init(.setTabs, a: 3398, b: 64879, c: 38156, animated: true),
            .init(.spin, a: 48497, b: 37273, c: 21488, animated: false),
        ]
        #expect(ContainerFuzzer.replay(steps, profile: .all) == nil)
    }

    /// The pop of the fuzzer's episode went through the navigation delegate's animator, which without
    /// animation completes inside the deferred transition, so the forwarded end comes before the tab
    /// switch's own (after the commit, spec §7.3 step 5), which then has no begin left. UIKit's slide
    /// ends after the commit too, behind the tab switch's end, and nothing is logged.
    @Test("a tab switch inside a controller popped in the same turn: Unbalanced for the new tab when the pop's animator ends first, as iOS's begin/end bookkeeping gives", arguments: [true, false])
    func tabSwitchInsidePoppedControllerLogsUnbalanced(customPop: Bool) {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let root = UIViewController(), below = UIViewController(), top = UIViewController()
        let tabs = UITabBarController(), tab = UIViewController()
        let navigation = UINavigationController(rootViewController: below)
        let delegate = ImmediatePopDelegate()
        if customPop { navigation.delegate = delegate }
        navigation.pushViewController(top, animated: false)
        top.addChild(tabs)
        top.view.addSubview(tabs.view)
        tabs.didMove(toParent: top)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(navigation, animated: false)
        clock.advance(by: 1)
        spinUntilIdle()
        let recorder = LifecycleRecorder(names: ["tab": tab])
        let lines = withCapturedLog {
            navigation.popViewController(animated: false)
            tabs.viewControllers = [tab]
            clock.advance(by: 1)
            spinUntilIdle()
        }
        #expect(lines == (customPop ? ["Unbalanced calls to begin/end appearance transitions for \(tab)."] : []))
        #expect(recorder.callbackLog.filter { $0.hasPrefix("tab.") && !$0.contains("M(") }
                == ["tab.viewDidLoad", "tab.wA(false)", "tab.wD(false)", "tab.dD(false)"])
        recorder.stop()
        root.dismiss(animated: false)
        window.isHidden = true
        window.rootViewController = nil
        clock.advance(by: 1)
        spinUntilIdle()
    }
}

/// A navigation delegate whose animator, without animation, completes at once.
@MainActor
private final class ImmediatePopDelegate: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
        transitionContext.completeTransition(true)
    }
}

@MainActor @Suite("Steps the container fuzzer found", .checksForLeaks)
struct ContainerFuzzerFoundStepsTests {
    @Test("Seed 15824617304438902051: a shown navigation bar whose layout re-dirtied itself kept every transition from settling")
    func navigationBarLayoutSettles() {
        let steps: [FuzzOperation] = [
            .init(.setTabs, a: 63856, b: 29695, c: 53105, animated: true),
            .init(.addChild, a: 26784, b: 64174, c: 22070, animated: true),
            .init(.present, a: 37617, b: 23713, c: 46126, animated: true),
            .init(.settle, a: 40444, b: 11330, c: 51889, animated: true),
            .init(.selectTab, a: 39458, b: 64006, c: 21104, animated: false),
            .init(.push, a: 23540, b: 36171, c: 34244, animated: true),
            .init(.setNavigationStack, a: 16011, b: 64196, c: 8490, animated: true),
            .init(.setTabs, a: 58727, b: 58171, c: 23559, animated: true),
        ]
        #expect(ContainerFuzzer.replay(steps) == nil)
    }
}
