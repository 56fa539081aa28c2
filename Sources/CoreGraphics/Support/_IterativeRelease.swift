import Foundation

/// Frees deep trees (a chain of 100 000 subviews or sublayers) without one stack frame per level.
///
/// Releasing the root of a tree releases its child list, whose last reference to each child runs that
/// child's deinit, which releases its own list: the runtime recurses once per level and a deep enough
/// chain overflows the stack. A tree node's deinit hands its children here instead; the outermost call
/// drops them one by one from a work list, and the deinits it triggers add their own children to the
/// same list rather than recursing. Only the main thread, where UIKit's objects die, takes this path;
/// elsewhere children are released as usual.
package enum _IterativeRelease {
    nonisolated(unsafe) private static var pending: [AnyObject] = []
    nonisolated(unsafe) private static var draining = false

    /// Takes `children` out of a node being deinitialised and releases them iteratively.
    package static func release<Element: AnyObject>(_ children: inout _ChildList<Element>) {
        guard !children.isEmpty, Thread.isMainThread else { return }
        for child in children { pending.append(child) }
        children.removeAll()
        guard !draining else { return }
        draining = true
        while let next = pending.popLast() { _ = next }
        draining = false
    }
}
