import Foundation

/// What a presentation did, kept on the presented controller until it is dismissed (spec §6).
@MainActor
final class _PresentationRecord {
    let style: UIModalPresentationStyle
    /// The presenter's view while it is off screen, with where it came from.
    var removedPresenterView: UIView?
    weak var removedFromSuperview: UIView?
    var removedIndex = 0

    init(style: UIModalPresentationStyle) { self.style = style }

    /// Takes `view` off screen, remembering its place.
    func detach(_ view: UIView) {
        guard let superview = view.superview else { return }
        removedFromSuperview = superview
        removedIndex = superview._indexOfSubview(view) ?? superview.subviews.count
        removedPresenterView = view
        view.removeFromSuperview()
    }

    /// Puts the view taken off screen back where it was.
    func restore() {
        guard let view = removedPresenterView, let superview = removedFromSuperview else { return }
        superview.insertSubview(view, at: min(removedIndex, superview.subviews.count))
        removedPresenterView = nil
    }
}

extension UIViewController {
    /// Whether this controller's view is off screen because a controller it presented took it off
    /// (`.fullScreen`, or `.currentContext` with this controller as the context).
    var _isViewRemovedByPresentation: Bool {
        guard let view = _view, let record = _presentedViewController?._presentation else { return false }
        return record.removedPresenterView === view
    }

    /// The duration of an animated modal slide: 0.35 s, close to UIKit's default sheet and
    /// cover-vertical presentations (UIKit uses a spring; the port uses ease-in-out).
    static let _modalTransitionDuration: TimeInterval = 0.35

    /// The controller that actually presents for `style`: the nearest ancestor (or self) that defines
    /// the presentation context for the context styles, else the outermost ancestor.
    func _presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style._usesPresentationContext {
            var current: UIViewController? = self
            while let controller = current {
                if controller.definesPresentationContext { return controller }
                current = controller._parent
            }
        }
        var root = self
        while let parent = root._parent { root = parent }
        return root
    }

    /// Whether this controller takes part in a presentation or dismissal that has not finished.
    var _isInPresentationTransition: Bool { _presentationInProgress || _isBeingPresented || _isBeingDismissed }

    package func _present(_ candidate: UIViewController?, animated: Bool, completion: (() -> Void)?) {
        guard let presented = candidate else {
            _Diagnostics.raiseInvalidArgument("Application tried to present a nil modal view controller on target \(self).")
            return
        }
        if presented === self {
            _Diagnostics.raiseInvalidArgument(
                "Application tried to present modal view controller on itself. Presenting controller is \(self).")
            return
        }
        if let parent = presented._parent {
            _Diagnostics.raiseInvalidArgument(
                "Application tried to present modally a view controller \(presented) that has a parent view controller \(parent).")
            return
        }
        if let presenter = presented._presentingViewController {
            _Diagnostics.raiseInvalidArgument(
                "Application tried to present modally a view controller \(presented) that is already being presented by \(presenter).")
            return
        }
        let style = presented.modalPresentationStyle._resolved
        let presenter = _presentationContext(for: style)
        let prefix = "Attempt to present \(presented) on \(presenter) (from \(self))"
        // A controller on its way out no longer counts as presented: that case is "in progress".
        if let current = presenter._presentedViewController, !current._isBeingDismissed {
            _Diagnostics.log("\(prefix) which is already presenting \(current).")
            return
        }
        if presenter._isInPresentationTransition {
            _Diagnostics.log("\(prefix) while a presentation is in progress.")
            return
        }
        // A running container transition (a push, a size change) holds the presentation until it ends.
        if let coordinator = transitionCoordinator ?? presenter.transitionCoordinator,
           coordinator.animate(alongsideTransition: nil, completion: { [self] _ in
               _present(presented, animated: animated, completion: completion)
           }) {
            return
        }
        guard let presenterView = presenter._view, let window = presenterView.window else {
            _Diagnostics.log("\(prefix) whose view is not in the window hierarchy.")
            return
        }
        _runPresentation(of: presented, by: presenter, in: window, style: style, animated: animated, completion: completion)
    }

    private func _runPresentation(of presented: UIViewController, by presenter: UIViewController, in window: UIWindow,
                                  style: UIModalPresentationStyle, animated: Bool, completion: (() -> Void)?) {
        let record = _PresentationRecord(style: style)
        let coordinator = _UITransitionCoordinator(animated: animated, duration: Self._modalTransitionDuration,
                                                   containerView: window)
        presenter._presentedViewController = presented
        presenter._presentationInProgress = true
        presenter._transitionCoordinator = coordinator
        presented._presentingViewController = presenter
        presented._presentation = record
        presented._isBeingPresented = true
        presented._presentationInProgress = true
        presented._transitionCoordinator = coordinator

        let presenterView = presenter.view!
        let presentedView = presented.view!
        let removesPresenter = style._removesPresentersView
        let container: UIView
        let finalFrame: CGRect
        if style._usesPresentationContext, let superview = presenterView.superview {
            container = superview
            finalFrame = presenterView.frame
        } else {
            container = window
            finalFrame = style._isSheet ? Self._sheetFrame(in: window) : window.bounds
        }

        let willPhase = {
            if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
            presented.beginAppearanceTransition(true, animated: animated)
            presentedView.frame = animated ? finalFrame.offsetBy(dx: 0, dy: container.bounds.height) : finalFrame
            if container === window {
                container.addSubview(presentedView)
            } else {
                container.insertSubview(presentedView, aboveSubview: presenterView)
            }
        }
        let finish = {
            presented.endAppearanceTransition()
            if removesPresenter {
                record.detach(presenterView)
                presenter.endAppearanceTransition()
            }
            presenter._presentationInProgress = false
            presenter._transitionCoordinator = nil
            presented._isBeingPresented = false
            presented._presentationInProgress = false
            presented._transitionCoordinator = nil
            coordinator.finish()
            completion?()
        }
        Self._runModalPhases(animated: animated, coordinator: coordinator, willPhase: willPhase,
                             slide: { presentedView.frame = finalFrame }, finish: finish)
    }

    /// The size this presented controller's view takes in a container of `size`: a sheet is shorter by
    /// its top offset, every other style takes the whole size.
    func _presentedContentSize(inContainerOf size: CGSize) -> CGSize {
        guard _presentation?.style._isSheet == true, let window = _view?.window else { return size }
        let top = window._windowSafeAreaInsets.top + 10
        return CGSize(width: size.width, height: max(0, size.height - top))
    }

    /// A page or form sheet on a phone: the window's width, from 10 points below the top safe area.
    static func _sheetFrame(in window: UIWindow) -> CGRect {
        let top = window._windowSafeAreaInsets.top + 10
        return CGRect(x: 0, y: top, width: window.bounds.width, height: max(0, window.bounds.height - top))
    }

    package func _dismiss(animated: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        let lowest: UIViewController
        if let presented = presentedViewController, let by = presented._presentingViewController {
            presenter = by
            lowest = presented
        } else if let by = presentingViewController {
            var root = self
            while let parent = root._parent { root = parent }
            presenter = by
            lowest = root
        } else {
            return
        }
        var chain = [lowest]
        while let next = chain.last?._presentedViewController { chain.append(next) }
        if presenter._isInPresentationTransition || chain.contains(where: { $0._isInPresentationTransition }) {
            _Diagnostics.log(
                "Warning: Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!")
            return
        }
        // A running container transition (a push in the presented navigation controller, say) holds it.
        if let coordinator = transitionCoordinator ?? presenter.transitionCoordinator ?? chain.last?.transitionCoordinator,
           coordinator.animate(alongsideTransition: nil, completion: { [self] _ in
               _dismiss(animated: animated, completion: completion)
           }) {
            return
        }
        _runDismissal(of: chain, by: presenter, animated: animated, completion: completion)
    }

    private func _runDismissal(of chain: [UIViewController], by presenter: UIViewController,
                               animated: Bool, completion: (() -> Void)?) {
        let top = chain[chain.count - 1]
        let lowestRecord = chain[0]._presentation
        let restoresPresenter = lowestRecord?.removedPresenterView != nil
        let container: UIView = top._view?.window ?? presenter._view?.window ?? UIView()
        let coordinator = _UITransitionCoordinator(animated: animated, duration: Self._modalTransitionDuration,
                                                   containerView: container)
        presenter._presentationInProgress = true
        presenter._transitionCoordinator = coordinator
        for controller in chain {
            controller._isBeingDismissed = true
            controller._presentationInProgress = true
            controller._transitionCoordinator = coordinator
        }
        var disappearing: [UIViewController] = []
        let willPhase = {
            for controller in chain.reversed() where controller._appearState == .appeared || controller._appearState == .appearing {
                controller.beginAppearanceTransition(false, animated: controller === top && animated)
                disappearing.append(controller)
            }
            if restoresPresenter {
                presenter.beginAppearanceTransition(true, animated: animated)
                lowestRecord?.restore()
            }
            for controller in chain where controller !== top { controller._view?.removeFromSuperview() }
        }
        let finish = {
            if restoresPresenter { presenter.endAppearanceTransition() }
            presenter._presentedViewController = nil
            for controller in chain {
                controller._presentingViewController = nil
                controller._presentedViewController = nil
                controller._presentation = nil
            }
            top._view?.removeFromSuperview()
            for controller in disappearing { controller.endAppearanceTransition() }
            presenter._presentationInProgress = false
            presenter._transitionCoordinator = nil
            for controller in chain {
                controller._isBeingDismissed = false
                controller._presentationInProgress = false
                controller._transitionCoordinator = nil
            }
            coordinator.finish()
            completion?()
        }
        if animated, let topView = top._view, let superview = topView.superview {
            let target = topView.frame.offsetBy(dx: 0, dy: superview.bounds.height)
            Self._runModalPhases(animated: true, coordinator: coordinator, willPhase: willPhase,
                                 slide: { topView.frame = target }, finish: finish)
        } else {
            Self._runModalPhases(animated: false, coordinator: coordinator, willPhase: willPhase,
                                 slide: {}, finish: finish)
        }
    }

    /// Runs a modal transition: the will-callbacks, then either the slide over the modal duration with
    /// the alongside animations (`finish` when it ends), or, without animation, the alongside blocks
    /// and `finish` after this turn's commit.
    private static func _runModalPhases(animated: Bool, coordinator: _UITransitionCoordinator,
                                        willPhase: () -> Void, slide: @escaping () -> Void,
                                        finish: @escaping () -> Void) {
        if animated {
            willPhase()
            UIView.animate(withDuration: _modalTransitionDuration, delay: 0, options: [.curveEaseInOut],
                           animations: {
                slide()
                coordinator.runAlongsideAnimations()
            }, completion: { _ in finish() })
        } else {
            UIView.performWithoutAnimation {
                willPhase()
                coordinator.runAlongsideAnimations()
            }
            _Turn.enqueueAfterCommit(finish)
        }
    }
}
