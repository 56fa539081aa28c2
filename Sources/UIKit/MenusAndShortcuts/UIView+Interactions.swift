import Foundation

/// A behaviour that attaches to a view (a context menu, for one): told before and after it moves to a
/// view or off it.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// The interaction is about to move to `view` (nil: it is being removed).
    func willMove(to view: UIView?)
    /// The interaction moved to `view` (nil: it was removed).
    func didMove(to view: UIView?)
}

extension UIView {
    func _addInteraction(_ interaction: any UIInteraction) {
        guard !_interactions.contains(where: { $0 === interaction }) else { return }
        if let previous = interaction.view, previous !== self { previous.removeInteraction(interaction) }
        interaction.willMove(to: self)
        _interactions.append(interaction)
        interaction.didMove(to: self)
    }

    func _removeInteraction(_ interaction: any UIInteraction) {
        guard let index = _interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        _interactions.remove(at: index)
        interaction.didMove(to: nil)
    }

    func _setInteractions(_ interactions: [any UIInteraction]) {
        for interaction in _interactions where !interactions.contains(where: { $0 === interaction }) {
            _removeInteraction(interaction)
        }
        for interaction in interactions { _addInteraction(interaction) }
    }
}
