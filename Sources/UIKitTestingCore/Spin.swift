import UIKit

/// Runs exactly one turn of the main run loop: layout, display, the commit (animations start),
/// after-commit blocks (deferred viewDidAppear/viewDidDisappear), then the blocks queued during the turn
/// for the next one (zero-duration animation completions, `DispatchQueue.main.async` blocks queued from
/// the main thread).
///
/// Call it where an iOS test would let the run loop turn once. It works inside `async` tests, where
/// spinning `RunLoop.main` cannot drain the main queue. It does not run `Task { @MainActor in … }`
/// bodies, which wait on the main queue itself: await `settle()` for those.
@MainActor
public func spin() {
    _Turn.runTurn()
}

/// Runs turns until nothing is pending, at most `limit` of them; returns how many ran.
@MainActor @discardableResult
public func spinUntilIdle(limit: Int = 100) -> Int {
    var count = 0
    while _Turn.hasPendingWork && count < limit {
        _Turn.runTurn()
        count += 1
    }
    return count
}

/// The number of turns that have run so far in this process.
@MainActor
public var currentTurn: Int { _Turn.number }
