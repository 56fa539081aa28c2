import Foundation
import UIKit
import UIKitTesting

/// A shared log of touch and gesture events, written as `name.event`.
@MainActor final class TouchLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A view that logs the touch methods it receives.
@MainActor final class TouchLoggingView: UIView {
    var name = "v"
    var log: TouchLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("\(name).began(\(touches.count))") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("\(name).moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("\(name).ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("\(name).cancelled") }
}

/// The target of recognizers' actions: logs `name.State`.
@MainActor final class GestureTarget: NSObject {
    let log: TouchLog
    var names: [ObjectIdentifier: String] = [:]
    var onAction: ((UIGestureRecognizer) -> Void)?
    init(_ log: TouchLog) { self.log = log }

    static let action = Selector("handle:", GestureTarget.handle(_:))

    func handle(_ recognizer: UIGestureRecognizer) {
        log.add("\(names[ObjectIdentifier(recognizer)] ?? "gr").\(recognizer.state._testName)")
        onAction?(recognizer)
    }

    /// Adds this target to `recognizer` under `name`.
    @discardableResult
    func attach<R: UIGestureRecognizer>(_ recognizer: R, _ name: String) -> R {
        names[ObjectIdentifier(recognizer)] = name
        recognizer.addTarget(self, action: GestureTarget.action)
        return recognizer
    }
}

extension UIGestureRecognizer.State {
    var _testName: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

/// A 320×480 window above any other test's windows (visible unless `visible` is false). A suite's
/// stored window must start hidden: Swift Testing makes suite instances ahead of their tests, and a
/// visible window of a test not yet running would cover the running test's window.
@MainActor func makeTouchWindow(visible: Bool = true) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.windowLevel = UIWindow.Level(rawValue: 5000)
    window.isHidden = !visible
    return window
}

/// Shows a suite's `window` (it starts hidden, see `makeTouchWindow`) and adds a logging view to it.
@MainActor func addLoggingView(to window: UIWindow, log: TouchLog,
                               frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 300)) -> TouchLoggingView {
    window.isHidden = false
    let view = TouchLoggingView(frame: frame)
    view.log = log
    window.addSubview(view)
    return view
}
