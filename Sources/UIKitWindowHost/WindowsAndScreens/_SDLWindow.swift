import CSDL2
import Foundation
import QuartzCore
import UIKit

/// One SDL window showing the app's `UIWindow`s: a streaming ARGB8888 texture (Cairo's ARGB32 byte
/// order) updated from the frame renderer's damage, and the event loop that sleeps in `SDL_WaitEvent`
/// while nothing changes.
@MainActor package final class _SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    var texture: OpaquePointer
    var frame: _FrameRenderer
    /// Points of `UIScreen.main` and pixels per point.
    var pointSize: CGSize
    let scale: CGFloat
    /// The SDL event type that wakes the loop for main-queue work (`_MainQueueWaker`).
    let wakeEventType: UInt32
    var waker: _MainQueueWaker?
    var isOpen = true
    /// Input state: the mouse's touches, fingers by SDL id, pressed keys.
    var input = _SDLInputState()
    /// Measurements (`PORTABLEUIKIT_HOST_STATS`).
    package var stats = _SDLHostStats()
    /// The media time at SDL's tick 0.
    let sdlEpoch = CACurrentMediaTime() - Double(SDL_GetTicks()) / 1000
    /// The status bar drawn over the app's windows (in no window, as on iOS).
    let statusBar = _UIStatusBarView(frame: .zero)

    init?(title: String, pointSize: CGSize, scale: CGFloat) {
        self.pointSize = pointSize
        self.scale = scale
        let pixels = _SDLWindow.pixelSize(pointSize, scale)
        guard let window = SDL_CreateWindow(title, 0, 0, Int32(pixels.width), Int32(pixels.height),
                                            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue) else { return nil }
        guard let renderer = SDL_CreateRenderer(window, -1, 0) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue),
              let texture = _SDLWindow.makeTexture(renderer, pixels) else {
            SDL_DestroyWindow(window)
            return nil
        }
        self.window = window
        self.renderer = renderer
        self.texture = texture
        self.frame = _FrameRenderer(size: pointSize, scale: scale)
        wakeEventType = SDL_RegisterEvents(1)
    }

    static func pixelSize(_ size: CGSize, _ scale: CGFloat) -> (width: Int, height: Int) {
        (max(1, Int((size.width * scale).rounded())), max(1, Int((size.height * scale).rounded())))
    }

    static func makeTexture(_ renderer: OpaquePointer, _ pixels: (width: Int, height: Int)) -> OpaquePointer? {
        SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                          Int32(pixels.width), Int32(pixels.height))
    }

    /// The event loop: input, then one pass of the main run loop (Dispatch's main queue, timers, the
    /// turn's commit), then a frame from the damage; then sleep until the next input, main-queue work
    /// or timer. Returns when the window closes.
    func run() {
        waker = _MainQueueWaker(eventType: wakeEventType)
        installFrameDumpSignal()
        SDL_StartTextInput()
        var event = SDL_Event()
        while isOpen {
            runLoopPass()
            presentFrameIfDamaged()
            guard isOpen else { break }
            let next = nextWake()
            let got = next.map { SDL_WaitEventTimeout(&event, $0) } ?? SDL_WaitEvent(&event)
            guard got != 0 else { continue }
            handle(event)
            while isOpen, SDL_PollEvent(&event) != 0 { handle(event) }
        }
        waker?.stop()
        stats.writeIfRequested()
        SDL_DestroyTexture(texture)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// One pass of the main run loop; more while the turn still has a commit pending (work queued by
    /// the pass itself), up to a few, so that a frame shows the turn's result.
    func runLoopPass() {
        var passes = 0
        repeat {
            _ = RunLoop.main.limitDate(forMode: .default)
            passes += 1
        } while _Turn.isDirty && passes < 4
        waker?.passDidRun()
    }

    /// Milliseconds until the next run-loop timer, or nil to sleep until an event.
    func nextWake() -> Int32? {
        if _Turn.isDirty { return 0 }
        guard let date = RunLoop.main.limitDate(forMode: .default), date != .distantFuture else { return nil }
        let milliseconds = (date.timeIntervalSinceNow * 1000).rounded(.up)
        return Int32(max(0, min(milliseconds, 60_000)))
    }

    /// The app's visible windows, back to front, then the status bar over them.
    var visibleLayers: [CALayer] {
        let windows = UIApplication.shared.windows
        statusBar.update(for: windows, on: UIScreen.main)
        statusBar.layoutIfNeeded()
        return windows.filter { !$0.isHidden }.map(\.layer) + [statusBar.layer]
    }

    /// Renders the damage since the last frame and presents it; does nothing when nothing changed.
    func presentFrameIfDamaged() {
        let start = CACurrentMediaTime()
        let damage = frame.render(visibleLayers, background: UIColor.black.cgColor)
        guard !damage.isEmpty else { return }
        let buffer = frame.buffer
        for rect in damage {
            var sdlRect = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
            let offset = Int(rect.minY) * buffer.stride + Int(rect.minX) * 4
            SDL_UpdateTexture(texture, &sdlRect, buffer.data + offset, Int32(buffer.stride))
        }
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
        stats.framePresented(renderStart: start, at: CACurrentMediaTime())
    }

    /// The window's pixel size changed: the screen takes the new point size, each full-screen window
    /// follows it (a size transition, `viewWillTransition(to:with:)` and the traits, as a rotation), and
    /// the next frame is drawn whole.
    func windowDidResize(pixelWidth: Int32, pixelHeight: Int32) {
        let newSize = CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
        guard newSize != pointSize else { return }
        let oldBounds = CGRect(origin: .zero, size: pointSize)
        pointSize = newSize
        let screen = UIScreen.main
        screen._configure(size: newSize, scale: scale, safeAreaInsets: screen._safeAreaInsets,
                          framesPerSecond: screen.maximumFramesPerSecond)
        for window in UIApplication.shared.windows where window.frame == oldBounds {
            window.frame = CGRect(origin: .zero, size: newSize)
        }
        let pixels = _SDLWindow.pixelSize(newSize, scale)
        if let texture = _SDLWindow.makeTexture(renderer, pixels) {
            SDL_DestroyTexture(self.texture)
            self.texture = texture
        }
        frame = _FrameRenderer(size: newSize, scale: scale)
    }

    /// `kill -USR1` writes the last presented frame to `PORTABLEUIKIT_FRAME_DUMP` (a PNG path) and prints
    /// `frame written` on standard output: the end-to-end tests compare it with a screenshot.
    func installFrameDumpSignal() {
        guard let path = ProcessInfo.processInfo.environment["PORTABLEUIKIT_FRAME_DUMP"] else { return }
        signal(SIGUSR1, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated {
                _SDLWindowHost.window?.runLoopPass()
                _SDLWindowHost.window?.presentFrameIfDamaged()
                _ = _SDLWindowHost.window?.frame.buffer.writePNG(to: path)
                FileHandle.standardOutput.write(Data("frame written\n".utf8))
            }
        }
        source.resume()
        _SDLWindow.signalSource = source
    }
    static var signalSource: (any DispatchSourceSignal)?
}
