// UIKitTesting: deterministic test support for PortableUIKit users and for PortableUIKit itself.
// Everything an app may use too (the virtual clock, `spin()`, the lifecycle recorder, captures, the
// containment auditor) lives in UIKitTestingCore, re-exported here; this module adds the adapters to
// XCTest and Swift Testing (snapshot assertions, the leak-checking trait, failure reporting).
@_exported import UIKit
@_exported import UIKitTestingCore
