import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Timeline pictures: the SVG parses and shows what was recorded", .checksForLeaks)
struct TimelineSVGTests {
    /// The animated switch plus one misuse (a child added with no didMove), recorded with calls.
    private func recordSwitchAndMisuse() -> (LifecycleRecorder, ContainmentAuditor, UIWindow) {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let parent = UIViewController(), oldVC = UIViewController(), newVC = UIViewController()
        let forgotten = UIViewController()
        let window = showInWindow(parent)
        addWithRecipe(oldVC, to: parent)
        let recorder = LifecycleRecorder(observing: parent,
                                         names: ["P": parent, "A": oldVC, "B": newVC, "X": forgotten],
                                         options: .calls)
        let auditor = ContainmentAuditor()
        recorder.attach(auditor)
        _ = withCapturedLog {
            oldVC.willMove(toParent: nil)
            parent.addChild(newVC)
            newVC.view.frame = .zero
            parent.transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
                oldVC.view.frame = .zero
                newVC.view.frame = oldVC.view.frame
            }, completion: { _ in
                oldVC.removeFromParent()
                newVC.didMove(toParent: parent)
            })
            clock.advance(by: 0.3)
            parent.addChild(forgotten)
            parent.view.addSubview(forgotten.view)
            spin()
        }
        auditor.stop()
        return (recorder, auditor, window)
    }

    private func nodes(_ document: XMLDocument, _ xpath: String) throws -> [XMLNode] {
        try document.nodes(forXPath: xpath)
    }

    /// The values of attribute `name` on the elements matching `xpath`, in document order.
    private func values(_ document: XMLDocument, _ xpath: String, _ name: String) throws -> [String] {
        try document.nodes(forXPath: "\(xpath)/@\(name)").compactMap(\.stringValue)
    }

    @Test("lanes, events, spans and red findings can be read back from the SVG")
    func structure() throws {
        let (recorder, auditor, window) = recordSwitchAndMisuse()
        #expect(auditor.findings.map(\.rule.id) == ["missing-didMove"])
        let svg = recorder.svgTimeline(title: "Animated <switch> & \"more\"")
        let document = try XMLDocument(data: Data(svg.utf8), options: [])
        #expect(document.rootElement()?.name == "svg")
        #expect(try nodes(document, "//*[@class='title']").first?.stringValue == "Animated <switch> & \"more\"")

        let lanes = try values(document, "//*[@class='lane']", "data-lane")
        #expect(lanes == ["P", "A", "B", "X"])   // the observed root first, then by first appearance
        let titles = try nodes(document, "//*[@class='lane-title']").map { $0.stringValue ?? "" }
        #expect(titles == lanes)

        let events = try nodes(document, "//*[@class='event']")
        #expect(events.count == recorder.log.count)
        let kinds = try values(document, "//*[@class='event']", "data-kind")
        #expect(kinds.filter { $0 == "viewWillAppear" }.count == 2)   // B, then X
        #expect(kinds.filter { $0 == "transitionWillBegin" }.count == 1)

        // The 0.25 s transition is a span on both the source's and the destination's lanes.
        let transitionSpans = try nodes(document, "//*[@class='span'][@data-kind='transition']")
        #expect(transitionSpans.count == 2)
        let appearanceSpans = try nodes(document, "//*[@class='span'][@data-kind='appearance-transition']")
        #expect(appearanceSpans.count == 2)

        // One finding, in red, in the lane of the child at fault, with the message (escaped) as its text.
        let findings = try nodes(document, "//*[@class='finding']")
        #expect(findings.count == 1)
        #expect(try values(document, "//*[@class='finding']", "data-lane") == ["X"])
        let fills = try values(document, "//*[@class='finding']/*", "fill")
        #expect(!fills.isEmpty && fills.allSatisfy { $0 == "#d32f2f" })
        let text = try nodes(document, "//*[@class='finding']/*[local-name()='text']").first?.stringValue
        #expect(text == "missing-didMove: X was added to P with addChild(_:) but got no didMove(toParent:) by the end of the turn.")

        // Turn bands follow the recorded turns, in order.
        let turns = try values(document, "//*[@class='turn']", "data-turn").compactMap { Int($0) }
        #expect(turns == Array(Set(recorder.events.map(\.turn))).sorted())
        #expect(turns.count >= 3)
        _ = window
    }

    @Test("XMLParser reads the whole picture without errors")
    func parsesWithXMLParser() {
        let (recorder, _, window) = recordSwitchAndMisuse()
        final class Counter: NSObject, XMLParserDelegate {
            var elements = 0
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
                elements += 1
            }
        }
        let parser = XMLParser(data: Data(recorder.svgTimeline().utf8))
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse())
        #expect(parser.parserError == nil)
        #expect(counter.elements > recorder.events.count * 3)
        _ = window
    }

    @Test("an empty recorder draws a valid, empty picture")
    func empty() throws {
        let recorder = LifecycleRecorder(observing: UIViewController())
        let document = try XMLDocument(data: Data(recorder.svgTimeline().utf8), options: [])
        #expect(try document.nodes(forXPath: "//*[@class='event']").isEmpty)
    }

    @Test("writeSVGTimeline creates the folder and writes the file")
    func writes() throws {
        let (recorder, _, window) = recordSwitchAndMisuse()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("nested/switch.svg")
        try recorder.writeSVGTimeline(to: url, title: "switch")
        #expect(try String(contentsOf: url, encoding: .utf8) == recorder.svgTimeline(title: "switch"))
        _ = window
    }
}
