import Foundation

/// What the classic API stores for one control state.
struct _ButtonStateContent {
    var title: String?
    var attributedTitle: NSAttributedString?
    var titleColor: UIColor?
    var titleShadowColor: UIColor?
    var image: UIImage?
    var backgroundImage: UIImage?
}

extension UIButton {
    /// The role of a button in its interface, with UIKit's raw values.
    public enum Role: Int, Sendable {
        case normal = 0, primary = 1, cancel = 2, destructive = 3
    }

    /// The closure a button runs to update its configuration.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The system button's title font: the 15-point system font.
    static let _classicTitleFont = UIFont.systemFont(ofSize: 15)
    /// How opaque a system button's title and image are while highlighted. Measured on iOS 7 and later
    /// by developers (the tint at 20 % opacity); Apple does not document it.
    static let _systemHighlightAlpha: CGFloat = 0.2
    /// The title colour of a disabled system button. Not documented; the tertiary label colour is our choice.
    static var _systemDisabledTitleColor: UIColor { _ControlColors.tertiaryLabel }

    func _configureButton() {
        isOpaque = false
        _tracker.sendsPrimaryActionOnTouchUpInside = true
        if _buttonType != .custom && _buttonType != .system && _buttonType != .plain {
            // The glyph types size themselves to their glyph.
            bounds.size = _buttonIntrinsicSize
        }
    }

    func _adoptPrimaryAction(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
        if _configuration != nil {
            if !action.title.isEmpty { _configuration?.title = action.title }
            if let image = action.image { _configuration?.image = image }
            _contentDidChange()
        } else {
            if !action.title.isEmpty { setTitle(action.title, for: .normal) }
            if let image = action.image { setImage(image, for: .normal) }
        }
    }

    func _set<Value>(_ keyPath: WritableKeyPath<_ButtonStateContent, Value?>, _ value: Value?, for state: UIControl.State) {
        _stateContent[state.rawValue, default: _ButtonStateContent()][keyPath: keyPath] = value
        _contentDidChange()
    }

    /// The value stored for `state`, else the one stored for `.normal`: UIKit's fallback. A combined state
    /// (`[.selected, .highlighted]`) without its own value falls back to normal, not to one of its parts.
    func _value<Value>(_ keyPath: KeyPath<_ButtonStateContent, Value?>, for state: UIControl.State) -> Value? {
        _stateContent[state.rawValue]?[keyPath: keyPath] ?? _stateContent[UIControl.State.normal.rawValue]?[keyPath: keyPath]
    }

    func _titleColor(for state: UIControl.State) -> UIColor? {
        if let color = _value(\.titleColor, for: state) { return color }
        switch _buttonType {
        case .custom:
            return .white
        case .system, .plain, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close:
            return state.contains(.disabled) ? UIButton._systemDisabledTitleColor : tintColor
        }
    }

    func _image(for state: UIControl.State) -> UIImage? {
        _value(\.image, for: state) ?? _ButtonGlyph.image(for: _buttonType, style: traitCollection.userInterfaceStyle)
    }

    var _currentTitle: String? {
        if _configuration != nil { return _configuration?.title }
        return attributedTitle(for: state)?.string ?? title(for: state)
    }

    /// The title label, made and added on first use.
    func _ensureTitleLabel() -> UILabel {
        if let label = _titleLabel { return label }
        let label = UILabel()
        label.font = UIButton._classicTitleFont
        label.lineBreakMode = .byTruncatingMiddle
        _titleLabel = label
        addSubview(label)
        return label
    }

    func _ensureImageView() -> UIImageView {
        if let view = _imageView { return view }
        let view = UIImageView()
        view.contentMode = .center
        _imageView = view
        addSubview(view)
        return view
    }

    func _ensureBackgroundImageView() -> UIImageView {
        if let view = _backgroundImageView { return view }
        let view = UIImageView()
        view.contentMode = .scaleToFill
        _backgroundImageView = view
        insertSubview(view, at: 0)
        return view
    }

    /// Something that affects the look or size changed: the subviews take the new content now (so
    /// `titleLabel` reads right at once, as on iOS); frames follow at the next layout.
    func _contentDidChange() {
        if let configuration = _configuration?.updated(for: self) {
            _applyConfiguredContent(configuration)
        } else {
            _applyClassicContent()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
