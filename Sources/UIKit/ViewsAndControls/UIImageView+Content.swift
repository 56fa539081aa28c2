import Foundation

extension UIImageView {
    func _configureImageView() {
        isUserInteractionEnabled = false
        _updateContents()
    }

    func _setImage(_ image: UIImage?) {
        guard image !== _image else { return }
        let oldSize = _image?.size
        _image = image
        if oldSize != image?.size { invalidateIntrinsicContentSize() }
        _updateContents()
    }

    /// The image on show: the highlighted image while highlighted, when there is one.
    var _shownImage: UIImage? { (_isHighlighted ? _highlightedImage : nil) ?? _image }

    var _intrinsicImageSize: CGSize {
        guard let image = _shownImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }

    /// Puts the shown image into the layer: bitmap, scale and (through `contentMode`) gravity.
    func _updateContents() {
        guard let image = _shownImage, let bitmap = image._contentsBitmap(tint: tintColor) else {
            layer.contents = nil
            return
        }
        layer.contentsScale = image.scale
        layer.contents = image.capInsets == .zero ? bitmap : _resizedContents(of: image, bitmap: bitmap)
    }

    /// A resizable image drawn at the view's size (its caps kept), as the layer cannot stretch by parts.
    func _resizedContents(of image: UIImage, bitmap: CGImage) -> CGImage? {
        let size = bounds.size
        let width = Int((size.width * image.scale).rounded(.up)), height = Int((size.height * image.scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        let ctx = CGContext(_width: width, height: height, scale: image.scale, flipped: false)
        image._drawNineSlice(bitmap, in: CGRect(origin: .zero, size: size), context: ctx)
        return ctx.makeImage()
    }

    /// Where the image lies in the view's bounds under the current content mode (see the static form).
    package var _imageRect: CGRect {
        UIImageView._imageRect(for: contentMode, imageSize: _shownImage?.size ?? .zero, in: bounds)
    }

    /// The rectangle, in the coordinates of `bounds`, that an image of `imageSize` points occupies under `mode`.
    ///
    /// Scale-to-fill (and redraw) fill the bounds; aspect-fit and aspect-fill scale by the smaller or
    /// larger of the two ratios and centre the result; the other modes keep the image's size and pin
    /// it to the named edge or corner (centred along the free axis). Nothing is rounded.
    package static func _imageRect(for mode: UIView.ContentMode, imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let w = imageSize.width, h = imageSize.height
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) }
            let sx = bounds.width / w, sy = bounds.height / h
            let k = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: w * k, height: h * k)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let centredX = bounds.midX - w / 2, centredY = bounds.midY - h / 2
            let left = bounds.minX, right = bounds.maxX - w, top = bounds.minY, bottom = bounds.maxY - h
            let origin: CGPoint
            switch mode {
            case .center: origin = CGPoint(x: centredX, y: centredY)
            case .top: origin = CGPoint(x: centredX, y: top)
            case .bottom: origin = CGPoint(x: centredX, y: bottom)
            case .left: origin = CGPoint(x: left, y: centredY)
            case .right: origin = CGPoint(x: right, y: centredY)
            case .topLeft: origin = CGPoint(x: left, y: top)
            case .topRight: origin = CGPoint(x: right, y: top)
            case .bottomLeft: origin = CGPoint(x: left, y: bottom)
            default: origin = CGPoint(x: right, y: bottom)
            }
            return CGRect(origin: origin, size: imageSize)
        }
    }
}
