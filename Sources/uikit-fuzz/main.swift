// `make fuzz`: a long seeded run of the container fuzzer. Usage:
//   uikit-fuzz [--operations N] [--seed S] [--per-episode K] [--profile containment|all] [--trace]
//   uikit-fuzz --episode E [--per-episode K] [--profile containment|all]
// `--trace` prints, after a failure, every step and lifecycle callback of the shrunk replay.
// `--episode` plays the one episode with seed E (as a failure names it) and, when it fails, prints its
// shrunk steps and their detailed trace, without running the episodes before it.
// `containment` (the default) is the original mix, whose digests are recorded; `all` adds custom and
// interactive transitions, presentation controllers and sheets, touches and scroll views.
// Prints the figures (operations, operations per second, invariants checked, the log digest), or the
// failure with its seed and a shrunk, replayable list of steps (exit status 1).
import ContainerFuzzer
import Foundation
import UIKit

var operations = 1_000_000
var seed: UInt64 = 19
var perEpisode = 200
var profile = FuzzProfile.containment
var tracesFailure = false
var episode: UInt64?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--operations": operations = Int(arguments.next() ?? "") ?? operations
    case "--seed": seed = UInt64(arguments.next() ?? "") ?? seed
    case "--per-episode": perEpisode = Int(arguments.next() ?? "") ?? perEpisode
    case "--trace": tracesFailure = true
    case "--episode": episode = UInt64(arguments.next() ?? "")
    case "--profile", "--features":
        let name = arguments.next() ?? ""
        guard let chosen = FuzzProfile(rawValue: name) else { print("unknown profile \(name)"); exit(2) }
        profile = chosen
    default: print("unknown argument \(argument)"); exit(2)
    }
}

if let episode {
    let failed = MainActor.assumeIsolated { () -> Bool in
        let steps = ContainerFuzzer.operations(seed: episode, count: perEpisode, profile: profile)
        guard let message = ContainerFuzzer.replay(steps, profile: profile) else {
            print("episode \(episode), profile \(profile.rawValue): \(steps.count) steps, no failure")
            return false
        }
        print("episode \(episode), profile \(profile.rawValue): \(message)")
        let shrunk = ContainerFuzzer.shrink(steps, profile: profile)
        print("shrunk to \(shrunk.count) steps:")
        print(shrunk.map { "    \($0)," }.joined(separator: "\n"))
        print(ContainerFuzzer.trace(shrunk, profile: profile, detailed: true).joined(separator: "\n"))
        return true
    }
    exit(failed ? 1 : 0)
}

let report = MainActor.assumeIsolated {
    ContainerFuzzer.run(.init(seed: seed, episodes: max(1, operations / perEpisode), operationsPerEpisode: perEpisode,
                              profile: profile))
}
print("seed \(seed), profile \(profile.rawValue): \(report.operations) operations in \(report.episodes) episodes, \(String(format: "%.1f", report.seconds)) s")
print("operations per second: \(Int(report.operationsPerSecond))")
print("invariants checked: \(report.invariantChecks)")
print("lifecycle log digest: \(String(report.logDigest, radix: 16))")
if let failure = report.failure {
    print(failure)
    if tracesFailure {
        let lines = MainActor.assumeIsolated { ContainerFuzzer.trace(failure.shrunk, profile: failure.profile, detailed: true) }
        print(lines.joined(separator: "\n"))
    }
    exit(1)
}
print("invariant breaks: 0, leaks: 0, crashes: 0")
