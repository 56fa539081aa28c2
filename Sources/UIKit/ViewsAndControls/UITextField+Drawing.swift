import Foundation

extension UITextField {
    /// The default font: the 17-point system font.
    static let _defaultFont = UIFont.systemFont(ofSize: 17)
    /// The horizontal and vertical padding of the text inside each border style. A rounded field with
    /// the 17-point font is 34 points tall on iOS (measured); the other figures are ours.
    static func _padding(for style: BorderStyle) -> (horizontal: CGFloat, vertical: CGFloat) {
        switch style {
        case .none: (0, 0)
        case .line, .bezel: (4, 4)
        case .roundedRect: (7, 7)
        }
    }
    /// The clear button's side and its margin from the trailing edge (ours).
    static let _clearButtonSide: CGFloat = 19
    static let _clearButtonMargin: CGFloat = 5
    /// The rounded-rect border's corner radius and width (ours, from screenshots).
    static let _roundedCornerRadius: CGFloat = 5
    static let _roundedBorderWidth: CGFloat = 0.5

    func _configureTextField() {
        isOpaque = false
        for view in [_borderView, _selectionView, _placeholderLabel, _textLabel, _caretView, _clearButton] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        _clearButton.image = UITextField._clearGlyph(for: traitCollection.userInterfaceStyle)
        _clearButton.contentMode = .center
        _borderView.layer.cornerCurve = .continuous
    }

    func _textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Whether an overlay with `mode` shows now.
    func _shows(_ mode: ViewMode, needsText: Bool) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: _isEditing && (!needsText || hasText)
        case .unlessEditing: !_isEditing && (!needsText || hasText)
        }
    }

    var _showsClearButton: Bool { _shows(clearButtonMode, needsText: true) }

    func _leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = leftView.bounds.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func _rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = rightView.bounds.size
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func _clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = UITextField._clearButtonSide
        return CGRect(x: bounds.maxX - UITextField._clearButtonMargin - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    func _textRect(forBounds bounds: CGRect) -> CGRect {
        let padding = UITextField._padding(for: borderStyle).horizontal
        var minX = bounds.minX + padding, maxX = bounds.maxX - padding
        if leftView != nil && _shows(leftViewMode, needsText: false) { minX = leftViewRect(forBounds: bounds).maxX }
        if rightView != nil && _shows(rightViewMode, needsText: false) {
            maxX = min(maxX, rightViewRect(forBounds: bounds).minX)
        } else if _showsClearButton {
            maxX = min(maxX, clearButtonRect(forBounds: bounds).minX)
        }
        return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
    }

    /// The string the text label shows: the text with its marked text underlined, or dots for secure entry.
    var _displayedText: NSAttributedString? {
        guard let text = _attributedText, text.length > 0 else { return nil }
        guard isSecureTextEntry else { return _underliningMarkedText(text) }
        return NSAttributedString(string: String(repeating: "•", count: text.string.count))
    }

    var _textFieldIntrinsicSize: CGSize {
        _applyTextFieldContent()
        let padding = UITextField._padding(for: borderStyle)
        let text = _textLabel.intrinsicContentSize, placeholder = _placeholderLabel.intrinsicContentSize
        let lineHeight = (_font.lineHeight * max(1, UIScreen.main.scale)).rounded(.up) / max(1, UIScreen.main.scale)
        var width = max(text.width, placeholder.width) + 2 * padding.horizontal
        if _showsClearButton { width += UITextField._clearButtonSide + UITextField._clearButtonMargin }
        if let leftView, _shows(leftViewMode, needsText: false) { width += leftView.bounds.width }
        if let rightView, _shows(rightViewMode, needsText: false) { width += rightView.bounds.width }
        return CGSize(width: width, height: max(lineHeight, text.height, placeholder.height) + 2 * padding.vertical)
    }

    func _applyTextFieldContent() {
        for label in [_textLabel, _placeholderLabel] {
            if !label.font.isEqual(_font) { label.font = _font }
            // Set only on a change: a label re-lays out its superview on every set, and this runs in layout.
            if label.textAlignment != textAlignment { label.textAlignment = textAlignment }
        }
        let shown = _displayedText
        if !(_textLabel.attributedText.map { shown?.isEqual($0) ?? false } ?? (shown == nil)) { _textLabel.attributedText = shown }
        let textColor = _resolved(_textColor ?? _ControlColors.label)
        if !_textLabel.textColor.isEqual(textColor) { _textLabel.textColor = textColor }
        if !(_placeholderLabel.attributedText.map { _attributedPlaceholder?.isEqual($0) ?? false } ?? (_attributedPlaceholder == nil)) {
            _placeholderLabel.attributedText = _attributedPlaceholder
        }
        let placeholderColor = _resolved(_ControlColors.placeholderText)
        if !_placeholderLabel.textColor.isEqual(placeholderColor) { _placeholderLabel.textColor = placeholderColor }
    }

    func _layoutTextField() {
        _applyTextFieldContent()
        let glyph = UITextField._clearGlyph(for: traitCollection.userInterfaceStyle)
        if _clearButton.image !== glyph { _clearButton.image = glyph }
        _borderView.frame = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none:
            _borderView.isHidden = true
        case .line, .bezel:
            _borderView.isHidden = false
            _borderView.backgroundColor = nil
            _borderView.layer.cornerRadius = 0
            _borderView.layer.borderWidth = 1
            _borderView.layer.borderColor = _resolved(_ControlColors.fieldBorder).cgColor
        case .roundedRect:
            _borderView.isHidden = false
            _borderView.backgroundColor = _resolved(_ControlColors.fieldBackground)
            _borderView.layer.cornerRadius = UITextField._roundedCornerRadius
            _borderView.layer.borderWidth = UITextField._roundedBorderWidth
            _borderView.layer.borderColor = _resolved(_ControlColors.fieldBorder).cgColor
        }
        let rect = _isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        _textLabel.frame = rect
        _placeholderLabel.frame = placeholderRect(forBounds: bounds)
        _placeholderLabel.isHidden = hasText
        _clearButton.isHidden = !_showsClearButton
        _clearButton.frame = clearButtonRect(forBounds: bounds)
        if let leftView {
            leftView.isHidden = !_shows(leftViewMode, needsText: false)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !_shows(rightViewMode, needsText: false)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        _layoutCaretAndSelection()
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        _textLabel.alpha = alpha
        _placeholderLabel.alpha = alpha
    }

    /// The clear button: a gray disc with its "x" in the background's colour (white, or black in dark
    /// mode, as if cut out of the disc), drawn once per interface style.
    @MainActor static func _clearGlyph(for style: UIUserInterfaceStyle) -> UIImage {
        let dark = style == .dark
        if let image = dark ? _clearGlyphs.dark : _clearGlyphs.light { return image }
        var image: UIImage?
        UITraitCollection(userInterfaceStyle: dark ? .dark : .light).performAsCurrent {
            image = _ButtonGlyph.crossedDisc(side: _clearButtonSide, disc: .systemGray3, cross: .systemBackground,
                                             inset: 0.33, lineWidth: 1.75)
        }
        if dark { _clearGlyphs.dark = image } else { _clearGlyphs.light = image }
        return image!
    }
    @MainActor static var _clearGlyphs: (light: UIImage?, dark: UIImage?) = (nil, nil)
}
