import Foundation

extension UITextView {
    var _textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    func _becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard isEditable else { return super.becomeFirstResponder() }
        if let delegate = _textViewDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        _isEditing = true
        _markedRange = nil
        _caretDisplay.restartBlink()
        setNeedsLayout()
        _textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    func _resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard _isEditing else { return super.resignFirstResponder() }
        if let delegate = _textViewDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        _isEditing = false
        _markedRange = nil
        _textDidChange()
        _textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    /// Setting `font` or `textColor` restyles the whole text: styled runs lose that attribute.
    func _removeAttribute(_ key: NSAttributedString.Key) {
        if let text = _attributedText, text.length > 0 {
            let restyled = NSMutableAttributedString(attributedString: text)
            restyled.removeAttribute(key, range: NSRange(location: 0, length: text.length))
            _attributedText = NSAttributedString(attributedString: restyled)
        }
        _textDidChange()
    }

    // MARK: The shared engine's hooks (Text/_TextEditing.swift)

    var _acceptsSelection: Bool { isSelectable || isEditable }

    func _delegateAllowsChange(in range: NSRange, replacementText text: String) -> Bool {
        _textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    func _notifySelectionChange() { _textViewDelegate?.textViewDidChangeSelection(self) }

    /// `textViewDidChange(_:)`, then `textDidChangeNotification` (this order is ours), then the view
    /// scrolls to the caret.
    func _notifyTextChange() {
        _textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        _scrollToCaret()
    }

    /// A tap that ended on the view: the first begins editing (or, on a view that is only selectable,
    /// makes it first responder) and places the caret; the second of a double tap selects the word.
    /// Returns whether the view took the tap.
    func _tapEnded(_ touch: UITouch) -> Bool {
        guard isSelectable || isEditable, touch.phase == .ended, bounds.contains(touch.location(in: self)) else { return false }
        if !isFirstResponder { _ = becomeFirstResponder() }
        _placeCaret(at: touch.location(in: self), tapCount: touch.tapCount)
        return true
    }
}
