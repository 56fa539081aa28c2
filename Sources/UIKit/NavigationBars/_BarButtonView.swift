import Foundation

/// The metrics of navigation bars and toolbars. iOS documents none of these; they are our measurements
/// of iPhone screenshots (portrait, compact width).
enum _BarMetrics {
    /// The height of a navigation bar and of a toolbar's content.
    static let barHeight: CGFloat = 44
    /// Their height in a vertically compact environment (a phone in landscape).
    static let compactBarHeight: CGFloat = 32

    /// The row height of a navigation bar or toolbar, vertically compact or not.
    static func barHeight(compact: Bool) -> CGFloat { compact ? compactBarHeight : barHeight }
    /// The gap between a bar's edge (inside its safe area) and its first and last items.
    static let edgeMargin: CGFloat = 16
    /// The gap between a bar's leading edge and the back button's chevron.
    static let backButtonMargin: CGFloat = 8
    /// The gap between neighbouring items, and between the items and the title.
    static let interItemSpacing: CGFloat = 8
    /// The width and height of the back chevron.
    static let chevronSize = CGSize(width: 13, height: 21)
    /// The gap between the back chevron and the back title.
    static let chevronTitleGap: CGFloat = 6
    /// The width (and height) of a system item iOS draws as a symbol; PortableUIKit draws its own glyph in it.
    static let symbolItemWidth: CGFloat = 22
    /// The size of bar titles and item titles.
    static let fontSize: CGFloat = 17
    /// The alpha of a disabled item.
    static let disabledAlpha: CGFloat = 0.35
}

extension UITraitCollection {
    /// Whether bars take their compact height (32 points): a vertically compact phone. An iPad is never
    /// vertically compact on iOS, so a pad idiom keeps the regular bars whatever the size class says.
    var _usesCompactBars: Bool { verticalSizeClass == .compact && userInterfaceIdiom != .pad }
}

extension UIView {
    /// A bar's size classes changed: it lays itself out again, and its container too when the bar's height
    /// changed (compact bars or not). Nothing more happens when a bar first gets its traits in a window.
    func _barTraitsDidChange(from previous: UITraitCollection?) {
        let current = traitCollection
        if previous?.verticalSizeClass != current.verticalSizeClass
            || previous?.horizontalSizeClass != current.horizontalSizeClass { setNeedsLayout() }
        if (previous?._usesCompactBars ?? false) != current._usesCompactBars { superview?.setNeedsLayout() }
    }
}

/// The view a bar shows for a bar button item (or for the back button): its title or image in the
/// tint colour, full bar height. A tap (touch up inside) performs the item's action.
@preconcurrency @MainActor
final class _BarButtonView: UIControl {
    /// The item shown; nil for the back button.
    private(set) weak var item: UIBarButtonItem?
    let titleLabel = UILabel(frame: .zero)
    let imageView = UIImageView(frame: .zero)
    /// The back button's chevron; nil for an item.
    private(set) var chevron: _BackChevronView?
    /// What a tap does for the back button.
    var backAction: (@MainActor () -> Void)?
    /// The bar's appearance for this item's kind (plain, done or back), set by the bar as it lays out: its
    /// normal or disabled state's title font and colour win over the defaults and the tint.
    var appearance: UIBarButtonItemAppearance?

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        _install()
        _update()
    }

    /// A back button: a chevron and `title` (no text when nil).
    init(backTitle title: String?, action: @escaping @MainActor () -> Void) {
        backAction = action
        super.init(frame: .zero)
        let chevron = _BackChevronView(frame: CGRect(origin: .zero, size: _BarMetrics.chevronSize))
        self.chevron = chevron
        addSubview(chevron)
        _install()
        titleLabel.font = UIFont.systemFont(ofSize: _BarMetrics.fontSize)
        _applyTint()
        setBackTitle(title)
    }

    required init?(coder: NSCoder) { nil }

    private func _install() {
        addSubview(imageView)
        addSubview(titleLabel)
        addTarget(self, action: Selector("_tapped:event:", _BarButtonView._tapped(_:event:)), for: .touchUpInside)
    }

    /// A touch lifted inside: the back button pops; an item performs its action with the touch's event,
    /// which target–action passes on as iOS does (`action:forEvent:`).
    func _tapped(_ sender: Any?, event: UIEvent?) {
        if let backAction { backAction() } else { item?._performAction(for: event) }
    }

    /// Shows the item's current title, image, style, colour and enabled state.
    func _update() {
        guard let item else { return }
        let text = item.image == nil ? item._displayedTitle : nil
        if titleLabel.text != text { titleLabel.text = text }
        if isEnabled != item.isEnabled { isEnabled = item.isEnabled }
        let font = _appearanceAttributes[.font] as? UIFont
            ?? UIFont.systemFont(ofSize: _BarMetrics.fontSize, weight: item.style == .done ? .semibold : .regular)
        if titleLabel.font != font { titleLabel.font = font }
        let image = _shownImage
        if imageView.image !== image { imageView.image = image }
        if isHidden != item.isHidden { isHidden = item.isHidden }
        _updateMenu()
        _applyTint()
    }

    /// The image shown: the item's image, else a symbol system item's glyph.
    var _shownImage: UIImage? {
        guard let item else { return nil }
        if let image = item.image { return image }
        guard let systemItem = item._systemItem, item.title == nil else { return nil }
        return _BarSystemGlyph.image(for: systemItem, style: traitCollection.userInterfaceStyle)
    }

    /// The item's menu: shown by a tap when a tap would perform nothing else (no `primaryAction`, no
    /// `action`), else by a long press through the control's context menu interaction, as UIKit's header
    /// describes ("based on if the bar button item would normally trigger an action when tapped").
    private func _updateMenu() {
        guard let item else { return }
        let hasMenu = item.menu != nil
        let onTap = hasMenu && item.primaryAction == nil && item.action == nil
        if showsMenuAsPrimaryAction != onTap { showsMenuAsPrimaryAction = onTap }
        if isContextMenuInteractionEnabled != hasMenu { isContextMenuInteractionEnabled = hasMenu }
    }

    override var _menuToPresent: UIMenu? { item?.menu }

    /// A choice in the item's menu names the item as the action's sender and presentation source
    /// [provisional: Apple documents only that the source is "the item you can use as an anchor"].
    override var _menuChoiceSource: any UIPopoverPresentationControllerSourceItem { item ?? self }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle, item?._systemItem == .close {
            _update()
        }
    }

    func setBackTitle(_ title: String?) {
        guard titleLabel.text != title else { return }
        titleLabel.text = title
        setNeedsLayout()
    }

    /// The title attributes of the appearance's state for the item's enabled state.
    var _appearanceAttributes: [NSAttributedString.Key: Any] {
        (isEnabled ? appearance?.normal : appearance?.disabled)?.titleTextAttributes ?? [:]
    }

    /// The back button takes `appearance`'s title font and colour (the defaults when it sets none).
    func applyBackAppearance(_ appearance: UIBarButtonItemAppearance?) {
        self.appearance = appearance
        let font = _appearanceAttributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: _BarMetrics.fontSize)
        if titleLabel.font != font { titleLabel.font = font; setNeedsLayout() }
        _applyTint()
    }

    private func _applyTint() {
        let color = _appearanceAttributes[.foregroundColor] as? UIColor ?? item?.tintColor ?? tintColor ?? UIColor.systemBlue
        if titleLabel.textColor != color { titleLabel.textColor = color }
        // Images take the tint only: the appearance's title colour is for titles.
        let imageColor = item?.tintColor ?? tintColor ?? UIColor.systemBlue
        if imageView.tintColor != imageColor { imageView.tintColor = imageColor }
        let shownAlpha = isEnabled ? 1 : _BarMetrics.disabledAlpha
        if alpha != shownAlpha { alpha = shownAlpha }
        chevron?.setNeedsDisplay()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        _applyTint()
    }

    /// The width of the title text, rounded up to whole points.
    static func textWidth(_ label: UILabel) -> CGFloat {
        guard let text = label.text, !text.isEmpty else { return 0 }
        return ceil(label.intrinsicContentSize.width)
    }

    /// The width the back button would need showing `title`, measured without showing it.
    /// (A label in no view measures it, so that measuring invalidates no layout.)
    func backContentWidth(for title: String?) -> CGFloat {
        guard title != titleLabel.text else { return contentWidth }
        let measure = UILabel(frame: .zero)
        measure.font = titleLabel.font
        measure.text = title
        let text = Self.textWidth(measure)
        return _BarMetrics.chevronSize.width + (text > 0 ? _BarMetrics.chevronTitleGap + text : 0)
    }

    /// The width the view needs: the item's `width` when set, else its image's or title's width; for
    /// the back button, the chevron, the gap and the title.
    var contentWidth: CGFloat {
        if chevron != nil {
            let text = Self.textWidth(titleLabel)
            return _BarMetrics.chevronSize.width + (text > 0 ? _BarMetrics.chevronTitleGap + text : 0)
        }
        guard let item else { return 0 }
        if item.width > 0 { return item.width }
        if let image = _shownImage { return image.size.width }
        if item._displayedTitle != nil { return Self.textWidth(titleLabel) }
        return _BarMetrics.symbolItemWidth
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 0
        if let chevron {
            chevron.frame = CGRect(x: 0, y: (bounds.height - _BarMetrics.chevronSize.height) / 2,
                                   width: _BarMetrics.chevronSize.width, height: _BarMetrics.chevronSize.height)
            x = chevron.frame.maxX + _BarMetrics.chevronTitleGap
        }
        let imageSize = imageView.image?.size ?? .zero
        imageView.frame = CGRect(x: (bounds.width - imageSize.width) / 2, y: (bounds.height - imageSize.height) / 2,
                                 width: imageSize.width, height: imageSize.height)
        let labelHeight = ceil(titleLabel.intrinsicContentSize.height)
        let labelX = chevron == nil ? 0 : x
        titleLabel.frame = CGRect(x: labelX, y: (bounds.height - labelHeight) / 2,
                                  width: max(0, bounds.width - labelX), height: labelHeight)
    }
}

/// The back button's chevron, stroked in the tint colour.
@preconcurrency @MainActor
final class _BackChevronView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        let inset: CGFloat = 2
        path.move(to: CGPoint(x: bounds.maxX - inset, y: bounds.minY + inset))
        path.addLine(to: CGPoint(x: bounds.minX + inset, y: bounds.midY))
        path.addLine(to: CGPoint(x: bounds.maxX - inset, y: bounds.maxY - inset))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        (tintColor ?? UIColor.systemBlue).setStroke()
        path.stroke()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}

/// Makes `views` a bar's item views: removes the `installed` ones no longer shown, adds the new ones.
/// Returns what is installed now.
@MainActor
func _installBarItemViews(_ views: [UIView], in bar: UIView, replacing installed: [UIView]) -> [UIView] {
    let shown = Set(views.map(ObjectIdentifier.init))
    for view in installed where !shown.contains(ObjectIdentifier(view)) && view.superview === bar {
        view.removeFromSuperview()
    }
    for view in views where view.superview !== bar { bar.addSubview(view) }
    return views
}
