import Foundation
import UIKit

extension LifecycleRecorder {
    /// The recorded events as an SVG sequence diagram.
    ///
    /// One lane (a vertical lifeline) per view controller, in the order the controllers first appear;
    /// one row per event, top to bottom; rows grouped in bands by turn, each band labelled with its turn
    /// number and media time. willMove/didMove and addChild are drawn as arrows between the parent's and
    /// the child's lanes; `transition(from:to:…)` calls and begin/end appearance transitions as spans on
    /// the lanes involved; findings of an attached `ContainmentAuditor` in red.
    ///
    /// Elements carry `class` attributes (`lane`, `event`, `span`, `finding`, `turn`) and `data-` attributes
    /// (`data-lane`, `data-kind`, `data-turn`) so that tools and tests can read the picture back.
    public func svgTimeline(title: String? = nil) -> String {
        _TimelineSVG(events: events, title: title, firstLane: rootName).render()
    }

    /// Writes `svgTimeline(title:)` to `url`, creating the folder if needed.
    public func writeSVGTimeline(to url: URL, title: String? = nil) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(svgTimeline(title: title).utf8).write(to: url)
    }
}

/// Draws a list of lifecycle events as an SVG sequence diagram.
struct _TimelineSVG {
    static let red = "#d32f2f"
    let events: [LifecycleEvent]
    let title: String?
    /// The lane drawn leftmost when it takes part (the observed root).
    var firstLane: String? = nil

    private let laneWidth = 190.0
    private let left = 150.0
    private let rowHeight = 22.0
    private let turnGap = 26.0

    func render() -> String {
        // Lanes: the root first, then controllers in the order they take part (as subject or as the
        // parent/child at the other end of an arrow).
        var participants: [String] = []
        for event in events {
            participants.append(event.subject)
            if let partner = arrowPartner(event) { participants.append(partner) }
        }
        var lanes: [String] = []
        if let firstLane, participants.contains(firstLane) { lanes.append(firstLane) }
        for name in participants where !lanes.contains(name) { lanes.append(name) }
        var laneIndex: [String: Int] = [:]
        for (index, lane) in lanes.enumerated() { laneIndex[lane] = index }
        func x(_ lane: String) -> Double { left + Double(laneIndex[lane] ?? 0) * laneWidth + 20 }

        let top = title == nil ? 50.0 : 80.0
        // Row positions, with a gap and a label at the start of each turn.
        var rows: [Double] = []
        var turnStarts: [(turn: Int, time: CFTimeInterval, y: Double)] = []
        var y = top
        var previousTurn: Int?
        for event in events {
            if event.turn != previousTurn {
                y += turnGap
                turnStarts.append((event.turn, event.time, y - turnGap / 2 - 2))
                previousTurn = event.turn
            }
            y += rowHeight
            rows.append(y)
        }
        let height = y + 40
        // Wide enough for the lanes, the title and the longest label (about 6.5 points per character).
        var width = left + Double(max(lanes.count, 1)) * laneWidth + 260
        width = max(width, 32 + Double(title?.count ?? 0) * 9.5)
        for event in events {
            let label = event.kind == .finding ? (event.detail ?? "") : shortLabel(event)
            width = max(width, x(event.subject) + 24 + Double(label.count) * 6.6)
        }
        let startTime = events.first?.time ?? 0

        var out: [String] = []
        out.append(##"<?xml version="1.0" encoding="UTF-8"?>"##)
        out.append(##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(f(width))" height="\##(f(height))" viewBox="0 0 \##(f(width)) \##(f(height))" font-family="Helvetica, Arial, sans-serif" font-size="11">"##)
        out.append(##"<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#555"/></marker></defs>"##)
        out.append(##"<rect x="0" y="0" width="\##(f(width))" height="\##(f(height))" fill="white"/>"##)
        if let title {
            out.append(##"<text class="title" x="16" y="28" font-size="16" font-weight="bold">\##(escape(title))</text>"##)
        }

        // Turn bands.
        for (index, start) in turnStarts.enumerated() {
            let fill = index % 2 == 0 ? "#f7f7f7" : "#ffffff"
            let bandEnd = index + 1 < turnStarts.count ? turnStarts[index + 1].y : height - 30
            out.append(##"<g class="turn" data-turn="\##(start.turn)">"##)
            out.append(##"<rect x="0" y="\##(f(start.y))" width="\##(f(width))" height="\##(f(bandEnd - start.y))" fill="\##(fill)"/>"##)
            out.append(##"<line x1="0" y1="\##(f(start.y))" x2="\##(f(width))" y2="\##(f(start.y))" stroke="#bbb" stroke-dasharray="4 3"/>"##)
            let seconds = String(format: "%.3f", start.time - startTime)
            out.append(##"<text x="8" y="\##(f(start.y + 15))" fill="#777">turn \##(start.turn) · +\##(seconds) s</text>"##)
            out.append("</g>")
        }

        // Lanes: header and lifeline.
        for lane in lanes {
            let lx = x(lane)
            out.append(##"<g class="lane" data-lane="\##(escape(lane))">"##)
            out.append(##"<rect x="\##(f(lx - 60))" y="\##(f(top - 30))" width="120" height="24" rx="4" fill="#e8eef7" stroke="#7a8da8"/>"##)
            out.append(##"<text class="lane-title" x="\##(f(lx))" y="\##(f(top - 14))" text-anchor="middle" font-weight="bold">\##(escape(lane))</text>"##)
            out.append(##"<line class="lifeline" x1="\##(f(lx))" y1="\##(f(top - 6))" x2="\##(f(lx))" y2="\##(f(height - 30))" stroke="#7a8da8" stroke-dasharray="2 3"/>"##)
            out.append("</g>")
        }

        // Spans: transitions (the animation, from its start to its completion) and begin/end pairs.
        var openTransitions: [String: Int] = [:]
        var openBegins: [String: Int] = [:]
        for (index, event) in events.enumerated() {
            switch event.kind {
            case .transitionWillBegin:
                openTransitions[transitionKey(event)] = index
            case .transitionDidEnd:
                if let start = openTransitions.removeValue(forKey: transitionKey(event)) {
                    let startEvent = events[start]
                    for lane in [event.related, event.target].compactMap({ $0 }) where laneIndex[lane] != nil {
                        out.append(span(kind: "transition", x: x(lane) + 8, from: rows[start], to: rows[index],
                                         fill: "#ffcc80", label: "transition \(startEvent.duration) s"))
                    }
                }
            case .beginAppearanceTransition:
                openBegins[event.subject] = openBegins[event.subject] ?? index
            case .endAppearanceTransition:
                if let start = openBegins.removeValue(forKey: event.subject) {
                    out.append(span(kind: "appearance-transition", x: x(event.subject) - 14, from: rows[start],
                                     to: rows[index], fill: "#b3d4fc", label: nil))
                }
            default:
                break
            }
        }

        // Events.
        for (index, event) in events.enumerated() {
            let ey = rows[index]
            let ex = x(event.subject)
            let isFinding = event.kind == .finding
            let color = isFinding ? Self.red : color(for: event.kind)
            out.append(##"<g class="\##(isFinding ? "finding" : "event")" data-kind="\##(event.kind.rawValue)" data-lane="\##(escape(event.subject))" data-turn="\##(event.turn)">"##)
            out.append("<title>\(escape(event.notation)) (turn \(event.turn), t=\(String(format: "%.4f", event.time)))</title>")
            if let related = arrowPartner(event), let partner = laneIndex[related] {
                let px = left + Double(partner) * laneWidth + 20
                let (x1, x2) = event.kind == .addChild ? (ex, px) : (px, ex)
                out.append(##"<line x1="\##(f(x1))" y1="\##(f(ey - 4))" x2="\##(f(x2 + (x2 > x1 ? -5 : 5)))" y2="\##(f(ey - 4))" stroke="#555" marker-end="url(#arrow)"/>"##)
            }
            if isFinding {
                out.append(##"<rect x="\##(f(ex - 7))" y="\##(f(ey - 11))" width="14" height="14" fill="\##(Self.red)"/>"##)
            } else {
                out.append(##"<circle cx="\##(f(ex))" cy="\##(f(ey - 4))" r="5" fill="\##(color)"/>"##)
            }
            let label = isFinding ? (event.detail ?? "finding") : shortLabel(event)
            out.append(##"<text x="\##(f(ex + 10))" y="\##(f(ey))" fill="\##(isFinding ? Self.red : "#222")" stroke="white" stroke-width="3" paint-order="stroke"\##(isFinding ? ##" font-weight="bold""## : "")>\##(escape(label))</text>"##)
            out.append("</g>")
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private func transitionKey(_ event: LifecycleEvent) -> String {
        "\(event.subject)|\(event.related ?? "")|\(event.target ?? "")"
    }

    private func span(kind: String, x: Double, from: Double, to: Double, fill: String, label: String?) -> String {
        var parts = [##"<g class="span" data-kind="\##(kind)">"##]
        parts.append(##"<rect x="\##(f(x - 3))" y="\##(f(from - 8))" width="6" height="\##(f(max(to - from, 4) + 8))" fill="\##(fill)" stroke="#999" stroke-width="0.5"/>"##)
        if let label {
            // Written along the span, left of the lane (and of its begin/end bar), clear of the event labels.
            let cx = x - 34, cy = (from + to) / 2
            parts.append(##"<text x="\##(f(cx))" y="\##(f(cy))" transform="rotate(-90 \##(f(cx)) \##(f(cy)))" text-anchor="middle" fill="#b26a00" font-size="9">\##(escape(label))</text>"##)
        }
        parts.append("</g>")
        return parts.joined(separator: "\n")
    }

    /// The lane an arrow connects to: the parent for willMove/didMove, the child for addChild.
    private func arrowPartner(_ event: LifecycleEvent) -> String? {
        switch event.kind {
        case .willMoveToParent, .didMoveToParent, .addChild: return event.related
        default: return nil
        }
    }

    /// The notation without the lane's name in front.
    private func shortLabel(_ event: LifecycleEvent) -> String {
        let text = event.notation
        let prefix = event.subject + "."
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }

    private func color(for kind: LifecycleEvent.Kind) -> String {
        switch kind {
        case .viewWillAppear, .viewDidAppear, .viewIsAppearing: return "#1e88e5"
        case .viewWillDisappear, .viewDidDisappear: return "#8e24aa"
        case .willMoveToParent, .didMoveToParent, .addChild, .removeFromParent: return "#43a047"
        case .viewDidLoad: return "#616161"
        case .directAppearanceCall: return "#e65100"
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews: return "#bdbdbd"
        default: return "#fb8c00"
        }
    }

    private func f(_ value: Double) -> String { String(format: "%.1f", value) }

    private func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
