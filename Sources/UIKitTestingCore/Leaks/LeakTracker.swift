import ObjectiveC
import UIKit

/// Tracks the view controllers, views, layers and windows created while it runs, and tells which of them
/// are still alive once the work is over: the leaks.
///
/// Objects are attributed to a tracker in one of two ways:
/// - **Scoped**, with `track(_:)`: the tracker is a task-local value for the duration of the body, so
///   an object belongs to it when it is created by code running in that task or a task it starts
///   (`Task { }` inherits task-local values). Swift Testing runs tests in parallel, interleaving async
///   main-actor tests at their suspension points; task-local attribution keeps each test's objects
///   apart. Work run from the main queue outside any task (a commit scheduled with
///   `DispatchQueue.main.async` that no test drives) belongs to no scoped tracker.
/// - **Unscoped**, with `begin()` and `end()`: for frameworks that run one test at a time with separate
///   set-up and tear-down methods (XCTest). An unscoped tracker receives the objects that no scoped
///   tracker claims; when several are begun, the last one does.
///
/// The tracker holds its objects weakly. `settle()` runs before the check, so that what UIKit would
/// release by itself on a device is released first (see `LeakTracker.settle()`).
@MainActor
public final class LeakTracker {
    private struct Entry {
        weak var object: AnyObject?
        let identifier: ObjectIdentifier
    }
    private var entries: [Entry] = []

    /// Creates a tracker that tracks nothing yet.
    public init() {}

    /// The number of objects attributed to this tracker so far, alive or not.
    public var trackedCount: Int { entries.count }

    // MARK: Scoped tracking

    @TaskLocal static var scoped: LeakTracker?

    /// Runs `body`, attributing to this tracker every object created in it (and in tasks it starts).
    @discardableResult
    public func track<Result>(_ body: () throws -> Result) rethrows -> Result {
        Self.activeCount += 1
        defer { Self.activeCount -= 1 }
        return try Self.$scoped.withValue(self) { try body() }
    }

    /// Runs `body`, attributing to this tracker every object created in it (and in tasks it starts).
    @discardableResult
    public func track<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        Self.activeCount += 1
        defer { Self.activeCount -= 1 }
        return try await Self.$scoped.withValue(self) { try await body() }
    }

    // MARK: Unscoped tracking

    private static var unscoped: [LeakTracker] = []

    /// Starts attributing to this tracker the objects that no scoped tracker claims, until `end()`.
    public func begin() {
        guard !Self.unscoped.contains(where: { $0 === self }) else { return }
        Self.unscoped.append(self)
        Self.activeCount += 1
    }

    /// Stops unscoped tracking, settles, and returns the tracked objects that are still alive.
    public func end() -> LeakReport {
        stopUnscopedTracking()
        return report()
    }

    /// `end()` for a test check: stops unscoped tracking, settles, and returns what the test fails for
    /// (see `_failureMessages()`).
    package func _endFailureMessages() -> [String] {
        stopUnscopedTracking()
        return _failureMessages()
    }

    private func stopUnscopedTracking() {
        if let index = Self.unscoped.firstIndex(where: { $0 === self }) {
            Self.unscoped.remove(at: index)
            Self.activeCount -= 1
        }
    }

    // MARK: Checking

    /// Settles (see `settle()`), then returns the objects attributed to this tracker that are still alive.
    ///
    /// Pending turns always run first; media time moves on only when something tracked is still alive
    /// after them, so a check that finds nothing leaves the clock alone.
    public func report() -> LeakReport {
        spinUntilIdle()
        if survivors().isEmpty { return LeakReport() }
        Self.settle()
        return LeakReport(survivors: survivors())
    }

    /// The tracked objects that are alive right now, in creation order.
    func survivors() -> [AnyObject] {
        entries.compactMap(\.object)
    }

    /// Forgets every tracked object (after a report was read, for example).
    public func reset() { entries.removeAll() }

    /// Lets UIKit finish what it would finish by itself on a device before leaks are counted.
    ///
    /// Runs pending turns (layout, display, commits, deferred appearance callbacks and completions),
    /// then moves media time past running animations: with a virtual clock installed, it advances that
    /// clock; otherwise it installs one for the purpose, at the current media time or at the latest virtual
    /// time when that is later (`_MediaClock.resumeTime`), and removes it afterwards.
    /// Animations still running after `animationLimit` seconds (repeating ones) keep their objects alive
    /// and those are reported. Windows are left as they are: on iOS a visible or key window is not kept
    /// alive by UIKit (an app keeps its own strong reference, such as a scene delegate's `window`), and
    /// PortableUIKit's window list holds windows weakly too, so a window the test dropped must go.
    public static func settle(animationLimit: TimeInterval = 10) {
        spinUntilIdle()
        guard _AnimationEngine.runningCount > 0 || _MediaTimers.nextFireTime != nil else { return }
        let temporary = VirtualClock.current == nil ? VirtualClock.install(at: _MediaClock.resumeTime) : nil
        defer { temporary?.uninstall() }
        guard let clock = VirtualClock.current else { return }
        let end = clock.now + animationLimit
        while (_AnimationEngine.runningCount > 0 || _MediaTimers.nextFireTime != nil) && clock.now < end {
            clock.advance(by: 0.25)
        }
        spinUntilIdle()
    }

    // MARK: The creation hook

    private static var activeCount = 0 {
        didSet {
            if activeCount == 0 { _ObjectCreation.observer = nil }
            else if oldValue == 0 { _ObjectCreation.observer = { object in LeakTracker.attribute(object) } }
        }
    }

    private static func attribute(_ object: AnyObject) {
        guard let tracker = scoped ?? unscoped.last else { return }
        tracker.entries.append(Entry(object: object, identifier: ObjectIdentifier(object)))
    }
}
