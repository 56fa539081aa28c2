import Foundation

/// An animated transition of a layer's content: fade, push, move-in or reveal, from a side.
///
/// It is always added under the key `kCATransition`. When it is added, the layer's subtree is captured as
/// it is on screen (the old content); while it runs, frames compose that image with the layer's current
/// subtree inside the layer's bounds (see `_LayerRenderer+Transitions.swift`). The presentation layer's
/// properties are not changed by a transition, and `render(in:)` ignores it.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The kind of transition; fade by default.
    open var type: CATransitionType = .fade
    /// The side the transition comes from, for push, move-in and reveal.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start, from 0 to 1.
    open var startProgress: Float = 0
    /// Where in the transition to end, from 0 to 1.
    open var endProgress: Float = 1
    /// A filter for the transition; stored only.
    open var filter: Any?

    package override func _copyState(from other: CAAnimation) {
        super._copyState(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type; subtype = other.subtype; startProgress = other.startProgress
        endProgress = other.endProgress; filter = other.filter
    }

    /// The transition's progress at `parentTime`, or nil when it has no effect then.
    package func _transitionProgress(parentTime: CFTimeInterval, progress: Double?) -> Double? {
        let p: Double
        if let progress {
            p = progress
        } else {
            let timing = _timing
            guard let sample = timing.sample(atParentTime: parentTime) else { return nil }
            p = _progress(forIterationTime: sample.iterationTime, duration: timing.duration)
        }
        return Double(startProgress) + (Double(endProgress) - Double(startProgress)) * p
    }
}

/// The key every transition is added under.
public let kCATransition = "transition"

/// The kinds of transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a transition comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
