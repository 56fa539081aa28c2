import Foundation

/// The delegate of a text field: asked before editing starts, ends, changes the text, clears or
/// returns, and told after editing starts and ends. Every method is optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin; true when not implemented.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; true when not implemented.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended (called when the `reason:` form is not implemented).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with the reason; preferred over `textFieldDidEndEditing(_:)` when implemented.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `string`; true when not
    /// implemented.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field; true when not implemented.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does its default action; true when not implemented.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

// Optional on iOS: the defaults mark themselves absent (ObjectiveC's OptionalRequirements.swift), so the
// field can tell an implemented method from a missing one where iOS does.
extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        _optionalRequirementNotImplemented("textFieldShouldBeginEditing(_:)")
        return true
    }
    public func textFieldDidBeginEditing(_ textField: UITextField) {
        _optionalRequirementNotImplemented("textFieldDidBeginEditing(_:)")
    }
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        _optionalRequirementNotImplemented("textFieldShouldEndEditing(_:)")
        return true
    }
    public func textFieldDidEndEditing(_ textField: UITextField) {
        _optionalRequirementNotImplemented("textFieldDidEndEditing(_:)")
    }
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        _optionalRequirementNotImplemented("textFieldDidEndEditing(_:reason:)")
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        _optionalRequirementNotImplemented("textField(_:shouldChangeCharactersIn:replacementString:)")
        return true
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {
        _optionalRequirementNotImplemented("textFieldDidChangeSelection(_:)")
    }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool {
        _optionalRequirementNotImplemented("textFieldShouldClear(_:)")
        return true
    }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        _optionalRequirementNotImplemented("textFieldShouldReturn(_:)")
        return true
    }
}
