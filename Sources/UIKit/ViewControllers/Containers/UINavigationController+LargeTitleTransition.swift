import Foundation

// The large title moves with the push or pop that shows a new top (a provisional model: iOS documents none).
// When the transition starts, the new top takes the large title over (`_handLargeTitle(to:)`); the bar still
// shows the old top's area. In the transition's own animation (an alongside animation of its coordinator, so an
// interactive pop scrubs it and the built-in slide's curve drives it) the bar's height goes to the new top's
// area, the old large title slides away with the old view and fades out, the new one slides in with the new view
// and fades in, and the small title fades as the area comes or goes. A cancelled pop goes back: the animations'
// start values come back, the old top owns the large title again with the area it showed. Without animation
// the bar changes at once. The search area goes the same way: its height is part of the bar's, the old top's
// search bar fades out where it is and the new top's fades in at its place (provisional: iOS slides them too).

extension UINavigationController {
    /// Called as the transition to `to` starts (before its will-phase): hands the large title to `to` and,
    /// when the transition animates and either top shows a large title, moves the bar with it.
    func _largeTitleWillTransition(to: UIViewController, animated: Bool, isPush: Bool,
                                   coordinator: _UITransitionCoordinator, in container: UIView) {
        let before = _largeTitleState
        _handLargeTitle(to: to)
        let bar = _navigationBar
        guard animated, before.owner !== to, before.full > 0 || _largeTitleState.full > 0 else {
            _showAreasInBar()
            _layoutBar(in: container)
            return
        }
        _largeTitleTransitionInFlight = true
        bar._beginLargeTitleTransition(outgoingTitle: before.shows ? bar._largeTitleLabel.text : nil, isPush: isPush)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self, let container = _view else { return }
            _showAreasInBar()
            _layoutBar(in: container)
            _navigationBar._animateLargeTitleTransition()
        }, completion: { [weak self] context in
            guard let self else { return }
            _largeTitleTransitionInFlight = false
            if context.isCancelled {
                // The old top is the top again: it shows what it showed, and `to` keeps what it reached.
                if _largeTitleState.owner === to, _largeTitleState.full > 0 {
                    to.navigationItem._largeTitleAreaHeight = min(_largeTitleState.height, _largeTitleState.full)
                }
                _largeTitleState = before
            }
            _navigationBar._endLargeTitleTransition()
            _showAreasInBar()
            if let container = _view {
                _layoutBar(in: container)
                container.setNeedsLayout()
            }
            _updateScrollEdges()
        })
    }
}
