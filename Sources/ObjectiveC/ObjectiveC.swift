// ObjectiveC for Linux: the library side of Apple's Objective-C runtime module that Swift code for iOS
// uses without knowing it (`Selector`, associated objects, `autoreleasepool`, and how UIKit learns
// whether an optional protocol requirement was implemented). On Darwin, Foundation re-exports this
// module; here CoreGraphics does, so `import Foundation` code that reaches it through `import UIKit`
// keeps compiling, and `import ObjectiveC` works too.
