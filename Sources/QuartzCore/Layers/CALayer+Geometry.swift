import Foundation

extension CALayer {
    var _frame: CGRect {
        get {
            // Each property is read once: they are open stored properties, so every read of one is a
            // dynamically checked access, and layout reads frames many times per moved view.
            let anchor = anchorPoint, rect = bounds, origin = position
            let local = CGRect(x: -anchor.x * rect.width, y: -anchor.y * rect.height, width: rect.width, height: rect.height)
            let affine = affineTransform()
            let box = affine.isIdentity ? local : local.applying(affine)
            return box.offsetBy(dx: origin.x, dy: origin.y)
        }
        set {
            // Core Animation sets the position first, so a NaN anywhere in the frame is reported as a NaN
            // position; both values are checked before either is stored, so a raise changes nothing.
            let target = newValue.standardized
            let newPosition: CGPoint
            var newBounds = bounds
            if affineTransform().isIdentity {
                let anchor = anchorPoint
                newPosition = CGPoint(x: target.minX + anchor.x * target.width, y: target.minY + anchor.y * target.height)
                newBounds.size = target.size
            } else {
                // Undefined in Apple's documentation: we move the box and scale the bounds in proportion.
                let old = frame
                newPosition = CGPoint(x: position.x + target.midX - old.midX, y: position.y + target.midY - old.midY)
                if old.width != 0 { newBounds.size.width *= target.width / old.width }
                if old.height != 0 { newBounds.size.height *= target.height / old.height }
            }
            guard _isValidGeometry(position: newPosition), _isValidGeometry(bounds: newBounds) else { return }
            position = newPosition
            bounds = newBounds
        }
    }



    /// The anchor point in the layer's own coordinate space.
    package var _anchorInBounds: CGPoint {
        let rect = bounds, anchor = anchorPoint
        return CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    }

    /// Maps this layer's coordinates to its superlayer's (or to the global space for a root layer).
    package var _transformToSuperlayer: CGAffineTransform {
        let anchor = _anchorInBounds
        var t = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        if let parent = superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) {
            let center = parent._anchorInBounds
            t = t.concatenating(CGAffineTransform(translationX: -center.x, y: -center.y))
                .concatenating(CATransform3DGetAffineTransform(parent.sublayerTransform))
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        }
        return t
    }

    /// Maps this layer's coordinates to the global space that root layers are positioned in.
    package var _transformToGlobal: CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer {
            t = t.concatenating(current._transformToSuperlayer)
            layer = current.superlayer
        }
        return t
    }

    /// Maps this layer's coordinates to `layer`'s, or to the global space when `layer` is nil.
    package func _transform(to layer: CALayer?) -> CGAffineTransform {
        let up = _transformToGlobal
        guard let layer else { return up }
        return up.concatenating(layer._transformToGlobal.inverted())
    }

    /// Maps this layer's coordinates to those of `ancestor`, which is this layer or one of its ancestors
    /// (the global space when nil).
    func _transform(toAncestor ancestor: CALayer?) -> CGAffineTransform {
        var t = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, current !== ancestor {
            t = t.concatenating(current._transformToSuperlayer)
            layer = current.superlayer
        }
        return t
    }

    /// Converts a rectangle from this layer's coordinates to `layer`'s (the global space when nil) as Core
    /// Animation does: up to the two layers' nearest common ancestor with one composed transform, boxed
    /// there, then down to `layer` with one composed transform, boxed again. Between an ancestor and a
    /// descendant that is one leg and one box. Null and infinite rectangles pass through unchanged.
    package func _convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard let layer else { return r.applying(_transformToGlobal) }
        let common = _nearestCommonAncestor(self, layer) { $0.superlayer }
        let up = _transform(toAncestor: common), down = layer._transform(toAncestor: common).inverted()
        return r.applying(up).applying(down)
    }

    func _convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return p.applying(_transformToGlobal.inverted()) }
        return l.convert(p, to: self)
    }
    func _convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard let l else { return r.applying(_transformToGlobal.inverted()) }
        return l._convert(r, to: self)
    }


    func _hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(_transformToSuperlayer.inverted())
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in _sublayersFrontToBack {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// Sublayers ordered front to back: by descending zPosition, then later siblings first.
    package var _sublayersFrontToBack: [CALayer] {
        let reversed = Array(_sublayers.reversed())
        guard _sublayers.contains(where: { $0.zPosition != 0 }) else { return reversed }
        return reversed.enumerated().sorted { lhs, rhs in
            lhs.element.zPosition != rhs.element.zPosition ? lhs.element.zPosition > rhs.element.zPosition
                                                          : lhs.offset < rhs.offset
        }.map(\.element)
    }

}
