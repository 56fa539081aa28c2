import CCairo
import Foundation
import UIKit

/// A row of captioned frames in one PNG: for example a transition at 0, 25, 50, 75 and 100%.
///
/// Each `add(_:caption:)` renders the view as it is on screen at that moment (presentation values, so a
/// running animation shows its current frame), scaled down to `frameHeight` points. Drive time between
/// frames with `VirtualClock.advance(by:)`.
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
    private var frames: [(image: _PixelBuffer, caption: String)] = []

    /// Creates an empty sheet whose frames are `frameHeight` points tall, drawn at `scale`.
    public init(frameHeight: CGFloat = 240, scale: CGFloat = 2) {
        self.frameHeight = frameHeight
        self.scale = scale
    }

    /// The number of frames added.
    public var count: Int { frames.count }

    /// Renders `view` as it is on screen now and appends it with `caption`.
    public func add(_ view: UIView, caption: String) {
        view.layoutIfNeeded()
        let factor = view.bounds.height > 0 ? frameHeight / view.bounds.height : 1
        frames.append((_FrameRenderer.image(of: view.layer, scale: scale * factor, presentation: true), caption))
    }

    /// The sheet as PNG data: the frames left to right on a light gray background, captions below.
    public func pngData() -> Data { render().pngData() }

    func render() -> _PixelBuffer {
        let gap: CGFloat = 12, captionHeight: CGFloat = 22
        let widths = frames.map { CGFloat($0.image.width) / scale }
        let width = widths.reduce(gap) { $0 + $1 + gap }
        let height = gap + frameHeight + captionHeight + gap
        let sheet = _PixelBuffer(size: CGSize(width: width, height: height), scale: scale)
        let cr = cairo_create(sheet.surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_set_source_rgb(cr, 0.93, 0.93, 0.95)
        cairo_paint(cr)
        let layout = _TextLayout()
        var x = gap
        for (index, frame) in frames.enumerated() {
            cairo_save(cr)
            cairo_translate(cr, Double(x), Double(gap))
            cairo_scale(cr, Double(1 / scale), Double(1 / scale))
            cairo_set_source_surface(cr, frame.image.surface, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.25)
            cairo_set_line_width(cr, 1 / Double(scale))
            cairo_rectangle(cr, Double(x), Double(gap), Double(widths[index]), Double(frameHeight))
            cairo_stroke(cr)
            var paragraph = _ParagraphSpec()
            paragraph.alignment = .center
            paragraph.maxLines = 1
            paragraph.lineBreak = .truncateTail
            layout.set(text: frame.caption, font: UIFont.systemFont(ofSize: 13)._spec, runs: [], paragraph: paragraph,
                       width: widths[index])
            layout.draw(in: cr, at: CGPoint(x: x, y: gap + frameHeight + 4), color: _RGBA(r: 0.2, g: 0.2, b: 0.25, a: 1))
            x += widths[index] + gap
        }
        cairo_surface_flush(sheet.surface)
        return sheet
    }
}
