import Foundation

/// The object that draws, lays out and chooses actions for a layer; a view is its layer's delegate.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Fills the layer's contents itself. The default draws into the layer's backing store instead.
    func display(_ layer: CALayer)
    /// Called before the layer draws into its backing store.
    func layerWillDraw(_ layer: CALayer)
    /// Draws the layer's content into `ctx`; a view draws with its `draw(_:)` here.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers; a view runs its `layoutSubviews` here.
    func layoutSublayers(of layer: CALayer)
    /// Returns the action for `event`: nil to keep searching, `NSNull()` to stop with no action.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

// Every requirement is optional on iOS. The defaults mark themselves as absent (ObjectiveC's
// OptionalRequirements.swift); a layer whose delegate lacks `display(_:)` draws its backing store.
extension CALayerDelegate {
    public func display(_ layer: CALayer) { _optionalRequirementNotImplemented("display(_:)") }
    public func layerWillDraw(_ layer: CALayer) { _optionalRequirementNotImplemented("layerWillDraw(_:)") }
    public func draw(_ layer: CALayer, in ctx: CGContext) { _optionalRequirementNotImplemented("draw(_:in:)") }
    public func layoutSublayers(of layer: CALayer) { _optionalRequirementNotImplemented("layoutSublayers(of:)") }
    public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        _optionalRequirementNotImplemented("action(for:forKey:)")
        return nil
    }
}

/// Something a layer runs in response to an event, most often a property change that animates.
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` marks "no action" in an action search.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
