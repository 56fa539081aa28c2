import Foundation

/// Reads and writes a layer's properties by key path ("opacity", "position.x", "bounds.size",
/// "transform.rotation.z", …), the way Core Animation's key-value coding does. The properties and their
/// keys are those of `_LayerProperty.all`; this type adds the components of structured values.
@MainActor package enum _LayerKeyPath {
    private static func number(_ v: Any?) -> Double? { _LayerProperty.number(v) }

    /// The value at `path` on `layer`, or nil when the path is unknown.
    package static func value(of layer: CALayer, at path: String) -> Any? {
        if let property = _LayerProperty.byKey[path] { return property.get(layer) }
        guard let dot = path.firstIndex(of: ".") else { return nil }
        let head = String(path[..<dot]), tail = String(path[path.index(after: dot)...])
        guard let whole = _LayerProperty.byKey[head]?.get(layer) else { return nil }
        return component(of: whole, at: tail)
    }

    /// Sets the value at `path` on `layer`; unknown paths are ignored.
    package static func setValue(_ value: Any?, of layer: CALayer, at path: String) {
        if let property = _LayerProperty.byKey[path] { property.set(layer, value); return }
        guard let dot = path.firstIndex(of: ".") else { return }
        let head = String(path[..<dot]), tail = String(path[path.index(after: dot)...])
        guard let accessor = _LayerProperty.byKey[head], let whole = accessor.get(layer),
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
