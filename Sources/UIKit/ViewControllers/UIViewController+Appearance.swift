import Foundation

/// The appearance state machine (spec §1, §4, §5). Every driver (window moves, begin/end, forwarding,
/// `transition(from:to:…)`, presentation and the built-in containers) ends in `_setAppearState`.
extension UIViewController {
    /// Moves to `state` and sends its callback, then forwards to children (spec §1.1).
    func _setAppearState(_ state: _AppearState, animated: Bool) {
        let oldState = _appearState
        _appearState = state
        _SystemChrome.appearanceDidChange()
        // A new transition, whoever drives it, supersedes a did-callback the window path scheduled for
        // an earlier one (it would otherwise land in the middle of this transition).
        if state == .appearing || state == .disappearing { _windowDidToken += 1 }
        _isSettingAppearState = true
        if state != .appearing, _pendingViewIsAppearing { _deliverViewIsAppearing() }
        _insideAppearanceCallback {
            if _LifecycleEvents.isActive {
                _LifecycleEvents.emit(_appearanceEvent(state, animated: animated))
                _LifecycleEvents.stateMachineCall(self) { _sendAppearanceCallback(state, animated: animated) }
            } else {
                _sendAppearanceCallback(state, animated: animated)
            }
        }
        if state == .appearing {
            _pendingViewIsAppearing = true
            _pendingViewIsAppearingAnimated = animated
            if let view = _view, view.window != nil, !view.layer._needsLayout, !view.layer._subtreeNeedsLayout {
                _deliverViewIsAppearing()
            }
        }
        _isSettingAppearState = false
        // Only while the state is still the one just set: a callback that started another transition (a
        // child removing itself in viewDidAppear) leaves the cleanup to the end of that transition.
        if (state == .appeared || state == .disappeared) && _appearState == state && _didMoveCleanupPending {
            _didMoveCleanupPending = false
            _sendDidMove(toParent: _parent)
        }
        guard shouldAutomaticallyForwardAppearanceMethods, let view = _view else { return }
        for child in _children {
            guard let childView = child._view, childView.isDescendant(of: view) else { continue }
            child._appearState = oldState
            child._setAppearState(state, animated: animated)
        }
    }

    private func _sendAppearanceCallback(_ state: _AppearState, animated: Bool) {
        switch state {
        case .appearing: viewWillAppear(animated)
        case .appeared: viewDidAppear(animated)
        case .disappearing: viewWillDisappear(animated)
        case .disappeared: viewDidDisappear(animated)
        }
    }

    func _insideAppearanceCallback(_ body: () -> Void) {
        _appearanceCallbackDepth += 1
        body()
        _appearanceCallbackDepth -= 1
    }

    func _deliverViewIsAppearing() {
        _pendingViewIsAppearing = false
        _insideAppearanceCallback {
            if _LifecycleEvents.isActive {
                var event = _appearanceEvent(.appearing, animated: _pendingViewIsAppearingAnimated)
                event.kind = .viewIsAppearing
                _LifecycleEvents.emit(event)
            }
            viewIsAppearing(_pendingViewIsAppearingAnimated)
        }
    }

    /// The lifecycle event for an appearance callback, with the flags the getters would read inside it
    /// (sampled without the getters' side effects).
    func _appearanceEvent(_ state: _AppearState, animated: Bool) -> _LifecycleEvent {
        let kind: _LifecycleEvent.Kind
        switch state {
        case .appearing: kind = .viewWillAppear
        case .appeared: kind = .viewDidAppear
        case .disappearing: kind = .viewWillDisappear
        case .disappeared: kind = .viewDidDisappear
        }
        var event = _LifecycleEvent(kind, self, other: _parent)
        event.animated = animated
        let moving = _containmentChanging && _presentedViewController == nil
        event.isMovingToParent = moving && (_appearState == .appearing || _appearState == .appeared)
        event.isMovingFromParent = moving && (_appearState == .disappearing || _appearState == .disappeared)
        event.isBeingPresented = _isBeingPresented
        event.isBeingDismissed = _isBeingDismissed
        return event
    }

    /// The getter behind isMovingToParent / isMovingFromParent (spec §1.4).
    func _movingFlag(appearing: Bool) -> Bool {
        guard _appearanceCallbackDepth > 0, _containmentChanging else { return false }
        if _presentedViewController != nil {
            _containmentChanging = false
            return false
        }
        switch _appearState {
        case .appearing, .appeared: return appearing
        case .disappearing, .disappeared: return !appearing
        }
    }

    // MARK: Driver A: the root view enters or leaves a window (spec §1.2)

    /// Whether the window path must stay silent for this controller.
    private var _windowPathIsGated: Bool {
        if _isBeingPresented || _isBeingDismissed || _presentationInProgress { return true }
        if let parent = _parent {
            if !parent.shouldAutomaticallyForwardAppearanceMethods { return true }
            if parent._appearState != .appeared && parent._isSettingAppearState { return true }
        }
        if _appearanceLevel > 0 { return true }
        var ancestor = _parent
        while let current = ancestor {
            if current._appearanceLevel > 0 {
                let parentAppearingOverDisappearedChild = current === _parent
                    && current._appearState == .appearing && _appearState == .disappeared
                if !parentAppearingOverDisappearedChild { return true }
            }
            ancestor = current._parent
        }
        return false
    }

    /// The root view will move to `newWindow`: sends viewWillAppear or viewWillDisappear synchronously.
    func _viewWillMove(toWindow newWindow: UIWindow?) {
        guard !_windowPathIsGated else { return }
        if newWindow != nil {
            if _appearState != .appearing { _setAppearState(.appearing, animated: _UIViewAnimationContext.isAnimating) }
        } else {
            if _appearState != .disappearing { _setAppearState(.disappearing, animated: _UIViewAnimationContext.isAnimating) }
        }
    }

    /// The root view moved to `newWindow`: schedules viewDidAppear or viewDidDisappear after the commit,
    /// or after the enclosing animation's duration and then a commit.
    func _viewDidMove(toWindow newWindow: UIWindow?) {
        guard !_windowPathIsGated else { return }
        let target: _AppearState = newWindow != nil ? .appeared : .disappeared
        let from: _AppearState = newWindow != nil ? .appearing : .disappearing
        guard _appearState == from else { return }
        _windowDidToken += 1
        let token = _windowDidToken
        let animated = _UIViewAnimationContext.isAnimating
        let deliver: () -> Void = { [weak self] in
            guard let self, self._windowDidToken == token, self._appearState == from else { return }
            self._setAppearState(target, animated: animated)
        }
        let duration = _UIViewAnimationContext.currentDuration
        if duration > 0 {
            _MediaTimers.schedule(after: duration) { _Turn.enqueueAfterCommit(deliver) }
        } else {
            _Turn.enqueueAfterCommit(deliver)
        }
    }

    /// Layout hooks from the root view's `layoutSublayers(of:)`.
    func _willLayoutRootView() {
        _containerWillLayout()
        if _LifecycleEvents.isActive { _LifecycleEvents.emit(_LifecycleEvent(.viewWillLayoutSubviews, self)) }
        viewWillLayoutSubviews()
    }
    func _didLayoutRootView() {
        if _LifecycleEvents.isActive { _LifecycleEvents.emit(_LifecycleEvent(.viewDidLayoutSubviews, self)) }
        viewDidLayoutSubviews()
        if _pendingViewIsAppearing && _appearState == .appearing { _deliverViewIsAppearing() }
    }

    // MARK: Driver B: begin/end appearance transitions (spec §4)

    func _beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if _LifecycleEvents.isActive {
            var event = _LifecycleEvent(.beginAppearanceTransition, self, other: _parent)
            event.isAppearing = isAppearing
            event.animated = animated
            _LifecycleEvents.emit(event)
        }
        let oldLevel = _appearanceLevel
        _appearanceLevel += 1
        if oldLevel >= 1 {
            if isAppearing == _appearanceDirectionIsAppearing { return }
            _appearanceLevel = 1
        }
        _appearanceDirectionIsAppearing = isAppearing
        _appearanceAnimated = animated
        if isAppearing {
            if _appearState == .appearing {
                _appearanceLevel = 0
                return
            }
            loadViewIfNeeded()
            _setAppearState(.appearing, animated: animated)
        } else {
            if _appearState == .disappearing {
                _appearanceLevel = 0
                return
            }
            _setAppearState(.disappearing, animated: animated)
        }
    }

    func _endAppearanceTransition() {
        let oldLevel = _appearanceLevel
        _appearanceLevel -= 1
        if oldLevel <= 0 {
            _Diagnostics.log("Unbalanced calls to begin/end appearance transitions for \(self).")
            _appearanceLevel = 0
        }
        if _LifecycleEvents.isActive {
            var event = _LifecycleEvent(.endAppearanceTransition, self, other: _parent)
            event.isBalanced = oldLevel > 0
            event.isAppearing = _appearanceDirectionIsAppearing
            _LifecycleEvents.emit(event)
        }
        if oldLevel > 1 && shouldAutomaticallyForwardAppearanceMethods { return }
        _windowDidToken += 1
        let target: _AppearState = _appearanceDirectionIsAppearing ? .appeared : .disappeared
        if _appearState != target { _setAppearState(target, animated: _appearanceAnimated) }
    }
}

extension UIViewController {
    /// The base appearance methods report calls that do not come from the state machine (direct calls).
    func _baseAppearanceMethod(_ callback: _LifecycleEvent.Kind, _ animated: Bool) {
        if _LifecycleEvents.isActive { _LifecycleEvents.baseAppearanceMethod(self, callback, animated: animated) }
    }
}
