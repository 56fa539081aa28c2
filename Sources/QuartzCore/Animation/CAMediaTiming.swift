import Foundation

/// The timing of a layer or an animation: when it begins, how long it lasts, how fast and how often it
/// plays, and what it shows outside its active period.
///
/// Times nest: an animation's parent time is its layer's local time, a layer's parent time is its
/// superlayer's local time, and the root layer's parent time is `CACurrentMediaTime()`. Local time is
/// `(parentTime - beginTime) * speed + timeOffset`.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// The begin time in the parent's time space; 0 for an animation means "when the transaction commits".
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration in seconds; 0 for an animation means 0.25 s.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to parent time.
    var speed: Float { get set }
    /// An offset added to local time; with `speed` 0 it freezes the object at that time.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations play; fractions play part of the last one; 0 means 1.
    var repeatCount: Float { get set }
    /// How long the object repeats for, in local time; 0 means use `repeatCount`.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards and then backwards.
    var autoreverses: Bool { get set }
    /// What the object shows before it begins and after it ends.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows outside its active period.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the object has no effect outside its active period (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final state holds after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial state holds before the beginning.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var _fillsForwards: Bool { self == .forwards || self == .both }
    var _fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Core Animation's local-time arithmetic for one timed object, as a value so that it can be evaluated
/// without touching the object.
package struct _MediaTimingModel: Sendable {
    package var beginTime: CFTimeInterval = 0
    /// The iteration length, already defaulted (0.25 s for an animation whose duration is 0).
    package var duration: CFTimeInterval = 0.25
    package var speed: Double = 1
    package var timeOffset: CFTimeInterval = 0
    package var repeatCount: Double = 0
    package var repeatDuration: CFTimeInterval = 0
    package var autoreverses = false
    package var fillMode: CAMediaTimingFillMode = .removed

    package init() {}

    /// Where the object is at a parent time.
    package struct Sample: Equatable, Sendable {
        /// Time within the current iteration, from 0 to `duration` (already mirrored when autoreversing).
        package var iterationTime: CFTimeInterval
        /// Which iteration is playing (0-based), for cumulative animations.
        package var iteration: Int
    }

    /// The length of one forward (and, when autoreversing, backward) cycle.
    package var cycleDuration: CFTimeInterval { duration * (autoreverses ? 2 : 1) }

    /// How long the object is active, in local time: `repeatDuration`, else cycles × `repeatCount`.
    package var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? repeatCount : 1
        if count >= Double(Float.greatestFiniteMagnitude) { return .infinity }
        return cycleDuration * count
    }

    /// Local time elapsed since the begin time (before `timeOffset`).
    package func elapsed(atParentTime parentTime: CFTimeInterval) -> CFTimeInterval {
        (parentTime - beginTime) * speed
    }

    /// Whether the active period is over at `parentTime`.
    package func hasEnded(atParentTime parentTime: CFTimeInterval) -> Bool {
        speed != 0 && elapsed(atParentTime: parentTime) >= activeDuration - 1e-9
    }

    /// The sample at `parentTime`, or nil when the object has no effect then (outside its active period
    /// and not filling).
    package func sample(atParentTime parentTime: CFTimeInterval) -> Sample? {
        let elapsed = elapsed(atParentTime: parentTime)
        let active = activeDuration
        if elapsed < 0 {
            guard fillMode._fillsBackwards else { return nil }
            return sample(atActiveTime: min(timeOffset, active))
        }
        if speed != 0 && elapsed >= active - 1e-9 {
            guard fillMode._fillsForwards else { return nil }
            return endSample
        }
        var t = elapsed + timeOffset
        if t >= active, active > 0, active.isFinite { t = fmod(t, active) }
        return sample(atActiveTime: t)
    }

    /// The sample at `t` seconds into the active period.
    package func sample(atActiveTime t: CFTimeInterval) -> Sample {
        guard duration > 0 else { return Sample(iterationTime: 0, iteration: 0) }
        let cycle = cycleDuration
        let index = (t / cycle).rounded(.down)
        var within = t - index * cycle
        if within < 0 { within = 0 }
        if autoreverses && within > duration { within = cycle - within }
        return Sample(iterationTime: min(within, duration), iteration: Int(index))
    }

    /// The sample shown after the end: the end of the last (possibly partial) iteration.
    package var endSample: Sample {
        let active = activeDuration
        guard duration > 0, active.isFinite else { return Sample(iterationTime: duration, iteration: 0) }
        let cycle = cycleDuration
        let cycles = active / cycle
        let whole = cycles.rounded(.down)
        if abs(cycles - whole) < 1e-9 || abs(cycles - whole - 1) < 1e-9 {
            // Ends exactly at a cycle boundary: forwards ends at the end value, autoreverse back at the start.
            let count = Int(cycles.rounded())
            return Sample(iterationTime: autoreverses ? 0 : duration, iteration: max(count - 1, 0))
        }
        return sample(atActiveTime: active)
    }
}

extension CAMediaTiming {
    /// This object's timing as a value model; `defaultDuration` replaces a duration of 0.
    package func _timingModel(defaultDuration: CFTimeInterval) -> _MediaTimingModel {
        var model = _MediaTimingModel()
        model.beginTime = beginTime
        model.duration = duration > 0 ? duration : defaultDuration
        model.speed = Double(speed)
        model.timeOffset = timeOffset
        model.repeatCount = Double(repeatCount)
        model.repeatDuration = repeatDuration
        model.autoreverses = autoreverses
        model.fillMode = fillMode
        return model
    }
}
