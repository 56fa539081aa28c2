import QuartzCore

/// Whether two numbers agree to 1e-9 (for results that pass through sine and cosine).
func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
func near(_ a: CGPoint, _ b: CGPoint) -> Bool { near(a.x, b.x) && near(a.y, b.y) }
func near(_ a: CGRect, _ b: CGRect) -> Bool { near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height) }
func near(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
    let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
    return zip(x, y).allSatisfy { near($0, $1) }
}

/// A shared list of events.
@MainActor final class Log {
    var events: [String] = []
    func take() -> [String] { defer { events.removeAll() }; return events }
}

/// A layer that logs `layoutSublayers` under its name and can run extra work there.
@MainActor final class LoggingLayer: CALayer {
    var log: Log?
    var onLayout: (() -> Void)?
    convenience init(_ name: String, log: Log) {
        self.init()
        self.name = name
        self.log = log
    }
    override func layoutSublayers() {
        super.layoutSublayers()
        log?.events.append("\(name ?? "?").layout")
        onLayout?()
    }
}

/// An action that records each run with the previous value it was given.
@MainActor final class RecordingAction: CAAction {
    let log: Log
    init(log: Log) { self.log = log }
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        log.events.append("\(event) from \(dict?["previousValue"].map { "\($0)" } ?? "none")")
    }
}

/// Names of the sublayers, back to front.
@MainActor func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

@MainActor func named(_ name: String) -> CALayer {
    let layer = CALayer()
    layer.name = name
    return layer
}
