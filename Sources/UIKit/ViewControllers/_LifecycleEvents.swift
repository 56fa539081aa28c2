import Foundation

/// One lifecycle event, as UIKit emits it to observers (UIKitTesting's recorder and auditor).
///
/// `controller` is the view controller the event is about. `other` is the related controller: the
/// parent for willMove/didMove, the child for addChild, the old parent for removeFromParent, the source
/// for a transition. Flags are sampled inside the callback, where the public getters would read them.
package struct _LifecycleEvent {
    package enum Kind: Sendable, Equatable {
        case viewDidLoad
        case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
        case willMoveToParent, didMoveToParent
        case viewWillLayoutSubviews, viewDidLayoutSubviews
        /// `controller.addChild(other)`, emitted once the child is in `children` (before its willMove).
        case addChild
        /// `controller.removeFromParent()` with `other` the parent, emitted before the removal.
        case removeFromParent
        case beginAppearanceTransition, endAppearanceTransition
        /// `controller.transition(from: other, to: third, …)` started / ended (after its completion ran).
        case transitionWillBegin, transitionDidEnd
        /// A base appearance method reached outside the state machine: a direct call (`callback` says which).
        case directAppearanceCall
        /// View hierarchy: `view` was inserted under `superview` / is about to leave `superview`.
        case viewDidMoveToSuperview, viewWillRemoveFromSuperview
    }

    package var kind: Kind
    package var controller: UIViewController?
    package var other: UIViewController?
    package var third: UIViewController?
    package var view: UIView?
    package var superview: UIView?
    package var animated = false
    /// begin: the direction; directAppearanceCall: whether the callback was an appearing one.
    package var isAppearing = false
    /// end: false when the end had no matching begin (UIKit logs "Unbalanced calls…").
    package var isBalanced = true
    /// directAppearanceCall: which callback was called directly.
    package var callback: Kind?
    package var isMovingToParent = false
    package var isMovingFromParent = false
    package var isBeingPresented = false
    package var isBeingDismissed = false
    /// willMove/didMove: true when UIKit itself sent it, false when a client's call reached the base method.
    package var sentByUIKit = false
    /// transitionWillBegin: the duration; transitionDidEnd: whether the animation finished.
    package var duration: TimeInterval = 0
    package var finished = true
    package var turn: Int
    package var time: CFTimeInterval

    @MainActor
    package init(_ kind: Kind, _ controller: UIViewController?, other: UIViewController? = nil) {
        self.kind = kind
        self.controller = controller
        self.other = other
        turn = _Turn.number
        time = CACurrentMediaTime()
    }
}

/// Installs an auditor when the app is started with `PORTABLEUIKIT_CONTAINMENT_AUDIT` set; the type
/// lives in UIKitTesting and is looked up by name, so UIKit does not depend on it.
package protocol _LifecycleEnvironmentInstaller: AnyObject {
    /// Installs an observer with `register` (which returns its token) for the given mode.
    @MainActor static func install(mode: String, register: (@escaping _LifecycleEvents.Observer) -> Int)
}

/// The one channel through which UIKit tells observers about view-controller lifecycle events.
///
/// With no observer, every emission site costs one branch on `isActive`; events are built only when
/// someone listens.
@MainActor package enum _LifecycleEvents {
    package typealias Observer = @MainActor (_LifecycleEvent) -> Void

    private static var observers: [(token: Int, observer: Observer)] = []
    private static var nextToken = 0
    /// Controllers whose appearance callback the state machine is calling right now.
    private static var stateMachineCalls: [ObjectIdentifier] = []
    /// Controllers to which UIKit itself is sending willMove/didMove right now.
    private static var uikitContainmentCalls: [ObjectIdentifier] = []

    /// Whether anyone listens. Read lazily the first time: the environment variable
    /// `PORTABLEUIKIT_CONTAINMENT_AUDIT` (`1` or `strict`) turns the auditor on for the whole process.
    package static var isActive: Bool = bootstrapFromEnvironment()

    /// Adds an observer; returns a token for `removeObserver`.
    @discardableResult
    package static func addObserver(_ observer: @escaping Observer) -> Int {
        let token = appendObserver(observer)
        isActive = true
        return token
    }

    private static func appendObserver(_ observer: @escaping Observer) -> Int {
        nextToken += 1
        observers.append((nextToken, observer))
        return nextToken
    }

    package static func removeObserver(_ token: Int) {
        observers.removeAll { $0.token == token }
        isActive = !observers.isEmpty
    }

    /// Sends `event` to every observer. Callers check `isActive` first.
    package static func emit(_ event: _LifecycleEvent) {
        for entry in observers { entry.observer(event) }
    }

    // MARK: Telling UIKit's own calls from clients' direct calls

    /// Runs the appearance callback `body` of `controller` as the state machine's own call.
    static func stateMachineCall(_ controller: UIViewController, _ body: () -> Void) {
        stateMachineCalls.append(ObjectIdentifier(controller))
        body()
        stateMachineCalls.removeLast()
    }

    /// Called by the base appearance methods: reports a call that did not come from the state machine.
    static func baseAppearanceMethod(_ controller: UIViewController, _ callback: _LifecycleEvent.Kind,
                                     animated: Bool) {
        guard stateMachineCalls.last != ObjectIdentifier(controller) else { return }
        var event = _LifecycleEvent(.directAppearanceCall, controller, other: controller._parent)
        event.callback = callback
        event.animated = animated
        event.isAppearing = callback == .viewWillAppear || callback == .viewDidAppear
        emit(event)
    }

    /// Sends willMove/didMove from UIKit's own call sites, so that the base methods do not report it twice.
    static func uikitContainmentCall(_ kind: _LifecycleEvent.Kind, _ controller: UIViewController,
                                     parent: UIViewController?, _ body: () -> Void) {
        var event = _LifecycleEvent(kind, controller, other: parent)
        event.sentByUIKit = true
        emit(event)
        uikitContainmentCalls.append(ObjectIdentifier(controller))
        body()
        uikitContainmentCalls.removeLast()
    }

    /// Called by the base willMove/didMove: reports a client's call (seen only if overrides call super).
    static func baseContainmentMethod(_ kind: _LifecycleEvent.Kind, _ controller: UIViewController,
                                      parent: UIViewController?) {
        guard !uikitContainmentCalls.contains(ObjectIdentifier(controller)) else { return }
        emit(_LifecycleEvent(kind, controller, other: parent))
    }

    private static func bootstrapFromEnvironment() -> Bool {
        guard let mode = ProcessInfo.processInfo.environment["PORTABLEUIKIT_CONTAINMENT_AUDIT"],
              !mode.isEmpty, mode != "0" else { return false }
        let module = "UIKitTestingCore", name = "_ContainmentAuditorEnvironment"
        let mangled = "\(module.utf8.count)\(module)\(name.utf8.count)\(name)C"
        guard let installer = _typeByName(mangled) as? _LifecycleEnvironmentInstaller.Type else {
            _Diagnostics.log("[Containment] PORTABLEUIKIT_CONTAINMENT_AUDIT is set but UIKitTesting is not linked; no auditor.")
            return false
        }
        // This runs inside isActive's initializer, so the observer is appended without touching it.
        installer.install(mode: mode, register: { appendObserver($0) })
        return !observers.isEmpty
    }
}
