import Dispatch
import Foundation

/// Whether the caller runs on the main actor: on the main thread, or in a block of the main queue.
///
/// `Thread.isMainThread` alone is not enough on Linux: under `dispatchMain()` (Swift Testing's runner,
/// for one) worker threads drain the main queue, so main-actor code runs off the main thread.
package func _isOnMainActor() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: _mainQueueKey.key) != nil
}

private struct _MainQueueKey: Sendable {
    let key = DispatchSpecificKey<Bool>()
    init() { DispatchQueue.main.setSpecific(key: key, value: true) }
}

private let _mainQueueKey = _MainQueueKey()
