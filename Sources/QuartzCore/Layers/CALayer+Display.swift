import Foundation

extension CALayer {
    func _setNeedsDisplay() {
        if _needsDisplay { return }
        _needsDisplay = true
        _Turn.addDisplayLayer(self)
    }




    func _display() {
        _needsDisplay = false
        if let delegate { delegate.display(self) } else { _drawIntoBackingStore() }
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
