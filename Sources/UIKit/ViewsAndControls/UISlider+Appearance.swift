import Foundation

extension UISlider {
    /// The track's thickness (4 points since iOS 13, measured).
    static let _trackHeight: CGFloat = 4
    /// The default thumb's diameter (measured).
    static let _thumbDiameter: CGFloat = 28
    /// The slider's intrinsic height: the thumb with its shadow (ours; iOS reports about this).
    static let _intrinsicHeight: CGFloat = 31
    /// The space between a value image and the track (ours).
    static let _valueImageSpacing: CGFloat = 8

    func _configureSlider() {
        isOpaque = false
        _content.isUserInteractionEnabled = false
        addSubview(_content)
        for view in [_minimumValueImageView, _maximumValueImageView, _minimumTrack, _maximumTrack, _thumb] {
            view.isUserInteractionEnabled = false
            _content.addSubview(view)
        }
        _minimumTrack.layer.cornerRadius = UISlider._trackHeight / 2
        _maximumTrack.layer.cornerRadius = UISlider._trackHeight / 2
        _thumb.layer.shadowColor = UIColor.black.cgColor
        _thumb.layer.shadowOpacity = 0.15
        _thumb.layer.shadowRadius = 4
        _thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
    }

    func _image(in images: [UInt: UIImage], for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    func _sliderContentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    var _sliderIntrinsicSize: CGSize {
        let thumb = currentThumbImage?.size.height ?? UISlider._intrinsicHeight
        let images = max(minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0)
        return CGSize(width: UIView.noIntrinsicMetric, height: max(thumb, images))
    }

    func _minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func _maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func _trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + UISlider._valueImageSpacing }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - UISlider._valueImageSpacing }
        let height = currentMinimumTrackImage?.size.height ?? UISlider._trackHeight
        return CGRect(x: minX, y: bounds.midY - height / 2, width: max(0, maxX - minX), height: height)
    }

    /// The thumb travels so that it stays within the track: its leading edge at the track's start for
    /// the minimum, its trailing edge at the track's end for the maximum.
    func _thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: UISlider._thumbDiameter, height: UISlider._thumbDiameter)
        let range = _maximumValue - _minimumValue
        let fraction = range > 0 ? CGFloat((min(max(value, _minimumValue), _maximumValue) - _minimumValue) / range) : 0
        let x = rect.minX + fraction * (rect.width - size.width)
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    func _layoutSlider() {
        _content.frame = bounds
        _minimumValueImageView.image = minimumValueImage
        _minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        _maximumValueImageView.image = maximumValueImage
        _maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: _value)
        let split = thumb.midX
        _minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(0, split - track.minX), height: track.height)
        _maximumTrack.frame = CGRect(x: split, y: track.minY, width: max(0, track.maxX - split), height: track.height)
        _minimumTrack.image = currentMinimumTrackImage
        _maximumTrack.image = currentMaximumTrackImage
        _minimumTrack.backgroundColor = currentMinimumTrackImage == nil ? _resolved(minimumTrackTintColor ?? tintColor) : nil
        _maximumTrack.backgroundColor = currentMaximumTrackImage == nil ? _resolved(maximumTrackTintColor ?? _ControlColors.systemFill) : nil
        _thumb.frame = thumb
        if let image = currentThumbImage {
            _thumb.image = image
            _thumb.backgroundColor = nil
            _thumb.layer.cornerRadius = 0
            _thumb.layer.shadowOpacity = 0
        } else {
            _thumb.image = nil
            _thumb.backgroundColor = _resolved(thumbTintColor ?? .white)
            _thumb.layer.cornerRadius = thumb.height / 2
            _thumb.layer.shadowOpacity = 0.15
        }
        _content.alpha = isEnabled ? 1 : 0.5
    }
}
