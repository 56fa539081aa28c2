import Foundation

/// A control that shows an on/off choice: a rounded track with a sliding thumb.
///
/// The switch has a fixed size, 51 × 31 points, as on iOS: the size of any frame given is ignored.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How a switch looks, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case automatic = 0, checkbox = 1, sliding = 2
    }

    var _isOn = false
    /// Holds the track and thumb, so that a disabled switch fades as one picture.
    let _content = UIView()
    let _track = UIView()
    let _thumb = UIView()
    /// The touch being tracked went down on the thumb (at this x); `moved` once it dragged it.
    var _thumbDrag: (startX: CGFloat, moved: Bool)?

    /// Creates an off switch at `frame`'s origin, 51 × 31 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch._size))
        _configureSwitch()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configureSwitch()
    }

    /// Whether the switch is on. Setting it moves the thumb without animation and sends no action.
    open var isOn: Bool {
        get { _isOn }
        set { setOn(newValue, animated: false) }
    }
    /// Turns the switch on or off, sliding the thumb when `animated`; sends no action, as on iOS.
    open func setOn(_ on: Bool, animated: Bool) { _setOn(on, animated: animated) }

    /// The track's colour when on; nil means the system green.
    open var onTintColor: UIColor? { didSet { _restyle() } }
    /// The thumb's colour; nil means white.
    open var thumbTintColor: UIColor? { didSet { _restyle() } }
    /// The image shown when on; stored, not drawn (iOS has ignored it since iOS 7).
    open var onImage: UIImage?
    /// The image shown when off; stored, not drawn (iOS has ignored it since iOS 7).
    open var offImage: UIImage?
    /// The style asked for; iPhone switches always slide.
    open var preferredStyle: Style = .automatic
    /// The style shown: `.sliding`.
    open var style: Style { .sliding }
    /// The title of a checkbox-style switch (Mac Catalyst); stored.
    open var title: String?

    /// A switch's size never changes: 51 × 31 points.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch._size) }
    }
    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { UISwitch._size }
    /// 51 × 31 points, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch._size }
    /// Places the track and thumb for the current value.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutSwitch()
    }
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        _restyle()
    }
    override func _controlStateDidChange() { _restyle() }
    override var _defaultActionIsSingleTap: Bool { true }
    override func _beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { _switchBeginTracking(touch) }
    override func _continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { _switchContinueTracking(touch) }
    override func _endTracking(_ touch: UITouch?, with event: UIEvent?) { _switchEndTracking(touch) }
    override func _cancelTracking(with event: UIEvent?) { _switchCancelTracking() }
    override func _defaultActionOverlaps(_ recognizer: UIGestureRecognizer) -> Bool {
        _isOverlappingSingleTap(recognizer) || _thumbPanOverlaps(recognizer)
    }
}
