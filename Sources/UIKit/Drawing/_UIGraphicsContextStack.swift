import Foundation

/// The stack of UIKit drawing contexts: `draw(_:)` runs with the view's backing-store context on top.
///
/// Text drawing (`NSString.draw(in:withAttributes:)`, `UILabel.drawText(in:)`) draws into the top context.
/// The public `UIGraphicsPushContext`/`UIGraphicsGetCurrentContext` functions belong with the drawing
/// API (UIGraphicsImageRenderer); they should push onto and read this same stack.
@MainActor package enum _UIGraphicsContextStack {
    package static var contexts: [CGContext] = []
    /// The current UIKit context, or nil outside drawing.
    package static var current: CGContext? { contexts.last }
    package static func push(_ context: CGContext) { contexts.append(context) }
    package static func pop() { _ = contexts.popLast() }
}
