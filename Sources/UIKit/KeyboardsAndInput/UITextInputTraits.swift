import Foundation

/// How text entered by the keyboard is capitalized automatically, with UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words = 1, sentences = 2, allCharacters = 3
}

/// Whether autocorrection is on, with UIKit's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no = 1, yes = 2
}

/// Whether spell checking is on, with UIKit's raw values.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no = 1, yes = 2
}

/// Which keyboard is shown, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable = 1, numbersAndPunctuation = 2, URL = 3, numberPad = 4, phonePad = 5
    case namePhonePad = 6, emailAddress = 7, decimalPad = 8, twitter = 9, webSearch = 10, asciiCapableNumberPad = 11
    /// The pre-iOS 7 name of `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The keyboard's appearance, with UIKit's raw values.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark = 1, light = 2
    /// The pre-iOS 7 name of `dark`.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// The title of the keyboard's return key, with UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go = 1, google = 2, join = 3, next = 4, route = 5, search = 6, send = 7, yahoo = 8
    case done = 9, emergencyCall = 10, `continue` = 11
}

/// The meaning of a text input's content, for autofill.
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let URL = UITextContentType("url")
}

/// The keyboard settings of a text input. Every member is optional on iOS: the defaults below answer
/// for a conformer that does not implement one, and ignore setting it.
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    public var isSecureTextEntry: Bool { get { false } set {} }
    public var textContentType: UITextContentType! { get { nil } set {} }
}

/// The simplest text input: a responder that takes inserted text and backspaces.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
