import Foundation

/// One animation attached to a layer: the layer's private copy plus its bookkeeping.
@MainActor package final class _RunningAnimation {
    /// The copy the layer owns (what `animation(forKey:)` returns and the delegate receives).
    package let animation: CAAnimation
    package let key: String?
    package weak var layer: CALayer?
    /// The completion groups of the transactions that were open when it was added.
    package var groups: [_TransactionGroup]
    /// Whether the commit has given it a begin time.
    package var isStarted = false
    /// Whether `animationDidStart` has been sent.
    package var didNotifyStart = false
    /// Whether it has stopped (ran to its end, or was removed).
    package var isStopped = false
    /// When set, the animation shows this progress instead of following the clock, and the engine never
    /// ends it (a property animator drives it and removes it).
    package var drivenProgress: (() -> Double)?

    init(animation: CAAnimation, key: String?, layer: CALayer, groups: [_TransactionGroup]) {
        self.animation = animation
        self.key = key
        self.layer = layer
        self.groups = groups
    }
}

/// The animation engine: starts animations at the commit that follows their addition (begin time =
/// commit time), then checks the running ones every frame and ends them when their active period is over.
///
/// Each frame costs O(running animations): finished animations leave the running list, and animations
/// kept on their layers after finishing (`isRemovedOnCompletion == false`) are not visited again.
@MainActor package enum _AnimationEngine {
    private static var pending: [_RunningAnimation] = []
    private static var running: [_RunningAnimation] = []
    private static var isTicking = false
    private static var isInstalled = false

    /// The number of animations checked each frame.
    package static var runningCount: Int { running.count }

    /// Queues `entry` to start at the next commit.
    package static func add(_ entry: _RunningAnimation) {
        if !isInstalled {
            isInstalled = true
            _Turn.commitPhaseHandlers.append { commitTime in start(at: commitTime) }
        }
        pending.append(entry)
        _Turn.setNeedsCommit()
    }

    /// The commit phase: every animation added since the last commit gets its begin time and starts.
    static func start(at commitTime: CFTimeInterval) {
        guard !pending.isEmpty else { return }
        let entries = pending
        pending.removeAll()
        for entry in entries where !entry.isStopped {
            guard let layer = entry.layer else { continue }
            if entry.animation.beginTime == 0 {
                entry.animation.beginTime = layer._localTime(fromGlobal: commitTime) + entry.animation._commitDelay
            }
            entry.isStarted = true
            if entry.drivenProgress == nil { running.append(entry) }
        }
        guard !running.isEmpty else { return }
        process(at: commitTime)
        ensureTicking()
    }

    /// Sends start notifications and ends every running animation whose active period is over at `time`.
    package static func process(at time: CFTimeInterval) {
        var started: [_RunningAnimation] = []
        var ended: [_RunningAnimation] = []
        var kept: [_RunningAnimation] = []
        kept.reserveCapacity(running.count)
        for entry in running where !entry.isStopped {
            guard let layer = entry.layer else {
                ended.append(entry)   // the layer went away: the animation stops unfinished
                continue
            }
            let timing = entry.animation._timing
            let parentTime = layer._localTime(fromGlobal: time)
            if !entry.didNotifyStart && timing.elapsed(atParentTime: parentTime) >= 0 {
                entry.didNotifyStart = true
                started.append(entry)
            }
            if timing.hasEnded(atParentTime: parentTime) { ended.append(entry) } else { kept.append(entry) }
        }
        running = kept
        for entry in started { entry.animation.delegate?.animationDidStart(entry.animation) }
        for entry in ended {
            let finished = entry.layer != nil
            if finished, entry.animation.isRemovedOnCompletion, let layer = entry.layer {
                layer._animationEntries.removeAll { $0 === entry }
            }
            stop(entry, finished: finished, deferred: false)
        }
    }

    /// Marks `entry` stopped and tells its delegate and transaction groups, now or after the current commit.
    package static func stop(_ entry: _RunningAnimation, finished: Bool, deferred: Bool) {
        guard !entry.isStopped else { return }
        entry.isStopped = true
        let deliver = {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
            let groups = entry.groups
            entry.groups = []
            for group in groups { group.release() }
        }
        if deferred { _Turn.enqueueAfterCommit(deliver) } else { deliver() }
    }

    private static func ensureTicking() {
        _FrameTicker.resume()
        guard !isTicking else { return }
        isTicking = true
        _FrameTicker.add { time in
            process(at: time)
            if running.isEmpty { isTicking = false; return false }
            return true
        }
    }
}
