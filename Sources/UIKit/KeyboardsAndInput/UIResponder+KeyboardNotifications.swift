import Foundation

extension UIResponder {
    /// Posted just before the keyboard appears; the user info carries its begin and end frames (screen
    /// coordinates, as `NSValue`), the animation's duration and curve, and whether this app owns it.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted once the keyboard has appeared.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted just before the keyboard goes away.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard has gone away.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted just before the keyboard's frame changes, before the matching show or hide notification.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted once the keyboard's frame has changed, before the matching did-show or did-hide notification.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame at the start of the change: an `NSValue` holding a `CGRect` in screen coordinates.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame at the end of the change: an `NSValue` holding a `CGRect` in screen coordinates.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the keyboard's animation in seconds: an `NSNumber` holding a `Double`.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The keyboard animation's curve: an `NSNumber` holding a `UIView.AnimationCurve` raw value.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app: an `NSNumber` holding a `Bool`.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// A value holding `rect`, as the keyboard's user info carries frames.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The rectangle this value holds.
    public var cgRectValue: CGRect { rectValue }
    /// The point this value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size this value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
