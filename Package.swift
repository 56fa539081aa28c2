// swift-tools-version:6.0
import PackageDescription
import Foundation

/// The toolchain folder that holds SwiftSyntax and SwiftParser (`usr/lib/swift/host`, beside `swift`).
/// Only the port tool and its tests use it; no library product carries these flags.
let swiftSyntaxHost: String = {
    let fileManager = FileManager.default
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
        let usr = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let host = usr.appendingPathComponent("lib/swift/host").path
        if fileManager.fileExists(atPath: host + "/SwiftSyntax.swiftmodule") { return host }
    }
    return "/opt/swift/usr/lib/swift/host"
}()
let swiftSyntaxFlags: [SwiftSetting] = [.unsafeFlags(["-I", swiftSyntaxHost])]
let swiftSyntaxLinking: [LinkerSetting] = [.unsafeFlags([
    "-L", swiftSyntaxHost, "-lSwiftSyntax", "-lSwiftParser", "-lSwiftDiagnostics",
    "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost,
])]

let package = Package(
    name: "PortableUIKit",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        // The part of UIKitTesting an app may link (no XCTest, no Swift Testing).
        .library(name: "UIKitTestingCore", targets: ["UIKitTestingCore"]),
        // Apple's unified logging API (`Logger`, `os_log`), writing to standard error; iOS code does `import os`.
        .library(name: "os", targets: ["os"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // The window host (SDL2): only executables link it; tests and headless runs never load SDL.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .target(name: "ObjectiveC"),
        .target(name: "os"),
        .target(name: "CoreGraphics", dependencies: ["ObjectiveC", "CCairo", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CCairo", "_Testing_QuartzCore"]),
        // Internal invariant checks (`_checkInvariants()`) are compiled into debug builds, where the tests run.
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "CCairo", "_Testing_UIKit"],
                swiftSettings: [.define("UIKIT_INTERNAL_CHECKS", .when(configuration: .debug))]),
        .target(name: "UIKitTestingCore", dependencies: ["UIKit", "CCairo"]),
        .target(name: "UIKitTesting", dependencies: ["UIKitTestingCore", "UIKit"]),
        // Empty on purpose: Swift Testing looks these cross-import overlays up on Linux, and
        // `import Testing` next to `import UIKit` fails without them. Each framework target depends on
        // its overlay, so a package that depends on our products builds them too.
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_QuartzCore"),
        .executableTarget(name: "uikit-demo", dependencies: ["UIKit"]),
        .executableTarget(name: "uikit-bench", dependencies: ["UIKit", "UIKitTestingCore", "CCairo"], path: "Benchmarks/uikit-bench"),
        .executableTarget(name: "autolayout-bench", dependencies: ["UIKit", "UIKitTestingCore"], path: "Benchmarks/autolayout-bench"),
        // Documentation by example: a navigation-like container built only from the seed recipes.
        .target(name: "StackContainer", dependencies: ["UIKit"], path: "Examples/StackContainer"),
        // Documentation by example: a side menu (custom presentation) and a container with its own transition context.
        .target(name: "TransitionContainers", dependencies: ["UIKit"], path: "Examples/TransitionContainers"),
        // Documentation by example: a side drawer opened and closed by a pan.
        .target(name: "Drawer", dependencies: ["UIKit"], path: "Examples/Drawer"),
        .target(name: "ScrollContainers", dependencies: ["UIKit"], path: "Examples/ScrollContainers"),
        .target(name: "BottomSheet", dependencies: ["UIKit"], path: "Examples/BottomSheet"),
        // The containment gallery: scenarios shared by `uikit-gallery` (`make run`) and the end-to-end tests.
        .target(name: "GalleryScenarios", dependencies: ["UIKit", "UIKitTestingCore", "StackContainer", "TransitionContainers"]),
        .executableTarget(name: "uikit-gallery", dependencies: ["GalleryScenarios", "UIKitTestingCore", "UIKitWindowHost"]),
        // A window for UIApplicationMain: an SDL window that draws from the renderer's damage and turns
        // the mouse, fingers, wheel and keys into touches, scrolls and presses.
        .target(name: "UIKitWindowHost", dependencies: ["UIKit", "QuartzCore", "CSDL2"]),
        // The small app the end-to-end window tests drive under Xvfb (WindowHostTests).
        .executableTarget(name: "uikit-window-test-app", dependencies: ["UIKit", "UIKitWindowHost"]),
        // End-to-end tests of the window host: they start Xvfb, run uikit-window-test-app and drive it with xdotool.
        .testTarget(name: "WindowHostTests", dependencies: ["QuartzCore"]),
        // The port tool (`swift run uikit-port <dir>`): rewrites the constructs that need the Objective-C runtime.
        .target(name: "PortTool", swiftSettings: swiftSyntaxFlags, linkerSettings: swiftSyntaxLinking),
        .executableTarget(name: "uikit-port", dependencies: ["PortTool"],
                          swiftSettings: swiftSyntaxFlags, linkerSettings: swiftSyntaxLinking),
        .testTarget(name: "PortToolTests", dependencies: ["PortTool"],
                    swiftSettings: swiftSyntaxFlags, linkerSettings: swiftSyntaxLinking),
        // iOS code of our own (Examples/PortingSamples/iOS, not compiled) as `uikit-port` leaves it.
        .target(name: "PortingSamples", dependencies: ["UIKit"], path: "Examples/PortingSamples/Ported"),
        .testTarget(name: "PortingSamplesTests", dependencies: ["PortingSamples", "UIKit", "UIKitTesting"]),
        // The model-based fuzzer of containment (`make fuzz`; a short run in `make test`).
        .target(name: "ContainerFuzzer", dependencies: ["UIKit", "UIKitTestingCore"]),
        .executableTarget(name: "uikit-fuzz", dependencies: ["ContainerFuzzer", "UIKit"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "ObjectiveCTests", dependencies: ["ObjectiveC"]),
        .testTarget(name: "osTests", dependencies: ["os"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "UIKitTesting", "CCairo"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "StackContainer", "TransitionContainers", "Drawer", "ScrollContainers", "BottomSheet", "CCairo"],
                    exclude: ["Rendering/__Snapshots__", "Controls/__Snapshots__", "Presentation/__Snapshots__", "Bars/__Snapshots__", "Alerts/__Snapshots__", "Chrome/__Snapshots__", "Tabs/__Snapshots__", "TableViews/__Snapshots__"]),
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKit", "UIKitTesting"]),
        .testTarget(name: "GalleryTests", dependencies: ["GalleryScenarios", "UIKitTesting"]),
        .testTarget(name: "ContainerFuzzerTests", dependencies: ["ContainerFuzzer", "UIKit", "UIKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
