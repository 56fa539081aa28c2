import Foundation

/// The base of the haptic feedback generators.
///
/// The port runs as a device with no haptic engine: every call succeeds and nothing happens.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Creates a generator.
    public override init() { super.init() }
    /// Readies the haptic engine to reduce latency; there is none, so this does nothing.
    open func prepare() {}
}

/// Feedback for a collision between interface elements.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects, with UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium = 1, heavy = 2, soft = 3, rigid = 4
    }

    let _style: FeedbackStyle

    /// Creates a generator for impacts of `style`.
    public init(style: FeedbackStyle) {
        _style = style
        super.init()
    }
    /// Creates a generator for medium impacts.
    public convenience override init() { self.init(style: .medium) }

    /// Plays an impact at full intensity (nothing happens without a haptic engine).
    open func impactOccurred() {}
    /// Plays an impact at `intensity`, from 0 to 1 (nothing happens without a haptic engine).
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a change of selection.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection-changed feedback (nothing happens without a haptic engine).
    open func selectionChanged() {}
}

/// Feedback for a task's success, warning or failure.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of outcome, with UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning = 1, error = 2
    }

    /// Plays the feedback for `notificationType` (nothing happens without a haptic engine).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
