import Foundation

/// One open animation block: its effective settings (after inheritance from enclosing blocks) and the
/// delegate that collects the animations it creates. UIKit calls this `UIViewAnimationState`.
@MainActor final class _UIViewAnimationState {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    /// The curve of basic animations (ignored when `spring` is set).
    let timingFunction: CAMediaTimingFunction
    /// The spring of spring animations, and the duration of the CASpringAnimation.
    let spring: _SpringSolution?
    /// Counts the block's animations and calls its completion.
    let blockDelegate: _UIViewAnimationBlockDelegate?
    /// Set inside `animateKeyframes`: changes are collected into keyframe tracks instead.
    let keyframes: _KeyframeCollector?
    /// The relative window of the current `addKeyframe` (0…1 outside one).
    var keyframeWindow: (start: Double, duration: Double) = (0, 1)
    /// Set inside a property animator's `addAnimations`: changes become animator-driven animations.
    weak var animator: UIViewPropertyAnimator?
    /// False inside `performWithoutAnimation` and for blocks whose changes must not animate.
    let animatesChanges: Bool
    /// The views whose layers got animations in this block.
    var animatedViews: [UIView] = []
    private var animatedViewIDs: Set<ObjectIdentifier> = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
         timingFunction: CAMediaTimingFunction, spring: _SpringSolution?, blockDelegate: _UIViewAnimationBlockDelegate?,
         keyframes: _KeyframeCollector? = nil, animator: UIViewPropertyAnimator? = nil, animatesChanges: Bool = true) {
        self.duration = duration; self.delay = delay; self.options = options
        self.timingFunction = timingFunction; self.spring = spring; self.blockDelegate = blockDelegate
        self.keyframes = keyframes; self.animator = animator; self.animatesChanges = animatesChanges
    }

    /// Whether property changes made now create animations.
    var createsAnimations: Bool {
        animatesChanges && UIView._animationsEnabled && (duration > 0 || animator != nil)
    }

    func noteAnimated(_ view: UIView) {
        if animatedViewIDs.insert(ObjectIdentifier(view)).inserted { animatedViews.append(view) }
    }
}

/// What UIKit knows about the animation block being run, if any: UIKit's `_currentAnimationDuration`.
@MainActor enum _UIViewAnimationContext {
    /// The open animation blocks, innermost last.
    static var stack: [_UIViewAnimationState] = []

    /// Whether an animation block with a positive duration is running and animations are enabled.
    static var isAnimating: Bool { currentDuration > 0 }
    /// The duration of the innermost animation block, or 0 outside one or with animations disabled.
    static var currentDuration: TimeInterval {
        guard let top = stack.last, top.animatesChanges, UIView._animationsEnabled else { return 0 }
        return top.duration
    }
    /// The delay of the innermost animation block, or 0.
    static var currentDelay: TimeInterval { stack.last?.delay ?? 0 }
}

/// The delegate of every animation one `animate` call creates. It calls the block's completion once
/// the block has returned and every animation has stopped, with `finished` true only if all of them
/// ran to their end; with no animations at all it calls it on the next turn with `true`.
@MainActor final class _UIViewAnimationBlockDelegate: CAAnimationDelegate {
    private var completion: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var isClosed = false
    /// Views whose hit-testing is off while the block's animations run (no `.allowUserInteraction`),
    /// by identity: the delegate is retained by the animations on those views' layers, so a strong
    /// reference would keep a view whose animation never ends (`.repeat`) alive after its owner let go.
    var blockedViews: [ObjectIdentifier] = []

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    /// A view that went away with its never-ending animation is unblocked here, so that its identifier
    /// cannot mark a later object blocked.
    isolated deinit { unblockViews() }

    /// An animation of the block was added to a layer.
    func animationAdded() { pending += 1 }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if !flag { allFinished = false }
        finishIfDone()
    }

    /// The block returned: with no animations the completion runs on the next turn.
    func close() {
        isClosed = true
        if pending == 0 {
            let completion = self.completion
            self.completion = nil
            unblockViews()
            if let completion { _Turn.enqueueNextTurn { completion(true) } }
        }
    }

    private func finishIfDone() {
        guard isClosed, pending == 0 else { return }
        unblockViews()
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }

    private func unblockViews() {
        for id in blockedViews { _UIViewAnimationRunner.setInteractionBlocked(id, false) }
        blockedViews = []
    }
}
