import CCairo
import Foundation

/// Every layer's backing stores (`_LayerStore`), held to a byte budget by evicting the least recently
/// drawn layers' rasters.
///
/// A store's pixels are a cache: an evicted layer is rasterized again from its model the next time a
/// frame draws it (its `draw(_:)` runs again, as it may on iOS when the system purges a backing store).
/// The budget is checked at the end of each frame's build and after each on-screen display: the stores
/// drawn longest ago go first, and the current frame's only when it alone exceeds the budget (its
/// operations keep their rasters until it has been drawn, so the frame stays correct; the next one
/// redraws them). A pending transition's captured old image is not a cache and is never evicted.
///
/// The renderer runs on the main thread; the state is `nonisolated(unsafe)` so that a store's deinit,
/// which runs wherever its layer is released, can unregister it.
package enum _BackingStoreCache {
    /// The budget: 256 MiB of raster pixels. The benchmark's 201-view screen (140 rounded, bordered
    /// cards) holds 99 MiB at scale 3, so both screens of a transition fit, and about half a screen more.
    /// The bound holds at the end of every frame; inside one, the stores exceed it by at most what that
    /// frame rasterizes anew (docs/BENCHMARKS.md).
    package static let defaultByteLimit = 256 << 20
    /// The budget in bytes; tests lower it.
    package nonisolated(unsafe) static var byteLimit = defaultByteLimit
    /// The bytes of raster pixels the stores hold now.
    package nonisolated(unsafe) private(set) static var byteCount = 0
    /// The most bytes held at any moment since the last `resetPeak()`.
    package nonisolated(unsafe) private(set) static var peakByteCount = 0
    /// Stores that hold pixels, unretained: a store unregisters itself before it goes away.
    nonisolated(unsafe) private static var stores: [ObjectIdentifier: Unmanaged<_LayerStore>] = [:]
    /// The use counter: one tick per frame built; each store drawn in it records the tick.
    nonisolated(unsafe) private(set) static var useTick = 0

    /// Starts a frame: stores touched from now on are its.
    static func beginFrame() { useTick += 1 }

    /// Records that `store`'s rasters changed from `old` bytes to `new` bytes.
    static func account(_ store: _LayerStore, from old: Int, to new: Int) {
        guard old != new else { return }
        byteCount += new - old
        peakByteCount = max(peakByteCount, byteCount)
        let id = ObjectIdentifier(store)
        if store.byteCount == 0 { stores[id] = nil } else if stores[id] == nil { stores[id] = .passUnretained(store) }
    }

    /// Forgets a store that is going away.
    static func remove(_ store: _LayerStore) {
        guard store.byteCount > 0 else { return }
        byteCount -= store.byteCount
        stores[ObjectIdentifier(store)] = nil
    }

    /// Evicts the least recently drawn stores until the stores hold at most `byteLimit` bytes.
    static func enforce() {
        guard byteCount > byteLimit else { return }
        let byAge = stores.values.map { $0.takeUnretainedValue() }.sorted { $0.lastUse < $1.lastUse }
        for store in byAge {
            guard byteCount > byteLimit else { break }
            store.evict()
        }
    }

    /// Starts a new peak measurement from the bytes held now.
    package static func resetPeak() { peakByteCount = byteCount }
}

extension _Raster {
    /// The bytes of the raster's pixels (nothing for one drawn as a shape with no surface).
    var byteCount: Int {
        guard let surface else { return 0 }
        return Int(cairo_image_surface_get_stride(surface)) * height
    }
}
