// UIKit for Linux. Like Apple's module it re-exports Foundation, CoreGraphics and QuartzCore,
// so client files keep a single `import UIKit`.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
