import Foundation

extension UITextField {
    func _setText(_ text: String?) {
        _attributedText = text.map { NSAttributedString(string: $0) }
        _textDidChange()
    }

    func _becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        _isEditing = true
        if clearsOnBeginEditing && hasText { _attributedText = nil }
        _textDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    func _resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        _isEditing = false
        _textDidChange()
        if let delegate {
            // iOS calls the `reason:` form when the delegate implements it, and the plain one otherwise.
            if !_ifImplemented("textFieldDidEndEditing(_:reason:)", { delegate.textFieldDidEndEditing(self, reason: .committed) }) {
                delegate.textFieldDidEndEditing(self)
            }
        }
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        return true
    }

    /// Replaces `range` (UTF-16) of the text by `string` if the delegate agrees, then sends
    /// `.editingChanged` and posts `textDidChangeNotification`. Typed text takes the field's own
    /// attributes (font and colour); styled runs of earlier text are not kept.
    func _edit(_ range: NSRange, replacement string: String) {
        let current = (_attributedText?.string ?? "") as NSString
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) { return }
        _attributedText = NSAttributedString(string: current.replacingCharacters(in: range, with: string))
        _textDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func _insertText(_ text: String) {
        if text == "\n" {
            _returnKeyPressed()
            return
        }
        let length = ((_attributedText?.string ?? "") as NSString).length
        _edit(NSRange(location: length, length: 0), replacement: text)
    }

    func _deleteBackward() {
        guard let current = _attributedText?.string, let last = current.last else { return }
        let length = (current as NSString).length, lastLength = String(last).utf16.count
        _edit(NSRange(location: length - lastLength, length: lastLength), replacement: "")
    }

    /// The return key: with the delegate's consent (`textFieldShouldReturn(_:)`), sends
    /// `.editingDidEndOnExit`, and resigns first responder when something listens for that event.
    func _returnKeyPressed() {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        guard allControlEvents.contains(.editingDidEndOnExit) else { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }

    /// A tap on the field ended: on the visible clear button it clears; elsewhere inside it, the field
    /// begins editing.
    func _textFieldTapEnded(_ touch: UITouch?) {
        guard let touch, _touchEndsInside(touch) else { return }
        if _showsClearButton && clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) {
            _userDidTapClearButton()
        } else if !isFirstResponder {
            _ = becomeFirstResponder()
        }
    }

    /// The user tapped the clear button: with the delegate's consent (`textFieldShouldClear(_:)`), the
    /// text empties and `.editingChanged` is sent. Touch handling calls this for a tap on the button.
    func _userDidTapClearButton() {
        guard hasText else { return }
        if let delegate, !delegate.textFieldShouldClear(self) { return }
        _attributedText = nil
        _textDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}
