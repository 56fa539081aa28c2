import Foundation
import UIKit
import UIKitTestingCore

/// A model-based fuzzer of view-controller containment: seeded runs of correct, documented usage
/// (Apple's containment recipes, `transition(from:to:)`, presentation in every style, navigation and
/// tab operations, root swaps, hiding and showing the window, partial clock advances), with the
/// invariants checked after every step. A failure comes back with its seed and a shrunk list of
/// steps that replays it.
@MainActor
public enum ContainerFuzzer {
    public struct Configuration: Sendable {
        public var seed: UInt64
        public var episodes: Int
        public var operationsPerEpisode: Int
        /// Which operations are drawn; `.containment` by default.
        public var profile: FuzzProfile
        /// A failure planted for testing the fuzzer itself: a step of which this is true fails.
        public var plantedFailure: (@MainActor @Sendable (FuzzOperation) -> Bool)?
        public init(seed: UInt64, episodes: Int, operationsPerEpisode: Int = 200, profile: FuzzProfile = .containment,
                    plantedFailure: (@MainActor @Sendable (FuzzOperation) -> Bool)? = nil) {
            self.seed = seed; self.episodes = episodes; self.operationsPerEpisode = operationsPerEpisode
            self.profile = profile
            self.plantedFailure = plantedFailure
        }
    }

    public struct Failure: Sendable, CustomStringConvertible {
        /// The seed of the failing episode: `operations(seed:count:)` regenerates its steps.
        public var episodeSeed: UInt64
        /// The profile of the run, which the replay needs.
        public var profile: FuzzProfile = .containment
        public var message: String
        /// The smallest sub-list of the episode's steps found that still fails.
        public var shrunk: [FuzzOperation]
        public var description: String {
            """
            fuzz failure in episode seed \(episodeSeed): \(message)
            replay with ContainerFuzzer.replay([
            \(shrunk.map { "    \($0)," }.joined(separator: "\n"))
            ]\(profile == .containment ? "" : ", profile: .\(profile.rawValue)"))
            """
        }
    }

    public struct Report: Sendable {
        public var operations = 0
        public var episodes = 0
        public var invariantChecks = 0
        public var seconds = 0.0
        /// A digest of every lifecycle callback of the run, in order: equal digests mean equal logs.
        public var logDigest: UInt64 = 0
        public var failure: Failure?
        public var operationsPerSecond: Double { seconds > 0 ? Double(operations) / seconds : 0 }
    }

    /// The steps of the episode with `seed`.
    public static func operations(seed: UInt64, count: Int, profile: FuzzProfile = .containment) -> [FuzzOperation] {
        var random = FuzzRandom(seed: seed)
        return (0..<count).map { _ in FuzzOperation.random(using: &random, profile: profile) }
    }

    /// The seed of episode `index` of a run seeded with `seed`.
    public static func episodeSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
        var random = FuzzRandom(seed: seed ^ (UInt64(index) &* 0x2545_F491_4F6C_DD1D))
        return random.next()
    }

    /// Runs `configuration.episodes` episodes; stops at the first failure, which it shrinks.
    public static func run(_ configuration: Configuration) -> Report {
        var report = Report()
        let start = Date()
        var digest: UInt64 = 0
        for index in 0..<configuration.episodes {
            let seed = episodeSeed(configuration.seed, index)
            let steps = operations(seed: seed, count: configuration.operationsPerEpisode, profile: configuration.profile)
            let outcome = play(steps, profile: configuration.profile, planted: configuration.plantedFailure)
            report.episodes += 1
            report.operations += outcome.operations
            report.invariantChecks += outcome.checks
            digest = (digest ^ outcome.digest) &* 0x100_0000_01b3
            if let message = outcome.failure {
                report.failure = Failure(episodeSeed: seed, profile: configuration.profile, message: message,
                                         shrunk: shrink(steps, failure: message, profile: configuration.profile,
                                                        planted: configuration.plantedFailure))
                break
            }
        }
        report.logDigest = digest
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    /// Plays `steps` in a fresh world; returns the first violation, if any.
    @discardableResult
    public static func replay(_ steps: [FuzzOperation], profile: FuzzProfile = .containment) -> String? {
        play(steps, profile: profile).failure
    }

    /// The smallest sub-list of `steps` found that fails as `steps` do (`steps` when they pass): what
    /// to replay and trace when a long episode fails.
    public static func shrink(_ steps: [FuzzOperation], profile: FuzzProfile = .containment) -> [FuzzOperation] {
        guard let failure = replay(steps, profile: profile) else { return steps }
        return shrink(steps, failure: failure, profile: profile, planted: nil)
    }

    private typealias Planted = (@MainActor @Sendable (FuzzOperation) -> Bool)?

    /// Plays `steps` in a fresh world and returns every step and lifecycle callback in order, with the
    /// first violation last: what to read when a replay fails. A `detailed` trace adds, after each
    /// step, the scroll views in a window, and the tear-down's callbacks and each controller's description.
    public static func trace(_ steps: [FuzzOperation], profile: FuzzProfile = .containment,
                             detailed: Bool = false) -> [String] {
        var lines: [String]? = []
        let outcome = play(steps, profile: profile, trace: &lines, detailed: detailed)
        return (lines ?? []) + (outcome.failure.map { ["FAILURE: \($0)"] } ?? [])
    }

    private struct Outcome {
        var operations = 0
        var checks = 0
        var digest: UInt64 = 0
        var failure: String?
    }

    private static func play(_ steps: [FuzzOperation], profile: FuzzProfile, planted: Planted = nil) -> Outcome {
        var ignored: [String]? = nil
        return play(steps, profile: profile, trace: &ignored, planted: planted)
    }

    private static func play(_ steps: [FuzzOperation], profile: FuzzProfile, trace: inout [String]?,
                             detailed: Bool = false, planted: Planted = nil) -> Outcome {
        var outcome = Outcome()
        var survivors: [(name: String, object: Weak)] = []
        do {
            let world = FuzzWorld(profile: profile)
            world.plantedFailure = planted
            world.trace = trace
            world.tracesDetails = detailed
            defer { trace = world.trace }
            for (index, step) in steps.enumerated() {
                world.run(step, index: index)
                outcome.operations += 1
                if !world.failures.isEmpty { break }
            }
            world.tearDown()
            outcome.checks = world.invariantChecks
            outcome.digest = world.digest
            outcome.failure = world.failures.first
            survivors = world.namedObjects.map { ($0.name, Weak($0.object)) }
        }
        // Leak check: once the world is gone, none of its controllers, their views or the window lives on.
        spinUntilIdle()
        let leaked = survivors.filter { $0.object.value != nil }.map(\.name)
        outcome.checks += survivors.count
        if outcome.failure == nil, !leaked.isEmpty { outcome.failure = "leaked after the episode: \(leaked.joined(separator: ", "))" }
        return outcome
    }

    private final class Weak {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }

    /// What identifies a failure across shrinking: its text without step numbers and addresses (a
    /// controller's description holds its hexadecimal address, whose letters differ from run to run).
    static func signature(_ message: String) -> String {
        let afterStep = message.hasPrefix("#") ? message.drop { $0 != ":" } : Substring(message)
        let withoutAddresses = afterStep.replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "",
                                                              options: .regularExpression)
        return String(withoutAddresses.filter { !$0.isNumber })
    }

    /// Whether `steps` fail the same way as `signature`.
    private static func failsAlike(_ steps: [FuzzOperation], _ signature: String, _ profile: FuzzProfile,
                                   _ planted: Planted) -> Bool {
        play(steps, profile: profile, planted: planted).failure.map { Self.signature($0) == signature } ?? false
    }

    /// Delta debugging: removes ever smaller chunks while the run still fails the same way.
    private static func shrink(_ steps: [FuzzOperation], failure message: String, profile: FuzzProfile,
                               planted: Planted) -> [FuzzOperation] {
        let signature = signature(message)
        var current = steps
        if let last = firstFailingPrefix(current, signature, profile, planted) { current = Array(current.prefix(last)) }
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                if failsAlike(candidate, signature, profile, planted) { current = candidate; removedAny = true } else { start += chunk }
            }
            if chunk == 1 && !removedAny { break }
            chunk = removedAny ? chunk : chunk / 2
        }
        return current
    }

    /// The length of the shortest prefix that fails.
    private static func firstFailingPrefix(_ steps: [FuzzOperation], _ signature: String, _ profile: FuzzProfile,
                                           _ planted: Planted) -> Int? {
        var low = 1, high = steps.count
        guard failsAlike(steps, signature, profile, planted) else { return nil }
        while low < high {
            let middle = (low + high) / 2
            if failsAlike(Array(steps.prefix(middle)), signature, profile, planted) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
