import Foundation

extension UITextView {
    var _textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    func _becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard isEditable else {
            guard super.becomeFirstResponder() else { return false }
            setNeedsLayout()
            return true
        }
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
        guard _isEditing else {
            guard super.resignFirstResponder() else { return false }
            setNeedsLayout()
            return true
        }
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

    /// The selection moved: typing attributes set by the app are dropped, then the delegate hears of it.
    func _notifySelectionChange() {
        _typingAttributes = nil
        _textViewDelegate?.textViewDidChangeSelection(self)
    }

    var _insertionAttributes: [NSAttributedString.Key: Any]? { _typingAttributes }

    /// The attributes of the character before the caret (else after it); for an empty text, the view's
    /// font, colour and alignment.
    var _textTypingAttributes: [NSAttributedString.Key: Any] {
        let text = _attributedText ?? NSAttributedString(string: "")
        if text.length > 0 {
            return text.attributes(at: min(max(_selection.location - 1, 0), text.length - 1), effectiveRange: nil)
        }
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        return [.font: _font ?? _TextBridge.defaultFont, .foregroundColor: _textColor ?? _ControlColors.label,
                .paragraphStyle: style]
    }

    /// `textViewDidChange(_:)`, then `textDidChangeNotification` (this order is ours), then the view
    /// scrolls to the caret.
    func _notifyTextChange() {
        _textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        _scrollToCaret()
    }

    /// A tap that ended on the view: the first begins editing (or, on a view that is only selectable,
    /// makes it first responder) and places the caret; the second of a double tap selects the word. On a
    /// view that is not editable, a single tap on a link interacts with it instead.
    /// Returns whether the view took the tap.
    func _tapEnded(_ touch: UITouch) -> Bool {
        guard isSelectable || isEditable, touch.phase == .ended, bounds.contains(touch.location(in: self)) else { return false }
        if !isEditable, touch.tapCount == 1, let (url, range) = _link(at: touch.location(in: self)) {
            _interact(with: url, in: range)
            return true
        }
        if !isFirstResponder { _ = becomeFirstResponder() }
        if !isEditable && touch.tapCount == 1 {
            // A view that only selects has no caret: a tap clears a selection (leaving an empty range
            // where it lands: provisional) and otherwise changes nothing.
            if _selection.length > 0, let offset = closestPosition(to: touch.location(in: self)).flatMap(_textOffset) {
                _moveSelection(to: NSRange(location: offset, length: 0), tellingInputDelegate: true)
            }
            return true
        }
        _placeCaret(at: touch.location(in: self), tapCount: touch.tapCount)
        return true
    }
}
