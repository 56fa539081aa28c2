import Foundation

/// What the scroll physics needs to know about the scroll view, read afresh at every input.
struct _ScrollGeometry: Equatable {
    /// The scroll view's bounds size: the rubber band's range and the page size.
    var size: CGSize
    /// The valid offsets (spec §20.1): `−adjustedContentInset` to the far edge of the content.
    var minOffset: CGPoint
    var maxOffset: CGPoint
    /// Whether a drag moves the content on each axis (content larger than the view, or `alwaysBounce…`).
    var scrollsHorizontally: Bool
    var scrollsVertically: Bool
    /// Whether the content may go past an edge on each axis (`bounces…`).
    var bouncesHorizontally: Bool
    var bouncesVertically: Bool
    var isPagingEnabled: Bool
    var isDirectionalLockEnabled: Bool
    /// The deceleration rate per millisecond (`decelerationRate.rawValue`).
    var decelerationRate: CGFloat
    /// One pixel in points: motion ends when it is less than half a pixel from its rest point.
    var pixel: CGFloat
}

/// The scrolling state machine of spec §20: drags with rubber-banding (§20.4), deceleration (§20.3),
/// paging (§20.5) and programmatic scroll animations (§20.6), as a value.
///
/// Inputs are `mutating` methods (a finger went down or moved, the finger lifted with a velocity, a
/// frame at a media time, a programmatic scroll); each returns the actions the scroll view performs in
/// order (move the content, tell the delegate). The pan gesture recognizer feeds the drag inputs through
/// `UIScrollView`'s entry points (UIScrollView+Dragging.swift); a display link feeds the frames. It
/// knows nothing about views, so tests can drive it directly.
struct _ScrollPhysics {
    enum Action: Equatable {
        case scroll(to: CGPoint)
        case willBeginDragging
        case didEndDragging(willDecelerate: Bool)
        case willBeginDecelerating
        case didEndDecelerating
        case didEndScrollingAnimation
    }

    /// The axis a drag is locked to under `isDirectionalLockEnabled`.
    enum Lock: Equatable { case undecided, free, horizontal, vertical }

    struct Drag: Equatable {
        /// The offset when the finger went down, in "unbanded" space (as if no rubber band applied).
        var rawStart: CGPoint
        /// The offset the drag started from, for paging.
        var startOffset: CGPoint
        var offset: CGPoint
        var lock: Lock
        /// The pan's translation at the last move.
        var translation: CGPoint = .zero
    }

    /// A programmatic scroll: constant velocity from `from` to `to` (the header's words).
    struct Animation: Equatable {
        var from: CGPoint, to: CGPoint
        var start: CFTimeInterval, duration: CFTimeInterval
        var pixel: CGFloat
    }

    /// Frames in motion show the content at whole device pixels, as iOS's scroll offsets read during a
    /// fling (multiples of 1/scale) [INFERRED from device logs]; it also spares the renderer resampling
    /// every raster (measured in `make bench`: about a third of a frame). The rest point is exact.
    static func pixelAligned(_ value: CGFloat, _ pixel: CGFloat) -> CGFloat {
        guard pixel > 0 else { return value }
        let scale = (1 / pixel).rounded()
        return (value * scale).rounded() / scale
    }

    enum Phase: Equatable {
        case idle
        /// The finger is down (`isTracking`); `dragging` is false until the drag has begun.
        case tracking
        case dragging(Drag)
        /// After the finger lifted; `announced` once `scrollViewWillBeginDecelerating` went out, from
        /// when `isDecelerating` reads true.
        case decelerating(x: _AxisMotion, y: _AxisMotion, announced: Bool)
        case animating(Animation)
    }

    private(set) var phase: Phase = .idle

    /// The length of an animated `setContentOffset` (spec D16: unknown in UIKit; a placeholder).
    static let scrollAnimationDuration: CFTimeInterval = 0.3
    /// Below this release speed (points per millisecond) a paging drag snaps to the nearest page; above
    /// it, to the next page in the direction of the flick [INFERRED].
    static let pagingFlickVelocity: CGFloat = 0.2

    var isTracking: Bool {
        switch phase { case .tracking, .dragging: true; default: false }
    }
    /// True from the start of a drag until its deceleration ends (spec §20.2).
    var isDragging: Bool {
        switch phase { case .dragging, .decelerating: true; default: false }
    }
    /// True between `scrollViewWillBeginDecelerating` and `scrollViewDidEndDecelerating` (spec §20.2).
    var isDecelerating: Bool {
        if case .decelerating(_, _, announced: true) = phase { return true }
        return false
    }
    var isAnimating: Bool {
        if case .animating = phase { return true }
        return false
    }
    /// Whether the machine wants frames.
    var needsFrames: Bool {
        switch phase { case .decelerating, .animating: true; default: false }
    }

    // MARK: Inputs

    /// A finger went down: stops any deceleration or animation where it is (no end callbacks, as on
    /// iOS when a touch catches a moving scroll view).
    mutating func touchDown() {
        if case .dragging = phase { return }
        phase = .tracking
    }

    /// The finger lifted, or the touch was cancelled, without a drag. A touch that caught the content
    /// past an edge (mid-bounce) or between pages lets it go as a release at rest would: it springs back
    /// to the edge or settles on the page, announced as a deceleration [INFERRED: iOS never leaves a
    /// scroll view resting out of its range once the finger is up]. A `target` given by the view's owner
    /// (a page view controller whose turn is under way) is where the content settles instead, on the
    /// paging curve.
    mutating func touchUp(offset: CGPoint, at time: CFTimeInterval, geometry g: _ScrollGeometry,
                          restingAt target: CGPoint? = nil) -> [Action] {
        guard case .tracking = phase else { return [] }
        phase = .idle
        if let target {
            guard target != offset else { return [] }
            let rate = UIScrollView.DecelerationRate.fast.rawValue
            phase = .decelerating(x: .approach(from: offset.x, to: target.x, rate: rate, start: time, pixel: g.pixel),
                                  y: .approach(from: offset.y, to: target.y, rate: rate, start: time, pixel: g.pixel),
                                  announced: false)
            return [.willBeginDecelerating]
        }
        let x = axisRelease(offset.x, offset.x, 0, g.minOffset.x, g.maxOffset.x, g.size.width, g.bouncesHorizontally, g)
        let y = axisRelease(offset.y, offset.y, 0, g.minOffset.y, g.maxOffset.y, g.size.height, g.bouncesVertically, g)
        guard x.target != offset.x || y.target != offset.y else { return [] }
        phase = .decelerating(x: x.motion(time, g.pixel), y: y.motion(time, g.pixel), announced: false)
        return [.willBeginDecelerating]
    }

    /// The pan began: the drag starts from `offset`.
    mutating func dragBegan(offset: CGPoint, geometry g: _ScrollGeometry) -> [Action] {
        let raw = CGPoint(x: Self.unbanded(offset.x, min: g.minOffset.x, max: g.maxOffset.x, range: g.size.width),
                          y: Self.unbanded(offset.y, min: g.minOffset.y, max: g.maxOffset.y, range: g.size.height))
        let lock: Lock = g.isDirectionalLockEnabled && g.scrollsHorizontally && g.scrollsVertically ? .undecided : .free
        phase = .dragging(Drag(rawStart: raw, startOffset: offset, offset: offset, lock: lock))
        return [.willBeginDragging]
    }

    /// The pan moved: `translation` is the finger's total movement since the drag began (the pan's
    /// `translation(in:)`), so the content moves the opposite way, rubber-banded past the edges.
    mutating func dragMoved(translation: CGPoint, geometry g: _ScrollGeometry) -> [Action] {
        guard case .dragging(var drag) = phase else { return [] }
        if drag.lock == .undecided, translation != .zero {
            let dx = abs(translation.x), dy = abs(translation.y)
            drag.lock = dx > 2 * dy ? .horizontal : dy > 2 * dx ? .vertical : .free
        }
        var offset = drag.offset
        if g.scrollsHorizontally && drag.lock != .vertical {
            offset.x = Self.banded(drag.rawStart.x - translation.x, min: g.minOffset.x, max: g.maxOffset.x,
                                   range: g.size.width, bounces: g.bouncesHorizontally)
        }
        if g.scrollsVertically && drag.lock != .horizontal {
            offset.y = Self.banded(drag.rawStart.y - translation.y, min: g.minOffset.y, max: g.maxOffset.y,
                                   range: g.size.height, bounces: g.bouncesVertically)
        }
        let moved = offset != drag.offset
        drag.offset = offset
        drag.translation = translation
        phase = .dragging(drag)
        return moved ? [.scroll(to: offset)] : []
    }

    /// The offset was set from outside during a drag: as on iOS the change sticks, and the drag goes on
    /// from there (the finger's next movement is added to the new offset).
    mutating func dragOffsetChanged(to offset: CGPoint, geometry g: _ScrollGeometry) {
        guard case .dragging(var drag) = phase, drag.offset != offset else { return }
        drag.rawStart = CGPoint(
            x: Self.unbanded(offset.x, min: g.minOffset.x, max: g.maxOffset.x, range: g.size.width) + drag.translation.x,
            y: Self.unbanded(offset.y, min: g.minOffset.y, max: g.maxOffset.y, range: g.size.height) + drag.translation.y)
        drag.offset = offset
        phase = .dragging(drag)
    }

    /// The finger lifted at `time` with the pan's `velocity` (points per second, the finger's
    /// direction). Works out where the content comes to rest, lets `willEndDragging` see and change it
    /// (velocity in points per millisecond, the content's direction), then starts the deceleration.
    mutating func dragEnded(velocity panVelocity: CGPoint, at time: CFTimeInterval, geometry g: _ScrollGeometry,
                            willEndDragging: (CGPoint, inout CGPoint) -> Void = { _, _ in }) -> [Action] {
        guard case .dragging(let drag) = phase else { return [] }
        let velocity = CGPoint(x: g.scrollsHorizontally && drag.lock != .vertical ? -panVelocity.x / 1000 : 0,
                               y: g.scrollsVertically && drag.lock != .horizontal ? -panVelocity.y / 1000 : 0)
        let x = axisRelease(drag.offset.x, drag.startOffset.x, velocity.x, g.minOffset.x, g.maxOffset.x,
                            g.size.width, g.bouncesHorizontally, g)
        let y = axisRelease(drag.offset.y, drag.startOffset.y, velocity.y, g.minOffset.y, g.maxOffset.y,
                            g.size.height, g.bouncesVertically, g)
        let proposed = CGPoint(x: x.target, y: y.target)
        var target = proposed
        willEndDragging(velocity, &target)
        let rate = g.isPagingEnabled ? UIScrollView.DecelerationRate.fast.rawValue : g.decelerationRate
        let motionX = target.x == proposed.x ? x.motion(time, g.pixel)
            : _AxisMotion.approach(from: drag.offset.x, to: min(max(target.x, g.minOffset.x), g.maxOffset.x),
                                   rate: rate, start: time, pixel: g.pixel)
        let motionY = target.y == proposed.y ? y.motion(time, g.pixel)
            : _AxisMotion.approach(from: drag.offset.y, to: min(max(target.y, g.minOffset.y), g.maxOffset.y),
                                   rate: rate, start: time, pixel: g.pixel)
        guard !motionX.isResting || !motionY.isResting else {
            phase = .idle
            return [.didEndDragging(willDecelerate: false)]
        }
        phase = .decelerating(x: motionX, y: motionY, announced: false)
        return [.didEndDragging(willDecelerate: true), .willBeginDecelerating]
    }

    /// The scroll view is about to send `scrollViewWillBeginDecelerating`: from now `isDecelerating`.
    mutating func decelerationAnnounced() {
        if case .decelerating(let x, let y, _) = phase { phase = .decelerating(x: x, y: y, announced: true) }
    }

    /// A frame at media time `time`: moves a deceleration or an animation on. With the scroll view's
    /// `geometry` now, a deceleration that comes to rest outside the range (which moved while it ran: an
    /// adjusted inset that shrank) springs back into it instead of resting there [INFERRED: UIKit's
    /// deceleration checks the current range on every frame].
    mutating func tick(at time: CFTimeInterval, geometry g: _ScrollGeometry? = nil) -> [Action] {
        switch phase {
        case .decelerating(let x, let y, let announced):
            let (px, doneX) = x.position(at: time), (py, doneY) = y.position(at: time)
            if doneX && doneY, let g {
                let inside = CGPoint(x: min(max(px, g.minOffset.x), g.maxOffset.x), y: min(max(py, g.minOffset.y), g.maxOffset.y))
                if abs(inside.x - px) > g.pixel / 2 || abs(inside.y - py) > g.pixel / 2 {
                    func back(_ at: CGFloat, _ edge: CGFloat) -> _AxisMotion {
                        abs(edge - at) > g.pixel / 2
                            ? .spring(_Spring(edge: edge, from: at, velocity: 0, start: time, pixel: g.pixel)) : .resting(at)
                    }
                    phase = .decelerating(x: back(px, inside.x), y: back(py, inside.y), announced: announced)
                    return [.scroll(to: CGPoint(x: px, y: py))]
                }
            }
            guard doneX && doneY else {
                return [.scroll(to: CGPoint(x: doneX ? px : Self.pixelAligned(px, x.pixel),
                                            y: doneY ? py : Self.pixelAligned(py, y.pixel)))]
            }
            phase = .idle
            return [.scroll(to: CGPoint(x: px, y: py)), .didEndDecelerating]
        case .animating(let a):
            let progress = a.duration > 0 ? min(1, max(0, (time - a.start) / a.duration)) : 1
            guard progress < 1 else {
                phase = .idle
                return [.scroll(to: a.to), .didEndScrollingAnimation]
            }
            let p = CGFloat(progress)
            return [.scroll(to: CGPoint(x: Self.pixelAligned(a.from.x + (a.to.x - a.from.x) * p, a.pixel),
                                        y: Self.pixelAligned(a.from.y + (a.to.y - a.from.y) * p, a.pixel)))]
        case .idle, .tracking, .dragging:
            return []
        }
    }

    /// A programmatic animated scroll from `from` to `to`, starting at `time`. An unchanged offset
    /// animates nothing (and so never reports `didEndScrollingAnimation`) [INFERRED].
    mutating func animate(from: CGPoint, to: CGPoint, at time: CFTimeInterval, pixel: CGFloat) {
        guard !isTracking else { return }
        phase = from == to ? .idle
            : .animating(Animation(from: from, to: to, start: time, duration: Self.scrollAnimationDuration, pixel: pixel))
    }

    /// Stops any deceleration or animation where it is, without end callbacks.
    mutating func stop() {
        if needsFrames { phase = .idle }
    }

    // MARK: One axis

    struct AxisRelease {
        var target: CGFloat
        var motion: (CFTimeInterval, CGFloat) -> _AxisMotion
    }

    /// Where one axis comes to rest after a release at `offset` with `velocity` (content direction,
    /// points per millisecond), and how it gets there.
    private func axisRelease(_ offset: CGFloat, _ startOffset: CGFloat, _ velocity: CGFloat, _ lo: CGFloat, _ hi: CGFloat,
                             _ range: CGFloat, _ bounces: Bool, _ g: _ScrollGeometry) -> AxisRelease {
        // Released past an edge: spring back to it.
        if offset < lo || offset > hi {
            let edge = offset < lo ? lo : hi
            return AxisRelease(target: edge) { t, px in
                .spring(_Spring(edge: edge, from: offset, velocity: velocity * 1000, start: t, pixel: px))
            }
        }
        if g.isPagingEnabled && range > 0 {
            let page = Self.pageTarget(offset, startOffset: startOffset, velocity: velocity, pageSize: range)
            let target = min(max(page, lo), hi)
            let rate = UIScrollView.DecelerationRate.fast.rawValue
            return AxisRelease(target: target) { t, px in .approach(from: offset, to: target, rate: rate, start: t, pixel: px) }
        }
        let rate = g.decelerationRate
        guard velocity != 0 else { return AxisRelease(target: offset) { _, _ in .resting(offset) } }
        // Continuous decay: x(t) = x0 + v0 (r^t − 1) / ln r, resting at x0 − v0 / ln r (spec §20.3).
        let projected = offset - velocity / log(rate)
        if projected >= lo && projected <= hi || !bounces {
            let target = min(max(projected, lo), hi)
            return AxisRelease(target: target) { t, px in .approach(from: offset, to: target, rate: rate, start: t, pixel: px) }
        }
        // The fling runs past an edge: decay until the edge, then bounce back to it.
        let edge = projected < lo ? lo : hi
        return AxisRelease(target: edge) { t, px in
            .decayThroughEdge(from: offset, projected: projected, edge: edge, rate: rate, start: t, pixel: px)
        }
    }

    /// The page a paging drag settles on: at most one page from the page the drag started on (§20.5).
    static func pageTarget(_ offset: CGFloat, startOffset: CGFloat, velocity: CGFloat, pageSize: CGFloat) -> CGFloat {
        let position = offset / pageSize
        var page: CGFloat
        if velocity > pagingFlickVelocity { page = position.rounded(.down) + 1 }
        else if velocity < -pagingFlickVelocity { page = position.rounded(.up) - 1 }
        else { page = position.rounded() }
        let startPage = (startOffset / pageSize).rounded()
        page = min(max(page, startPage - 1), startPage + 1)
        return page * pageSize
    }

    /// The rubber band of spec §20.4: `f(x) = x·c·d / (d + c·x)`, c = 0.55, d = the view's size on the axis.
    static let rubberBandCoefficient: CGFloat = 0.55

    static func rubberBand(_ overshoot: CGFloat, range: CGFloat) -> CGFloat {
        guard range > 0 else { return 0 }
        let c = rubberBandCoefficient
        return overshoot * c * range / (range + c * overshoot)
    }

    /// An unbanded position's displayed position on one axis.
    static func banded(_ raw: CGFloat, min lo: CGFloat, max hi: CGFloat, range: CGFloat, bounces: Bool) -> CGFloat {
        if raw < lo { return bounces ? lo - rubberBand(lo - raw, range: range) : lo }
        if raw > hi { return bounces ? hi + rubberBand(raw - hi, range: range) : hi }
        return raw
    }

    /// The inverse of `banded`: where a finger would be for a displayed position past an edge, so that a
    /// drag that catches a bouncing view continues smoothly.
    static func unbanded(_ shown: CGFloat, min lo: CGFloat, max hi: CGFloat, range: CGFloat) -> CGFloat {
        func inverse(_ y: CGFloat) -> CGFloat {
            let c = rubberBandCoefficient
            guard range > 0, y < range * 0.999 else { return y / c }
            return y * range / (c * (range - y))
        }
        if shown < lo { return lo - inverse(lo - shown) }
        if shown > hi { return hi + inverse(shown - hi) }
        return shown
    }
}

/// A critically damped spring that brings an axis back to an edge after it went past it [INFERRED:
/// UIKit's bounce constants are unknown (§20.4); this settles in about half a second].
struct _Spring: Equatable {
    /// The spring's angular frequency, per second.
    static let omega: CGFloat = 2 * .pi / 0.5
    var edge: CGFloat
    /// Position and velocity (points per second) at `start`.
    var from: CGFloat
    var velocity: CGFloat
    var start: CFTimeInterval
    var pixel: CGFloat

    func position(at time: CFTimeInterval) -> (CGFloat, done: Bool) {
        let t = CGFloat(max(0, time - start)), w = Self.omega
        let u0 = from - edge
        let decay = exp(-w * t)
        let u = (u0 + (velocity + w * u0) * t) * decay
        let v = (velocity - w * (velocity + w * u0) * t) * decay
        if abs(u) < pixel / 2 && abs(v) < pixel * 60 { return (edge, true) }
        return (edge + u, false)
    }
}

/// How one axis moves after the finger lifts.
enum _AxisMotion: Equatable {
    case resting(CGFloat)
    /// Exponential decay towards `to`: `x(t) = to + (from − to)·rate^(t in ms)`. A fling whose rest point
    /// is its natural projection is exactly spec §20.3's `x0 + v0 (r^t − 1) / ln r`; a rest point chosen
    /// otherwise (a page, the delegate's target) is reached on the same curve shape.
    case decay(from: CGFloat, to: CGFloat, rate: CGFloat, start: CFTimeInterval, pixel: CGFloat,
               bounce: Bounce?)
    case spring(_Spring)

    /// For a fling that runs past an edge: the decay's natural rest point lies beyond `edge`; at the
    /// crossing the motion turns into a spring back to the edge.
    struct Bounce: Equatable { var edge: CGFloat }

    static func approach(from: CGFloat, to: CGFloat, rate: CGFloat, start: CFTimeInterval, pixel: CGFloat) -> _AxisMotion {
        from == to ? .resting(to)
            : .decay(from: from, to: to, rate: rate, start: start, pixel: pixel, bounce: nil)
    }

    static func decayThroughEdge(from: CGFloat, projected: CGFloat, edge: CGFloat, rate: CGFloat,
                                 start: CFTimeInterval, pixel: CGFloat) -> _AxisMotion {
        .decay(from: from, to: projected, rate: rate, start: start, pixel: pixel, bounce: Bounce(edge: edge))
    }

    var isResting: Bool {
        if case .resting = self { return true }
        return false
    }

    /// One device pixel in points (0 for an axis at rest).
    var pixel: CGFloat {
        switch self {
        case .resting: 0
        case .decay(_, _, _, _, let pixel, _): pixel
        case .spring(let spring): spring.pixel
        }
    }

    /// The axis's position at `time`, and whether it has come to rest.
    func position(at time: CFTimeInterval) -> (CGFloat, done: Bool) {
        switch self {
        case .resting(let x):
            return (x, true)
        case .spring(let spring):
            return spring.position(at: time)
        case .decay(let from, let to, let rate, let start, let pixel, let bounce):
            let ms = CGFloat(max(0, time - start) * 1000)
            let x = to + (from - to) * pow(rate, ms)
            if let bounce {
                // The side of the edge the decay heads for decides the crossing: a release exactly at
                // the edge, moving outward, crosses at once (deciding by `from` never saw it cross).
                let crossed = to > bounce.edge ? x >= bounce.edge : x <= bounce.edge
                if crossed {
                    // rate^tc = (edge − to) / (from − to); the velocity there is (edge − to)·ln r per ms.
                    let tc = log((bounce.edge - to) / (from - to)) / log(rate)
                    let speed = (bounce.edge - to) * log(rate) * 1000
                    let spring = _Spring(edge: bounce.edge, from: bounce.edge, velocity: speed,
                                         start: start + Double(tc) / 1000, pixel: pixel)
                    return spring.position(at: time)
                }
                return (x, false)
            }
            if abs(x - to) < pixel / 2 { return (to, true) }
            return (x, false)
        }
    }
}
