import Foundation

/// Supplies a page view controller with the pages around the current one, for the user's turns.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots of the built-in page control. Optional: with it and
    /// `presentationIndex(for:)`, a horizontal scroll-style page view controller shows a page control.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected dot of the built-in page control. Optional, with `presentationCount(for:)`.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

// Optional on iOS: the defaults mark themselves as absent (ObjectiveC's OptionalRequirements.swift).
extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        _optionalRequirementNotImplemented("presentationCount(for:)")
        return 0
    }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        _optionalRequirementNotImplemented("presentationIndex(for:)")
        return 0
    }
}
