import Foundation

/// The layer values as of the last commit, for the layers changed since: what the render server would
/// still be showing. A transition's old image is drawn from them, so that changes made before
/// `add(_:forKey:)` in the same transaction are not part of the old content (Core Animation animates from
/// the last committed rendering).
///
/// Each change records a property's previous value the first time that property changes during the turn,
/// and each hierarchy change records the sublayer list before it; the commit forgets everything. Only
/// properties that report changes are kept (not drawn content: a layer's last displayed content is used).
/// Only layers in a tree (with a superlayer, or a window's layer) are recorded, so that building and
/// configuring new, detached layers costs nothing here; a detached layer is drawn with its current values.
@MainActor package enum _CommittedState {
    /// Layers are held until the commit (strongly: weak references cost a side table per layer).
    final class Entry {
        let layer: CALayer
        var values: [(key: String, value: Any?)] = []
        var sublayers: [CALayer]?
        init(layer: CALayer) { self.layer = layer }
    }
    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var isInstalled = false
    /// Past this many changed layers in one turn, nothing more is recorded (the old image then shows some
    /// new values).
    private static let limit = 100_000

    private static func entry(for layer: CALayer) -> Entry? {
        let id = ObjectIdentifier(layer)
        if let entry = entries[id], entry.layer === layer { return entry }
        if !isInstalled {
            isInstalled = true
            _Turn.install(.forgetCommittedState) { _ in entries.removeAll() }
        }
        guard entries.count < limit else { return nil }
        let entry = Entry(layer: layer)
        entries[id] = entry
        return entry
    }

    /// Records `key`'s value before its first change since the last commit.
    static func record(_ layer: CALayer, key: String, oldValue: Any?) {
        guard key != "sublayers", layer.superlayer != nil || layer._isContextRoot, let entry = entry(for: layer),
              !entry.values.contains(where: { $0.key == key }) else { return }
        entry.values.append((key, oldValue))
    }

    /// Records `layer`'s sublayers before their first change since the last commit.
    static func recordSublayers(of layer: CALayer) {
        guard layer.superlayer != nil || layer._isContextRoot, let entry = entry(for: layer), entry.sublayers == nil else { return }
        entry.sublayers = layer._sublayers.array
    }

    /// `model`'s sublayers as of the last commit.
    static func sublayers(of model: CALayer) -> [CALayer] {
        guard let entry = entries[ObjectIdentifier(model)], entry.layer === model, let old = entry.sublayers else {
            return model._sublayers.array
        }
        return old
    }

    /// `model` as it was at the last commit, with its animations applied at `time` (its presentation
    /// then, for the properties that changed since).
    static func layer(_ model: CALayer, at time: CFTimeInterval) -> CALayer {
        guard let entry = entries[ObjectIdentifier(model)], entry.layer === model, !entry.values.isEmpty else {
            return _LayerRenderer._layerToDraw(model, presentation: true)
        }
        let suppressed = CALayer._suppressChangeReports
        CALayer._suppressChangeReports = true
        defer { CALayer._suppressChangeReports = suppressed }
        let copy = type(of: model)._makeLayer()
        copy._copyModelProperties(from: model)
        copy._modelLayer = model
        for (key, value) in entry.values {
            guard let property = _LayerProperty.byKey[key], property.copying == .value else { continue }
            property.set(copy, value)
        }
        model._applyAnimations(to: copy, at: time)
        return copy
    }

    /// Whether nothing changed since the last commit.
    package static var isEmpty: Bool { entries.isEmpty }
}
