import Foundation

/// An object with a trait collection that tells it when the collection changes: windows, views and
/// view controllers. Traits flow window → root view controller → children and presented controllers → views.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The environment's current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed, with the collection they had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
