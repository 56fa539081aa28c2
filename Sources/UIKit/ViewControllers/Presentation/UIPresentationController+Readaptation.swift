import Foundation

/// A shown presentation adapting again after its presenter's traits changed (spec §16.4): a window
/// resize, a trait override, anything that changes the size classes the adaptation reads. When the
/// style the presentation resolves to differs from the one it is shown in, the presentation moves to the
/// other style without animation: the current one is taken down as a dismissal would (without the
/// dismissal delegate calls), and the presentation is shown again in the new style, with the delegate's
/// `viewControllerForAdaptivePresentationStyle` controller (or the original presented controller when it
/// goes back to not adapting), `presentationController(_:prepare:)` and
/// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` as at the start.
///
/// [Provisional] The presented content is taken out of the window and put back, so it gets
/// `viewWillDisappear`/`viewDidDisappear` then `viewWillAppear`/`viewDidAppear`; iOS's private
/// adaptation transition is not documented on this point.
extension UIViewController {
    /// Re-adapts the presentation this controller shows, when its traits changed. A change that comes
    /// while the presentation or its dismissal is still running waits for it to end (a completion on
    /// its transition coordinator), then is checked against the state it left: a finished dismissal
    /// leaves nothing to adapt, and several changes in one transition adapt once. [Provisional: the
    /// spec does not say what iOS does; swapping the style under a running animator would leave the
    /// animator driving views that are gone.]
    func _readaptPresentation() {
        guard let shown = _presentedViewController, shown._presentation?.adaptiveStyleAnnouncement != nil else { return }
        if _isInPresentationTransition || shown._isInPresentationTransition {
            let coordinator = _transitionCoordinator ?? shown._transitionCoordinator
            _ = coordinator?.animate(alongsideTransition: nil, completion: { [weak self] _ in
                self?._readaptPresentation()
            })
            return
        }
        guard let record = shown._presentation, let announcement = record.adaptiveStyleAnnouncement,
              shown._presentedViewController == nil,
              shown._presentationControllerStorage?._state == .presented,
              let window = _view?.window else { return }
        let original = announcement.controller
        let originalStyle = original._style
        let adapted = _adaptedStyle(of: original, style: originalStyle, presenter: self)
        guard adapted != announcement.style else { return }
        let popover = original as? UIPopoverPresentationController
        if adapted == .none, let popover, popover.sourceView == nil, popover.sourceItem == nil {
            // Back in a regular environment without an anchor: the popover's raise, and nothing changes.
            _ = popover._prepareForPresentation()
            return
        }
        let content = original.presentedViewController
        let presenter = self
        _runDismissal(of: [shown], by: self, animated: false) {
            guard presenter._presentedViewController == nil, window === presenter._view?.window else { return }
            if shown !== content { Self._releaseFromWrapper(content) }
            let target: _Adaptation
            if adapted == .none {
                if let popover, !popover._prepareForPresentation() { return }
                target = _Adaptation(presented: content, style: originalStyle, controller: original)
                original._presenting = presenter
                content._presentationControllerStorage = original
            } else if let adaptation = presenter._adaptation(of: content, style: originalStyle, controller: original,
                                                             presenter: presenter, adapted: adapted) {
                target = adaptation
            } else {
                return
            }
            let newRecord = _PresentationRecord(style: target.style)
            newRecord.adaptiveStyleAnnouncement = (original, adapted)
            if target.controller !== original {
                target.presented._presentationControllerStorage = target.controller
                if target.presented === content { newRecord.originalPresentationController = original }
            }
            presenter._runPresentation(of: target.presented, by: presenter, in: window, controller: target.controller,
                                       record: newRecord, animated: false, completion: nil)
        }
    }

    /// Takes `content` out of the container the delegate wrapped it in for the adapted style.
    static func _releaseFromWrapper(_ content: UIViewController) {
        guard let wrapper = content._parent else { return }
        if let navigation = wrapper as? UINavigationController {
            navigation.setViewControllers(navigation.viewControllers.filter { $0 !== content }, animated: false)
        }
        guard content._parent != nil else { return }
        content.willMove(toParent: nil)
        content._view?.removeFromSuperview()
        content.removeFromParent()
    }
}

extension _TraitChangeSnapshot {
    /// After a trait change: every recorded controller that shows a presentation and whose traits changed
    /// re-adapts it.
    static func readaptPresentations(of controllers: [(controller: UIViewController, previous: UITraitCollection)]) {
        for entry in controllers where entry.controller._presentedViewController != nil
            && !entry.controller.traitCollection.isEqual(entry.previous) {
            entry.controller._readaptPresentation()
        }
    }
}
