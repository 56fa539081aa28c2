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
    /// For a `CATransition`: the layer's image from before the change (dropped when it stops).
    package var transitionSnapshot: _TransitionSnapshot?

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
/// Each running animation's end is kept as a global media time in a flat array, so a frame reads one
/// number per animation (no layer or animation objects are touched) and does more only for animations
/// that end. The end times are recomputed when any layer's timing or the layer tree changes. Finished
/// animations leave the list; those kept on their layers (`isRemovedOnCompletion == false`) are not
/// visited again.
@MainActor package enum _AnimationEngine {
    private static var pending: [_RunningAnimation] = []
    private static var running: [_RunningAnimation] = []
    /// `running[i]`'s end in global media time (minus a small tolerance), or infinity.
    private static var endTimes: [CFTimeInterval] = []
    /// Started animations whose delegate has not been told `animationDidStart` yet.
    private static var awaitingStart: [_RunningAnimation] = []
    private static var timingGeneration = -1
    private static var needsCompaction = false
    private static var frameCount = 0
    private static var sweepIndex = 0
    private static var isTicking = false
    private static var isInstalled = false

    /// The number of animations checked each frame.
    package static var runningCount: Int { running.count }

    /// Queues `entry` to start at the next commit.
    package static func add(_ entry: _RunningAnimation) {
        if !isInstalled {
            isInstalled = true
            _Turn.install(.startAnimations) { commitTime in start(at: commitTime) }
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
            guard entry.drivenProgress == nil else { continue }
            running.append(entry)
            endTimes.append(endTime(of: entry))
            awaitingStart.append(entry)
        }
        guard !running.isEmpty else { return }
        process(at: commitTime)
        ensureTicking()
    }

    /// When `entry` ends, in global media time: infinity when it never ends or a timing on the way is paused.
    private static func endTime(of entry: _RunningAnimation) -> CFTimeInterval {
        guard let layer = entry.layer else { return -.infinity }
        let timing = entry.animation._timing
        guard timing.speed > 0, timing.activeDuration.isFinite else { return .infinity }
        let localEnd = timing.beginTime + timing.activeDuration / timing.speed
        return layer._globalEndTime(fromLocal: localEnd) - 1e-9
    }

    /// Sends start notifications and ends every running animation whose active period is over at `time`.
    package static func process(at time: CFTimeInterval) {
        frameCount &+= 1
        if CALayer._timingGeneration != timingGeneration {
            timingGeneration = CALayer._timingGeneration
            for i in running.indices { endTimes[i] = endTime(of: running[i]) }
        }
        // A few entries per frame, round-robin: drop animations whose layer went away.
        if !running.isEmpty {
            for _ in 0..<min(8, running.count) {
                sweepIndex = sweepIndex < running.count - 1 ? sweepIndex + 1 : 0
                if running[sweepIndex].layer == nil { endTimes[sweepIndex] = -.infinity }
            }
        }
        var started: [_RunningAnimation] = []
        if !awaitingStart.isEmpty {
            var waiting: [_RunningAnimation] = []
            for entry in awaitingStart where !entry.isStopped {
                guard let layer = entry.layer else { continue }
                if entry.animation._timing.elapsed(atParentTime: layer._localTime(fromGlobal: time)) >= 0 {
                    entry.didNotifyStart = true
                    started.append(entry)
                } else {
                    waiting.append(entry)
                }
            }
            awaitingStart = waiting
        }
        var ended: [_RunningAnimation] = []
        var anyEnded = needsCompaction
        if !anyEnded {
            for end in endTimes where end <= time { anyEnded = true; break }
        }
        if anyEnded {
            needsCompaction = false
            var keptEntries: [_RunningAnimation] = []
            var keptEnds: [CFTimeInterval] = []
            keptEntries.reserveCapacity(running.count)
            keptEnds.reserveCapacity(running.count)
            for (entry, end) in zip(running, endTimes) where !entry.isStopped {
                if end <= time { ended.append(entry) } else { keptEntries.append(entry); keptEnds.append(end) }
            }
            running = keptEntries
            endTimes = keptEnds
        }
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
        entry.transitionSnapshot = nil
        needsCompaction = true
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
