import Foundation

/// What a popover's placement and box go by: the arrow's size and the content's insets inside the box,
/// those of the system's look or those a background view class gives.
struct _UIPopoverBackgroundMetrics {
    var arrowHeight: CGFloat
    var arrowBase: CGFloat
    var contentInsets: UIEdgeInsets

    @MainActor static let system = _UIPopoverBackgroundMetrics(
        arrowHeight: UIPopoverPresentationController._arrowHeight, arrowBase: _UIPopoverChromeMetrics.arrowBase,
        contentInsets: .zero)
}

/// A popover drawn by a `popoverBackgroundViewClass`: the class's metrics are asked once as the popover
/// is presented, an instance of it goes behind the content (in place of the system's box), sized to
/// the content plus the class's insets and the arrow's height on the arrow's side, and is told the
/// arrow's direction and offset whenever the popover is placed.
extension UIPopoverPresentationController {
    /// The background view class in use: `popoverBackgroundViewClass` when it is a
    /// `UIPopoverBackgroundView` subclass (other classes draw the system's look).
    var _backgroundViewClass: UIPopoverBackgroundView.Type? {
        popoverBackgroundViewClass as? UIPopoverBackgroundView.Type
    }

    /// Asks the background view class for its metrics, once per presentation.
    func _readBackgroundMetrics() {
        guard let backgroundClass = _backgroundViewClass else {
            _customBackgroundMetrics = nil
            return
        }
        _customBackgroundMetrics = _UIPopoverBackgroundMetrics(arrowHeight: backgroundClass.arrowHeight(),
                                                         arrowBase: backgroundClass.arrowBase(),
                                                         contentInsets: backgroundClass.contentViewInsets())
    }

    /// Puts a new instance of `backgroundClass` into the container, just above the dimming view.
    func _installBackgroundView(of backgroundClass: UIPopoverBackgroundView.Type, in container: UIView) {
        let background = backgroundClass.init(_popoverBackgroundFrame: .zero)
        container.insertSubview(background, at: _dimmingView?.superview === container ? 1 : 0)
        _backgroundView = background
    }

    /// Sizes the background view around `content` (container coordinates) and tells it where the arrow
    /// goes: its direction, and its offset from the view's centre towards the anchor's middle, kept
    /// half an arrow base inside the view's ends.
    func _placeBackgroundView(_ background: UIPopoverBackgroundView, content: CGRect, anchor: CGRect?,
                              direction: UIPopoverArrowDirection) {
        let metrics = _backgroundMetrics
        var box = content.inset(by: UIEdgeInsets(top: -metrics.contentInsets.top, left: -metrics.contentInsets.left,
                                                 bottom: -metrics.contentInsets.bottom, right: -metrics.contentInsets.right))
        let arrow = metrics.arrowHeight
        switch direction {
        case .up: box = CGRect(x: box.minX, y: box.minY - arrow, width: box.width, height: box.height + arrow)
        case .down: box.size.height += arrow
        case .left: box = CGRect(x: box.minX - arrow, y: box.minY, width: box.width + arrow, height: box.height)
        case .right: box.size.width += arrow
        default: break
        }
        var offset: CGFloat = 0
        if let anchor {
            let horizontal = direction == .up || direction == .down
            let wanted = horizontal ? anchor.midX - box.midX : anchor.midY - box.midY
            let limit = max(0, (horizontal ? box.width : box.height) / 2 - metrics.arrowBase / 2)
            offset = max(-limit, min(wanted, limit))
        }
        background.frame = box
        background.arrowDirection = direction
        background.arrowOffset = offset
    }
}
