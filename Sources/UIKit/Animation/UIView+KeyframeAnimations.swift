import Foundation

extension UIView {
    /// Options for keyframe animations, with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var _calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
    }

    /// Runs `animations`, in which `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// places changes at fractions of `duration`; each changed property gets one keyframe animation.
    ///
    /// Changes made outside any keyframe span the whole duration. Completion follows `animate`'s rules.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let collector = _KeyframeCollector()
        let viewOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF).union(.curveLinear)
        _UIViewAnimationRunner.ensureInstalled()
        let state = _UIViewAnimationRunner.makeState(duration: duration, delay: delay, options: viewOptions,
                                                     spring: nil, keyframes: collector, completion: completion)
        _UIViewAnimationRunner.perform(state, animations)
        if state.createsAnimations {
            collector.addAnimations(state: state, calculationMode: options._calculationMode)
        }
        state.blockDelegate?.close()
    }

    /// Inside `animateKeyframes`, makes the changes in `animations` happen between `frameStartTime` and
    /// `frameStartTime + frameDuration`, both fractions of the whole duration. Outside one, runs the block.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let state = _UIViewAnimationContext.stack.last, state.keyframes != nil else { animations(); return }
        let saved = state.keyframeWindow
        state.keyframeWindow = (max(0, min(frameStartTime, 1)), max(0, min(frameDuration, 1 - frameStartTime)))
        animations()
        state.keyframeWindow = saved
    }
}

/// Collects the changes made inside `animateKeyframes`, per layer and key, and turns each track into
/// one `CAKeyframeAnimation` whose keyframes hold the value between the spans.
@MainActor final class _KeyframeCollector {
    private struct Span { let start: Double; let end: Double; let value: Any? }
    private final class Track {
        let layer: CALayer
        let key: String
        let initial: Any?
        var spans: [Span] = []
        init(layer: CALayer, key: String, initial: Any?) { self.layer = layer; self.key = key; self.initial = initial }
    }
    private var tracks: [Track] = []
    private var index: [String: Track] = [:]

    func record(layer: CALayer, key: String, previous: Any?, current: Any?, window: (start: Double, duration: Double)) {
        let id = "\(ObjectIdentifier(layer).hashValue)|\(key)"
        let track: Track
        if let existing = index[id] {
            track = existing
        } else {
            track = Track(layer: layer, key: key, initial: previous)
            index[id] = track
            tracks.append(track)
        }
        track.spans.append(Span(start: window.start, end: window.start + window.duration, value: current))
    }

    func addAnimations(state: _UIViewAnimationState, calculationMode: CAAnimationCalculationMode) {
        for track in tracks {
            var values: [Any] = [track.initial as Any]
            var times: [Double] = [0]
            var last: Any? = track.initial
            for span in track.spans.sorted(by: { $0.start < $1.start }) {
                if span.start > times[times.count - 1] { values.append(last as Any); times.append(span.start) }
                values.append(span.value as Any)
                times.append(max(span.end, times[times.count - 1]))
                last = span.value
            }
            if times[times.count - 1] < 1 { values.append(last as Any); times.append(1) }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            animation.duration = state.duration
            animation._commitDelay = state.delay
            if state.delay > 0 { animation.fillMode = .backwards }
            if state.options.contains(.repeat) { animation.repeatCount = .greatestFiniteMagnitude }
            if state.options.contains(.autoreverse) { animation.autoreverses = true }
            animation.delegate = state.blockDelegate
            state.blockDelegate?.animationAdded()
            track.layer.add(animation, forKey: track.key)
        }
    }
}
