// The gallery behind `make run`: with a display, the scenarios as an app in a window (GalleryApp.swift);
// without one (or with --headless, or a scenario named), it plays the containment scenarios on the real clock (animations take
// their real durations), prints each lifecycle log and the auditor's findings, and writes each timeline
// to gallery-output/<scenario>.svg and a contact sheet of its transitions to gallery-output/<scenario>.png. `uikit-gallery <name>` plays one scenario; `--list` lists them.
import Foundation
import GalleryScenarios
import UIKit
import UIKitTestingCore

/// Writes a line to standard output at once, so that it interleaves in order with UIKit's console
/// lines (standard error) when both go to one pipe.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

var arguments = Array(CommandLine.arguments.dropFirst())
// With a display and no scenario named, the gallery opens as an app in a window (GalleryApp.swift);
// --headless plays every scenario without one, as without a display.
if arguments == ["--headless"] { arguments = [] } else if MainActor.assumeIsolated({ GalleryApp.shouldOpenWindow(arguments: arguments) }) {
    MainActor.assumeIsolated { GalleryApp.run() }
}
// --virtual plays on UIKitTesting's virtual clock (instant, repeatable output, e.g. for the docs' pictures).
let clock: GalleryClock = arguments.contains("--virtual") ? .virtual : .real
arguments.removeAll { $0 == "--virtual" }
if arguments.contains("--list") || arguments.contains("-h") || arguments.contains("--help") {
    say("usage: uikit-gallery [--virtual] [scenario]\nscenarios:")
    for scenario in Gallery.scenarios { say("  \(scenario.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(scenario.summary)") }
    exit(0)
}

var selected = Gallery.scenarios
if let name = arguments.first {
    guard let scenario = Gallery.scenario(named: name) else {
        FileHandle.standardError.write(Data("uikit-gallery: no scenario named '\(name)'. Try: \(Gallery.scenarios.map(\.name).joined(separator: ", "))\n".utf8))
        exit(1)
    }
    selected = [scenario]
}

if let auditor = ContainmentAuditor.fromEnvironment() {
    say("Containment auditor from PORTABLEUIKIT_CONTAINMENT_AUDIT (\(auditor.mode == .strict ? "strict" : "log") mode)")
}
let outputFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("gallery-output")
try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)

var unexpected = 0
for scenario in selected {
    let start = Date()
    let result = Gallery.run(scenario, clock: clock, output: say)
    let file = outputFolder.appendingPathComponent("\(scenario.name).svg")
    try Data(result.svg.utf8).write(to: file)
    if let png = result.contactSheetPNG {
        try png.write(to: outputFolder.appendingPathComponent("\(scenario.name).png"))
    }
    let found = result.findings.map(\.rule.id)
    if found != scenario.expectedFindings { unexpected += 1 }
    say("  wrote gallery-output/\(scenario.name).svg and .png (\(String(format: "%.2f", Date().timeIntervalSince(start))) s)\n")
}
say("Played \(selected.count) scenario(s); \(unexpected == 0 ? "findings as expected" : "\(unexpected) with unexpected findings").")
exit(unexpected == 0 ? 0 : 2)
