import Testing
import UIKit
import UIKitTesting

/// A controller class of this module, so that reports show a `Module.Class` name.
final class LeakProbeController: UIViewController {}

/// Keeps objects alive on purpose, as a leak would, until the test releases them.
@MainActor final class Keeper {
    var objects: [AnyObject] = []
    func keep(_ object: AnyObject) { objects.append(object) }
    func keepProbe() { objects.append(LeakProbeController()) }
}

/// Issue comments collected by a known-issue matcher (which may run on any thread).
final class Comments: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [[String]] = []
    func add(_ comments: [String]) { lock.lock(); storage.append(comments); lock.unlock() }
    var all: [[String]] { lock.lock(); defer { lock.unlock() }; return storage }
}

/// `<ClassName: 0x…>` for `object`, as the report prints it.
@MainActor func quoted(_ object: AnyObject, as name: String) -> String {
    "<\(name): 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16))>"
}

@MainActor @Suite("Leak checks: LeakTracker, withLeakChecking and the .checksForLeaks trait", .checksForLeaks)
struct LeakTrackerTests {
    @Test("Objects released by the end of the body are not leaks")
    func releasedObjectsAreNotLeaks() {
        let tracker = LeakTracker()
        tracker.track {
            let controller = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            spin()
        }
        // The controller, its view and the view's layer; the window and its layer.
        #expect(tracker.trackedCount == 5)
        #expect(tracker.report().isEmpty)
        #expect(tracker.report().description == "No objects outlived the test.")
    }

    @Test("A leaked controller is one leak, with its view and layer listed under it")
    func leakedControllerIsGrouped() {
        let tracker = LeakTracker()
        let controller = tracker.track { () -> LeakProbeController in
            let controller = LeakProbeController()
            controller.loadViewIfNeeded()
            return controller
        }
        let report = tracker.report()
        #expect(report.leaks.count == 1)
        #expect(report.allObjects.map(\.kind) == [.viewController, .view, .layer])
        #expect(report.allObjects.map(\.className) == ["UIKitTestingTests.LeakProbeController", "UIView", "CALayer"])
        #expect(report.description == """
            3 objects outlived the test (1 leak):
              view controller \(quoted(controller, as: "UIKitTestingTests.LeakProbeController"))
                view \(quoted(controller.view, as: "UIView"))
                  layer \(quoted(controller.view.layer, as: "CALayer"))
            """)
    }

    @Test("A view kept by an older window is reported with its owner chain; children and presented controllers nest")
    func ownerChainsAndNesting() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = UIView()
        window.addSubview(host)
        let tracker = LeakTracker()
        let (view, parent, child) = tracker.track { () -> (UIView, UIViewController, UIViewController) in
            let view = UIView()
            host.addSubview(view)
            let parent = UIViewController(), child = UIViewController()
            parent.addChild(child)
            return (view, parent, child)
        }
        #expect(tracker.report().description == """
            4 objects outlived the test (2 leaks):
              view \(quoted(view, as: "UIView")) in \(quoted(host, as: "UIView")) in \(quoted(window, as: "UIWindow"))
                layer \(quoted(view.layer, as: "CALayer"))
              view controller \(quoted(parent, as: "UIViewController"))
                view controller \(quoted(child, as: "UIViewController"))
            """)
        view.removeFromSuperview()
        #expect(tracker.report().allObjects.count == 4, "a report forgets nothing")
        tracker.reset()
        #expect(tracker.report().isEmpty)
    }

    @Test("withLeakChecking fails the test once, with the report")
    func withLeakCheckingReportsThroughTestFailure() {
        let keeper = Keeper()
        var messages: [String] = []
        TestFailure.handler = { message, _ in messages.append(message) }
        defer { TestFailure.handler = nil }
        withLeakChecking { keeper.keep(CALayer()) }
        withLeakChecking { _ = CALayer() }
        #expect(messages == ["1 object outlived the test (1 leak):\n  layer \(quoted(keeper.objects[0], as: "CALayer"))"])
    }

    @Test("A check fails a test that leaves the app ignoring interaction events, and ends the ignoring")
    func ignoringInteractionEventsLeftBehindIsReported() {
        let app = UIApplication.shared
        var messages: [String] = []
        TestFailure.handler = { message, _ in messages.append(message) }
        defer { TestFailure.handler = nil }
        withLeakChecking { app.beginIgnoringInteractionEvents(); app.beginIgnoringInteractionEvents() }
        #expect(messages == ["The application still ignores interaction events after the test settled:\n"
                             + "  2 beginIgnoringInteractionEvents() without endIgnoringInteractionEvents()"])
        #expect(!app.isIgnoringInteractionEvents)
        withLeakChecking { app.beginIgnoringInteractionEvents(); app.endIgnoringInteractionEvents() }
        #expect(messages.count == 1)
    }

    @Test("The settle runs pending turns and finishes animations before counting")
    func settleFinishesAnimations() {
        let tracker = LeakTracker()
        tracker.track {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            // The completion keeps the view alive until the animation ends (0.3 s, on the real clock).
            UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in _ = view })
        }
        #expect(tracker.report().isEmpty)
    }

    /// Creates two objects under `tracker`, yielding between them so that other tasks run in between.
    static func createTwo(under tracker: LeakTracker, keeper: Keeper, log: Keeper, name: String,
                          _ make: @escaping @MainActor () -> AnyObject) async {
        await tracker.track {
            keeper.keep(make()); log.keep("\(name) 1" as NSString)
            await Task.yield()
            keeper.keep(make()); log.keep("\(name) 2" as NSString)
        }
    }

    @Test("Interleaved tasks attribute their objects to their own trackers")
    func parallelTasksAreCheckedApart() async {
        let first = LeakTracker(), second = LeakTracker()
        let keepFirst = Keeper(), keepSecond = Keeper(), log = Keeper()
        async let views: Void = Self.createTwo(under: first, keeper: keepFirst, log: log, name: "first") { UIView() }
        async let layers: Void = Self.createTwo(under: second, keeper: keepSecond, log: log, name: "second") { CALayer() }
        _ = await (views, layers)
        #expect(log.objects.count == 4)
        #expect(first.report().allObjects.map(\.kind) == [.view, .layer, .view, .layer])
        #expect(second.report().allObjects.map(\.kind) == [.layer, .layer])
    }

    @Test("The trait records the report of a leaking test case as an issue of that test")
    func traitRecordsAnIssue() async throws {
        let test = try #require(Test.current)
        let keeper = Keeper()
        let comments = Comments()
        try await withKnownIssue {
            try await LeakCheckingTrait().provideScope(for: test, testCase: Test.Case.current) {
                await keeper.keepProbe()
            }
        } matching: { issue in
            comments.add(issue.comments.map(\.rawValue))
            return true
        }
        #expect(comments.all == [["1 object outlived the test (1 leak):\n  view controller \(quoted(keeper.objects[0], as: "UIKitTestingTests.LeakProbeController"))"]])
    }

    @Test("Objects created in a nested check belong to it, not to the enclosing one")
    func nestedChecksAreSeparate() {
        let outer = LeakTracker(), inner = LeakTracker()
        let keeper = Keeper()
        outer.track {
            keeper.keep(CALayer())
            inner.track { keeper.keep(CALayer()) }
        }
        #expect(outer.report().allObjects.count == 1)
        #expect(inner.report().allObjects.count == 1)
    }
}
