import UIKit
import UIKitTesting

/// A log that main-queue blocks, timers and tasks append to (their closures are `@Sendable`).
final class QueuedWorkLog: @unchecked Sendable {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// Appends `entry` with the media time it ran at, to the millisecond.
    func addTimed(_ entry: String) {
        entries.append(entry + "@" + String(format: "%.3f", CACurrentMediaTime()))
    }
    func take() -> [String] { defer { entries.removeAll() }; return entries }
}

/// A window showing a container whose turn logs its layout and its child's deferred viewDidAppear,
/// so a test can see where queued work runs relative to the turn's layout and after-commit phases.
@MainActor final class TurnProbe {
    final class LayoutView: UIView {
        var log: QueuedWorkLog?
        override func layoutSubviews() { super.layoutSubviews(); log?.add("layout") }
    }
    final class Child: UIViewController {
        var log: QueuedWorkLog?
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log?.add("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log?.add("viewDidAppear") }
    }
    let log = QueuedWorkLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let container = UIViewController()
    let view = LayoutView()

    init() {
        window.rootViewController = container
        window.makeKeyAndVisible()
        view.log = log
        container.view.addSubview(view)
        spinUntilIdle()
        _ = log.take()
    }

    /// Adds a child with the recipe: viewWillAppear now, viewDidAppear after the turn's commit.
    func addChild() {
        let child = Child()
        child.log = log
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
    }

    isolated deinit { window.isHidden = true }
}
