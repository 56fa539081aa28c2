import Foundation
import QuartzCore
import Testing

/// End-to-end tests of the SDL window host: each starts its own Xvfb, runs `uikit-window-test-app` on it,
/// drives it with xdotool like a user, and checks what UIKit delivered (the app prints one line per
/// callback) and what is on the screen.
@Suite("Window host under Xvfb", .serialized, .enabled(if: XvfbSession.isAvailable, Comment(rawValue: XvfbSession.missingMessage)))
struct WindowHostEndToEndTests {
    /// The app's launch as a scene-based app, in iOS's order.
    static let launchLines = [
        "app willFinishLaunching state=1", "app didFinishLaunching", "app configurationForConnecting",
        "scene willConnect", "home viewWillAppear animated=false", "scene willEnterForeground", "scene didBecomeActive",
        "home viewDidAppear animated=false",
    ]

    @Test("Launch, clicks, drags, keys, text and a push through a tapped button reach UIKit as on iOS; closing terminates")
    func appReceivesInputAndLifecycle() throws {
        let session = try XvfbSession()
        try session.launchApp()
        try session.waitFor("home viewDidAppear animated=false")
        try session.waitForWindow()
        #expect(session.settle(from: 0) == Self.launchLines)

        // A click in the touch view: one touch, began and ended at the pointer, in window points.
        var mark = session.output.count
        try session.xdotool("mousemove", "100", "150", "click", "1")
        #expect(session.settle(from: mark) == [
            "touch began 100 150 taps=1 timestampOK=true", "touch ended 100 150 taps=1 timestampOK=true",
        ])

        // A drag in the pan view: the recognizer begins once the pointer has moved 10 points (the
        // translation starts after them), changes, and ends.
        mark = session.output.count
        try session.xdotool("mousemove", "60", "250", "mousedown", "1", "mousemove", "80", "250", "mousemove", "100", "250",
                            "mousemove", "140", "252", "mouseup", "1")
        let pan = session.settle(from: mark)
        #expect(pan.first == "pan began translation=10 0")
        #expect(pan.last == "pan ended translation=70 2")
        #expect(pan.count == 3 && pan[1].hasPrefix("pan changed"))

        // Control-drag: two mirrored fingers, a pinch.
        mark = session.output.count
        try session.xdotool("keydown", "ctrl", "mousemove", "120", "230", "mousedown", "1", "mousemove", "100", "220",
                            "mousemove", "80", "210", "mousemove", "60", "200", "mouseup", "1", "keyup", "ctrl")
        let pinch = session.settle(from: mark).filter { $0.hasPrefix("pinch") }
        #expect(pinch == ["pinch began touches=2", "pinch ended touches=2"])

        // Keys: a press to the first responder's chain; a key command takes Control-K.
        mark = session.output.count
        try session.xdotool("key", "b")
        try session.xdotool("key", "ctrl+k")
        try session.waitFor("keyCommand k", after: mark)
        #expect(session.settle(from: mark).filter { !$0.hasPrefix("press began 224") && !$0.hasPrefix("press ended 224") } == [
            "press began 5 b", "press ended 5", "keyCommand k",
        ])

        // Text: a tap makes the field first responder; typed text (non-ASCII too) arrives through UIKeyInput.
        mark = session.output.count
        try session.xdotool("mousemove", "160", "388", "click", "1")
        try session.xdotool("type", "--delay", "30", "hé")
        try session.xdotool("key", "BackSpace")
        try session.waitFor("press ended 42", after: mark)
        #expect(session.settle(from: mark).filter { $0.hasPrefix("text") } == ["text h", "text hé", "text h"])

        // A tap on the button pushes the detail screen: the appearance callbacks of an animated push.
        mark = session.output.count
        try session.xdotool("mousemove", "160", "332", "click", "1")
        try session.waitFor("detail viewDidAppear animated=true", after: mark)
        #expect(session.settle(from: mark) == [
            "button tapped", "home viewWillDisappear animated=true", "detail viewWillAppear animated=true",
            "home viewDidDisappear animated=true", "detail viewDidAppear animated=true",
        ])

        // Closing the window: background, the scene disconnects, the app terminates and exits 0.
        mark = session.output.count
        #expect(session.closeApp() == 0)
        #expect(session.settle(from: mark, quiet: 0.1) == [
            "scene willResignActive", "scene didEnterBackground", "scene didDisconnect", "app willTerminate",
        ])
    }

    @Test("The screen shows exactly the renderer's frame, pixel for pixel; idle, the app uses no CPU")
    func screenMatchesTheRenderersFrame() throws {
        let session = try XvfbSession()
        try session.launchApp()
        try session.waitFor("home viewDidAppear animated=false")
        _ = session.settle(from: 0)
        let mark = session.output.count
        kill(session.appPID, SIGUSR1)
        try session.waitFor("frame written", after: mark)
        try session.screenshot()
        let frame = try #require(_PixelBuffer.readPNG(path: session.framePath))
        let screen = try #require(_PixelBuffer.readPNG(path: session.screenshotPath))
        #expect(frame.width == 320 && frame.height == 480)
        #expect(screen.width == 640 && screen.height == 800)
        var differing = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.argb(x: x, y: y) & 0xFFFFFF != screen.argb(x: x, y: y) & 0xFFFFFF {
                differing += 1
            }
        }
        #expect(differing == 0)
        // Something is drawn: the touch view's yellow and the push button's blue.
        #expect(frame.argb(x: 10, y: 150) & 0xFFFFFF != 0 && frame.argb(x: 10, y: 150) != frame.argb(x: 160, y: 332))

        // Idle: blocked in SDL_WaitEvent, so a second of wall time costs (almost) no CPU.
        let before = session.appCPUSeconds()
        usleep(1_000_000)
        let idle = session.appCPUSeconds() - before
        print("window host idle CPU: \(idle * 1000) ms per second")
        #expect(idle <= 0.02)
        _ = session.closeApp()
    }

    @Test("Benchmark: input-to-frame latency and frames per second while dragging a 1,000-row stack")
    func dragBenchmark() throws {
        let session = try XvfbSession()
        try session.launchApp(arguments: ["--stack"])
        // The first layout of 1,000 rows in a debug build on a loaded machine can take several seconds.
        try session.waitFor("stack viewDidAppear", timeout: 60)
        try session.waitForWindow()
        _ = session.settle(from: 0)
        var arguments = ["mousemove", "160", "420", "mousedown", "1"]
        for step in 1...60 { arguments += ["mousemove", "160", "\(420 - step * 5)", "sleep", "0.008"] }
        arguments += ["mouseup", "1"]
        // The system's monotonic clock, as the app reads it: CACurrentMediaTime() in this process may be
        // another suite's virtual clock.
        let monotonicNow = { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000 }
        let start = monotonicNow()
        try session.run(XvfbSession.xdotoolPath!, arguments)
        let dragSeconds = monotonicNow() - start
        usleep(1_500_000)
        #expect(session.closeApp() == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: session.statsPath))
        let stats = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let latencies = (stats["inputLatencies"] as? [Double]) ?? []
        let frameTimes = (stats["frameTimes"] as? [Double]) ?? []
        let presents = (stats["presentTimes"] as? [Double]) ?? []
        let sortedLatencies = latencies.sorted(), sortedFrames = frameTimes.sorted()
        let median = { (values: [Double]) in values.isEmpty ? 0 : values[values.count / 2] * 1000 }
        let p95 = { (values: [Double]) in values.isEmpty ? 0 : values[min(values.count - 1, values.count * 95 / 100)] * 1000 }
        // Both processes read the same monotonic clock, so the app's present times fall in the drag's span.
        let duringDrag = presents.filter { $0 >= start && $0 <= start + dragSeconds }.count
        print(String(format: "window host drag: %d frames, median frame %.2f ms (budget 8.3 ms, %.2fx), p95 %.2f ms; median input-to-present %.2f ms (%.2fx), p95 %.2f ms over %d inputs; drag %.2f s, %d frames in it, %.0f fps",
                     frameTimes.count, median(sortedFrames), median(sortedFrames) / 8.3, p95(sortedFrames), median(sortedLatencies),
                     median(sortedLatencies) / 8.3, p95(sortedLatencies), latencies.count, dragSeconds, duringDrag,
                     Double(duringDrag) / max(dragSeconds, 0.001)))
        // A measurement, not a pass/fail on time: only that the drag reached the screen at all.
        #expect(!latencies.isEmpty && frameTimes.count > 1)
    }
}
