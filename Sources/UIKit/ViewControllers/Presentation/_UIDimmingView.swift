import Foundation

/// The view UIKit puts behind a sheet or a popover (its `UIDimmingView`): it covers the container,
/// darkens what is behind a sheet (a popover's is transparent), and a tap on it is a user's attempt to
/// dismiss. Touches on the presentation's passthrough views go to those views instead.
@MainActor
final class _UIDimmingView: UIView {
    /// The colour behind a sheet: black at 40 % [provisional: UIKit's value, read from screenshots, not documented].
    static let sheetDimmingColor = UIColor(white: 0, alpha: 0.4)

    weak var _presentationController: UIPresentationController?
    /// The views that keep receiving touches through this one.
    var passthroughViews: () -> [UIView] = { [] }

    init(frame: CGRect, color: UIColor?) {
        super.init(frame: frame)
        backgroundColor = color
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("tapped", _UIDimmingView.tapped)))
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard self.point(inside: point, with: event), !isHidden, isUserInteractionEnabled else { return nil }
        for view in passthroughViews() where view.window === window {
            let local = convert(point, to: view)
            if view.point(inside: local, with: event), let hit = view.hitTest(local, with: event) { return hit }
        }
        return super.hitTest(point, with: event)
    }

    func tapped() {
        _presentationController?._performUserDismissal()
    }
}
