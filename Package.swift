// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PortableUIKit",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        // Apple's unified logging API (`Logger`, `os_log`), writing to standard error; iOS code does `import os`.
        .library(name: "os", targets: ["os"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .target(name: "ObjectiveC"),
        .target(name: "os"),
        .target(name: "CoreGraphics", dependencies: ["ObjectiveC", "CCairo", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CCairo", "_Testing_QuartzCore"]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "CCairo", "_Testing_UIKit"]),
        .target(name: "UIKitTesting", dependencies: ["UIKit", "CCairo"]),
        // Empty on purpose: Swift Testing looks these cross-import overlays up on Linux, and
        // `import Testing` next to `import UIKit` fails without them. Each framework target depends on
        // its overlay, so a package that depends on our products builds them too.
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_QuartzCore"),
        .executableTarget(name: "uikit-demo", dependencies: ["UIKit"]),
        .executableTarget(name: "uikit-bench", dependencies: ["UIKit", "UIKitTesting", "CCairo"], path: "Benchmarks/uikit-bench"),
        .executableTarget(name: "autolayout-bench", dependencies: ["UIKit", "UIKitTesting"], path: "Benchmarks/autolayout-bench"),
        // Documentation by example: a navigation-like container built only from the seed recipes.
        .target(name: "StackContainer", dependencies: ["UIKit"], path: "Examples/StackContainer"),
        // The containment gallery: scenarios shared by `uikit-gallery` (`make run`) and the end-to-end tests.
        .target(name: "GalleryScenarios", dependencies: ["UIKit", "UIKitTesting", "StackContainer"]),
        .executableTarget(name: "uikit-gallery", dependencies: ["GalleryScenarios", "UIKitTesting"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "ObjectiveCTests", dependencies: ["ObjectiveC"]),
        .testTarget(name: "osTests", dependencies: ["os"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "UIKitTesting", "CCairo"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "StackContainer", "CCairo"],
                    exclude: ["Rendering/__Snapshots__"]),
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKit", "UIKitTesting"]),
        .testTarget(name: "GalleryTests", dependencies: ["GalleryScenarios", "UIKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
