import Testing
import UIKit
import UIKitTesting

/// Runs `body` with a fresh log-mode auditor and returns its findings' rule ids and the console lines.
@MainActor
private func audit(_ body: () -> Void) -> (ids: [String], log: [String]) {
    let auditor = ContainmentAuditor()
    defer { auditor.stop() }
    let log = withCapturedLog(body)
    return (auditor.findings.map(\.rule.id), log)
}

@MainActor @Suite("ContainmentAuditor: one test that fires and one that does not, per rule", .checksForLeaks)
struct ContainmentAuditorRuleTests {
    @Test("missing-didMove fires at the end of the turn, with the exact message")
    func missingDidMoveFires() {
        let parent = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        let auditor = ContainmentAuditor()
        defer { auditor.stop() }
        var beforeTurnEnds: [ContainmentAuditor.Finding] = []
        let log = withCapturedLog {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            beforeTurnEnds = auditor.findings   // nothing is reported before the turn ends
            spin()
        }
        #expect(beforeTurnEnds.isEmpty)
        #expect(auditor.findings.map(\.rule) == [.missingDidMove])
        #expect(auditor.findings.first?.controller === child && auditor.findings.first?.related === parent)
        #expect(log == [
            "[Containment] missing-didMove: \(child) was added to \(parent) with addChild(_:) but got no didMove(toParent:) by the end of the turn. Fix: Call child.didMove(toParent: parent) after adding the child's view (with transition(from:to:…), in its completion).",
        ])
        _ = window
    }

    @Test("missing-didMove waits for the end of the turn: didMove later in the same turn is fine")
    func missingDidMoveWaitsForTurnEnd() {
        let parent = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        let result = audit {
            parent.addChild(child)
            DispatchQueue.main.async {}   // unrelated work; the recipe finishes below, before the turn ends
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            spin()
        }
        #expect(result.ids.isEmpty)
        #expect(result.log.isEmpty)
        _ = window
    }

    @Test("missing-didMove waits for a client's own swap that spans turns, and still fires if the swap ends without it")
    func missingDidMoveWaitsForAClientSwap() {
        let parent = UIViewController(), old = UIViewController(), new = UIViewController()
        let window = showInWindow(parent)
        parent.addChild(old)
        parent.view.addSubview(old.view)
        old.didMove(toParent: parent)
        spin()
        // A container with its own transition context: willMove(nil) on the old child and addChild of the
        // new one now, the rest in the context's completion some turns later.
        let waits = audit {
            old.willMove(toParent: nil)
            parent.addChild(new)
            parent.view.addSubview(new.view)
            spin()
            spin()
            old.view.removeFromSuperview()
            old.removeFromParent()
            new.didMove(toParent: parent)
            spin()
        }
        #expect(waits.ids.isEmpty)
        #expect(waits.log.isEmpty)
        // The same swap, its completion forgetting didMove: found once the old child has gone.
        let other = UIViewController()
        let forgets = audit {
            new.willMove(toParent: nil)
            parent.addChild(other)
            parent.view.addSubview(other.view)
            spin()
            new.view.removeFromSuperview()
            new.removeFromParent()
            spin()
        }
        #expect(forgets.ids == ["missing-didMove"])
        _ = window
    }

    @Test("view-without-addChild fires for a controller's view put in another's view")
    func viewWithoutAddChildFires() {
        let parent = UIViewController(), orphan = UIViewController()
        let window = showInWindow(parent)
        let result = audit {
            parent.view.addSubview(orphan.view)
            spin()
        }
        #expect(result.ids == ["view-without-addChild"])
        #expect(result.log == [
            "[Containment] view-without-addChild: The view of \(orphan) was placed in the view of \(parent), but \(orphan) is not a child of \(parent) (no addChild(_:)). Fix: Call parent.addChild(child) before adding child.view, and child.didMove(toParent: parent) after.",
        ])
        _ = window
    }

    @Test("view-without-addChild does not fire for a window's root view controller or plain views")
    func viewWithoutAddChildQuiet() {
        let result = audit {
            let root = UIViewController()
            let window = showInWindow(root)
            root.view.addSubview(UIView())
            spin()
            _ = window
        }
        #expect(result.ids.isEmpty)
    }

    @Test("removeFromParent-without-willMove fires at the call")
    func removeWithoutWillMoveFires() {
        let parent = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        addWithRecipe(child, to: parent)
        let result = audit {
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        #expect(result.ids == ["removeFromParent-without-willMove"])
        #expect(result.log == [
            "[Containment] removeFromParent-without-willMove: \(child) was removed from \(parent) with removeFromParent() without willMove(toParent: nil) before it. Fix: Call child.willMove(toParent: nil) before child.removeFromParent().",
        ])
        _ = window
    }

    @Test("re-adding a child elsewhere is clean: addChild sends willMove(nil) itself (spec §2.6)")
    func moveToAnotherParentIsClean() {
        let first = UIViewController(), second = UIViewController(), child = UIViewController()
        let result = audit {
            first.addChild(child)
            child.didMove(toParent: first)
            second.addChild(child)
            child.didMove(toParent: second)
            spin()
        }
        #expect(result.ids.isEmpty)
    }

    @Test("view-left-after-removal fires at the end of the turn")
    func viewLeftFires() {
        let parent = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        addWithRecipe(child, to: parent)
        let result = audit {
            child.willMove(toParent: nil)
            child.removeFromParent()
            spin()
        }
        #expect(result.ids == ["view-left-after-removal"])
        #expect(result.log == [
            "[Containment] view-left-after-removal: The view of \(child) is still in the view hierarchy (in the view of \(parent)) at the end of the turn in which it was removed from \(parent). Fix: Call child.view.removeFromSuperview() between willMove(toParent: nil) and removeFromParent().",
        ])
        _ = window
    }

    @Test("child-view-outside-parent fires for a child's view put in the window")
    func outsideParentFires() {
        let parent = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        let result = audit {
            parent.addChild(child)
            window.addSubview(child.view)
            child.didMove(toParent: parent)
            spin()
        }
        #expect(result.ids == ["child-view-outside-parent"])
        #expect(result.log == [
            "[Containment] child-view-outside-parent: The view of \(child) is outside the view of its parent \(parent) (its superview is \(window)). Fix: Add the child's view to parent.view (or one of its subviews), not to another view controller's or window's view.",
        ])
    }

    @Test("child-view-outside-parent does not fire for a view nested in a subview of the parent's view")
    func nestedInsideParentIsClean() {
        let parent = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        let result = audit {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.view.addSubview(card)
            parent.addChild(child)
            card.addSubview(child.view)
            child.didMove(toParent: parent)
            spin()
        }
        #expect(result.ids.isEmpty)
        _ = window
    }

    @Test("didMove-wrong-parent fires at the call (and the real parent still misses its didMove)")
    func wrongParentFires() {
        let parent = UIViewController(), other = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        let result = audit {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: other)
            spin()
        }
        #expect(result.ids == ["didMove-wrong-parent", "missing-didMove"])
        #expect(result.log.first ==
            "[Containment] didMove-wrong-parent: \(child) got didMove(toParent: \(other)) but its parent is \(parent). Fix: Pass the parent that addChild(_:) was called on: child.didMove(toParent: parent).")
        _ = window
    }

    @Test("UIKit's own didMove calls (removeFromParent, the §2.4 re-send) never count as wrong")
    func uikitDidMoveIsClean() {
        let parent = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        let result = audit {
            addWithRecipe(child, to: parent)     // re-send after viewDidAppear
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()            // didMove(nil), then the re-send after viewDidDisappear
            spin()
        }
        #expect(result.ids.isEmpty)
        _ = window
    }

    @Test("unbalanced-appearance-transition fires after UIKit's own line")
    func unbalancedFires() {
        let controller = UIViewController()
        let result = audit { controller.endAppearanceTransition() }
        #expect(result.ids == ["unbalanced-appearance-transition"])
        #expect(result.log == [
            "Unbalanced calls to begin/end appearance transitions for \(controller).",
            "[Containment] unbalanced-appearance-transition: endAppearanceTransition() on \(controller) had no matching beginAppearanceTransition(_:animated:) (UIKit logs \"Unbalanced calls to begin/end appearance transitions\"). Fix: Pair begin and end calls; with transition(from:to:…), do not add the destination's view yourself: UIKit adds it and drives its appearance.",
        ])
    }

    @Test("unbalanced-appearance-transition fires when the destination's view is added by hand before transition(from:to:) (spec §4 b)")
    func unbalancedByManualAdd() {
        let parent = UIViewController(), from = UIViewController(), to = UIViewController()
        let window = showInWindow(parent)
        addWithRecipe(from, to: parent)
        let result = audit {
            from.willMove(toParent: nil)
            parent.addChild(to)
            parent.view.addSubview(to.view)   // the mistake: transition(from:to:) adds it
            parent.transition(from: from, to: to, duration: 0, options: [], animations: nil) { _ in
                from.removeFromParent()
                to.didMove(toParent: parent)
            }
            spin()
            spin()
        }
        #expect(result.ids == ["unbalanced-appearance-transition"])
        _ = window
    }

    @Test("balanced begin/end on a manually forwarding container is clean")
    func balancedIsClean() {
        final class Manual: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let parent = Manual(), child = UIViewController()
        let window = showInWindow(parent)
        let result = audit {
            parent.addChild(child)
            child.beginAppearanceTransition(true, animated: false)
            parent.view.addSubview(child.view)
            child.endAppearanceTransition()
            child.didMove(toParent: parent)
            spin()
        }
        #expect(result.ids.isEmpty)
        _ = window
    }

    @Test("direct-appearance-call fires for viewWillAppear called on an auto-forwarded child")
    func directCallFires() {
        let parent = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        addWithRecipe(child, to: parent)
        let result = audit { child.viewWillAppear(false) }
        #expect(result.ids == ["direct-appearance-call"])
        #expect(result.log == [
            "[Containment] direct-appearance-call: viewWillAppear(_:) was called directly on \(child), a child of \(parent), which forwards appearance methods automatically. Fix: Remove the call: the parent forwards appearance to its children. To drive them by hand, return false from shouldAutomaticallyForwardAppearanceMethods and use beginAppearanceTransition(_:animated:) and endAppearanceTransition().",
        ])
        _ = window
    }

    @Test("direct-appearance-call does not fire for forwarded callbacks, overrides calling super, or a stand-alone controller")
    func forwardedCallsAreClean() {
        final class Overriding: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); seen.append("wA") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); seen.append("dA") }
        }
        let parent = UIViewController(), child = Overriding(), alone = UIViewController()
        let result = audit {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            let window = showInWindow(parent)
            alone.viewWillAppear(false)
            _ = window
        }
        #expect(child.seen == ["wA", "dA"])
        #expect(result.ids.isEmpty)
    }
}

@MainActor @Suite("ContainmentAuditor: modes, reporting and the seed recipes", .checksForLeaks)
struct ContainmentAuditorModeTests {
    @Test("each finding is logged once")
    func loggedOnce() {
        let parent = UIViewController(), child = UIViewController()
        let result = audit {
            parent.addChild(child)
            child.didMove(toParent: nil)
            child.didMove(toParent: nil)
        }
        #expect(result.ids == ["didMove-wrong-parent"])
        #expect(result.log.count == 1)
        #expect(result.log.first?.hasPrefix("[Containment] didMove-wrong-parent: \(child) got didMove(toParent: nil) but its parent is \(parent).") == true)
    }

    @Test("strict mode reports each finding as a test failure")
    func strictUsesFailureHandler() {
        var failures: [String] = []
        TestFailure.handler = { message, _ in failures.append(message) }
        defer { TestFailure.handler = nil }
        let auditor = ContainmentAuditor(mode: .strict)
        defer { auditor.stop() }
        let child = UIViewController()
        _ = withCapturedLog { child.endAppearanceTransition() }
        #expect(failures == auditor.findings.map(\.description))
        #expect(failures.count == 1)
    }

    @Test("strict mode records a Swift Testing issue by default")
    func strictRecordsIssue() {
        let auditor = ContainmentAuditor(mode: .strict)
        defer { auditor.stop() }
        let child = UIViewController()
        withKnownIssue {
            _ = withCapturedLog { child.endAppearanceTransition() }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("[Containment] unbalanced-appearance-transition:") }
        }
    }

    @Test("every rule has an id, a fix and a source")
    func rulesAreDocumented() {
        let ids = ContainmentAuditor.Rule.all.map(\.id)
        #expect(ids == ["missing-didMove", "view-without-addChild", "removeFromParent-without-willMove",
                        "view-left-after-removal", "child-view-outside-parent", "didMove-wrong-parent",
                        "unbalanced-appearance-transition", "direct-appearance-call"])
        for rule in ContainmentAuditor.Rule.all {
            #expect(!rule.fix.isEmpty && !rule.summary.isEmpty)
            #expect(rule.source.hasPrefix("Apple") || rule.source.hasPrefix("spec §"))
        }
    }

    @Test("a stopped auditor sees nothing")
    func stopped() {
        let auditor = ContainmentAuditor()
        auditor.stop()
        _ = withCapturedLog { UIViewController().endAppearanceTransition() }
        #expect(auditor.findings.isEmpty)
    }
}

@MainActor @Suite("ContainmentAuditor: the seed recipes are clean in strict mode", .checksForLeaks)
struct SeedRecipesAreCleanTests {
    /// Runs `body` under a strict auditor on a virtual clock and returns the failures it reported.
    private func strictAudit(_ body: (UIViewController, VirtualClock) -> Void) -> [String] {
        var failures: [String] = []
        TestFailure.handler = { message, _ in failures.append(message) }
        defer { TestFailure.handler = nil }
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let auditor = ContainmentAuditor(mode: .strict)
        defer { auditor.stop() }
        let parent = UIViewController()
        let window = showInWindow(parent)
        body(parent, clock)
        clock.advance(by: 0.5)
        _ = window
        return failures
    }

    @Test("add: addChild, addSubview, didMove")
    func add() {
        #expect(strictAudit { parent, _ in
            let child = UIViewController()
            parent.addChild(child)
            child.view.frame = parent.view.bounds
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }.isEmpty)
    }

    @Test("remove: willMove(nil), removeFromSuperview, removeFromParent")
    func remove() {
        #expect(strictAudit { parent, _ in
            let content = UIViewController()
            addWithRecipe(content, to: parent)
            content.willMove(toParent: nil)
            content.view.removeFromSuperview()
            content.removeFromParent()
        }.isEmpty)
    }

    @Test("animated switch: transition(from:to:) 0.25 s, removeFromParent and didMove in the completion")
    func animatedSwitch() {
        var completed = false
        #expect(strictAudit { parent, _ in
            let oldVC = UIViewController(), newVC = UIViewController()
            addWithRecipe(oldVC, to: parent)
            oldVC.willMove(toParent: nil)
            parent.addChild(newVC)
            newVC.view.frame = .zero
            parent.transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
                oldVC.view.frame = .zero
                newVC.view.frame = oldVC.view.frame
            }, completion: { _ in
                oldVC.removeFromParent()
                newVC.didMove(toParent: parent)
                completed = true
            })
        }.isEmpty)
        #expect(completed)
    }

    @Test("non-animated switch: removeFromParent before removeFromSuperview in the same turn")
    func plainSwitch() {
        #expect(strictAudit { parent, _ in
            let oldVC = UIViewController(), newVC = UIViewController()
            addWithRecipe(oldVC, to: parent)
            oldVC.willMove(toParent: nil)
            parent.addChild(newVC)
            newVC.view.frame = oldVC.view.frame
            parent.view.addSubview(newVC.view)
            oldVC.removeFromParent()
            oldVC.view.removeFromSuperview()
            newVC.didMove(toParent: parent)
        }.isEmpty)
    }

    @Test("the gist's variant: duration 0, willMove(nil) inside the completion")
    func gistVariant() {
        var completed = false
        #expect(strictAudit { parent, _ in
            let fromVC = UIViewController(), toVC = UIViewController()
            addWithRecipe(fromVC, to: parent)
            parent.addChild(toVC)
            parent.transition(from: fromVC, to: toVC, duration: 0, options: [], animations: nil) { _ in
                fromVC.willMove(toParent: nil)
                fromVC.removeFromParent()
                toVC.didMove(toParent: parent)
                completed = true
            }
        }.isEmpty)
        #expect(completed)
    }
}
