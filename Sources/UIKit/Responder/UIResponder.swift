import Foundation

/// An object that can respond to and handle events: the base of views, view controllers and windows.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
        _ObjectCreation.didCreate(self)
    }

    deinit {
        // Associated objects live exactly as long as the responder.
        _AssociatedObjects.ownerDeallocated(ObjectIdentifier(self))
    }

    /// Prepares an object loaded from an Interface Builder archive; iOS declares it on `NSObject`, here it
    /// is on `UIResponder`, so that views' and view controllers' overrides compile. No nib or storyboard
    /// is ever loaded here, so UIKit never calls it; it does nothing.
    open func awakeFromNib() {}

    /// Sets a designable view up for Interface Builder's canvas; iOS declares it on `NSObject`. There is
    /// no Interface Builder here, so UIKit never calls it; it does nothing.
    open func prepareForInterfaceBuilder() {}

    /// The next responder in the chain: a view's view controller or superview, a view controller's
    /// view's superview or parent.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder can give up first-responder status; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool {
        _responderWindow?._firstResponder === self
    }

    /// Asks to become the first responder of its window. Returns false when it cannot, when it has no
    /// window, or when the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = _responderWindow else { return false }
        if window._firstResponder === self { return true }
        if let current = window._firstResponder,
           !_Keyboard.whileSwitchingResponders({ current.resignFirstResponder() }) { return false }
        window._firstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns true (and has no other effect) when not first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = _responderWindow, window._firstResponder === self { window._firstResponder = nil }
        return true
    }

    // MARK: Input views (KeyboardsAndInput/_Keyboard+InputViews.swift shows them)

    /// The view shown in the keyboard's place while this responder is first responder; nil by default
    /// (a text input then gets the system keyboard). Subclasses redeclare it read-write, as
    /// `UITextField` and `UITextView` do. Any responder that can become first responder may offer one.
    open var inputView: UIView? { nil }
    /// The view shown on top of the keyboard (or of the custom input view) while this responder is first
    /// responder; nil by default. Its height adds to the keyboard's frame in the keyboard notifications.
    open var inputAccessoryView: UIView? { nil }
    /// The controller whose view is shown in the keyboard's place; nil by default. When set it is used
    /// instead of `inputView`.
    open var inputViewController: UIInputViewController? { nil }
    /// The controller whose view is shown on top of the keyboard; nil by default. When set it is used
    /// instead of `inputAccessoryView`.
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// Reads the input view and the accessory view again, when this responder is first responder, and
    /// puts them in place at once, without animation; a change of the keyboard's frame posts
    /// `keyboardWillChangeFrame` and `keyboardDidChangeFrame`. Does nothing when not first responder.
    open func reloadInputViews() {
        guard isFirstResponder, let window = _responderWindow else { return }
        _Keyboard.reloadInputViews(in: window)
    }

    // MARK: Actions (UIResponder+Actions.swift)

    /// Whether the responder handles `action` now. By default, true when the responder implements the
    /// action's method (`responds(to:)`). Override it to disable an action conditionally.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        _canPerformAction(action, withSender: sender)
    }

    /// The object that handles `action` for a nil-targeted send: this responder when
    /// `canPerformAction(_:withSender:)` is true, else the next responder's answer; nil at the end of
    /// the chain.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        _target(forAction: action, withSender: sender)
    }

    /// The window whose first responder this responder would be.
    var _responderWindow: UIWindow? { nil }

    // MARK: Touches (TouchesAndGestures/UIWindow+TouchDelivery.swift delivers them)

    /// Touches went down in the responder. By default the message goes to the next responder, so a
    /// view that does not handle touches passes them up the chain. Overrides that handle touches do not
    /// call `super`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved. Forwarded to the next responder by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches lifted. Forwarded to the next responder by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The system cancelled touches (a gesture recognizer recognized them, for example). Forwarded to the
    /// next responder by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    /// Estimated touch properties were updated. Does nothing by default.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses and key commands (KeyboardsAndInput/_PressDelivery.swift delivers them)

    /// Physical buttons or keys went down. By default the message goes to the next responder; an
    /// override that handles some presses passes the others to `super`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// The force of pressed buttons changed. Forwarded to the next responder by default.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// Buttons or keys were released. Forwarded to the next responder by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// The system cancelled presses. Forwarded to the next responder by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }
    /// The key commands this responder offers; nil by default. A key press that matches one anywhere
    /// up the chain from the first responder sends the command's action instead of `pressesBegan`.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Accessibility actions

    /// Asked by an assistive technology to scroll the content in `direction` (VoiceOver's three-finger
    /// swipes); returns whether it scrolled. Nothing scrolls by default. On iOS this is an informal
    /// method of `NSObject`; it is declared here so that views and view controllers can override it.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    // MARK: Key-value observing (UIResponder+KeyValueObserving.swift)

    /// Receives a change registered with `addObserver(_:forKeyPath:options:context:)`.
    ///
    /// Declared here because NSObject on Linux has no such method: `override func observeValue(…)` in a
    /// view, view controller or window compiles as on iOS. The default raises
    /// `NSInternalInconsistencyException` ("… message was received but not handled."), as NSObject's
    /// does, so an override calls `super` only for notifications that are not its own.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        _raiseUnhandledObservation(observer: self, keyPath: keyPath, object: object, change: change, context: context)
    }
    /// The object's key-value observers; nil until something observes it, so unobserved setters pay one check.
    nonisolated(unsafe) package var _kvoRegistry: _KVORegistry?
    /// The properties of this class that report changes: none for a responder; views override it.
    nonisolated package class func _observedKeys() -> [_ObservedKey] { [] }

    /// `<ClassName: 0x…>`, the form UIKit's messages quote.
    open override var description: String {
        "<\(_objcClassName(type(of: self))): \(_objcAddressString(self))>"
    }
}

/// Formats a number the way UIKit's descriptions do (`%g`).
func _g(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
}
