import Foundation

/// Told of a page view controller's user-driven turns and asked about its spine and orientations.
/// Every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A user's turn is starting towards `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A user's turn ended: `completed` says whether the new page stayed; `previousViewControllers` were
    /// shown when it began.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for `orientation`; asked as the curl style appears.
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports, asked instead of its own default.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The orientation to present the page view controller in, asked instead of its own default.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

// Optional on iOS: the defaults mark themselves as absent (ObjectiveC's OptionalRequirements.swift).
extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {
        _optionalRequirementNotImplemented("pageViewController(_:willTransitionTo:)")
    }
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        _optionalRequirementNotImplemented("pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)")
    }
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        _optionalRequirementNotImplemented("pageViewController(_:spineLocationFor:)")
        return pageViewController.spineLocation
    }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        _optionalRequirementNotImplemented("pageViewControllerSupportedInterfaceOrientations(_:)")
        return .allButUpsideDown
    }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation {
        _optionalRequirementNotImplemented("pageViewControllerPreferredInterfaceOrientationForPresentation(_:)")
        return .portrait
    }
}
