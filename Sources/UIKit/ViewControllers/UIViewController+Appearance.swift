import Foundation

/// The appearance state machine (spec §1, §4, §5). Every driver (window moves, begin/end, forwarding,
/// `transition(from:to:…)`, presentation and the built-in containers) ends in `_setAppearState`.
extension UIViewController {
    /// The appearance phase (read-only outside this file; the machine owns it).
    var _appearState: _AppearState { _appearance.phase }
    /// The begin/end nesting level.
    var _appearanceLevel: Int { _appearance.nesting.level }

    /// Moves to `state` and sends its callback, then forwards to children (spec §1.1). `forwardedFrom`
    /// is the parent's state before the move, which the children are forwarded from in turn.
    func _setAppearState(_ state: _AppearState, animated: Bool, forwardedFrom: _AppearState? = nil) {
        let oldState = forwardedFrom ?? _appearState
        let entry = _appearance.enter(state)
        _SystemChrome.appearanceDidChange()
        if let owed = entry.deliverOwedViewIsAppearing { _deliverViewIsAppearing(animated: owed) }
        _insideAppearanceCallback {
            if _LifecycleEvents.isActive {
                _LifecycleEvents.emit(_appearanceEvent(state, animated: animated))
                _LifecycleEvents.stateMachineCall(self) { _sendAppearanceCallback(state, animated: animated) }
            } else {
                _sendAppearanceCallback(state, animated: animated)
            }
        }
        let laidOut: Bool
        if let view = _view, view.window != nil, !view.layer._needsLayout, !view.layer._subtreeNeedsLayout {
            laidOut = true
        } else {
            laidOut = false
        }
        if let flag = _appearance.didSendCallback(of: state, animated: animated, viewIsLaidOut: laidOut) {
            _deliverViewIsAppearing(animated: flag)
        }
        if _appearance.finishEntering(state) { _sendDidMove(toParent: _parent) }
        _checkInvariants()
        guard shouldAutomaticallyForwardAppearanceMethods, let view = _view else { return }
        for child in _children {
            guard let childView = child._view, childView.isDescendant(of: view) else { continue }
            child._setAppearState(state, animated: animated, forwardedFrom: oldState)
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
        _appearance.callbackWillBegin()
        body()
        _appearance.callbackDidEnd()
    }

    /// Sends `viewIsAppearing` (already taken off the machine's owed list).
    private func _deliverViewIsAppearing(animated: Bool) {
        _insideAppearanceCallback {
            if _LifecycleEvents.isActive {
                var event = _appearanceEvent(.appearing, animated: animated)
                event.kind = .viewIsAppearing
                _LifecycleEvents.emit(event)
            }
            viewIsAppearing(animated)
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
        let presents = _presentedViewController != nil
        event.isMovingToParent = _appearance.movingFlag(appearing: true, hasPresentedController: presents)
        event.isMovingFromParent = _appearance.movingFlag(appearing: false, hasPresentedController: presents)
        event.isBeingPresented = _isBeingPresented
        event.isBeingDismissed = _isBeingDismissed
        return event
    }

    /// The getter behind isMovingToParent / isMovingFromParent (spec §1.4).
    func _movingFlag(appearing: Bool) -> Bool {
        _appearance.readMovingFlag(appearing: appearing, hasPresentedController: _presentedViewController != nil)
    }

    // MARK: Driver A: the root view enters or leaves a window (spec §1.2)

    /// Whether the window path must stay silent for this controller.
    private var _windowPathIsGated: Bool {
        if _isInPresentationTransition { return true }
        if let parent = _parent {
            if !parent.shouldAutomaticallyForwardAppearanceMethods { return true }
            if parent._appearState != .appeared && parent._appearance.isEnteringState { return true }
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
        let generation = _appearance.scheduleWindowDid()
        let animated = _UIViewAnimationContext.isAnimating
        let deliver: () -> Void = { [weak self] in
            guard let self, self._appearance.didGeneration == generation, self._appearState == from else { return }
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
        if let owed = _appearance.takeOwedViewIsAppearing() { _deliverViewIsAppearing(animated: owed) }
    }

    // MARK: Driver B: begin/end appearance transitions (spec §4)

    func _beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if _LifecycleEvents.isActive {
            var event = _LifecycleEvent(.beginAppearanceTransition, self, other: _parent)
            event.isAppearing = isAppearing
            event.animated = animated
            _LifecycleEvents.emit(event)
        }
        switch _appearance.begin(isAppearing: isAppearing, animated: animated) {
        case .none: break
        case .enter(let state):
            if state == .appearing { loadViewIfNeeded() }
            _setAppearState(state, animated: animated)
        }
        _checkInvariants()
    }

    func _endAppearanceTransition() {
        let action = _appearance.end(forwardsAutomatically: shouldAutomaticallyForwardAppearanceMethods)
        if action.isUnbalanced {
            _Diagnostics.log("Unbalanced calls to begin/end appearance transitions for \(self).")
        }
        if _LifecycleEvents.isActive {
            var event = _LifecycleEvent(.endAppearanceTransition, self, other: _parent)
            event.isBalanced = !action.isUnbalanced
            event.isAppearing = action.isAppearing
            _LifecycleEvents.emit(event)
        }
        if let enter = action.enter { _setAppearState(enter.state, animated: enter.animated) }
        _checkInvariants()
    }
}

extension UIViewController {
    /// The base appearance methods report calls that do not come from the state machine (direct calls).
    func _baseAppearanceMethod(_ callback: _LifecycleEvent.Kind, _ animated: Bool) {
        if _LifecycleEvents.isActive { _LifecycleEvents.baseAppearanceMethod(self, callback, animated: animated) }
    }
}
