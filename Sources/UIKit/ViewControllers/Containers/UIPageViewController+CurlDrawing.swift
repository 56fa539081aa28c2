import Foundation

// How a curl is drawn. The renderer has no page-curl filter, so a turning sheet is drawn as a flat fold
// along the navigation axis, with views scaled along it (their bounds never change, so the pages do not
// lay out again while they turn):
//
//   one-sided sheet     its front squeezes onto the spine: it covers [0, L(1 - p)] from the spine
//   double-sided sheet  the fold line runs from the outer edge to the spine; the part past it lies folded
//                       back, showing the sheet's back page over [max(-room, L(1 - 2p)), L(1 - p)], and the
//                       front keeps [0, max(0, L(1 - 2p))]; with a mid spine the back ends on the facing half
//
// where p is the fold's progress (0 flat, 1 turned), L the sheet's length along the axis and distances are
// measured from the spine towards the sheet. A forward turn folds the shown sheet away (p 0 → 1); a reverse
// turn with a min or max spine brings the earlier sheet back from the spine (p 1 → 0); a mid spine turns
// the sheet on the other side of the spine. A page that is not a child yet (a reverse turn's) is drawn
// from a snapshot. The fold's timing is INFERRED: `_curlDuration` from wherever it starts.

/// Which pages a curl turns: the sheet's front and back, whether it comes back from the spine, and the
/// pages shown once it completes.
struct _CurlRoles {
    var front: UIViewController
    var back: UIViewController?
    /// The page under the sheet that a reverse turn shows before it joins (a mid spine's), if any.
    var beneath: UIViewController?
    var unfolds: Bool
    var staying: [UIViewController]
}

/// The views of a turning sheet and where it turns (along the navigation axis).
struct _CurlSheet {
    var front: UIView
    var back: UIView?
    /// The spine's position, and the side the sheet lies on from it (+1 or -1).
    var spine: CGFloat
    var side: CGFloat
    var length: CGFloat
    /// How far past the spine the back may lie: the facing page's length for a mid spine, else 0.
    var room: CGFloat
    /// The fold's progress when the turn starts and when it completes.
    var start: CGFloat
    var end: CGFloat
    /// Views drawn for pages that are not children, removed when the turn ends.
    var snapshots: [UIView]
}

extension UIPageViewController {
    /// The roles of `old` (shown) and `pending` (the pages a turn asked for, in reading order) in a curl
    /// towards `direction`. A mid spine turns the sheet after the spine going forward (its back is the new
    /// first page) and the one before it going back. A double-sided curl with a min or max spine is given
    /// the sheet's back with the new front (forward: [back, front], reverse: [front, back], in reading
    /// order); only the front is shown after the turn [INFERRED: UIKit's documentation says the back
    /// "is used for the page turning animation"].
    func _curlRoles(old: [UIViewController], pending: [UIViewController],
                    direction: NavigationDirection) -> _CurlRoles {
        let forward = direction == .forward
        if _spineLocation == .mid, old.count == 2, pending.count == 2 {
            return _CurlRoles(front: forward ? old[1] : old[0], back: forward ? pending[0] : pending[1],
                              beneath: forward ? nil : pending[0], unfolds: false, staying: pending)
        }
        if pending.count == 2, let current = old.first {
            return forward
                ? _CurlRoles(front: current, back: pending[0], beneath: nil, unfolds: false, staying: [pending[1]])
                : _CurlRoles(front: pending[0], back: pending[1], beneath: nil, unfolds: true, staying: [pending[0]])
        }
        let current = old.first ?? pending[0]
        return forward
            ? _CurlRoles(front: current, back: nil, beneath: nil, unfolds: false, staying: pending)
            : _CurlRoles(front: pending[0], back: nil, beneath: nil, unfolds: true, staying: pending)
    }

    /// Puts the sheet of a turn together in the view: pages already there are drawn as they are; the others
    /// from snapshots at their frames, the front and back above the shown pages, the page beneath below.
    func _makeCurlSheet(_ roles: _CurlRoles, old: [UIViewController], direction: NavigationDirection) -> _CurlSheet? {
        guard let root = _view else { return nil }
        let area = root.bounds
        let horizontal = _navigationOrientation == .horizontal
        let (areaStart, areaLength) = horizontal ? (area.minX, area.width) : (area.minY, area.height)
        var snapshots: [UIView] = []
        func drawn(_ page: UIViewController, above: Bool) -> UIView? {
            if let view = page._view, view.superview === root {
                if above { root.bringSubviewToFront(view) }
                return view
            }
            let index = roles.staying.firstIndex { $0 === page } ?? 0
            let frame = _curlFrame(at: index, of: max(roles.staying.count, 1), in: area)
            let view = page.view!
            view.frame = frame
            view.layoutIfNeeded()
            guard let snapshot = view.snapshotView(afterScreenUpdates: true) else { return nil }
            snapshot.frame = frame
            if above { root.addSubview(snapshot) } else { root.insertSubview(snapshot, at: 0) }
            snapshots.append(snapshot)
            return snapshot
        }
        if let beneath = roles.beneath { _ = drawn(beneath, above: false) }
        guard let front = drawn(roles.front, above: true) else { return nil }
        let back = roles.back.flatMap { drawn($0, above: true) }
        let reversed = _isAxisReversed
        var sheet = _CurlSheet(front: front, back: back, spine: areaStart, side: 1, length: areaLength, room: 0,
                               start: roles.unfolds ? 1 : 0, end: roles.unfolds ? 0 : 1, snapshots: snapshots)
        switch _spineLocation {
        case .mid:
            sheet.spine = areaStart + areaLength / 2
            sheet.length = areaLength / 2
            sheet.room = areaLength / 2
            sheet.side = (direction == .forward) != reversed ? 1 : -1
        case .max where !reversed, .min where reversed:
            sheet.spine = areaStart + areaLength
            sheet.side = -1
        default:
            break
        }
        return sheet
    }

    /// Draws `sheet` folded by `progress` (see the top of this file).
    func _drawFold(_ sheet: _CurlSheet, at progress: CGFloat) {
        let length = sheet.length
        guard let back = sheet.back else {
            _fit(sheet.front, from: 0, to: length * (1 - progress), of: sheet)
            return
        }
        let foldedEdge = length * (1 - 2 * progress)
        _fit(sheet.front, from: 0, to: max(0, foldedEdge), of: sheet)
        _fit(back, from: max(-sheet.room, foldedEdge), to: length * (1 - progress), of: sheet)
    }

    /// Scales `view` along the axis (about its centre) so that it covers the distances `near` to `far`
    /// from the sheet's spine.
    func _fit(_ view: UIView, from near: CGFloat, to far: CGFloat, of sheet: _CurlSheet) {
        let horizontal = _navigationOrientation == .horizontal
        let centre = horizontal ? view.center.x : view.center.y
        let size = horizontal ? view.bounds.width : view.bounds.height
        let a = sheet.spine + sheet.side * near, b = sheet.spine + sheet.side * far
        let scale = max(0.001, abs(b - a) / max(size, 0.001))
        let shift = (a + b) / 2 - centre
        view.transform = horizontal ? CGAffineTransform(a: scale, b: 0, c: 0, d: 1, tx: shift, ty: 0)
            : CGAffineTransform(a: 1, b: 0, c: 0, d: scale, tx: 0, ty: shift)
    }

    /// Animates the turn's fold to `target` over `duration` (`_curlDuration` unless given), then completes
    /// its context (with `completing`). A double-sided fold that crosses the middle runs in two legs
    /// sharing the time (its drawing bends there); a one-sided fold is linear, one leg.
    func _animateFold(_ turn: _PageTurn, to target: CGFloat, completing: Bool, duration: TimeInterval? = nil) {
        guard let sheet = turn.sheet, !turn.hasEnded else {
            turn.context.completeTransition(completing)
            return
        }
        let total = duration ?? Self._curlDuration
        let from = turn.foldProgress
        let leg = sheet.back != nil && (from - 0.5) * (target - 0.5) < 0 ? 0.5 : target
        let last = leg == target
        let time = last ? total : total * Double(abs(leg - from) / abs(target - from))
        turn.foldProgress = leg
        UIView.animate(withDuration: time, delay: 0, options: [last ? .curveEaseOut : .curveEaseIn],
                       animations: { [self] in _drawFold(sheet, at: leg) },
                       completion: { [weak self] _ in
            guard let self, !turn.hasEnded else { return }
            if last { turn.context.completeTransition(completing) }
            else { self._animateFold(turn, to: target, completing: completing, duration: total - time) }
        })
    }
}
