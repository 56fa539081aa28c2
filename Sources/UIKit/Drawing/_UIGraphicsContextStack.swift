import Foundation

/// The stack of UIKit drawing contexts: `draw(_:)` runs with the view's backing-store context on top.
///
/// Text drawing (`NSString.draw(in:withAttributes:)`, `UILabel.drawText(in:)`) draws into the top context,
/// and `UIGraphicsPushContext`/`UIGraphicsGetCurrentContext` push onto and read this same stack.
/// As in UIKit, each thread has its own stack, so images can be rendered off the main thread.
package enum _UIGraphicsContextStack {
    private final class Storage { var contexts: [CGContext] = [] }
    private static let key = "PortableUIKit.UIGraphicsContextStack"

    private static var storage: Storage {
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[key] as? Storage { return existing }
        let created = Storage()
        dictionary[key] = created
        return created
    }

    /// This thread's contexts, innermost last.
    package static var contexts: [CGContext] {
        get { storage.contexts }
        set { storage.contexts = newValue }
    }
    /// The current UIKit context, or nil outside drawing.
    package static var current: CGContext? { storage.contexts.last }
    package static func push(_ context: CGContext) { storage.contexts.append(context) }
    package static func pop() { _ = storage.contexts.popLast() }
}
