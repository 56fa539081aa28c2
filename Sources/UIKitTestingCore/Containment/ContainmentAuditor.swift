import UIKit

/// Watches view-controller containment and reports code that breaks Apple's recipe, something UIKit
/// itself stays silent about.
///
/// ```swift
/// let auditor = ContainmentAuditor(mode: .strict)   // findings fail the current test
/// parent.addChild(child)
/// parent.view.addSubview(child.view)
/// spin()   // no didMove(toParent:) by the end of the turn: "missing-didMove"
/// ```
///
/// In `.log` mode every finding is written once, as a `[Containment]` console line with the objects'
/// descriptions (`withCapturedLog` captures it). In `.strict` mode it is also reported as a failure of
/// the current test (Swift Testing or XCTest, see `TestFailure`). Some rules are checked when the call
/// happens, others at the end of the turn, so that the recipe's steps can come in any order within it.
///
/// To audit a whole app, start it with `PORTABLEUIKIT_CONTAINMENT_AUDIT=1` (or `=strict`); UIKit reads the
/// variable the first time it has a lifecycle event to report. With no auditor and no recorder, UIKit
/// pays one branch per event.
///
/// Calls a client makes to `willMove(toParent:)`, `didMove(toParent:)` or an appearance method are seen
/// when they reach UIKit's base implementation, so overrides must call super (as UIKit requires anyway).
@MainActor
public final class ContainmentAuditor {
    /// What the auditor does with a finding.
    public enum Mode: Sendable, Equatable {
        /// Log each finding once with a `[Containment]` prefix.
        case log
        /// Log it and fail the current test.
        case strict
    }

    /// One violation of a rule.
    public struct Finding: CustomStringConvertible {
        /// The rule broken.
        public let rule: Rule
        /// What happened, with the objects' descriptions.
        public let message: String
        /// The controller at fault (the child, in most rules).
        public let controller: UIViewController?
        /// The other controller involved (usually the parent), if any.
        public let related: UIViewController?
        /// The turn in which it was found.
        public let turn: Int
        /// The media time at which it was found.
        public let time: CFTimeInterval

        /// The console line: `[Containment] <rule id>: <message> Fix: <fix>`.
        public var description: String { "[Containment] \(rule.id): \(message) Fix: \(rule.fix)" }
    }

    /// The auditor installed from `PORTABLEUIKIT_CONTAINMENT_AUDIT`, if any.
    public internal(set) static var environmentAuditor: ContainmentAuditor?

    /// Reads `PORTABLEUIKIT_CONTAINMENT_AUDIT` now (if UIKit has not yet) and returns the auditor it
    /// installed: `1` gives a `.log` auditor, `strict` a `.strict` one; unset or `0` gives nil.
    public static func fromEnvironment() -> ContainmentAuditor? {
        _ = _LifecycleEvents.isActive
        return environmentAuditor
    }

    /// Log or strict.
    public var mode: Mode
    /// Every finding so far, each once.
    public private(set) var findings: [Finding] = []

    private var token: Int?
    private var reported: [String: (controller: WeakController?, related: WeakController?)] = [:]
    private var findingObservers: [(token: Int, observer: (Finding) -> Void)] = []
    private var nextObserverToken = 0

    // Pending checks.
    private var awaitingDidMove: [ObjectIdentifier: (child: WeakController, parent: WeakController)] = [:]
    private var willMoveToNil: Set<ObjectIdentifier> = []
    private var inTransition: [ObjectIdentifier: Int] = [:]
    private var removedThisTurn: [(child: WeakController, parent: WeakController)] = []
    private var placedThisTurn: [WeakController] = []
    private var endOfTurnScheduled = false

    /// Starts auditing at once.
    public init(mode: Mode = .log) {
        self.mode = mode
        token = _LifecycleEvents.addObserver { [weak self] event in self?.receive(event) }
    }

    init(mode: Mode, register: (@escaping _LifecycleEvents.Observer) -> Int) {
        self.mode = mode
        token = register { [weak self] event in self?.receive(event) }
    }

    isolated deinit {
        if let token { _LifecycleEvents.removeObserver(token) }
    }

    /// Stops auditing; the findings stay.
    public func stop() {
        if let token { _LifecycleEvents.removeObserver(token) }
        token = nil
    }

    /// Calls `observer` with each new finding; returns a token for `removeFindingObserver`.
    @discardableResult
    public func addFindingObserver(_ observer: @escaping (Finding) -> Void) -> Int {
        nextObserverToken += 1
        findingObservers.append((nextObserverToken, observer))
        return nextObserverToken
    }

    /// Stops calling the observer registered with `token`.
    public func removeFindingObserver(_ token: Int) {
        findingObservers.removeAll { $0.token == token }
    }

    // MARK: Reporting

    private func report(_ rule: Rule, _ message: String, controller: UIViewController?, related: UIViewController?,
                        variant: String = "") {
        let key = [rule.id, controller.map { "\(ObjectIdentifier($0).hashValue)" } ?? "-",
                   related.map { "\(ObjectIdentifier($0).hashValue)" } ?? "-", variant].joined(separator: "|")
        // A key is a repeat only while the same objects live (a new object may reuse an old address).
        if let previous = reported[key], previous.controller?.value === controller, previous.related?.value === related {
            return
        }
        reported[key] = (controller.map(WeakController.init), related.map(WeakController.init))
        let finding = Finding(rule: rule, message: message, controller: controller, related: related,
                              turn: _Turn.number, time: CACurrentMediaTime())
        findings.append(finding)
        _Diagnostics.log(finding.description)
        for entry in findingObservers { entry.observer(finding) }
        if mode == .strict { TestFailure.report(finding.description) }
    }

    // MARK: Events

    private func receive(_ event: _LifecycleEvent) {
        guard let controller = event.controller else { return }
        let id = ObjectIdentifier(controller)
        switch event.kind {
        case .addChild:
            guard let child = event.other, !Self.isUIKitContainer(controller) else { return }
            awaitingDidMove[ObjectIdentifier(child)] = (WeakController(child), WeakController(controller))
            placedThisTurn.append(WeakController(child))
            scheduleEndOfTurn()
        case .willMoveToParent:
            if event.other == nil { willMoveToNil.insert(id) } else { willMoveToNil.remove(id) }
        case .didMoveToParent:
            if event.other !== controller.parent {
                report(.didMoveWrongParent,
                       "\(controller) got didMove(toParent: \(describe(event.other))) but its parent is \(describe(controller.parent)).",
                       controller: controller, related: event.other)
            }
            // UIKit's §2.4 re-send follows a client's didMove; only the client's own call completes the recipe.
            if !event.sentByUIKit, let parent = event.other, awaitingDidMove[id]?.parent.value === parent {
                awaitingDidMove[id] = nil
            }
            // didMove back to its parent after willMove(nil): a cancelled removal (a swap undone); it stays.
            if let parent = event.other, parent === controller.parent { willMoveToNil.remove(id) }
        case .removeFromParent:
            guard let parent = event.other, !Self.isUIKitContainer(parent) else { return }
            if willMoveToNil.remove(id) == nil {
                report(.removeWithoutWillMove,
                       "\(controller) was removed from \(parent) with removeFromParent() without willMove(toParent: nil) before it.",
                       controller: controller, related: parent)
            }
            awaitingDidMove[id] = nil
            removedThisTurn.append((WeakController(controller), WeakController(parent)))
            scheduleEndOfTurn()
        case .viewDidMoveToSuperview:
            placedThisTurn.append(WeakController(controller))
            scheduleEndOfTurn()
        case .endAppearanceTransition:
            if !event.isBalanced {
                report(.unbalancedAppearanceTransition,
                       "endAppearanceTransition() on \(controller) had no matching beginAppearanceTransition(_:animated:) (UIKit logs \"Unbalanced calls to begin/end appearance transitions\").",
                       controller: controller, related: controller.parent)
            }
        case .directAppearanceCall:
            if let parent = controller.parent, parent.shouldAutomaticallyForwardAppearanceMethods {
                let name = LifecycleEvent.callbackName(event.callback)
                report(.directAppearanceCall,
                       "\(name)(_:) was called directly on \(controller), a child of \(parent), which forwards appearance methods automatically.",
                       controller: controller, related: parent, variant: name)
            }
        case .transitionWillBegin:
            for vc in [event.other, event.third].compactMap({ $0 }) { inTransition[ObjectIdentifier(vc), default: 0] += 1 }
        case .transitionDidEnd:
            for vc in [event.other, event.third].compactMap({ $0 }) {
                let key = ObjectIdentifier(vc)
                inTransition[key, default: 1] -= 1
                if inTransition[key]! <= 0 { inTransition[key] = nil }
            }
            // The completion has run: the destination must have had its didMove by now.
            if let to = event.third { checkDidMove(ObjectIdentifier(to)) }
        default:
            break
        }
    }

    // MARK: End of turn

    private func scheduleEndOfTurn() {
        guard !endOfTurnScheduled else { return }
        endOfTurnScheduled = true
        _Turn.enqueueNextTurn { [weak self] in self?.endOfTurn() }
    }

    private func checkDidMove(_ id: ObjectIdentifier) {
        guard let entry = awaitingDidMove[id] else { return }
        guard let child = entry.child.value, let parent = entry.parent.value, child.parent === parent else {
            awaitingDidMove[id] = nil
            return
        }
        guard inTransition[id] == nil, !isSwapInProgress(to: child, in: parent) else { return }
        awaitingDidMove[id] = nil
        report(.missingDidMove,
               "\(child) was added to \(parent) with addChild(_:) but got no didMove(toParent:) by the end of the turn.",
               controller: child, related: parent)
    }

    /// Whether `child` is the destination of a client's own swap still under way: a sibling got
    /// `willMove(toParent: nil)` and is still a child of `parent`. A container with its own transition
    /// context sends the new child's `didMove(toParent:)` in its completion, turns later; the sibling's
    /// `removeFromParent()` (which ends the swap) brings the check back.
    private func isSwapInProgress(to child: UIViewController, in parent: UIViewController) -> Bool {
        guard !willMoveToNil.isEmpty else { return false }
        return parent.children.contains { $0 !== child && willMoveToNil.contains(ObjectIdentifier($0)) }
    }

    private func endOfTurn() {
        endOfTurnScheduled = false
        for id in Array(awaitingDidMove.keys) { checkDidMove(id) }

        let removed = removedThisTurn
        removedThisTurn.removeAll()
        for entry in removed {
            guard let child = entry.child.value, child.parent == nil,
                  let view = child.viewIfLoaded, let superview = view.superview else { continue }
            report(.viewLeftAfterRemoval,
                   "The view of \(child) is still in the view hierarchy (in \(describe(superview))) at the end of the turn in which it was removed from \(describe(entry.parent.value)).",
                   controller: child, related: entry.parent.value)
        }

        let placed = placedThisTurn
        placedThisTurn.removeAll()
        var seen = Set<ObjectIdentifier>()
        for entry in placed {
            guard let controller = entry.value, seen.insert(ObjectIdentifier(controller)).inserted,
                  let view = controller.viewIfLoaded, let superview = view.superview else { continue }
            if controller.presentingViewController != nil { continue }   // presentation places it
            if let parent = controller.parent {
                if Self.isUIKitContainer(parent) { continue }
                guard let parentView = parent.viewIfLoaded, view.isDescendant(of: parentView) else {
                    report(.childViewOutsideParent,
                           "The view of \(controller) is outside the view of its parent \(parent) (its superview is \(superview)).",
                           controller: controller, related: parent)
                    continue
                }
            } else if let owner = Self.owner(of: superview) {
                report(.viewWithoutAddChild,
                       "The view of \(controller) was placed in the view of \(owner), but \(controller) is not a child of \(owner) (no addChild(_:)).",
                       controller: controller, related: owner)
            }
        }
    }

    /// UIKit's own containers manage their children themselves (navigation and tab bar controllers send
    /// didMove at the end of their transitions, for instance); the rules audit client containers.
    static func isUIKitContainer(_ controller: UIViewController?) -> Bool {
        controller is UINavigationController || controller is UITabBarController || controller is UIPageViewController
    }

    /// The view controller whose view is `view` or its nearest ancestor (found through the responder chain).
    static func owner(of view: UIView) -> UIViewController? {
        var current: UIView? = view
        while let candidate = current {
            if let controller = candidate.next as? UIViewController, controller.viewIfLoaded === candidate {
                return controller
            }
            current = candidate.superview
        }
        return nil
    }

    /// "the view of <P: 0x…>" for a controller's root view, else the view's own description.
    private func describe(_ view: UIView) -> String {
        if let owner = view.next as? UIViewController, owner.viewIfLoaded === view { return "the view of \(owner)" }
        return "\(view)"
    }

    private func describe(_ controller: UIViewController?) -> String {
        controller.map { "\($0)" } ?? "nil"
    }
}

/// Installs `ContainmentAuditor.environmentAuditor` when UIKit finds `PORTABLEUIKIT_CONTAINMENT_AUDIT` set.
/// UIKit looks this class up by name, so that it needs no dependency on this module.
final class _ContainmentAuditorEnvironment: _LifecycleEnvironmentInstaller {
    @MainActor static func install(mode: String, register: (@escaping _LifecycleEvents.Observer) -> Int) {
        let auditMode: ContainmentAuditor.Mode = mode.lowercased() == "strict" ? .strict : .log
        ContainmentAuditor.environmentAuditor = ContainmentAuditor(mode: auditMode, register: register)
    }
}
