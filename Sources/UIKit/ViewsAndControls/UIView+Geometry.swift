import Foundation

extension UIView {
    var _frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            _boundsSizeDidChange(from: oldSize)
            _constraintGeometryDidChange()
        }
    }

    var _bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            _boundsSizeDidChange(from: oldSize)
            _constraintGeometryDidChange()
        }
    }

    /// The layer that `nil` stands for in conversions: the window's, else the topmost superview's.
    func _conversionLayer(for view: UIView?) -> CALayer {
        if let view { return view.layer }
        var top: UIView = self
        while let parent = top._superview { top = parent }
        return top.layer
    }
}
