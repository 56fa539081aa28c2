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
    /// Whether the user's tap on the link `URL` at `characterRange` should do what links do (open the
    /// URL with `UIApplication.shared.open`); true when not implemented.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
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
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool {
        _optionalRequirementNotImplemented("textView(_:shouldInteractWith:in:interaction:)")
        return true
    }
}

/// What the user did to a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: the item's default action.
    case invokeDefaultAction = 0
    /// A touch and hold that shows the item's actions.
    case presentActions = 1
    /// A touch and hold that previews the item.
    case preview = 2
}

/// The kinds of data a text view turns into links. The view stores them; it finds web addresses
/// (`.link`) only, and only while it is not editable.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
