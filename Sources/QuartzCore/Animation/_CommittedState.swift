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
///
/// Layout moves many layers per turn, each by a position (and often a bounds) change, so the record is
/// kept cheap per layer: the entry hangs off the layer itself (no table look-up), position and bounds have
/// typed slots of their own (no boxing, no search by key), and the other properties are found by their
/// index in `_LayerProperty.all` rather than by comparing key strings.
@MainActor package enum _CommittedState {
    /// One layer's values as of the last commit, for the properties changed since. A layer keeps its
    /// entry from turn to turn (made on its first recorded change); the entry holds values only while its
    /// `turn` is the current one, so that the commit need not visit every layer that moved.
    final class Entry {
        /// The turn whose changes the entry holds (0: none yet).
        var turn: UInt = 0
        /// The position before its first change since the commit.
        var position: CGPoint?
        /// The bounds before their first change since the commit.
        var bounds: CGRect?
        /// Every other changed property's previous value, by its index in `_LayerProperty.all`, in the
        /// order of the first changes.
        var values: [(property: Int, value: Any?)] = []
        var sublayers: [CALayer]?
        /// Whether the entry is listed for the commit to drop the references it holds.
        var holdsReferences = false
        init() {}
    }
    /// The current turn's stamp: the commit moves it on, which empties every entry at once.
    private static var turn: UInt = 1
    /// How many layers recorded a change since the last commit.
    private static var recordedCount = 0
    /// The entries that hold old values or sublayer lists this turn: the commit empties them, so that no
    /// old value outlives it.
    private static var holdingReferences: [Entry] = []
    private static var isInstalled = false
    /// Past this many changed layers in one turn, nothing more is recorded (the old image then shows some
    /// new values).
    private static let limit = 100_000

    /// The entry of `layer` for this turn (emptied on its first change since the commit); nil for a layer
    /// outside a tree.
    private static func entry(for layer: CALayer) -> Entry? {
        guard layer.superlayer != nil || layer._isContextRoot else { return nil }
        if let entry = layer._committedEntry, entry.turn == turn { return entry }
        if !isInstalled {
            isInstalled = true
            _Turn.install(.forgetCommittedState) { _ in forget() }
        }
        guard recordedCount < limit else { return nil }
        let entry: Entry
        if let kept = layer._committedEntry {
            entry = kept
            entry.position = nil
            entry.bounds = nil
        } else {
            entry = Entry()
            layer._committedEntry = entry
        }
        entry.turn = turn
        recordedCount += 1
        return entry
    }

    /// The entry of `model` if it holds this turn's changes.
    private static func currentEntry(of model: CALayer) -> Entry? {
        guard let entry = model._committedEntry, entry.turn == turn else { return nil }
        return entry
    }

    /// Lists `entry` for the commit to empty (it is about to hold references).
    private static func willHoldReferences(_ entry: Entry) {
        guard !entry.holdsReferences else { return }
        entry.holdsReferences = true
        holdingReferences.append(entry)
    }

    /// The commit: the turn moves on (every entry is then empty) and old values and lists are released.
    private static func forget() {
        guard recordedCount > 0 else { return }
        turn &+= 1
        recordedCount = 0
        for entry in holdingReferences {
            entry.values.removeAll()
            entry.sublayers = nil
            entry.holdsReferences = false
        }
        holdingReferences.removeAll(keepingCapacity: holdingReferences.count <= 4_096)
    }

    /// Records the value of the property at `index` in `_LayerProperty.all` before its first change since
    /// the last commit.
    static func record(_ layer: CALayer, property index: Int, oldValue: @autoclosure () -> Any?) {
        guard let entry = entry(for: layer), !entry.values.contains(where: { $0.property == index }) else { return }
        willHoldReferences(entry)
        entry.values.append((index, oldValue()))
    }

    /// Records the position before its first change since the last commit.
    static func record(_ layer: CALayer, position oldValue: CGPoint) {
        guard let entry = entry(for: layer), entry.position == nil else { return }
        entry.position = oldValue
    }

    /// Records the bounds before their first change since the last commit.
    static func record(_ layer: CALayer, bounds oldValue: CGRect) {
        guard let entry = entry(for: layer), entry.bounds == nil else { return }
        entry.bounds = oldValue
    }

    /// Records `layer`'s sublayers before their first change since the last commit.
    static func recordSublayers(of layer: CALayer) {
        guard let entry = entry(for: layer), entry.sublayers == nil else { return }
        willHoldReferences(entry)
        entry.sublayers = layer._sublayers.array
    }

    /// `model`'s sublayers as of the last commit.
    static func sublayers(of model: CALayer) -> [CALayer] {
        currentEntry(of: model)?.sublayers ?? model._sublayers.array
    }

    /// `model` as it was at the last commit, with its animations applied at `time` (its presentation
    /// then, for the properties that changed since).
    static func layer(_ model: CALayer, at time: CFTimeInterval) -> CALayer {
        guard let entry = currentEntry(of: model),
              entry.position != nil || entry.bounds != nil || !entry.values.isEmpty else {
            return _LayerRenderer._layerToDraw(model, presentation: true)
        }
        let suppressed = CALayer._suppressChangeReports
        CALayer._suppressChangeReports = true
        defer { CALayer._suppressChangeReports = suppressed }
        let copy = type(of: model)._makeLayer()
        copy._copyModelProperties(from: model)
        copy._modelLayer = model
        if let bounds = entry.bounds { copy.bounds = bounds }
        if let position = entry.position { copy.position = position }
        for (index, value) in entry.values {
            let property = _LayerProperty.all[index]
            guard property.copying == .value else { continue }
            property.set(copy, value)
        }
        model._applyAnimations(to: copy, at: time)
        return copy
    }

    /// Whether nothing changed since the last commit.
    package static var isEmpty: Bool { recordedCount == 0 }
}
