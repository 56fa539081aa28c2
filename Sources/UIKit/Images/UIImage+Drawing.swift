import Foundation

extension UIImage {
    /// Draws the image into the current UIKit context (no context: nothing happens).
    func _draw(in rect: CGRect, blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let ctx = UIGraphicsGetCurrentContext(), let bitmap = _displayedBitmap(tint: nil) else { return }
        if _capInsets != .zero, _orientation == .up {
            ctx.saveGState()
            if let blendMode { ctx.setBlendMode(blendMode) }
            if let alpha { ctx.setAlpha(alpha) }
            _drawNineSlice(bitmap, in: rect, context: ctx)
            ctx.restoreGState()
            return
        }
        _draw(bitmap, in: rect, context: ctx, blendMode: blendMode, alpha: alpha)
    }

    /// Draws a resizable image: corners at their size, edges and centre tiled or stretched between them.
    ///
    /// When `rect` is smaller than the two caps along an axis, the caps shrink in proportion and the middle vanishes.
    func _drawNineSlice(_ bitmap: CGImage, in rect: CGRect, context ctx: CGContext) {
        let size = self.size, insets = _capInsets
        // Source bands in points: [0, left), [left, width − right), [width − right, width); likewise vertically.
        let sx = [0, insets.left, size.width - insets.right, size.width]
        let sy = [0, insets.top, size.height - insets.bottom, size.height]
        func destination(_ start: CGFloat, _ length: CGFloat, _ lead: CGFloat, _ trail: CGFloat) -> [CGFloat] {
            let caps = lead + trail
            let shrink = caps > length && caps > 0 ? length / caps : 1
            return [start, start + lead * shrink, start + length - trail * shrink, start + length]
        }
        let dx = destination(rect.minX, rect.width, insets.left, insets.right)
        let dy = destination(rect.minY, rect.height, insets.top, insets.bottom)
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                let target = CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                let pixels = CGRect(x: source.minX * _scale, y: source.minY * _scale,
                                    width: source.width * _scale, height: source.height * _scale)
                guard let piece = bitmap.cropping(to: pixels) else { continue }
                let isMiddle = row == 1 || column == 1
                if isMiddle && _resizingMode == .tile {
                    // Tiles keep their natural size along the axes that grow.
                    let tile = CGSize(width: column == 1 ? source.width : target.width, height: row == 1 ? source.height : target.height)
                    ctx._tileImage(piece, in: target, tileSize: tile)
                } else {
                    ctx._drawImage(piece, in: target, flipped: false)
                }
            }
        }
    }

    /// Draws `bitmap` (this image's pixels, possibly tinted) upright in `rect` of `ctx`.
    func _draw(_ bitmap: CGImage, in rect: CGRect, context ctx: CGContext, blendMode: CGBlendMode?, alpha: CGFloat?) {
        ctx.saveGState()
        if let blendMode { ctx.setBlendMode(blendMode) }
        if let alpha { ctx.setAlpha(alpha) }
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(_orientation)
        let uprightWidth = CGFloat(turned ? bitmap.height : bitmap.width)
        let uprightHeight = CGFloat(turned ? bitmap.width : bitmap.height)
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / uprightWidth, y: rect.height / uprightHeight)
        ctx.concatenate(UIImage._orientationTransform(_orientation, width: CGFloat(bitmap.width), height: CGFloat(bitmap.height)))
        ctx._drawImage(bitmap, in: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height), flipped: false)
        ctx.restoreGState()
    }

    /// The bitmap to show: tinted when the image has a tint colour (or `tint` is given for a template).
    package func _displayedBitmap(tint: UIColor?) -> CGImage? {
        guard let image = _cgImage else { return nil }
        if let color = _tintColor ?? (renderingMode == .alwaysTemplate ? tint : nil) {
            return UIImage._tint(image, with: color)
        }
        return image
    }

    /// The upright bitmap to show as layer contents (at this image's scale): tinted for a template when
    /// `tint` or the image's own tint colour applies, turned upright when the orientation is not `.up`.
    package func _contentsBitmap(tint: UIColor?) -> CGImage? {
        guard let bitmap = _displayedBitmap(tint: tint) else { return nil }
        if _orientation == .up || _capInsets != .zero { return bitmap }
        let upright = size
        let ctx = CGContext(_width: Int((upright.width * _scale).rounded()), height: Int((upright.height * _scale).rounded()),
                            scale: _scale, flipped: false)
        _draw(bitmap, in: CGRect(origin: .zero, size: upright), context: ctx, blendMode: nil, alpha: nil)
        return ctx.makeImage()
    }

    /// The template rendering of `image`: `color` wherever the image has alpha, scaled by that alpha.
    package static func _tint(_ image: CGImage, with color: UIColor) -> CGImage {
        let ctx = CGContext(_width: image.width, height: image.height, scale: 1, flipped: false)
        ctx.setFillColor(color.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        ctx.setBlendMode(.destinationIn)
        ctx._drawImage(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height), flipped: false)
        return ctx.makeImage()!
    }

    /// Maps the stored pixels (`width` × `height`, top-left origin) onto the upright image's pixel box.
    static func _orientationTransform(_ orientation: Orientation, width w: CGFloat, height h: CGFloat) -> CGAffineTransform {
        // Upright box: w × h for up/down, h × w for left/right; (x, y) are stored-pixel coordinates.
        switch orientation {
        case .up: return .identity
        case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        // Shown turned 90° counterclockwise: stored (x, y) → upright (y, w - x).
        case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        // Shown turned 90° clockwise: stored (x, y) → upright (h - y, x).
        case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case .leftMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        case .rightMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        }
    }

    /// The scale a file name states: `name@2x.png` is 2, `name@3x.png` is 3, otherwise 1.
    static func _scale(fromPath path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for candidate in [3, 2] where stem.hasSuffix("@\(candidate)x") { return CGFloat(candidate) }
        return 1
    }

    /// Finds `name` in a bundle: exact file name, then the screen-scale variants, then the plain PNG.
    static func _resourcePath(named name: String, in bundle: Bundle) -> String? {
        guard let root = bundle.resourcePath else { return nil }
        let ext = (name as NSString).pathExtension.isEmpty ? "png" : (name as NSString).pathExtension
        let stem = (name as NSString).pathExtension.isEmpty ? name : (name as NSString).deletingPathExtension
        let scale = Int(UIGraphicsImageRendererFormat._mainScreenScale())
        let candidates = [name] + [scale, 3, 2].map { "\(stem)@\($0)x.\(ext)" } + ["\(stem).\(ext)"]
        for file in candidates {
            let path = (root as NSString).appendingPathComponent(file)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { return path }
        }
        return nil
    }
}
