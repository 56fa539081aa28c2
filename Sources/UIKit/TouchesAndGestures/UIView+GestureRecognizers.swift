import Foundation

extension UIView {
    func _addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if recognizer._view === self { return }
        recognizer._view?._removeGestureRecognizer(recognizer)
        _gestureRecognizers.append(recognizer)
        recognizer._view = self
    }

    func _removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let index = _gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        _GestureEnvironment.abandon(recognizer)
        _gestureRecognizers.remove(at: index)
        recognizer._view = nil
    }

    func _setGestureRecognizers(_ recognizers: [UIGestureRecognizer]) {
        for recognizer in _gestureRecognizers where !recognizers.contains(where: { $0 === recognizer }) {
            _removeGestureRecognizer(recognizer)
        }
        for recognizer in recognizers { _addGestureRecognizer(recognizer) }
    }

    /// The enabled recognizers of this view and its ancestors, innermost first: the ones a touch that
    /// begins here is bound to.
    func _recognizersForNewTouch() -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = self
        while let view = current {
            for recognizer in view._gestureRecognizers where recognizer.isEnabled { result.append(recognizer) }
            current = view._superview
        }
        return result
    }
}
