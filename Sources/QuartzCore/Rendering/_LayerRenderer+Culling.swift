import Foundation

/// Skipping subtrees that lie wholly outside the clip.
///
/// A long list (a scroll view over a thousand rows) would otherwise have every row opened each frame
/// only for its parts to be clipped away one by one, which made the walk, not the pixels, the cost of a
/// scrolling frame. Each layer keeps its *reach*: a rectangle in its own coordinates that holds
/// everything its subtree can draw (bounds, own content, contents, shadow, sublayers' reaches; clipped to
/// the bounds when it masks), an over-estimate by a little. The reach is cached on the layer and stays
/// valid until the layer or a layer below it changes (`_invalidateReach()` clears the flag up the
/// ancestors, stopping at the first one already invalid: a valid reach implies valid reaches below it).
/// A subtree with running animations or a pending `display()` has no reach and is always walked, so the
/// presentation values and the display on first draw are never skipped.
///
/// Culling a subtree emits exactly what walking it would have emitted (nothing: every part's box lies
/// outside the clip), so damage records, record order and drawing are unchanged; only the backing
/// stores of culled layers are not marked as used in the frame (they may be evicted under the budget).
extension _LayerRenderer {
    /// Only the children of a layer with at least this many sublayers are tested: a long list is what
    /// culling is for, and a deep chain of single children is then never asked for a reach at each level.
    static let cullingSiblingThreshold = 4
    /// How deep a reach is computed before giving up (the subtree is then walked as before).
    static let reachDepthLimit = 64

    /// Whether `sublayer` (of the drawn `parent`, whose sublayer space maps to device pixels by
    /// `parentToDevice`) draws nothing inside `clipBox`, known from its cached reach.
    func isCulled(_ sublayer: CALayer, parent: CALayer, parentToDevice: CGAffineTransform, clipBox: CGRect) -> Bool {
        guard cullsSubtrees, !drawsCommittedState, let reach = _LayerRenderer.reach(of: sublayer) else { return false }
        let toDevice = _LayerRenderer.transformToParent(sublayer, parent: parent).concatenating(parentToDevice)
        guard _LayerRenderer.isDrawable(reach, toDevice) else { return false }
        return !reach.applying(toDevice).intersects(clipBox)
    }

    /// The reach of `layer`'s subtree in its own coordinates (see the extension's overview), from the
    /// cache when valid; nil when it cannot be known ahead of drawing.
    static func reach(of layer: CALayer, depth: Int = 0) -> CGRect? {
        if layer._reachIsValid { return layer._cachedReach }
        guard depth < reachDepthLimit, layer._animationEntries.isEmpty, !layer._needsDisplay else { return nil }
        let bounds = layer.bounds
        var reach = bounds
        if layer._drawsOwnContent() { reach = reach.union(layer._ownContentBox()) }
        if let contents = layer.contents, let image = contentsSurface(contents) {
            let placed = contentsPlacement(layer, imageWidth: image.width, imageHeight: image.height)
            reach = reach.union(placed.source.applying(placed.imageToLayer))
        }
        if let drawn = (layer._backingStore as? _LayerStore)?.content?.drawnBounds, drawn != bounds {
            // Content drawn for other bounds is placed by the gravity and can stand out of them.
            reach = reach.union(gravityRect(layer.contentsGravity, natural: drawn.size, in: bounds))
        }
        var children: CGRect?
        var known = true
        layer._sublayers.withElements { elements in
            for element in elements {
                guard let sublayer = element else { continue }
                guard let r = _LayerRenderer.reach(of: sublayer, depth: depth + 1) else { known = false; return }
                let placed = r.applying(transformToParent(sublayer, parent: layer))
                children = children.map { $0.union(placed) } ?? placed
            }
        }
        guard known else { return nil }
        if let children { reach = reach.union(layer.masksToBounds ? children.intersection(bounds) : children) }
        if layer.shadowOpacity > 0 {
            // The shadow's mask is padded by 3σ + 1 device pixels (`_ShadowBlur.padding`).
            let base = layer.shadowPath?.boundingBoxOfPath ?? reach
            let pad = abs(layer.shadowRadius) * 3 + 2
            reach = reach.union(base.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height).insetBy(dx: -pad, dy: -pad))
        }
        // Rasters are rounded out to whole pixels: a margin keeps the reach an over-estimate.
        reach = reach.insetBy(dx: -2, dy: -2)
        guard [reach.minX, reach.minY, reach.width, reach.height].allSatisfy(\.isFinite) else { return nil }
        layer._cachedReach = reach
        layer._reachIsValid = true
        return reach
    }
}

extension CALayer {
    /// Forgets the cached reach of this layer and its ancestors (see `_LayerRenderer+Culling.swift`).
    func _invalidateReach() {
        var layer: CALayer? = self
        while let current = layer, current._reachIsValid {
            current._reachIsValid = false
            layer = current.superlayer
        }
    }
}
