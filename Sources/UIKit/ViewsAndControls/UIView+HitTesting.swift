import Foundation

extension UIView {
    func _hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, !_UIViewAnimationRunner.isInteractionBlocked(self),
              self.point(inside: point, with: event) else {
            return nil
        }
        for subview in _subviews.reversed() {
            // A subview's layer is a sublayer of this view's layer: one step of conversion suffices.
            let local = point.applying(subview.layer._transformToSuperlayer.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
