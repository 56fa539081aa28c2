import CSDL2
import Foundation
import QuartzCore
import UIKit

/// The window host: one SDL window that shows `UIScreen.main`, draws the app's windows from the
/// renderer's damage, and turns SDL's input into touches, presses and text.
///
/// `UIApplicationMain` finds this type by name when the process links `UIKitWindowHost`; nothing else
/// in the package refers to it, so tests and headless runs never load SDL.
package enum _SDLWindowHost: _UIApplicationHosting {
    /// The open window, between `_openWindow()` and the end of `_run(_:)`.
    package static var window: _SDLWindow?

    package static func _openWindow() -> Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return false }
        SDL_SetMainReady()
        acceptQuitSignals()
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            FileHandle.standardError.write(Data("PortableUIKit: no window (\(String(cString: SDL_GetError()))); running headless\n".utf8))
            return false
        }
        let explicitScale = environment["PORTABLEUIKIT_SCREEN"]?.contains("@") == true
        let screen = UIScreen.main
        var scale = screen.scale
        if !explicitScale {
            // A desktop display: one pixel per point, two on a HiDPI display (192 dpi and more).
            var dpi: Float = 0
            scale = SDL_GetDisplayDPI(0, &dpi, nil, nil) == 0 && dpi >= 192 ? 2 : 1
        }
        screen._configure(size: screen.bounds.size, scale: scale, safeAreaInsets: screen._safeAreaInsets,
                          framesPerSecond: screen.maximumFramesPerSecond)
        guard let window = _SDLWindow(title: environment["PORTABLEUIKIT_WINDOW_TITLE"] ?? "PortableUIKit",
                                      pointSize: screen.bounds.size, scale: scale) else {
            FileHandle.standardError.write(Data("PortableUIKit: SDL could not open a window (\(String(cString: SDL_GetError()))); running headless\n".utf8))
            SDL_Quit()
            return false
        }
        self.window = window
        return true
    }

    /// SIGTERM and SIGINT close the window (SDL turns them into `SDL_QUIT` when their handlers are the
    /// default ones) and SIGUSR1 dumps the frame: a parent that spawned us with them ignored or blocked
    /// does not take that away.
    static func acceptQuitSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGTERM, SIGINT, SIGUSR1] {
            sigaddset(&signals, number)
            if number != SIGUSR1 { signal(number, SIG_DFL) }
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    package static func _run(_ application: UIApplication) {
        window?.run()
        window = nil
        SDL_Quit()
    }
}
