import Foundation

extension UIView {
    /// Animates the changes `animations` makes to `view`'s content with the transition in `options`
    /// (cross-dissolve, flips, curls), applied to `view` as a whole (spec §10.6).
    ///
    /// The view's content before the block is captured and composed with the new content while the
    /// transition runs. Flips are drawn without perspective (the old content narrows to nothing, then the
    /// new one widens) and curls as the old content sliding up (curl up) or down (curl down).
    ///
    /// Property changes inside the block do not animate on their own unless `.allowAnimatedContent` is
    /// given. With a duration of 0 or less nothing animates and `completion` runs on the next turn.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _UIViewAnimationRunner.ensureInstalled()
        let state = _UIViewAnimationRunner.makeState(
            duration: duration, delay: 0, options: options, spring: nil,
            animatesChanges: options.contains(.allowAnimatedContent), completion: completion)
        // The old image is what is on screen before the block changes anything (Core Animation keeps the
        // last committed rendering); the layer's transition composes it with the new content.
        let transition = duration > 0 && UIView._animationsEnabled ? _transitionAnimation(for: options, duration: duration) : nil
        if transition != nil { _LayerRenderer.prepareTransitionSnapshot(of: view.layer) }
        _UIViewAnimationRunner.perform(state) { animations?() }
        if duration > 0, UIView._animationsEnabled, let transition {
            transition.timingFunction = _UIViewAnimationRunner.timingFunction(forCurve: options._curve)
            transition.delegate = state.blockDelegate
            state.blockDelegate?.animationAdded()
            view.layer.add(transition, forKey: kCATransition)
        } else if transition != nil {
            _LayerRenderer.discardTransitionSnapshot(of: view.layer)
        }
        state.blockDelegate?.close()
    }

    /// Replaces `fromView` with `toView` using the transition in `options` (spec §10.6).
    ///
    /// By default `toView` is added to `fromView`'s superview and `fromView` is removed from it. With
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead, and nothing is added
    /// or removed. Only views change, never view controllers. Completion follows `transition(with:…)`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                container?.addSubview(toView)
                fromView.removeFromSuperview()
            }
        }
        if let container {
            transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
        } else {
            transition(with: toView, duration: duration, options: options, animations: swap, completion: completion)
        }
    }

    /// The CATransition for the transition style in bits 20–22 of `options`, or nil for none.
    static func _transitionAnimation(for options: AnimationOptions, duration: TimeInterval) -> CATransition? {
        let transition = CATransition()
        transition.duration = duration
        switch options._transition {
        case 1: transition.type = CATransitionType(rawValue: "flip"); transition.subtype = .fromLeft
        case 2: transition.type = CATransitionType(rawValue: "flip"); transition.subtype = .fromRight
        case 3: transition.type = CATransitionType(rawValue: "pageCurl"); transition.subtype = .fromBottom
        case 4: transition.type = CATransitionType(rawValue: "pageUnCurl"); transition.subtype = .fromBottom
        case 5: transition.type = .fade
        case 6: transition.type = CATransitionType(rawValue: "flip"); transition.subtype = .fromTop
        case 7: transition.type = CATransitionType(rawValue: "flip"); transition.subtype = .fromBottom
        default: return nil
        }
        return transition
    }
}
