import Foundation

extension UIStepper {
    /// The stepper's size since iOS 13 (measured; 94 × 29 before).
    static let _size = CGSize(width: 94, height: 32)
    /// The background's corner radius, the divider's size and the glyph bars' size (ours, from screenshots).
    static let _cornerRadius: CGFloat = 8
    static let _dividerSize = CGSize(width: 1, height: 18)
    static let _glyphSize = CGSize(width: 14, height: 2)
    /// How opaque a half that cannot step is (ours).
    static let _disabledHalfAlpha: CGFloat = 0.3

    func _configureStepper() {
        isOpaque = false
        for view in [_background, _divider, _minus, _plus] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        _background.layer.cornerRadius = UIStepper._cornerRadius
        _background.layer.cornerCurve = .continuous
        _minus.contentMode = .center
        _plus.contentMode = .center
    }

    func _stepperDidChange() { setNeedsLayout() }

    /// The built-in minus or plus, as a template image.
    static func _glyph(plus: Bool) -> UIImage {
        let side = UIStepper._glyphSize.width
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            UIColor.black.setFill()
            let bar = UIStepper._glyphSize.height
            UIBezierPath(rect: CGRect(x: 0, y: (side - bar) / 2, width: side, height: bar)).fill()
            if plus { UIBezierPath(rect: CGRect(x: (side - bar) / 2, y: 0, width: bar, height: side)).fill() }
        }.withRenderingMode(.alwaysTemplate)
    }

    func _layoutStepper() {
        let size = UIStepper._size
        let origin = CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2)
        let box = CGRect(origin: origin, size: size)
        _background.frame = box
        if let image = backgroundImage(for: state) {
            _background.backgroundColor = nil
            _background.layer.contents = image.cgImage
        } else {
            _background.layer.contents = nil
            _background.backgroundColor = _resolved(_ControlColors.tertiarySystemFill)
        }
        let divider = UIStepper._dividerSize
        _divider.frame = CGRect(x: box.midX - divider.width / 2, y: box.midY - divider.height / 2,
                                width: divider.width, height: divider.height)
        _divider.backgroundColor = _resolved(_ControlColors.separator)
        let half = CGSize(width: size.width / 2, height: size.height)
        _minus.frame = CGRect(origin: box.origin, size: half)
        _plus.frame = CGRect(origin: CGPoint(x: box.midX, y: box.minY), size: half)
        _minus.image = decrementImage(for: state) ?? UIStepper._glyph(plus: false)
        _plus.image = incrementImage(for: state) ?? UIStepper._glyph(plus: true)
        let glyph = _resolved(_ControlColors.label)
        _minus.tintColor = glyph
        _plus.tintColor = glyph
        _minus.alpha = isEnabled && _canStep(.decrement) ? 1 : UIStepper._disabledHalfAlpha
        _plus.alpha = isEnabled && _canStep(.increment) ? 1 : UIStepper._disabledHalfAlpha
    }
}
