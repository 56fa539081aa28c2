import CCairo
import Foundation
import UIKit

/// Frames of a scenario's transitions, captured from the window's presentation tree (what is on screen
/// mid-animation), and laid out as a PNG contact sheet: one row per transition, at 0, 25, 50, 75 and
/// 100 % of its duration, plus a first row with the scenario's start and end.
@MainActor
final class GalleryContactSheet {
    struct Row {
        let title: String
        var frames: [(label: String, image: _PixelBuffer)]
    }

    /// The fractions of a transition's duration at which a frame is taken.
    static let fractions: [Double] = [0, 0.25, 0.5, 0.75, 1]
    /// Frames are drawn at half a point per pixel, so five fit side by side.
    static let scale: CGFloat = 0.5

    private(set) var rows: [Row] = []

    /// Renders `window` as it is on screen now.
    func capture(_ window: UIWindow) -> _PixelBuffer {
        _FrameRenderer.image(of: window.layer, scale: Self.scale, presentation: true)
    }

    func addRow(_ title: String) { rows.append(Row(title: title, frames: [])) }

    /// Starts over with the first row only, whose start frame shows `window` now (after set-up steps).
    func restart(with window: UIWindow) {
        guard let first = rows.first else { return }
        rows = [Row(title: first.title, frames: [("start", capture(window))])]
    }

    /// Adds the scenario's end frame to the first row (after its start frame).
    func appendEndFrame(of window: UIWindow) {
        guard !rows.isEmpty else { return }
        rows[0].frames.append(("end", capture(window)))
    }

    func addFrame(_ label: String, of window: UIWindow) {
        guard !rows.isEmpty else { return }
        rows[rows.count - 1].frames.append((label, capture(window)))
    }

    /// The contact sheet as PNG data, or nil when nothing was captured.
    func pngData(title: String) -> Data? {
        guard let frameWidth = rows.first?.frames.first?.image.width,
              let frameHeight = rows.first?.frames.first?.image.height else { return nil }
        let margin = 16, gap = 12, titleHeight = 26, labelHeight = 20, headerHeight = 34
        let columns = Self.fractions.count
        let width = margin * 2 + columns * frameWidth + (columns - 1) * gap
        let rowHeight = titleHeight + frameHeight + labelHeight + gap
        let height = headerHeight + margin + rows.count * rowHeight
        let sheet = _PixelBuffer(width: width, height: height)
        guard let cr = cairo_create(sheet.surface) else { return nil }
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 15)
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
        cairo_move_to(cr, Double(margin), 24)
        cairo_show_text(cr, title)
        for (rowIndex, row) in rows.enumerated() {
            let top = headerHeight + margin + rowIndex * rowHeight
            cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cr, 12)
            cairo_set_source_rgb(cr, 0.2, 0.2, 0.2)
            cairo_move_to(cr, Double(margin), Double(top + 17))
            cairo_show_text(cr, row.title)
            for (column, frame) in row.frames.enumerated() {
                let x = Double(margin + column * (frameWidth + gap)), y = Double(top + titleHeight)
                // The window itself is transparent where nothing is drawn: show that as light gray.
                cairo_set_source_rgb(cr, 0.93, 0.93, 0.95)
                cairo_rectangle(cr, x, y, Double(frameWidth), Double(frameHeight))
                cairo_fill(cr)
                cairo_set_source_surface(cr, frame.image.surface, x, y)
                cairo_paint(cr)
                cairo_set_source_rgb(cr, 0.6, 0.6, 0.6)
                cairo_set_line_width(cr, 1)
                cairo_rectangle(cr, x - 0.5, y - 0.5, Double(frameWidth) + 1, Double(frameHeight) + 1)
                cairo_stroke(cr)
                cairo_set_source_rgb(cr, 0.3, 0.3, 0.3)
                cairo_move_to(cr, x, y + Double(frameHeight) + 15)
                cairo_show_text(cr, frame.label)
            }
        }
        cairo_surface_flush(sheet.surface)
        return sheet.pngData()
    }
}
