import CCairo
import Foundation

/// Draws a layer tree the way Core Animation composes it, from cached per-layer rasters.
///
/// A frame is two passes. The first walks the tree (the presentation values, see `_layerToDraw`) and
/// turns it into a flat list of operations in device space, rebuilding a layer's rasters only when their
/// inputs changed. The second executes the list: rasters that land on whole device pixels are filled and
/// composited without filtering; rotated or scaled layers are drawn through their matrix. With damage
/// tracking on, the list is compared with the previous frame's and only the changed regions are redrawn.
///
/// Composition order per layer, as Core Animation does it: shadow, background, `contents`, drawn or own
/// content, sublayers (clipped when `masksToBounds`), then the border above everything. A layer with
/// `opacity` below 1 and sublayers (or several parts) is composited as a group, clipped to its box first.
@MainActor package final class _LayerRenderer {
    /// A clip shape: a rounded rectangle in some layer's space.
    struct Clip {
        var toDevice: CGAffineTransform
        var rect: CGRect
        var radii: _CairoPaths.Radii
        var curve: CALayerCornerCurve
    }
    enum Op {
        case raster(_Raster, CGAffineTransform, Double)
        case shadow(_Raster, CGAffineTransform, (Double, Double, Double, Double))
        case image(OpaquePointer, CGAffineTransform, CGRect, Double, Clip?)
        case pushClip(Clip, end: Int)
        case popClip
        case pushGroup(CGRect, end: Int)
        case popGroup(Double)
        /// Ends a group: composites it through the mask raster (device pixels at its origin), faded.
        case popMaskedGroup(Double, _Raster)
        /// A running `CATransition`: the old image and the new subtree composed at its progress.
        case transition(_TransitionDraw)
        /// A visual effect's backdrop: what is drawn so far under the clip, blurred (deviation in pixels), faded.
        case backdrop(Clip, Double, Double)
    }
    struct RecordKey: Hashable { var layer: ObjectIdentifier; var part: UInt8 }
    struct Record {
        var box: CGRect; var signature: Int
        /// The signature with positions relative to the clipping layer around it (see `ScrollShift`).
        var relativeSignature = 0
        /// The record's place in the frame's drawing order.
        var index = 0
    }

    /// Pixels per point of the rasters.
    package var scale: CGFloat
    var ops: [Op] = []
    var boxes: [CGRect] = []
    private var tracking = false
    var records: [RecordKey: Record] = [:]
    var previousRecords: [RecordKey: Record] = [:]
    /// Whether damage may be a pixel move plus repaints when one clipping layer scrolled (see `ScrollShift`);
    /// off unless the caller moves the pixels (`_FrameRenderer` does).
    package var allowsScrollShift = false
    /// The pixel move the last `damage()` asks the caller to make before repainting its damage.
    package private(set) var pendingShift: ScrollShift?
    var scroll = ScrollTracking()
    var scrollTrackingEnabled: Bool { tracking && allowsScrollShift }
    private var lastKey: RecordKey?
    private var viewport: CGRect?
    /// This frame's backdrops: their box and the box whose pixels their blur reads (device pixels).
    var backdrops: [(box: CGRect, reads: CGRect)] = []

    package init(scale: CGFloat) { self.scale = scale }

    // MARK: Picking the layer to draw

    /// The layer whose values are drawn for `model`. This is the one place that decides it.
    ///
    /// Frames on screen (`presentation` true) show the presentation values: the model with its running
    /// animations applied at the frame's media time (the model itself when nothing animates).
    /// `render(in:)` and snapshots draw the model values, as Apple documents for `render(in:)`.
    package static func _layerToDraw(_ model: CALayer, presentation: Bool = true) -> CALayer {
        guard presentation, !model._animationEntries.isEmpty else { return model }
        return model._presentation(at: frameTime ?? CACurrentMediaTime())
    }
    /// Whether this renderer draws presentation values (see `_layerToDraw`).
    package var drawsPresentation = true
    /// Whether this renderer draws the values of the last commit (a transition's old image, see
    /// `_CommittedState`): changed properties and sublayer lists as they were then, and each layer's last
    /// displayed content.
    var drawsCommittedState = false
    /// The layer whose values this renderer draws for `model`.
    func drawnLayer(_ model: CALayer) -> CALayer {
        guard drawsCommittedState else { return _LayerRenderer._layerToDraw(model, presentation: drawsPresentation) }
        return _CommittedState.layer(model, at: _LayerRenderer.frameTime ?? CACurrentMediaTime())
    }
    /// Whether moving subtrees are cached as one raster (see `cachedSubtree`).
    package var cachesSubtrees = true
    /// Whether subtrees known to lie outside the clip are skipped (`_LayerRenderer+Culling.swift`); tests
    /// turn it off to draw a reference frame.
    package var cullsSubtrees = true
    /// The root whose own opacity is applied by the caller (a subtree being cached).
    var opacityAppliedOutside: CALayer?
    /// The root whose shadow is being computed from its subtree (it casts none inside the capture).
    private var shadowSuppressed: CALayer?
    /// The root whose running transition is not composed (its new subtree is being drawn for it).
    var transitionSuppressed: CALayer?
    /// The media time of the frame being built (read once per frame).
    nonisolated(unsafe) static var frameTime: CFTimeInterval?

    // MARK: Building the operation list

    /// Builds the operations for `roots` (drawn in order) with `rootToDevice` mapping each root's
    /// superlayer space to device pixels. `viewport` (device pixels) culls what lies outside it.
    /// With `ownSpace`, each root is drawn in its own coordinate space (its position and transform ignored),
    /// as `render(in:)` does.
    package func build(_ roots: [CALayer], rootToDevice: CGAffineTransform, viewport: CGRect?, trackDamage: Bool,
                       ownSpace: Bool = false) {
        ops.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        tracking = trackDamage
        if trackDamage && allowsScrollShift { scroll.beginFrame(hadBackdrops: !backdrops.isEmpty) }
        backdrops.removeAll(keepingCapacity: true)
        self.viewport = viewport
        let outermost = _LayerRenderer.frameTime == nil
        if outermost { _LayerRenderer.frameTime = CACurrentMediaTime(); _BackingStoreCache.beginFrame() }
        defer {
            if outermost {
                _LayerRenderer.frameTime = nil
                // The operations hold the rasters they draw, so evicting now leaves this frame intact.
                _BackingStoreCache.enforce()
            }
        }
        if trackDamage {
            previousRecords = records
            records.removeAll(keepingCapacity: true)
            lastKey = nil
        }
        for root in roots {
            var parentToDevice = rootToDevice
            if ownSpace {
                let up = _LayerRenderer.transformToParent(drawnLayer(root), parent: nil)
                guard abs(up.a * up.d - up.b * up.c) > 1e-12 else { continue }
                parentToDevice = up.inverted().concatenating(rootToDevice)
            }
            _ = buildTree(root, parentToDevice: parentToDevice, alpha: 1, chain: 0, clipBox: viewport)
        }
    }

    /// Whether a layer with `bounds`, mapped by `toDevice`, can be drawn: every number finite.
    static func isDrawable(_ bounds: CGRect, _ toDevice: CGAffineTransform) -> Bool {
        [bounds.minX, bounds.minY, bounds.width, bounds.height,
         toDevice.a, toDevice.b, toDevice.c, toDevice.d, toDevice.tx, toDevice.ty].allSatisfy(\.isFinite)
    }

    /// The transform from `layer`'s space to its superlayer's, from the drawn values of both.
    static func transformToParent(_ layer: CALayer, parent: CALayer?) -> CGAffineTransform {
        let b = layer.bounds, ap = layer.anchorPoint
        let anchor = CGPoint(x: b.minX + ap.x * b.width, y: b.minY + ap.y * b.height)
        var t = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        let affine = CATransform3DIsIdentity(layer.transform) ? CGAffineTransform.identity : CATransform3DGetAffineTransform(layer.transform)
        if !affine.isIdentity { t = t.concatenating(affine) }
        t = t.concatenating(CGAffineTransform(translationX: layer.position.x, y: layer.position.y))
        if let parent, !CATransform3DIsIdentity(parent.sublayerTransform) {
            let pb = parent.bounds, pap = parent.anchorPoint
            let c = CGPoint(x: pb.minX + pap.x * pb.width, y: pb.minY + pap.y * pb.height)
            t = t.concatenating(CGAffineTransform(translationX: -c.x, y: -c.y))
                .concatenating(CATransform3DGetAffineTransform(parent.sublayerTransform))
                .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
        }
        return t
    }

    func store(for model: CALayer) -> _LayerStore { _LayerRenderer.store(for: model) }

    /// The layer's backing store, made on first use and marked as drawn in the current frame.
    static func store(for model: CALayer) -> _LayerStore {
        let store: _LayerStore
        if let existing = model._backingStore as? _LayerStore { store = existing } else {
            store = _LayerStore()
            model._backingStore = store
        }
        store.touch()
        return store
    }

    /// A layer whose own parts are emitted and whose sublayers are being walked: what its close needs.
    private struct OpenLayer {
        let model: CALayer
        let layer: CALayer
        let sublayers: [CALayer]
        var next = 0
        /// What the sublayers are built with.
        let toDevice: CGAffineTransform
        let childAlpha: Double
        let childChain: Int
        let childClipBox: CGRect?
        /// What closing the layer needs.
        let boundsToDevice: CGAffineTransform
        let boundsClip: Clip?
        let clipIndex: Int?
        let groupIndex: Int?
        let border: _Raster?
        let mask: _Raster?
        let opacity: Double
        let ownAlpha: Double
        let chain: Int
        let clipBox: CGRect?
        var total: CGRect?
        var childBox: CGRect?
        /// Scroll tracking (see `ScrollShift`): what the layer's own parts and its sublayers are hashed with,
        /// the clipping reference it opened, and whether it opened a group or a rounded clip.
        var relative = RelativeContext()
        var childRelative = RelativeContext()
        var reference: ObjectIdentifier?
        var countsGroup = false, countsRoundedClip = false

        mutating func addChild(_ box: CGRect?) {
            if let box { childBox = childBox.map { $0.union(box) } ?? box }
        }
    }

    /// The base and chain of relative signatures (see `ScrollShift`).
    struct RelativeContext { var base = CGPoint.zero; var chain = 0 }

    /// What opening a layer produced: its whole box (drawn without a walk of its sublayers), or an open layer.
    private enum Opened {
        case done(CGRect?)
        case open(OpenLayer)
    }

    /// Emits the operations of `root`'s subtree; returns their device box (nil when nothing was drawn).
    /// The walk keeps its own stack, so a hierarchy of any depth draws without deep recursion.
    @discardableResult
    private func buildTree(_ root: CALayer, parentToDevice: CGAffineTransform, alpha: Double, chain: Int,
                           clipBox: CGRect?) -> CGRect? {
        var stack: [OpenLayer] = []
        switch open(root, parentToDevice: parentToDevice, parent: nil, alpha: alpha, chain: chain, clipBox: clipBox,
                    relative: RelativeContext()) {
        case .done(let box): return box
        case .open(let layer): stack.append(layer)
        }
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].next < stack[top].sublayers.count {
                let sub = stack[top].sublayers[stack[top].next]
                stack[top].next += 1
                // The fields are read one by one: copying the whole open layer retains all it holds.
                let parent = stack[top].layer, toDevice = stack[top].toDevice, childClipBox = stack[top].childClipBox
                if let clip = childClipBox, stack[top].sublayers.count >= _LayerRenderer.cullingSiblingThreshold,
                   isCulled(sub, parent: parent, parentToDevice: toDevice, clipBox: clip) {
                    continue
                }
                switch open(sub, parentToDevice: toDevice, parent: parent, alpha: stack[top].childAlpha,
                            chain: stack[top].childChain, clipBox: childClipBox, relative: stack[top].childRelative) {
                case .done(let box): stack[top].addChild(box)
                case .open(let layer): stack.append(layer)
                }
            } else {
                let box = close(stack.removeLast())
                if stack.isEmpty { return box }
                stack[stack.count - 1].addChild(box)
            }
        }
        return nil
    }

    /// Emits `model`'s own parts below its sublayers (shadow, background, contents, content) and opens the
    /// clip of its sublayers; or draws it whole (hidden, cached, in a transition).
    private func open(_ model: CALayer, parentToDevice: CGAffineTransform, parent: CALayer?, alpha: Double,
                      chain: Int, clipBox: CGRect?, relative: RelativeContext) -> Opened {
        scroll.base = relative.base; scroll.chain = relative.chain
        let layer = drawnLayer(model)
        // A running transition still shows the old image of a layer that is now hidden.
        let mayTransition = drawsPresentation && transitionSuppressed !== model && !model._animationEntries.isEmpty
        guard (!layer.isHidden && layer.opacity > 0.001) || mayTransition else { return .done(nil) }
        if model._needsDisplay, !(drawsCommittedState && (model._backingStore as? _LayerStore)?.content != nil) {
            model.displayIfNeeded()
        }
        let toDevice = _LayerRenderer.transformToParent(layer, parent: parent).concatenating(parentToDevice)
        if mayTransition, let box = transition(model, layer, toDevice: toDevice, alpha: alpha, chain: chain, clipBox: clipBox) {
            return .done(box)
        }
        guard !layer.isHidden, layer.opacity > 0.001 else { return .done(nil) }
        // Geometry that no pixel can show (an infinite size, a NaN or infinite transform) draws nothing of
        // the subtree; Core Animation's behaviour there is unspecified.
        guard _LayerRenderer.isDrawable(layer.bounds, toDevice) else { return .done(nil) }
        if cachesSubtrees, _LayerRenderer.isSubtreeCacheCandidate(model, layer),
           let box = cachedSubtree(model, layer, toDevice: toDevice, alpha: alpha, chain: chain, clipBox: clipBox) {
            return .done(box)
        }
        let bounds = layer.bounds
        let size = bounds.size
        let store = store(for: model)
        let s = scale
        let opacity = opacityAppliedOutside === model ? 1 : Double(layer.opacity)
        let boundsToDevice = CGAffineTransform(translationX: bounds.minX, y: bounds.minY).concatenating(toDevice)
        let radii = _CairoPaths.radii(cornerRadius: layer.cornerRadius, masked: layer.maskedCorners, size: size)

        // Rasters, rebuilt when their inputs changed.
        var background: _Raster?
        if let color = layer.backgroundColor, color.alpha > 0, size.width > 0, size.height > 0 {
            let key = _LayerStore.ShapeKey(size: size, scale: s, color: color, radius: layer.cornerRadius,
                                           corners: layer.maskedCorners, curve: layer.cornerCurve, ring: nil)
            if store.backgroundKey != key {
                store.background = _Raster.shape(_VectorShape(rect: CGRect(origin: .zero, size: size), radii: radii,
                                                              curve: layer.cornerCurve, ringWidth: nil, color: color), scale: s)
                store.backgroundKey = key
            }
            background = store.background
        } else if store.background != nil { store.background = nil; store.backgroundKey = nil }

        var border: _Raster?
        if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0, size.width > 0, size.height > 0 {
            let key = _LayerStore.ShapeKey(size: size, scale: s, color: color, radius: layer.cornerRadius,
                                           corners: layer.maskedCorners, curve: layer.cornerCurve, ring: layer.borderWidth)
            if store.borderKey != key {
                store.border = _Raster.shape(_VectorShape(rect: CGRect(origin: .zero, size: size), radii: radii,
                                                          curve: layer.cornerCurve, ringWidth: layer.borderWidth, color: color), scale: s)
                store.borderKey = key
            }
            border = store.border
        } else if store.border != nil { store.border = nil; store.borderKey = nil }

        // Content that lies wholly outside the clip is not rasterized: a long list would otherwise draw
        // (and keep) a backing store for every row, on screen or not.
        let content = _LayerRenderer.contentIsClipped(layer, toDevice: toDevice, clipBox: clipBox)
            ? nil : _LayerRenderer.contentRaster(model, layer, store: store, scale: s)

        var contentsImage: (surface: OpaquePointer, width: Int, height: Int)?
        if let contents = layer.contents { contentsImage = _LayerRenderer.contentsSurface(contents) }

        // Group opacity.
        let sublayers: [CALayer] = drawsCommittedState ? _CommittedState.sublayers(of: model)
            : model._sublayers.withElements { $0.map { $0.unsafelyUnwrapped } }
        let partCount = (background != nil ? 1 : 0) + (border != nil ? 1 : 0) + (content != nil ? 1 : 0) + (contentsImage != nil ? 1 : 0)
        // A mask layer makes the layer a group composited through the mask's alpha.
        var mask: _Raster?
        if let maskModel = model.mask {
            mask = maskRaster(maskModel, layer: layer, toDevice: toDevice, store: store)
            guard mask != nil else { return .done(nil) }   // an empty mask hides everything
        }
        let needsGroup = mask != nil || (opacity < 0.999 && layer.allowsGroupOpacity && (!sublayers.isEmpty || partCount > 1))
        let ownAlpha = needsGroup ? 1.0 : alpha * opacity
        var chain = chain
        var groupIndex: Int?
        if needsGroup {
            groupIndex = ops.count
            ops.append(.pushGroup(.null, end: 0)); boxes.append(.null)
            var h = Hasher(); h.combine(chain); h.combine(1); h.combine(opacity); h.combine(mask?.serial ?? 0)
            if let mask { h.combine(mask.origin.x); h.combine(mask.origin.y) }
            chain = h.finalize()
        }
        var relative = relative
        if needsGroup, scrollTrackingEnabled {
            // What the group does is part of the chain of everything inside it.
            var h = Hasher(); h.combine(relative.chain); h.combine(1); h.combine(opacity); h.combine(mask?.serial ?? 0)
            if let mask { h.combine(mask.origin.x - relative.base.x); h.combine(mask.origin.y - relative.base.y) }
            relative.chain = h.finalize()
            scroll.chain = relative.chain
        }
        var total: CGRect?
        func add(_ box: CGRect?) { if let box, !box.isNull { total = total.map { $0.union(box) } ?? box } }

        // Shadow.
        if layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0, !layer.masksToBounds,
           shadowSuppressed !== model {
            let ownShape = background != nil || border != nil || content != nil || contentsImage != nil
            // Core Animation casts the shadow of the composited layer: its own parts and its sublayers,
            // unless a shadowPath says otherwise.
            if layer.shadowPath != nil || (ownShape && sublayers.isEmpty) {
                let key = _LayerStore.ShadowKey(size: size, scale: s, radius: layer.shadowRadius,
                                                shape: store.backgroundKey ?? store.borderKey,
                                                content: content?.serial, path: layer.shadowPath.map { _PathKey($0) },
                                                contents: contentsImage.map { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer($0.surface))) })
                if store.shadowKey != key {
                    store.shadow = _LayerRenderer.shadowRaster(layer, scale: s, radii: radii, background: background,
                                                               border: border, content: content, contents: contentsImage)
                    store.shadowKey = key
                }
            } else if !sublayers.isEmpty {
                subtreeShadow(model, layer, store: store)
            } else {
                store.shadow = nil; store.shadowKey = nil
            }
            if let shadow = store.shadow {
                let c = color.rgba
                let m = CGAffineTransform(scaleX: 1 / s, y: 1 / s)
                    .concatenating(CGAffineTransform(translationX: shadow.origin.x + layer.shadowOffset.width,
                                                     y: shadow.origin.y + layer.shadowOffset.height))
                    .concatenating(boundsToDevice)
                let a = Double(c.alpha) * Double(layer.shadowOpacity) * ownAlpha
                add(emit(.shadow(shadow, m, (Double(c.red), Double(c.green), Double(c.blue), a)),
                         box: box(of: shadow, m), model: model, part: 0, chain: chain, clipBox: clipBox, extra: a))
            }
        }
        if layer._backdropBlurRadius > 0, size.width > 0, size.height > 0 {
            let clip = Clip(toDevice: boundsToDevice, rect: CGRect(origin: .zero, size: size), radii: radii, curve: layer.cornerCurve)
            let sigma = Double(layer._backdropBlurRadius * s)
            add(emitBackdrop(clip, sigma: sigma, alpha: ownAlpha, model: model, chain: chain, clipBox: clipBox))
        }
        if let background {
            let m = CGAffineTransform(scaleX: 1 / s, y: 1 / s).concatenating(boundsToDevice)
            add(emit(.raster(background, m, ownAlpha), box: box(of: background, m), model: model, part: 1,
                     chain: chain, clipBox: clipBox, extra: ownAlpha))
        }
        var boundsClip: Clip?
        if layer.masksToBounds {
            boundsClip = Clip(toDevice: boundsToDevice, rect: CGRect(origin: .zero, size: size), radii: radii, curve: layer.cornerCurve)
        }
        if let image = contentsImage {
            let placed = _LayerRenderer.contentsPlacement(layer, imageWidth: image.width, imageHeight: image.height)
            let m = placed.imageToLayer.concatenating(toDevice)
            let b = placed.source.applying(m)
            add(emit(.image(image.surface, m, placed.source, ownAlpha, boundsClip), box: b, model: model, part: 2,
                     chain: chain, clipBox: clipBox, extra: ownAlpha, clipHash: layer.masksToBounds ? 1 : 0))
        }
        if let content {
            var m = CGAffineTransform(scaleX: 1 / s, y: 1 / s)
                .concatenating(CGAffineTransform(translationX: content.origin.x, y: content.origin.y))
                .concatenating(toDevice)
            if let drawnBounds = content.drawnBounds, drawnBounds != bounds, drawnBounds.width > 0, drawnBounds.height > 0 {
                // Drawn for other bounds: placed in the current bounds by the contents gravity.
                let dest = _LayerRenderer.gravityRect(layer.contentsGravity, natural: drawnBounds.size, in: bounds)
                m = CGAffineTransform(scaleX: dest.width / (drawnBounds.width * s), y: dest.height / (drawnBounds.height * s))
                    .concatenating(CGAffineTransform(translationX: dest.minX, y: dest.minY))
                    .concatenating(toDevice)
            }
            add(emit(.raster(content, m, ownAlpha), box: box(of: content, m), model: model, part: 3,
                     chain: chain, clipBox: clipBox, extra: ownAlpha))
        }

        // Sublayers: clipped when the layer masks to its bounds.
        var childClipBox = clipBox
        var clipIndex: Int?
        var childChain = chain
        var childRelative = relative
        var reference: ObjectIdentifier?
        if !sublayers.isEmpty, let clip = boundsClip {
            let cb = CGRect(origin: .zero, size: size).applying(boundsToDevice)
            childClipBox = clipBox.map { $0.intersection(cb) } ?? cb
            if scrollTrackingEnabled {
                let plain = background != nil && (layer.backgroundColor?.alpha ?? 0) >= 1 && border == nil && content == nil
                    && contentsImage == nil && mask == nil
                let opened = openClipReference(model, toDevice: toDevice, boundsToDevice: boundsToDevice, clip: childClipBox!,
                                               rounded: !radii.isZero, plainOpaqueBackground: plain, inGroup: needsGroup)
                childRelative = RelativeContext(base: opened.base, chain: opened.chain)
                reference = opened.reference
            }
            clipIndex = ops.count
            ops.append(.pushClip(clip, end: 0)); boxes.append(cb)
            var h = Hasher(); h.combine(chain); h.combine(2)
            for v in [boundsToDevice.a, boundsToDevice.b, boundsToDevice.c, boundsToDevice.d, boundsToDevice.tx, boundsToDevice.ty,
                      size.width, size.height, radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft] {
                h.combine(_LayerRenderer.signatureValue(v))
            }
            h.combine(layer.cornerCurve.rawValue)
            childChain = h.finalize()
        }
        var opened = OpenLayer(model: model, layer: layer,
                               sublayers: sublayers.isEmpty ? [] : _LayerRenderer.backToFront(sublayers),
                               toDevice: toDevice, childAlpha: needsGroup ? 1.0 : alpha * opacity, childChain: childChain,
                               childClipBox: childClipBox, boundsToDevice: boundsToDevice, boundsClip: boundsClip,
                               clipIndex: clipIndex, groupIndex: groupIndex, border: border, mask: mask, opacity: opacity,
                               ownAlpha: ownAlpha, chain: chain, clipBox: clipBox, total: total)
        if scrollTrackingEnabled {
            opened.relative = relative
            opened.childRelative = childRelative
            opened.reference = reference
            if !opened.sublayers.isEmpty {
                opened.countsGroup = needsGroup
                opened.countsRoundedClip = boundsClip != nil && !radii.isZero
                if needsGroup { scroll.groups += 1 }
                if opened.countsRoundedClip { scroll.roundedClips += 1 }
            }
        }
        return opened.sublayers.isEmpty ? .done(close(opened)) : .open(opened)
    }

    /// Closes an open layer once its sublayers are built: ends their clip, emits the border above them
    /// and ends the group; returns the layer's device box.
    private func close(_ f: OpenLayer) -> CGRect? {
        if scrollTrackingEnabled {
            if let reference = f.reference { closeClipReference(reference) }
            if f.countsGroup { scroll.groups -= 1 }
            if f.countsRoundedClip { scroll.roundedClips -= 1 }
            scroll.base = f.relative.base; scroll.chain = f.relative.chain
        }
        var total = f.total
        func add(_ box: CGRect?) { if let box, !box.isNull { total = total.map { $0.union(box) } ?? box } }
        if !f.sublayers.isEmpty {
            if let clipIndex = f.clipIndex {
                if f.childBox == nil {
                    ops.removeLast(ops.count - clipIndex); boxes.removeLast(boxes.count - clipIndex)
                } else {
                    ops[clipIndex] = .pushClip(f.boundsClip!, end: ops.count)
                    ops.append(.popClip); boxes.append(.null)
                }
            }
            add(f.childBox)
        }
        if let border = f.border {
            let m = CGAffineTransform(scaleX: 1 / scale, y: 1 / scale).concatenating(f.boundsToDevice)
            add(emit(.raster(border, m, f.ownAlpha), box: box(of: border, m), model: f.model, part: 4,
                     chain: f.chain, clipBox: f.clipBox, extra: f.ownAlpha))
        }
        if let groupIndex = f.groupIndex {
            if let t = total {
                var groupBox = t
                if let clipBox = f.clipBox { groupBox = groupBox.intersection(clipBox) }
                if let mask = f.mask {
                    groupBox = groupBox.intersection(CGRect(x: mask.origin.x, y: mask.origin.y, width: CGFloat(mask.width), height: CGFloat(mask.height)))
                }
                ops[groupIndex] = .pushGroup(groupBox, end: ops.count)
                boxes[groupIndex] = groupBox
                if let mask = f.mask { ops.append(.popMaskedGroup(f.opacity, mask)) } else { ops.append(.popGroup(f.opacity)) }
                boxes.append(.null)
                if groupBox.isNull || groupBox.isEmpty {
                    ops.removeLast(ops.count - groupIndex); boxes.removeLast(boxes.count - groupIndex)
                    return nil
                }
                total = groupBox
            } else {
                ops.removeLast(ops.count - groupIndex); boxes.removeLast(boxes.count - groupIndex)
            }
        }
        return total
    }

    /// The layer's drawn or own content raster at `s`, redrawn when its key changed.
    /// Whether the layer's content raster would land wholly outside `clipBox`, so that it need not be
    /// drawn this frame. Only for content that stays inside its box (drawn content stretched to the
    /// bounds, or own content in its own box) and casts no shadow (a shadow is made from the content).
    static func contentIsClipped(_ layer: CALayer, toDevice: CGAffineTransform, clipBox: CGRect?) -> Bool {
        guard let clipBox, layer.shadowOpacity == 0 else { return false }
        let box: CGRect
        if layer._drawsOwnContent() { box = layer._ownContentBox() }
        else if layer.contentsGravity == .resize { box = layer.bounds }
        else { return false }
        return !box.applying(toDevice).intersects(clipBox)
    }

    static func contentRaster(_ model: CALayer, _ layer: CALayer, store: _LayerStore, scale s: CGFloat) -> _Raster? {
        let ownContent = layer._drawsOwnContent()
        let drawn = hasDrawnContent(model)
        guard ownContent || drawn else {
            if store.content != nil { store.content = nil; store.contentKey = nil }
            return nil
        }
        let bounds = layer.bounds
        let box = ownContent ? layer._ownContentBox() : bounds
        // Drawn content is kept when only the bounds change (it is stretched by `contentsGravity`, as
        // on iOS); it is redrawn after `setNeedsDisplay` (`needsDisplayOnBoundsChange` asks for that).
        let key = _LayerStore.ContentKey(box: ownContent ? box : .zero, scale: s, version: model._displayVersion,
                                         own: ownContent ? layer._ownContentKey() : nil)
        if store.contentKey != key {
            store.content = _Raster.drawn(box: box, scale: s) { cr, w, h in
                if ownContent { layer._drawOwnContent(cr) }
                if drawn { drawContent(model, cr, width: w, height: h, scale: s) }
            }
            store.content?.drawnBounds = ownContent ? nil : box
            store.contentKey = key
            if drawn { didDrawContentHook?(model, store.content != nil) }
        }
        return store.content
    }

    /// Reads the main screen's scale; UIKit installs it (QuartzCore cannot see `UIScreen`).
    package static var displayScaleProvider: (@MainActor () -> CGFloat)?
    /// The scale of on-screen drawing: the main screen's, read at each use so that a reconfigured screen
    /// takes effect at the next commit (1 when UIKit is not loaded).
    package static var displayScale: CGFloat { displayScaleProvider?() ?? 1 }

    /// Draws an on-screen layer's content now, in the commit's display phase, as Core Animation does (so
    /// `draw(_:)` runs during the turn, not at the next frame). Off-screen layers draw when first rendered.
    package static func displayNow(_ model: CALayer) {
        guard model._outermostLayer._isContextRoot else { return }
        _ = contentRaster(model, model, store: store(for: model), scale: displayScale)
        // Inside a frame's build the frame checks the budget when it is done.
        if frameTime == nil { _BackingStoreCache.enforce() }
    }

    private func box(of raster: _Raster, _ m: CGAffineTransform) -> CGRect {
        CGRect(x: 0, y: 0, width: raster.width, height: raster.height).applying(m)
    }

    /// Appends `op` unless it is culled; records it for damage tracking. Returns its (clipped) box.
    func emit(_ op: Op, box: CGRect, model: CALayer, part: UInt8, chain: Int, clipBox: CGRect?,
                      extra: Double, clipHash: Int = 0) -> CGRect? {
        var b = box
        if let clipBox { b = b.intersection(clipBox) }
        guard !b.isNull, !b.isEmpty else { return nil }
        ops.append(op); boxes.append(b)
        if tracking {
            let key = RecordKey(layer: ObjectIdentifier(model), part: part)
            var record = Record(box: b, signature: _LayerRenderer.recordSignature(op, chain: chain, extra: extra,
                                                                                  clipHash: clipHash, lastKey: lastKey))
            if allowsScrollShift {
                record.relativeSignature = _LayerRenderer.recordSignature(op, chain: scroll.chain, extra: extra, clipHash: clipHash,
                                                                          lastKey: lastKey, origin: scroll.base, frame: scroll.frame)
                record.index = scroll.recordCount
                scroll.recordCount += 1
            }
            records[key] = record
            lastKey = key
        }
        return b
    }

    /// The hash a damage record compares between frames: what `op` draws and where, in its chain of clips
    /// and groups, after the record `lastKey`. Positions are taken relative to `origin`. With `frame` (a
    /// number that differs every frame), what cannot move exactly with its clip (a filtered placement, a
    /// transition, a backdrop) hashes differently every frame (see `ScrollShift`).
    static func recordSignature(_ op: Op, chain: Int, extra: Double, clipHash: Int, lastKey: RecordKey?,
                                origin: CGPoint = .zero, frame: Int? = nil) -> Int {
        var h = Hasher()
        h.combine(chain); h.combine(extra); h.combine(clipHash)
        if let lastKey { h.combine(lastKey) }
        func matrix(_ m: CGAffineTransform) {
            for v in [m.a, m.b, m.c, m.d, m.tx - origin.x, m.ty - origin.y] { h.combine(signatureValue(v)) }
            if let frame, wholeTranslation(m) == nil { h.combine(frame) }
        }
        switch op {
        case .raster(let r, let m, _), .shadow(let r, let m, _):
            h.combine(r.serial); matrix(m)
        case .image(let s, let m, let src, _, _):
            h.combine(UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(s))))
            matrix(m)
            for v in [src.minX, src.minY, src.width, src.height] { h.combine(v) }
        case .transition(let t):
            if let frame { h.combine(frame) } else { t.hash(into: &h) }
        default:
            if let frame { h.combine(frame) }
        }
        if case .shadow(_, _, let c) = op { h.combine(c.0); h.combine(c.1); h.combine(c.2); h.combine(c.3) }
        return h.finalize()
    }

    /// A position or size as damage signatures hash it: to 1/4096 of a device pixel, so that the rounding
    /// error of a matrix product (a scrolled layer's offset taken back off, 1e-13 px) does not count as a
    /// change. Nothing drawn differs visibly below that.
    static func signatureValue(_ v: CGFloat) -> CGFloat { (v * 4096).rounded() }

    /// Sublayers back to front: by ascending `zPosition`, then in order.
    static func backToFront(_ sublayers: [CALayer]) -> [CALayer] {
        guard sublayers.contains(where: { $0.zPosition != 0 }) else { return sublayers }
        return sublayers.enumerated().sorted { l, r in
            l.element.zPosition != r.element.zPosition ? l.element.zPosition < r.element.zPosition : l.offset < r.offset
        }.map(\.element)
    }

    // MARK: Subtree caching

    /// Whether `model`'s subtree should be drawn from one cached raster: layers with `shouldRasterize`,
    /// and containers that animate (a sliding or fading screen) while their insides stay still.
    static func isSubtreeCacheCandidate(_ model: CALayer, _ layer: CALayer) -> Bool {
        guard layer.allowsGroupOpacity || layer.opacity >= 1 else { return false }
        if layer.shouldRasterize { return true }
        return !model._animationEntries.isEmpty && model._sublayers.count >= 4
    }

    /// A renderer for drawing part of the tree on its own (a subtree raster, a shadow, a mask), set up
    /// like this one; `existing` is reused across frames when there is one.
    private func subRenderer(reusing existing: _LayerRenderer?) -> _LayerRenderer {
        let renderer = existing ?? _LayerRenderer(scale: scale)
        renderer.scale = scale
        renderer.drawsPresentation = drawsPresentation
        renderer.drawsCommittedState = drawsCommittedState
        renderer.cachesSubtrees = false
        return renderer
    }

    /// The union of the boxes the last build drew, rounded out to whole device pixels; nil when it drew nothing.
    var drawnPixelBox: CGRect? {
        guard let box = boxes.reduce(CGRect?.none, { acc, b in b.isNull ? acc : (acc.map { $0.union(b) } ?? b) }) else {
            return nil
        }
        let minX = box.minX.rounded(.down), minY = box.minY.rounded(.down)
        return CGRect(x: minX, y: minY, width: box.maxX.rounded(.up) - minX, height: box.maxY.rounded(.up) - minY)
    }

    /// Draws `model`'s subtree into a raster in its own space (reused while the subtree's operations are
    /// unchanged) and emits that raster, placed by the layer's current transform and faded by its opacity.
    /// This is what keeps an animated transition cheap: each frame composites two screen-sized rasters
    /// instead of hundreds of layers. Returns nil (draw normally) when the subtree is too large.
    private func cachedSubtree(_ model: CALayer, _ layer: CALayer, toDevice: CGAffineTransform, alpha: Double,
                               chain: Int, clipBox: CGRect?) -> CGRect? {
        let store = store(for: model)
        let capture = subRenderer(reusing: store.subtreeRenderer)
        store.subtreeRenderer = capture
        capture.opacityAppliedOutside = model
        capture.build([model], rootToDevice: CGAffineTransform(scaleX: scale, y: scale), viewport: nil,
                      trackDamage: false, ownSpace: true)
        capture.opacityAppliedOutside = nil
        guard let box = capture.drawnPixelBox else { return .null }
        guard box.width * box.height <= 16_000_000 else { return nil }
        let signature = capture.signature()
        if store.subtreeSignature != signature || store.subtreeBox != box || store.subtree == nil {
            let w = Int(box.width), h = Int(box.height)
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
            // Operations set absolute matrices; the device offset moves them all onto the raster.
            cairo_surface_set_device_offset(surface, Double(-box.minX), Double(-box.minY))
            let cr = cairo_create(surface)!
            capture.execute(in: cr)
            cairo_destroy(cr)
            cairo_surface_set_device_offset(surface, 0, 0)
            cairo_surface_flush(surface)
            let raster = _Raster(surface: surface, origin: box.origin, scale: scale, width: w, height: h)
            raster.imageRects = [_PixelRect(x0: 0, y0: 0, x1: w, y1: h)]
            store.subtree = raster
            store.subtreeSignature = signature
            store.subtreeBox = box
        }
        let raster = store.subtree!
        let m = CGAffineTransform(translationX: box.minX, y: box.minY)
            .concatenating(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
            .concatenating(toDevice)
        let a = alpha * Double(layer.opacity)
        return emit(.raster(raster, m, a), box: self.box(of: raster, m), model: model, part: 6, chain: chain,
                    clipBox: clipBox, extra: a)
    }

    /// A hash of the built operations (what they draw and where), to tell whether a cached subtree changed.
    func signature() -> Int {
        var h = Hasher()
        for op in ops {
            switch op {
            case .raster(let r, let m, let a):
                h.combine(0); h.combine(r.serial); h.combine(a)
                for v in [m.a, m.b, m.c, m.d, m.tx, m.ty] { h.combine(v) }
            case .shadow(let r, let m, let c):
                h.combine(1); h.combine(r.serial); h.combine(c.0); h.combine(c.1); h.combine(c.2); h.combine(c.3)
                for v in [m.a, m.b, m.c, m.d, m.tx, m.ty] { h.combine(v) }
            case .image(let s, let m, let src, let a, let clip):
                h.combine(2); h.combine(UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(s)))); h.combine(a)
                for v in [m.a, m.b, m.c, m.d, m.tx, m.ty, src.minX, src.minY, src.width, src.height] { h.combine(v) }
                h.combine(clip != nil)
            case .pushClip(let c, _):
                h.combine(3)
                for v in [c.toDevice.a, c.toDevice.b, c.toDevice.c, c.toDevice.d, c.toDevice.tx, c.toDevice.ty,
                          c.rect.minX, c.rect.minY, c.rect.width, c.rect.height, c.radii.topLeft, c.radii.topRight,
                          c.radii.bottomRight, c.radii.bottomLeft] { h.combine(v) }
            case .popClip: h.combine(4)
            case .pushGroup(let b, _): h.combine(5); h.combine(b.minX); h.combine(b.minY); h.combine(b.width); h.combine(b.height)
            case .popGroup(let a): h.combine(6); h.combine(a)
            case .popMaskedGroup(let a, let m): h.combine(7); h.combine(a); h.combine(m.serial); h.combine(m.origin.x); h.combine(m.origin.y)
            case .transition(let t): h.combine(8); t.hash(into: &h)
            case .backdrop(let c, let sigma, let a):
                h.combine(9); h.combine(sigma); h.combine(a)
                for v in [c.toDevice.a, c.toDevice.b, c.toDevice.c, c.toDevice.d, c.toDevice.tx, c.toDevice.ty,
                          c.rect.width, c.rect.height] { h.combine(v) }
            }
        }
        return h.finalize()
    }

    /// The shadow of a layer with no content of its own: the alpha of its whole subtree, blurred, as Core
    /// Animation casts it. Recomputed only when the subtree's operations change.
    private func subtreeShadow(_ model: CALayer, _ layer: CALayer, store: _LayerStore) {
        let capture = subRenderer(reusing: store.shadowRenderer)
        store.shadowRenderer = capture
        capture.opacityAppliedOutside = model
        capture.shadowSuppressed = model
        capture.build([model], rootToDevice: CGAffineTransform(scaleX: scale, y: scale), viewport: nil,
                      trackDamage: false, ownSpace: true)
        capture.opacityAppliedOutside = nil
        capture.shadowSuppressed = nil
        var h = Hasher()
        h.combine(capture.signature()); h.combine(layer.shadowRadius); h.combine(scale)
        let signature = h.finalize()
        if store.shadowSignature == signature { return }
        store.shadowSignature = signature
        store.shadowKey = nil
        store.shadow = nil
        guard let drawn = capture.drawnPixelBox else { return }
        let sigma = layer.shadowRadius * scale
        let pad = CGFloat(_ShadowBlur.padding(sigma: sigma))
        let box = drawn.insetBy(dx: -pad, dy: -pad)
        guard box.width * box.height <= 16_000_000 else { return }
        let w = Int(box.width), h2 = Int(box.height)
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h2))!
        cairo_surface_set_device_offset(mask, Double(-box.minX), Double(-box.minY))
        let cr = cairo_create(mask)!
        capture.execute(in: cr)
        cairo_destroy(cr)
        cairo_surface_set_device_offset(mask, 0, 0)
        _ShadowBlur.blur(mask, sigma: sigma)
        // Local device pixels are layer points × scale; the shadow op expects bounds-relative points.
        let b = layer.bounds
        store.shadow = _Raster(surface: mask, origin: CGPoint(x: box.minX / scale - b.minX, y: box.minY / scale - b.minY),
                               scale: scale, width: w, height: h2)
    }

    /// The mask layer drawn in device pixels where it lies over `layer` (positioned in the layer's
    /// coordinates, as if it were a sublayer); its alpha masks the layer. Redrawn only when it changes.
    private func maskRaster(_ maskModel: CALayer, layer: CALayer, toDevice: CGAffineTransform, store: _LayerStore) -> _Raster? {
        let capture = subRenderer(reusing: store.maskRenderer)
        store.maskRenderer = capture
        // The mask is placed by its own position and transform within the layer, like a sublayer.
        capture.build([maskModel], rootToDevice: toDevice, viewport: nil, trackDamage: false)
        guard let box = capture.drawnPixelBox else {
            store.mask = nil; store.maskSignature = nil
            return nil
        }
        guard box.width * box.height <= 16_000_000 else { return nil }
        var h = Hasher()
        h.combine(capture.signature()); h.combine(box.minX); h.combine(box.minY); h.combine(box.width); h.combine(box.height)
        let signature = h.finalize()
        if store.maskSignature == signature, let mask = store.mask { return mask }
        let w = Int(box.width), hgt = Int(box.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(hgt))!
        cairo_surface_set_device_offset(surface, Double(-box.minX), Double(-box.minY))
        let cr = cairo_create(surface)!
        capture.execute(in: cr)
        cairo_destroy(cr)
        cairo_surface_set_device_offset(surface, 0, 0)
        cairo_surface_flush(surface)
        let raster = _Raster(surface: surface, origin: box.origin, scale: scale, width: w, height: hgt)
        store.mask = raster
        store.maskSignature = signature
        return raster
    }

    // MARK: Damage

    /// The device regions that differ between the previous build and this one (after `build` with tracking).
    package func damage() -> [CGRect] {
        pendingShift = nil
        if allowsScrollShift, let (shift, rects) = scrollShiftDamage() {
            pendingShift = shift
            return rects
        }
        var rects: [CGRect] = []
        for (key, record) in records {
            if let old = previousRecords[key] {
                if old.signature != record.signature {
                    rects.append(old.box)
                    if record.box != old.box { rects.append(record.box) }
                }
            } else {
                rects.append(record.box)
            }
        }
        for (key, old) in previousRecords where records[key] == nil { rects.append(old.box) }
        addBackdropDamage(to: &rects)
        return _LayerRenderer.merge(rects)
    }

    /// Forgets the previous frame so that the next damage covers everything drawn.
    package func resetDamage() { records.removeAll(); previousRecords.removeAll(); scroll.reset(); pendingShift = nil }

    /// Rounds rectangles out to whole pixels and merges overlapping ones (at most 16 remain).
    static func merge(_ input: [CGRect]) -> [CGRect] {
        var rects = input.filter { !$0.isNull && !$0.isEmpty }.map { r in
            CGRect(x: r.minX.rounded(.down), y: r.minY.rounded(.down),
                   width: r.maxX.rounded(.up) - r.minX.rounded(.down), height: r.maxY.rounded(.up) - r.minY.rounded(.down))
        }
        var merged = true
        while merged {
            merged = false
            var i = 0
            while i < rects.count {
                var j = i + 1
                while j < rects.count {
                    if rects[i].intersects(rects[j]) {
                        rects[i] = rects[i].union(rects[j]); rects.remove(at: j); merged = true
                    } else { j += 1 }
                }
                i += 1
            }
        }
        if rects.count > 16 { return [rects.dropFirst().reduce(rects[0]) { $0.union($1) }] }
        return rects
    }

    // MARK: Executing

    /// Draws the built operations into `cr`. With `damage`, only operations meeting its box are drawn
    /// (the caller clips to the damage). The matrix of `cr` is restored afterwards.
    package func execute(in cr: OpaquePointer, damage: CGRect? = nil) {
        cairo_save(cr)
        var i = 0
        let n = ops.count
        while i < n {
            let b = boxes[i]
            switch ops[i] {
            case .pushClip(let clip, let end):
                if let damage, !b.intersects(damage) { i = end + 1; continue }
                cairo_save(cr)
                applyClip(clip, cr)
            case .popClip:
                cairo_restore(cr)
            case .pushGroup(let box, let end):
                if let damage, !box.intersects(damage) { i = end + 1; continue }
                cairo_save(cr)
                cairo_identity_matrix(cr)
                let r = CGRect(x: box.minX.rounded(.down), y: box.minY.rounded(.down),
                               width: box.maxX.rounded(.up) - box.minX.rounded(.down),
                               height: box.maxY.rounded(.up) - box.minY.rounded(.down))
                cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                cairo_clip(cr)
                cairo_push_group(cr)
            case .popGroup(let alpha):
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
                cairo_restore(cr)
            case .popMaskedGroup(let alpha, let mask):
                cairo_pop_group_to_source(cr)
                cairo_identity_matrix(cr)
                if alpha < 0.999 {
                    // Fade first, then mask: a nested group holds the faded content.
                    let content = cairo_pattern_reference(cairo_get_source(cr))
                    cairo_push_group(cr)
                    cairo_set_source(cr, content)
                    cairo_paint_with_alpha(cr, alpha)
                    cairo_pattern_destroy(content)
                    cairo_pop_group_to_source(cr)
                }
                if let surface = mask.surface {
                    cairo_mask_surface(cr, surface, Double(mask.origin.x), Double(mask.origin.y))
                }
                cairo_restore(cr)
            case .raster(let raster, let m, let alpha):
                if let damage, !b.intersects(damage) { break }
                composite(raster, m, alpha, cr)
            case .shadow(let raster, let m, let c):
                if let damage, !b.intersects(damage) { break }
                guard let mask = raster.surface else { break }
                cairo_set_source_rgba(cr, c.0, c.1, c.2, c.3)
                if let t = _LayerRenderer.wholeTranslation(m) {
                    cairo_identity_matrix(cr)
                    cairo_mask_surface(cr, mask, t.x, t.y)
                } else {
                    _CairoPaths.setMatrix(cr, m)
                    cairo_mask_surface(cr, mask, 0, 0)
                }
            case .image(let surface, let m, let source, let alpha, let clip):
                if let damage, !b.intersects(damage) { break }
                cairo_save(cr)
                if let clip { applyClip(clip, cr) }
                _CairoPaths.setMatrix(cr, m)
                cairo_set_source_surface(cr, surface, 0, 0)
                if _LayerRenderer.wholeTranslation(m) != nil {
                    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
                }
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
                cairo_rectangle(cr, Double(source.minX), Double(source.minY), Double(source.width), Double(source.height))
                if alpha >= 0.999 { cairo_fill(cr) } else { cairo_clip(cr); cairo_paint_with_alpha(cr, alpha) }
                cairo_restore(cr)
            case .transition(let t):
                if let damage, !b.intersects(damage) { break }
                _LayerRenderer.drawTransition(t, cr)
            case .backdrop(let clip, let sigma, let alpha):
                if let damage, !b.intersects(damage) { break }
                drawBackdrop(clip, box: b, sigma: sigma, alpha: alpha, cr)
            }
            i += 1
        }
        cairo_restore(cr)
    }

    func applyClip(_ clip: Clip, _ cr: OpaquePointer) {
        _CairoPaths.setMatrix(cr, clip.toDevice)
        if clip.radii.isZero, let t = _LayerRenderer.wholeTranslation(clip.toDevice) {
            // Pixel-aligned rectangles clip fastest in device space.
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, t.x + Double(clip.rect.minX), t.y + Double(clip.rect.minY), Double(clip.rect.width), Double(clip.rect.height))
        } else {
            cairo_new_path(cr)
            _CairoPaths.addRoundedRect(cr, clip.rect, radii: clip.radii, curve: clip.curve)
        }
        cairo_clip(cr)
    }

    /// The whole-pixel translation `m` amounts to, when it is a translation (snapped to the pixel grid).
    static func wholeTranslation(_ m: CGAffineTransform) -> (x: Double, y: Double)? {
        guard abs(m.a - 1) < 1e-6, abs(m.d - 1) < 1e-6, abs(m.b) < 1e-6, abs(m.c) < 1e-6 else { return nil }
        return (Double(m.tx.rounded()), Double(m.ty.rounded()))
    }

    private func composite(_ r: _Raster, _ m: CGAffineTransform, _ alpha: Double, _ cr: OpaquePointer) {
        if let t = _LayerRenderer.wholeTranslation(m) {
            cairo_identity_matrix(cr)
            if !r.solidRects.isEmpty {
                let c = r.solidColor
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
                for p in r.solidRects {
                    cairo_rectangle(cr, t.x + Double(p.x0), t.y + Double(p.y0), Double(p.x1 - p.x0), Double(p.y1 - p.y0))
                }
                cairo_fill(cr)
            }
            if let surface = r.surface, !r.imageRects.isEmpty {
                cairo_set_source_surface(cr, surface, t.x, t.y)
                for p in r.imageRects {
                    cairo_rectangle(cr, t.x + Double(p.x0), t.y + Double(p.y0), Double(p.x1 - p.x0), Double(p.y1 - p.y0))
                }
                if alpha >= 0.999 { cairo_fill(cr) } else {
                    cairo_save(cr); cairo_clip(cr); cairo_paint_with_alpha(cr, alpha); cairo_restore(cr)
                }
            }
            return
        }
        if let v = r.vector {
            // Shapes stay sharp under rotation and scaling: fill the outline itself.
            _CairoPaths.setMatrix(cr, CGAffineTransform(scaleX: r.scale, y: r.scale).concatenating(m))
            cairo_new_path(cr)
            v.addPath(cr)
            _CairoPaths.setSource(cr, v.color, alpha: CGFloat(alpha))
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            return
        }
        guard let surface = r.surface else { return }
        _CairoPaths.setMatrix(cr, m)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        for p in r.imageRects {
            cairo_rectangle(cr, Double(p.x0), Double(p.y0), Double(p.x1 - p.x0), Double(p.y1 - p.y0))
        }
        if alpha >= 0.999 { cairo_fill(cr) } else {
            cairo_save(cr); cairo_clip(cr); cairo_paint_with_alpha(cr, alpha); cairo_restore(cr)
        }
    }
}
