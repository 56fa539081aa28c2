import Foundation

/// Stack changes: they update `viewControllers` and containment at once and schedule the transition.
extension UINavigationController {
    func _push(_ controller: UIViewController, animated: Bool) {
        // Only a child of this controller can be on its stack: a new controller costs no scan.
        if controller._parent === self, _stack.reversed().contains(where: { $0 === controller }) {
            _Diagnostics.raiseInvalidArgument(
                "\(self) is pushing the same view controller instance (\(controller)) more than once which is not supported and is most likely an error in the application")
            return
        }
        if controller is UINavigationController {
            _Diagnostics.raiseInvalidArgument("Pushing a navigation controller is not supported")
            return
        }
        _stack.append(controller)
        _adopt(controller)
        _syncNavigationItems(pushed: controller)
        _scheduleTransition(animated: animated)
    }

    func _pop(animated: Bool) -> UIViewController? {
        guard _stack.count > 1 else { return nil }
        let popped = _stack.removeLast()
        _release(popped)
        _syncNavigationItems(popped: popped)
        _scheduleTransition(animated: animated)
        return popped
    }

    func _pop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = _stack.firstIndex(where: { $0 === target }) else {
            NSException(name: .internalInconsistencyException,
                        reason: "Tried to pop to a view controller that doesn't exist.").raise()
            return nil
        }
        guard index < _stack.count - 1 else { return nil }
        let popped = Array(_stack[(index + 1)...])
        _stack.removeSubrange((index + 1)...)
        for controller in popped.reversed() { _release(controller) }
        _syncNavigationItems()
        _scheduleTransition(animated: animated)
        return popped
    }

    func _setStack(_ controllers: [UIViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        for controller in controllers where !seen.insert(ObjectIdentifier(controller)).inserted {
            _Diagnostics.raiseInvalidArgument(
                "\(self) is pushing the same view controller instance (\(controller)) more than once which is not supported and is most likely an error in the application")
            return
        }
        let old = _stack
        _stack = controllers
        for controller in old.reversed() where !seen.contains(ObjectIdentifier(controller)) { _release(controller) }
        let kept = Set(old.map(ObjectIdentifier.init))
        for controller in controllers where !kept.contains(ObjectIdentifier(controller)) { _adopt(controller) }
        // Children follow the stack's order; controllers on their way out stay after it until removed.
        let stackIDs = seen
        _children = _ChildList(controllers + _children.filter { !stackIDs.contains(ObjectIdentifier($0)) })
        _syncNavigationItems()
        _scheduleTransition(animated: animated)
    }

    /// Adds `controller` as a child (it gets willMove(toParent: self) now, didMove at the transition's end).
    private func _adopt(_ controller: UIViewController) {
        if let index = _pendingRemoved.firstIndex(where: { $0 === controller }) {
            _pendingRemoved.remove(at: index)
            controller._sendWillMove(toParent: self)
        } else {
            addChild(controller)
        }
        _pendingAdded.append(controller)
    }

    /// Takes `controller` off the stack: willMove(toParent: nil) now, removal from `children` at the end.
    private func _release(_ controller: UIViewController) {
        if let index = _pendingAdded.firstIndex(where: { $0 === controller }) { _pendingAdded.remove(at: index) }
        controller._sendWillMove(toParent: nil)
        _pendingRemoved.append(controller)
    }

    /// Runs the transition in the next layout pass when on screen; otherwise settles the stack silently.
    func _scheduleTransition(animated: Bool) {
        _pendingAnimated = animated
        // A new top may hide or show the toolbar and an enclosing tab bar (`hidesBottomBarWhenPushed`).
        _parent?._view?.setNeedsLayout()
        guard !_transitionInFlight else { return }
        if _appearState == .appeared, let view = _view, view.window != nil {
            view.setNeedsLayout()
        } else if _appearState == .disappeared {
            _settleSilently()
        }
    }

    /// Settles the stack without appearance callbacks (the navigation controller is off screen).
    func _settleSilently() {
        let top = _stack.last
        if let displayed = _displayed, displayed !== top, let view = displayed._view, view.superview === _view {
            displayed._takeOffScreenAsDisplayedChild()
        }
        _displayed = top
        if let top, let container = _view, top.isViewLoaded { _installDisplayedChild(top, in: container) }
        _finishContainment()
    }

    /// Takes the pending containment changes: the ones the transition starting now will settle.
    func _takePendingContainment() -> (added: [UIViewController], removed: [UIViewController]) {
        defer { _pendingAdded.removeAll(); _pendingRemoved.removeAll() }
        return (_pendingAdded, _pendingRemoved)
    }

    /// Sends the pending didMove(toParent:) calls and removes the popped controllers from `children`.
    func _finishContainment() {
        let pending = _takePendingContainment()
        _finishContainment(added: pending.added, removed: pending.removed)
    }

    /// Removes `removed` from `children` (didMove(toParent: nil)), then sends `added` didMove(toParent: self).
    func _finishContainment(added: [UIViewController], removed: [UIViewController]) {
        for controller in removed where controller._parent === self {
            if let view = controller._view, view.superview === _view { view.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in added where controller._parent === self { controller._sendDidMove(toParent: self) }
    }

    /// Puts the bar in front, 44 points high plus its large-title area, just below the top safe area.
    @discardableResult
    func _layoutBar(in container: UIView) -> UIView {
        let bar = _navigationBar
        if bar.superview !== container { container.addSubview(bar) }
        let frame = CGRect(x: 0, y: container.safeAreaInsets.top, width: container.bounds.width, height: _navigationBarHeight)
        if bar.frame != frame { bar.frame = frame }
        return bar
    }

    /// Puts the toolbar in front at the bottom, 44 points plus the bottom safe area, with the top view
    /// controller's items; a hidden toolbar is left out of the view, except while it slides out, when it
    /// sits just below the bottom edge, or moves across with a push or pop, when only its x moves
    /// (UINavigationController+ToolbarSlide.swift).
    func _layoutToolbar(in container: UIView) {
        let toolbar = _toolbar
        let across = _toolbarSlide.direction == .across
        let slidingOut = _toolbarSlide.direction == .out && toolbar.superview === container
        guard _showsToolbar || slidingOut || across else {
            if toolbar.superview === container { toolbar.removeFromSuperview() }
            return
        }
        if toolbar.superview !== container { container.addSubview(toolbar) }
        var frame = _toolbarFrame(in: container, offscreen: !_showsToolbar && !across)
        if across { frame.origin.x = toolbar.frame.minX }
        if toolbar.frame != frame { toolbar.frame = frame }
        // A toolbar leaving with the old view across keeps the old view's items.
        if across && !_showsToolbar { return }
        // Only a change of items re-lays the toolbar out (this runs in every layout of the container).
        let items = topViewController?.toolbarItems ?? []
        if !items.elementsEqual(toolbar._items, by: ===) { toolbar.setItems(items, animated: false) }
    }

    /// Whether the toolbar shows: not hidden, and the top view controller does not hide bottom bars.
    var _showsToolbar: Bool { !_toolbarHidden && topViewController?.hidesBottomBarWhenPushed != true }

    /// Hides or shows a bar with `change`; animated, the new layout runs in an animation.
    func _setBarHidden(animated: Bool, _ change: @escaping () -> Void) {
        change()
        guard animated, let view = _view, view.window != nil else { return }
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration)) { view.layoutIfNeeded() }
    }

    /// Makes the bar's items follow the stack.
    func _syncNavigationItems() {
        _navigationBar.setItems(_stack.map(\.navigationItem), animated: false)
    }

    /// After a push: the bar gains the new item without rebuilding its list (a push costs O(1), not O(depth)).
    private func _syncNavigationItems(pushed controller: UIViewController) {
        guard _navigationBar._items.count == _stack.count - 1 else { return _syncNavigationItems() }
        _navigationBar._items.append(controller.navigationItem)
    }

    /// After a pop of one: the bar drops its top item, when it is the popped controller's.
    private func _syncNavigationItems(popped controller: UIViewController) {
        guard _navigationBar._items.count == _stack.count + 1,
              _navigationBar._items.last === controller.navigationItem else { return _syncNavigationItems() }
        _navigationBar._items.removeLast()
    }
}
