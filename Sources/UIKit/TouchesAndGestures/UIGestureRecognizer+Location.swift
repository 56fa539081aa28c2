import Foundation

extension UIGestureRecognizer {
    /// The centroid of the touches down, in window coordinates; the last one once they have lifted.
    func _centroid() -> CGPoint {
        guard !_touches.isEmpty else { return _lastCentroid }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in _touches {
            x += touch._location.x
            y += touch._location.y
        }
        return CGPoint(x: x / CGFloat(_touches.count), y: y / CGFloat(_touches.count))
    }

    /// Converts a point in the window of the recognizer's touches to `view`'s coordinates.
    func _convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = _touches.first?._window ?? _lastWindow, view !== window else { return point }
        return view.convert(point, from: window)
    }

    func _location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touchIndex >= 0, touchIndex < _touches.count else {
            NSException(name: .rangeException,
                        reason: "-[\(_objcClassName(type(of: self))) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(_touches.count)).",
                        userInfo: nil).raise()
            return .zero
        }
        return _touches[touchIndex].location(in: view)
    }
}

extension UIGestureRecognizer.State {
    /// The name UIKit's descriptions print.
    var _name: String {
        switch self {
        case .possible: "Possible"
        case .began: "Began"
        case .changed: "Changed"
        case .ended: "Ended"
        case .cancelled: "Cancelled"
        case .failed: "Failed"
        }
    }
}
