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
    }

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

    /// Draws one step.
    static func random(using random: inout FuzzRandom) -> FuzzOperation {
        var pick = random.below(totalWeight)
        var kind = Kind.spin
        for (candidate, weight) in weights {
            if pick < weight { kind = candidate; break }
            pick -= weight
        }
        return FuzzOperation(kind, a: random.below(1 << 16), b: random.below(1 << 16), c: random.below(1 << 16),
                             animated: random.below(2) == 0)
    }
}
