import Foundation
import QuartzCore
import UIKit
import UIKitTestingCore

/// Peak resident memory of large hierarchies and of the renderer's backing-store cache.
///
/// Each scenario runs in a fresh process (this binary again, with `UIKIT_BENCH_MEMORY=<scenario>`), so
/// that memory freed by earlier work cannot be reused and hide a cost. The child reads `VmRSS` from
/// /proc/self/status once UIKit is set up, resets the peak (`5` into /proc/self/clear_refs), builds the
/// scenario, and reads `VmHWM`, the peak resident set since the reset: the figure is that peak minus the
/// baseline, the memory the scenario needed at its worst.
@MainActor
enum MemoryBench {
    static let scenarios = ["views", "controllers", "screen", "screens"]

    /// Runs every scenario in its own process and prints what each child reports.
    static func run() {
        say("uikit-bench: peak resident memory (VmHWM - VmRSS at the start, each scenario in a fresh process)")
        for scenario in scenarios {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            var environment = ProcessInfo.processInfo.environment
            environment["UIKIT_BENCH_MEMORY"] = scenario
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            do { try process.run() } catch { say("  \(scenario): could not start a child process (\(error))"); continue }
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            print(String(decoding: output, as: UTF8.self), terminator: "")
        }
        fflush(nil)
    }

    /// A field of /proc/self/status in bytes (the file gives kB).
    static func status(_ field: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
        }
        return 0
    }

    static func mib(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / 1_048_576) }

    /// Runs one scenario in this (child) process: baseline, peak reset, body, peak.
    static func runChild(_ scenario: String) {
        configureMainScreen(size: CGSize(width: 393, height: 852), scale: 3)
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        spin()
        let baseline = status("VmRSS")
        let reset = (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
        let line: String
        switch scenario {
        case "views":
            // 10,000 container views in a window, each holding one child view: 20,000 views and layers.
            let root = UIView(frame: window.bounds)
            for i in 0..<10_000 {
                let container = UIView(frame: CGRect(x: CGFloat(i % 100), y: CGFloat(i / 100), width: 10, height: 10))
                container.addSubview(UIView(frame: CGRect(x: 1, y: 1, width: 4, height: 4)))
                root.addSubview(container)
            }
            window.addSubview(root)
            spin()
            let peak = status("VmHWM") - baseline
            line = "  10,000 container views each with a child view (20,000 views): \(mib(peak)), \(peak / 20_000) bytes a view"
            withExtendedLifetime(root) {}
        case "controllers":
            // 10,000 view controllers with loaded views, each with a child added by the containment recipe.
            var parents: [UIViewController] = []
            parents.reserveCapacity(10_000)
            for _ in 0..<10_000 {
                let parent = UIViewController(), child = UIViewController()
                parent.addChild(child)
                parent.view.addSubview(child.view)
                child.didMove(toParent: parent)
                parents.append(parent)
            }
            spin()
            let peak = status("VmHWM") - baseline
            line = "  10,000 view controllers each with a child controller (20,000 controllers and views): \(mib(peak)), \(peak / 20_000) bytes a controller with its view"
            withExtendedLifetime(parents) {}
        case "screen":
            // The 201-view screen of the transition benchmark, drawn once at scale 3.
            let screen = makeScreen(hue: 0.55)
            window.addSubview(screen)
            spin()
            let frames = _FrameRenderer(size: UIScreen.main.bounds.size, scale: 3)
            frames.render([window.layer], background: .white)
            let peak = status("VmHWM") - baseline
            let buffer = frames.buffer.stride * frames.buffer.height
            line = "  the 201-view screen at scale 3, one frame: backing stores \(mib(_BackingStoreCache.byteCount)) (bound \(mib(_BackingStoreCache.byteLimit))), frame buffer \(mib(buffer)), peak resident \(mib(peak))"
            withExtendedLifetime(frames) {}
        default:
            // Twenty different 201-view screens drawn in turn: the stores would hold twenty screens' rasters
            // without the bound; with it they stay within it, the screens drawn longest ago evicted first.
            let frames = _FrameRenderer(size: UIScreen.main.bounds.size, scale: 3)
            var screens: [UIView] = []
            var most = 0
            for i in 0..<20 {
                screens.last?.removeFromSuperview()
                let screen = makeScreen(hue: CGFloat(i) * 0.05)
                screens.append(screen)
                window.addSubview(screen)
                spin()
                frames.render([window.layer], background: .white)
                most = max(most, _BackingStoreCache.byteCount)
            }
            let peak = status("VmHWM") - baseline
            line = "  20 different 201-view screens drawn in turn at scale 3 (kept alive): backing stores at most \(mib(most)) after a frame (bound \(mib(_BackingStoreCache.byteLimit)), peak \(mib(_BackingStoreCache.peakByteCount)) inside a frame), peak resident \(mib(peak))"
            withExtendedLifetime(screens) {}
        }
        say(line + (reset ? "" : " (peak not reset: clear_refs refused; VmHWM counts from process start)"))
    }
}
