import Foundation

/// A pan that must start near an edge of the screen (the window, here) and move away from it.
///
/// `edges` must be set (none by default, and then it never begins); one finger; it withholds new
/// touches from the view while it decides (`delaysTouchesBegan` is true), spec §19.7.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from.
    open var edges: UIRectEdge = []

    /// Creates an edge-pan recognizer that sends `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
        delaysTouchesBegan = true
    }

    var _startEdge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, _seenTouches.count == 1, let touch = _touches.first, let window = touch._window else { return }
        let p = touch._location, size = window.bounds.size, region = _GestureConstants.screenEdgeRegion
        let candidates: [(UIRectEdge, Bool)] = [(.left, p.x <= region), (.right, p.x >= size.width - region),
                                                (.top, p.y <= region), (.bottom, p.y >= size.height - region)]
        _startEdge = candidates.first { edges.contains($0.0) && $0.1 }?.0 ?? []
        if _startEdge.isEmpty { state = .failed }
    }

    override func _canBeginMoving(dx: CGFloat, dy: CGFloat) -> Bool {
        switch _startEdge {
        case .left: dx > 0 && abs(dx) >= abs(dy)
        case .right: dx < 0 && abs(dx) >= abs(dy)
        case .top: dy > 0 && abs(dy) >= abs(dx)
        case .bottom: dy < 0 && abs(dy) >= abs(dx)
        default: false
        }
    }

    open override func reset() {
        super.reset()
        _startEdge = []
    }
}
