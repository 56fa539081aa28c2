import Foundation

/// Where a popover sits (spec §16.6): beside its anchor, on the side its arrow direction names, inside
/// the container's safe area less `popoverLayoutMargins`.
///
/// The directions are tried in the order up, down, left, right (below, above, right of, left of the
/// anchor), keeping the permitted ones; the first where the popover fits whole wins, else the one with
/// the most room, and the popover shrinks to that room (or, with `canOverlapSourceViewRect`, keeps its
/// size and may cover the anchor). Across the arrow's axis the popover centres on the anchor and is
/// clamped inside the margins. [provisional: UIKit's order and tie-breaks are not documented; the order
/// is the one iOS shows for a popover with room on every side.]
extension UIPopoverPresentationController {
    /// The height of a popover's arrow, between the anchor and the popover's edge
    /// (`UIPopoverBackgroundView.arrowHeight()` of UIKit's own background) [provisional: measured, not documented].
    static let _arrowHeight: CGFloat = 13
    /// The content size of a popover whose controller prefers none [provisional].
    static let _defaultContentSize = CGSize(width: 320, height: 480)

    /// The anchor rectangle in the container's coordinates.
    func _anchorRect(in container: UIView) -> CGRect? {
        if let sourceItem { return sourceItem.frame(in: container) }
        guard let sourceView else { return nil }
        let rect = sourceRect.isNull ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: container)
    }

    /// The popover's frame in the current container, recording the arrow direction it implies.
    func _popoverFrame() -> CGRect {
        guard let container = containerView, let anchor = _anchorRect(in: container) else { return .zero }
        let safe = container.window?._windowSafeAreaInsets ?? .zero
        let area = container.bounds.inset(by: safe).inset(by: popoverLayoutMargins)
        let preferred = presentedViewController.preferredContentSize
        let size = preferred == .zero ? Self._defaultContentSize : preferred
        // The box around the content is what sits beside the anchor, the arrow's height away.
        let insets = _backgroundMetrics.contentInsets
        let box = CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
        let placement = Self._placement(of: box, beside: anchor, in: area, permitted: permittedArrowDirections,
                                        canOverlap: canOverlapSourceViewRect, arrowHeight: _backgroundMetrics.arrowHeight)
        _arrowDirection = placement.direction
        return placement.frame.inset(by: insets)
    }

    /// The frame and arrow direction of a popover of `size` beside `anchor` inside `area`, `arrowHeight`
    /// away from it.
    static func _placement(of size: CGSize, beside anchor: CGRect, in area: CGRect,
                           permitted: UIPopoverArrowDirection, canOverlap: Bool, arrowHeight: CGFloat = _arrowHeight)
        -> (frame: CGRect, direction: UIPopoverArrowDirection) {
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        var candidates = order.filter { permitted.contains($0) && permitted != .unknown }
        if candidates.isEmpty { candidates = order }
        let arrow = arrowHeight
        /// The room beside the anchor on the side `direction` puts the popover, along the arrow's axis.
        func room(_ direction: UIPopoverArrowDirection) -> CGFloat {
            switch direction {
            case .up: return area.maxY - (anchor.maxY + arrow)
            case .down: return (anchor.minY - arrow) - area.minY
            case .left: return area.maxX - (anchor.maxX + arrow)
            default: return (anchor.minX - arrow) - area.minX
            }
        }
        func fits(_ direction: UIPopoverArrowDirection) -> Bool {
            let vertical = direction == .up || direction == .down
            return room(direction) >= (vertical ? size.height : size.width)
                && (vertical ? area.width >= size.width : area.height >= size.height)
        }
        let direction = candidates.first(where: fits) ?? candidates.max { room($0) < room($1) }!
        let vertical = direction == .up || direction == .down
        var width = min(size.width, area.width), height = min(size.height, area.height)
        if !fits(direction) && !canOverlap {
            if vertical { height = max(0, min(height, room(direction))) } else { width = max(0, min(width, room(direction))) }
        }
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, high)) }
        var origin = CGPoint.zero
        if vertical {
            origin.x = clamp(anchor.midX - width / 2, area.minX, area.maxX - width)
            origin.y = direction == .up ? anchor.maxY + arrow : anchor.minY - arrow - height
            origin.y = clamp(origin.y, area.minY, area.maxY - height)
        } else {
            origin.y = clamp(anchor.midY - height / 2, area.minY, area.maxY - height)
            origin.x = direction == .left ? anchor.maxX + arrow : anchor.minX - arrow - width
            origin.x = clamp(origin.x, area.minX, area.maxX - width)
        }
        return (CGRect(origin: origin, size: CGSize(width: width, height: height)), direction)
    }

    /// A container resized under a shown popover: the delegate may move the anchor, then the popover is
    /// placed again.
    func _repositionIfContainerResized() {
        guard let container = containerView else { return }
        let size = container.bounds.size
        defer { _placedContainerSize = size }
        guard _state == .presented, let placed = _placedContainerSize, placed != size else { return }
        if let delegate = delegate as? UIPopoverPresentationControllerDelegate, let view = sourceView {
            var rect = sourceRect.isNull ? view.bounds : sourceRect
            var anchorView: UIView = view
            let implemented = _ifImplemented("popoverPresentationController(_:willRepositionPopoverTo:in:)") {
                delegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &anchorView)
            }
            if implemented {
                sourceView = anchorView
                sourceRect = rect
            }
        }
        let frame = _popoverFrame()
        presentedView?.frame = frame
        _layoutChrome(content: frame)
    }
}
