import Foundation

/// The glyphs of the built-in button types, drawn with paths: iOS draws SF Symbols ("info.circle",
/// "plus.circle", "xmark" on a gray circle), which PortableUIKit does not have. Sizes follow the
/// symbols' usual point sizes in buttons; they are our measurements of screenshots, not documented.
@MainActor
enum _ButtonGlyph {
    /// The side of the info and add glyphs.
    static let circledGlyphSide: CGFloat = 22
    /// The side of the close button's circle.
    static let closeSide: CGFloat = 30

    /// The glyphs drawn so far, by type and interface style.
    static var cache: [Key: UIImage] = [:]
    struct Key: Hashable {
        var type: UIButton.ButtonType
        var style: UIUserInterfaceStyle
    }

    /// The glyph of a built-in type in `style` (the close button's colours differ in dark mode); nil for
    /// custom, system and plain buttons.
    static func image(for type: UIButton.ButtonType, style: UIUserInterfaceStyle = .light) -> UIImage? {
        let key = Key(type: type, style: style == .dark ? .dark : .light)
        if let image = cache[key] { return image }
        var drawn: UIImage?
        UITraitCollection(userInterfaceStyle: key.style).performAsCurrent { drawn = draw(type) }
        cache[key] = drawn
        return drawn
    }

    private static func draw(_ type: UIButton.ButtonType) -> UIImage? {
        let image: UIImage
        switch type {
        case .custom, .system, .plain: return nil
        case .detailDisclosure, .infoLight, .infoDark: image = circled { rect in
                let dot = UIBezierPath(ovalIn: CGRect(x: rect.midX - 1.25, y: rect.minY + 5, width: 2.5, height: 2.5))
                dot.fill()
                let bar = UIBezierPath(roundedRect: CGRect(x: rect.midX - 1, y: rect.minY + 9, width: 2, height: 8), cornerRadius: 1)
                bar.fill()
            }
        case .contactAdd: image = circled { rect in
                let plus = UIBezierPath()
                plus.move(to: CGPoint(x: rect.midX, y: rect.minY + 6)); plus.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - 6))
                plus.move(to: CGPoint(x: rect.minX + 6, y: rect.midY)); plus.addLine(to: CGPoint(x: rect.maxX - 6, y: rect.midY))
                plus.lineWidth = 1.75
                plus.lineCapStyle = .round
                plus.stroke()
            }
        case .close: image = closeImage()
        }
        return image
    }

    /// A template image: a stroked circle with `inner` drawn in it, in black (the tint replaces it).
    private static func circled(_ inner: @escaping (CGRect) -> Void) -> UIImage {
        let side = circledGlyphSide
        let rendered = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            UIColor.black.set()
            let rect = CGRect(x: 0, y: 0, width: side, height: side)
            let ring = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
            ring.lineWidth = 1.5
            ring.stroke()
            inner(rect)
        }
        return rendered.withRenderingMode(.alwaysTemplate)
    }

    /// The close button: a light gray disc with a darker "x", not tinted.
    private static func closeImage() -> UIImage {
        crossedDisc(side: closeSide, disc: .tertiarySystemFill, cross: .secondaryLabel, inset: 0.35, lineWidth: 2.5)
    }

    /// A disc of `disc` colour with an "x" of `cross` colour spanning `inset`…1−`inset` of the side; also
    /// the text field's clear button.
    static func crossedDisc(side: CGFloat, disc: UIColor, cross: UIColor, inset: CGFloat, lineWidth: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            disc.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: side, height: side)).fill()
            cross.setStroke()
            let path = UIBezierPath()
            let a = side * inset, b = side * (1 - inset)
            path.move(to: CGPoint(x: a, y: a)); path.addLine(to: CGPoint(x: b, y: b))
            path.move(to: CGPoint(x: b, y: a)); path.addLine(to: CGPoint(x: a, y: b))
            path.lineWidth = lineWidth
            path.lineCapStyle = .round
            path.stroke()
        }.withRenderingMode(.alwaysOriginal)
    }
}
