import Foundation

/// One view controller's appearance state, as a value (spec §1, §2.4, §4).
///
/// Each input (entering a state, a callback finished, a window move, begin, end, willMove, didMove, a
/// layout finished, a read of `isMovingToParent`) is one `mutating` method that updates the state and
/// returns what the caller must do: send a callback, deliver `viewIsAppearing`, re-send `didMove`, log.
/// The machine never calls out; `UIViewController+Appearance.swift` performs the actions, so every
/// callback and lifecycle event comes from one place. The machine has no views and no windows, and its
/// own tests (`AppearanceStateMachineTests`) drive it directly.
struct _AppearanceStateMachine: Equatable {
    /// Where the controller is in its appearance cycle, with the data that only that phase has.
    enum State: Equatable {
        case disappeared
        /// `viewWillAppear` was sent. `owedViewIsAppearing` holds the `animated` flag of a
        /// `viewIsAppearing` not delivered yet (it waits for the view's layout), nil once delivered.
        case appearing(owedViewIsAppearing: Bool?)
        case appeared
        case disappearing

        /// The phase without its data.
        var phase: _AppearState {
            switch self {
            case .disappeared: .disappeared
            case .appearing: .appearing
            case .appeared: .appeared
            case .disappearing: .disappearing
            }
        }
    }

    /// The begin/end appearance-transition nesting (spec §4).
    struct Nesting: Equatable {
        /// Begins not yet ended (never negative).
        var level = 0
        /// The direction of the transition in flight.
        var isAppearing = true
        /// The `animated` flag of the transition in flight.
        var animated = false
    }

    /// The containment move behind `isMovingToParent`/`isMovingFromParent` (spec §1.4) and the didMove
    /// re-send (§2.4).
    enum ContainmentMove: Equatable {
        /// No move: the flags read false.
        case settled
        /// `willMove(toParent:)` was sent: the flags read true inside appearance callbacks.
        case moving
        /// `didMove(toParent:)` came while the move's appearance transition was still under way: the flags
        /// stay true and `didMove` is sent again once the transition ends.
        case movingUntilAppearanceEnds
        /// A read while a controller was presented cleared the flag, but the re-send of `didMove` is still owed.
        case didMoveOwed

        var isMoving: Bool { self == .moving || self == .movingUntilAppearanceEnds }
        var owesDidMove: Bool { self == .movingUntilAppearanceEnds || self == .didMoveOwed }
    }

    private(set) var state: State = .disappeared
    private(set) var nesting = Nesting()
    private(set) var move: ContainmentMove = .settled
    /// True from entering a state until its callbacks (and `viewIsAppearing`) are sent, before forwarding.
    private(set) var isEnteringState = false
    /// Appearance callbacks under way (the flags' getters read true only inside one).
    private(set) var callbackDepth = 0
    /// The generation of window-path did-callbacks; a scheduled one runs only if it is still current.
    private(set) var didGeneration = 0

    var phase: _AppearState { state.phase }

    // MARK: Entering a state (every driver ends here)

    /// What to do on entering a state, before its callback.
    struct Entry: Equatable {
        /// Deliver the `viewIsAppearing` still owed from the appearing phase being left, with this flag.
        var deliverOwedViewIsAppearing: Bool?
    }

    /// Enters `phase`: a new transition supersedes any scheduled window-path did-callback.
    mutating func enter(_ phase: _AppearState) -> Entry {
        var entry = Entry()
        let owed: Bool?
        if case .appearing(let flag) = state { owed = flag } else { owed = nil }
        switch phase {
        case .disappeared: state = .disappeared
        case .appeared: state = .appeared
        case .disappearing: state = .disappearing
        case .appearing: state = .appearing(owedViewIsAppearing: owed)
        }
        if phase == .appearing || phase == .disappearing { didGeneration += 1 }
        isEnteringState = true
        if phase != .appearing, let owed { entry.deliverOwedViewIsAppearing = owed }
        return entry
    }

    /// The state's callback was sent. On appearing, `viewIsAppearing` becomes owed; it is delivered now
    /// when `viewIsLaidOut` (the view is in a window with no layout pending). Returns the flag to deliver with.
    mutating func didSendCallback(of phase: _AppearState, animated: Bool, viewIsLaidOut: Bool) -> Bool? {
        guard phase == .appearing, case .appearing = state else { return nil }
        state = .appearing(owedViewIsAppearing: viewIsLaidOut ? nil : animated)
        return viewIsLaidOut ? animated : nil
    }

    /// The state was entered and its callbacks sent; children are forwarded next. Returns true when
    /// `didMove(toParent:)` must be sent again (§2.4): only while the state is still `phase` (a callback
    /// that started another transition leaves the re-send to the end of that one).
    mutating func finishEntering(_ phase: _AppearState) -> Bool {
        isEnteringState = false
        guard phase == .appeared || phase == .disappeared, self.phase == phase, move.owesDidMove else { return false }
        move = move == .movingUntilAppearanceEnds ? .moving : .settled
        return true
    }

    /// Takes the owed `viewIsAppearing` for delivery; returns its flag, or nil when none is owed.
    mutating func takeOwedViewIsAppearing() -> Bool? {
        guard case .appearing(let owed?) = state else { return nil }
        state = .appearing(owedViewIsAppearing: nil)
        return owed
    }

    /// Whether `viewIsAppearing` is owed and due now that the root view finished a layout.
    var owesViewIsAppearing: Bool {
        if case .appearing(_?) = state { return true }
        return false
    }

    // MARK: Callbacks

    mutating func callbackWillBegin() { callbackDepth += 1 }
    mutating func callbackDidEnd() { callbackDepth -= 1 }
    var isInsideCallback: Bool { callbackDepth > 0 }

    // MARK: The window path (spec §1.2)

    /// The root view moved to or from a window: returns the generation that the scheduled did-callback
    /// must still find current.
    mutating func scheduleWindowDid() -> Int {
        didGeneration += 1
        return didGeneration
    }

    // MARK: begin/end appearance transitions (spec §4)

    /// What `beginAppearanceTransition` does after its bookkeeping.
    enum BeginAction: Equatable {
        /// Nothing: a nested begin in the same direction, or the state already is the one asked for.
        case none
        /// Enter `appearing` (after loading the view) or `disappearing`.
        case enter(_AppearState)
    }

    mutating func begin(isAppearing: Bool, animated: Bool) -> BeginAction {
        let oldLevel = nesting.level
        nesting.level += 1
        if oldLevel >= 1 {
            if isAppearing == nesting.isAppearing { return .none }
            // The opposite direction reverses (cancels) the transition in flight.
            nesting.level = 1
        }
        nesting.isAppearing = isAppearing
        nesting.animated = animated
        let target: _AppearState = isAppearing ? .appearing : .disappearing
        if phase == target {
            nesting.level = 0
            return .none
        }
        return .enter(target)
    }

    /// What `endAppearanceTransition` does after its bookkeeping.
    struct EndAction: Equatable {
        /// The end had no begin: log "Unbalanced calls to begin/end appearance transitions".
        var isUnbalanced = false
        /// The direction of the transition being ended (for the lifecycle event).
        var isAppearing = true
        /// The state to enter with its `animated` flag, if any.
        var enter: (state: _AppearState, animated: Bool)?

        static func == (a: EndAction, b: EndAction) -> Bool {
            a.isUnbalanced == b.isUnbalanced && a.isAppearing == b.isAppearing
                && a.enter?.state == b.enter?.state && a.enter?.animated == b.enter?.animated
        }
    }

    /// Ends one begin. A nested end does nothing more while appearance forwards automatically; otherwise
    /// the transition completes in its direction.
    mutating func end(forwardsAutomatically: Bool) -> EndAction {
        let oldLevel = nesting.level
        var action = EndAction(isUnbalanced: oldLevel <= 0, isAppearing: nesting.isAppearing)
        nesting.level = max(0, oldLevel - 1)
        if oldLevel > 1 && forwardsAutomatically { return action }
        didGeneration += 1
        let target: _AppearState = nesting.isAppearing ? .appeared : .disappeared
        if phase != target { action.enter = (target, nesting.animated) }
        return action
    }

    // MARK: Containment (spec §1.4, §2.4)

    /// The base `willMove(toParent:)` ran: the flags read true, whatever the argument.
    mutating func willMove() {
        switch move {
        case .settled: move = .moving
        case .didMoveOwed: move = .movingUntilAppearanceEnds
        case .moving, .movingUntilAppearanceEnds: break
        }
    }

    /// The base `didMove(toParent:)` ran. During the move's own appearance transition (appearing into a
    /// parent, disappearing out of one) the flags stay and the re-send is owed; otherwise they clear.
    mutating func didMove(toParent hasParent: Bool) {
        let duringMove = (hasParent && phase == .appearing) || (!hasParent && phase == .disappearing)
        switch (move, duringMove) {
        case (.settled, true): move = .didMoveOwed
        case (.moving, true): move = .movingUntilAppearanceEnds
        case (.moving, false): move = .settled
        case (.movingUntilAppearanceEnds, false): move = .didMoveOwed
        case (.settled, false), (.movingUntilAppearanceEnds, true), (.didMoveOwed, _): break
        }
    }

    /// `isMovingToParent` (`appearing`) or `isMovingFromParent` read. As in UIKit, a read while a controller
    /// is presented clears the flag and returns false (spec §1.4.3).
    mutating func readMovingFlag(appearing: Bool, hasPresentedController: Bool) -> Bool {
        guard isInsideCallback, move.isMoving else { return false }
        if hasPresentedController {
            move = move == .movingUntilAppearanceEnds ? .didMoveOwed : .settled
            return false
        }
        return movingFlag(appearing: appearing, hasPresentedController: false)
    }

    /// The flag as a lifecycle event samples it: the getter's answer without its side effect, and not
    /// limited to the inside of a callback.
    func movingFlag(appearing: Bool, hasPresentedController: Bool) -> Bool {
        guard move.isMoving, !hasPresentedController else { return false }
        switch phase {
        case .appearing, .appeared: return appearing
        case .disappearing, .disappeared: return !appearing
        }
    }

    // MARK: Invariants

    /// Checks what must hold between inputs; a failure stops the program (tests build with the checks on).
    func _checkInvariants() {
        #if UIKIT_INTERNAL_CHECKS
        precondition(nesting.level >= 0, "negative appearance-transition nesting")
        precondition(callbackDepth >= 0, "appearance callback depth below zero")
        #endif
    }
}
