import UIKit

/// A user's own container: shows one card at a time and swaps cards with the containment recipes.
public final class CardContainerViewController: UIViewController {
    public private(set) var current: UIViewController?

    /// Shows `card`, replacing the current one without animation (Apple's add and remove recipes).
    public func show(_ card: UIViewController) {
        if let old = current {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        addChild(card)
        card.view.frame = view.bounds
        view.addSubview(card.view)
        card.didMove(toParent: self)
        current = card
    }
}
