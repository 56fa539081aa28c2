import Foundation

/// A control with minus and plus halves that decrease and increase a value by a fixed step.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// One half of the stepper.
    enum _Part { case decrement, increment }

    var _value: Double = 0
    var _minimumValue: Double = 0
    var _maximumValue: Double = 100
    var _stepValue: Double = 1
    var _incrementImages: [UInt: UIImage] = [:]
    var _decrementImages: [UInt: UIImage] = [:]
    var _backgroundImages: [UInt: UIImage] = [:]
    /// The half being held, and a counter that retires the autorepeat timers of earlier presses.
    var _pressedPart: _Part?
    var _pressGeneration = 0
    var _changedDuringPress = false
    let _background = UIView()
    let _divider = UIView()
    let _minus = UIImageView()
    let _plus = UIImageView()

    /// Creates a stepper with the range 0 to 100, step 1 and value 0.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configureStepper()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configureStepper()
    }

    // MARK: Value (UIStepper+Value.swift)

    /// The value, kept within `minimumValue...maximumValue`; setting it sends no action.
    open var value: Double {
        get { _value }
        set { _value = min(max(newValue, _minimumValue), _maximumValue); _stepperDidChange() }
    }
    /// The lowest value; 0 by default. Raises `NSInvalidArgumentException` when not below `maximumValue`.
    open var minimumValue: Double {
        get { _minimumValue }
        set { _setMinimumValue(newValue) }
    }
    /// The highest value; 100 by default. Raises `NSInvalidArgumentException` when not above `minimumValue`.
    open var maximumValue: Double {
        get { _maximumValue }
        set { _setMaximumValue(newValue) }
    }
    /// The step; 1 by default. Raises `NSInvalidArgumentException` when not above 0.
    open var stepValue: Double {
        get { _stepValue }
        set { _setStepValue(newValue) }
    }
    /// Whether stepping past one end continues from the other; false by default.
    open var wraps = false
    /// Whether holding a half keeps stepping; true by default.
    open var autorepeat = true
    /// Whether `.valueChanged` is sent at each step (true, the default) or once when the press ends.
    open var isContinuous = true

    // MARK: Appearance (UIStepper+Appearance.swift)

    /// Sets the image of the plus half for `state`.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { _incrementImages[state.rawValue] = image; _stepperDidChange() }
    /// Sets the image of the minus half for `state`.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { _decrementImages[state.rawValue] = image; _stepperDidChange() }
    /// Sets the background image for `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { _backgroundImages[state.rawValue] = image; _stepperDidChange() }
    /// The plus half's image for `state`, else the normal state's (nil: the built-in plus).
    open func incrementImage(for state: UIControl.State) -> UIImage? { _incrementImages[state.rawValue] ?? _incrementImages[0] }
    /// The minus half's image for `state`, else the normal state's (nil: the built-in minus).
    open func decrementImage(for state: UIControl.State) -> UIImage? { _decrementImages[state.rawValue] ?? _decrementImages[0] }
    /// The background image for `state`, else the normal state's.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { _backgroundImages[state.rawValue] ?? _backgroundImages[0] }

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { UIStepper._size }
    /// 94 × 32 points, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper._size }
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutStepper()
    }
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }
    override func _controlStateDidChange() { setNeedsLayout() }
    override var _defaultActionIsSingleTap: Bool { true }
    override func _beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _userDidPress(touch.location(in: self).x < bounds.midX ? .decrement : .increment)
        return true
    }
    override func _endTracking(_ touch: UITouch?, with event: UIEvent?) { _userDidRelease() }
    override func _cancelTracking(with event: UIEvent?) { _userDidRelease() }
}
