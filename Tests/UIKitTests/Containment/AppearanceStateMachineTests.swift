import Testing
@testable import UIKit
import UIKitTesting

/// The appearance state machine on its own: inputs in, actions out, no views or windows.
@MainActor @Suite("Appearance state machine (a value, no views)", .checksForLeaks)
struct AppearanceStateMachineTests {
    typealias Machine = _AppearanceStateMachine

    @Test("entering appearing owes viewIsAppearing until the view is laid out; leaving delivers it first")
    func owedViewIsAppearing() {
        var m = Machine()
        let r1 = m.enter(.appearing)
        #expect(r1 == Machine.Entry(deliverOwedViewIsAppearing: nil))
        #expect(m.isEnteringState)
        let r2 = m.didSendCallback(of: .appearing, animated: true, viewIsLaidOut: false)
        #expect(r2 == nil)
        #expect(m.state == .appearing(owedViewIsAppearing: true))
        let r3 = m.finishEntering(.appearing)
        #expect(r3 == false)
        #expect(!m.isEnteringState)
        // Entering appearing again keeps the debt; leaving the phase pays it first.
        let r4 = m.enter(.appearing)
        #expect(r4.deliverOwedViewIsAppearing == nil)
        #expect(m.state == .appearing(owedViewIsAppearing: true))
        let r5 = m.enter(.appeared)
        #expect(r5.deliverOwedViewIsAppearing == true)
        #expect(m.state == .appeared)
    }

    @Test("a laid-out view gets viewIsAppearing right after viewWillAppear; a layout pays a debt once")
    func viewIsAppearingAfterLayout() {
        var m = Machine()
        _ = m.enter(.appearing)
        let r6 = m.didSendCallback(of: .appearing, animated: false, viewIsLaidOut: true)
        #expect(r6 == false)
        #expect(m.state == .appearing(owedViewIsAppearing: nil))
        let r7 = m.takeOwedViewIsAppearing()
        #expect(r7 == nil)
        var n = Machine()
        _ = n.enter(.appearing)
        _ = n.didSendCallback(of: .appearing, animated: true, viewIsLaidOut: false)
        #expect(n.owesViewIsAppearing)
        let r8 = n.takeOwedViewIsAppearing()
        #expect(r8 == true)
        let r9 = n.takeOwedViewIsAppearing()
        #expect(r9 == nil)
    }

    @Test("T09-T11 nesting: a same-direction begin nests, the opposite one reverses, an extra end is unbalanced")
    func nesting() {
        var m = Machine()
        let r10 = m.begin(isAppearing: true, animated: true)
        #expect(r10 == .enter(.appearing))
        _ = m.enter(.appearing)
        let r11 = m.begin(isAppearing: true, animated: false)
        #expect(r11 == .none)
        #expect(m.nesting.level == 2)
        // A nested end does nothing more while appearance forwards automatically.
        let r12 = m.end(forwardsAutomatically: true)
        #expect(r12 == Machine.EndAction(isUnbalanced: false, isAppearing: true, enter: nil))
        let r13 = m.end(forwardsAutomatically: true)
        #expect(r13 == Machine.EndAction(isUnbalanced: false, isAppearing: true,
                                                                       enter: (.appeared, true)))
        _ = m.enter(.appeared)
        let unbalanced = m.end(forwardsAutomatically: true)
        #expect(unbalanced.isUnbalanced)
        #expect(unbalanced.enter == nil)   // already appeared
        #expect(m.nesting.level == 0)
        // Reversal: disappearing interrupted by appearing resets the level to one.
        let r14 = m.begin(isAppearing: false, animated: false)
        #expect(r14 == .enter(.disappearing))
        _ = m.enter(.disappearing)
        let r15 = m.begin(isAppearing: true, animated: true)
        #expect(r15 == .enter(.appearing))
        #expect(m.nesting == Machine.Nesting(level: 1, isAppearing: true, animated: true))
    }

    @Test("a begin toward the state already entered is dropped and resets the nesting")
    func beginTowardCurrentState() {
        var m = Machine()
        _ = m.enter(.disappearing)
        let r16 = m.begin(isAppearing: false, animated: false)
        #expect(r16 == .none)
        #expect(m.nesting.level == 0)
    }

    @Test("§1.4: the moving flags read true only inside a callback, between willMove and the settled didMove")
    func movingFlags() {
        var m = Machine()
        m.willMove()
        let r17 = m.readMovingFlag(appearing: true, hasPresentedController: false)
        #expect(r17 == false)   // outside callbacks
        _ = m.enter(.appearing)
        m.callbackWillBegin()
        let r18 = m.readMovingFlag(appearing: true, hasPresentedController: false)
        #expect(r18)
        let r19 = m.readMovingFlag(appearing: false, hasPresentedController: false)
        #expect(!r19)
        m.callbackDidEnd()
        // didMove during the appearing transition keeps the flag and owes a re-send (§2.4).
        m.didMove(toParent: true)
        #expect(m.move == .movingUntilAppearanceEnds)
        _ = m.enter(.appeared)
        let r20 = m.finishEntering(.appeared)
        #expect(r20)
        #expect(m.move == .moving)
        m.didMove(toParent: true)
        #expect(m.move == .settled)
    }

    @Test("§1.4.3: a read while a controller is presented clears the flag but keeps an owed didMove")
    func readWhilePresenting() {
        var m = Machine()
        m.willMove()
        _ = m.enter(.appearing)
        m.didMove(toParent: true)
        m.callbackWillBegin()
        let r21 = m.readMovingFlag(appearing: true, hasPresentedController: true)
        #expect(!r21)
        #expect(m.move == .didMoveOwed)
        let r22 = m.readMovingFlag(appearing: true, hasPresentedController: false)
        #expect(!r22)
        m.callbackDidEnd()
        _ = m.enter(.appeared)
        let r23 = m.finishEntering(.appeared)
        #expect(r23)
        #expect(m.move == .settled)
    }

    @Test("the re-send waits while a callback moved the state on")
    func resendWaitsForTheStateItWasOwedIn() {
        var m = Machine()
        m.willMove()
        _ = m.enter(.disappearing)
        m.didMove(toParent: false)
        _ = m.enter(.disappeared)
        // A callback started another transition before this one finished entering.
        _ = m.enter(.appearing)
        let r24 = m.finishEntering(.disappeared)
        #expect(!r24)
        #expect(m.move == .movingUntilAppearanceEnds)
    }

    @Test("each new transition and each scheduled window did supersedes the last scheduled did")
    func didGenerations() {
        var m = Machine()
        let first = m.scheduleWindowDid()
        _ = m.enter(.appearing)
        #expect(m.didGeneration != first)
        let second = m.scheduleWindowDid()
        _ = m.enter(.appeared)
        #expect(m.didGeneration == second)   // entering a did-state does not supersede
    }

    @Test("the tests run with the internal invariant checks compiled in")
    func invariantChecksAreOn() {
        #expect(_uikitChecksInternalInvariants)
    }
}
