import Foundation

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

    /// Work run in the commit phase, after layout and display: the animation engine starts
    /// the animations added during the turn here.
    package static var commitPhaseHandlers: [(_ commitTime: CFTimeInterval) -> Void] = []
    /// Work run before layout in every commit (UIKit lays out windows here).
    package static var preLayoutHandlers: [() -> Void] = []
    /// Work run in every turn after the after-commit blocks, before the next-turn blocks, without
    /// making a turn pending (UIKit reads the system preferences again here).
    package static var endOfCommitHandlers: [() -> Void] = []

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
        for handler in preLayoutHandlers { handler() }
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
        for handler in commitPhaseHandlers { handler(commitTime) }
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
        for handler in endOfCommitHandlers { handler() }
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
