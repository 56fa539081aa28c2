import Foundation
import QuartzCore
import Testing

/// End-to-end tests of what the desktop does to the host's window: a resize, the scroll wheel, the input
/// focus and minimising, each injected into Xvfb with xdotool and checked against the lines
/// `uikit-window-test-app` prints for UIKit's callbacks.
@Suite("Window host under Xvfb: resize, wheel, focus and minimise", .serialized,
       .enabled(if: XvfbSession.isAvailable, Comment(rawValue: XvfbSession.missingMessage)))
struct WindowHostWindowEventTests {
    /// Starts the app on a fresh Xvfb and waits until its home screen has appeared in a mapped window.
    func launchedSession() throws -> XvfbSession {
        let session = try XvfbSession()
        try session.launchApp()
        try session.waitFor("home viewDidAppear animated=false")
        try session.waitForWindow()
        _ = session.settle(from: 0)
        return session
    }

    @Test("A window resize reaches the view controllers as a rotation: willTransition(to:with:) with the new size classes, viewWillTransition(to:with:), traitCollectionDidChange, then the coordinator's completion at the new size; the frame follows")
    func resizeIsASizeTransition() throws {
        let session = try launchedSession()
        let window = try session.windowID()

        // Portrait 320×480 to landscape 600×400: compact width/regular height becomes regular/compact
        // (raw values: compact 1, regular 2).
        var mark = session.output.count
        try session.xdotool("windowsize", window, "600", "400")
        try session.waitFor("home transition completed 600 400", after: mark)
        #expect(session.settle(from: mark) == [
            "home willTransition horizontal=2 vertical=1", "home viewWillTransition 600 400",
            "home traitCollectionDidChange horizontal=1 vertical=2 -> horizontal=2 vertical=1",
            "home transition completed 600 400",
        ])
        mark = session.output.count
        kill(session.appPID, SIGUSR1)
        try session.waitFor("frame written", after: mark)
        let frame = try #require(_PixelBuffer.readPNG(path: session.framePath))
        #expect(frame.width == 600 && frame.height == 400)

        // A resize that keeps the orientation changes the size only: no trait callbacks.
        mark = session.output.count
        try session.xdotool("windowsize", window, "620", "420")
        try session.waitFor("home transition completed 620 420", after: mark)
        #expect(session.settle(from: mark) == ["home viewWillTransition 620 420", "home transition completed 620 420"])

        // Back to portrait.
        mark = session.output.count
        try session.xdotool("windowsize", window, "320", "480")
        try session.waitFor("home transition completed 320 480", after: mark)
        #expect(session.settle(from: mark) == [
            "home willTransition horizontal=1 vertical=2", "home viewWillTransition 320 480",
            "home traitCollectionDidChange horizontal=2 vertical=1 -> horizontal=1 vertical=2",
            "home transition completed 320 480",
        ])
        #expect(session.closeApp() == 0)
    }

    @Test("The scroll wheel drags the scroll view under the pointer, 40 points a notch, and ends with the wheel's velocity: the content coasts on and comes to rest further down")
    func wheelScrollsWithMomentum() throws {
        let session = try launchedSession()
        // Five notches down (button 5) over the scroll view, 15 ms apart: one drag (a pause of 80 ms ends it).
        let mark = session.output.count
        try session.xdotool("mousemove", "160", "445", "click", "--repeat", "5", "--delay", "15", "5")
        let rest = try session.waitFor(prefix: "scroll didEndDecelerating", after: mark)
        let lines = session.settle(from: mark)
        #expect(Array(lines.prefix(3)) == [
            "scroll willBeginDragging", "scroll didEndDragging decelerate=true offset=200", "scroll willBeginDecelerating",
        ])
        #expect(lines.count == 4 && lines.last == rest)
        // The coast carried the content past where the wheel left it, and inside the content (2,000 − 70).
        let offset = Int(rest.split(separator: "=").last ?? "") ?? 0
        print("window host wheel: the drag left the offset at 200, the coast ended at \(offset)")
        #expect(offset > 200 && offset <= 1930)
        #expect(session.closeApp() == 0)
    }

    @Test("Losing the input focus resigns active and getting it back becomes active; minimising (the window unmapped) enters the background, restoring comes back; the scene delegate hears it, not the app delegate",
          .enabled(if: XvfbSession.hasXwininfo, "xwininfo (x11-utils) is missing: it gives the root window to move the focus to"))
    func focusAndMinimise() throws {
        let session = try launchedSession()
        let window = try session.windowID(), root = try session.rootWindowID()
        // Give the window the focus explicitly (with no window manager the focus follows the pointer, and
        // SDL ignores that kind of focus change): the app is active already, so nothing is heard.
        var mark = session.output.count
        try session.xdotool("windowfocus", "--sync", window)
        #expect(session.settle(from: mark) == [])

        mark = session.output.count
        try session.xdotool("windowfocus", root)
        try session.waitFor("scene willResignActive", after: mark)
        #expect(session.settle(from: mark) == ["scene willResignActive"])

        mark = session.output.count
        try session.xdotool("windowfocus", "--sync", window)
        try session.waitFor("scene didBecomeActive", after: mark)
        #expect(session.settle(from: mark) == ["scene didBecomeActive"])

        // A window manager minimises a window by unmapping it (iconic state); SDL reports it minimised.
        mark = session.output.count
        try session.xdotool("windowunmap", window)
        try session.waitFor("scene didEnterBackground", after: mark)
        #expect(session.settle(from: mark) == ["scene willResignActive", "scene didEnterBackground"])

        mark = session.output.count
        try session.xdotool("windowmap", window)
        try session.waitFor("scene didBecomeActive", after: mark)
        #expect(session.settle(from: mark) == ["scene willEnterForeground", "scene didBecomeActive"])
        #expect(!session.output.contains { $0.hasPrefix("app didBecomeActive") })
        #expect(session.closeApp() == 0)
    }
}
