import Foundation

/// The caret's blink (ours: iOS documents none; its caret shows for about half a second, then hides
/// for as long). A caret that moves, or text that changes, starts the cycle again with the caret shown.
enum _CaretBlink {
    /// One full cycle: shown, then hidden, in seconds.
    static let period: CFTimeInterval = 1.0
    /// The part of the cycle the caret shows.
    static let shownFraction: Double = 0.5
    /// The caret's width, 2 points.
    static let caretWidth: CGFloat = 2
    /// The selection highlight: the tint colour at this alpha (ours, from screenshots).
    static let selectionHighlightAlpha: CGFloat = 0.2

    /// Whether the caret shows `elapsed` seconds after its cycle began.
    static func isShown(after elapsed: CFTimeInterval) -> Bool {
        let phase = elapsed.truncatingRemainder(dividingBy: period)
        return phase < period * shownFraction
    }
}

/// The caret and selection of an editing text view: a tint-coloured bar that blinks on a display link,
/// or one tint highlight per line of the selection.
@MainActor final class _TextCaretDisplay {
    let caretView = UIView()
    /// The first line's highlight; later lines get views inserted above it.
    let selectionView = UIView()
    private var moreSelectionViews: [UIView] = []
    private var link: CADisplayLink?
    private var blinkStart: CFTimeInterval = 0
    private var shownCaret: CGRect?
    private weak var owner: UIView?

    init() {
        caretView.isUserInteractionEnabled = false
        selectionView.isUserInteractionEnabled = false
        caretView.isHidden = true
        selectionView.isHidden = true
    }

    /// Shows the caret at `caret` (nil: none) and highlights `selection` (empty: none) in `tint`, for `owner`.
    func show(caret: CGRect?, selection: [CGRect], tint: UIColor, in owner: UIView) {
        self.owner = owner
        let highlight = tint.withAlphaComponent(_CaretBlink.selectionHighlightAlpha)
        while moreSelectionViews.count < selection.count - 1 {
            let view = UIView()
            view.isUserInteractionEnabled = false
            selectionView.superview?.insertSubview(view, aboveSubview: moreSelectionViews.last ?? selectionView)
            moreSelectionViews.append(view)
        }
        for (index, view) in ([selectionView] + moreSelectionViews).enumerated() {
            view.isHidden = index >= selection.count
            guard index < selection.count else { continue }
            view.frame = selection[index]
            if !(view.backgroundColor?.isEqual(highlight) ?? false) { view.backgroundColor = highlight }
        }
        guard let caret else {
            caretView.isHidden = true
            shownCaret = nil
            stopBlinking()
            return
        }
        if caret != shownCaret { restartBlink() }
        shownCaret = caret
        caretView.frame = caret
        if !(caretView.backgroundColor?.isEqual(tint) ?? false) { caretView.backgroundColor = tint }
        caretView.isHidden = !_CaretBlink.isShown(after: CACurrentMediaTime() - blinkStart)
        startBlinking()
    }

    /// Shows the caret and begins its cycle again (typing keeps the caret steady).
    func restartBlink() {
        blinkStart = CACurrentMediaTime()
        if shownCaret != nil { caretView.isHidden = false }
    }

    private func startBlinking() {
        guard link == nil else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self, self.tick(at: link.timestamp) else { link.invalidate(); self?.link = nil; return }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func stopBlinking() {
        link?.invalidate()
        link = nil
    }

    /// One frame: the caret shows or hides for the time. Returns false once the owner no longer edits in
    /// a visible window, which ends the link.
    private func tick(at time: CFTimeInterval) -> Bool {
        guard let owner, shownCaret != nil, owner.isFirstResponder, let window = owner.window, !window.isHidden else { return false }
        let hidden = !_CaretBlink.isShown(after: time - blinkStart)
        if caretView.isHidden != hidden { caretView.isHidden = hidden }
        return true
    }
}
