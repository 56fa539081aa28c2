import UIKit

/// A view controller whose every system preference is a stored value a test sets.
@MainActor
final class PreferringViewController: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    var animation: UIStatusBarAnimation = .fade
    weak var styleChild: UIViewController?
    weak var hiddenChild: UIViewController?
    var orientations: UIInterfaceOrientationMask = .allButUpsideDown
    var rotates = true
    var homeIndicatorHidden = false
    weak var homeIndicatorChild: UIViewController?
    var deferredEdges: UIRectEdge = []
    weak var deferredEdgesChild: UIViewController?
    var pointerLocked = false
    weak var pointerLockChild: UIViewController?

    init(style: UIStatusBarStyle = .default) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
    override var childForStatusBarStyle: UIViewController? { styleChild }
    override var childForStatusBarHidden: UIViewController? { hiddenChild }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientations }
    override var shouldAutorotate: Bool { rotates }
    override var prefersHomeIndicatorAutoHidden: Bool { homeIndicatorHidden }
    override var childForHomeIndicatorAutoHidden: UIViewController? { homeIndicatorChild }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { deferredEdges }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { deferredEdgesChild }
    override var prefersPointerLocked: Bool { pointerLocked }
    override var childViewControllerForPointerLock: UIViewController? { pointerLockChild }
}

/// A navigation controller that lets its top view controller decide the status bar, as apps write it.
@MainActor
final class TopDecidesNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
}
