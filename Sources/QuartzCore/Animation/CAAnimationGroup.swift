import Foundation

/// Runs several animations together on one layer, in the group's time.
///
/// Each child's parent time is the group's iteration time, so a child's `beginTime` is relative to the
/// start of the group and children are cut off at the group's end. Only the group's delegate is told
/// about starting and stopping.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group.
    open var animations: [CAAnimation]?

    package override func _copyState(from other: CAAnimation) {
        super._copyState(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0._makeCopy() }
    }

    package override var _animatedKeyPaths: [String] { (animations ?? []).flatMap(\._animatedKeyPaths) }

    package override func _apply(to target: CALayer, parentTime: CFTimeInterval, progress: Double?) {
        let timing = _timing
        let groupTime: CFTimeInterval
        if let progress {
            groupTime = progress * timing.duration
        } else {
            guard let sample = timing.sample(atParentTime: parentTime) else { return }
            groupTime = sample.iterationTime
        }
        let local = timingFunction.map { $0._evaluate(groupTime / timing.duration) * timing.duration } ?? groupTime
        for child in animations ?? [] { child._apply(to: target, parentTime: local, progress: nil) }
    }
}
