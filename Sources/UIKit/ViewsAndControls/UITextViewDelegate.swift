import Foundation

/// The delegate of a text view: asked before editing starts, ends and changes the text, and told after
/// editing starts, ends, changes the text or moves the selection. Every method is optional. A text
/// view's delegate is also its scroll view delegate.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin; true when not implemented.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end; true when not implemented.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16 offsets) may be replaced by `text`; true when not implemented.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

// Optional on iOS: the defaults mark themselves absent (ObjectiveC's OptionalRequirements.swift).
extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        _optionalRequirementNotImplemented("textViewShouldBeginEditing(_:)")
        return true
    }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        _optionalRequirementNotImplemented("textViewShouldEndEditing(_:)")
        return true
    }
    public func textViewDidBeginEditing(_ textView: UITextView) {
        _optionalRequirementNotImplemented("textViewDidBeginEditing(_:)")
    }
    public func textViewDidEndEditing(_ textView: UITextView) {
        _optionalRequirementNotImplemented("textViewDidEndEditing(_:)")
    }
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        _optionalRequirementNotImplemented("textView(_:shouldChangeTextIn:replacementText:)")
        return true
    }
    public func textViewDidChange(_ textView: UITextView) {
        _optionalRequirementNotImplemented("textViewDidChange(_:)")
    }
    public func textViewDidChangeSelection(_ textView: UITextView) {
        _optionalRequirementNotImplemented("textViewDidChangeSelection(_:)")
    }
}
