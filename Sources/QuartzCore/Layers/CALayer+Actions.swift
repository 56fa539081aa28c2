import Foundation

extension CALayer {
    func _action(forKey event: String) -> CAAction? {
        if let delegate, let found = delegate.action(for: self, forKey: event) {
            return found is NSNull ? nil : found
        }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        if let styleActions = style?["actions"] as? [String: CAAction], let found = styleActions[event] {
            return found is NSNull ? nil : found
        }
        // A layer that has not been through a commit yet has no implicit animations.
        guard _Turn.number > _creationTurn else { return nil }
        let found = Self.defaultAction(forKey: event)
        return found is NSNull ? nil : found
    }


    /// Supplies default actions; the animation engine installs the implicit-animation provider.
    package static var _defaultActionProvider: (@MainActor (String) -> CAAction?)? = CALayer._implicitAnimation(forKey:)
}
