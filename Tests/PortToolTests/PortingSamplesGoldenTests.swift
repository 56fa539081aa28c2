import Foundation
import PortTool
import Testing

/// Examples/PortingSamples: the iOS originals, their ported form (compiled as the PortingSamples
/// target) and the report. Running the tool on the originals must give exactly the ported files and
/// the report, so the three cannot drift apart.
@Suite("Porting samples: iOS/ ported is exactly Ported/")
struct PortingSamplesGoldenTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/PortingSamples")

    static func files(in folder: String) throws -> [(path: String, text: String)] {
        let url = samples.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test("the tool turns iOS/ into Ported/ and prints port-report.txt")
    func originalsPortToPorted() throws {
        let originals = try Self.files(in: "iOS")
        let ported = try Self.files(in: "Ported")
        #expect(originals.map(\.path) == ["BadgeView.swift", "CardStackController.swift", "ProfileViewController.swift",
                                          "SettingsViewController.swift"])
        let result = Porter.port(originals)
        #expect(result.files.map(\.path) == ported.map(\.path))
        for (file, expected) in zip(result.files, ported) {
            #expect(file.text == expected.text, "\(file.path) differs from Ported/\(expected.path)")
        }
        let report = try String(contentsOf: Self.samples.appendingPathComponent("port-report.txt"), encoding: .utf8)
        #expect(result.report.joined(separator: "\n") + "\n" == report)
        #expect(result.warnings.isEmpty)
    }

    @Test("the ported samples are a fixed point: porting Ported/ changes nothing")
    func portedIsAFixedPoint() throws {
        let result = Porter.port(try Self.files(in: "Ported"))
        #expect(result.changedFiles.isEmpty)
        #expect(result.report.isEmpty)
    }
}
