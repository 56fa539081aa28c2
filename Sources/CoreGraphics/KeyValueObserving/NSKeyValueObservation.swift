import Foundation

/// The registration made by `observe(_:options:changeHandler:)`; the observation lasts as long as this
/// object does, or until `invalidate()`.
///
/// The observation does not keep the observed object alive. When the observed object goes away, its
/// registrations go with it and `invalidate()` has nothing left to do.
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private weak var _registry: _KVORegistry?
    private let _registration: _KVORegistration

    init(registry: _KVORegistry, registration: _KVORegistration) {
        _registry = registry
        _registration = registration
        super.init()
    }

    /// Ends the observation: the change handler is not called again. Calling it again does nothing.
    public func invalidate() {
        _registry?.remove(_registration)
        _registry = nil
    }

    deinit { invalidate() }
}
