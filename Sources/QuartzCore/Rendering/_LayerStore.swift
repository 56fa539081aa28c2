import CCairo
import Foundation

/// A layer's cached rasters (its backing stores), kept on the model layer in `_backingStore`.
///
/// Each raster is rebuilt only when the values it was drawn from change (compared by key, which costs a few
/// equality checks per frame), when `display()` bumps the layer's display version, or when the scale changes.
package final class _LayerStore {
    package struct ShapeKey: Equatable {
        var size: CGSize, scale: CGFloat, color: CGColor, radius: CGFloat, corners: CACornerMask
        var curve: CALayerCornerCurve, ring: CGFloat?
    }
    package struct ContentKey: Equatable {
        var box: CGRect, scale: CGFloat, version: Int, own: AnyHashable?
    }
    package struct ShadowKey: Equatable {
        var size: CGSize, scale: CGFloat, radius: CGFloat, shape: ShapeKey?, content: Int?, path: _PathKey?, contents: UInt?
    }
    // Every raster below is accounted in `_BackingStoreCache`, which may evict them (see `evict()`).
    package var background: _Raster? { didSet { rasterChanged(oldValue, background) } }
    package var backgroundKey: ShapeKey?
    package var border: _Raster? { didSet { rasterChanged(oldValue, border) } }
    package var borderKey: ShapeKey?
    package var content: _Raster? { didSet { rasterChanged(oldValue, content) } }
    package var contentKey: ContentKey?
    package var shadow: _Raster? { didSet { rasterChanged(oldValue, shadow) } }
    package var shadowKey: ShadowKey?
    /// A moving subtree drawn once (see `_LayerRenderer.cachedSubtree`).
    package var subtree: _Raster? { didSet { rasterChanged(oldValue, subtree) } }
    package var subtreeSignature: Int?, subtreeBox: CGRect?
    var subtreeRenderer: _LayerRenderer?
    /// The capture of a subtree that casts the layer's shadow (layers with no content of their own).
    var shadowRenderer: _LayerRenderer?, shadowSignature: Int?
    /// The mask layer's pixels in device space (see `_LayerRenderer.maskRaster`).
    var mask: _Raster? { didSet { rasterChanged(oldValue, mask) } }
    var maskSignature: Int?, maskRenderer: _LayerRenderer?
    /// A running transition's new subtree, drawn in the layer's bounds (see `_LayerRenderer.transition`).
    var transitionNew: _Raster? { didSet { rasterChanged(oldValue, transitionNew) } }
    var transitionSignature: Int?, transitionRenderer: _LayerRenderer?
    /// Whether `transitionNew` is opaque everywhere (see `_LayerRenderer.isOpaque`).
    var transitionNewOpaque = false
    /// The old image captured before a transition's changes, waiting for the transition to be added
    /// (UIKit's `transition(with:…)` captures it before running its animations block). Not a cache:
    /// never evicted.
    package var pendingTransitionSnapshot: _TransitionSnapshot?
    /// The bytes of pixels the rasters above hold.
    package private(set) var byteCount = 0
    /// The `_BackingStoreCache.useTick` of the last frame that drew the layer.
    var lastUse = 0

    init() {}

    deinit { _BackingStoreCache.remove(self) }

    /// Records that the layer is drawn in the current frame.
    func touch() { lastUse = _BackingStoreCache.useTick }

    private func rasterChanged(_ old: _Raster?, _ new: _Raster?) {
        let before = byteCount
        byteCount += (new?.byteCount ?? 0) - (old?.byteCount ?? 0)
        _BackingStoreCache.account(self, from: before, to: byteCount)
    }

    /// Drops every cached raster and what identifies it, so that the next frame that draws the layer
    /// rasterizes it again from its model.
    func evict() {
        background = nil; backgroundKey = nil
        border = nil; borderKey = nil
        content = nil; contentKey = nil
        shadow = nil; shadowKey = nil
        subtree = nil; subtreeSignature = nil; subtreeBox = nil; subtreeRenderer = nil
        shadowRenderer = nil; shadowSignature = nil
        mask = nil; maskSignature = nil; maskRenderer = nil
        transitionNew = nil; transitionSignature = nil; transitionRenderer = nil; transitionNewOpaque = false
    }
}

/// A path compared by its elements (paths are mutable classes, so the elements are copied).
package struct _PathKey: Hashable {
    let elements: [_PathElement]
    package init(_ path: CGPath) { elements = path._elements }
    package static func == (a: _PathKey, b: _PathKey) -> Bool { a.elements == b.elements }
    package func hash(into hasher: inout Hasher) { hasher.combine(elements.count) }
}
