import Foundation

/// Groups layer-tree changes into atomic updates, and carries the settings that implicit animations use.
///
/// Every change made on the main thread during a turn belongs to an implicit transaction that commits
/// at the end of the turn. `begin()` and `commit()` nest explicit transactions inside it; their settings
/// (duration, disabled actions, completion block) apply to the changes made while they are open.
@preconcurrency @MainActor
open class CATransaction {
    private static var frames: [_TransactionFrame] = []

    /// Opens a new explicit transaction, nested in the current one.
    public class func begin() {
        _ensureImplicit()
        frames.append(_TransactionFrame(isImplicit: false))
    }

    /// Closes the innermost explicit transaction. Its completion block runs once every animation added
    /// inside it has finished (after this turn's commit when it added none).
    public class func commit() {
        guard let top = frames.last, !top.isImplicit else { return }
        frames.removeLast()
        top.group.close()
    }

    /// Commits the pending implicit transaction now: layout, display and the start of its animations.
    public class func flush() {
        _Turn.commitTransaction()
    }

    /// Acquires the transaction lock. PortableUIKit changes layers on the main thread only, so it does nothing.
    public class func lock() {}
    /// Releases the transaction lock. Does nothing, as `lock()` does nothing.
    public class func unlock() {}

    /// The duration of implicit animations in the current transaction; 0.25 s unless set.
    public class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }
    /// Sets the duration of implicit animations in the current transaction.
    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations in the current transaction; nil means Core Animation's default curve.
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }
    /// Sets the timing function of implicit animations in the current transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes in the current transaction skip their implicit actions.
    public class func disableActions() -> Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }
    /// Sets whether property changes in the current transaction skip their implicit actions.
    public class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block of the current transaction.
    public class func completionBlock() -> (() -> Void)? {
        frames.last?.group.completion
    }
    /// Sets the block run once all animations added by the current transaction have finished.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        _ensureImplicit()
        frames[frames.count - 1].group.completion = block
    }

    /// The value of a transaction property, looked up from the innermost transaction outwards.
    public class func value(forKey key: String) -> Any? {
        for frame in frames.reversed() {
            if let value = frame.values[key] { return value }
        }
        return nil
    }
    /// Sets a transaction property on the innermost transaction.
    public class func setValue(_ anObject: Any?, forKey key: String) {
        _ensureImplicit()
        frames[frames.count - 1].values[key] = anObject
    }

    /// The completion groups of every open transaction, innermost last. An animation added now
    /// holds each of them open until it stops.
    package static var _openGroups: [_TransactionGroup] {
        _ensureImplicit()
        return frames.map(\.group)
    }

    /// Opens the turn's implicit transaction if none is open.
    package static func _ensureImplicit() {
        if frames.isEmpty {
            frames.append(_TransactionFrame(isImplicit: true))
            _Turn.setNeedsCommit()
        }
    }

    /// Closes the implicit transaction at the end of the turn's commit.
    package static func _commitImplicit() {
        guard frames.count == 1, frames[0].isImplicit else { return }
        let implicit = frames.removeFirst()
        implicit.group.close()
    }
}

/// The transaction property key for the animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction property key for disabling actions.
public let kCATransactionDisableActions = "disableActions"
/// The transaction property key for the animation timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction property key for the completion block.
public let kCATransactionCompletionBlock = "completionBlock"

/// One open transaction: its settings and its completion group.
@MainActor struct _TransactionFrame {
    let isImplicit: Bool
    var values: [String: Any] = [:]
    let group = _TransactionGroup()
}

/// Tracks the animations a transaction added, and runs its completion block once the transaction has
/// closed and every one of them has stopped.
@MainActor package final class _TransactionGroup {
    package var completion: (() -> Void)?
    private var pending = 0
    private var isClosed = false

    /// An animation added inside the transaction started to count against it.
    package func retain() { pending += 1 }

    /// One of the transaction's animations stopped.
    package func release() {
        pending -= 1
        finishIfDone()
    }

    func close() {
        isClosed = true
        if pending == 0, let block = completion {
            completion = nil
            // With no animations the block runs right after the commit, as Core Animation's does.
            _Turn.enqueueAfterCommit(block)
        }
    }

    private func finishIfDone() {
        guard isClosed, pending == 0, let block = completion else { return }
        completion = nil
        block()
    }
}
