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
