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
    package func _layoutSubtreeIfNeeded() {
        if _needsLayout {
            _needsLayout = false
            layoutSublayers()
        }
        guard _subtreeNeedsLayout else { return }
        _subtreeNeedsLayout = false
        for sublayer in _sublayers where sublayer._needsLayout || sublayer._subtreeNeedsLayout {
            sublayer._layoutSubtreeIfNeeded()
        }
    }

    /// Marks this root layer as on screen (or not); an on-screen tree lays out at each commit.
    package func _setContextRoot(_ flag: Bool) {
        _isContextRoot = flag
        if flag && (_needsLayout || _subtreeNeedsLayout) { _Turn.addLayoutRoot(self) }
    }
}
