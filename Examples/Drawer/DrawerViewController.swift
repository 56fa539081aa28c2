import UIKit

/// A side drawer, as container libraries build it: the drawer controller's view slides in from the left
/// over the content, driven by a pan on the container's view, and snaps open or closed when the finger
/// lifts (by position and velocity). A tap on the dimmed content closes it.
///
/// Built from public UIKit only: child containment, `UIPanGestureRecognizer` (translation and
/// velocity), `UITapGestureRecognizer`, and `UIView.animate`.
public final class DrawerViewController: UIViewController, UIGestureRecognizerDelegate {
    /// The main content, always visible.
    public let contentViewController: UIViewController
    /// The drawer, hidden off the left edge while closed.
    public let drawerViewController: UIViewController
    /// The drawer's width.
    public var drawerWidth: CGFloat = 280
    /// How long the snap animation takes.
    public var snapDuration: TimeInterval = 0.25
    /// Whether the drawer is open (after the last snap).
    public private(set) var isOpen = false
    /// Called after each snap with the new state.
    public var didSnap: ((Bool) -> Void)?

    public private(set) lazy var panRecognizer = UIPanGestureRecognizer(
        target: self, action: Selector("handlePan:", DrawerViewController.handlePan(_:)))
    public private(set) lazy var tapRecognizer = UITapGestureRecognizer(
        target: self, action: Selector("handleTap:", DrawerViewController.handleTap(_:)))
    private var openAmountAtPanStart: CGFloat = 0

    public init(content: UIViewController, drawer: UIViewController) {
        contentViewController = content
        drawerViewController = drawer
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        for child in [contentViewController, drawerViewController] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        view.addGestureRecognizer(panRecognizer)
        tapRecognizer.delegate = self
        contentViewController.view.addGestureRecognizer(tapRecognizer)
        layoutDrawer(openAmount: 0)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        contentViewController.view.frame = view.bounds
        layoutDrawer(openAmount: isOpen ? 1 : 0)
    }

    /// How far open the drawer is now, 0 (closed) to 1 (open).
    public var openAmount: CGFloat { (drawerViewController.view.frame.maxX / drawerWidth).clamped }

    /// Opens or closes the drawer.
    public func setOpen(_ open: Bool, animated: Bool) {
        let changes = { self.layoutDrawer(openAmount: open ? 1 : 0) }
        let finish: (Bool) -> Void = { _ in
            self.isOpen = open
            self.didSnap?(open)
        }
        if animated {
            UIView.animate(withDuration: snapDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                           animations: changes, completion: finish)
        } else {
            changes()
            finish(true)
        }
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            openAmountAtPanStart = openAmount
        case .changed:
            layoutDrawer(openAmount: openAmountAtPanStart + recognizer.translation(in: view).x / drawerWidth)
        case .ended, .cancelled:
            let velocity = recognizer.velocity(in: view).x
            let open = recognizer.state == .ended && (abs(velocity) > 500 ? velocity > 0 : openAmount > 0.5)
            setOpen(open, animated: true)
        default:
            break
        }
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended { setOpen(false, animated: true) }
    }

    /// The tap only counts while the drawer is open.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer !== tapRecognizer || isOpen
    }

    private func layoutDrawer(openAmount: CGFloat) {
        let amount = openAmount.clamped
        drawerViewController.view.frame = CGRect(x: -drawerWidth + amount * drawerWidth, y: 0,
                                                 width: drawerWidth, height: view.bounds.height)
    }
}

private extension CGFloat {
    var clamped: CGFloat { Swift.min(Swift.max(self, 0), 1) }
}
