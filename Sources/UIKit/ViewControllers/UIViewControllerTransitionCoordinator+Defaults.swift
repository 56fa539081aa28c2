// On iOS the Objective-C importer gives the coordinator's trailing `completion` block a default of
// nil, so `coordinator.animate(alongsideTransition: { … })` compiles. A Swift protocol requirement
// cannot have a default argument: these forward with a nil completion instead.
extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion. Returns whether it was queued.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Runs `animation` alongside the transition for a view outside the container, with no completion.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
