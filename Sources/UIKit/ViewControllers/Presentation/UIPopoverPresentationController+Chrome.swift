import Foundation

/// The look of a popover: a rounded box under the content with an arrow pointing at the anchor, and a
/// soft shadow. iOS documents only `backgroundColor`; the figures are our readings of iPad
/// screenshots, all provisional.
enum _UIPopoverChromeMetrics {
    /// The box's corner radius; the content is clipped to it.
    static let cornerRadius: CGFloat = 13
    /// The width of the arrow's base (its height is `UIPopoverPresentationController._arrowHeight`).
    static let arrowBase: CGFloat = 37
    /// The shadow.
    static let shadowOpacity: Float = 0.15
    static let shadowRadius: CGFloat = 10
    /// The box's colour when `backgroundColor` is nil: white, and dark gray in dark mode.
    static let defaultBackground = UIColor.secondarySystemGroupedBackground
}

/// The popover's box and arrow, drawn behind the presented view in the popover's container.
@MainActor
final class _UIPopoverChromeView: UIView {
    /// The content's frame, in this view's coordinates.
    private(set) var contentFrame: CGRect = .zero
    /// Where the arrow's tip is, in this view's coordinates; nil draws no arrow.
    private(set) var arrowTip: CGPoint?
    private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    var fillColor: UIColor = _UIPopoverChromeMetrics.defaultBackground {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
        layer.shadowOpacity = _UIPopoverChromeMetrics.shadowOpacity
        layer.shadowRadius = _UIPopoverChromeMetrics.shadowRadius
        layer.shadowOffset = .zero
    }

    required init?(coder: NSCoder) { nil }

    /// Places the box around `content` (container coordinates) with the arrow on the side `direction`
    /// names, its tip on the anchor's middle as far as the rounded corners allow.
    func place(content: CGRect, anchor: CGRect?, direction: UIPopoverArrowDirection) {
        let height = UIPopoverPresentationController._arrowHeight
        let halfBase = _UIPopoverChromeMetrics.arrowBase / 2
        let inset = _UIPopoverChromeMetrics.cornerRadius + halfBase
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { low > high ? (low + high) / 2 : max(low, min(value, high)) }
        var tip: CGPoint?
        if let anchor, content.width > 0, content.height > 0 {
            switch direction {
            case .up: tip = CGPoint(x: clamp(anchor.midX, content.minX + inset, content.maxX - inset), y: content.minY - height)
            case .down: tip = CGPoint(x: clamp(anchor.midX, content.minX + inset, content.maxX - inset), y: content.maxY + height)
            case .left: tip = CGPoint(x: content.minX - height, y: clamp(anchor.midY, content.minY + inset, content.maxY - inset))
            case .right: tip = CGPoint(x: content.maxX + height, y: clamp(anchor.midY, content.minY + inset, content.maxY - inset))
            default: tip = nil
            }
        }
        var box = content
        if let tip { box = box.union(CGRect(origin: tip, size: .zero)) }
        frame = box
        contentFrame = content.offsetBy(dx: -box.minX, dy: -box.minY)
        arrowTip = tip.map { CGPoint(x: $0.x - box.minX, y: $0.y - box.minY) }
        arrowDirection = direction
        layer.shadowPath = outline().cgPath
        setNeedsDisplay()
    }

    /// The box with its arrow, as one path.
    func outline() -> UIBezierPath {
        let path = UIBezierPath(roundedRect: contentFrame, cornerRadius: _UIPopoverChromeMetrics.cornerRadius)
        guard let tip = arrowTip else { return path }
        let halfBase = _UIPopoverChromeMetrics.arrowBase / 2
        // Wound clockwise on screen, as the rounded rectangle is, so that their overlap stays filled.
        let arrow = UIBezierPath()
        let corners: (CGPoint, CGPoint)
        switch arrowDirection {
        case .up: corners = (CGPoint(x: tip.x - halfBase, y: contentFrame.minY + 1), CGPoint(x: tip.x + halfBase, y: contentFrame.minY + 1))
        case .down: corners = (CGPoint(x: tip.x + halfBase, y: contentFrame.maxY - 1), CGPoint(x: tip.x - halfBase, y: contentFrame.maxY - 1))
        case .left: corners = (CGPoint(x: contentFrame.minX + 1, y: tip.y + halfBase), CGPoint(x: contentFrame.minX + 1, y: tip.y - halfBase))
        default: corners = (CGPoint(x: contentFrame.maxX - 1, y: tip.y - halfBase), CGPoint(x: contentFrame.maxX - 1, y: tip.y + halfBase))
        }
        arrow.move(to: corners.0)
        arrow.addLine(to: tip)
        arrow.addLine(to: corners.1)
        arrow.close()
        path.append(arrow)
        return path
    }

    override func draw(_ rect: CGRect) {
        fillColor.setFill()
        outline().fill()
    }
}

extension UIPopoverPresentationController {
    /// Puts the box and arrow (or the background view class's instance) into the container above the
    /// dimming view (the fade animator brings it in with the content), and clips the content to the
    /// box's corners unless the class does not want the default content appearance.
    func _installChrome(in container: UIView) {
        if let backgroundClass = _backgroundViewClass {
            _installBackgroundView(of: backgroundClass, in: container)
        } else {
            let chrome = _UIPopoverChromeView(frame: .zero)
            container.insertSubview(chrome, at: _dimmingView?.superview === container ? 1 : 0)
            _chromeView = chrome
        }
        if _backgroundViewClass?.wantsDefaultContentAppearance ?? true, let view = presentedViewController._view {
            _savedContentCorners = _SavedLayerCorners(view.layer)
            view.layer.cornerRadius = _UIPopoverChromeMetrics.cornerRadius
            view.layer.cornerCurve = .continuous
            view.layer.masksToBounds = true
        }
        _layoutChrome(content: frameOfPresentedViewInContainerView)
    }

    /// Places the box around `content` with the arrow toward the anchor, in the popover's colour.
    func _layoutChrome(content: CGRect) {
        if let background = _backgroundView, let container = containerView {
            _placeBackgroundView(background, content: content, anchor: _anchorRect(in: container), direction: _arrowDirection)
            return
        }
        guard let chrome = _chromeView, let container = containerView else { return }
        chrome.fillColor = backgroundColor ?? _UIPopoverChromeMetrics.defaultBackground
        chrome.place(content: content, anchor: _anchorRect(in: container), direction: _arrowDirection)
    }

    /// Takes the box out and gives the content its corners back, once the popover is gone.
    func _removeChrome() {
        _chromeView?.removeFromSuperview()
        _chromeView = nil
        _backgroundView?.removeFromSuperview()
        _backgroundView = nil
        if let saved = _savedContentCorners, let view = presentedViewController._view { saved.restore(view.layer) }
        _savedContentCorners = nil
    }
}
