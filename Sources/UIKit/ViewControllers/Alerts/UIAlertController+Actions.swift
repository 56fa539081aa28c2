import Foundation

/// Actions, the preferred action and text fields, with iOS's raises.
extension UIAlertController {
    func _addAction(_ action: UIAlertAction) {
        if action.style == .cancel {
            if _cancelAction != nil {
                _Diagnostics.raise(NSException(name: .internalInconsistencyException,
                    reason: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
                return
            }
            _cancelAction = action
        }
        _actions.append(action)
        action._alertController = self
        _contentDidChange()
    }

    func _setPreferredAction(_ action: UIAlertAction?) {
        guard action !== _preferredAction else { return }
        if let action, !_actions.contains(where: { $0 === action }) {
            _Diagnostics.raise(NSException(name: .internalInconsistencyException,
                reason: "The -preferredAction of an alert controller must be contained in the -actions array or be nil."))
            return
        }
        _preferredAction = action
        _contentDidChange()
    }

    func _addTextField(configurationHandler: ((UITextField) -> Void)?) {
        guard _preferredStyle == .alert else {
            _Diagnostics.raise(NSException(name: .internalInconsistencyException,
                reason: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
            return
        }
        let field = UITextField(frame: .zero)
        field.font = UIFont.systemFont(ofSize: _UIAlertMetrics.textFieldFontSize)
        _textFields.append(field)
        configurationHandler?(field)
        _contentDidChange()
    }

    /// The action whose button is drawn bold: the preferred action, else the cancel action of an alert
    /// (an action sheet draws its cancel button bold on its own).
    var _boldAction: UIAlertAction? { _preferredAction ?? _cancelAction }

    func _actionDidChange(_ action: UIAlertAction) {
        (viewIfLoaded as? _UIAlertControllerView)?._actionDidChange(action)
    }

    func _contentDidChange() {
        (viewIfLoaded as? _UIAlertControllerView)?._contentDidChange()
    }
}
