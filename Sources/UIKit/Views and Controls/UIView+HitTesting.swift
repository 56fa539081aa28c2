import Foundation

extension UIView {
    func _hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, !_UIViewAnimationRunner.isInteractionBlocked(self),
              self.point(inside: point, with: event) else {
            return nil
        }
        for subview in _subviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

}
