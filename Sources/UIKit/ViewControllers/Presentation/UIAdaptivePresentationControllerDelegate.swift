import Foundation

/// Answers a presentation controller's questions about adapting to a new environment and about a
/// user's attempt to dismiss (a swipe down on a sheet). Every method is optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt to in a horizontally compact environment.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection`; asked for every trait change when implemented.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The controller to show in the adapted style (for example the presented one in a navigation controller).
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// Called before the presentation is shown in the adapted `style` (`.none` when it does not adapt).
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// Called with the presentation controller that replaces `presentationController` for an adaptation.
    func presentationController(_ presentationController: UIPresentationController,
                                prepare adaptivePresentationController: UIPresentationController)
    /// Whether a user's attempt to dismiss (a swipe down) may dismiss; may be asked at any time.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when a user's dismissal starts.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called when a user's dismissal ended with the controller dismissed.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when a user tried to dismiss and the dismissal was refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        _optionalRequirementNotImplemented("adaptivePresentationStyle(for:)")
        return controller.presentationStyle
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        _optionalRequirementNotImplemented("adaptivePresentationStyle(for:traitCollection:)")
        return controller.presentationStyle
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        _optionalRequirementNotImplemented("presentationController(_:viewControllerForAdaptivePresentationStyle:)")
        return nil
    }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {
        _optionalRequirementNotImplemented("presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)")
    }
    public func presentationController(_ presentationController: UIPresentationController,
                                       prepare adaptivePresentationController: UIPresentationController) {
        _optionalRequirementNotImplemented("presentationController(_:prepare:)")
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        _optionalRequirementNotImplemented("presentationControllerShouldDismiss(_:)")
        return true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        _optionalRequirementNotImplemented("presentationControllerWillDismiss(_:)")
    }
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        _optionalRequirementNotImplemented("presentationControllerDidDismiss(_:)")
    }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        _optionalRequirementNotImplemented("presentationControllerDidAttemptToDismiss(_:)")
    }
}
