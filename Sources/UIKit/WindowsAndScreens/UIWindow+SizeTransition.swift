import Foundation

extension UIWindow {
    /// The screen's traits with size classes for a window of `size`: compact width in portrait,
    /// compact height in landscape.
    func _traitCollection(for size: CGSize) -> UITraitCollection {
        let portrait = size.width < size.height
        return UITraitCollection(traitsFrom: [
            _windowScene?.traitCollection ?? screen.traitCollection,
            UITraitCollection(horizontalSizeClass: portrait ? .compact : .regular),
            UITraitCollection(verticalSizeClass: portrait ? .regular : .compact),
        ])
    }

    /// Applies a size change (spec §8): `willTransition(to:with:)` when the traits change and
    /// `viewWillTransition(to:with:)` go to the root view controller first (a presented controller hears
    /// of them through its presentation controller); then the size changes and every shown system sheet
    /// is laid out again for the new size (its detents resolved again, a form sheet's card centred
    /// again; a custom presentation's container resizes with the window and lays out on the next pass,
    /// calling its controller's container layout hooks), the coordinator's alongside blocks run right
    /// after, `traitCollectionDidChange(_:)` goes to every
    /// environment whose traits changed, and the coordinator's completions run on the next turn.
    /// The change is not animated: the port has no rotation animation.
    func _changeSize(to newSize: CGSize, apply: () -> Void) {
        let oldSize = bounds.size
        guard newSize != oldSize, let root = _rootViewController else {
            apply()
            return
        }
        let oldTraits = traitCollection
        let newTraits = _traitOverrides._applied(to: _traitCollection(for: newSize))
        let coordinator = _UITransitionCoordinator(animated: false, duration: 0, containerView: self)
        if !newTraits.isEqual(oldTraits) { root.willTransition(to: newTraits, with: coordinator) }
        root._lastForwardedSize = newSize
        _sizeTransitionTarget = newSize
        root.viewWillTransition(to: newSize, with: coordinator)
        _sizeTransitionTarget = nil
        let snapshot = _TraitChangeSnapshot(window: self)
        root._transitionCoordinator = coordinator
        UIView.performWithoutAnimation {
            _resizingSheetCards {
                apply()
                _layoutPresentedSheets(from: root)
            }
            coordinator.runAlongsideAnimations()
        }
        snapshot.deliverChanges()
        _systemChrome.update(.all, of: self, animated: false)
        _Turn.enqueueNextTurn {
            if root._transitionCoordinator === coordinator { root._transitionCoordinator = nil }
            coordinator.finish()
        }
    }

    /// Lays every system sheet shown from `root` (down its chain of presented controllers) out again
    /// for the window's new size.
    func _layoutPresentedSheets(from root: UIViewController) {
        var presenter = root
        while let presented = presenter._presentedViewController {
            if presented._presentingViewController === presenter,
               let sheet = presented._presentationControllerStorage as? UISheetPresentationController {
                sheet._layoutSheet()
            }
            presenter = presented
        }
    }
}
