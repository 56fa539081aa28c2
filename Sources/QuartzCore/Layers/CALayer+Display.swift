import Foundation

extension CALayer {
    func _setNeedsDisplay() {
        if _needsDisplay { return }
        _needsDisplay = true
        _invalidateReach()
        _Turn.addDisplayLayer(self)
    }




    func _display() {
        _needsDisplay = false
        // As on iOS: the delegate's displayLayer: when it responds to it, else the backing store.
        if let delegate, _ifImplemented("display(_:)", { delegate.display(self) }) { return }
        _drawIntoBackingStore()
    }

    /// The renderer's hook for drawing the layer's content into its backing store.
    package static var _backingStoreDrawer: ((CALayer) -> Void)?

    /// Draws the layer's content into its backing store through the renderer, when one is installed.
    public func _drawIntoBackingStore() {
        _needsDisplay = false
        _hasDrawnContent = true
        _displayVersion &+= 1
        _Turn.setNeedsCommit()
        CALayer._backingStoreDrawer?(self)
    }
}
