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

    /// Forwards a size transition to each child whose size changes (spec §8).
    func _forwardViewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in _children {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            if child._lastForwardedSize == childSize { continue }
            child._lastForwardedSize = childSize
            child.viewWillTransition(to: childSize, with: coordinator)
        }
        if let presented = _presentedViewController {
            let presentedSize = presented._presentedContentSize(inContainerOf: size)
            if presented._lastForwardedSize != presentedSize {
                presented._lastForwardedSize = presentedSize
                presented.viewWillTransition(to: presentedSize, with: coordinator)
            }
        }
    }
}
