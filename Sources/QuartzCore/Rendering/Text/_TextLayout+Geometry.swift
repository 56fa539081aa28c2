import CCairo
import Foundation

// Where laid-out text is: the lines, the caret at a byte index, and the index nearest to a point. Every
// index is a UTF-8 byte offset into the layout's text (Pango's unit); rectangles are in points, relative
// to the layout's top-left corner.

extension _TextLayout {
    /// One laid-out line: its bytes (`start ..< end`, without the paragraph's newline) and its logical
    /// rectangle (the wrap width's extent when the layout wraps).
    package struct Line: Equatable, Sendable {
        package var start: Int
        package var end: Int
        package var frame: CGRect
    }

    /// Every line, top to bottom; an empty text has one empty line.
    package var lines: [Line] {
        let scale = CGFloat(PANGO_SCALE)
        var result: [Line] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let start = Int(line.pointee.start_index)
            result.append(Line(start: start, end: start + Int(line.pointee.length),
                               frame: CGRect(x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale,
                                             width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)))
        } while pango_layout_iter_next_line(iter) != 0
        return result
    }

    /// The insertion point before byte `index`: a zero-width rectangle as tall as its line.
    package func caretRect(atByte index: Int) -> CGRect {
        let scale = CGFloat(PANGO_SCALE)
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(index), &strong, &weak)
        return CGRect(x: CGFloat(strong.x) / scale, y: CGFloat(strong.y) / scale, width: 0, height: CGFloat(strong.height) / scale)
    }

    /// The byte index of the character under `point` (the nearest line and character when outside),
    /// whether the point is on a character, and whether it is past the character's middle.
    package func byteIndex(closestTo point: CGPoint) -> (index: Int, inside: Bool, trailing: Bool) {
        let scale = CGFloat(PANGO_SCALE)
        var index: Int32 = 0, trailing: Int32 = 0
        let inside = pango_layout_xy_to_index(layout, Int32((point.x * scale).rounded()), Int32((point.y * scale).rounded()),
                                              &index, &trailing) != 0
        return (Int(index), inside, trailing > 0)
    }
}
