import Foundation

extension UIButton {
    /// The padding a classic button adds above and below its title while `contentEdgeInsets` is zero
    /// (measured by developers: an 18-point title label gives a 33-point button; setting any non-zero
    /// `contentEdgeInsets` removes it).
    static let _classicTitleVerticalPadding: CGFloat = 6
    /// The intrinsic size of a classic button with neither title nor image. Remembered from iOS, not
    /// documented.
    static let _emptyClassicSize = CGSize(width: 30, height: 34)
    /// The narrowest intrinsic width of a classic button with a title ("On" measures 30 wide on iOS in
    /// published logs).
    static let _classicMinimumTitleWidth: CGFloat = 30

    /// Runs the pending configuration update, then lays out the configured or classic content.
    func _layoutButton() {
        _updateConfigurationIfNeeded()
        if let configuration = _configuration?.updated(for: self) {
            _layoutConfigured(configuration)
        } else {
            _applyClassicContent()
            _layoutClassic()
        }
    }

    func _updateConfigurationIfNeeded() {
        guard _needsConfigurationUpdate else { return }
        _needsConfigurationUpdate = false
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    var _buttonIntrinsicSize: CGSize {
        _updateConfigurationIfNeeded()
        if let configuration = _configuration?.updated(for: self) { return _configuredSize(configuration) }
        _applyClassicContent()
        let (image, title) = _classicContentSizes
        if image == .zero && title == .zero { return UIButton._emptyClassicSize }
        let padding = contentEdgeInsets == .zero && title.height > 0 ? 2 * UIButton._classicTitleVerticalPadding : 0
        let width = image.width + imageEdgeInsets.left + imageEdgeInsets.right
            + (title == .zero ? 0 : max(title.width, UIButton._classicMinimumTitleWidth - image.width))
            + titleEdgeInsets.left + titleEdgeInsets.right
        let height = max(image.height + imageEdgeInsets.top + imageEdgeInsets.bottom,
                         title.height + padding + titleEdgeInsets.top + titleEdgeInsets.bottom)
        return CGSize(width: width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// Whether this type dims its title and image while highlighted.
    var _dimsWhenHighlighted: Bool { _buttonType != .custom && _buttonType != .plain }

    /// Puts the current state's title, colours and images into the subviews.
    func _applyClassicContent() {
        let attributed = currentAttributedTitle
        let plain = attributed == nil ? title(for: state) : nil
        if attributed != nil || plain != nil || _titleLabel != nil {
            let label = _ensureTitleLabel()
            if let attributed {
                if label.attributedText.map({ !$0.isEqual(attributed) }) ?? true { label.attributedText = attributed }
            } else if label.text != plain {
                label.text = plain
            }
            let color = _resolved(currentTitleColor)
            if !label.textColor.isEqual(color) { label.textColor = color }
            label.isHidden = attributed == nil && plain == nil
        }
        let image = currentImage
        if image != nil || _imageView != nil {
            let view = _ensureImageView()
            if view.image !== image { view.image = image }
            view.isHidden = image == nil
        }
        let background = currentBackgroundImage
        if background != nil || _backgroundImageView != nil {
            let view = _ensureBackgroundImageView()
            if view.image !== background { view.image = background }
            view.isHidden = background == nil
        }
        let alpha: CGFloat = _dimsWhenHighlighted && isHighlighted ? UIButton._systemHighlightAlpha : 1
        _titleLabel?.alpha = alpha
        _imageView?.alpha = alpha
        _subtitleLabel?.isHidden = true
    }

    /// The image's and the title's natural sizes (zero when absent).
    var _classicContentSizes: (image: CGSize, title: CGSize) {
        let image = currentImage?.size ?? .zero
        guard let label = _titleLabel, !label.isHidden else { return (image, .zero) }
        return (image, label.intrinsicContentSize)
    }

    func _layoutClassic() {
        if let view = _backgroundImageView { view.frame = backgroundRect(forBounds: bounds) }
        let content = contentRect(forBounds: bounds)
        if let label = _titleLabel { label.frame = titleRect(forContentRect: content) }
        if let view = _imageView { view.frame = imageRect(forContentRect: content) }
    }

    func _contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// The image and title slots placed side by side in `content` by the content alignments, each then
    /// shrunk by its own edge insets.
    func _classicPlacement(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let (image, title) = _classicContentSizes
        let imageSlot = CGSize(width: image.width + imageEdgeInsets.left + imageEdgeInsets.right,
                               height: image.height + imageEdgeInsets.top + imageEdgeInsets.bottom)
        var titleSlot = CGSize(width: title.width + titleEdgeInsets.left + titleEdgeInsets.right,
                               height: title.height + titleEdgeInsets.top + titleEdgeInsets.bottom)
        titleSlot.width = max(0, min(titleSlot.width, content.width - imageSlot.width))
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: x = content.minX
        case .right, .trailing: x = content.maxX - imageSlot.width - titleSlot.width
        case .fill:
            x = content.minX
            titleSlot.width = max(0, content.width - imageSlot.width)
        case .center: x = content.minX + (content.width - imageSlot.width - titleSlot.width) / 2
        }
        x = _roundedToPixels(x)
        func vertical(_ size: CGSize) -> CGRect {
            switch contentVerticalAlignment {
            case .top: return CGRect(x: 0, y: content.minY, width: size.width, height: size.height)
            case .bottom: return CGRect(x: 0, y: content.maxY - size.height, width: size.width, height: size.height)
            case .fill: return CGRect(x: 0, y: content.minY, width: size.width, height: content.height)
            case .center:
                return CGRect(x: 0, y: _roundedToPixels(content.midY - size.height / 2), width: size.width, height: size.height)
            }
        }
        var imageRect = vertical(imageSlot), titleRect = vertical(titleSlot)
        imageRect.origin.x = x
        titleRect.origin.x = x + imageSlot.width
        return (imageRect.inset(by: imageEdgeInsets), titleRect.inset(by: titleEdgeInsets))
    }

    func _titleRect(forContentRect content: CGRect) -> CGRect { _classicPlacement(in: content).title }
    func _imageRect(forContentRect content: CGRect) -> CGRect { _classicPlacement(in: content).image }

    func _roundedToPixels(_ value: CGFloat) -> CGFloat {
        let scale = max(1, UIScreen.main.scale)
        return (value * scale).rounded() / scale
    }
}
