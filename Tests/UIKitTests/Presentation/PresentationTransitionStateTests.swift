import Testing
@testable import UIKit
import UIKitTesting

/// The presentation-transition state on its own (a value, no views), then as the controllers of a real
/// presentation and dismissal carry it.
@MainActor @Suite("Presentation transition state (issue 10: one value instead of three Booleans)", .checksForLeaks)
struct PresentationTransitionStateTests {
    typealias State = _PresentationTransitionState

    @Test("each role begins from idle and its end returns to idle, releasing the coordinator")
    func beginAndEnd() {
        for role in [State.Role.presenter, .beingPresented, .beingDismissed] {
            var state = State()
            #expect(!state.isInTransition)
            state.begin(role)
            #expect(state.role == role)
            #expect(state.isInTransition)
            #expect(state.isBeingPresented == (role == .beingPresented))
            #expect(state.isBeingDismissed == (role == .beingDismissed))
            #expect(state.end(role) == [.releaseTransitionCoordinator])
            #expect(state.role == .idle)
        }
    }

    @Test("a later role supersedes an earlier one, whose end then leaves the later role and its coordinator")
    func laterRoleSupersedes() {
        var state = State()
        state.begin(.beingDismissed)
        state.begin(.beingPresented)
        #expect(state.role == .beingPresented)
        #expect(state.end(.beingDismissed) == [])
        #expect(state.role == .beingPresented)
        #expect(state.end(.beingPresented) == [.releaseTransitionCoordinator])
        #expect(state.role == .idle)
    }

    @Test("a controller already in a transition stays in its role when it also becomes a presenter")
    func presenterDoesNotReplaceARole() {
        var state = State()
        state.begin(.beingDismissed)
        state.begin(.presenter)
        #expect(state.role == .beingDismissed)
        #expect(state.end(.presenter) == [])
        #expect(state.isBeingDismissed)
    }

    @Test("the roles a presentation and a dismissal give presenter and presented, read inside the callbacks")
    func rolesDuringARealPresentation() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let a = UIViewController(), b = RoleRecordingViewController()
        b.modalPresentationStyle = .fullScreen
        let window = makeVisible(a)
        a.present(b, animated: true)
        #expect(a._presentationState.role == .presenter)
        #expect(b._presentationState.role == .beingPresented)
        #expect(b.transitionCoordinator != nil)
        clock.advance(by: 1)
        spin()
        #expect(a._presentationState.role == .idle)
        #expect(b._presentationState.role == .idle)
        #expect(b.transitionCoordinator == nil)
        b.dismiss(animated: true)
        #expect(a._presentationState.role == .presenter)
        #expect(b._presentationState.role == .beingDismissed)
        clock.advance(by: 1)
        spin()
        #expect(a._presentationState.role == .idle)
        #expect(b._presentationState.role == .idle)
        #expect(b.seen == ["wA presented=true dismissed=false", "dA presented=true dismissed=false",
                           "wD presented=false dismissed=true", "dD presented=false dismissed=true"])
        withExtendedLifetime(window) {}
    }
}

/// Records `isBeingPresented`/`isBeingDismissed` as read inside each appearance callback.
@MainActor
final class RoleRecordingViewController: UIViewController {
    private(set) var seen: [String] = []
    private func record(_ name: String) {
        seen.append("\(name) presented=\(isBeingPresented) dismissed=\(isBeingDismissed)")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("wA") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("dA") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("wD") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("dD") }
}
