import Foundation

/// A scroll view inside a shown sheet and the sheet sharing one finger (spec §16.5,
/// `prefersScrollingExpandsWhenScrolledToEdge`). The scroll view's pan wins the touch (it is the inner
/// recognizer), and hands each movement of the finger to the sheet or keeps it:
///
/// - down, with the content at its top edge: the sheet follows (towards a smaller detent, or a user's
///   dismissal); content scrolled away from the edge first scrolls back to it, the rest goes to the sheet;
/// - up, with the content at its top edge and the sheet below its largest detent: the sheet expands
///   instead of the content scrolling, when `prefersScrollingExpandsWhenScrolledToEdge` is true; when it
///   is false the sheet only gives back what this drag pulled it down, and the content scrolls;
/// - anything else scrolls the content.
///
/// When the finger lifts, a sheet that moved settles (or finishes or cancels its dismissal) as after its
/// own drag, and the content decelerates only if the last movement was the content's.
struct _SheetScrollHandOff {
    weak var sheet: UISheetPresentationController?
    /// The sheet's top edge when the drag began.
    var startTop: CGFloat
    /// The finger's vertical translation when last seen.
    var lastTranslation: CGFloat = 0
    /// The part of the finger's travel given to the sheet so far (down positive).
    var taken: CGFloat = 0
    /// Whether the sheet has moved in this drag, and whether the latest movement was the sheet's.
    var sheetMoved = false
    var lastWentToSheet = false
}

extension UIScrollView {
    /// The sheet this scroll view hands over to for a drag that begins now: a vertically scrolling view
    /// inside the view of a shown, draggable sheet whose presentation chain is not transitioning.
    func _beginSheetHandOff() {
        _sheetHandOff = nil
        guard _scrollsVertically else { return }
        var current = _superview
        while let view = current {
            if let controller = view._viewController, controller._presentation != nil {
                guard let sheet = controller._presentationControllerStorage as? UISheetPresentationController,
                      sheet._state == .presented, sheet._dragRecognizer != nil, sheet._drag == nil,
                      !_UISheetDragGate.chainIsTransitioning(from: controller) else { return }
                sheet._sheetDragBegan()
                guard sheet._drag != nil else { return }
                _sheetHandOff = _SheetScrollHandOff(sheet: sheet, startTop: view.frame.minY)
                return
            }
            current = view._superview
        }
    }

    /// The translation the content should follow, after giving the sheet its part of the finger's
    /// movement since the last call.
    func _translationAfterSheetHandOff(_ translation: CGPoint) -> CGPoint {
        guard var handOff = _sheetHandOff, let sheet = handOff.sheet else { return translation }
        let delta = translation.y - handOff.lastTranslation
        handOff.lastTranslation = translation.y
        let minY = _offsetRange.min.y
        let y = contentOffset.y
        let atTopEdge = y <= minY + 0.5
        var toSheet: CGFloat = 0
        if delta > 0 {
            // Down: the content scrolls back to its top edge first, the rest moves the sheet.
            toSheet = delta - min(delta, max(0, y - minY))
        } else if delta < 0, atTopEdge, let window = sheet.presentedViewController._view?.window,
                  let highest = sheet._detentTops(in: window).first?.top {
            let top = handOff.startTop + handOff.taken
            let limit = sheet.prefersScrollingExpandsWhenScrolledToEdge ? highest : max(highest, handOff.startTop)
            toSheet = -min(-delta, max(0, top - limit))
        }
        if delta != 0 { handOff.lastWentToSheet = toSheet != 0 }
        if toSheet != 0 {
            handOff.taken += toSheet
            handOff.sheetMoved = true
            sheet._sheetDragMoved(toTop: handOff.startTop + handOff.taken)
        }
        _sheetHandOff = handOff
        return CGPoint(x: translation.x, y: translation.y - handOff.taken)
    }

    /// The drag ended (`completed`: the finger lifted) with `velocity`: a sheet that moved settles, and
    /// the velocity the content keeps is returned (zero when the sheet had the last movement).
    func _endSheetHandOff(velocity: CGPoint, completed: Bool) -> CGPoint {
        guard let handOff = _sheetHandOff else { return velocity }
        _sheetHandOff = nil
        guard let sheet = handOff.sheet else { return velocity }
        if handOff.sheetMoved {
            sheet._sheetDragEnded(atTop: handOff.startTop + handOff.taken, velocity: velocity.y, completed: completed)
        } else {
            sheet._drag = nil
        }
        return handOff.lastWentToSheet ? CGPoint(x: velocity.x, y: 0) : velocity
    }
}
