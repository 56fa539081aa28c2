import Foundation

extension UIView {

    var _window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current._superview
        }
        return nil
    }





    func _bringSubviewToFront(_ view: UIView) {
        guard view._superview === self, let index = _indexOfSubview(view) else { return }
        _subviews.remove(at: index)
        _subviews.append(view)
        _syncLayerOrder(of: view)
    }

    func _sendSubviewToBack(_ view: UIView) {
        guard view._superview === self, let index = _indexOfSubview(view) else { return }
        _subviews.remove(at: index)
        _subviews.insert(view, at: 0)
        _syncLayerOrder(of: view)
    }

    func _exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard _subviews.indices.contains(index1), _subviews.indices.contains(index2), index1 != index2 else { return }
        _subviews.swapAt(index1, index2)
        _syncLayerOrder(of: _subviews[index1])
        _syncLayerOrder(of: _subviews[index2])
    }

    func _removeFromSuperview() {
        guard let parent = _superview else { return }
        if _LifecycleEvents.isActive { _emitHierarchyEvent(.viewWillRemoveFromSuperview, superview: parent) }
        let oldWindow = window
        let oldTint = _inheritedTint
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if let oldWindow { _notifyWillMove(toWindow: nil, from: oldWindow) }
        _constraintsWillDetach()
        if let index = parent._indexOfSubview(self) { parent._subviews.remove(at: index) }
        _superview = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { _notifyDidMoveToWindow() }
        didMoveToSuperview()
        _tintColorDidChangeIfNeeded(from: oldTint)
        parent.setNeedsLayout()
    }

    func _isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate._superview
        }
        return false
    }

    func _viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in _subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Callbacks for subclasses


    // MARK: Implementation

    func _indexOfSubview(_ view: UIView) -> Int? {
        _subviews.index(ofIdentical: view)
    }

    func _insertSubview(_ view: UIView, relativeTo sibling: UIView, offset: Int) {
        guard sibling._superview === self, sibling !== view else {
            _insertSubview(view, at: _subviews.count)
            return
        }
        var index = _indexOfSubview(sibling)! + offset
        if view._superview === self, let current = _indexOfSubview(view), current < index { index -= 1 }
        _insertSubview(view, at: index)
    }

    func _insertSubview(_ view: UIView, at requestedIndex: Int) {
        if view === self || isDescendant(of: view) {
            _Diagnostics.raiseInvalidArgument("Can't add self as subview")
            return
        }
        if view._superview === self {
            // Already a subview: only its position changes.
            let current = _indexOfSubview(view)!
            _subviews.remove(at: current)
            _subviews.insert(view, at: max(0, min(requestedIndex, _subviews.count)))
            _syncLayerOrder(of: view)
            return
        }
        let oldSuperview = view._superview
        let oldTint = view._inheritedTint
        let oldWindow = view.window
        let newWindow = window
        let windowChanges = oldWindow !== newWindow
        oldSuperview?.willRemoveSubview(view)
        if windowChanges { view._notifyWillMove(toWindow: newWindow, from: oldWindow) }
        view.willMove(toSuperview: self)
        if oldSuperview != nil { view._constraintsWillDetach() }
        if let oldSuperview, let index = oldSuperview._indexOfSubview(view) {
            oldSuperview._subviews.remove(at: index)
            oldSuperview.setNeedsLayout()
        }
        let index = max(0, min(requestedIndex, _subviews.count))
        _subviews.insert(view, at: index)
        view._superview = self
        _syncLayerOrder(of: view)
        view._constraintsDidAttach()
        if windowChanges { view._notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        view._tintColorDidChangeIfNeeded(from: oldTint)
        setNeedsLayout()
        view.setNeedsLayout()
        if _LifecycleEvents.isActive { view._emitHierarchyEvent(.viewDidMoveToSuperview, superview: self) }
    }

    /// A view hierarchy event for lifecycle observers: `controller` owns this view (if it is a root view),
    /// `other` owns the superview or its nearest ancestor.
    func _emitHierarchyEvent(_ kind: _LifecycleEvent.Kind, superview: UIView) {
        var event = _LifecycleEvent(kind, _viewController, other: superview._owningViewController)
        event.view = self
        event.superview = superview
        _LifecycleEvents.emit(event)
    }

    /// Places the subview's layer among the layers of its sibling views, mirroring `subviews`.
    func _syncLayerOrder(of view: UIView) {
        guard let index = _indexOfSubview(view) else { return }
        if index + 1 < _subviews.count, _subviews[index + 1].layer.superlayer === layer {
            layer.insertSublayer(view.layer, below: _subviews[index + 1].layer)
        } else if index > 0, _subviews[index - 1].layer.superlayer === layer {
            layer.insertSublayer(view.layer, above: _subviews[index - 1].layer)
        } else if index == 0, _subviews.count > 1 {
            layer.insertSublayer(view.layer, below: _subviews[1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    /// Sends `willMove(toWindow:)` down the subtree in pre-order; a view controller's root view first
    /// tells its controller, which is where window-driven appearance starts.
    ///
    /// Iterative, so any depth works. Each view's subviews are taken after its own callbacks; a subview
    /// that a callback moved elsewhere in the meantime is skipped (its own move told it already).
    func _notifyWillMove(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?) {
        _walkSubtreeStillAttached { view in
            if let oldWindow, oldWindow._firstResponder === view {
                // Leaving the window resigns first responder; the window lets go even if the view refuses.
                _ = view.resignFirstResponder()
                if oldWindow._firstResponder === view { oldWindow._firstResponder = nil }
            }
            view._viewController?._viewWillMove(toWindow: newWindow)
            view.willMove(toWindow: newWindow)
        }
    }

    /// Sends `didMoveToWindow()` down the subtree in pre-order (iteratively, as `_notifyWillMove`), each
    /// view's dynamic background resolved for its new traits first.
    func _notifyDidMoveToWindow() {
        let newWindow = window
        _walkSubtreeStillAttached { view in
            view._resolveDynamicColors()
            view.didMoveToWindow()
            view._viewController?._viewDidMove(toWindow: newWindow)
        }
    }

    /// Visits this view and its subtree in pre-order without recursion. A view's subviews are read when
    /// the view has been visited; one that has since left that superview is not visited.
    func _walkSubtreeStillAttached(_ visit: (UIView) -> Void) {
        var stack: [(view: UIView, parent: UIView?)] = [(self, _superview)]
        while let (view, parent) = stack.popLast() {
            guard view._superview === parent else { continue }
            visit(view)
            for subview in view._subviews.reversed() { stack.append((subview, view)) }
        }
    }
}
