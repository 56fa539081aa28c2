// CoreGraphics for Linux: the geometry and colour vocabulary that Foundation on Linux lacks.
// Foundation already provides CGFloat, CGPoint, CGSize and CGRect; we re-export it like Apple's module.
@_exported import Foundation
// Darwin's Foundation re-exports the ObjectiveC module (`Selector`, `autoreleasepool`, …); so do we.
@_exported import ObjectiveC
