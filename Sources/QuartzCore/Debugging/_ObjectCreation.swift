import Foundation

/// The creation hook behind UIKitTesting's leak checks.
///
/// `CALayer.init()` and `UIResponder.init()` (so every view, view controller and window) report the new
/// object here. Nothing listens unless a leak tracker is running, so the cost when off is one nil check.
@MainActor package enum _ObjectCreation {
    /// Receives each new layer and responder while set.
    package static var observer: (@MainActor (AnyObject) -> Void)?

    /// Reports `object` to the observer, if any.
    @inline(__always)
    package static func didCreate(_ object: AnyObject) {
        if let observer { observer(object) }
    }
}
