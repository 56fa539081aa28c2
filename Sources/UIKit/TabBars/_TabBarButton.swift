import Foundation

/// The metrics of tab bars and their items on a phone. iOS documents none of these: they are our readings
/// of iPhone screenshots (iOS 15–17), all provisional unless marked otherwise.
enum _TabBarMetrics {
    /// The height of a tab bar's row of items above the bottom safe area (regular height).
    static let height: CGFloat = 49
    /// The row's height in a vertically compact environment (a phone in landscape).
    static let compactHeight: CGFloat = 32
    /// The title's font size under the image (stacked layout); medium weight.
    static let stackedTitleFontSize: CGFloat = 10
    /// The title's font size beside the image (inline and compact inline layouts); medium weight.
    static let inlineTitleFontSize: CGFloat = 13
    /// Where the image's centre sits below the top of a stacked item.
    static let stackedImageCentreY: CGFloat = 18
    /// Where the bottom of the title sits below the top of a stacked item.
    static let stackedTitleBottom: CGFloat = 47
    /// The gap between the image and the title beside it.
    static let inlineImageTitleGap: CGFloat = 6
    /// The width and the gap of centred items when the bar's `itemWidth`/`itemSpacing` are 0 (iPad).
    static let centeredItemWidth: CGFloat = 76
    static let centeredItemSpacing: CGFloat = 34
    /// The badge: its height (and least width), the text's font size, and the padding beside the text.
    static let badgeHeight: CGFloat = 18
    static let badgeFontSize: CGFloat = 13
    static let badgeTextPadding: CGFloat = 4
    /// Where the badge's top leading corner sits from the image's top centre (from the title's top
    /// trailing corner when there is no image).
    static let badgeOffset = UIOffset(horizontal: 5, vertical: -3)
    /// The colour of unselected items when neither the bar nor its appearance names one.
    @MainActor static var unselectedColor: UIColor { .systemGray }

    /// The row height for a vertically compact environment or not.
    static func height(compact: Bool) -> CGFloat { compact ? compactHeight : height }

    /// The items' frames in a row `width` wide starting at `minX`, `count` of them: `.fill` shares the
    /// width equally; `.centered` places items `itemWidth` wide, `spacing` apart, in the middle.
    static func itemFrames(count: Int, minX: CGFloat, width: CGFloat, rowHeight: CGFloat,
                           positioning: UITabBar.ItemPositioning, itemWidth: CGFloat, spacing: CGFloat) -> [CGRect] {
        guard count > 0 else { return [] }
        if positioning == .centered {
            let w = itemWidth > 0 ? itemWidth : centeredItemWidth
            let gap = spacing > 0 ? spacing : centeredItemSpacing
            let total = CGFloat(count) * w + CGFloat(count - 1) * gap
            let start = minX + (width - total) / 2
            return (0..<count).map { CGRect(x: start + CGFloat($0) * (w + gap), y: 0, width: w, height: rowHeight) }
        }
        let w = width / CGFloat(count)
        return (0..<count).map { CGRect(x: minX + CGFloat($0) * w, y: 0, width: w, height: rowHeight) }
    }
}

/// What one item button shows, as the bar resolved it from the item, its state and the bar's appearance.
struct _TabBarItemLook: Equatable {
    var style: UITabBarItemAppearance.Style
    /// The image before template rendering (the selected image while selected).
    var image: UIImage?
    var title: String?
    var iconColor: UIColor
    var titleFont: UIFont
    var titleColor: UIColor
    var titleOffset: UIOffset
    var badge: String?
    var badgeColor: UIColor
    var badgeFont: UIFont
    var badgeTextColor: UIColor
    var badgeOffset: UIOffset
    var isEnabled: Bool
    /// The alpha of the whole button: dimmed when disabled and no disabled colour is named.
    var alpha: CGFloat
}

/// The button a tab bar shows for one item: the image (a template in the item's colour unless it is
/// `.alwaysOriginal`), the title under or beside it, and the badge. Touch up inside selects the item.
@preconcurrency @MainActor
final class _TabBarButton: UIControl {
    private(set) weak var item: UITabBarItem?
    let imageView = UIImageView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    let badgeView = _TabBarBadgeView(frame: .zero)
    private(set) var look: _TabBarItemLook?
    /// The template rendering of `look.image`, made once per image.
    private var renderedImage: (source: UIImage, shown: UIImage)?

    init(item: UITabBarItem, tapped: @escaping @MainActor (UITabBarItem) -> Void) {
        self.item = item
        super.init(frame: .zero)
        for view in [imageView, titleLabel, badgeView] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        titleLabel.textAlignment = .center
        badgeView.isHidden = true
        addAction(UIAction { [weak self] _ in
            if let item = self?.item { tapped(item) }
        }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `look`; nothing changes when it is what the button shows already.
    func apply(_ look: _TabBarItemLook) {
        guard look != self.look else { return }
        self.look = look
        imageView.image = shownImage(look.image)
        imageView.tintColor = look.iconColor
        if titleLabel.text != look.title { titleLabel.text = look.title }
        titleLabel.font = look.titleFont
        titleLabel.textColor = look.titleColor
        badgeView.show(look.badge, color: look.badgeColor, font: look.badgeFont, textColor: look.badgeTextColor)
        if isEnabled != look.isEnabled { isEnabled = look.isEnabled }
        if alpha != look.alpha { alpha = look.alpha }
        setNeedsLayout()
    }

    /// Tab bar images are templates unless they ask to be drawn as they are.
    private func shownImage(_ image: UIImage?) -> UIImage? {
        guard let image else { renderedImage = nil; return nil }
        if image.renderingMode == .alwaysOriginal || image.renderingMode == .alwaysTemplate { return image }
        if let renderedImage, renderedImage.source === image { return renderedImage.shown }
        let shown = image.withRenderingMode(.alwaysTemplate)
        renderedImage = (image, shown)
        return shown
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let look else { return }
        let imageSize = imageView.image?.size ?? .zero
        let titleSize = look.title.map { _ in
            CGSize(width: ceil(titleLabel.intrinsicContentSize.width), height: ceil(titleLabel.intrinsicContentSize.height))
        } ?? .zero
        let offset = look.titleOffset
        if look.style == .stacked {
            imageView.frame = CGRect(x: (bounds.width - imageSize.width) / 2,
                                     y: _TabBarMetrics.stackedImageCentreY - imageSize.height / 2,
                                     width: imageSize.width, height: imageSize.height)
            let width = min(titleSize.width, bounds.width)
            titleLabel.frame = CGRect(x: (bounds.width - width) / 2 + offset.horizontal,
                                      y: _TabBarMetrics.stackedTitleBottom - titleSize.height + offset.vertical,
                                      width: width, height: titleSize.height)
        } else {
            let gap = imageSize.width > 0 && titleSize.width > 0 ? _TabBarMetrics.inlineImageTitleGap : 0
            let width = min(imageSize.width + gap + titleSize.width, bounds.width)
            let minX = (bounds.width - width) / 2
            imageView.frame = CGRect(x: minX, y: (bounds.height - imageSize.height) / 2,
                                     width: imageSize.width, height: imageSize.height)
            let titleX = minX + imageSize.width + gap
            titleLabel.frame = CGRect(x: titleX + offset.horizontal, y: (bounds.height - titleSize.height) / 2 + offset.vertical,
                                      width: max(0, min(titleSize.width, bounds.width - titleX)), height: titleSize.height)
        }
        let anchor = imageSize.width > 0
            ? CGPoint(x: imageView.frame.midX, y: imageView.frame.minY)
            : CGPoint(x: titleLabel.frame.maxX, y: titleLabel.frame.minY)
        let size = badgeView.fittedSize
        badgeView.frame = CGRect(x: anchor.x + _TabBarMetrics.badgeOffset.horizontal + look.badgeOffset.horizontal,
                                 y: anchor.y + _TabBarMetrics.badgeOffset.vertical + look.badgeOffset.vertical,
                                 width: size.width, height: size.height)
    }
}

/// An item's badge: its value in a capsule of the badge colour.
@preconcurrency @MainActor
final class _TabBarBadgeView: UIView {
    let label = UILabel(frame: .zero)
    private var fill: UIColor = .systemRed

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `value` (hidden when nil).
    func show(_ value: String?, color: UIColor, font: UIFont, textColor: UIColor) {
        isHidden = value == nil
        label.text = value?.isEmpty == false ? value : nil
        label.font = font
        label.textColor = textColor
        fill = color
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// The badge's size: 18 points high, at least as wide, the text and its padding when wider.
    var fittedSize: CGSize {
        let text = label.text.map { _ in ceil(label.intrinsicContentSize.width) } ?? 0
        let height = _TabBarMetrics.badgeHeight
        return CGSize(width: max(height, text + 2 * _TabBarMetrics.badgeTextPadding), height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override func draw(_ rect: CGRect) {
        fill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
    }
}
