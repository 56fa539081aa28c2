import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GalleryScenarios
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Gallery end to end: every scenario, headless on the virtual clock", .checksForLeaks)
struct GalleryEndToEndTests {
    @Test("the gallery has the recipe scenarios and two misuse scenarios")
    func names() {
        #expect(Gallery.scenarios.map(\.name) == [
            "add-child", "remove-child", "animated-switch", "plain-switch", "gist-switch", "navigation", "side-menu",
            "misuse-forgetful", "misuse-appearance",
        ])
        #expect(Gallery.scenarios.filter { !$0.expectedFindings.isEmpty }.map(\.name)
                == ["misuse-forgetful", "misuse-appearance"])
    }

    @Test("each scenario plays, finds exactly its expected findings and draws a valid timeline",
          arguments: Gallery.scenarios.map(\.name))
    func playsHeadless(name: String) throws {
        let scenario = try #require(Gallery.scenario(named: name))
        var output: [String] = []
        var result: GalleryResult?
        let consoleLines = withCapturedLog { result = Gallery.run(scenario, clock: .virtual) { output.append($0) } }
        let run = try #require(result)
        #expect(run.findings.map(\.rule.id) == scenario.expectedFindings)
        // Log mode writes each finding once as a [Containment] line.
        #expect(consoleLines.filter { $0.hasPrefix("[Containment]") } == run.findings.map(\.description))
        #expect(!run.log.isEmpty)
        #expect(output.first == "▶ \(name): \(scenario.summary)")
        #expect(output.contains("  log:"))
        #expect(output.contains(run.findings.isEmpty ? "  findings: none" : "  findings:"))

        let document = try XMLDocument(data: Data(run.svg.utf8), options: [])
        let events = try document.nodes(forXPath: "//*[@class='event']")
        #expect(events.count == run.events.filter { $0.kind != .finding }.count)
        #expect(run.events.filter { $0.kind != .finding }.count > run.log.count)   // calls are drawn too
        let findings = try document.nodes(forXPath: "//*[@class='finding']")
        #expect(findings.count == run.findings.count)
    }

    @Test("side-menu: a custom-animated presentation and dismissal, then an interactive one cancelled (spec §14.4)")
    func sideMenuLog() throws {
        let result = Gallery.run(try #require(Gallery.scenario(named: "side-menu")), clock: .virtual) { _ in }
        // The cancelled presentation: the menu was about to appear, then disappears, still being presented.
        #expect(result.log == ["Menu.viewDidLoad", "Menu.wA(true, bP=true)", "Menu.dA(true, bP=true)",
                               "Menu.wD(true, bD=true)", "Menu.dD(true, bD=true)",
                               "Menu.wA(true, bP=true)", "Menu.wD(true, bP=true)", "Menu.dD(true, bP=true)"])
        #expect(result.findings.isEmpty)
    }

    @Test("add-child logs the recipe's callbacks exactly (spec §2.2)")
    func addChildLog() throws {
        let result = Gallery.run(try #require(Gallery.scenario(named: "add-child")), clock: .virtual) { _ in }
        #expect(result.log == ["A.wM(P)", "A.viewDidLoad", "A.wA(false, mTP=true)", "A.dM(P)",
                               "A.dA(false, mTP=true)", "A.dM(P)"])
    }

    @Test("remove-child logs the removal recipe exactly (spec §2.5)")
    func removeChildLog() throws {
        let result = Gallery.run(try #require(Gallery.scenario(named: "remove-child")), clock: .virtual) { _ in }
        #expect(result.log == ["A.wM(nil)", "A.wD(false, mFP=true)", "A.dM(nil)", "A.dD(false, mFP=true)", "A.dM(nil)"])
    }

    @Test("plain-switch: removeFromParent before the view leaves clears A's moving flag")
    func plainSwitchLog() throws {
        let result = Gallery.run(try #require(Gallery.scenario(named: "plain-switch")), clock: .virtual) { _ in }
        // A's didMove(nil) comes while A is still appeared, so the flag is cleared before its wD (spec §1.4).
        #expect(result.log == ["A.wM(nil)", "B.wM(P)", "B.viewDidLoad", "B.wA(false, mTP=true)", "A.dM(nil)",
                               "A.wD(false)", "B.dM(P)", "B.dA(false, mTP=true)", "B.dM(P)", "A.dD(false)"])
    }

    @Test("misuse-forgetful: no didMove, so no re-send; removal leaves the view appeared")
    func forgetfulLog() throws {
        let result = Gallery.run(try #require(Gallery.scenario(named: "misuse-forgetful")), clock: .virtual) { _ in }
        #expect(result.log == ["A.wM(P)", "A.viewDidLoad", "A.wA(false, mTP=true)", "A.dA(false, mTP=true)", "A.dM(nil)"])
        #expect(result.findings.map(\.turn) == [result.findings[0].turn, result.findings[0].turn + 1,
                                                result.findings[0].turn + 1])
    }

    @Test("gist-switch: the completion runs on the next turn, after both appearance transitions")
    func gistLog() throws {
        let result = Gallery.run(try #require(Gallery.scenario(named: "gist-switch")), clock: .virtual) { _ in }
        // begin(true) loads B's view, so viewDidLoad comes after A's viewWillDisappear.
        #expect(result.log == ["B.wM(P)", "A.wD(false)", "B.viewDidLoad", "B.wA(false, mTP=true)",
                               "B.dA(false, mTP=true)", "A.dD(false)",
                               "A.wM(nil)", "A.dM(nil)", "B.dM(P)"])
    }

    @Test("navigation: push and pop through transition(from:to:)")
    func navigationLog() throws {
        let result = Gallery.run(try #require(Gallery.scenario(named: "navigation")), clock: .virtual) { _ in }
        #expect(result.log == [
            // the container adds Root in its viewDidLoad, offscreen; then the tree appears (spec §2.3)
            "Nav.viewDidLoad", "Root.wM(Nav)", "Root.viewDidLoad", "Root.dM(Nav)",
            "Nav.wA(false)", "Root.wA(false)", "Nav.dA(false)", "Root.dA(false)",
            // push Detail, animated
            "Detail.wM(Nav)", "Detail.viewDidLoad", "Root.wD(true)", "Detail.wA(true, mTP=true)",
            "Detail.dA(true, mTP=true)", "Root.dD(true)", "Detail.dM(Nav)",
            // push More, animated
            "More.wM(Nav)", "More.viewDidLoad", "Detail.wD(true)", "More.wA(true, mTP=true)",
            "More.dA(true, mTP=true)", "Detail.dD(true)", "More.dM(Nav)",
            // pop More, animated
            "More.wM(nil)", "More.wD(true, mFP=true)", "Detail.wA(true)",
            "Detail.dA(true)", "More.dD(true, mFP=true)", "More.dM(nil)",
            // pop Detail, not animated
            "Detail.wM(nil)", "Detail.wD(false, mFP=true)", "Root.wA(false)",
            "Root.dA(false)", "Detail.dD(false, mFP=true)", "Detail.dM(nil)",
        ])
    }
}

/// Runs the built `uikit-gallery` executable, the way swift-argument-parser's example tests run theirs.
@Suite("uikit-gallery, the executable", .checksForLeaks)
struct GalleryExecutableTests {
    private static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    private func run(_ arguments: [String], environment: [String: String] = [:], in folder: URL) throws
        -> (status: Int32, output: String) {
        let binary = Self.productsDirectory.appendingPathComponent("uikit-gallery")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build uikit-gallery first")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("plays one scenario on the real clock and writes its SVG; the environment variable turns the auditor on")
    func playsOneScenario() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["misuse-forgetful"], environment: ["PORTABLEUIKIT_CONTAINMENT_AUDIT": "1"], in: folder)
        #expect(result.status == 0)
        #expect(result.output.contains("Containment auditor from PORTABLEUIKIT_CONTAINMENT_AUDIT (log mode)"))
        #expect(result.output.contains("[Containment] missing-didMove: <GalleryScenarios.ColorViewController: 0x"))
        #expect(result.output.contains("Played 1 scenario(s); findings as expected."))
        let svg = folder.appendingPathComponent("gallery-output/misuse-forgetful.svg")
        let document = try XMLDocument(contentsOf: svg, options: [])
        #expect(try document.nodes(forXPath: "//*[@class='finding']").count == 3)
    }

    @Test("strict mode from the environment reports findings as failures outside a test run")
    func strictFromEnvironment() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["--virtual", "misuse-forgetful"],
                             environment: ["PORTABLEUIKIT_CONTAINMENT_AUDIT": "strict"], in: folder)
        #expect(result.status == 0)
        #expect(result.output.contains("Containment auditor from PORTABLEUIKIT_CONTAINMENT_AUDIT (strict mode)"))
        #expect(result.output.components(separatedBy: "Test failure: [Containment] ").count - 1 == 3)
    }

    @Test("an app without UIKitTesting says the variable has no effect")
    func environmentWithoutUIKitTesting() throws {
        let binary = Self.productsDirectory.appendingPathComponent("uikit-demo")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build uikit-demo first")
        let process = Process()
        process.executableURL = binary
        process.environment = ProcessInfo.processInfo.environment.merging(["PORTABLEUIKIT_CONTAINMENT_AUDIT": "1"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        #expect(output.contains("[Containment] PORTABLEUIKIT_CONTAINMENT_AUDIT is set but UIKitTesting is not linked; no auditor."))
    }

    @Test("an unknown scenario exits with status 1 and lists the names")
    func unknownScenario() throws {
        let result = try run(["no-such-scenario"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 1)
        #expect(result.output.contains("no scenario named 'no-such-scenario'. Try: add-child, remove-child"))
    }
}
