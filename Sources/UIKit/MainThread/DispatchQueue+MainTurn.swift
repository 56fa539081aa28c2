import Foundation
import QuartzCore

// Dispatch declares `async(group:qos:flags:execute:)` and `asyncAfter(deadline:qos:flags:execute:)` with
// defaulted arguments. These overloads take only the block (and the deadline), so a call that passes no
// `group`, `qos` or `flags` (`DispatchQueue.main.async { … }`, the usual form) prefers them: Swift ranks an
// overload that needs no default arguments above one that does, in every file that imports UIKit, whatever
// else it imports. (Declaring Dispatch's exact signature instead makes such calls ambiguous in a file that
// also imports Foundation or XCTest.) They change only work that main-queue code queues on the main queue;
// everything else goes to Dispatch as before. See docs/DESIGN.md, "Main-thread work".

extension DispatchQueue {
    /// Submits `work` to run asynchronously on the queue.
    ///
    /// On the main queue, from the main queue, the block runs on UIKit's next turn: after the current
    /// turn's layout, commit and after-commit work, as the main run loop orders them on iOS, and
    /// `UIKitTesting.spin()` runs it. Blocks submitted from other threads go to Dispatch unchanged.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        if _MainQueue.isMain(self), _MainQueue.isCurrent {
            MainActor.assumeIsolated { _Turn.enqueueNextTurn(work) }
            return
        }
        self.async(execute: DispatchWorkItem(block: work))
    }

    /// Submits `work` to run on the queue once `deadline` has passed.
    ///
    /// On the main queue, from the main queue, under UIKitTesting's virtual clock, the block fires at its
    /// virtual time (the delay is read from `deadline` against the real clock, rounded up to the
    /// millisecond) from `VirtualClock.advance(by:)`, and its changes commit in that frame; a deadline
    /// already past runs it on the next turn. Otherwise Dispatch runs it.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if _MainQueue.isMain(self), _MainQueue.isCurrent {
            MainActor.assumeIsolated { _MainQueue.asyncAfter(deadline: deadline, work) }
            return
        }
        self.asyncAfter(deadline: deadline, execute: DispatchWorkItem(block: work))
    }
}
