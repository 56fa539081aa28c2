import Foundation

extension UIViewController {
    /// Spec §8: an equal value does nothing; otherwise the container hears of it synchronously: the
    /// parent for a child, the presentation controller for a controller that is presented (or on its
    /// way in or out).
    func _setPreferredContentSize(_ size: CGSize) {
        guard size != _preferredContentSize else { return }
        _preferredContentSize = size
        if let parent = _parent {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if _presentingViewController != nil, let controller = _presentationControllerStorage {
            controller.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Forwards a size transition to each child whose size changes (spec §8), and to the presentation
    /// controller of the controller this one presents: Apple's `UIContentContainer` documentation has
    /// view controllers forward the change to their children and presentation controllers forward it to
    /// their presented controller. The presentation controller is told its container's new size (the
    /// window's, or this controller's for a presentation in its context).
    func _forwardViewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in _children {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            if child._lastForwardedSize == childSize { continue }
            child._lastForwardedSize = childSize
            child.viewWillTransition(to: childSize, with: coordinator)
        }
        guard let presented = _presentedViewController else { return }
        if let controller = presented._presentationControllerStorage, controller._state != .dismissed {
            let inContext = presented._presentation?.style._usesPresentationContext == true
            let containerSize = inContext ? size : (_view?.window?._sizeTransitionTarget ?? size)
            controller.viewWillTransition(to: containerSize, with: coordinator)
        } else {
            presented._receiveForwardedSizeTransition(to: size, with: coordinator)
        }
    }

    /// Tells this controller its view is about to take `size`, unless it was told that size already.
    func _receiveForwardedSizeTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        guard _lastForwardedSize != size else { return }
        _lastForwardedSize = size
        viewWillTransition(to: size, with: coordinator)
    }
}

extension UIPresentationController {
    /// The base `viewWillTransition(to:with:)`: the presented controller is told the size
    /// `size(forChildContentContainer:withParentContainerSize:)` gives it in a container of `size`.
    func _forwardViewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let presented = presentedViewController
        presented._receiveForwardedSizeTransition(
            to: self.size(forChildContentContainer: presented, withParentContainerSize: size), with: coordinator)
    }

    /// The base `willTransition(to:with:)`: the presented controller is told its new traits when they change.
    func _forwardWillTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        let presented = presentedViewController
        if !newCollection.isEqual(presented.traitCollection) { presented.willTransition(to: newCollection, with: coordinator) }
    }
}
