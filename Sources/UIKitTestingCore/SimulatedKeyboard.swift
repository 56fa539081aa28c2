import UIKit

/// The simulated system keyboard, for tests of screens that move out of its way.
///
/// The keyboard shows by itself when a text input (a `UIKeyInput` responder such as `UITextField`)
/// becomes first responder, and hides when it resigns, posting iOS's keyboard notifications in iOS's
/// order: `keyboardWillChangeFrame`, `keyboardWillShow` at once (inside the keyboard's 0.25 s animation,
/// so layout changes made by an observer animate with it), then `keyboardDidChangeFrame` and
/// `keyboardDidShow` when the animation ends (advance a `VirtualClock` or `spin` past it). Its height is
/// iOS's for the screen (336 points on a 393×852 phone in portrait). A first responder's custom
/// `inputView` stands in its place with the view's own height, and an `inputAccessoryView` adds its
/// height on top; both are real views in a window above the app's, so taps reach them.
@MainActor
public enum SimulatedKeyboard {
    /// The keyboard's frame in screen coordinates while it is shown (or animating in), else nil.
    public static var frame: CGRect? { _Keyboard.frame }

    /// Whether the keyboard is shown (or animating in).
    public static var isVisible: Bool { _Keyboard.frame != nil }

    /// Shows the keyboard over `window`'s screen, as when a text input there becomes first responder.
    public static func show(in window: UIWindow) { _Keyboard.show(for: window) }

    /// Hides the keyboard, as when the text input resigns (the first responder is left as it is).
    public static func hide() { _Keyboard.hide() }

    /// Types `text` into `window`'s first responder, one character at a time through
    /// `UIKeyInput.insertText(_:)`, as the keys would. "\n" is the return key. Does nothing when the
    /// first responder takes no text.
    public static func type(_ text: String, in window: UIWindow) {
        for character in text {
            guard let input = window._firstResponder as? UIKeyInput else { return }
            input.insertText(String(character))
        }
    }

    /// Presses the delete key `count` times on `window`'s first responder.
    public static func deleteBackward(_ count: Int = 1, in window: UIWindow) {
        for _ in 0..<count {
            guard let input = window._firstResponder as? UIKeyInput else { return }
            input.deleteBackward()
        }
    }

    /// Forgets the keyboard without notifications, so that a test starts with it hidden.
    public static func reset() { _Keyboard.reset() }
}

