import UIKit

/// Lets the main queue run what waits on it, then runs turns, until a round leaves nothing to do;
/// returns the number of rounds.
///
/// `spin()` runs `DispatchQueue.main.async` blocks queued from the main thread (they belong to the
/// turn), but not `Task { @MainActor in … }` bodies or blocks that other threads queued: those wait on
/// the main queue itself, and a test on the main actor is running on that queue, so nothing can drain
/// it from inside the test. Awaiting `settle()` suspends the test behind everything already queued
/// (each round queues a block at the tail of the main queue and waits for it), then runs turns until
/// none is pending. Rounds repeat, at least two and at most `limit`, until one finds no turn work, so
/// work that queued tasks queue in turn is run too. A task that awaits something else (a sleep, I/O)
/// is not waited for.
@MainActor @discardableResult
public func settle(limit: Int = 100) async -> Int {
    var rounds = 0
    while rounds < limit {
        await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
            _MainQueue.asyncOnDispatch { resume.resume() }
        }
        rounds += 1
        let turns = spinUntilIdle()
        if turns == 0 && rounds >= 2 { break }
    }
    return rounds
}
