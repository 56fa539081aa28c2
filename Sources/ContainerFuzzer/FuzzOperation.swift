/// One step of a fuzz run, written as choices rather than objects: `a`, `b` and `c` pick among the
/// controllers that are eligible when the step runs, so any sub-list of a run is still a run of correct
/// operations (a step with nothing eligible does nothing). That is what lets a failure shrink.
public struct FuzzOperation: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable {
        /// Apple's add recipe: addChild, addSubview, didMove.
        case addChild
        /// Apple's remove recipe: willMove(nil), removeFromSuperview, removeFromParent.
        case removeChild
        /// `transition(from:to:duration:options:animations:completion:)` between a child and a new one.
        case transitionChild
        case present, dismiss, dismissStack
        case push, pop, popToRoot, setNavigationStack
        case selectTab, setTabs
        case swapRoot, hideWindow, showWindow
        /// Advance the virtual clock part of the way through running animations.
        case advance
        case spin
        /// Advance far past every animation and run until idle, then check the idle invariants.
        case settle

        // The `.all` profile's kinds (never drawn in `.containment`, whose digests are recorded).
        /// A presentation (`.custom` with a presentation controller, `.fullScreen`, `.overFullScreen`,
        /// `.overCurrentContext`) animated by a transitioning delegate's animator, interactive or not.
        case customPresent
        /// A dismissal of the top presented controller through its transitioning delegate.
        case customDismiss
        /// A change of a presented sheet's detents and selected detent inside `animateChanges`.
        case sheetDetent
        /// A push or pop animated by the navigation delegate's animator, interactive or not.
        case customPush, customPop
        /// `UIPercentDrivenInteractiveTransition` calls on the interactor driving a transition now.
        case interactiveUpdate, interactiveFinish, interactiveCancel
        /// A finger down at the window's left edge, moved inwards and left down: the interactive pop.
        case edgePan
        /// Moves, lifts or cancels the finger that is down.
        case touchMove, touchLift, touchCancel
        /// A drag across a scroll view through the touch driver, lifted (a fast one flings).
        case scrollDrag
        /// `setContentOffset(_:animated:)` on a scroll view to a point inside its range.
        case scrollTo
        /// A free page view controller brought on screen: added as a child, presented, pushed or made a tab.
        case pageHost
        /// `UIPageViewController.setViewControllers(_:direction:animated:completion:)`, either style.
        case pageTurn
        /// A finger on a shown page view controller: a drag along its axis (lifted or left down), or a
        /// tap in a curl's end strip.
        case pageDrag
        /// A tab switch in code animated by the tab bar controller delegate's animator, interactive or not.
        case customSelectTab
        /// A popover anchored in the presenter's view, kept a popover or adapted to a sheet by its delegate.
        case popoverPresent
        /// A tap in a corner outside the top presented view (a popover's delegate then decides).
        case tapOutside
        /// A `UIAlertController`, alert or action sheet, of one to three actions.
        case alertPresent
        /// A tap on a shown alert's button or on its dimming.
        case alertTap
        /// A custom presentation whose animator is interruptible (`interruptibleAnimator(using:)`), with
        /// an interactor that may start it running (`wantsInteractiveStart` false).
        case interruptiblePresent
        /// A push, or an interactive pop, animated by the navigation delegate's interruptible animator.
        case interruptibleNavigation
        /// `UIPercentDrivenInteractiveTransition.pause()` on the interactor of the transition running now.
        case interactivePause
        /// A tap on a shown sheet's dimming, above the sheet: a user's dismissal.
        case sheetDimmingTap
        /// A tap on one of a shown tab bar's items through the touch driver: the user's tab switch
        /// (re-tapping a navigation controller's tab pops it to its root).
        case tabBarTap
    }

    /// The kinds of the original containment mix.
    public static let containmentKinds: [Kind] = weights.map(\.0)

    public var kind: Kind
    public var a: Int
    public var b: Int
    public var c: Int
    public var animated: Bool

    public init(_ kind: Kind, a: Int = 0, b: Int = 0, c: Int = 0, animated: Bool = false) {
        self.kind = kind; self.a = a; self.b = b; self.c = c; self.animated = animated
    }

    /// The step as Swift source that rebuilds it, for a replayable failure report.
    public var description: String {
        ".init(.\(kind.rawValue), a: \(a), b: \(b), c: \(c), animated: \(animated))"
    }

    /// How often each kind is drawn, out of the total.
    static let weights: [(Kind, Int)] = [
        (.addChild, 12), (.removeChild, 7), (.transitionChild, 7),
        (.present, 8), (.dismiss, 6), (.dismissStack, 1),
        (.push, 8), (.pop, 5), (.popToRoot, 2), (.setNavigationStack, 3),
        (.selectTab, 5), (.setTabs, 3),
        (.swapRoot, 2), (.hideWindow, 1), (.showWindow, 1),
        (.advance, 14), (.spin, 8), (.settle, 4),
    ]
    static let totalWeight = weights.reduce(0) { $0 + $1.1 }

    /// The `.all` profile: the containment mix and the transition, touch and scrolling kinds.
    static let allWeights: [(Kind, Int)] = weights + [
        (.customPresent, 6), (.customDismiss, 5), (.sheetDetent, 2),
        (.customPush, 6), (.customPop, 5),
        (.interactiveUpdate, 8), (.interactiveFinish, 3), (.interactiveCancel, 3),
        (.edgePan, 4), (.touchMove, 5), (.touchLift, 3), (.touchCancel, 1),
        (.scrollDrag, 5), (.scrollTo, 3),
        (.pageHost, 4), (.pageTurn, 5), (.pageDrag, 5),
        (.customSelectTab, 4), (.popoverPresent, 4), (.tapOutside, 3), (.alertPresent, 3), (.alertTap, 4),
        (.interruptiblePresent, 4), (.interruptibleNavigation, 4), (.interactivePause, 4), (.sheetDimmingTap, 3),
        (.tabBarTap, 8),
    ]
    static let allTotalWeight = allWeights.reduce(0) { $0 + $1.1 }

    /// Draws one step of `profile`'s mix.
    static func random(using random: inout FuzzRandom, profile: FuzzProfile = .containment) -> FuzzOperation {
        let (table, total) = profile == .all ? (allWeights, allTotalWeight) : (weights, totalWeight)
        var pick = random.below(total)
        var kind = Kind.spin
        for (candidate, weight) in table {
            if pick < weight { kind = candidate; break }
            pick -= weight
        }
        return FuzzOperation(kind, a: random.below(1 << 16), b: random.below(1 << 16), c: random.below(1 << 16),
                             animated: random.below(2) == 0)
    }
}

/// Which operations a run draws.
public enum FuzzProfile: String, Sendable, CaseIterable {
    /// Containment, presentation, navigation, tab and window operations: the original mix, whose
    /// lifecycle digests are recorded (seed 19, 10^5 operations: `332941742eb31668`; docs/BENCHMARKS.md).
    case containment
    /// The containment mix plus custom and interactive transitions, presentation controllers and
    /// sheets, touches through the touch driver (the interactive pop, pans) and scroll views.
    case all
}
