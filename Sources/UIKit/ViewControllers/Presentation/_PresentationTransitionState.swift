import Foundation

/// One view controller's part in a presentation or dismissal that has not finished (spec §6), as a value.
///
/// A controller takes part in at most one presentation transition at a time: it presents (or dismisses)
/// another controller, it is being presented, or it is being dismissed. Each input is one `mutating`
/// method; the one with a consequence returns what the caller must do. The value has no views, and
/// `PresentationTransitionStateTests` drives it directly; `UIViewController+Presentation.swift` owns it.
struct _PresentationTransitionState: Equatable {
    /// The controller's part in the transition in flight.
    enum Role: Equatable {
        /// No presentation transition involves this controller.
        case idle
        /// It presents or dismisses another controller (the presenter of the transition).
        case presenter
        /// It is being presented (`isBeingPresented` reads true inside its appearance callbacks).
        case beingPresented
        /// It is being dismissed, alone or as part of a dismissed chain (`isBeingDismissed`).
        case beingDismissed
    }

    /// What the controller must do when a transition it took part in ends.
    enum Action: Equatable {
        /// Drop the transition's coordinator: it no longer runs.
        case releaseTransitionCoordinator
    }

    private(set) var role: Role = .idle

    /// Whether any presentation or dismissal involving this controller has not finished.
    var isInTransition: Bool { role != .idle }
    var isBeingPresented: Bool { role == .beingPresented }
    var isBeingDismissed: Bool { role == .beingDismissed }

    /// The controller starts taking part in a transition as `role`. A presenter that is already in a
    /// transition keeps its role (presenting is refused while one runs, so only a re-entrant call gets here);
    /// being presented or dismissed replaces any earlier role.
    mutating func begin(_ role: Role) {
        precondition(role != .idle, "a presentation transition begins with a role")
        if role == .presenter && self.role != .idle { return }
        self.role = role
    }

    /// The transition the controller took part in as `role` ended. When a later transition has given the
    /// controller another role since (a re-entrant presentation from an appearance callback), that one
    /// stays, with its coordinator.
    mutating func end(_ role: Role) -> [Action] {
        guard self.role == role else { return [] }
        self.role = .idle
        return [.releaseTransitionCoordinator]
    }
}
