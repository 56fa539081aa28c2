import Foundation

/// The engine behind `UIView.animate`: opens an animation block, turns the layer changes made inside it
/// into Core Animation animations, and reports completion (spec §10).
@MainActor enum _UIViewAnimationRunner {
    /// Installs the views' action provider (once).
    static func ensureInstalled() {
        guard UIView._actionProvider == nil else { return }
        UIView._actionProvider = { view, layer, key in action(for: view, layer: layer, key: key) }
    }

    /// The layer keys UIKit animates inside animation blocks.
    static var animatableKeys: Set<String> { _LayerProperty.viewAnimatableKeys }

    /// The keys UIKit animates additively since iOS 8 (geometry), so that overlapping animations blend.
    static let additiveKeys: Set<String> = ["bounds", "position", "transform"]

    /// The timing function of UIKit curve `curve` (bits 16–18 of the options).
    static func timingFunction(forCurve curve: UInt) -> CAMediaTimingFunction {
        switch curve {
        case 1: return CAMediaTimingFunction(name: .easeIn)
        case 2: return CAMediaTimingFunction(name: .easeOut)
        case 3: return CAMediaTimingFunction(name: .linear)
        default: return CAMediaTimingFunction(name: .easeInEaseOut)
        }
    }

    /// A spring with damping ratio `ratio` whose motion settles in `duration` seconds.
    static func spring(settlingIn duration: TimeInterval, dampingRatio ratio: Double, velocity: Double) -> _SpringSolution {
        let ratio = max(ratio, 0.01)
        let unit = _SpringSolution(mass: 1, stiffness: 1, damping: 2 * ratio, initialVelocity: 0)
        let w0 = duration > 0 ? unit.settlingDuration / duration : 1
        return _SpringSolution(mass: 1, stiffness: w0 * w0, damping: 2 * ratio * w0, initialVelocity: velocity)
    }

    /// Opens a block with the settings inherited per spec §10.3, runs `animations`, closes it.
    static func run(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                    spring: _SpringSolution? = nil, keyframes: _KeyframeCollector? = nil,
                    animations: () -> Void, completion: ((Bool) -> Void)?) {
        ensureInstalled()
        let state = makeState(duration: duration, delay: delay, options: options, spring: spring,
                              keyframes: keyframes, completion: completion)
        perform(state, animations)
        state.blockDelegate?.close()
    }

    static func makeState(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                          spring: _SpringSolution?, keyframes: _KeyframeCollector? = nil,
                          animator: UIViewPropertyAnimator? = nil, animatesChanges: Bool = true,
                          completion: ((Bool) -> Void)?) -> _UIViewAnimationState {
        let parent = _UIViewAnimationContext.stack.last.flatMap { $0.animatesChanges ? $0 : nil }
        var effectiveDuration = duration
        var timing = timingFunction(forCurve: options._curve)
        var effectiveSpring = spring
        var effectiveOptions = options
        if let parent {
            if !options.contains(.overrideInheritedDuration) { effectiveDuration = parent.duration }
            if !options.contains(.overrideInheritedCurve) {
                timing = parent.timingFunction
                effectiveSpring = parent.spring
            }
            if !options.contains(.overrideInheritedOptions) {
                effectiveOptions.formUnion(parent.options.intersection(
                    [.repeat, .autoreverse, .beginFromCurrentState, .allowUserInteraction, .layoutSubviews]))
            }
        }
        // Inside an interactive transition's tracking scope the tracker hears of the block's end.
        let completion = _UIViewAnimationTracker.active.last.map { $0.wrap(completion) } ?? completion
        return _UIViewAnimationState(duration: effectiveDuration, delay: delay, options: effectiveOptions,
                                     timingFunction: timing, spring: effectiveSpring,
                                     blockDelegate: _UIViewAnimationBlockDelegate(completion: completion),
                                     keyframes: keyframes, animator: animator, animatesChanges: animatesChanges)
    }

    /// Runs `body` with `state` as the innermost block; lays out animated views when asked.
    static func perform(_ state: _UIViewAnimationState, _ body: () -> Void) {
        _UIViewAnimationContext.stack.append(state)
        body()
        if state.options.contains(.layoutSubviews) {
            // Lay out now, inside the block, so that subviews' new frames animate with their parent.
            var index = 0
            while index < state.animatedViews.count {
                state.animatedViews[index].layoutIfNeeded()
                index += 1
            }
        }
        _UIViewAnimationContext.stack.removeLast()
        if let delegate = state.blockDelegate, !state.options.contains(.allowUserInteraction), state.animator == nil {
            for view in state.animatedViews where isAnimated(view) {
                blockedViews[ObjectIdentifier(view)] = _WeakView(view)
                setInteractionBlocked(ObjectIdentifier(view), true)
                delegate.blockedViews.append(ObjectIdentifier(view))
            }
        }
    }

    private static func isAnimated(_ view: UIView) -> Bool { view.layer.animationKeys() != nil }

    // MARK: The action of a view's layer inside a block

    static func action(for view: UIView, layer: CALayer, key: String) -> CAAction? {
        guard let state = _UIViewAnimationContext.stack.last, state.createsAnimations || state.keyframes != nil,
              state.animatesChanges, UIView._animationsEnabled, animatableKeys.contains(key) else { return nil }
        return _UIViewAnimationAction(state: state, view: view)
    }

    // MARK: User interaction during animations

    private static var blockedCounts: [ObjectIdentifier: Int] = [:]
    /// The blocked views themselves, weakly: an animation whose end never came (its timers were dropped
    /// with a virtual clock) must not block a new view that reuses a freed view's address.
    private static var blockedViews: [ObjectIdentifier: _WeakView] = [:]

    static func setInteractionBlocked(_ id: ObjectIdentifier, _ blocked: Bool) {
        let count = (blockedCounts[id] ?? 0) + (blocked ? 1 : -1)
        blockedCounts[id] = count > 0 ? count : nil
        if count <= 0 { blockedViews[id] = nil }
    }

    /// Whether `view` is being animated by a block without `.allowUserInteraction`.
    static func isInteractionBlocked(_ view: UIView) -> Bool {
        let id = ObjectIdentifier(view)
        guard blockedCounts[id] != nil else { return false }
        if blockedViews[id]?.view === view { return true }
        blockedCounts[id] = nil
        blockedViews[id] = nil
        return false
    }
}

/// The action a view's layer runs for a change inside an animation block: it builds the CAAnimation.
@MainActor final class _UIViewAnimationAction: CAAction {
    let state: _UIViewAnimationState
    weak var view: UIView?

    init(state: _UIViewAnimationState, view: UIView) {
        self.state = state
        self.view = view
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let previous = dict?["previousValue"] as Any?
        let current = _LayerKeyPath.value(of: layer, at: event)
        if let view { state.noteAnimated(view) }
        if let keyframes = state.keyframes {
            keyframes.record(layer: layer, key: event, previous: previous, current: current, window: state.keyframeWindow)
            return
        }
        if let animator = state.animator {
            animator._record(layer: layer, key: event, from: previous, to: current)
            return
        }
        let additive = _UIViewAnimationRunner.additiveKeys.contains(event)
        let animation: CABasicAnimation
        if let spring = state.spring {
            let springAnimation = CASpringAnimation()
            springAnimation.mass = CGFloat(spring.mass)
            springAnimation.stiffness = CGFloat(spring.stiffness)
            springAnimation.damping = CGFloat(spring.damping)
            springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
            animation = springAnimation
        } else {
            animation = CABasicAnimation()
            animation.timingFunction = state.timingFunction
        }
        animation.keyPath = event
        animation.duration = state.duration
        animation._commitDelay = state.delay
        if state.delay > 0 { animation.fillMode = .backwards }
        if state.options.contains(.repeat) { animation.repeatCount = .greatestFiniteMagnitude }
        if state.options.contains(.autoreverse) { animation.autoreverses = true }
        var key = event
        if additive {
            animation.isAdditive = true
            animation.fromValue = _AnimatableValue.subtract(previous, current)
            animation.toValue = _AnimatableValue.zero(like: current)
            key = Self.uniqueKey(event, on: layer)
        } else {
            // A property that was nil (a colour) starts from the neutral value: clear.
            let from = previous ?? _AnimatableValue.zero(like: current)
            animation.fromValue = state.options.contains(.beginFromCurrentState) && from != nil
                ? layer._previousPresentationValue(at: event, modelValue: from!) : from
            animation.toValue = current
        }
        guard animation.fromValue != nil || !additive else { return }
        animation.delegate = state.blockDelegate
        state.blockDelegate?.animationAdded()
        layer.add(animation, forKey: key)
        _UIViewAnimationTracker.active.last?.record(layer: layer, keyPath: event, animationKey: key, startValue: previous)
    }

    /// `key` if free on `layer`, else `key-1`, `key-2`, …: additive animations never replace each other.
    static func uniqueKey(_ key: String, on layer: CALayer) -> String {
        guard let keys = layer.animationKeys(), keys.contains(key) else { return key }
        let taken = Set(keys)
        var n = 1
        while taken.contains("\(key)-\(n)") { n += 1 }
        return "\(key)-\(n)"
    }
}

/// A weak reference to a view.
struct _WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
