import Foundation

extension UIColor {
    /// Sets the colour as the current context's fill and/or stroke colour; does nothing outside drawing.
    func _setInCurrentContext(fill: Bool, stroke: Bool) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let color = cgColor
        if fill { ctx.setFillColor(color) }
        if stroke { ctx.setStrokeColor(color) }
    }
}
