import Foundation

// The curl style's pages and programmatic turns (spec §17.2). The curl is drawn as a fold: the turning
// page is squeezed towards the spine with a scale along the navigation axis (the renderer has no
// page-curl filter), over `_curlDuration`.
extension UIPageViewController {
    /// How long an animated curl takes [INFERRED: UIKit's curl length is not documented].
    static let _curlDuration: TimeInterval = 0.5

    /// The shown pages fill the page area; with a mid spine, two pages face each other across it.
    func _layoutCurlPages(in area: CGRect) {
        let pages = _viewControllers.filter { $0._view?.superview === _view }
        guard !pages.isEmpty else { return }
        let horizontal = _navigationOrientation == .horizontal
        for (index, page) in pages.enumerated() {
            var frame = area
            if pages.count == 2 {
                if horizontal {
                    frame.size.width = area.width / 2
                    frame.origin.x = area.minX + CGFloat(index) * frame.width
                } else {
                    frame.size.height = area.height / 2
                    frame.origin.y = area.minY + CGFloat(index) * frame.height
                }
            }
            if page.view.frame != frame { page.view.frame = frame }
        }
    }

    /// A fold of `progress` (0 flat, 1 turned onto the spine) of a page of `size`: squeezed along the
    /// navigation axis with its spine edge kept in place.
    func _foldTransform(progress: CGFloat, size: CGSize) -> CGAffineTransform {
        let scale = max(0.001, 1 - progress)
        let towardsMin = _spineLocation != .max
        if _navigationOrientation == .horizontal {
            let shift = size.width / 2 * (1 - scale) * (towardsMin ? -1 : 1)
            return CGAffineTransform(a: scale, b: 0, c: 0, d: 1, tx: shift, ty: 0)
        }
        let shift = size.height / 2 * (1 - scale) * (towardsMin ? -1 : 1)
        return CGAffineTransform(a: 1, b: 0, c: 0, d: scale, tx: 0, ty: shift)
    }

    /// A curl without animation, all before returning (spec §17.2): each old page not kept gets
    /// `willMove(nil)`, `wD(false)`, loses its view, `dD(false)` and leaves; each new page is added
    /// (`willMove`), gets `wA(false)`, its view, `dA(false)` and `didMove`. Appearance is sent even off
    /// screen, so a page shown this way is already appeared when the page view controller appears.
    func _curlWithoutAnimation(to pages: [UIViewController], completion: ((Bool) -> Void)?) {
        let old = _viewControllers
        let kept = Set(pages.map(ObjectIdentifier.init))
        for page in old where !kept.contains(ObjectIdentifier(page)) {
            page._sendWillMove(toParent: nil)
            page.beginAppearanceTransition(false, animated: false)
            page._view?.removeFromSuperview()
            page.endAppearanceTransition()
            page.removeFromParent()
        }
        _viewControllers = pages
        let root = view!
        let wasShown = Set(old.map(ObjectIdentifier.init))
        for page in pages where !wasShown.contains(ObjectIdentifier(page)) {
            addChild(page)
            let pageView = page.view!
            page.beginAppearanceTransition(true, animated: false)
            root.addSubview(pageView)
            page.endAppearanceTransition()
            page._sendDidMove(toParent: self)
        }
        _layoutPages()
        completion?(true)
    }

    /// An animated curl (spec §17.2): `new.wA(true)`, `old.wD(true)` and the fold; a forward turn adds
    /// the new pages as children at once, below the turning page (a reverse turn adds them at the end,
    /// so only the fold of the old page is drawn). At the end each old page gets `willMove(nil)`, loses
    /// its view, `dD` and `didMove(nil)`; the new pages get `dA` (a reverse turn's are added first, and
    /// get `didMove` after `dA`); then `completion`.
    func _curlAnimated(to pages: [UIViewController], direction: NavigationDirection,
                       completion: ((Bool) -> Void)?) {
        guard _turn == nil else { return }
        let old = _viewControllers
        _viewControllers = pages
        _runCurlTurn(from: old, to: pages, direction: direction, userDriven: false) { _, finished in
            completion?(finished)
        }
    }

    /// Runs a curl from `old` to `pages` through the one driver; without `animate` the finger drives the
    /// fold. `finish` runs at the end with whether it completed.
    @discardableResult
    func _runCurlTurn(from old: [UIViewController], to pages: [UIViewController], direction: NavigationDirection,
                      userDriven: Bool, animate: Bool = true,
                      finish: @escaping (_PageTurn, Bool) -> Void) -> _PageTurn {
        let root = view!
        if direction == .forward {
            for page in pages {
                _adoptPage(page)
                root.insertSubview(page.view, at: 0)
            }
            _layoutCurlPages(in: root.bounds)
        }
        // The shown pages fold away towards the spine; an earlier page (a reverse turn) is put in only when
        // it joins the children at the end: in the window before that, it would appear on its own.
        let animator = _UIPageTurnAnimator(duration: Self._curlDuration) { [weak self] context in
            guard let self, animate else { return }
            self._animateFold(of: old, to: 1, completing: true, context: context)
        }
        var turn: _PageTurn?
        turn = _runTurn(from: old, to: pages, direction: direction, animated: true, userDriven: userDriven,
                        animator: animator, willPhase: {
            for page in pages {
                page.loadViewIfNeeded()
                page.beginAppearanceTransition(true, animated: true)
            }
            for page in old { page.beginAppearanceTransition(false, animated: true) }
        }, end: { [weak self] completed in
            guard let self, let turn else { return }
            self._endCurlTurn(turn, completed: completed)
            finish(turn, completed)
        })
        return turn!
    }

    /// Animates the fold of `pages` to `target`, then completes `context` (with `completing`).
    func _animateFold(of pages: [UIViewController], to target: CGFloat, completing: Bool,
                      context: UIViewControllerContextTransitioning) {
        UIView.animate(withDuration: Self._curlDuration, delay: 0, options: [.curveEaseOut], animations: { [self] in
            for page in pages { page.view.transform = _foldTransform(progress: target, size: page.view.bounds.size) }
        }, completion: { _ in context.completeTransition(completing) })
    }

    /// The end of a curl: the pages that stay shown get `dA`, the others leave (spec §17.2, §17.3).
    func _endCurlTurn(_ turn: _PageTurn, completed: Bool) {
        let leaving = completed ? turn.previous : turn.incoming
        let staying = completed ? turn.incoming : turn.previous
        for page in turn.previous + turn.incoming { page._view?.transform = .identity }
        _viewControllers = staying
        for page in leaving {
            if page._parent === self { page._sendWillMove(toParent: nil) }
            page._view?.removeFromSuperview()
            page.endAppearanceTransition()
            if page._parent === self { page.removeFromParent() }
        }
        for page in staying {
            guard page._parent !== self else { page.endAppearanceTransition(); continue }
            // A reverse turn's page joins now, as in a curl without animation: added, shown, dA, didMove.
            addChild(page)
            if let root = _view, page.view.superview !== root { root.addSubview(page.view) }
            page.endAppearanceTransition()
            page._sendDidMove(toParent: self)
        }
        _layoutPages()
    }
}
