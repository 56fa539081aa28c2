import Foundation

extension UIView {
    /// Tells this view, then every subview that inherits its tint, that the effective tint changed.
    func _tintColorDidChangeDownTree() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.tintColorDidChange()
            for subview in view._subviews.reversed() where subview._storedTintColor == nil { stack.append(subview) }
        }
    }

    /// The tint this view inherits, or nil when it has its own (then a move cannot change it).
    var _inheritedTint: UIColor? { _storedTintColor == nil ? tintColor : nil }

    /// After a move to another superview: tells the subtree when the inherited tint changed, as UIKit
    /// does when a view's tint changes implicitly because its superview changed.
    func _tintColorDidChangeIfNeeded(from oldTint: UIColor?) {
        guard let oldTint, _storedTintColor == nil, !tintColor.isEqual(oldTint) else { return }
        _tintColorDidChangeDownTree()
    }

    /// How a view places its content when its bounds change.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        var _gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            // UIKit's coordinates are flipped relative to the layer's gravity names.
            case .top: return .bottom
            case .bottom: return .top
            case .left: return .left
            case .right: return .right
            case .topLeft: return .bottomLeft
            case .topRight: return .bottomRight
            case .bottomLeft: return .topLeft
            case .bottomRight: return .topRight
            }
        }
    }
}
