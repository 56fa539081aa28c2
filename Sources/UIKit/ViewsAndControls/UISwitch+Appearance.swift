import Foundation

extension UISwitch {
    /// The switch's fixed size, documented by the header ("This class enforces a size appropriate for
    /// the control") and measured at 51 × 31 since iOS 7.
    static let _size = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edge (measured from iOS screenshots).
    static let _thumbDiameter: CGFloat = 27
    static let _thumbInset: CGFloat = 2
    /// The duration of the thumb's slide (ours; iOS uses a spring of about this length).
    static let _toggleDuration: TimeInterval = 0.25
    /// How opaque a disabled switch is (ours, close to iOS's look).
    static let _disabledAlpha: CGFloat = 0.5

    func _configureSwitch() {
        isOpaque = false
        for view in [_content, _track, _thumb] { view.isUserInteractionEnabled = false }
        _track.layer.cornerRadius = UISwitch._size.height / 2
        _thumb.layer.cornerRadius = UISwitch._thumbDiameter / 2
        _thumb.layer.shadowColor = UIColor.black.cgColor
        _thumb.layer.shadowOpacity = 0.15
        _thumb.layer.shadowRadius = 4
        _thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(_content)
        _content.addSubview(_track)
        _content.addSubview(_thumb)
        _layoutSwitch()
    }

    /// The thumb's frame for a value: at the leading end when off, the trailing end when on.
    func _thumbFrame(on: Bool) -> CGRect {
        let d = UISwitch._thumbDiameter, inset = UISwitch._thumbInset
        return CGRect(x: on ? UISwitch._size.width - inset - d : inset, y: inset, width: d, height: d)
    }

    func _setOn(_ on: Bool, animated: Bool) {
        guard on != _isOn else { return }
        _isOn = on
        if animated {
            UIView.animate(withDuration: UISwitch._toggleDuration) { self._layoutSwitch() }
        } else {
            _layoutSwitch()
        }
    }

    func _layoutSwitch() {
        _content.frame = CGRect(origin: .zero, size: UISwitch._size)
        _track.frame = _content.bounds
        _thumb.frame = _thumbFrame(on: _isOn)
        _restyle()
    }

    func _restyle() {
        let onColor = onTintColor ?? _ControlColors.systemGreen
        _track.backgroundColor = _resolved(_isOn ? onColor : _ControlColors.secondarySystemFill)
        _thumb.backgroundColor = _resolved(thumbTintColor ?? .white)
        _content.alpha = isEnabled ? 1 : UISwitch._disabledAlpha
    }

    /// The user toggled the switch (a tap, or a drag across): flips the value with animation and sends
    /// `.valueChanged`. Touch tracking calls this when the touch ends.
    func _userDidToggle() {
        setOn(!_isOn, animated: true)
        sendActions(for: .valueChanged)
    }
}
