import Testing
import UIKit
import UIKitTesting

/// One set of lifecycle assertions run against every container, in the style of swift-collections'
/// conformance checkers: whatever a container does, each child's appearance callbacks must follow
/// UIKit's state machine, and each move into or out of the container must be bracketed by
/// willMove/didMove with the moving flags set inside the appearance callbacks in between.
@MainActor
enum ContainerLifecycleChecker {
    /// One event parsed from the spec notation (`B.wA(true, mTP=true)`, `B.wM(nav)`).
    struct Event {
        let controller: String
        let kind: String
        let flags: Set<String>
        let argument: String?

        init?(_ text: String) {
            guard let dot = text.firstIndex(of: ".") else { return nil }
            controller = String(text[..<dot])
            let rest = text[text.index(after: dot)...]
            if let open = rest.firstIndex(of: "(") {
                kind = String(rest[..<open])
                let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
                let parts = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                flags = Set(parts.filter { $0.contains("=") })
                argument = parts.first
            } else {
                kind = String(rest)
                flags = []
                argument = nil
            }
        }
    }

    /// The appearance transitions UIKit allows: will before did, and a will may reverse a will.
    static let allowedNext: [String: Set<String>] = [
        "none": ["wA", "wD"], "wA": ["dA", "wD"], "dA": ["wD", "wA"], "wD": ["dD", "wA"], "dD": ["wA", "wD"],
    ]

    /// Checks `events` and records an issue for each violation. `visibleAtEnd` names the children on
    /// screen when the log ends; every other child that appeared must have disappeared.
    static func check(_ events: [String], children: [String], visibleAtEnd: Set<String>,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        let parsed = events.compactMap(Event.init)
        for name in children {
            let own = parsed.filter { $0.controller == name }
            var state = "none"
            var moving: String?  // "to" between wM(parent) and dM(parent), "from" between wM(nil) and dM(nil)
            // A removal being undone (a cancelled interactive pop): the child's disappearance reverses
            // (wD then wA) and didMove(toParent:) back to the old parent closes the move.
            var reverting = false
            for event in own {
                switch event.kind {
                case "wA", "dA", "wD", "dD":
                    if !(allowedNext[state]?.contains(event.kind) ?? false) {
                        Issue.record("\(name): \(event.kind) after \(state)", sourceLocation: sourceLocation)
                    }
                    if moving == "from", event.kind == "wA", state == "wD" { reverting = true }
                    state = event.kind
                    if moving == "from", !reverting, event.kind == "wA" || event.kind == "dA" {
                        Issue.record("\(name): appears while moving out of its parent", sourceLocation: sourceLocation)
                    }
                    if event.flags.contains("mTP=true") && moving != "to" && !own.contains(where: { $0.kind == "wM" }) {
                        Issue.record("\(name): isMovingToParent without a move", sourceLocation: sourceLocation)
                    }
                case "wM":
                    moving = event.argument == "nil" ? "from" : "to"
                    reverting = false
                case "dM":
                    let expected = event.argument == "nil" ? "from" : "to"
                    // didMove back to the parent after willMove(nil) ends a cancelled removal.
                    let cancelledRemoval = moving == "from" && expected == "to"
                    if moving != expected && moving != nil && !cancelledRemoval {
                        Issue.record("\(name): didMove(\(event.argument ?? "?")) after willMove for the other direction",
                                     sourceLocation: sourceLocation)
                    }
                    moving = nil
                    reverting = false
                default:
                    break
                }
            }
            let appeared = own.contains { $0.kind == "wA" }
            if visibleAtEnd.contains(name) {
                if state != "dA" { Issue.record("\(name) should end appeared, ends \(state)", sourceLocation: sourceLocation) }
            } else if appeared, state != "dD" {
                Issue.record("\(name) should end disappeared, ends \(state)", sourceLocation: sourceLocation)
            }
        }
    }
}
