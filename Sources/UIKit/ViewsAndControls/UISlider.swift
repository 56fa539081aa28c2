import Foundation

/// A control for choosing one value from a continuous range by sliding a thumb along a track.
@preconcurrency @MainActor
open class UISlider: UIControl {
    var _value: Float = 0
    var _minimumValue: Float = 0
    var _maximumValue: Float = 1
    var _thumbImages: [UInt: UIImage] = [:]
    var _minimumTrackImages: [UInt: UIImage] = [:]
    var _maximumTrackImages: [UInt: UIImage] = [:]
    /// The value when the current drag began, to tell whether a non-continuous slider changed.
    var _valueAtDragStart: Float?
    /// How far the tracked touch is from the thumb's centre along x, kept while it drags the thumb.
    var _thumbTouchOffset: CGFloat = 0
    /// Holds every part, so that a disabled slider fades as one picture.
    let _content = UIView()
    let _minimumTrack = UIImageView()
    let _maximumTrack = UIImageView()
    let _thumb = UIImageView()
    let _minimumValueImageView = UIImageView()
    let _maximumValueImageView = UIImageView()

    /// Creates a slider with the range 0 to 1 and the value 0.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configureSlider()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configureSlider()
    }

    // MARK: Value (UISlider+Value.swift)

    /// The value, always within `minimumValue...maximumValue`; setting it clamps and sends no action.
    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }
    /// Sets the value (clamped to the range), moving the thumb with animation when `animated`; sends no action.
    open func setValue(_ value: Float, animated: Bool) { _setValue(value, animated: animated) }
    /// The lower end of the range; 0 by default. A value below it is raised to it.
    open var minimumValue: Float {
        get { _minimumValue }
        set { _setMinimumValue(newValue) }
    }
    /// The upper end of the range; 1 by default. A value above it is lowered to it.
    open var maximumValue: Float {
        get { _maximumValue }
        set { _setMaximumValue(newValue) }
    }
    /// Whether dragging sends `.valueChanged` as the value changes (true, the default) or once when the
    /// drag ends.
    open var isContinuous = true

    // MARK: Appearance (UISlider+Appearance.swift)

    /// The image shown before the track's minimum end.
    open var minimumValueImage: UIImage? { didSet { _sliderContentDidChange() } }
    /// The image shown after the track's maximum end.
    open var maximumValueImage: UIImage? { didSet { _sliderContentDidChange() } }
    /// The colour of the track below the thumb; nil means the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { _sliderContentDidChange() } }
    /// The colour of the track above the thumb; nil means the system fill colour.
    open var maximumTrackTintColor: UIColor? { didSet { _sliderContentDidChange() } }
    /// The thumb's colour; nil means white.
    open var thumbTintColor: UIColor? { didSet { _sliderContentDidChange() } }

    /// Sets the thumb's image for `state`.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { _thumbImages[state.rawValue] = image; _sliderContentDidChange() }
    /// Sets the image of the track below the thumb for `state`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { _minimumTrackImages[state.rawValue] = image; _sliderContentDidChange() }
    /// Sets the image of the track above the thumb for `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { _maximumTrackImages[state.rawValue] = image; _sliderContentDidChange() }
    /// The thumb image for `state`, else the normal state's.
    open func thumbImage(for state: UIControl.State) -> UIImage? { _image(in: _thumbImages, for: state) }
    /// The minimum track image for `state`, else the normal state's.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { _image(in: _minimumTrackImages, for: state) }
    /// The maximum track image for `state`, else the normal state's.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { _image(in: _maximumTrackImages, for: state) }
    /// The thumb image shown now.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The minimum track image shown now.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The maximum track image shown now.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    // MARK: Geometry (UISlider+Geometry.swift)

    /// Where the minimum value image goes in `bounds`.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { _minimumValueImageRect(forBounds: bounds) }
    /// Where the maximum value image goes in `bounds`.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { _maximumValueImageRect(forBounds: bounds) }
    /// The track's rectangle in `bounds`: between the value images, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect { _trackRect(forBounds: bounds) }
    /// The thumb's rectangle for `value` on `rect` (a track rectangle) in `bounds`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        _thumbRect(forBounds: bounds, trackRect: rect, value: value)
    }
    /// No intrinsic width; the thumb's height.
    open override var intrinsicContentSize: CGSize { _sliderIntrinsicSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: _sliderIntrinsicSize.height) }
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutSlider()
    }
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _sliderContentDidChange()
    }
    override func _controlStateDidChange() { _sliderContentDidChange() }
    override func _beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { _sliderBeginTracking(touch) }
    override func _continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _userDidDragThumb(toX: touch.location(in: self).x - _thumbTouchOffset)
        return true
    }
    override func _endTracking(_ touch: UITouch?, with event: UIEvent?) { _userDidEndDragging() }
    override func _cancelTracking(with event: UIEvent?) { _userDidEndDragging() }
    override func _defaultActionOverlaps(_ recognizer: UIGestureRecognizer) -> Bool { _thumbDragOverlaps(recognizer) }
}
