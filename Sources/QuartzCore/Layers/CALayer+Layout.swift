import Foundation

extension CALayer {
    func _setNeedsLayout() {
        if _needsLayout { return }
        _needsLayout = true
        _markAncestorsNeedLayout()
    }


    func _layoutIfNeeded() {
        var start = self
        while let parent = start.superlayer, parent._needsLayout { start = parent }
        start._layoutSubtreeIfNeeded()
    }


    func _markAncestorsNeedLayout() {
        var layer = self
        while let parent = layer.superlayer {
            if parent._subtreeNeedsLayout { return }
            parent._subtreeNeedsLayout = true
            layer = parent
        }
        if layer._isContextRoot { _Turn.addLayoutRoot(layer) }
    }

    /// Lays out this layer if it needs it, then every sublayer subtree that does, parents first.
    ///
    /// Iterative, so any depth works: a layer's sublayers are read once its own layout is done, and each
    /// is checked when its turn comes, after its earlier siblings' subtrees.
    package func _layoutSubtreeIfNeeded() {
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            if layer._needsLayout {
                layer._needsLayout = false
                layer.layoutSublayers()
            }
            guard layer._subtreeNeedsLayout else { continue }
            layer._subtreeNeedsLayout = false
            stack.append(contentsOf: layer._sublayers.reversed())
        }
    }

    /// Marks this root layer as on screen (or not); an on-screen tree lays out at each commit.
    package func _setContextRoot(_ flag: Bool) {
        _isContextRoot = flag
        if flag && (_needsLayout || _subtreeNeedsLayout) { _Turn.addLayoutRoot(self) }
    }
}
