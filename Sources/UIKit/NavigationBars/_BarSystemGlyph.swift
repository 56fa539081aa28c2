import Foundation

/// The glyphs of the system bar button items that iOS draws as SF Symbols ("plus", "square.and.pencil",
/// "arrowshape.turn.up.left", "square.and.arrow.up", "folder", "book", "magnifyingglass",
/// "arrow.clockwise", "xmark", "camera", "trash", "play.fill", "pause", "backward.fill",
/// "forward.fill", the close item's "xmark" on a grey disc). PortableUIKit has no symbols, so each is a
/// simple path of our own in a `symbolItemWidth` (22-point) square, black in a template image that the
/// item's tint colours; the close item is not tinted. The shapes are ours, not Apple's artwork.
@MainActor
enum _BarSystemGlyph {
    /// The side of a glyph's square.
    static let side: CGFloat = _BarMetrics.symbolItemWidth
    /// The side of the close item's grey disc [provisional: our measurement of iOS 17 screenshots].
    static let closeSide: CGFloat = 30
    /// The stroke width of the outlined glyphs.
    static let lineWidth: CGFloat = 1.75

    /// The glyphs drawn so far, by item and interface style (only the close item's colours depend on it).
    static var cache: [Key: UIImage] = [:]
    struct Key: Hashable {
        var item: UIBarButtonItem.SystemItem
        var dark: Bool
    }

    /// The glyph of `item` in `style`; nil for the items iOS titles ("Done", "Cancel", …) and the spaces.
    static func image(for item: UIBarButtonItem.SystemItem, style: UIUserInterfaceStyle = .light) -> UIImage? {
        switch item {
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: return nil
        default: break
        }
        let key = Key(item: item, dark: item == .close && style == .dark)
        if let image = cache[key] { return image }
        var drawn: UIImage?
        UITraitCollection(userInterfaceStyle: key.dark ? .dark : .light).performAsCurrent { drawn = draw(item) }
        cache[key] = drawn
        return drawn
    }

    private static func draw(_ item: UIBarButtonItem.SystemItem) -> UIImage? {
        if item == .close {
            return _ButtonGlyph.crossedDisc(side: closeSide, disc: .tertiarySystemFill, cross: .secondaryLabel,
                                            inset: 0.35, lineWidth: 2.5)
        }
        let size = CGSize(width: side, height: side)
        return UIGraphicsImageRenderer(size: size).image { _ in
            UIColor.black.set()
            paths(for: item, in: CGRect(origin: .zero, size: size))
        }.withRenderingMode(.alwaysTemplate)
    }

    /// A stroked path with the glyphs' line width and round ends.
    private static func stroke(_ build: (UIBezierPath) -> Void) {
        let path = UIBezierPath()
        build(path)
        path.lineWidth = lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }

    /// A filled path.
    private static func fill(_ build: (UIBezierPath) -> Void) {
        let path = UIBezierPath()
        build(path)
        path.close()
        path.fill()
    }

    private static func paths(for item: UIBarButtonItem.SystemItem, in r: CGRect) {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: r.minX + x, y: r.minY + y) }
        switch item {
        case .add:
            stroke { $0.move(to: p(11, 3)); $0.addLine(to: p(11, 19)); $0.move(to: p(3, 11)); $0.addLine(to: p(19, 11)) }
        case .compose:
            // A square open at its top right, and a pencil across it.
            stroke {
                $0.move(to: p(11, 4)); $0.addLine(to: p(4, 4)); $0.addLine(to: p(4, 18)); $0.addLine(to: p(18, 18))
                $0.addLine(to: p(18, 11))
                $0.move(to: p(9, 13)); $0.addLine(to: p(10, 10)); $0.addLine(to: p(17, 3)); $0.addLine(to: p(19, 5))
                $0.addLine(to: p(12, 12)); $0.addLine(to: p(9, 13))
            }
        case .reply:
            // A left-pointing arrowhead with a curved shaft.
            stroke {
                $0.move(to: p(9, 4)); $0.addLine(to: p(3, 10)); $0.addLine(to: p(9, 16))
                $0.move(to: p(3, 10)); $0.addCurve(to: p(19, 18), controlPoint1: p(12, 10), controlPoint2: p(19, 11))
            }
        case .action:
            // A box open at the top with an arrow leaving it upwards.
            stroke {
                $0.move(to: p(8, 8)); $0.addLine(to: p(5, 8)); $0.addLine(to: p(5, 20)); $0.addLine(to: p(17, 20))
                $0.addLine(to: p(17, 8)); $0.addLine(to: p(14, 8))
                $0.move(to: p(11, 14)); $0.addLine(to: p(11, 2))
                $0.move(to: p(7.5, 5.5)); $0.addLine(to: p(11, 2)); $0.addLine(to: p(14.5, 5.5))
            }
        case .organize:
            // A folder with its tab.
            stroke {
                $0.move(to: p(2, 6)); $0.addLine(to: p(8, 6)); $0.addLine(to: p(10, 8)); $0.addLine(to: p(20, 8))
                $0.addLine(to: p(20, 18)); $0.addLine(to: p(2, 18)); $0.close()
            }
        case .bookmarks:
            // An open book: two pages meeting at the spine.
            stroke {
                $0.move(to: p(11, 6)); $0.addCurve(to: p(2, 5), controlPoint1: p(8, 4), controlPoint2: p(5, 4))
                $0.addLine(to: p(2, 18)); $0.addCurve(to: p(11, 19), controlPoint1: p(5, 17), controlPoint2: p(8, 17))
                $0.addCurve(to: p(20, 18), controlPoint1: p(14, 17), controlPoint2: p(17, 17)); $0.addLine(to: p(20, 5))
                $0.addCurve(to: p(11, 6), controlPoint1: p(17, 4), controlPoint2: p(14, 4)); $0.addLine(to: p(11, 19))
            }
        case .search:
            let lens = UIBezierPath(ovalIn: CGRect(origin: p(3, 3), size: CGSize(width: 12, height: 12)))
            lens.lineWidth = lineWidth
            lens.stroke()
            stroke { $0.move(to: p(13.5, 13.5)); $0.addLine(to: p(19, 19)) }
        case .refresh:
            // Most of a circle, clockwise from the top right round to the top, ending in an arrowhead.
            stroke {
                $0.move(to: p(11 + 7 * cos(CGFloat.pi / 3), 12 - 7 * sin(CGFloat.pi / 3)))
                $0.addArc(withCenter: p(11, 12), radius: 7, startAngle: -CGFloat.pi / 3, endAngle: -CGFloat.pi / 2,
                          clockwise: true)
            }
            fill { $0.move(to: p(10, 1.5)); $0.addLine(to: p(14.5, 5)); $0.addLine(to: p(10, 8.5)) }
        case .stop:
            stroke { $0.move(to: p(5, 5)); $0.addLine(to: p(17, 17)); $0.move(to: p(17, 5)); $0.addLine(to: p(5, 17)) }
        case .camera:
            stroke {
                $0.move(to: p(2, 7)); $0.addLine(to: p(7, 7)); $0.addLine(to: p(9, 4)); $0.addLine(to: p(13, 4))
                $0.addLine(to: p(15, 7)); $0.addLine(to: p(20, 7)); $0.addLine(to: p(20, 18)); $0.addLine(to: p(2, 18))
                $0.close()
            }
            let lensRing = UIBezierPath(ovalIn: CGRect(origin: p(7.5, 8.5), size: CGSize(width: 7, height: 7)))
            lensRing.lineWidth = lineWidth
            lensRing.stroke()
        case .trash:
            stroke {
                $0.move(to: p(3, 5)); $0.addLine(to: p(19, 5))
                $0.move(to: p(8, 5)); $0.addLine(to: p(8, 2.5)); $0.addLine(to: p(14, 2.5)); $0.addLine(to: p(14, 5))
                $0.move(to: p(5, 5)); $0.addLine(to: p(6, 20)); $0.addLine(to: p(16, 20)); $0.addLine(to: p(17, 5))
                $0.move(to: p(9, 9)); $0.addLine(to: p(9, 16)); $0.move(to: p(13, 9)); $0.addLine(to: p(13, 16))
            }
        case .play:
            fill { $0.move(to: p(5, 3)); $0.addLine(to: p(19, 11)); $0.addLine(to: p(5, 19)) }
        case .pause:
            UIBezierPath(roundedRect: CGRect(origin: p(5, 3), size: CGSize(width: 4, height: 16)), cornerRadius: 1).fill()
            UIBezierPath(roundedRect: CGRect(origin: p(13, 3), size: CGSize(width: 4, height: 16)), cornerRadius: 1).fill()
        case .rewind:
            fill { $0.move(to: p(11, 5)); $0.addLine(to: p(1, 11)); $0.addLine(to: p(11, 17)) }
            fill { $0.move(to: p(21, 5)); $0.addLine(to: p(11, 11)); $0.addLine(to: p(21, 17)) }
        case .fastForward:
            fill { $0.move(to: p(1, 5)); $0.addLine(to: p(11, 11)); $0.addLine(to: p(1, 17)) }
            fill { $0.move(to: p(11, 5)); $0.addLine(to: p(21, 11)); $0.addLine(to: p(11, 17)) }
        case .pageCurl:
            // A page with its bottom right corner turned up.
            stroke {
                $0.move(to: p(4, 2)); $0.addLine(to: p(18, 2)); $0.addLine(to: p(18, 13)); $0.addLine(to: p(11, 20))
                $0.addLine(to: p(4, 20)); $0.close()
                $0.move(to: p(18, 13)); $0.addLine(to: p(11, 13)); $0.addLine(to: p(11, 20))
            }
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace, .close:
            break
        }
    }
}
