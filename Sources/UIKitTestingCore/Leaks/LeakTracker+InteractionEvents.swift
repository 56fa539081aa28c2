import UIKit

extension LeakTracker {
    /// What a check fails a test for: the report of the objects still alive, and interaction events
    /// still ignored (see `_interactionIgnoringLeftBehind()`); each message is one failure.
    package func _failureMessages() -> [String] {
        let report = report()
        return [report.isEmpty ? nil : report.description, Self._interactionIgnoringLeftBehind()].compactMap { $0 }
    }

    /// A failure message when the application still ignores interaction events once UIKit has settled:
    /// a presentation or dismissal without an interactor whose transition never completed, or a
    /// `beginIgnoringInteractionEvents()` without its end. Left in place, it would drop the touches of
    /// every later test, so the ignoring is ended here (a presentation controller that later ends its
    /// own finds nothing to balance).
    static func _interactionIgnoringLeftBehind() -> String? {
        guard let app = UIApplication._shared, app.isIgnoringInteractionEvents else { return nil }
        settle()
        guard app.isIgnoringInteractionEvents else { return nil }
        let reasons = app._ignoringInteractionEventsReasons
        let unnamed = app._ignoringInteractionEventsCount - reasons.count
        var lines = ["The application still ignores interaction events after the test settled:"]
        lines += reasons.map { "  \($0)" }
        if unnamed > 0 {
            lines.append("  \(unnamed) beginIgnoringInteractionEvents() without endIgnoringInteractionEvents()")
        }
        app._ignoringInteractionEventsReasons.removeAll()
        app._ignoringInteractionEventsCount = 0
        return lines.joined(separator: "\n")
    }
}
