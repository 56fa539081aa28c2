// UIKitTestingCore: the part of UIKitTesting that links no test framework, so that executables (the
// gallery, benchmarks, the window host's apps) may use it: the virtual clock, `spin()`, the lifecycle
// recorder, exception and log capture, the containment auditor, simulated touches and snapshots to PNG.
@_exported import UIKit
