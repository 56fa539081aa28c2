import Foundation

/// Frees deep trees (a chain of 100 000 subviews or sublayers) without one stack frame per level.
///
/// Releasing the root of a tree releases its child list, whose last reference to each child runs that
/// child's deinit, which releases its own list: the runtime recurses once per level and a deep enough
/// chain overflows the stack. A tree node's deinit hands its children here instead; the outermost call
/// drops them one by one from a work list, and the deinits it triggers on the same thread add their
/// children to that list rather than recursing. A release on another thread while one drains goes the
/// usual (recursive) way.
package enum _IterativeRelease {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var pending: [AnyObject] = []
    nonisolated(unsafe) private static var drainer: pthread_t?

    /// Takes `children` out of a node being deinitialised and releases them iteratively.
    package static func release<Element: AnyObject>(_ children: inout _ChildList<Element>) {
        guard !children.isEmpty else { return }
        let me = pthread_self()
        lock.lock()
        if let drainer {
            guard pthread_equal(drainer, me) != 0 else { lock.unlock(); return }
            for child in children { pending.append(child) }
            lock.unlock()
            children.removeAll()
            return
        }
        drainer = me
        for child in children { pending.append(child) }
        lock.unlock()
        children.removeAll()
        while true {
            lock.lock()
            let next = pending.popLast()
            lock.unlock()
            guard next != nil else { break }
            // `next` is the last reference to most children: it is released here, outside the lock.
        }
        lock.lock()
        drainer = nil
        lock.unlock()
    }
}
