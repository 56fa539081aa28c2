import Foundation

/// Touches during a presentation's transition (spec §14.7): while a presentation or dismissal runs
/// without an interactor, the application ignores interaction events under the presentation
/// controller's reason, and stops when the transition completes (finished or cancelled). Fingers that
/// were already down keep being delivered; fingers that go down meanwhile are dropped for their whole
/// life. An interactive transition is not gated: the finger that drives it must keep moving it.
extension UIPresentationController {
    /// Starts ignoring interaction events for `context`'s transition when it has no interactor; its
    /// completion ends the ignoring before the container's own end runs.
    func _ignoreInteractionEvents(during context: _UIViewControllerTransitionContext) {
        guard context.interactor == nil, _interactionIgnoringReason == nil else { return }
        let from = context.fromViewController.map { "\($0)" } ?? "(null)"
        let to = context.toViewController.map { "\($0)" } ?? "(null)"
        // [Provisional] A dismissal gives the same reason (UIKit builds it in the one transition method
        // that runs both directions; the spec quotes only the presentation's).
        let reason = "\(_objcDescription) beginning transition for presentation from: \(from) to: \(to)"
        UIApplication.shared._beginIgnoringInteractionEvents(reason: reason)
        _interactionIgnoringReason = reason
        let end = context.completionHandler
        context.completionHandler = { [weak self] didComplete in
            self?._endIgnoringInteractionEvents()
            end?(didComplete)
        }
    }

    /// Ends the ignoring this controller began, if it still holds one.
    func _endIgnoringInteractionEvents() {
        guard let reason = _interactionIgnoringReason else { return }
        _interactionIgnoringReason = nil
        UIApplication.shared._endIgnoringInteractionEvents(reason: reason)
    }

    /// UIKit's log when a controller goes away while its transition still ignores events (its
    /// transition never completed). [Provisional] The ignoring then ends, so that the app does not
    /// stay deaf to touches; whether iOS ends it is not known.
    func _endIgnoringInteractionEventsAtDeallocation() {
        guard _interactionIgnoringReason != nil else { return }
        _Diagnostics.log(
            "Invalid state: deallocating presentation controller while still ignoring interaction events: \(_objcDescription)")
        _endIgnoringInteractionEvents()
    }

    /// `<ClassName: 0x…>`, as UIKit's `<%s: %p>` prints this controller.
    var _objcDescription: String { "<\(_objcClassName(type(of: self))): \(_objcAddressString(self))>" }
}
