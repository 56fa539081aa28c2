import Foundation

/// Runs `body` inside an autorelease pool and returns its result; errors are rethrown.
///
/// Objects that `perform(_:)` returns unretained stay alive until the innermost pool drains: at the end
/// of this call, or, outside any explicit pool, at the end of the main run loop's turn, as on iOS.
/// Off the main thread the pool holds nothing and the call simply runs `body`.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    guard _isOnMainActor() else { return try body() }
    let depth = _AutoreleasePool.push()
    defer { _AutoreleasePool.pop(to: depth) }
    return try body()
}

/// The main thread's autorelease pools: the run loop's own pool at the bottom, then one per
/// `autoreleasepool(invoking:)` in progress. Used on the main thread only.
package enum _AutoreleasePool {
    nonisolated(unsafe) private static var pools: [[AnyObject]] = [[]]

    /// Keeps `object` alive until the innermost pool drains (main thread only; elsewhere a no-op).
    package static func autorelease(_ object: AnyObject) {
        guard _isOnMainActor() else { return }
        pools[pools.count - 1].append(object)
    }

    /// Releases what the run loop's pool holds; the turn calls this when it ends.
    package static func drainRunLoopPool() {
        guard pools.count == 1, !pools[0].isEmpty else { return }
        let drained = pools[0]
        pools[0] = []
        withExtendedLifetime(drained) {}
    }

    static func push() -> Int {
        pools.append([])
        return pools.count - 1
    }

    static func pop(to depth: Int) {
        let drained = pools[depth...]
        pools.removeSubrange(depth...)
        withExtendedLifetime(drained) {}
    }
}
