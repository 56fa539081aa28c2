import UIKit

/// What a card stack asks of its owner. Every method is optional, as UIKit's delegates are.
@MainActor protocol CardStackDelegate: AnyObject {
    /// Called after the top card changes.
    func cardStack(_ stack: CardStackController, didShow card: UIViewController)
    func cardStack(_ stack: CardStackController, shouldRemove card: UIViewController) -> Bool
    func cardStackSpacing(_ stack: CardStackController) -> CGFloat
}

extension CardStackDelegate {
    func cardStack(_ stack: CardStackController, didShow card: UIViewController) { _optionalRequirementNotImplemented("cardStack(_:didShow:)") }
    func cardStack(_ stack: CardStackController, shouldRemove card: UIViewController) -> Bool { _optionalRequirementNotImplemented("cardStack(_:shouldRemove:)"); return false }
    func cardStackSpacing(_ stack: CardStackController) -> CGFloat { _optionalRequirementNotImplemented("cardStackSpacing(_:)"); return 0 }
}

/// A container that shows its children as a stack of cards, the top one in front.
final class CardStackController: UIViewController {
    weak var delegate: CardStackDelegate?
    private(set) var cards: [UIViewController] = []

    func push(_ card: UIViewController) {
        addChild(card)
        view.addSubview(card.view)
        card.didMove(toParent: self)
        cards.append(card)
        view.setNeedsLayout()
        delegate?.cardStack(self, didShow: card)
    }

    @discardableResult
    func removeTop() -> Bool {
        guard let top = cards.last else { return false }
        if let allowed = _ifImplemented("cardStack(_:shouldRemove:)", { delegate?.cardStack(self, shouldRemove: top) }), !allowed { return false }
        top.willMove(toParent: nil)
        top.view.removeFromSuperview()
        top.removeFromParent()
        cards.removeLast()
        if let next = cards.last { delegate?.cardStack(self, didShow: next) }
        return true
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let spacing = _ifImplemented("cardStackSpacing(_:)") { delegate?.cardStackSpacing(self) } ?? 8
        for (index, card) in cards.enumerated() {
            card.view.frame = view.bounds.insetBy(dx: spacing * CGFloat(cards.count - 1 - index), dy: spacing)
        }
    }
}

/// A screen that owns a card stack and is its delegate; it implements none of the delegate's methods.
class CardScreenController: UIViewController, CardStackDelegate {
    let stack = CardStackController()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.delegate = self
        addChild(stack)
        view.addSubview(stack.view)
        stack.didMove(toParent: self)
    }

    // uikit-port: an overridable stub, so that subclasses' cardStack(_:didShow:) answers for CardStackDelegate (Swift's witness rule).
    func cardStack(_ stack: CardStackController, didShow card: UIViewController) { _optionalRequirementNotImplemented("cardStack(_:didShow:)") }
    // uikit-port: an overridable stub, so that subclasses' cardStack(_:shouldRemove:) answers for CardStackDelegate (Swift's witness rule).
    func cardStack(_ stack: CardStackController, shouldRemove card: UIViewController) -> Bool { _optionalRequirementNotImplemented("cardStack(_:shouldRemove:)"); return false }
}

/// A card screen that refuses to remove its last card. Only this subclass implements the delegate method.
final class DeckScreenController: CardScreenController {
    private(set) var shownTitles: [String] = []

    override func cardStack(_ stack: CardStackController, shouldRemove card: UIViewController) -> Bool {
        stack.cards.count > 1
    }

    override func cardStack(_ stack: CardStackController, didShow card: UIViewController) {
        shownTitles.append(card.title ?? "")
    }
}
