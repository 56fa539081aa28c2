import Foundation

extension UIViewController {
    /// Takes the child a container displays (a navigation controller's top, a tab bar controller's
    /// selected tab) off screen at once, leaving its appearance settled: a child already disappearing
    /// with its container ends now, since the container's own end will no longer reach it; an appearing
    /// or appeared child leaves with a begin/end pair; a disappeared one only loses its view.
    func _takeOffScreenAsDisplayedChild() {
        let finishesDisappearing = _appearState == .disappearing && _appearanceLevel > 0
        let leaves = !finishesDisappearing && _appearState != .disappeared
        if leaves { beginAppearanceTransition(false, animated: false) }
        _view?.removeFromSuperview()
        if leaves || finishesDisappearing { endAppearanceTransition() }
    }
}
