import Foundation

/// The window that holds the views shown in and on top of the keyboard's place: a responder's
/// `inputView` and `inputAccessoryView` (or its input view controllers' views). It covers exactly the
/// keyboard's frame, above every app window, so touches there reach those views. It never becomes key.
@preconcurrency @MainActor
final class _UIInputWindow: UIWindow {
    /// The level of the window: above alerts, as the keyboard is on iOS (which uses a private window
    /// level for its keyboard windows; this figure is not Apple's).
    static let level = UIWindow.Level(rawValue: 10_000_000)

    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = Self.level
    }

    required init?(coder: NSCoder) { nil }

    override func makeKey() {}
}

/// What stands in the keyboard's place for one first responder: a custom input view or the system
/// keyboard, and an accessory view on top, with their heights.
@MainActor struct _InputViewSet {
    /// The custom view in the keyboard's place; nil for the system keyboard (or for no keyboard, when
    /// `inputHeight` is 0 and only an accessory shows).
    var inputView: UIView?
    /// The view on top of the keyboard.
    var accessory: UIView?
    var inputHeight: CGFloat
    var accessoryHeight: CGFloat

    /// The system keyboard alone, as tall as iOS's on `screen`.
    static func systemKeyboard(on screen: UIScreen) -> _InputViewSet {
        _InputViewSet(inputView: nil, accessory: nil, inputHeight: systemHeight(on: screen), accessoryHeight: 0)
    }

    static func systemHeight(on screen: UIScreen) -> CGFloat {
        _KeyboardMetrics.height(screenSize: screen.bounds.size, bottomInset: screen._safeAreaInsets.bottom)
    }

    /// The keyboard's frame in screen coordinates: the input and the accessory stacked at the bottom.
    func frame(on screen: UIScreen) -> CGRect {
        let bounds = screen.bounds, height = inputHeight + accessoryHeight
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The height a view takes in the keyboard's place: its frame's, unless that is zero or the view
    /// resizes its height (`.flexibleHeight`) and it has an intrinsic height, which then wins (how
    /// accessory bars that grow with their text size themselves on iOS). [INFERRED]
    static func height(of view: UIView) -> CGFloat {
        let intrinsic = view.intrinsicContentSize.height
        if intrinsic > 0 && (view.frame.height == 0 || view.autoresizingMask.contains(.flexibleHeight)) {
            return intrinsic
        }
        return max(0, view.frame.height)
    }
}

extension _Keyboard {
    /// What `responder` shows as first responder of `window`, or nil when it shows nothing: a text
    /// input (`UIKeyInput`; an editable text view) gets the system keyboard unless it has a custom input
    /// view; any responder with a custom input view or an accessory view gets those.
    static func inputSet(for responder: UIResponder?, in window: UIWindow) -> _InputViewSet? {
        guard let responder else { return nil }
        if let textView = responder as? UITextView, !textView.isEditable { return nil }
        let screen = window.screen
        let takesText = responder is UIKeyInput
        let inputController = responder.inputViewController
        let custom = inputController.flatMap { $0.view } ?? responder.inputView
        let accessory = responder.inputAccessoryViewController.flatMap { $0.view } ?? responder.inputAccessoryView
        guard takesText || custom != nil || accessory != nil else { return nil }
        var inputHeight: CGFloat = 0
        if let custom {
            inputHeight = _InputViewSet.height(of: custom)
            if inputHeight == 0 && inputController != nil { inputHeight = _InputViewSet.systemHeight(on: screen) }
        } else if takesText {
            inputHeight = _InputViewSet.systemHeight(on: screen)
        }
        return _InputViewSet(inputView: custom, accessory: accessory, inputHeight: inputHeight,
                             accessoryHeight: accessory.map(_InputViewSet.height(of:)) ?? 0)
    }

    /// Puts the views of `set` in the input window, which takes `frame`: the accessory at the top, the
    /// input view under it, both as wide as the screen. Views no longer shown leave it.
    static func install(_ set: _InputViewSet, at frame: CGRect) {
        if let old = installed {
            for view in [old.inputView, old.accessory].compactMap({ $0 })
            where view !== set.inputView && view !== set.accessory && view.superview === inputWindow {
                view.removeFromSuperview()
            }
        }
        installed = set
        guard set.inputView != nil || set.accessory != nil else {
            inputWindow?.isHidden = true
            inputWindow = nil
            return
        }
        let window = inputWindow ?? _UIInputWindow(frame: frame)
        inputWindow = window
        if window.frame != frame { window.frame = frame }
        if let accessory = set.accessory {
            accessory.frame = CGRect(x: 0, y: 0, width: frame.width, height: set.accessoryHeight)
            if accessory.superview !== window { window.addSubview(accessory) }
        }
        if let input = set.inputView {
            input.frame = CGRect(x: 0, y: set.accessoryHeight, width: frame.width, height: set.inputHeight)
            if input.superview !== window { window.addSubview(input) }
        }
        window.isHidden = false
    }

    /// Takes the input and accessory views off screen and lets the input window go.
    static func removeInputViews() {
        if let set = installed {
            for view in [set.inputView, set.accessory].compactMap({ $0 }) where view.superview === inputWindow {
                view.removeFromSuperview()
            }
        }
        installed = nil
        inputWindow?.isHidden = true
        inputWindow = nil
    }

    /// The input view controller `controller` asked to dismiss the keyboard: the first responder it
    /// serves resigns.
    static func dismiss(servedBy controller: UIInputViewController) {
        guard let responder = owner?._firstResponder,
              responder.inputViewController === controller || responder.inputAccessoryViewController === controller
        else { return }
        _ = responder.resignFirstResponder()
    }
}
