import Foundation

// The curl style's pages and programmatic turns (spec §17.2). The curl is drawn as a fold: the turning
// page is squeezed towards the spine with a scale along the navigation axis (the renderer has no
// page-curl filter), over `_curlDuration`.
extension UIPageViewController {
    /// How long an animated curl takes [INFERRED: UIKit's curl length is not documented].
    static let _curlDuration: TimeInterval = 0.5

    /// The shown pages fill the page area; with a mid spine, two pages face each other across it (the
    /// first on the right when the axis runs right to left).
    func _layoutCurlPages(in area: CGRect) {
        let pages = _viewControllers.filter { $0._view?.superview === _view }
        for (index, page) in pages.enumerated() {
            let frame = _curlFrame(at: index, of: pages.count, in: area)
            if page.view.frame != frame { page.view.frame = frame }
        }
    }

    /// The frame of page `index` of `count` shown pages: the whole area, or its half for two pages.
    func _curlFrame(at index: Int, of count: Int, in area: CGRect) -> CGRect {
        guard count == 2 else { return area }
        let slot = CGFloat(_isAxisReversed ? 1 - index : index)
        var frame = area
        if _navigationOrientation == .horizontal {
            frame.size.width = area.width / 2
            frame.origin.x = area.minX + slot * frame.width
        } else {
            frame.size.height = area.height / 2
            frame.origin.y = area.minY + slot * frame.height
        }
        return frame
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
    /// and draws the page coming back from a snapshot). At the end each old page gets `willMove(nil)`,
    /// loses its view, `dD` and `didMove(nil)`; the new pages get `dA` (a reverse turn's are added first,
    /// and get `didMove` after `dA`); then `completion`. A double-sided curl with a min or max spine
    /// takes the back of the turning sheet as well, drawn only while it turns (`_CurlRoles`).
    func _curlAnimated(to pages: [UIViewController], direction: NavigationDirection,
                       completion: ((Bool) -> Void)?) {
        guard _turn == nil else { return }
        let old = _viewControllers
        _viewControllers = _curlRoles(old: old, pending: pages, direction: direction).staying
        _runCurlTurn(from: old, to: pages, direction: direction, userDriven: false) { turn, finished in
            completion?(finished && !turn.wasInterrupted)
        }
    }

    /// Runs a curl from `old` to the `pending` pages through the one driver; without `animate` the
    /// finger drives the fold. `finish` runs at the end with whether it completed.
    @discardableResult
    func _runCurlTurn(from old: [UIViewController], to pending: [UIViewController], direction: NavigationDirection,
                      userDriven: Bool, animate: Bool = true,
                      finish: @escaping (_PageTurn, Bool) -> Void) -> _PageTurn {
        let root = view!
        let roles = _curlRoles(old: old, pending: pending, direction: direction)
        let pages = roles.staying
        if direction == .forward {
            for (index, page) in pages.enumerated() {
                _adoptPage(page)
                root.insertSubview(page.view, at: 0)
                page.view.frame = _curlFrame(at: index, of: pages.count, in: root.bounds)
            }
        }
        // The sheet is put together once the pages' will-calls ran; an earlier page (a reverse turn) is
        // drawn from a snapshot until it joins the children at the end: in the window before that, it
        // would appear on its own.
        let animator = _UIPageTurnAnimator(duration: Self._curlDuration) { [weak self] _ in
            guard let self, let turn = self._turn else { return }
            turn.sheet = self._makeCurlSheet(roles, old: old, direction: direction)
            turn.foldProgress = turn.sheet?.start ?? 0
            if let sheet = turn.sheet { self._drawFold(sheet, at: turn.foldProgress) }
            if animate { self._animateFold(turn, to: turn.sheet?.end ?? 1, completing: true) }
        }
        return _runTurn(from: old, to: pages, direction: direction, animated: true, userDriven: userDriven,
                        animator: animator, willPhase: {
            for page in pages {
                page.loadViewIfNeeded()
                page.beginAppearanceTransition(true, animated: true)
            }
            for page in old { page.beginAppearanceTransition(false, animated: true) }
        }, end: { [weak self] turn, completed in
            self?._endCurlTurn(turn, completed: completed)
            finish(turn, completed)
        })
    }

    /// The end of a curl: the sheet's drawing goes, the pages that stay shown get `dA`, the others leave
    /// (spec §17.2, §17.3).
    func _endCurlTurn(_ turn: _PageTurn, completed: Bool) {
        let leaving = completed ? turn.previous : turn.incoming
        let staying = completed ? turn.incoming : turn.previous
        if let sheet = turn.sheet {
            for view in [sheet.front, sheet.back].compactMap({ $0 }) { view.layer.removeAllAnimations() }
            for snapshot in sheet.snapshots { snapshot.removeFromSuperview() }
        }
        turn.sheet = nil
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
