import CCairo
import Foundation
import UIKit

/// Rows of captioned frames in one PNG: for example a transition at 0, 25, 50, 75 and 100%.
///
/// Each `add(_:caption:)` renders the view as it is on screen at that moment (presentation values, so a
/// running animation shows its current frame), scaled down to `frameHeight` points. Drive time between
/// frames with `VirtualClock.advance(by:)`. `startRow(title:)` begins a new titled row below the others.
///
/// ```swift
/// let sheet = ContactSheet(frameHeight: 240)
/// for step in 0...4 {
///     sheet.add(window, caption: "\(step * 25)%")
///     clock.advance(by: duration / 4)
/// }
/// try sheet.pngData().write(to: url)
/// ```
@MainActor
public final class ContactSheet {
    /// The height of each frame, in points of the sheet.
    public let frameHeight: CGFloat
    /// Pixels per point of the sheet.
    public let scale: CGFloat
    private struct Row {
        var title: String?
        var frames: [(image: _PixelBuffer, caption: String)] = []
    }
    private var rows = [Row(title: nil)]

    /// Creates an empty sheet whose frames are `frameHeight` points tall, drawn at `scale`.
    public init(frameHeight: CGFloat = 240, scale: CGFloat = 2) {
        self.frameHeight = frameHeight
        self.scale = scale
    }

    /// The number of frames added, in all rows.
    public var count: Int { rows.reduce(0) { $0 + $1.frames.count } }

    /// Renders `view` as it is on screen now and appends it to the current row with `caption`.
    public func add(_ view: UIView, caption: String) {
        _add(_capture(view), caption: caption)
    }

    /// Starts a new row, titled `title`; the frames added next go there.
    public func startRow(title: String) {
        if rows.count == 1, rows[0].frames.isEmpty { rows.removeAll() }
        rows.append(Row(title: title))
    }

    /// Renders `view` as it is on screen now, at the sheet's frame size.
    package func _capture(_ view: UIView) -> _PixelBuffer {
        view.layoutIfNeeded()
        let factor = view.bounds.height > 0 ? frameHeight / view.bounds.height : 1
        return _FrameRenderer.image(of: view.layer, scale: scale * factor, presentation: true)
    }

    /// Appends an image captured earlier to the current row.
    package func _add(_ image: _PixelBuffer, caption: String) {
        rows[rows.count - 1].frames.append((image, caption))
    }

    /// The frames of each non-empty row, for tests.
    package var _rowImages: [[_PixelBuffer]] { rows.filter { !$0.frames.isEmpty }.map { $0.frames.map(\.image) } }

    /// The sheet as PNG data: the frames left to right on a light gray background, captions below.
    public func pngData() -> Data { render().pngData() }

    func render() -> _PixelBuffer {
        let gap: CGFloat = 12, captionHeight: CGFloat = 22, titleHeight: CGFloat = 22
        let visible = rows.filter { !$0.frames.isEmpty }
        let rowWidths = visible.map { row in row.frames.map { CGFloat($0.image.width) / scale } }
        let width = rowWidths.map { $0.reduce(gap) { $0 + $1 + gap } }.max() ?? gap * 2
        let rowHeight = { (row: Row) in (row.title == nil ? 0 : titleHeight) + self.frameHeight + captionHeight + gap }
        let height = visible.reduce(gap) { $0 + rowHeight($1) }
        let sheet = _PixelBuffer(size: CGSize(width: width, height: height), scale: scale)
        let cr = cairo_create(sheet.surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_set_source_rgb(cr, 0.93, 0.93, 0.95)
        cairo_paint(cr)
        let layout = _TextLayout()
        func text(_ string: String, at point: CGPoint, width: CGFloat, center: Bool, size: CGFloat) {
            var paragraph = _ParagraphSpec()
            paragraph.alignment = center ? .center : .left
            paragraph.maxLines = 1
            paragraph.lineBreak = .truncateTail
            layout.set(text: string, font: UIFont.systemFont(ofSize: size)._spec, runs: [], paragraph: paragraph, width: width)
            layout.draw(in: cr, at: point, color: _RGBA(r: 0.2, g: 0.2, b: 0.25, a: 1))
        }
        var y = gap
        for (rowIndex, row) in visible.enumerated() {
            if let title = row.title {
                text(title, at: CGPoint(x: gap, y: y), width: width - 2 * gap, center: false, size: 13)
                y += titleHeight
            }
            var x = gap
            for (index, frame) in row.frames.enumerated() {
                let frameWidth = rowWidths[rowIndex][index]
                cairo_save(cr)
                cairo_translate(cr, Double(x), Double(y))
                cairo_scale(cr, Double(1 / scale), Double(1 / scale))
                cairo_set_source_surface(cr, frame.image.surface, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
                cairo_set_source_rgba(cr, 0, 0, 0, 0.25)
                cairo_set_line_width(cr, 1 / Double(scale))
                cairo_rectangle(cr, Double(x), Double(y), Double(frameWidth), Double(frameHeight))
                cairo_stroke(cr)
                text(frame.caption, at: CGPoint(x: x, y: y + frameHeight + 4), width: frameWidth, center: true, size: 13)
                x += frameWidth + gap
            }
            y += frameHeight + captionHeight + gap
        }
        cairo_surface_flush(sheet.surface)
        return sheet
    }
}
