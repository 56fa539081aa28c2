import Foundation

/// Reads and writes a layer's animatable properties by key path ("opacity", "position.x",
/// "bounds.size", "transform.rotation.z", …), the way Core Animation's key-value coding does.
@MainActor package enum _LayerKeyPath {
    private struct Accessor {
        let get: (CALayer) -> Any?
        let set: (CALayer, Any?) -> Void
    }

    private static func number(_ v: Any?) -> Double? { _AnimatableValue.components(v).flatMap { $0.0 == .scalar ? $0.1[0] : nil } }

    private static let base: [String: Accessor] = [
        "bounds": Accessor(get: { $0.bounds }, set: { l, v in if let v = v as? CGRect { l.bounds = v } }),
        "position": Accessor(get: { $0.position }, set: { l, v in if let v = v as? CGPoint { l.position = v } }),
        "zPosition": Accessor(get: { $0.zPosition }, set: { l, v in if let v = number(v) { l.zPosition = v } }),
        "anchorPoint": Accessor(get: { $0.anchorPoint }, set: { l, v in if let v = v as? CGPoint { l.anchorPoint = v } }),
        "anchorPointZ": Accessor(get: { $0.anchorPointZ }, set: { l, v in if let v = number(v) { l.anchorPointZ = v } }),
        "transform": Accessor(get: { $0.transform }, set: { l, v in if let v { l.transform = _AnimatableValue.asTransform(v) } }),
        "sublayerTransform": Accessor(get: { $0.sublayerTransform },
                                      set: { l, v in if let v { l.sublayerTransform = _AnimatableValue.asTransform(v) } }),
        "opacity": Accessor(get: { $0.opacity }, set: { l, v in if let v = number(v) { l.opacity = Float(v) } }),
        "hidden": Accessor(get: { $0.isHidden }, set: { l, v in if let v = v as? Bool { l.isHidden = v } }),
        "backgroundColor": Accessor(get: { $0.backgroundColor }, set: { l, v in l.backgroundColor = v as? CGColor }),
        "cornerRadius": Accessor(get: { $0.cornerRadius }, set: { l, v in if let v = number(v) { l.cornerRadius = v } }),
        "borderWidth": Accessor(get: { $0.borderWidth }, set: { l, v in if let v = number(v) { l.borderWidth = v } }),
        "borderColor": Accessor(get: { $0.borderColor }, set: { l, v in l.borderColor = v as? CGColor }),
        "shadowColor": Accessor(get: { $0.shadowColor }, set: { l, v in l.shadowColor = v as? CGColor }),
        "shadowOpacity": Accessor(get: { $0.shadowOpacity }, set: { l, v in if let v = number(v) { l.shadowOpacity = Float(v) } }),
        "shadowOffset": Accessor(get: { $0.shadowOffset }, set: { l, v in if let v = v as? CGSize { l.shadowOffset = v } }),
        "shadowRadius": Accessor(get: { $0.shadowRadius }, set: { l, v in if let v = number(v) { l.shadowRadius = v } }),
        "contentsRect": Accessor(get: { $0.contentsRect }, set: { l, v in if let v = v as? CGRect { l.contentsRect = v } }),
        "contents": Accessor(get: { $0.contents }, set: { l, v in l.contents = v }),
        "masksToBounds": Accessor(get: { $0.masksToBounds }, set: { l, v in if let v = v as? Bool { l.masksToBounds = v } }),
        "beginTime": Accessor(get: { $0.beginTime }, set: { l, v in if let v = number(v) { l.beginTime = v } }),
        "speed": Accessor(get: { $0.speed }, set: { l, v in if let v = number(v) { l.speed = Float(v) } }),
        "timeOffset": Accessor(get: { $0.timeOffset }, set: { l, v in if let v = number(v) { l.timeOffset = v } }),
        // CAShapeLayer and CAGradientLayer.
        "strokeStart": Accessor(get: { ($0 as? CAShapeLayer)?.strokeStart },
                                set: { l, v in if let v = number(v) { (l as? CAShapeLayer)?.strokeStart = v } }),
        "strokeEnd": Accessor(get: { ($0 as? CAShapeLayer)?.strokeEnd },
                              set: { l, v in if let v = number(v) { (l as? CAShapeLayer)?.strokeEnd = v } }),
        "lineWidth": Accessor(get: { ($0 as? CAShapeLayer)?.lineWidth },
                              set: { l, v in if let v = number(v) { (l as? CAShapeLayer)?.lineWidth = v } }),
        "lineDashPhase": Accessor(get: { ($0 as? CAShapeLayer)?.lineDashPhase },
                                  set: { l, v in if let v = number(v) { (l as? CAShapeLayer)?.lineDashPhase = v } }),
        "fillColor": Accessor(get: { ($0 as? CAShapeLayer)?.fillColor }, set: { l, v in (l as? CAShapeLayer)?.fillColor = v as? CGColor }),
        "strokeColor": Accessor(get: { ($0 as? CAShapeLayer)?.strokeColor }, set: { l, v in (l as? CAShapeLayer)?.strokeColor = v as? CGColor }),
        "startPoint": Accessor(get: { ($0 as? CAGradientLayer)?.startPoint },
                               set: { l, v in if let v = v as? CGPoint { (l as? CAGradientLayer)?.startPoint = v } }),
        "endPoint": Accessor(get: { ($0 as? CAGradientLayer)?.endPoint },
                             set: { l, v in if let v = v as? CGPoint { (l as? CAGradientLayer)?.endPoint = v } }),
    ]

    /// The keys that animate implicitly on a standalone layer and inside UIView animation blocks.
    package static let animatableKeys: Set<String> = [
        "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform", "sublayerTransform",
        "opacity", "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor",
        "shadowOpacity", "shadowOffset", "shadowRadius", "contentsRect", "contents", "hidden", "masksToBounds",
    ]

    /// The value at `path` on `layer`, or nil when the path is unknown.
    package static func value(of layer: CALayer, at path: String) -> Any? {
        if let accessor = base[path] { return accessor.get(layer) }
        guard let dot = path.firstIndex(of: ".") else { return nil }
        let head = String(path[..<dot]), tail = String(path[path.index(after: dot)...])
        guard let whole = base[head]?.get(layer) else { return nil }
        return component(of: whole, at: tail)
    }

    /// Sets the value at `path` on `layer`; unknown paths are ignored.
    package static func setValue(_ value: Any?, of layer: CALayer, at path: String) {
        if let accessor = base[path] { accessor.set(layer, value); return }
        guard let dot = path.firstIndex(of: ".") else { return }
        let head = String(path[..<dot]), tail = String(path[path.index(after: dot)...])
        guard let accessor = base[head], let whole = accessor.get(layer),
              let updated = replacing(component: tail, of: whole, with: value) else { return }
        accessor.set(layer, updated)
    }

    // MARK: Components of structured values

    static func component(of whole: Any, at path: String) -> Any? {
        switch whole {
        case let p as CGPoint:
            switch path { case "x": return p.x; case "y": return p.y; default: return nil }
        case let s as CGSize:
            switch path { case "width": return s.width; case "height": return s.height; default: return nil }
        case let r as CGRect:
            switch path {
            case "origin": return r.origin
            case "size": return r.size
            case "origin.x": return r.origin.x
            case "origin.y": return r.origin.y
            case "size.width": return r.size.width
            case "size.height": return r.size.height
            default: return nil
            }
        case let t as CATransform3D:
            let parts = _TransformParts(t)
            switch path {
            case "scale": return (parts.scale.x + parts.scale.y) / 2
            case "scale.x": return parts.scale.x
            case "scale.y": return parts.scale.y
            case "scale.z": return parts.scale.z
            case "rotation", "rotation.z": return parts.rotation
            case "translation": return CGSize(width: parts.translation.x, height: parts.translation.y)
            case "translation.x": return parts.translation.x
            case "translation.y": return parts.translation.y
            case "translation.z": return parts.translation.z
            default: return nil
            }
        default: return nil
        }
    }

    static func replacing(component path: String, of whole: Any, with value: Any?) -> Any? {
        let n = number(value)
        switch whole {
        case var p as CGPoint:
            guard let n else { return nil }
            switch path { case "x": p.x = n; case "y": p.y = n; default: return nil }
            return p
        case var s as CGSize:
            guard let n else { return nil }
            switch path { case "width": s.width = n; case "height": s.height = n; default: return nil }
            return s
        case var r as CGRect:
            switch path {
            case "origin": guard let v = value as? CGPoint else { return nil }; r.origin = v
            case "size": guard let v = value as? CGSize else { return nil }; r.size = v
            case "origin.x": guard let n else { return nil }; r.origin.x = n
            case "origin.y": guard let n else { return nil }; r.origin.y = n
            case "size.width": guard let n else { return nil }; r.size.width = n
            case "size.height": guard let n else { return nil }; r.size.height = n
            default: return nil
            }
            return r
        case let t as CATransform3D:
            var parts = _TransformParts(t)
            if path == "translation", let v = value as? CGSize {
                parts.translation.x = v.width; parts.translation.y = v.height
                return parts.transform
            }
            guard let n else { return nil }
            switch path {
            case "scale": parts.scale = (n, n, n)
            case "scale.x": parts.scale.x = n
            case "scale.y": parts.scale.y = n
            case "scale.z": parts.scale.z = n
            case "rotation", "rotation.z": parts.rotation = n
            case "translation.x": parts.translation.x = n
            case "translation.y": parts.translation.y = n
            case "translation.z": parts.translation.z = n
            default: return nil
            }
            return parts.transform
        default: return nil
        }
    }
}
