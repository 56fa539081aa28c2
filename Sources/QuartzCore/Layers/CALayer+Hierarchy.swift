import Foundation

extension CALayer {
    func _replaceSublayers(with layers: [CALayer]) {
        if let cycle = layers.first(where: { _isDescendant(of: $0) }) { _raiseCycle(cycle); return }
        _CommittedState.recordSublayers(of: self)
        _invalidateReach()
        for layer in _sublayers { layer._detachFromSuperlayer() }
        _sublayers.removeAll()
        for layer in layers { _insert(layer, at: _sublayers.count) }
    }


    func _addSublayer(_ layer: CALayer) {
        _insert(layer, at: _sublayers.count)
    }

    func _insertSublayer(_ layer: CALayer, at idx: UInt32) {
        _insert(layer, at: Int(idx))
    }

    func _insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        _insert(layer, relativeTo: sibling, offset: 0, fallback: 0)
    }

    func _insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        _insert(layer, relativeTo: sibling, offset: 1, fallback: Int.max)
    }

    func _replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self, oldLayer !== newLayer, let index = _indexOfSublayer(oldLayer) else { return }
        if _isDescendant(of: newLayer) { _raiseCycle(newLayer); return }
        oldLayer.removeFromSuperlayer()
        _insert(newLayer, at: index)
    }

    func _removeFromSuperlayer() {
        guard let parent = superlayer, let index = parent._indexOfSublayer(self) else { return }
        _CommittedState.recordSublayers(of: parent)
        parent._sublayers.remove(at: index)
        _detachFromSuperlayer()
        parent._didChange("sublayers", nil)
    }

    /// The index of `layer` in `_sublayers`: O(1) at either end, where most removals happen.
    func _indexOfSublayer(_ layer: CALayer) -> Int? {
        _sublayers.index(ofIdentical: layer)
    }

    private func _insert(_ layer: CALayer, relativeTo sibling: CALayer?, offset: Int, fallback: Int) {
        if let sibling, sibling.superlayer === self, sibling !== layer {
            if layer.superlayer === self { layer.removeFromSuperlayer() }
            let index = _indexOfSublayer(sibling)! + offset
            _insert(layer, at: index)
        } else {
            _insert(layer, at: min(fallback, _sublayers.count + (layer.superlayer === self ? -1 : 0)))
        }
    }

    func _insert(_ layer: CALayer, at index: Int) {
        // A layer cannot contain itself or one of its ancestors: Core Animation raises, nothing changes.
        if _isDescendant(of: layer) { _raiseCycle(layer); return }
        if layer.superlayer != nil { layer.removeFromSuperlayer() }
        let clamped = max(0, min(index, _sublayers.count))
        _CommittedState.recordSublayers(of: self)
        _sublayers.insert(layer, at: clamped)
        layer.superlayer = self
        CALayer._timingGeneration &+= 1
        if layer._needsLayout || layer._subtreeNeedsLayout { layer._markAncestorsNeedLayout() }
        _didChange("sublayers", nil)
    }

    /// Raises Core Animation's `CALayerInvalid` for a request that would put `layer` in a cycle.
    private func _raiseCycle(_ layer: CALayer) {
        NSException(name: NSExceptionName("CALayerInvalid"), reason: "layer \(layer) is a part of cycle in its layer tree").raise()
    }

    /// Clears the superlayer link. Pending layout stays marked on the detached tree: it runs when the
    /// tree is back on screen (or at an explicit `layoutIfNeeded()`), not at the next commit.
    func _detachFromSuperlayer() {
        superlayer = nil
        CALayer._timingGeneration &+= 1
    }

    /// The root of this layer's tree.
    package var _outermostLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    /// Whether this layer is `ancestor` or inside its subtree.
    package func _isDescendant(of ancestor: CALayer) -> Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current === ancestor { return true }
            layer = current.superlayer
        }
        return false
    }
}

extension CALayer {
    /// How many sublayers the layer has, without copying them.
    package var _sublayerCount: Int { _sublayers.count }
    /// The sublayer at `index` (back to front), without copying the others.
    package func _sublayer(at index: Int) -> CALayer { _sublayers[index] }
}
