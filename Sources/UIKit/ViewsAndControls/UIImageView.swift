import Foundation

/// A view that shows an image, placed in its bounds according to `contentMode`.
///
/// The image becomes the layer's `contents` (at the image's scale), so the view draws nothing itself.
/// Template images (rendering mode `.alwaysTemplate`) are shown in the view's `tintColor`, or in the
/// image's own tint colour when it has one.
@preconcurrency @MainActor
open class UIImageView: UIView {
    var _image: UIImage?
    var _highlightedImage: UIImage?
    var _isHighlighted = false

    /// Creates an image view with no image; it does not take part in touch handling.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configureImageView()
    }

    /// Creates an image view that shows `image`, sized to it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        _image = image
        _configureImageView()
    }

    /// Creates an image view with an image and an image for the highlighted state, sized to `image`.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        _image = image
        _highlightedImage = highlightedImage
        _configureImageView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configureImageView()
    }

    /// The image shown when the view is not highlighted (or has no highlighted image).
    open var image: UIImage? {
        get { _image }
        set { _setImage(newValue) }
    }
    /// The image shown while `isHighlighted` is true.
    open var highlightedImage: UIImage? {
        get { _highlightedImage }
        set { _highlightedImage = newValue; _updateContents() }
    }
    /// Whether the view shows `highlightedImage`.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { _isHighlighted = newValue; _updateContents() }
    }
    /// The size of the image in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize { _intrinsicImageSize }
    /// The size of the image in points (the proposed size is ignored), or zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _shownImage?.size ?? .zero }
    /// Redraws a resizable image (one with cap insets) at the new size after a layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let image = _shownImage, image.capInsets != .zero { _updateContents() }
    }
    /// Re-tints a template image when the tint colour changes.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateContents()
    }
}
