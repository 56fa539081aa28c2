import Foundation

/// The steps of a turn that other subsystems plug work into, declared once and in the order a commit
/// runs them. A subsystem installs its handler with `_Turn.install(_:_:)` on first use; the order of the
/// turn never depends on which subsystem happened to run first.
package enum _TurnHook: Int, CaseIterable, Sendable {
    /// Before layout: dirty Auto Layout engines of shown windows solve.
    case solveConstraints
    /// After layout and display: the values of this commit become the "committed" ones that a transition's
    /// old image is drawn from (changes made later in the turn belong to the next commit).
    case forgetCommittedState
    /// After layout and display: animations added in the transaction get the commit time as their begin
    /// time and start (their start notifications may change layers for the next commit).
    case startAnimations
    /// After the after-commit blocks, before the next-turn blocks, without making a turn pending: UIKit
    /// reads the system preferences (status bar, orientations, …) again when appearance changed.
    case rereadSystemPreferences
}

/// The turn: one pass of the main run loop, ended by the implicit transaction's commit.
///
/// Everything that dirties the turn (a layer change, a layout request, an after-commit block) schedules
/// one commit. The commit runs, in order: layout, display, the commit phase (animations added in the
/// transaction start, with begin time = commit time), after-commit blocks, then the blocks queued for
/// "the next run-loop turn" (zero-length animation completions). `UIKitTesting.spin()` runs it directly;
/// on the real main thread a single `DispatchQueue.main.async` block drives it.
@MainActor package enum _Turn {
    /// Number of turns that have run; events carry it as their turn number.
    package private(set) static var number = 0
    /// Whether a commit is pending for the current turn.
    package private(set) static var isDirty = false
    private static var scheduledDriver = false
    /// Whether a commit is running (layout, display and the blocks after it).
    package private(set) static var isCommitting = false

    private static var layoutRoots: [ObjectIdentifier: CALayer] = [:]
    private static var displayLayers: [CALayer] = []
    private static var afterCommitBlocks: [() -> Void] = []
    private static var nextTurnBlocks: [() -> Void] = []

    /// The installed handler of each hook, indexed by `_TurnHook.rawValue`.
    private static var hooks: [((_ commitTime: CFTimeInterval) -> Void)?] = Array(repeating: nil, count: _TurnHook.allCases.count)

    /// Installs `handler` as the work of `hook` in every later commit. Each hook has one owner; a second
    /// install replaces the first.
    package static func install(_ hook: _TurnHook, _ handler: ((_ commitTime: CFTimeInterval) -> Void)?) {
        hooks[hook.rawValue] = handler
    }

    /// The handler installed for `hook`, if any (tests swap handlers and put them back).
    package static func handler(for hook: _TurnHook) -> ((_ commitTime: CFTimeInterval) -> Void)? {
        hooks[hook.rawValue]
    }

    /// Called at the end of every commit phase with the commit time; tests observe commits with it.
    package static var commitObserver: ((_ commitTime: CFTimeInterval) -> Void)?

    private static func run(_ hook: _TurnHook, at time: CFTimeInterval) {
        hooks[hook.rawValue]?(time)
    }

    /// Marks the turn dirty so that it commits.
    package static func setNeedsCommit() {
        isDirty = true
        guard !scheduledDriver else { return }
        scheduledDriver = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                scheduledDriver = false
                if isDirty && !isCommitting { runTurn() }
            }
        }
    }

    /// Registers a layer whose subtree needs layout.
    package static func addLayoutRoot(_ layer: CALayer) {
        layoutRoots[ObjectIdentifier(layer)] = layer
        setNeedsCommit()
    }

    /// Registers a layer that needs display.
    package static func addDisplayLayer(_ layer: CALayer) {
        displayLayers.append(layer)
        setNeedsCommit()
    }

    /// Queues `block` to run after the current transaction commits, in this turn.
    package static func enqueueAfterCommit(_ block: @escaping () -> Void) {
        afterCommitBlocks.append(block)
        setNeedsCommit()
    }

    /// Queues `block` for the next run-loop turn: after this turn's commit, like `DispatchQueue.main.async`.
    package static func enqueueNextTurn(_ block: @escaping () -> Void) {
        nextTurnBlocks.append(block)
        setNeedsCommit()
    }

    /// Lays out every on-screen layer tree that needs it, top-down, until nothing is pending.
    package static func layoutPass() {
        run(.solveConstraints, at: CACurrentMediaTime())
        var guardCount = 0
        while !layoutRoots.isEmpty && guardCount < 100 {
            guardCount += 1
            let roots = layoutRoots.values.map { $0._outermostLayer }
            layoutRoots.removeAll()
            var seen = Set<ObjectIdentifier>()
            // Only trees on screen lay out at commit; the others keep their marks for later.
            for root in roots where root._isContextRoot && seen.insert(ObjectIdentifier(root)).inserted {
                root._layoutSubtreeIfNeeded()
            }
        }
    }

    /// Runs layout, display and the commit phase; what `CATransaction.flush()` does.
    package static func commitTransaction() {
        layoutPass()
        let layers = displayLayers
        displayLayers.removeAll()
        for layer in layers where layer.needsDisplay() { layer.displayIfNeeded() }
        let commitTime = CACurrentMediaTime()
        run(.forgetCommittedState, at: commitTime)
        run(.startAnimations, at: commitTime)
        commitObserver?(commitTime)
    }

    /// Runs one complete turn: the commit, after-commit blocks, then next-turn blocks queued so far.
    package static func runTurn() {
        isCommitting = true
        isDirty = false
        commitTransaction()
        drainAfterCommitBlocks()
        // Closing the implicit transaction may queue its completion block (when it added no
        // animation); that block still belongs to this turn's after-commit phase.
        CATransaction._commitImplicit()
        drainAfterCommitBlocks()
        run(.rereadSystemPreferences, at: CACurrentMediaTime())
        let blocks = nextTurnBlocks
        nextTurnBlocks.removeAll()
        for block in blocks { block() }
        isCommitting = false
        number += 1
        // The run loop's autorelease pool drains at the end of each turn, as on iOS.
        _AutoreleasePool.drainRunLoopPool()
        if !layoutRoots.isEmpty || !displayLayers.isEmpty || !afterCommitBlocks.isEmpty || !nextTurnBlocks.isEmpty {
            setNeedsCommit()
        }
    }

    private static func drainAfterCommitBlocks() {
        while !afterCommitBlocks.isEmpty {
            let blocks = afterCommitBlocks
            afterCommitBlocks.removeAll()
            for block in blocks { block() }
        }
    }

    /// Whether work is pending that a turn would run.
    package static var hasPendingWork: Bool {
        isDirty || !afterCommitBlocks.isEmpty || !nextTurnBlocks.isEmpty
    }
}
