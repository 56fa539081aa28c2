import Foundation

extension NSExceptionName {
    /// Core Animation's exception for a layer geometry it cannot represent (NaN positions and bounds).
    /// Apple exports no constant for it, so neither do we: clients compare the name's raw value.
    package static let _calayerInvalidGeometry = NSExceptionName("CALayerInvalidGeometry")
}

extension CALayer {
    /// Whether `position` may be stored; raises Core Animation's `CALayerInvalidGeometry` when it holds
    /// a NaN. The reason prints the coordinates with `%g`, as in "CALayer position contains NaN: [nan 222.5]".
    func _isValidGeometry(position: CGPoint) -> Bool {
        guard position.x.isNaN || position.y.isNaN else { return true }
        NSException(name: ._calayerInvalidGeometry,
                    reason: "CALayer position contains NaN: [\(_g(position.x)) \(_g(position.y))]").raise()
        return false
    }

    /// Whether `bounds` may be stored; raises `CALayerInvalidGeometry` when it holds a NaN, with the
    /// reason "CALayer bounds contains NaN: [x y; width height]".
    func _isValidGeometry(bounds: CGRect) -> Bool {
        // Checked field by field: this runs on every bounds and frame set, and an array of the four
        // parts cost an allocation each time.
        guard bounds.origin.x.isNaN || bounds.origin.y.isNaN || bounds.size.width.isNaN || bounds.size.height.isNaN
        else { return true }
        NSException(name: ._calayerInvalidGeometry,
                    reason: "CALayer bounds contains NaN: [\(_g(bounds.origin.x)) \(_g(bounds.origin.y)); \(_g(bounds.size.width)) \(_g(bounds.size.height))]").raise()
        return false
    }
}

/// A number as Core Animation's messages print it (`%g`: "75.75", "nan", "inf").
func _g(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
