import CCairo
import Foundation

/// The image of a layer's subtree as it looked when a `CATransition` was added (the "old" content),
/// clipped to the layer's bounds. `raster` is nil when nothing visible was drawn then.
package final class _TransitionSnapshot {
    package let raster: _Raster?
    /// Whether every pixel of the image is opaque (a cross-dissolve of two opaque images needs no group).
    let isOpaque: Bool
    init(raster: _Raster?) {
        self.raster = raster
        isOpaque = raster.map { _LayerRenderer.isOpaque($0) } ?? false
    }
}

/// One transition frame: the old and new images, each with its pixel-to-device matrix and alpha, composed
/// in a group clipped to the layer's bounds and then faded by the layer's opacity.
struct _TransitionDraw {
    struct Image { var raster: _Raster; var matrix: CGAffineTransform; var alpha: Double }
    var old: Image?
    var new: Image?
    /// The new image is added to the old one (a cross-dissolve sums `(1 − p)·old + p·new`).
    var additive: Bool
    /// Both images are opaque everywhere and the layer is not faded: when they also cover the same pixels,
    /// the sum equals the old image drawn opaque with the new one over it at alpha p (no group needed).
    var opaqueImages: Bool
    /// The new image lies under the old one (reveal, curls).
    var drawsNewBelow: Bool
    var boundsToDevice: CGAffineTransform
    var size: CGSize
    var alpha: Double

    func hash(into h: inout Hasher) {
        for image in [old, new] {
            guard let image else { h.combine(0); continue }
            h.combine(image.raster.serial); h.combine(image.alpha)
            let m = image.matrix
            for v in [m.a, m.b, m.c, m.d, m.tx, m.ty] { h.combine(v) }
        }
        let m = boundsToDevice
        for v in [m.a, m.b, m.c, m.d, m.tx, m.ty, size.width, size.height] { h.combine(v) }
        h.combine(additive); h.combine(opaqueImages); h.combine(drawsNewBelow); h.combine(alpha)
    }
}

// How a transition is drawn.
//
// When a `CATransition` is added, the layer's subtree is drawn as it was at the last commit (the values
// `_CommittedState` recorded, with running animations applied) into a raster clipped to its bounds: the old
// image, kept with the running animation and dropped when it stops or is removed. UIKit's
// `transition(with:…)` captures it before running its animations block as well, which also covers changes
// that are not recorded. Each presentation frame then draws the
// layer's current subtree into a second raster (redrawn only when it changes) and composes the two in the
// layer's bounds at the transition's progress. This is the one place that shows a transition: the
// presentation layer's properties are not changed by it. Model rendering (`render(in:)`, snapshots) ignores
// transitions.
extension _LayerRenderer {
    /// Captures `model`'s subtree as it is on screen now, for a transition about to be added. A snapshot
    /// prepared by `prepareTransitionSnapshot(of:)` is used (and consumed) instead when there is one.
    package static func takeTransitionSnapshot(of model: CALayer) -> _TransitionSnapshot {
        if let store = model._backingStore as? _LayerStore, let pending = store.pendingTransitionSnapshot {
            store.pendingTransitionSnapshot = nil
            return pending
        }
        return _TransitionSnapshot(raster: drawBounds(of: model, renderer: committedRenderer(model), composingRunningTransition: true))
    }

    /// A renderer that draws the state of the last commit, at the capture scale.
    static func committedRenderer(_ model: CALayer) -> _LayerRenderer {
        let renderer = _LayerRenderer(scale: captureScale(model))
        renderer.drawsCommittedState = true
        return renderer
    }

    /// The scale old images are captured at: the screen's, or the layer's `contentsScale` when larger.
    static func captureScale(_ model: CALayer) -> CGFloat { max(displayScale, model.contentsScale, 1) }

    /// Captures `model`'s current on-screen subtree for the next transition added to it (before the changes
    /// it will animate are made).
    package static func prepareTransitionSnapshot(of model: CALayer) {
        let snapshot = _TransitionSnapshot(raster: drawBounds(of: model, renderer: committedRenderer(model), composingRunningTransition: true))
        let store: _LayerStore
        if let existing = model._backingStore as? _LayerStore { store = existing } else {
            store = _LayerStore()
            model._backingStore = store
        }
        store.pendingTransitionSnapshot = snapshot
    }

    /// Forgets a snapshot prepared for a transition that was not added.
    package static func discardTransitionSnapshot(of model: CALayer) {
        (model._backingStore as? _LayerStore)?.pendingTransitionSnapshot = nil
    }

    /// Draws `model`'s subtree (presentation values, without its own opacity) in its own space into a raster
    /// covering its bounds at the renderer's scale; nil when the bounds are empty or nothing was drawn.
    /// With `composingRunningTransition`, a transition running on `model` is drawn as on screen (a transition
    /// that replaces it starts from that frame).
    static func drawBounds(of model: CALayer, renderer capture: _LayerRenderer, composingRunningTransition: Bool) -> _Raster? {
        drawBoundsIfChanged(of: model, renderer: capture, previousSignature: nil, previous: nil,
                            composingRunningTransition: composingRunningTransition).raster
    }

    /// `drawBounds(of:…)`, reusing `previous` when the subtree's operations still have `previousSignature`.
    static func drawBoundsIfChanged(of model: CALayer, renderer capture: _LayerRenderer, previousSignature: Int?,
                                    previous: _Raster?, composingRunningTransition: Bool = false) -> (raster: _Raster?, signature: Int?) {
        let layer = capture.drawnLayer(model)
        let bounds = layer.bounds
        let s = capture.scale
        let w = Int((bounds.width * s).rounded(.up)), h = Int((bounds.height * s).rounded(.up))
        guard w > 0, h > 0, w * h <= 16_000_000 else { return (nil, nil) }
        capture.drawsPresentation = true
        capture.cachesSubtrees = false
        capture.opacityAppliedOutside = model
        capture.transitionSuppressed = composingRunningTransition ? nil : model
        let device = CGRect(x: bounds.minX * s, y: bounds.minY * s, width: CGFloat(w), height: CGFloat(h))
        capture.build([model], rootToDevice: CGAffineTransform(scaleX: s, y: s), viewport: device,
                      trackDamage: false, ownSpace: true)
        capture.opacityAppliedOutside = nil
        capture.transitionSuppressed = nil
        var hasher = Hasher()
        hasher.combine(capture.signature()); hasher.combine(w); hasher.combine(h)
        hasher.combine(bounds.minX); hasher.combine(bounds.minY)
        let signature = hasher.finalize()
        if let previous, previousSignature == signature { return (previous, signature) }
        guard !capture.ops.isEmpty else { return (nil, signature) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        cairo_surface_set_device_offset(surface, Double(-device.minX), Double(-device.minY))
        let cr = cairo_create(surface)!
        capture.execute(in: cr)
        cairo_destroy(cr)
        cairo_surface_set_device_offset(surface, 0, 0)
        cairo_surface_flush(surface)
        let raster = _Raster(surface: surface, origin: bounds.origin, scale: s, width: w, height: h)
        raster.imageRects = [_PixelRect(x0: 0, y0: 0, x1: w, y1: h)]
        return (raster, signature)
    }

    /// The running transition of `model` and its progress at the frame's time, when one shows.
    static func runningTransition(of model: CALayer) -> (CATransition, _TransitionSnapshot, Double)? {
        guard let entry = model._animationEntries.last(where: { $0.animation is CATransition }),
              let transition = entry.animation as? CATransition, let snapshot = entry.transitionSnapshot else { return nil }
        let parentTime = model._localTime(fromGlobal: frameTime ?? CACurrentMediaTime())
        let p: Double?
        if let driven = entry.drivenProgress {
            p = transition._transitionProgress(parentTime: parentTime, progress: driven())
        } else if !entry.isStarted && transition.beginTime == 0 {
            p = transition._transitionProgress(parentTime: parentTime, progress: 0)   // starts at the next commit
        } else {
            p = transition._transitionProgress(parentTime: parentTime, progress: nil)
        }
        guard let p else { return nil }
        return (transition, snapshot, min(max(p, 0), 1))
    }

    /// Emits `model`'s running transition (old image and new subtree composed at its progress, clipped to
    /// the bounds); nil when it has none that shows now.
    func transition(_ model: CALayer, _ layer: CALayer, toDevice: CGAffineTransform, alpha: Double, chain: Int,
                    clipBox: CGRect?) -> CGRect? {
        guard let (transition, snapshot, p) = _LayerRenderer.runningTransition(of: model) else { return nil }
        // Layers too large for one raster are drawn as they are now, without the transition.
        guard layer.bounds.width * scale * layer.bounds.height * scale <= 16_000_000 else { return nil }
        let store = store(for: model)
        let capture = store.transitionRenderer ?? _LayerRenderer(scale: scale)
        store.transitionRenderer = capture
        capture.scale = scale
        capture.drawsCommittedState = drawsCommittedState
        let drawn = _LayerRenderer.drawBoundsIfChanged(of: model, renderer: capture, previousSignature: store.transitionSignature,
                                                       previous: store.transitionNew)
        if drawn.raster !== store.transitionNew {
            store.transitionNewOpaque = drawn.raster.map { _LayerRenderer.isOpaque($0) } ?? false
        }
        store.transitionNew = drawn.raster
        store.transitionSignature = drawn.signature
        let bounds = layer.bounds
        let size = bounds.size
        let boundsToDevice = CGAffineTransform(translationX: bounds.minX, y: bounds.minY).concatenating(toDevice)
        let placement = _LayerRenderer.transitionPlacement(transition, progress: p, size: size)
        func image(_ raster: _Raster?, _ place: TransitionPlacement.Part) -> _TransitionDraw.Image? {
            guard let raster, place.alpha > 0.0005, abs(place.scale.width) > 1e-6, abs(place.scale.height) > 1e-6 else { return nil }
            let c = CGPoint(x: size.width / 2, y: size.height / 2)
            let m = CGAffineTransform(scaleX: 1 / raster.scale, y: 1 / raster.scale)
                .concatenating(CGAffineTransform(translationX: -c.x, y: -c.y))
                .concatenating(CGAffineTransform(scaleX: place.scale.width, y: place.scale.height))
                .concatenating(CGAffineTransform(translationX: c.x + place.offset.x, y: c.y + place.offset.y))
                .concatenating(boundsToDevice)
            return _TransitionDraw.Image(raster: raster, matrix: m, alpha: place.alpha)
        }
        let opacity = opacityAppliedOutside === model ? 1 : Double(layer.opacity)
        let draw = _TransitionDraw(old: image(snapshot.raster, placement.old), new: image(drawn.raster, placement.new),
                                   additive: placement.additive,
                                   opaqueImages: snapshot.isOpaque && store.transitionNewOpaque && alpha * opacity >= 0.999,
                                   drawsNewBelow: placement.drawsNewBelow, boundsToDevice: boundsToDevice, size: size,
                                   alpha: alpha * opacity)
        let box = CGRect(origin: .zero, size: size).applying(boundsToDevice)
        guard draw.old != nil || draw.new != nil else { return .null }
        return emit(.transition(draw), box: box, model: model, part: 7, chain: chain, clipBox: clipBox, extra: p)
    }

    /// Where the old and new images are at progress `p`, in the layer's bounds (offsets in points, scales
    /// about the centre).
    struct TransitionPlacement {
        struct Part { var offset = CGPoint.zero; var scale = CGSize(width: 1, height: 1); var alpha = 1.0 }
        var old = Part(), new = Part(), additive = false
        /// The new image lies under the old one (reveal, curls).
        var drawsNewBelow = false
    }

    /// The placement of `transition`'s images at progress `p` (0 = all old, 1 = all new).
    ///
    /// - fade (and unknown types): a cross-dissolve, `(1 − p)·old + p·new`.
    /// - moveIn: the new image slides in from the `subtype` side over the still old one.
    /// - push: the new image slides in from that side while the old one slides out the opposite way.
    /// - reveal: the old image slides away (moving as it would in a push from that side), uncovering the
    ///   still new one.
    /// - "flip" (UIKit's flips): an affine approximation without perspective: the old image narrows to
    ///   nothing about the centre in the first half, the new one widens from nothing in the second
    ///   (horizontally for fromLeft/fromRight, vertically for fromTop/fromBottom).
    /// - "pageCurl" / "pageUnCurl" (curlUp / curlDown): no curl is drawn; the old image is revealed by
    ///   sliding it up, respectively down.
    /// `subtype` nil means fromLeft.
    static func transitionPlacement(_ transition: CATransition, progress p: Double, size: CGSize) -> TransitionPlacement {
        var result = TransitionPlacement()
        let direction: CGPoint
        switch transition.subtype ?? .fromLeft {
        case .fromRight: direction = CGPoint(x: 1, y: 0)
        case .fromTop: direction = CGPoint(x: 0, y: -1)
        case .fromBottom: direction = CGPoint(x: 0, y: 1)
        default: direction = CGPoint(x: -1, y: 0)
        }
        let w = size.width, h = size.height, q = CGFloat(p)
        let incoming = CGPoint(x: direction.x * w * (1 - q), y: direction.y * h * (1 - q))
        let outgoing = CGPoint(x: -direction.x * w * q, y: -direction.y * h * q)
        switch transition.type.rawValue {
        case CATransitionType.moveIn.rawValue:
            result.new.offset = incoming
        case CATransitionType.push.rawValue:
            result.new.offset = incoming
            result.old.offset = outgoing
        case CATransitionType.reveal.rawValue:
            result.old.offset = outgoing
            result.drawsNewBelow = true
        case "flip":
            let vertical = direction.y != 0
            if p < 0.5 {
                let f = 1 - 2 * q
                result.old.scale = vertical ? CGSize(width: 1, height: f) : CGSize(width: f, height: 1)
                result.new.alpha = 0
            } else {
                let f = 2 * q - 1
                result.new.scale = vertical ? CGSize(width: 1, height: f) : CGSize(width: f, height: 1)
                result.old.alpha = 0
            }
        case "pageCurl":
            result.old.offset = CGPoint(x: 0, y: -h * q)
            result.drawsNewBelow = true
        case "pageUnCurl":
            result.old.offset = CGPoint(x: 0, y: h * q)
            result.drawsNewBelow = true
        default:
            result.old.alpha = 1 - p
            result.new.alpha = p
            result.additive = true
        }
        return result
    }

    /// Whether every pixel of an ARGB32 raster is opaque.
    nonisolated static func isOpaque(_ raster: _Raster) -> Bool {
        guard let surface = raster.surface, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return false }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<raster.height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<raster.width where row[x] < 0xFF00_0000 { return false }
        }
        return true
    }

    /// Composes a transition frame into `cr`.
    static func drawTransition(_ t: _TransitionDraw, _ cr: OpaquePointer) {
        if t.additive, t.opaqueImages, let old = t.old, let new = t.new,
           let oldSurface = old.raster.surface, let newSurface = new.raster.surface,
           old.raster.width == new.raster.width, old.raster.height == new.raster.height, old.raster.scale == new.raster.scale {
            // Opaque cross-dissolve: (1 − p)·old + p·new is old, then new over it at alpha p.
            cairo_save(cr)
            _CairoPaths.setMatrix(cr, t.boundsToDevice)
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, Double(t.size.width), Double(t.size.height))
            cairo_clip(cr)
            for (image, surface, alpha) in [(old, oldSurface, 1.0), (new, newSurface, new.alpha)] {
                cairo_save(cr)
                _CairoPaths.setMatrix(cr, image.matrix)
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), wholeTranslation(image.matrix) != nil ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
                cairo_new_path(cr)
                cairo_rectangle(cr, 0, 0, Double(image.raster.width), Double(image.raster.height))
                if alpha >= 0.999 { cairo_fill(cr) } else { cairo_clip(cr); cairo_paint_with_alpha(cr, alpha) }
                cairo_restore(cr)
            }
            cairo_restore(cr)
            return
        }
        cairo_save(cr)
        _CairoPaths.setMatrix(cr, t.boundsToDevice)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(t.size.width), Double(t.size.height))
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        let order = t.drawsNewBelow ? [t.new, t.old] : [t.old, t.new]
        for (index, image) in order.enumerated() {
            guard let image, let surface = image.raster.surface else { continue }
            cairo_save(cr)
            if t.additive && index == 1 { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
            _CairoPaths.setMatrix(cr, image.matrix)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), wholeTranslation(image.matrix) != nil ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, Double(image.raster.width), Double(image.raster.height))
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, image.alpha)
            cairo_restore(cr)
        }
        cairo_identity_matrix(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, t.alpha)
        cairo_restore(cr)
    }
}
