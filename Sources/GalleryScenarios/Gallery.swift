import Foundation
import UIKit
import UIKitTestingCore

/// How a gallery run lets time pass.
public enum GalleryClock: Sendable {
    /// Real time: the main run loop runs, so animations take their real durations (the `uikit-gallery` app).
    case real
    /// UIKitTesting's virtual clock: the same frames and turns, instantly (tests).
    case virtual
}

/// One scenario of the gallery: a few steps of container code, played in a window.
public struct GalleryScenario: Sendable {
    /// The name used on the command line (`uikit-gallery add-child`) and for the SVG file.
    public let name: String
    /// One line about what it shows.
    public let summary: String
    /// The auditor rules the scenario breaks on purpose, in the order they are found (empty for recipes).
    public let expectedFindings: [String]
    /// Whether the log starts before the window shows the container (else after it appeared).
    var recordsWindowSetup = false
    /// Makes the window's root view controller and the names of the controllers known at that point.
    var makeContainer: @MainActor @Sendable () -> (UIViewController, [String: UIViewController]) = {
        let container = UIViewController()
        return (container, ["P": container])
    }
    let body: @MainActor @Sendable (GalleryStage) -> Void

    init(name: String, summary: String, expectedFindings: [String], recordsWindowSetup: Bool = false,
         makeContainer: (@MainActor @Sendable () -> (UIViewController, [String: UIViewController]))? = nil,
         body: @escaping @MainActor @Sendable (GalleryStage) -> Void) {
        self.name = name
        self.summary = summary
        self.expectedFindings = expectedFindings
        self.recordsWindowSetup = recordsWindowSetup
        if let makeContainer { self.makeContainer = makeContainer }
        self.body = body
    }
}

/// What a scenario run produced.
public struct GalleryResult {
    /// The scenario that ran.
    public let scenario: GalleryScenario
    /// The lifecycle log (callbacks), in the spec's notation.
    public let log: [String]
    /// Everything recorded, calls and findings included (what the timeline shows).
    public let events: [LifecycleEvent]
    /// The auditor's findings during the run.
    public let findings: [ContainmentAuditor.Finding]
    /// The timeline picture.
    public let svg: String
    /// The contact sheet (PNG): 0–100 % of each transition, presentation and dismissal (an interactive one
    /// also at each step of its interaction), then the start and end of the scenario.
    public let contactSheetPNG: Data?
    /// The contact sheet's frames, row by row, for tests.
    package let contactSheetFrames: [[_PixelBuffer]]
}

/// The stage a scenario plays on: a visible window whose root is `container`, a recorder, an auditor.
@MainActor
public final class GalleryStage {
    /// The window's root view controller (named "P" unless the scenario renames it).
    public let container: UIViewController
    /// The key window showing `container`.
    public let window: UIWindow
    /// Records the container's tree, with calls, for the log and the timeline.
    public let recorder: LifecycleRecorder
    let clock: GalleryClock
    let output: (String) -> Void
    /// Frames of the scenario for its contact sheet: each transition at 0–100 %, then start and end.
    let contactSheet = ContactSheet(frameHeight: 426, scale: 1)
    /// The window as it was when recording started.
    var startFrame: _PixelBuffer?
    /// How many of the recorded transitions have had their frames captured.
    private var capturedTransitions = 0
    /// The presentation or dismissal being filmed, and whether its animated part has been filmed.
    private var filmedPresentation: (coordinator: WeakCoordinator, completionFilmed: Bool)?

    init(container: UIViewController, clock: GalleryClock, output: @escaping (String) -> Void) {
        self.container = container
        self.clock = clock
        self.output = output
        window = UIWindow(frame: UIScreen.main.bounds)
        recorder = LifecycleRecorder(observing: container, options: .calls)
    }

    /// Names a controller in the log and the timeline.
    public func name(_ name: String, _ controller: UIViewController) { recorder.setName(name, for: controller) }

    /// Prints a progress line for the step about to run.
    public func step(_ text: String) { output("  · \(text)") }

    /// Lets `seconds` pass (at least one frame): turns commit, animations run, completions fire.
    /// A `transition(from:to:)`, presentation or dismissal begun since the last wait is filmed for the
    /// contact sheet on the way.
    public func wait(_ seconds: TimeInterval) {
        let start = CACurrentMediaTime()
        captureNewTransitions()
        capturePresentationTransition()
        let remaining = max(seconds, 0.05) - (CACurrentMediaTime() - start)
        pass(max(remaining, 0.05))
    }

    /// Captures frames at 0, 25, 50, 75 and 100 % of each transition that began since the last capture.
    private func captureNewTransitions() {
        let begun = recorder.events.filter { $0.kind == .transitionWillBegin }
        guard begun.count > capturedTransitions else { return }
        for event in begun[capturedTransitions...] {
            contactSheet.startRow(title: event.notation)
            let startTime = event.time
            pass(0)  // commit the turn that started the animations
            for fraction in [0, 0.25, 0.5, 0.75, 1.0] {
                let target = startTime + event.duration * fraction
                let now = CACurrentMediaTime()
                if target > now { pass(target - now) }
                if fraction == 1 { pass(0) }  // let the completion run
                contactSheet.add(window, caption: "\(Int(fraction * 100)) %")
            }
        }
        capturedTransitions = begun.count
    }

    /// Films the presentation or dismissal running in the container's presentation chain, read from the
    /// public transition coordinator: while it is interactive, one frame per wait at its percent; once it
    /// animates (from the start, or after the interaction finished or was cancelled), frames at 0, 25, 50,
    /// 75 and 100 % of the time left, worked out from the percent and the completion speed.
    private func capturePresentationTransition() {
        pass(0)  // commit the turn that started the transition
        guard let coordinator = runningPresentationCoordinator() else { return }
        if filmedPresentation?.coordinator.value !== coordinator {
            let to = coordinator.viewController(forKey: .to), from = coordinator.viewController(forKey: .from)
            let presenting = to?.presentingViewController === from
            let shown = presenting ? to : from
            let title = "\(presenting ? "present" : "dismiss") \(recorder.name(of: shown))"
                + (coordinator.isInteractive ? " (interactive)" : "")
            contactSheet.startRow(title: title)
            filmedPresentation = (WeakCoordinator(coordinator), false)
        }
        if coordinator.isInteractive {
            contactSheet.add(window, caption: "interactive \(Int((coordinator.percentComplete * 100).rounded())) %")
            return
        }
        guard filmedPresentation?.completionFilmed == false else { return }
        filmedPresentation?.completionFilmed = true
        let percent = coordinator.percentComplete
        let left = coordinator.isCancelled ? percent : 1 - percent
        let time = coordinator.transitionDuration * Double(left) / Double(max(abs(coordinator.completionVelocity), 0.01))
        let verb = percent == 0 ? "" : coordinator.isCancelled ? "cancelling " : "finishing "
        let startTime = CACurrentMediaTime()
        for fraction in [0, 0.25, 0.5, 0.75, 1.0] {
            let target = startTime + time * fraction
            let now = CACurrentMediaTime()
            if target > now { pass(target - now) }
            if fraction == 1 { pass(0) }  // let the completion run
            contactSheet.add(window, caption: "\(verb)\(Int(fraction * 100)) %")
        }
    }

    /// The coordinator of a presentation or dismissal in the container's presentation chain, if one runs.
    private func runningPresentationCoordinator() -> UIViewControllerTransitionCoordinator? {
        var current: UIViewController? = container
        while let controller = current {
            if let coordinator = controller.transitionCoordinator, coordinator.presentationStyle != .none,
               coordinator.isAnimated {
                return coordinator
            }
            current = controller.presentedViewController
        }
        return nil
    }

    /// Lets exactly `duration` seconds pass (0: just let the pending turn commit).
    private func pass(_ duration: TimeInterval) {
        switch clock {
        case .real:
            let deadline = Date().addingTimeInterval(duration)
            repeat { _ = RunLoop.main.run(mode: .default, before: deadline) } while Date() < deadline
        case .virtual:
            VirtualClock.current?.advance(by: duration)
            spinUntilIdle()
        }
    }

    /// Forgets what was recorded so far (set-up steps), so the log and timeline start here.
    public func startRecording() {
        recorder.clear()
        capturedTransitions = 0
        filmedPresentation = nil
        startFrame = contactSheet._capture(window)
    }
}

/// A transition coordinator held weakly, so that filming does not keep a finished transition alive.
@MainActor
final class WeakCoordinator {
    weak var value: UIViewControllerTransitionCoordinator?
    init(_ value: UIViewControllerTransitionCoordinator) { self.value = value }
}

/// The gallery: containment scenarios played with the lifecycle recorder and the containment auditor.
@MainActor
public enum Gallery {
    /// Every scenario, in the order `uikit-gallery` plays them.
    public nonisolated static var scenarios: [GalleryScenario] { GalleryScenarios.all }

    /// The scenario called `name`, if any.
    public nonisolated static func scenario(named name: String) -> GalleryScenario? {
        scenarios.first { $0.name == name }
    }

    /// Plays `scenario` and returns its log, findings and timeline. Progress goes to `output`.
    ///
    /// With `.virtual`, a virtual clock is installed for the run and removed after it.
    public static func run(_ scenario: GalleryScenario, clock: GalleryClock = .virtual,
                           output: @escaping (String) -> Void = { print($0) }) -> GalleryResult {
        let virtualClock = clock == .virtual ? VirtualClock.install() : nil
        defer { virtualClock?.uninstall() }
        output("▶ \(scenario.name): \(scenario.summary)")
        let (container, names) = scenario.makeContainer()
        // The recorder observes before the auditor, so a finding comes after the event that caused it.
        let stage = GalleryStage(container: container, clock: clock, output: output)
        for (name, controller) in names { stage.name(name, controller) }
        let auditor = ContainmentAuditor.environmentAuditor ?? ContainmentAuditor()
        let firstFinding = auditor.findings.count
        defer { if auditor !== ContainmentAuditor.environmentAuditor { auditor.stop() } }
        stage.recorder.attach(auditor)
        if scenario.recordsWindowSetup { output("  · show the container in a window") }
        stage.window.rootViewController = container
        stage.window.makeKeyAndVisible()
        stage.wait(0)
        if !scenario.recordsWindowSetup { stage.startRecording() }
        stage.startFrame = stage.contactSheet._capture(stage.window)

        scenario.body(stage)
        stage.wait(0)
        let sheet = stage.contactSheet
        sheet.startRow(title: "\(scenario.name): start and end")
        if let start = stage.startFrame { sheet._add(start, caption: "start") }
        sheet.add(stage.window, caption: "end")

        let findings = Array(auditor.findings[firstFinding...])
        let log = stage.recorder.callbackLog
        output("  log:")
        for line in log { output("    \(line)") }
        if findings.isEmpty {
            output("  findings: none")
        } else {
            output("  findings:")
            for finding in findings { output("    \(finding)") }
        }
        let svg = stage.recorder.svgTimeline(title: "\(scenario.name): \(scenario.summary)")
        stage.recorder.stop()
        stage.window.isHidden = true
        return GalleryResult(scenario: scenario, log: log, events: stage.recorder.events, findings: findings, svg: svg,
                             contactSheetPNG: sheet.pngData(), contactSheetFrames: sheet._rowImages)
    }
}
