// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PortableUIKit",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .target(name: "CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics"]),
        .target(name: "UIKitTesting", dependencies: ["UIKit"]),
        // Empty on purpose: Swift Testing looks these cross-import overlays up on Linux, and
        // `import Testing` next to `import UIKit` fails without them.
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_QuartzCore"),
        .executableTarget(name: "uikit-demo", dependencies: ["UIKit"]),
        .executableTarget(name: "uikit-bench", dependencies: ["QuartzCore", "UIKitTesting"], path: "Benchmarks/uikit-bench"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "UIKitTesting"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting"]),
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKit", "UIKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
