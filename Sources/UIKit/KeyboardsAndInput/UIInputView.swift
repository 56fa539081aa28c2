import Foundation

/// A view meant to be shown in the keyboard's place or on top of it, as a responder's `inputView` or
/// `inputAccessoryView`, or as the view of a `UIInputViewController`.
///
/// The style is stored; it draws nothing of its own here (iOS gives the `.keyboard` style the
/// keyboard's blurred backdrop).
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// How an input view looks, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// No backdrop of its own.
        case `default` = 0
        /// The system keyboard's backdrop.
        case keyboard = 1
    }

    /// The style given at creation.
    public let inputViewStyle: UIInputView.Style
    /// Whether the view sizes itself from its constraints rather than its frame; false by default.
    /// Stored only.
    open var allowsSelfSizing = false

    /// Creates an input view with `frame` and `inputViewStyle`.
    public init(frame: CGRect, inputViewStyle: UIInputView.Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// Creates an input view of the default style.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, inputViewStyle: .default)
    }

    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}

/// A view controller whose view stands in for the keyboard (a responder's `inputViewController`) or
/// sits on top of it (`inputAccessoryViewController`).
///
/// Its root view is a `UIInputView` of the default style, with a zero frame until something sizes it.
/// A zero-height input view controller's view shown in the keyboard's place takes the system
/// keyboard's height. Keyboard extensions (`textDocumentProxy`, `advanceToNextInputMode()`) are not
/// built.
@preconcurrency @MainActor
open class UIInputViewController: UIViewController {
    /// The controller's root view, as a `UIInputView` (nil when `view` was set to another kind of view).
    /// Reading it loads the view.
    open override var inputView: UIInputView? {
        get { view as? UIInputView }
        set { view = newValue }
    }

    /// Makes the root view: an empty `UIInputView` of the default style.
    open override func loadView() {
        view = UIInputView(frame: .zero, inputViewStyle: .default)
    }

    /// Hides the keyboard this controller is part of: the responder it serves resigns.
    open func dismissKeyboard() {
        _Keyboard.dismiss(servedBy: self)
    }
}
