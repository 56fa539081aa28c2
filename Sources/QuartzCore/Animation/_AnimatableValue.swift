import Foundation

/// Arithmetic on the values animations carry (`Any`): numbers, points, sizes, rectangles, colours and
/// transforms. Interpolation, addition and difference are what from/to/by, additive and cumulative
/// animations need.
package enum _AnimatableValue {
    /// A value as a flat vector of components, with the kind that says how to rebuild it.
    package enum Kind: Sendable { case scalar, point, size, rect, color, transform }

    package static func components(_ value: Any?) -> (Kind, [Double])? {
        switch value {
        case let v as CGPoint: return (.point, [Double(v.x), Double(v.y)])
        case let v as Double: return (.scalar, [v])
        case let v as CGFloat: return (.scalar, [Double(v)])
        case let v as Float: return (.scalar, [Double(v)])
        case let v as CGRect:
            // The size as stored: `width`/`height` are standardized (never negative), which would turn the
            // negative delta of an additive animation of a growing rectangle into a positive one.
            return (.rect, [Double(v.origin.x), Double(v.origin.y), Double(v.size.width), Double(v.size.height)])
        case let v as CGSize: return (.size, [Double(v.width), Double(v.height)])
        case let v as Int: return (.scalar, [Double(v)])
        case let v as NSNumber: return (.scalar, [v.doubleValue])
        case let v as CGColor: return (.color, rgba(v))
        case let v as CATransform3D: return (.transform, v.rows.flatMap { $0.map(Double.init) })
        case let v as CGAffineTransform:
            return (.transform, CATransform3DMakeAffineTransform(v).rows.flatMap { $0.map(Double.init) })
        default: return nil
        }
    }

    package static func make(_ kind: Kind, _ c: [Double]) -> Any {
        switch kind {
        case .scalar: return c[0]
        case .point: return CGPoint(x: c[0], y: c[1])
        case .size: return CGSize(width: c[0], height: c[1])
        case .rect: return CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
        case .color: return CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        case .transform:
            let g = c.map { CGFloat($0) }
            return CATransform3D(rows: [Array(g[0..<4]), Array(g[4..<8]), Array(g[8..<12]), Array(g[12..<16])])
        }
    }

    private static func rgba(_ color: CGColor) -> [Double] {
        let c = (color.components ?? []).map(Double.init)
        switch c.count {
        case 2: return [c[0], c[0], c[0], c[1]]
        case 4: return c
        case 3: return c + [1]
        default: return [0, 0, 0, c.last ?? 1]
        }
    }

    /// `a` + (`b` − `a`) · `t`; transforms interpolate their decomposed parts.
    package static func interpolate(_ a: Any?, _ b: Any?, _ t: Double) -> Any? {
        let ca = components(a), cb = components(b)
        guard let (ka, va) = ca, let (kb, vb) = cb, ka == kb else {
            // A missing colour (nil) fades as clear.
            if ca?.0 == .color, cb == nil { return interpolate(a, CGColor.clear, t) }
            if cb?.0 == .color, ca == nil { return interpolate(CGColor.clear, b, t) }
            return t < 0.5 ? a : b   // not interpolatable: switch half way
        }
        if t == 0 { return a }
        if t == 1 { return b }
        if ka == .transform, let ta = a.map(asTransform), let tb = b.map(asTransform) {
            return _TransformParts.interpolate(ta, tb, t)
        }
        return make(ka, zip(va, vb).map { $0 + ($1 - $0) * t })
    }

    /// `a` + `b`; for transforms, `b` applied after `a` (a · b).
    package static func add(_ a: Any?, _ b: Any?) -> Any? {
        guard let (ka, ca) = components(a), let (kb, cb) = components(b), ka == kb else { return b ?? a }
        if ka == .transform { return CATransform3DConcat(asTransform(a!), asTransform(b!)) }
        return make(ka, zip(ca, cb).map { $0 + $1 })
    }

    /// `a` − `b`; for transforms, the transform d with d · b = a.
    package static func subtract(_ a: Any?, _ b: Any?) -> Any? {
        guard let (ka, ca) = components(a), let (kb, cb) = components(b), ka == kb else { return nil }
        if ka == .transform { return CATransform3DConcat(asTransform(a!), CATransform3DInvert(asTransform(b!))) }
        return make(ka, zip(ca, cb).map { $0 - $1 })
    }

    /// `a` · `k`; for transforms, the decomposed parts scaled.
    package static func scale(_ a: Any?, _ k: Double) -> Any? {
        guard let (kind, c) = components(a) else { return a }
        if kind == .transform { return _TransformParts.interpolate(CATransform3DIdentity, asTransform(a!), k) }
        return make(kind, c.map { $0 * k })
    }

    /// The neutral value of `a`'s kind: 0, the zero point or size, clear, or the identity transform.
    package static func zero(like a: Any?) -> Any? {
        guard let (kind, c) = components(a) else { return nil }
        if kind == .transform { return CATransform3DIdentity }
        return make(kind, c.map { _ in 0 })
    }

    /// The Euclidean distance between two values of the same kind (for paced keyframes).
    package static func distance(_ a: Any?, _ b: Any?) -> Double {
        guard let (ka, ca) = components(a), let (kb, cb) = components(b), ka == kb else { return 0 }
        return zip(ca, cb).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    package static func asTransform(_ value: Any) -> CATransform3D {
        if let t = value as? CATransform3D { return t }
        if let t = value as? CGAffineTransform { return CATransform3DMakeAffineTransform(t) }
        return CATransform3DIdentity
    }
}

/// A transform split into translation, scale, rotation about z and skew (plus the 3D entries, which
/// interpolate component by component). Interpolating the parts keeps rotations rigid.
package struct _TransformParts: Equatable, Sendable {
    package var translation: (x: Double, y: Double, z: Double)
    package var scale: (x: Double, y: Double, z: Double)
    package var rotation: Double
    package var skew: Double
    /// The entries outside the affine part (m13, m14, m23, m24, m31, m32, m34, m44).
    package var rest: [Double]

    package static func == (l: _TransformParts, r: _TransformParts) -> Bool {
        l.translation == r.translation && l.scale == r.scale && l.rotation == r.rotation && l.skew == r.skew && l.rest == r.rest
    }

    package init(_ t: CATransform3D) {
        let a = Double(t.m11), b = Double(t.m12), c = Double(t.m21), d = Double(t.m22)
        var sx = (a * a + b * b).squareRoot()
        let det = a * d - b * c
        var rotation = sx == 0 ? 0 : atan2(b, a)
        let (ux, uy) = sx == 0 ? (1.0, 0.0) : (a / sx, b / sx)
        let skew = c * ux + d * uy
        let rx = c - skew * ux, ry = d - skew * uy
        let sy = (rx * rx + ry * ry).squareRoot()
        var skewRatio = sy == 0 ? 0 : skew / sy
        if det < 0 {
            // A reflection: carry it as a negative x scale with the rotation turned by π.
            sx = -sx
            rotation += rotation > 0 ? -Double.pi : Double.pi
            skewRatio = -skewRatio
        }
        translation = (Double(t.m41), Double(t.m42), Double(t.m43))
        scale = (sx, sy, Double(t.m33))
        self.rotation = rotation
        self.skew = skewRatio
        rest = [t.m13, t.m14, t.m23, t.m24, t.m31, t.m32, t.m34, t.m44].map(Double.init)
    }

    package var transform: CATransform3D {
        let cosR = cos(rotation), sinR = sin(rotation)
        // Row vectors: first skew, then scale, then rotate, then translate.
        let r1 = (scale.x * cosR, scale.x * sinR)
        let r2 = (scale.y * (skew * cosR - sinR), scale.y * (skew * sinR + cosR))
        var t = CATransform3DIdentity
        t.m11 = r1.0; t.m12 = r1.1; t.m21 = r2.0; t.m22 = r2.1
        t.m13 = rest[0]; t.m14 = rest[1]; t.m23 = rest[2]; t.m24 = rest[3]
        t.m31 = rest[4]; t.m32 = rest[5]; t.m33 = scale.z; t.m34 = rest[6]; t.m44 = rest[7]
        t.m41 = translation.x; t.m42 = translation.y; t.m43 = translation.z
        return t
    }

    package static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ k: Double) -> CATransform3D {
        let pa = _TransformParts(a), pb = _TransformParts(b)
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * k }
        var r = pa
        var rotB = pb.rotation
        // Take the shorter way round.
        if rotB - pa.rotation > .pi { rotB -= 2 * .pi } else if pa.rotation - rotB > .pi { rotB += 2 * .pi }
        r.translation = (mix(pa.translation.x, pb.translation.x), mix(pa.translation.y, pb.translation.y),
                         mix(pa.translation.z, pb.translation.z))
        r.scale = (mix(pa.scale.x, pb.scale.x), mix(pa.scale.y, pb.scale.y), mix(pa.scale.z, pb.scale.z))
        r.rotation = mix(pa.rotation, rotB)
        r.skew = mix(pa.skew, pb.skew)
        r.rest = zip(pa.rest, pb.rest).map { mix($0, $1) }
        return r.transform
    }
}
