import CCairo
import Foundation

/// Scrolling by moving pixels.
///
/// When the only thing that moved since the last frame is the content of one clipping layer (a scroll
/// view's bounds origin changed by whole device pixels), the pixels already in the frame are still right,
/// only displaced. The frame renderer then moves them inside the layer's clip and repaints just the strip
/// that scrolled into view, plus whatever did not move with the content (scroll indicators, views above
/// the scroll view, rows that changed). A software renderer otherwise repaints every pixel of a scrolling
/// screen each frame.
///
/// To tell "moved with the content" from "changed", every damage record also gets a *relative* signature
/// (`recordSignature` with an origin and a frame number): the same hash as its ordinary one, but with
/// positions taken relative to the innermost clipping layer around it (its "reference"), and the
/// references' own placement hashed relative to theirs. Scrolling a reference leaves the relative
/// signatures of everything inside it unchanged.
///
/// The layer that scrolled (the "scroller") must make the move exact: an axis-aligned rectangular clip on
/// whole device pixels that did not move, an opaque background of one colour under everything it clips
/// (so what lies below it does not show through and move with it), no own content, border, mask or group
/// opacity, no rounded clip or group around it, and no backdrop blur anywhere in the frame. Exactly one
/// clipping layer may have scrolled; otherwise the frame falls back to ordinary damage.
extension _LayerRenderer {
    /// A pixel move the frame renderer performs before repainting the damage: the pixels inside `rect`
    /// (device pixels) move by (`dx`, `dy`); what moves out of `rect` is dropped.
    package struct ScrollShift: Equatable {
        package var rect: CGRect
        package var dx: Int, dy: Int
        package init(rect: CGRect, dx: Int, dy: Int) { self.rect = rect; self.dx = dx; self.dy = dy }
    }

    /// A clipping layer as one frame saw it.
    struct ClipReference {
        /// Its clip in device pixels, cut by the clips around it.
        var clip: CGRect
        /// Where its bounds' top left lands, in device pixels.
        var boundsOrigin: CGPoint
        /// Its bounds origin in device pixels (what scrolling changes).
        var offset: CGPoint
        /// Whether moving its pixels is exact (see the type's overview).
        var eligible: Bool
        /// The damage records its sublayers emitted: `firstRecord..<endRecord`.
        var firstRecord: Int
        var endRecord: Int
    }

    /// The per-frame state of scroll tracking, kept by the renderer.
    struct ScrollTracking {
        /// Positions of the records being emitted are hashed relative to this point (device pixels).
        var base: CGPoint = .zero
        /// The hash of the references around the records being emitted.
        var chain = 0
        /// Open groups and rounded clips around the layer being walked.
        var groups = 0, roundedClips = 0
        /// The number of records emitted so far this frame.
        var recordCount = 0
        /// A number that differs every frame: hashed into records that cannot be moved exactly.
        var frame = 0
        var references: [ObjectIdentifier: ClipReference] = [:]
        var previousReferences: [ObjectIdentifier: ClipReference] = [:]
        /// The clipping layers whose offset changed since the last frame.
        var moved: [ObjectIdentifier] = []
        /// Whether the previous frame had a backdrop blur (it reads pixels that a move would displace).
        var hadBackdrops = false

        mutating func beginFrame(hadBackdrops: Bool) {
            self.hadBackdrops = hadBackdrops
            previousReferences = references
            references.removeAll(keepingCapacity: true)
            moved.removeAll(keepingCapacity: true)
            base = .zero; chain = 0; groups = 0; roundedClips = 0; recordCount = 0
            frame &+= 1
        }

        mutating func reset() {
            references.removeAll(); previousReferences.removeAll(); moved.removeAll()
        }
    }

    /// What a clipping layer's sublayers are emitted with: their base and chain, and the reference to
    /// close. Called when the sublayers' clip opens; `plainOpaqueBackground` says whether the layer has an
    /// opaque background and nothing else of its own (no content, contents, border or mask).
    func openClipReference(_ model: CALayer, toDevice: CGAffineTransform, boundsToDevice: CGAffineTransform,
                           clip: CGRect, rounded: Bool, plainOpaqueBackground: Bool, inGroup: Bool) -> (base: CGPoint, chain: Int, reference: ObjectIdentifier?) {
        guard scrollTrackingEnabled else { return (scroll.base, scroll.chain, nil) }
        let m = boundsToDevice
        let axisAligned = m.b == 0 && m.c == 0 && m.a > 0 && m.d > 0
        guard axisAligned, !rounded else {
            // Not a reference: its sublayers stay relative to the enclosing one; its clip is part of their chain.
            var h = Hasher(); h.combine(scroll.chain); h.combine(3)
            for v in [m.a, m.b, m.c, m.d, m.tx - scroll.base.x, m.ty - scroll.base.y, clip.width, clip.height] { h.combine(_LayerRenderer.signatureValue(v)) }
            return (scroll.base, h.finalize(), nil)
        }
        let id = ObjectIdentifier(model)
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-6 }
        // Positions that are whole within rounding error are kept exact.
        func exact(_ v: CGFloat) -> CGFloat { whole(v) ? v.rounded() : v }
        let offset = CGPoint(x: exact(toDevice.tx - m.tx), y: exact(toDevice.ty - m.ty))
        let previous = scroll.previousReferences[id]
        let moved = previous.map { abs($0.offset.x - offset.x) > 1e-6 || abs($0.offset.y - offset.y) > 1e-6 } ?? false
        if moved { scroll.moved.append(id) }
        let eligible = plainOpaqueBackground && !inGroup && scroll.groups == 0 && scroll.roundedClips == 0
            && [clip.minX, clip.minY, clip.maxX, clip.maxY, m.tx, m.ty, offset.x, offset.y].allSatisfy(whole)
        // Whole within rounding error: kept exact, so that the pixels moved are the pixels the clip covers.
        let pixelClip = CGRect(x: clip.minX.rounded(), y: clip.minY.rounded(),
                               width: clip.maxX.rounded() - clip.minX.rounded(), height: clip.maxY.rounded() - clip.minY.rounded())
        scroll.references[id] = ClipReference(clip: eligible ? pixelClip : clip, boundsOrigin: CGPoint(x: exact(m.tx), y: exact(m.ty)), offset: offset,
                                              eligible: eligible, firstRecord: scroll.recordCount, endRecord: scroll.recordCount)
        var h = Hasher(); h.combine(scroll.chain); h.combine(4)
        for v in [m.a, m.d, m.tx - scroll.base.x, m.ty - scroll.base.y, clip.width, clip.height] { h.combine(_LayerRenderer.signatureValue(v)) }
        // Its offset is left out, so that scrolling it keeps its sublayers' relative signatures. A frame
        // moves pixels only when exactly one reference's offset changed (see `scrollShiftDamage`).
        return (CGPoint(x: toDevice.tx, y: toDevice.ty), h.finalize(), id)
    }

    /// Marks the end of a reference's sublayers.
    func closeClipReference(_ id: ObjectIdentifier) {
        let end = scroll.recordCount
        scroll.references[id]?.endRecord = end
    }

    /// Whether this frame scrolled one reference exactly; then its shift and the damage that remains.
    func scrollShiftDamage() -> (ScrollShift, [CGRect])? {
        guard scroll.moved.count == 1, backdrops.isEmpty, !scroll.hadBackdrops else { return nil }
        let id = scroll.moved[0]
        guard let now = scroll.references[id], let before = scroll.previousReferences[id],
              now.eligible, before.eligible, now.clip == before.clip, now.boundsOrigin == before.boundsOrigin else { return nil }
        let c = now.clip
        let dx = now.offset.x - before.offset.x, dy = now.offset.y - before.offset.y
        guard abs(dx) < c.width, abs(dy) < c.height else { return nil }
        let shift = ScrollShift(rect: c, dx: Int(dx.rounded()), dy: Int(dy.rounded()))
        func moved(_ box: CGRect) -> CGRect { box.intersection(c).offsetBy(dx: dx, dy: dy).intersection(c) }
        func inside(_ index: Int, _ ref: ClipReference) -> Bool { index >= ref.firstRecord && index < ref.endRecord }
        var rects: [CGRect] = []
        // The pixels an old record left: where the move took them, and, for a record outside the
        // scroller (which did not move with it), where it was. Inside the scroller the old place now holds
        // moved pixels of its neighbours, which are right unless their own records say otherwise.
        func forget(_ old: Record) {
            if !inside(old.index, before) { rects.append(old.box) }
            rects.append(moved(old.box))
        }
        // What scrolled into view.
        let kept = c.offsetBy(dx: dx, dy: dy).intersection(c)
        if dy > 0 { rects.append(CGRect(x: c.minX, y: c.minY, width: c.width, height: dy)) }
        if dy < 0 { rects.append(CGRect(x: c.minX, y: c.maxY + dy, width: c.width, height: -dy)) }
        if dx > 0 { rects.append(CGRect(x: c.minX, y: kept.minY, width: dx, height: kept.height)) }
        if dx < 0 { rects.append(CGRect(x: c.maxX + dx, y: kept.minY, width: -dx, height: kept.height)) }
        for (key, record) in records {
            let old = previousRecords[key]
            if inside(record.index, now) {
                if let old, inside(old.index, before), old.relativeSignature == record.relativeSignature { continue }
            } else if let old, !inside(old.index, before), old.signature == record.signature {
                // Unchanged and outside the scroller: below it, it is hidden by the scroller's background;
                // above it, its pixels inside the clip moved and must be put back.
                if record.index >= now.endRecord, record.box.intersects(c) {
                    rects.append(record.box.intersection(c)); rects.append(moved(record.box))
                }
                continue
            }
            rects.append(record.box)
            if let old { forget(old) }
        }
        for (key, old) in previousRecords where records[key] == nil { forget(old) }
        return (shift, _LayerRenderer.merge(rects))
    }
}

extension _PixelBuffer {
    /// Moves the pixels inside `shift.rect` by its offset; what moves out of the rectangle is dropped and
    /// what is uncovered keeps its old pixels (the caller repaints it).
    package func apply(_ shift: _LayerRenderer.ScrollShift) {
        let r = shift.rect.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, !r.isEmpty else { return }
        let x0 = Int(r.minX.rounded()), y0 = Int(r.minY.rounded()), x1 = Int(r.maxX.rounded()), y1 = Int(r.maxY.rounded())
        // Destination columns and rows that receive pixels from inside the rectangle.
        let dx0 = max(x0, x0 + shift.dx), dx1 = min(x1, x1 + shift.dx)
        let dy0 = max(y0, y0 + shift.dy), dy1 = min(y1, y1 + shift.dy)
        guard dx0 < dx1, dy0 < dy1 else { return }
        cairo_surface_flush(surface)
        let base = data, rowBytes = stride, bytes = (dx1 - dx0) * 4
        func move(_ y: Int) {
            memmove(base + y * rowBytes + dx0 * 4, base + (y - shift.dy) * rowBytes + (dx0 - shift.dx) * 4, bytes)
        }
        // Rows are copied in the order that never reads a row already overwritten.
        if shift.dy > 0 {
            var y = dy1 - 1
            while y >= dy0 { move(y); y -= 1 }
        } else {
            for y in dy0..<dy1 { move(y) }
        }
        cairo_surface_mark_dirty(surface)
    }
}
