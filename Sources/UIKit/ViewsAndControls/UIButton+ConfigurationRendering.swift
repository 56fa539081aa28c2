import Foundation

// How a configured button draws and sizes itself. Apple documents only the medium size's content insets
// (7, 12, 7, 12: a UIKit engineer on the developer forums, thread 733541); the other metrics and the
// state colours below are our reading of iOS 15–17 screenshots, named here so they can be corrected in
// one place.
extension UIButton.Configuration {
    /// The default content insets per button size (medium documented; the others ours).
    static func _defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
        switch size {
        case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The title font per size: the body text style at medium and large (a medium "Button" is
    /// 34⅓ points tall on iOS: 7 + 20⅓ + 7), smaller styles below.
    static func _titleFont(for size: Size) -> UIFont {
        switch size {
        case .mini: .systemFont(ofSize: 12)
        case .small: .systemFont(ofSize: 15)
        case .medium, .large: .systemFont(ofSize: 17)
        }
    }

    /// The subtitle font per size (ours).
    static func _subtitleFont(for size: Size) -> UIFont {
        switch size {
        case .mini: .systemFont(ofSize: 10)
        case .small: .systemFont(ofSize: 12)
        case .medium, .large: .systemFont(ofSize: 15)
        }
    }

    /// The corner radius for `height` (ours, except capsule: half the height).
    func _cornerRadius(height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed: _fixedCornerRadius
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: height / 2
        case .dynamic:
            switch buttonSize {
            case .mini: 4
            case .small, .medium: 6
            case .large: 8
            }
        }
    }

    /// How opaque the background of a tinted style is.
    static let _tintedBackgroundAlpha: CGFloat = 0.15
    /// How opaque a configured button's content is while highlighted (ours).
    static let _highlightedForegroundAlpha: CGFloat = 0.5
    /// How much of a filled background's opacity remains while highlighted (ours).
    static let _highlightedBackgroundAlpha: CGFloat = 0.75

    var _currentState: UIControl.State { _state ?? .normal }
    var _currentTint: UIColor { _tint ?? .systemBlue }

    /// Whether the style draws a solid tint background (selected plain, gray and tinted buttons too).
    var _isFilled: Bool {
        switch _style {
        case .filled, .borderedProminent: true
        case .plain, .borderless, .tinted, .gray, .bordered, .borderedTinted: _currentState.contains(.selected)
        }
    }

    /// The colour of the title, subtitle and template image for the configured state.
    var _resolvedForegroundColor: UIColor {
        if _currentState.contains(.disabled) { return _ControlColors.tertiaryLabel }
        var color = baseForegroundColor ?? (_isFilled ? .white : _currentTint)
        if _currentState.contains(.highlighted) && !_isFilled {
            color = color.withAlphaComponent(color.cgColor.alpha * Self._highlightedForegroundAlpha)
        }
        return color
    }

    /// The background colour for the configured state; clear for the plain styles.
    var _resolvedBackgroundColor: UIColor {
        let disabled = _currentState.contains(.disabled)
        var color: UIColor
        if _isFilled {
            color = disabled ? _ControlColors.tertiarySystemFill : (baseBackgroundColor ?? _currentTint)
        } else {
            switch _style {
            case .plain, .borderless: return baseBackgroundColor ?? .clear
            case .gray, .bordered: color = baseBackgroundColor ?? (disabled ? _ControlColors.quaternarySystemFill : _ControlColors.tertiarySystemFill)
            case .tinted, .borderedTinted:
                let base = baseBackgroundColor ?? _currentTint
                color = disabled ? _ControlColors.quaternarySystemFill : base.withAlphaComponent(base.cgColor.alpha * Self._tintedBackgroundAlpha)
            case .filled, .borderedProminent: color = .clear
            }
        }
        if _currentState.contains(.highlighted) && !disabled {
            color = color.withAlphaComponent(color.cgColor.alpha * Self._highlightedBackgroundAlpha)
        }
        return color
    }
}

extension UIButton {
    /// The title, subtitle and image sizes of a configuration, and the size of their arrangement.
    struct _ConfiguredMetrics {
        var title: CGSize
        var subtitle: CGSize
        var image: CGSize
        var textBlock: CGSize
        var content: CGSize
    }

    func _configuredMetrics(_ configuration: Configuration) -> _ConfiguredMetrics {
        _applyConfiguredContent(configuration)
        let title = _titleLabel.map { $0.isHidden ? .zero : $0.intrinsicContentSize } ?? .zero
        let subtitle = _subtitleLabel.map { $0.isHidden ? .zero : $0.intrinsicContentSize } ?? .zero
        let image = configuration.image?.size ?? .zero
        let gap = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        let block = CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
        let imageGap = image != .zero && block != .zero ? configuration.imagePadding : 0
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let content = vertical
            ? CGSize(width: max(image.width, block.width), height: image.height + imageGap + block.height)
            : CGSize(width: image.width + imageGap + block.width, height: max(image.height, block.height))
        return _ConfiguredMetrics(title: title, subtitle: subtitle, image: image, textBlock: block, content: content)
    }

    func _configuredSize(_ configuration: Configuration) -> CGSize {
        let metrics = _configuredMetrics(configuration)
        let insets = configuration.contentInsets
        return CGSize(width: metrics.content.width + insets.leading + insets.trailing,
                      height: metrics.content.height + insets.top + insets.bottom)
    }

    /// Puts the configuration's text, fonts and colours into the subviews.
    func _applyConfiguredContent(_ configuration: Configuration) {
        let foreground = _resolved(configuration._resolvedForegroundColor)
        let size = configuration.buttonSize
        if configuration.title != nil || _titleLabel != nil {
            let label = _ensureTitleLabel()
            label.alpha = 1
            if label.text != configuration.title { label.text = configuration.title }
            let font = Configuration._titleFont(for: size)
            if !label.font.isEqual(font) { label.font = font }
            if !label.textColor.isEqual(foreground) { label.textColor = foreground }
            label.isHidden = configuration.title == nil
        }
        if configuration.subtitle != nil || _subtitleLabel != nil {
            if _subtitleLabel == nil {
                let label = UILabel()
                _subtitleLabel = label
                addSubview(label)
            }
            let label = _subtitleLabel!
            if label.text != configuration.subtitle { label.text = configuration.subtitle }
            let font = Configuration._subtitleFont(for: size)
            if !label.font.isEqual(font) { label.font = font }
            if !label.textColor.isEqual(foreground) { label.textColor = foreground }
            label.isHidden = configuration.subtitle == nil
        }
        if configuration.image != nil || _imageView != nil {
            let view = _ensureImageView()
            view.alpha = 1
            if view.image !== configuration.image { view.image = configuration.image }
            if !view.tintColor.isEqual(foreground) { view.tintColor = foreground }
            view.isHidden = configuration.image == nil
        }
        _backgroundImageView?.isHidden = true
    }

    func _layoutConfigured(_ configuration: Configuration) {
        let metrics = _configuredMetrics(configuration)
        let background = _configurationBackgroundView ?? {
            let view = UIView()
            view.isUserInteractionEnabled = false
            view.layer.cornerCurve = .continuous
            _configurationBackgroundView = view
            insertSubview(view, at: 0)
            return view
        }()
        background.frame = bounds
        let color = configuration._resolvedBackgroundColor.resolvedColor(with: traitCollection)
        if !(background.backgroundColor?.isEqual(color) ?? false) { background.backgroundColor = color }
        background.layer.cornerRadius = configuration._cornerRadius(height: bounds.height)

        let insets = configuration.contentInsets
        let content = CGRect(x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                             height: max(0, bounds.height - insets.top - insets.bottom))
        let group = CGRect(x: _roundedToPixels(content.midX - min(metrics.content.width, content.width) / 2),
                           y: _roundedToPixels(content.midY - metrics.content.height / 2),
                           width: min(metrics.content.width, content.width), height: metrics.content.height)
        let imageGap = metrics.image != .zero && metrics.textBlock != .zero ? configuration.imagePadding : 0
        var imageFrame = CGRect(origin: .zero, size: metrics.image)
        var block = CGRect(origin: .zero, size: CGSize(width: min(metrics.textBlock.width, group.width), height: metrics.textBlock.height))
        switch configuration.imagePlacement {
        case .top:
            imageFrame.origin = CGPoint(x: group.midX - metrics.image.width / 2, y: group.minY)
            block.origin = CGPoint(x: group.midX - block.width / 2, y: imageFrame.maxY + imageGap)
        case .bottom:
            block.origin = CGPoint(x: group.midX - block.width / 2, y: group.minY)
            imageFrame.origin = CGPoint(x: group.midX - metrics.image.width / 2, y: block.maxY + imageGap)
        case .trailing:
            block.origin = CGPoint(x: group.minX, y: group.midY - block.height / 2)
            imageFrame.origin = CGPoint(x: group.maxX - metrics.image.width, y: group.midY - metrics.image.height / 2)
        default:
            imageFrame.origin = CGPoint(x: group.minX, y: group.midY - metrics.image.height / 2)
            block.origin = CGPoint(x: group.maxX - block.width, y: group.midY - block.height / 2)
        }
        _imageView?.frame = imageFrame.integral
        let centred: Bool
        switch configuration.titleAlignment {
        case .automatic: centred = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        case .center: centred = true
        case .leading, .trailing: centred = false
        }
        let alignment: NSTextAlignment = configuration.titleAlignment == .trailing ? .right : (centred ? .center : .left)
        let gap = metrics.title != .zero && metrics.subtitle != .zero ? configuration.titlePadding : 0
        if let label = _titleLabel {
            label.textAlignment = alignment
            label.frame = CGRect(x: block.minX, y: _roundedToPixels(block.minY), width: block.width, height: metrics.title.height)
        }
        if let label = _subtitleLabel {
            label.textAlignment = alignment
            label.frame = CGRect(x: block.minX, y: _roundedToPixels(block.minY + metrics.title.height + gap),
                                 width: block.width, height: metrics.subtitle.height)
        }
    }
}
