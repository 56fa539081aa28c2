import Foundation

/// The interactive pop (spec §15.3): a left-edge pan on the navigation controller's view whose
/// delegate and target is `_UINavigationInteractiveTransition`, a percent-driven interactor that
/// starts an interactive `popViewController(animated: true)` when the pan begins, scrubs it by the
/// finger and finishes or cancels it when the finger lifts.
enum _InteractivePopConstants {
    /// The largest percent the finger can scrub to (the non-fluid path stops short of 1).
    static let maximumPercent: CGFloat = 0.999
    /// The augmented decision's projected-distance threshold, in points (over the view's width).
    static let projectionDistance: CGFloat = 187.5
    /// The augmented decision's threshold never exceeds half the width.
    static let maximumProjectionFraction: CGFloat = 0.5
    /// Samples for the augmented decision are taken at least this far apart (1 ms when the finger moved).
    static let sampleInterval: TimeInterval = 0.010
    static let movedSampleInterval: TimeInterval = 0.001
    /// How far one sample may change the acceleration (normalised per second squared).
    static let maximumAccelerationJump: CGFloat = 5
    /// The augmented decision needs this many samples; with fewer it uses the average velocity.
    static let projectionSampleCount = 3
}

/// UIKit's private pop recognizer: a screen-edge pan from the leading edge. It takes events only while
/// its navigation controller would use the built-in interaction controller (spec §14.6, §15.3): a
/// delegate that vends its own animator for the pop keeps the edge swipe from starting at all, whoever
/// the recognizer's delegate is.
@MainActor
final class _UIParallaxTransitionPanGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    weak var _navigationController: UINavigationController?

    override func shouldReceive(_ event: UIEvent) -> Bool {
        guard super.shouldReceive(event) else { return false }
        return _navigationController?._shouldUseBuiltinInteractionController ?? true
    }
}

/// UIKit's private interactive-pop controller: the pop recognizer's delegate and target, and the
/// built-in interactor of a pop that recognizer starts.
@MainActor
final class _UINavigationInteractiveTransition: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    /// Off by default: ending uses the legacy rule (finish iff velocity.x ≥ 0); on, the projection
    /// rule of §15.3 (spec §21 D6 leaves open which one iOS uses).
    static var usesProjectedDecision = false

    weak var navigationController: UINavigationController?
    let recognizer: _UIParallaxTransitionPanGestureRecognizer
    /// The width the percent is measured against: the gesture view's width at `.began`.
    private var width: CGFloat = 1
    /// True while a pop this recognizer started is being scrubbed.
    private(set) var isDriving = false
    /// (media time, percent) samples for the projection rule.
    private var samples: [(time: TimeInterval, percent: CGFloat)] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        recognizer = _UIParallaxTransitionPanGestureRecognizer(target: nil, action: nil)
        super.init()
        recognizer.edges = .left
        recognizer._navigationController = navigationController
        recognizer.delegate = self
        recognizer.addTarget(self, action: Selector("handleNavigationTransition:",
                                                    _UINavigationInteractiveTransition.handleNavigationTransition))
    }

    // MARK: Gating (the delegate; a client that replaces the delegate replaces these checks)

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let nav = navigationController, nav._canStartInteractivePop else { return false }
        let bar = nav._navigationBar
        if bar.window != nil, !bar.isHidden, bar.bounds.contains(touch.location(in: bar)) { return false }
        return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard !isDriving, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        return pan.translation(in: pan.view).x >= 0
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    // MARK: Driving the pop

    func handleNavigationTransition(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            begin(pan)
        case .changed:
            guard isDriving else { return }
            let percent = currentPercent(pan)
            sample(percent)
            update(percent)
        case .ended:
            guard isDriving else { return }
            let percent = currentPercent(pan)
            sample(percent)
            let velocity = pan.velocity(in: pan.view).x
            end(finishing: shouldFinish(percent: percent, velocity: velocity), velocity: velocity)
        case .cancelled, .failed:
            guard isDriving else { return }
            end(finishing: false, velocity: 0)
        default:
            break
        }
    }

    private func begin(_ pan: UIPanGestureRecognizer) {
        guard let nav = navigationController, nav._stack.count > 1, !nav._transitionInFlight else { return }
        width = max(pan.view?.bounds.width ?? 1, 1)
        samples = []
        completionSpeed = 1
        // The pop runs with "ignore delegate transition controller": the built-in animator and this
        // interactor, whatever the navigation delegate would vend (spec §14.6).
        nav._interactivePopInteractor = self
        defer { nav._interactivePopInteractor = nil }
        guard nav.popViewController(animated: true) != nil else { return }
        nav._startDeferredTransitionIfNeeded()
        // The pop is ours to drive only when it took the built-in interactor.
        isDriving = nav._interactivePopStartedWithBuiltinInteractor
        nav._interactivePopStartedWithBuiltinInteractor = false
        guard isDriving else { return }
        nav._transitionCoordinator?.animate(alongsideTransition: nil, completion: { [weak self] _ in
            self?.isDriving = false
        })
    }

    private func currentPercent(_ pan: UIPanGestureRecognizer) -> CGFloat {
        min(max(pan.translation(in: pan.view).x / width, 0), _InteractivePopConstants.maximumPercent)
    }

    private func end(finishing: Bool, velocity: CGFloat) {
        isDriving = false
        let remaining = finishing ? 1 - percentComplete : percentComplete
        let speedFromVelocity = velocity == 0 ? 0 : duration / (width / abs(velocity))
        completionSpeed = max(remaining, speedFromVelocity)
        completionCurve = .easeInOut
        if finishing { finish() } else { cancel() }
    }

    // MARK: The decision

    private func sample(_ percent: CGFloat) {
        let now = CACurrentMediaTime()
        if let last = samples.last {
            let interval = percent != last.percent ? _InteractivePopConstants.movedSampleInterval
                                                   : _InteractivePopConstants.sampleInterval
            guard now - last.time >= interval else { return }
        }
        samples.append((now, percent))
        if samples.count > _InteractivePopConstants.projectionSampleCount { samples.removeFirst() }
    }

    /// Legacy: finish iff the finger moves right (or stands still). Projection: finish iff the percent
    /// projected over the remaining duration passes min(187.5 / width, 0.5).
    private func shouldFinish(percent: CGFloat, velocity: CGFloat) -> Bool {
        guard Self.usesProjectedDecision else { return velocity >= 0 }
        guard samples.count >= _InteractivePopConstants.projectionSampleCount else {
            guard let first = samples.first, let last = samples.last, last.time > first.time else { return velocity > 0 }
            return (last.percent - first.percent) / CGFloat(last.time - first.time) > 0
        }
        let (s0, s1, s2) = (samples[0], samples[1], samples[2])
        let v1 = (s1.percent - s0.percent) / CGFloat(s1.time - s0.time)
        let v2 = (s2.percent - s1.percent) / CGFloat(s2.time - s1.time)
        let jump = _InteractivePopConstants.maximumAccelerationJump
        let a = min(max((v2 - v1) / CGFloat(s2.time - s1.time), -jump), jump)
        let t = (1 - percent) * duration
        let projected = percent + 0.5 * a * t * t + v2 * t
        return projected > min(_InteractivePopConstants.projectionDistance / width,
                               _InteractivePopConstants.maximumProjectionFraction)
    }
}

extension UINavigationController {
    /// The pop recognizer, made on first use and added to the navigation controller's view.
    var _interactivePopGestureRecognizer: UIGestureRecognizer {
        let transition: _UINavigationInteractiveTransition
        if let existing = _interactivePopTransition {
            transition = existing
        } else {
            transition = _UINavigationInteractiveTransition(navigationController: self)
            _interactivePopTransition = transition
        }
        _installInteractivePopRecognizer()
        return transition.recognizer
    }

    /// Adds the pop recognizer to the view once both exist.
    func _installInteractivePopRecognizer() {
        guard let recognizer = _interactivePopTransition?.recognizer, let view = _view,
              recognizer.view !== view else { return }
        view.addGestureRecognizer(recognizer)
    }

    /// §15.3's receive conditions: no transition in flight or pending, and more than one controller.
    var _canStartInteractivePop: Bool {
        !_transitionInFlight && _displayed === _stack.last && _stack.count > 1
    }

    /// UIKit's `_shouldUseBuiltinInteractionController`: whether popping the top controller now would use
    /// the built-in animator, that is, whether the delegate vends no animator for that pop. The pop
    /// recognizer receives events only while this is true.
    var _shouldUseBuiltinInteractionController: Bool {
        guard let delegate, _stack.count > 1 else { return true }
        let top = _stack[_stack.count - 1], below = _stack[_stack.count - 2]
        return delegate.navigationController(self, animationControllerFor: .pop, from: top, to: below) == nil
    }

    /// Whether the transition starting now is the built-in pop recognizer's, which ignores the
    /// delegate's animator and interactor.
    var _ignoresDelegateTransitionController: Bool { _interactivePopInteractor != nil }

    /// The interactor a pop starting now uses: the delegate's when it vends one, else the built-in one.
    func _popInteractor(custom: UIViewControllerInteractiveTransitioning?, isPush: Bool)
        -> UIViewControllerInteractiveTransitioning? {
        if let custom { return custom }
        guard !isPush, let builtin = _interactivePopInteractor else { return nil }
        _interactivePopStartedWithBuiltinInteractor = true
        return builtin
    }
}
