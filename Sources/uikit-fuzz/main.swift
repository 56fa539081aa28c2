// `make fuzz`: a long seeded run of the container fuzzer. Usage:
//   uikit-fuzz [--operations N] [--seed S] [--per-episode K]
// Prints the figures (operations, operations per second, invariants checked, the log digest), or the
// failure with its seed and a shrunk, replayable list of steps (exit status 1).
import ContainerFuzzer
import Foundation
import UIKit

var operations = 1_000_000
var seed: UInt64 = 19
var perEpisode = 200
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--operations": operations = Int(arguments.next() ?? "") ?? operations
    case "--seed": seed = UInt64(arguments.next() ?? "") ?? seed
    case "--per-episode": perEpisode = Int(arguments.next() ?? "") ?? perEpisode
    default: print("unknown argument \(argument)"); exit(2)
    }
}

let report = MainActor.assumeIsolated {
    ContainerFuzzer.run(.init(seed: seed, episodes: max(1, operations / perEpisode), operationsPerEpisode: perEpisode))
}
print("seed \(seed): \(report.operations) operations in \(report.episodes) episodes, \(String(format: "%.1f", report.seconds)) s")
print("operations per second: \(Int(report.operationsPerSecond))")
print("invariants checked: \(report.invariantChecks)")
print("lifecycle log digest: \(String(report.logDigest, radix: 16))")
if let failure = report.failure {
    print(failure)
    exit(1)
}
print("invariant breaks: 0, leaks: 0, crashes: 0")
