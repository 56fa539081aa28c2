import Foundation

extension UILabel {
    func _configureLabel() {
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
        layer.needsDisplayOnBoundsChange = true
    }

    func _setText(_ text: String?) {
        _attributedText = text.map { NSAttributedString(string: $0) }
        _textDidChange()
    }

    func _setAttributedText(_ text: NSAttributedString?) {
        // iOS copies the string. Foundation on Linux halts when it copies an attributed string whose runs
        // hold different object values (CFRunArrayInsert compares them), so the label keeps the object.
        _attributedText = text
        _textDidChange()
    }

    func _textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Pango inputs for the label's text (nil when there is none).
    func _inputs(maxLines: Int) -> _TextBridge.Inputs? {
        guard let text = _attributedText, text.length > 0 else { return nil }
        let hasStyle = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) != nil
        let color = isHighlighted ? (highlightedTextColor ?? _textColor) : _textColor
        return _TextBridge.inputs(text, font: _font, color: color,
                                  alignment: hasStyle ? nil : _textAlignment,
                                  lineBreak: hasStyle ? nil : _lineBreakMode, maxLines: maxLines)
    }

    /// With `adjustsFontSizeToFitWidth` on a one-line label, the inputs with every font scaled down so the
    /// text fits `width`, but not below `minimumScaleFactor`.
    func _fitted(_ inputs: _TextBridge.Inputs, width: CGFloat) -> _TextBridge.Inputs {
        guard adjustsFontSizeToFitWidth, _numberOfLines == 1, width > 0 else { return inputs }
        let natural = _TextBridge.layout(inputs, width: nil, into: _measureLayout).size.width
        guard natural > width else { return inputs }
        let factor = max(minimumScaleFactor > 0 ? minimumScaleFactor : 0.01, width / natural)
        var fitted = inputs
        fitted.font.size *= factor
        fitted.runs = inputs.runs.map { run in
            var run = run
            run.font?.size *= factor
            return run
        }
        return fitted
    }

    /// Lays out the text for `width` (nil: unlimited) with `maxLines`.
    func _layout(_ layout: _TextLayout, width: CGFloat?, maxLines: Int) -> _TextLayout? {
        guard var inputs = _inputs(maxLines: maxLines) else { return nil }
        if width == nil, inputs.paragraph.maxLines != 1 { inputs.paragraph.maxLines = maxLines }
        return _TextBridge.layout(inputs, width: width, into: layout)
    }

    func _textRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        guard let layout = _layout(_measureLayout, width: bounds.width > 0 ? bounds.width : nil, maxLines: lines) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let size = layout.size
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, max(bounds.width, 0)),
                      height: bounds.height > 0 ? min(size.height, bounds.height) : size.height)
    }

    func _drawText(in rect: CGRect) {
        guard let ctx = _UIGraphicsContextStack.current,
              let inputs = _inputs(maxLines: _numberOfLines).map({ _fitted($0, width: rect.width) }) else { return }
        let layout = _TextBridge.layout(inputs, width: rect.width, into: _drawLayout)
        let height = min(layout.size.height, rect.height)
        // UILabel centres its text vertically; alignment applies across the rectangle's width.
        let origin = CGPoint(x: rect.minX, y: rect.minY + ((rect.height - height) / 2))
        ctx._withCairo { layout.draw(in: $0, at: origin, color: inputs.color, clip: rect) }
    }

    /// Rounds a size up to the main screen's pixel grid, as UIKit reports text sizes.
    func _ceilToPixels(_ size: CGSize) -> CGSize {
        let s = max(1, UIScreen.main.scale)
        return CGSize(width: (size.width * s - 1e-6).rounded(.up) / s, height: (size.height * s - 1e-6).rounded(.up) / s)
    }

    func _sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = _numberOfLines == 1 || size.width <= 0 || size.width >= CGFloat(Int32.max / 2048) ? nil : size.width
        guard let layout = _layout(_measureLayout, width: width, maxLines: _numberOfLines) else { return .zero }
        return _ceilToPixels(layout.size)
    }

    /// The first (or last) baseline of the text below the label's top, as half the label's height plus an
    /// offset: `drawText(in:)` centres the text's lines vertically, so a baseline sits at
    /// `(height − textHeight) / 2 + baseline`. The lines are the ones the intrinsic size measures (one line,
    /// or wrapped to `preferredMaxLayoutWidth`, else to the current width). A label without text uses its
    /// font's line (ascender below the top of one line).
    func _textBaselineFromTop(last: Bool) -> (heightFactor: CGFloat, offset: CGFloat) {
        let width: CGFloat? = _numberOfLines == 1 ? nil
            : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width > 0 ? bounds.width : nil
        guard let layout = _layout(_measureLayout, width: width, maxLines: _numberOfLines) else {
            return (0.5, _font.ascender - _font.lineHeight / 2)
        }
        let baseline = last ? layout.lastBaseline : layout.firstBaseline
        return (0.5, baseline - layout.size.height / 2)
    }

    var _intrinsicContentSize: CGSize {
        let width: CGFloat = _numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : 0
        return _sizeThatFits(CGSize(width: width, height: 0))
    }
}
