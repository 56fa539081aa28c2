import Foundation

/// A discrete recognizer for a quick flick in one of the allowed directions.
///
/// Recognized during the move once every finger has travelled far enough along an allowed direction
/// and little enough across it; fails on a wrong direction, when the time runs out, or when the fingers
/// lift first (spec §19.7; the thresholds are the placeholders of spec §21 D15).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions, with UIKit's raw values.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions; `.right` by default.
    open var direction: Direction = .right
    /// The number of fingers; 1 by default.
    open var numberOfTouchesRequired = 1

    var _starts: [ObjectIdentifier: CGPoint] = [:]

    /// Creates a swipe recognizer that sends `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { _starts[ObjectIdentifier(touch)] = touch._location }
        if _touches.count > numberOfTouchesRequired { state = .failed }
        if _starts.count == touches.count {
            _schedule(after: _GestureConstants.swipeMaximumDuration) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, _touches.count == numberOfTouchesRequired else { return }
        var allMatch = true
        for touch in _touches {
            guard let start = _starts[ObjectIdentifier(touch)] else { return }
            let dx = touch._location.x - start.x, dy = touch._location.y - start.y
            switch _match(dx: dx, dy: dy) {
            case .matches: continue
            case .undecided: allMatch = false
            case .wrong:
                state = .failed
                return
            }
        }
        if allMatch { state = .ended }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        _starts.removeAll()
    }

    enum _Match { case matches, undecided, wrong }

    /// Whether a movement is a swipe in one of the allowed directions, not yet one, or never will be.
    func _match(dx: CGFloat, dy: CGFloat) -> _Match {
        let minimum = _GestureConstants.swipeMinimumDistance, ratio = _GestureConstants.swipeMaximumOffAxisRatio
        let candidates: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        var possible = false
        for (candidate, along, across) in candidates where direction.contains(candidate) {
            if along >= minimum && abs(across) <= along * ratio { return .matches }
            if abs(across) <= max(along, minimum) * ratio && along > -minimum * ratio { possible = true }
        }
        return possible ? .undecided : .wrong
    }
}
