extension ContainmentAuditor {
    /// A containment rule: what it checks, how to fix a violation, and where the rule comes from.
    public struct Rule: Sendable, Hashable, Identifiable, CustomStringConvertible {
        /// A short stable identifier, printed in every finding.
        public let id: String
        /// What the rule requires, in one sentence.
        public let summary: String
        /// How to fix a violation.
        public let fix: String
        /// Where the rule comes from: Apple's documentation (as quoted in the containment recipes) or a
        /// section of PortableUIKit's behaviour spec.
        public let source: String

        /// The rule's id.
        public var description: String { id }

        /// Every rule the auditor checks.
        public static let all: [Rule] = [
            .missingDidMove, .viewWithoutAddChild, .removeWithoutWillMove, .viewLeftAfterRemoval,
            .childViewOutsideParent, .didMoveWrongParent, .unbalancedAppearanceTransition, .directAppearanceCall,
        ]

        /// `addChild(_:)` with no `didMove(toParent:)` by the end of the turn (or, for the destination of
        /// `transition(from:to:…)`, by the end of its completion).
        public static let missingDidMove = Rule(
            id: "missing-didMove",
            summary: "A child added with addChild(_:) must receive didMove(toParent:) once its view is in place.",
            fix: "Call child.didMove(toParent: parent) after adding the child's view (with transition(from:to:…), in its completion).",
            source: "Apple, UIViewControllerContainment: \"3. Send the -didMoveToParentViewController: message to the child with the parent as the parameter.\"")

        /// A view controller's view placed in another view controller's view without `addChild(_:)`.
        public static let viewWithoutAddChild = Rule(
            id: "view-without-addChild",
            summary: "A view controller whose view is placed inside another view controller's view must be its child.",
            fix: "Call parent.addChild(child) before adding child.view, and child.didMove(toParent: parent) after.",
            source: "Apple, UIViewControllerContainment: \"1. Send the -addChildViewController: message to the parent with the child as the parameter. 2. Add the child view controller's view as a subview to the parent view controller's view.\"; spec §2.9")

        /// `removeFromParent()` with no `willMove(toParent: nil)` before it.
        public static let removeWithoutWillMove = Rule(
            id: "removeFromParent-without-willMove",
            summary: "removeFromParent() must be preceded by willMove(toParent: nil); UIKit does not send it.",
            fix: "Call child.willMove(toParent: nil) before child.removeFromParent().",
            source: "Apple, UIViewControllerContainment: \"You need to call willMoveToParentViewController:nil when breaking a parent child relationship.\" and \"removeFromParentViewController: does not call [self willMoveToParentViewController:nil] before removing the child.\"")

        /// A child's view left in the view hierarchy after `removeFromParent()`.
        public static let viewLeftAfterRemoval = Rule(
            id: "view-left-after-removal",
            summary: "A child removed from its parent must also have its view removed from the hierarchy.",
            fix: "Call child.view.removeFromSuperview() between willMove(toParent: nil) and removeFromParent().",
            source: "Apple, UIViewControllerContainment: \"[child willMoveToParentViewController:nil]; [child.view removeFromSuperview]; [child removeFromParentViewController];\"; spec §2.5")

        /// A child's view placed outside its parent's view.
        public static let childViewOutsideParent = Rule(
            id: "child-view-outside-parent",
            summary: "A child's view must be inside its parent's view; outside it gets no forwarded appearance callbacks.",
            fix: "Add the child's view to parent.view (or one of its subviews), not to another view controller's or window's view.",
            source: "Apple, UIViewControllerContainment: \"2. Add the child view controller's view as a subview to the parent view controller's view.\"; spec §1.1 step 5")

        /// `didMove(toParent:)` with a parent other than the controller's current parent.
        public static let didMoveWrongParent = Rule(
            id: "didMove-wrong-parent",
            summary: "didMove(toParent:) must name the controller's current parent (nil after removeFromParent()).",
            fix: "Pass the parent that addChild(_:) was called on: child.didMove(toParent: parent).",
            source: "Apple, UIViewControllerContainment: \"[child didMoveToParentViewController:parent]\"; spec §2.4")

        /// `endAppearanceTransition()` without a matching begin, or a begin the state machine dropped.
        public static let unbalancedAppearanceTransition = Rule(
            id: "unbalanced-appearance-transition",
            summary: "Each beginAppearanceTransition(_:animated:) needs exactly one endAppearanceTransition(), and a begin must not repeat the current direction.",
            fix: "Pair begin and end calls; with transition(from:to:…), do not add the destination's view yourself: UIKit adds it and drives its appearance.",
            source: "spec §4 (\"Unbalanced calls to begin/end appearance transitions for <VC>.\") and §3")

        /// An appearance method called directly on a child whose parent forwards appearance automatically.
        public static let directAppearanceCall = Rule(
            id: "direct-appearance-call",
            summary: "viewWillAppear(_:) and the other appearance methods are called by UIKit, never directly.",
            fix: "Remove the call: the parent forwards appearance to its children. To drive them by hand, return false from shouldAutomaticallyForwardAppearanceMethods and use beginAppearanceTransition(_:animated:) and endAppearanceTransition().",
            source: "spec §4: \"Calling -viewWillDisappear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior.\"")
    }
}
