import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// A tile that draws its own colour in `draw(_:)`, so its pixels live in a content raster of
/// width × height × 4 bytes at the renderer's scale, and counts how often it draws.
final class CachedTile: UIView {
    var color: UIColor = .red
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIGraphicsGetCurrentContext()?.setFillColor(color.cgColor)
        UIGraphicsGetCurrentContext()?.fill(bounds)
    }
}

/// A bare layer that fills its bounds in `draw(in:)`.
final class FilledLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(bounds)
    }
}

@MainActor @Suite("The renderer's backing-store cache stays within its byte bound (least recently drawn first)", .checksForLeaks)
struct BackingStoreCacheTests {
    /// Ten 50×50-point tiles in a row, each its own colour; at scale 2 each content raster is
    /// 100 × 100 × 4 = 40,000 bytes, 400,000 for the row.
    func tiles() -> (UIView, [CachedTile]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 50))
        root.backgroundColor = .white
        var tiles: [CachedTile] = []
        for i in 0..<10 {
            let tile = CachedTile(frame: CGRect(x: CGFloat(i) * 50, y: 0, width: 50, height: 50))
            tile.color = UIColor(red: CGFloat(i) / 10, green: 0.5, blue: 1 - CGFloat(i) / 10, alpha: 1)
            root.addSubview(tile)
            tiles.append(tile)
        }
        return (root, tiles)
    }

    func withByteLimit(_ limit: Int, _ body: () -> Void) {
        let saved = _BackingStoreCache.byteLimit
        _BackingStoreCache.byteLimit = limit
        defer { _BackingStoreCache.byteLimit = saved }
        body()
    }

    func samePixels(_ a: _PixelBuffer, _ b: _PixelBuffer) -> Bool {
        a.width == b.width && a.height == b.height && a.stride == b.stride && memcmp(a.data, b.data, a.stride * a.height) == 0
    }

    @Test("The default bound is 256 MiB")
    func defaultBound() {
        #expect(_BackingStoreCache.defaultByteLimit == 268_435_456)
    }

    @Test("Frames whose layers exceed the bound leave the cache at or under it and draw the same pixels as an unbounded cache")
    func onScreenLayersOverTheBoundStayCorrect() {
        let (reference, _) = tiles()
        let expected = _FrameRenderer(size: reference.bounds.size, scale: 2)
        expected.render([reference.layer])
        let (root, tiles) = tiles()
        withByteLimit(150_000) {
            let frames = _FrameRenderer(size: root.bounds.size, scale: 2)
            frames.render([root.layer])
            #expect(_BackingStoreCache.byteCount <= _BackingStoreCache.byteLimit)
            #expect(samePixels(frames.buffer, expected.buffer))
            // Evicted tiles are drawn again when a frame needs them: a full redraw still matches.
            frames.invalidate()
            frames.render([root.layer])
            #expect(_BackingStoreCache.byteCount <= _BackingStoreCache.byteLimit)
            #expect(samePixels(frames.buffer, expected.buffer))
            #expect(tiles.allSatisfy { $0.draws >= 1 })
            #expect(tiles.contains { $0.draws >= 2 })
        }
    }

    @Test("Rasters drawn longest ago are evicted first; the ones drawn last stay cached and are not drawn again")
    func leastRecentlyDrawnGoFirst() {
        let (_, tiles) = tiles()
        withByteLimit(130_000) {
            // Each tile drawn on its own, in order: the bound holds three of the 40,000-byte rasters (older
            // stores of other layers, drawn before these, go first).
            for tile in tiles { _ = _FrameRenderer.image(of: tile.layer, scale: 2) }
            #expect(_BackingStoreCache.byteCount <= _BackingStoreCache.byteLimit)
            let cached = tiles.map { ($0.layer._backingStore as? _LayerStore)?.content != nil }
            #expect(cached == [false, false, false, false, false, false, false, true, true, true])
            let draws = tiles.map(\.draws)
            let last = _FrameRenderer.image(of: tiles[9].layer, scale: 2)
            #expect(tiles[9].draws == draws[9])
            let first = _FrameRenderer.image(of: tiles[0].layer, scale: 2)
            #expect(tiles[0].draws == draws[0] + 1)
            // Each image shows its own tile's colour: no red and full blue for tile 0, red 0.9 and blue 0.1 for tile 9.
            #expect(first.pixel(x: 50, y: 50).r == 0 && first.pixel(x: 50, y: 50).b == 255)
            #expect(last.pixel(x: 50, y: 50).r > 220 && last.pixel(x: 50, y: 50).b < 35)
        }
    }

    @Test("The cache's byte count follows rasters as they are made and as their layers go away")
    func byteCountFollowsLayers() {
        // The turn holds layers that asked for display until it commits: let earlier ones go first.
        spin()
        let before = _BackingStoreCache.byteCount
        weak var released: CALayer?
        do {
            let layer = FilledLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            layer.setNeedsDisplay()
            released = layer
            _ = _FrameRenderer.image(of: layer, scale: 2)
            #expect(_BackingStoreCache.byteCount == before + 40_000)
        }
        spin()
        #expect(released == nil)
        #expect(_BackingStoreCache.byteCount == before)
    }
}
