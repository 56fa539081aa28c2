import Foundation

/// Adapting a presentation to its environment as it starts (spec §16.4 step 4): the adapted style
/// from the resolution in UIPresentationController+Vending.swift, a new controller for it, and the
/// delegate's chance to show another view controller in its place.
extension UIViewController {
    /// A presentation that adapts: what is shown instead, in which style, by which controller.
    struct _Adaptation {
        let presented: UIViewController
        let style: UIModalPresentationStyle
        let controller: UIPresentationController
    }

    /// The adaptation of presenting `presented` through `controller` in `style` by `presenter`, or nil
    /// when it does not adapt: the resolved style is `.none`, the current style already covers the
    /// screen, no controller is made for the style, or the new controller would change
    /// `shouldPresentInFullscreen`. Asks the delegate for the view controller to show in the adapted
    /// style, then sends `presentationController(_:prepare:)` with the new controller.
    func _adaptation(of presented: UIViewController, style: UIModalPresentationStyle,
                     controller: UIPresentationController, presenter: UIViewController) -> _Adaptation? {
        let adapted = _adaptedStyle(of: controller, style: style, presenter: presenter)
        guard adapted != .none else { return nil }
        return _adaptation(of: presented, style: style, controller: controller, presenter: presenter, adapted: adapted)
    }

    /// The style a presentation in `style` through `controller` adapts to in `presenter`'s traits, or
    /// `.none` when it does not adapt there.
    func _adaptedStyle(of controller: UIPresentationController, style: UIModalPresentationStyle,
                       presenter: UIViewController) -> UIModalPresentationStyle {
        guard style != .fullScreen, style != .overFullScreen else { return .none }
        let adapted = controller._adaptiveStyle(for: presenter.traitCollection)
        guard adapted != style, [.fullScreen, .overFullScreen, .formSheet, .pageSheet].contains(adapted) else { return .none }
        return adapted
    }

    /// The adaptation to `adapted` (a style `_adaptedStyle` gave): the controller shown and its new
    /// presentation controller, or nil when that would change `shouldPresentInFullscreen`.
    func _adaptation(of presented: UIViewController, style: UIModalPresentationStyle, controller: UIPresentationController,
                     presenter: UIViewController, adapted: UIModalPresentationStyle) -> _Adaptation? {
        let delegate = controller.delegate
        let shown = delegate?.presentationController(controller, viewControllerForAdaptivePresentationStyle: adapted)
            ?? presented
        let replacement: UIPresentationController
        if adapted._isSheet, let popover = controller as? UIPopoverPresentationController {
            replacement = popover.adaptiveSheetPresentationController
            replacement._retarget(to: shown)
        } else {
            replacement = Self._makePresentationController(for: shown, presenting: presenter, style: adapted)
            replacement._becomeOwnedByPresentedViewController()
        }
        guard replacement.shouldPresentInFullscreen == controller.shouldPresentInFullscreen else { return nil }
        replacement._style = adapted
        replacement._presenting = presenter
        replacement.delegate = delegate
        delegate?.presentationController(controller, prepare: replacement)
        return _Adaptation(presented: shown, style: adapted, controller: replacement)
    }
}
