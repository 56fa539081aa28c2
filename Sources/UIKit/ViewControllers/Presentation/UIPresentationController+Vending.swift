import Foundation

/// Which presentation controller a presented view controller gets (spec §16.2), and its traits.
extension UIPresentationController {
    func _traitCollectionImpl() -> UITraitCollection {
        let base = containerView?.traitCollection ?? _presenting?.traitCollection ?? UIScreen.main.traitCollection
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }

    /// The style this presentation adapts to in `traits` (spec §16.4): the delegate's full answer when it
    /// implements `adaptivePresentationStyle(for:traitCollection:)`, else its compact-width answer, else
    /// the controller's own; `.none` when it does not adapt.
    package func _adaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        if let delegate, let style = _ifImplemented("adaptivePresentationStyle(for:traitCollection:)", {
            delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
        }) {
            return [.none, .fullScreen, .formSheet, .overFullScreen].contains(style) ? style : _ownAdaptiveStyle(for: traits)
        }
        if traits.horizontalSizeClass == .compact, let delegate,
           let style = _ifImplemented("adaptivePresentationStyle(for:)", { delegate.adaptivePresentationStyle(for: self) }) {
            return [.none, .fullScreen, .overFullScreen].contains(style) ? style : _ownAdaptiveStyle(for: traits)
        }
        return _ownAdaptiveStyle(for: traits)
    }

    private func _ownAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        guard traits.horizontalSizeClass == .compact else { return .none }
        return adaptivePresentationStyle(for: traits)
    }
}

extension UIViewController {
    /// The controller of this controller's presentation: the one in use while presented, else one made
    /// for the current style and kept for the next presentation.
    func _presentationControllerImpl() -> UIPresentationController? {
        let style = modalPresentationStyle._resolved
        if let controller = _presentationControllerStorage,
           controller._state != .dismissed || controller._style == style || style == .custom {
            return controller
        }
        let controller = Self._makePresentationController(for: self, presenting: _presentingViewController, style: style)
        _adopt(controller, style: style)
        return controller
    }

    /// The sheet controller of this controller's presentation, when its style shows a sheet.
    func _sheetPresentationControllerImpl() -> UISheetPresentationController? {
        guard modalPresentationStyle._resolved._isSheet || _presentationControllerStorage is UISheetPresentationController
        else { return nil }
        return _presentationControllerImpl() as? UISheetPresentationController
    }

    /// The popover controller of this controller's presentation, when its style is `.popover` (also while
    /// the popover is shown adapted, by another controller).
    func _popoverPresentationControllerImpl() -> UIPopoverPresentationController? {
        if let original = _presentation?.originalPresentationController as? UIPopoverPresentationController {
            return original
        }
        guard modalPresentationStyle == .popover || _presentationControllerStorage is UIPopoverPresentationController
        else { return nil }
        return _presentationControllerImpl() as? UIPopoverPresentationController
    }

    /// The system controller of a non-custom `style`.
    static func _makePresentationController(for presented: UIViewController, presenting: UIViewController?,
                                            style: UIModalPresentationStyle) -> UIPresentationController {
        if style._isSheet { return UISheetPresentationController(presentedViewController: presented, presenting: presenting) }
        if style == .popover {
            return UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        }
        if style == .custom {
            return UIPresentationController(presentedViewController: presented, presenting: presenting)
        }
        return _UIFullscreenPresentationController(presentedViewController: presented, presenting: presenting)
    }

    /// Keeps `controller` as this controller's presentation controller for `style`.
    func _adopt(_ controller: UIPresentationController, style: UIModalPresentationStyle) {
        if let previous = _presentationControllerStorage, previous !== controller, controller.delegate == nil {
            controller.delegate = previous.delegate
        }
        controller._style = style
        controller._becomeOwnedByPresentedViewController()
        _presentationControllerStorage = controller
    }

    /// The controller for presenting this controller by `presenter` from `source`: for `.custom`, the
    /// transitioning delegate's (asked first, before the animator), else the base class; for the other
    /// styles the system one.
    func _vendPresentationController(style: UIModalPresentationStyle, presenter: UIViewController,
                                     source: UIViewController) -> UIPresentationController {
        let controller: UIPresentationController
        if style == .custom {
            let vended = transitioningDelegate.flatMap {
                $0.presentationController(forPresented: self, presenting: presenter, source: source)
            }
            controller = vended ?? _presentationControllerStorage.flatMap { $0._style == .custom ? $0 : nil }
                ?? UIPresentationController(presentedViewController: self, presenting: presenter)
        } else if let kept = _presentationControllerStorage, kept._style == style {
            controller = kept
        } else {
            controller = Self._makePresentationController(for: self, presenting: presenter, style: style)
        }
        // One still in use by another presentation is left as it is; the presentation is refused.
        guard controller._state == .dismissed else { return controller }
        controller._presenting = presenter
        _adopt(controller, style: style)
        return controller
    }
}
