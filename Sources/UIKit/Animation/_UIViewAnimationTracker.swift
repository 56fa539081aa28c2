import Foundation

/// Records the animations `UIView.animate` blocks create while it is tracking, so that an interactive
/// transition can scrub them through their layers' timing (UIKit's "animation tracking" scope, spec §15.2),
/// and tells its owner when the last tracked block is about to run its completion.
@MainActor
final class _UIViewAnimationTracker {
    /// One tracked animation: where it runs and the model value it started from.
    struct Track {
        weak var layer: CALayer?
        let keyPath: String
        let animationKey: String
        let startValue: Any?
    }

    /// The trackers recording now, innermost last.
    static var active: [_UIViewAnimationTracker] = []

    private(set) var tracks: [Track] = []
    private var openBlocks = 0
    /// Runs once, just before the completion of the last tracked block to finish.
    var willRunLastCompletion: (() -> Void)?

    /// Runs `body` with this tracker recording.
    func track(_ body: () -> Void) {
        Self.active.append(self)
        body()
        Self.active.removeLast()
    }

    /// The tracked animations' layers, once each.
    var layers: [CALayer] {
        var seen = Set<ObjectIdentifier>()
        return tracks.compactMap { track in
            guard let layer = track.layer, seen.insert(ObjectIdentifier(layer)).inserted else { return nil }
            return layer
        }
    }

    /// Called by the block runner for each animation it adds.
    func record(layer: CALayer, keyPath: String, animationKey: String, startValue: Any?) {
        tracks.append(Track(layer: layer, keyPath: keyPath, animationKey: animationKey, startValue: startValue))
    }

    /// Wraps a tracked block's completion so that the owner hears of the end before the last one runs.
    func wrap(_ completion: ((Bool) -> Void)?) -> (Bool) -> Void {
        openBlocks += 1
        return { [self] finished in
            openBlocks -= 1
            if openBlocks == 0, let hook = willRunLastCompletion {
                willRunLastCompletion = nil
                hook()
            }
            completion?(finished)
        }
    }

    /// Puts every tracked property's model value back to where it started, without animating.
    func restoreStartValues() {
        let wasEnabled = UIView._animationsEnabled
        UIView._animationsEnabled = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for track in tracks.reversed() {
            guard let layer = track.layer else { continue }
            _LayerKeyPath.setValue(track.startValue, of: layer, at: track.keyPath)
        }
        CATransaction.commit()
        UIView._animationsEnabled = wasEnabled
    }

    /// Removes the tracked animations (their blocks complete with `finished == false`).
    func removeAnimations() {
        for track in tracks { track.layer?.removeAnimation(forKey: track.animationKey) }
    }
}
