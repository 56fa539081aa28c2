import UIKit
import UIKitTesting

/// A shared event log for the spec's notation: `C.wA(false, mTP=true)`, `C.wM(P)`, `C.dM(nil)`.
@MainActor
final class EventLog {
    var events: [String] = []
    func add(_ event: String) { events.append(event) }
    func take() -> [String] { defer { events.removeAll() }; return events }
}

/// A view controller that logs its lifecycle in the spec's notation.
@MainActor
class LoggingViewController: UIViewController {
    let name: String
    let log: EventLog
    /// Whether to append the moving flags to appearance events.
    var logsFlags = true

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    private func flags(_ animated: Bool, appearing: Bool) -> String {
        guard logsFlags else { return "" }
        var parts = ["\(animated)"]
        if appearing && isMovingToParent { parts.append("mTP=true") }
        if !appearing && isMovingFromParent { parts.append("mFP=true") }
        if isBeingPresented { parts.append("bP=true") }
        if isBeingDismissed { parts.append("bD=true") }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    static func label(_ controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? LoggingViewController)?.name ?? "\(controller)"
    }

    override func viewDidLoad() { super.viewDidLoad(); log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name).wA\(flags(animated, appearing: true))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name).dA\(flags(animated, appearing: true))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name).wD\(flags(animated, appearing: false))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name).dD\(flags(animated, appearing: false))") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.add("\(name).wM(\(Self.label(parent)))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.add("\(name).dM(\(Self.label(parent)))")
    }
}

/// A key window showing `root`, after one turn (the spec's "visible P").
@MainActor
func makeVisible(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    spin()
    return window
}

/// Apple's add recipe: addChild, add the view (filling the parent), didMove.
@MainActor
func embed(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    let container = parent.view!
    child.view.frame = container.bounds
    container.addSubview(child.view)
    child.didMove(toParent: parent)
}

/// Apple's remove recipe: willMove(nil), remove the view, removeFromParent.
@MainActor
func unembed(_ child: UIViewController) {
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
}
