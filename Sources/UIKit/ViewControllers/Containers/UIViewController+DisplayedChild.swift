import Foundation

/// A built-in container that shows one child at a time behind a bar: the navigation controller (its
/// top) and the tab bar controller (its selected tab). They share how that child's view is installed
/// and how the container's own appearance is forwarded to it (both forward by hand).
@MainActor
protocol _DisplayedChildContainer: UIViewController {
    /// The child whose view is installed and which is forwarded appearance.
    var _displayedChild: UIViewController? { get }
    /// Makes the displayed child the one the container should show, before the container appears.
    func _settleDisplayedChild()
    /// Lays out the container's bar in `container` and returns it; content goes behind it.
    func _layoutBar(in container: UIView) -> UIView
}

extension _DisplayedChildContainer {
    /// Puts `child`'s view in `container`, filling it and resizing with it, behind the bar.
    func _installDisplayedChild(_ child: UIViewController, in container: UIView) {
        let view = child.view!
        guard view.superview !== container else { return }
        view.frame = _contentFrame(for: child, in: container)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        _insertContent(view, in: container)
    }

    /// Where `child`'s view goes: the container's bounds, less the safe area and the bar on each edge where
    /// the view does not extend under the bar (`_GeometryRules.containerBars(over:)`).
    func _contentFrame(for child: UIViewController, in container: UIView) -> CGRect {
        let beside = _GeometryRules.containerBars(over: child).beside, safe = container.safeAreaInsets
        return container.bounds.inset(by: UIEdgeInsets(top: beside.top > 0 ? safe.top + beside.top : 0, left: 0,
                                                       bottom: beside.bottom > 0 ? safe.bottom + beside.bottom : 0, right: 0))
    }

    /// As the container lays out: the displayed child's view takes its frame beside the bars (unless a
    /// transition moves it), and its safe area is looked at again if its bars changed.
    func _layoutDisplayedChild(in container: UIView, transitioning: Bool) {
        guard let child = _displayedChild, let view = child._view, view.superview === container else { return }
        if !transitioning {
            let frame = _contentFrame(for: child, in: container)
            if view.frame != frame { view.frame = frame }
        }
        // The bars may have changed the view's safe area without touching its frame.
        if view.safeAreaInsets != view._reportedSafeAreaInsets { child._safeAreaContributionDidChange() }
    }

    /// Adds a content view in front of the other content and behind the bar.
    func _insertContent(_ view: UIView, in container: UIView) {
        container.insertSubview(view, belowSubview: _layoutBar(in: container))
    }

    /// The container's will-appear or will-disappear, passed to the displayed child; an appearing
    /// container first settles which child it shows and installs its view.
    func _forwardAppearanceToDisplayedChild(appearing: Bool, animated: Bool) {
        if appearing {
            _settleDisplayedChild()
            guard let child = _displayedChild else { return }
            child.beginAppearanceTransition(true, animated: animated)
            if let container = _view { _installDisplayedChild(child, in: container) }
        } else {
            _displayedChild?.beginAppearanceTransition(false, animated: animated)
        }
    }

    /// The container's did-appear or did-disappear, passed to the displayed child if it is in a transition.
    func _endDisplayedChildAppearance() {
        guard let child = _displayedChild, child._appearanceLevel > 0 else { return }
        child.endAppearanceTransition()
    }
}

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
