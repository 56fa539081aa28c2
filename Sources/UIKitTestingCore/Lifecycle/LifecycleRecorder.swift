import UIKit

/// Records the lifecycle of a whole view-controller tree (or of every view controller) without
/// subclassing anything.
///
/// ```swift
/// let recorder = LifecycleRecorder(observing: parent, names: ["P": parent, "C": child])
/// parent.addChild(child); parent.view.addSubview(child.view); child.didMove(toParent: parent)
/// spin()
/// recorder.assertLog(["C.wM(P)", "C.viewDidLoad", "C.wA(false, mTP=true)", "C.dM(P)",
///                     "C.dA(false, mTP=true)", "C.dM(P)"])
/// ```
///
/// By default the log holds the callbacks the controllers receive: `viewDidLoad`, the four appearance
/// callbacks with `animated` and the moving/being flags, `willMove`/`didMove`, and appearance methods
/// called directly on a controller. `Options` add layout, `viewIsAppearing`, the containment calls
/// made on controllers, and view hierarchy events. Each event carries its turn number and media time.
///
/// A client's own `willMove(toParent:)`/`didMove(toParent:)` call is seen only when the override calls
/// super (UIKit's base implementation is where it is observed); the calls UIKit makes itself (from
/// `addChild`, `removeFromParent` and the didMove re-send) are always seen.
@MainActor
public final class LifecycleRecorder {
    /// Extra kinds of events to record.
    public struct Options: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: Int
        /// Makes options from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`.
        public static let layout = Options(rawValue: 1 << 0)
        /// `viewIsAppearing(_:)`.
        public static let viewIsAppearing = Options(rawValue: 1 << 1)
        /// Calls made on controllers: addChild, removeFromParent, begin/endAppearanceTransition,
        /// transition(from:to:…) and its end.
        public static let calls = Options(rawValue: 1 << 2)
        /// View hierarchy events: a view entering or leaving a superview.
        public static let views = Options(rawValue: 1 << 3)
        /// Everything.
        public static let all: Options = [.layout, .viewIsAppearing, .calls, .views]
    }

    /// The recorded events, oldest first.
    public private(set) var events: [LifecycleEvent] = []
    /// What is recorded on top of the callbacks.
    public var options: Options

    private let root: UIViewController?
    private var token: Int?
    private var names: [ObjectIdentifier: (controller: WeakController, name: String)] = [:]
    private var usedNames: [String: Int] = [:]
    private var members: [ObjectIdentifier: WeakController] = [:]
    private var auditors: [(ContainmentAuditor, Int)] = []

    /// Starts recording at once.
    ///
    /// - Parameters:
    ///   - root: the controller whose tree is observed: it, its descendants (children added later
    ///     included, and kept after they are removed), controllers presented from the tree, and
    ///     controllers whose views are placed inside its view. Pass nil to record every view controller.
    ///   - names: names to print; named controllers are always recorded. Others are named by their
    ///     class (`MyViewController`, then `MyViewController#2` for a second instance).
    ///   - options: extra events to record.
    public init(observing root: UIViewController? = nil, names: [String: UIViewController] = [:],
                options: Options = []) {
        self.root = root
        self.options = options
        for (name, controller) in names { setName(name, for: controller) }
        if let root { addMember(root) }
        token = _LifecycleEvents.addObserver { [weak self] event in self?.receive(event) }
    }

    isolated deinit {
        if let token { _LifecycleEvents.removeObserver(token) }
        for (auditor, token) in auditors { auditor.removeFindingObserver(token) }
    }

    /// The name of the observed root, if any.
    var rootName: String? { root.map { name(of: $0) } }

    /// Stops recording; the events stay.
    public func stop() {
        if let token { _LifecycleEvents.removeObserver(token) }
        token = nil
    }

    /// Names `controller` in the log from now on. A named controller is recorded even when it is not
    /// (yet) in the observed tree, so its `viewDidLoad` and early callbacks are not missed.
    public func setName(_ name: String, for controller: UIViewController) {
        names[ObjectIdentifier(controller)] = (WeakController(controller), name)
        usedNames[name, default: 0] += 1
        addMember(controller)
    }

    private func addMember(_ controller: UIViewController) {
        members[ObjectIdentifier(controller)] = WeakController(controller)
    }

    private func isMember(_ controller: UIViewController) -> Bool {
        members[ObjectIdentifier(controller)]?.value === controller
    }

    /// The name the log uses for `controller`.
    public func name(of controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        let id = ObjectIdentifier(controller)
        if let entry = names[id], entry.controller.value === controller { return entry.name }
        let base = String(describing: type(of: controller))
        let count = (usedNames[base] ?? 0) + 1
        let name = count == 1 ? base : "\(base)#\(count)"
        usedNames[base] = count
        names[id] = (WeakController(controller), name)
        return name
    }

    /// The log in the spec's notation, one line per event.
    public var log: [String] { events.filter { $0.kind != .finding }.map(\.notation) }

    /// The callbacks only (and direct appearance calls), whatever the options: the log as the spec
    /// writes it, even when calls, layout or view events are recorded for the timeline.
    public var callbackLog: [String] {
        events.filter { $0.isCallback && $0.kind != .viewWillLayoutSubviews && $0.kind != .viewDidLayoutSubviews
            || $0.kind == .directAppearanceCall }.map(\.notation)
    }

    /// The findings of attached auditors, in the order they were made.
    public var findings: [LifecycleEvent] { events.filter { $0.kind == .finding } }

    /// Returns the log and clears the events.
    @discardableResult
    public func take() -> [String] {
        defer { events.removeAll() }
        return log
    }

    /// Clears the events.
    public func clear() { events.removeAll() }

    /// Shows `auditor`'s findings in this recorder's events (and so in its timeline) as they are made.
    public func attach(_ auditor: ContainmentAuditor) {
        let token = auditor.addFindingObserver { [weak self] finding in self?.record(finding) }
        auditors.append((auditor, token))
    }

    // MARK: Assertions

    /// A readable line diff between `expected` and the log, or nil when they are equal.
    public func diff(expected: [String]) -> String? {
        LogDiff.describe(expected: expected, actual: log)
    }

    /// Fails the current test (Swift Testing or XCTest) when the log is not `expected`, showing a diff.
    /// Clears the events when `clearing` is true, so that the next assertion sees only new events.
    public func assertLog(_ expected: [String], clearing: Bool = true, _ message: String? = nil,
                          fileID: String = #fileID, filePath: StaticString = #filePath,
                          line: Int = #line, column: Int = #column) {
        if let diff = diff(expected: expected) {
            let text = (message.map { $0 + "\n" } ?? "") + diff
            TestFailure.report(text, at: .init(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        if clearing { events.removeAll() }
    }

    // MARK: Receiving

    private func isObserved(_ controller: UIViewController?) -> Bool {
        guard let root else { return true }
        guard let controller else { return false }
        if isMember(controller) { return true }
        var ancestor = controller.parent
        while let current = ancestor {
            if isMember(current) || current === root {
                addMember(controller)
                return true
            }
            ancestor = current.parent
        }
        if let presenter = controller.presentingViewController, presenter !== controller, isObserved(presenter) {
            addMember(controller)
            return true
        }
        if let view = controller.viewIfLoaded, let rootView = root.viewIfLoaded, view.isDescendant(of: rootView) {
            addMember(controller)
            return true
        }
        return false
    }

    private func wants(_ kind: _LifecycleEvent.Kind) -> Bool {
        switch kind {
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews: return options.contains(.layout)
        case .viewIsAppearing: return options.contains(.viewIsAppearing)
        case .addChild, .removeFromParent, .beginAppearanceTransition, .endAppearanceTransition,
             .transitionWillBegin, .transitionDidEnd:
            return options.contains(.calls)
        case .viewDidMoveToSuperview, .viewWillRemoveFromSuperview: return options.contains(.views)
        default: return true
        }
    }

    private func receive(_ raw: _LifecycleEvent) {
        // Membership is tracked even for events that are not recorded, so that children join the tree.
        if raw.kind == .addChild, let child = raw.other, isObserved(raw.controller) {
            addMember(child)
        }
        guard wants(raw.kind) else { return }
        let isViewEvent = raw.kind == .viewDidMoveToSuperview || raw.kind == .viewWillRemoveFromSuperview
        let laneController = isViewEvent ? (raw.controller ?? raw.other) : raw.controller
        guard isObserved(laneController) || (isViewEvent && isObserved(raw.other)) else { return }
        var event = LifecycleEvent(kind: LifecycleEvent.kind(of: raw.kind), subject: name(of: laneController),
                                   turn: raw.turn, time: raw.time)
        event.related = raw.other.map { name(of: $0) }
        event.target = raw.third.map { name(of: $0) }
        event.animated = raw.animated
        event.isAppearing = raw.isAppearing
        event.isBalanced = raw.isBalanced
        event.isMovingToParent = raw.isMovingToParent
        event.isMovingFromParent = raw.isMovingFromParent
        event.isBeingPresented = raw.isBeingPresented
        event.isBeingDismissed = raw.isBeingDismissed
        event.sentByUIKit = raw.sentByUIKit
        event.duration = raw.duration
        event.finished = raw.finished
        if raw.kind == .directAppearanceCall { event.detail = LifecycleEvent.callbackName(raw.callback) }
        if isViewEvent {
            event.viewDescription = raw.view.map(describe)
            event.superviewDescription = raw.superview.map(describe)
        }
        events.append(event)
    }

    private func record(_ finding: ContainmentAuditor.Finding) {
        guard finding.controller == nil || isObserved(finding.controller) else { return }
        var event = LifecycleEvent(kind: .finding, subject: name(of: finding.controller),
                                   turn: finding.turn, time: finding.time)
        event.related = finding.related.map { name(of: $0) }
        // In the timeline, controllers go by their names rather than their descriptions.
        var message = finding.message
        for controller in [finding.controller, finding.related].compactMap({ $0 }) {
            message = message.replacingOccurrences(of: "\(controller)", with: name(of: controller))
        }
        event.detail = "\(finding.rule.id): \(message)"
        events.append(event)
    }

    /// A view described by its controller when it is a root view (`C.view`), else by its class and the
    /// nearest controller above it (`UIView in P.view`).
    private func describe(_ view: UIView) -> String {
        if let owner = view.next as? UIViewController, owner.viewIfLoaded === view { return "\(name(of: owner)).view" }
        if view is UIWindow { return String(describing: type(of: view)) }
        var ancestor = view.superview
        while let current = ancestor {
            if let owner = current.next as? UIViewController, owner.viewIfLoaded === current {
                return "\(type(of: view)) in \(name(of: owner)).view"
            }
            ancestor = current.superview
        }
        return String(describing: type(of: view))
    }
}

/// A weak reference to a view controller.
final class WeakController {
    weak var value: UIViewController?
    init(_ value: UIViewController) { self.value = value }
}
