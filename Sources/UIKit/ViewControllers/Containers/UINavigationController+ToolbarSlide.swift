import Foundation

// The toolbar's own slide for `setToolbarHidden(_:animated: true)`: it moves down off the bottom edge of the
// navigation controller's view, or up from below it, over `hideShowBarDuration`, in the same
// `UIView.animate` that lays the children out for their new safe area (so both follow one curve).
// `isToolbarHidden` reads the new value at once; the toolbar view itself is hidden and leaves the view
// only when the slide out ends, and a slide that is overtaken by another call or by setting
// `isToolbarHidden` leaves the toolbar as that later change wants it.
//
// An animated push or pop between controllers that disagree on `hidesBottomBarWhenPushed` moves a shown
// toolbar across instead, in the transition's own animation (an alongside animation of its coordinator), as
// the tab bar does (UITabBarController+PushSlide.swift): a push takes it out to the left or brings it in from
// the right, a pop takes it out to the right or brings it in from the left, a full width (provisional, as for
// the tab bar). While it moves across it keeps its shown height and place on the vertical axis.

/// The toolbar's slide in progress, if any.
struct _ToolbarSlide {
    enum Direction { case out, `in`, across }
    /// Which way the toolbar is moving; nil when it rests.
    var direction: Direction?
    var isMoving: Bool { direction != nil }
    /// Counts slides, so that a slide's end knows whether a later one has taken over.
    var generation = 0
}

extension UINavigationController {
    /// Hides or shows the toolbar, sliding it when `animated` and the navigation controller is on screen.
    func _setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard animated, let view = _view, view.window != nil, hidden != _toolbarHidden || _toolbarSlide.direction != nil else {
            return isToolbarHidden = hidden
        }
        let toolbar = _toolbar
        _toolbarSlide.generation += 1
        let generation = _toolbarSlide.generation
        _toolbarHidden = hidden
        if hidden {
            // The toolbar keeps showing while it slides; `_layoutToolbar` puts it below the bottom edge.
            _toolbarSlide.direction = toolbar.superview === view ? .out : nil
            if toolbar.superview !== view { toolbar.isHidden = true }
        } else {
            toolbar.isHidden = false
            _toolbarSlide.direction = .in
            if toolbar.superview !== view {
                // It starts below the bottom edge, then the animated layout moves it to its place.
                view.addSubview(toolbar)
                toolbar.frame = _toolbarFrame(in: view, offscreen: true)
            }
        }
        view.setNeedsLayout()
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: {
            view.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self, _toolbarSlide.generation == generation else { return }
            _toolbarSlide.direction = nil
            if _toolbarHidden {
                _toolbar.isHidden = true
                _view?.setNeedsLayout()
            }
        })
    }

    /// Starts the sideways slide for an animated transition from `from` to `to`, when the toolbar shows
    /// and only one of them hides bottom bars.
    func _slideToolbar(from: UIViewController, to: UIViewController, isPush: Bool,
                       coordinator: _UITransitionCoordinator) {
        guard !_toolbarHidden, _toolbarSlide.direction == nil,
              from.hidesBottomBarWhenPushed != to.hidesBottomBarWhenPushed, let container = _view else { return }
        let hiding = to.hidesBottomBarWhenPushed
        let width = container.bounds.width
        let start: CGFloat = hiding ? 0 : (isPush ? width : -width)
        let end: CGFloat = hiding ? (isPush ? -width : width) : 0
        _toolbarSlide.generation += 1
        let generation = _toolbarSlide.generation
        _toolbarSlide.direction = .across
        _layoutToolbar(in: container)
        _toolbar.frame.origin.x = start
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?._toolbar.frame.origin.x = end
        }, completion: { [weak self] _ in
            guard let self, _toolbarSlide.generation == generation else { return }
            _toolbarSlide.direction = nil
            _toolbar.frame.origin.x = 0
            if let view = _view { _layoutToolbar(in: view) }
            _view?.setNeedsLayout()
        })
    }

    /// The toolbar's frame at the bottom of `container`: 44 points (32 when vertically compact) plus the
    /// bottom safe area, or the same rectangle just below the bottom edge.
    func _toolbarFrame(in container: UIView, offscreen: Bool) -> CGRect {
        let height = _barRowHeight + container.safeAreaInsets.bottom
        let y = offscreen ? container.bounds.height : container.bounds.height - height
        return CGRect(x: 0, y: y, width: container.bounds.width, height: height)
    }
}
