// swift-tools-version:6.0
// A package of a user's own, depending on PortableUIKit by path exactly as the README shows. `make test`
// builds it and runs its Swift Testing and XCTest tests, so a dependent package can never lose
// `import Testing` next to `import UIKit` again.
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    dependencies: [
        .package(name: "PortableUIKit", path: "../.."),
    ],
    targets: [
        .target(name: "ContainerKit", dependencies: [.product(name: "UIKit", package: "PortableUIKit")]),
        .testTarget(name: "ContainerKitTests", dependencies: [
            "ContainerKit",
            .product(name: "UIKit", package: "PortableUIKit"),
            .product(name: "UIKitTesting", package: "PortableUIKit"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
