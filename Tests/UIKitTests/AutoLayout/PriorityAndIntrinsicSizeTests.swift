import Testing
import UIKit
import UIKitTesting

/// A view with a settable intrinsic content size.
@MainActor
final class IntrinsicView: UIView {
    var size = CGSize(width: 100, height: 40)
    override var intrinsicContentSize: CGSize { size }
}

@MainActor @Suite("Auto Layout: priorities, inequalities and intrinsic content size", .checksForLeaks)
struct PriorityAndIntrinsicSizeTests {
    private func pinnedTopLeft(_ view: UIView, in root: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    }

    @Test("Required inequalities beat optional equalities; the higher optional priority wins")
    func inequalitiesWithPriorities() {
        let (window, controller) = makeRootView()
        let capped = UIView(), floored = UIView(), contested = UIView()
        for view in [capped, floored, contested] { pinnedTopLeft(view, in: controller.view) }
        let wish = capped.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultHigh
        let low = floored.widthAnchor.constraint(equalToConstant: 50)
        low.priority = .defaultLow
        let strong = contested.widthAnchor.constraint(equalToConstant: 120)
        strong.priority = UILayoutPriority(500)
        let weak = contested.widthAnchor.constraint(equalToConstant: 80)
        weak.priority = .defaultLow
        NSLayoutConstraint.activate([
            capped.widthAnchor.constraint(lessThanOrEqualToConstant: 200), wish,
            floored.widthAnchor.constraint(greaterThanOrEqualToConstant: 100), low,
            strong, weak,
            capped.heightAnchor.constraint(equalToConstant: 1), floored.heightAnchor.constraint(equalToConstant: 1),
            contested.heightAnchor.constraint(equalToConstant: 1),
        ])
        spin()
        #expect(capped.frame.width == 200)
        #expect(floored.frame.width == 100)
        #expect(contested.frame.width == 120)
        // Lowering the winner below the other flips the result at the next turn.
        strong.priority = UILayoutPriority(200)
        #expect(contested.frame.width == 120)
        spin()
        #expect(contested.frame.width == 80)
        #expect(wish.description.hasSuffix(".width == 300 @750   (active)>"))
        _ = window
    }

    @Test("Hugging: the view with the higher hugging priority keeps its intrinsic width")
    func hugging() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let a = IntrinsicView(), b = IntrinsicView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).isActive = true
        }
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        #expect(a.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(b.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(b.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        spin()
        #expect(a.frame == CGRect(x: 0, y: 100, width: 100, height: 40))
        #expect(b.frame == CGRect(x: 100, y: 100, width: 293, height: 40))
        _ = window
    }

    @Test("Compression resistance: in a 150-point row, the more resistant view keeps 100")
    func compressionResistance() {
        let (window, controller) = makeRootView()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 40))
        controller.view.addSubview(row)
        let a = IntrinsicView(), b = IntrinsicView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
            view.topAnchor.constraint(equalTo: row.topAnchor).isActive = true
        }
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        ])
        spin()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 100, height: 40))
        _ = window
    }

    @Test("invalidateIntrinsicContentSize re-solves at the next turn")
    func invalidatingIntrinsicSize() {
        let (window, controller) = makeRootView()
        let label = IntrinsicView()
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
        ])
        spin()
        // (393 - 100) / 2 = 146.5 = 439.5 px, which rounds to 440 px on the 3× screen.
        #expect(nearlyEqual(label.frame, CGRect(x: 440.0 / 3.0, y: 59, width: 100, height: 40)))
        label.size = CGSize(width: 201, height: 20)
        spin()
        #expect(label.frame.width == 100)
        label.invalidateIntrinsicContentSize()
        spin()
        #expect(label.frame == CGRect(x: 96, y: 59, width: 201, height: 20))
        _ = window
    }

    @Test("systemLayoutSizeFitting: compressed, expanded at fitting level, and a required width")
    func fittingSize() {
        let container = UIView()
        let label = IntrinsicView()
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
        ])
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 116, height: 56))
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 116, height: 56))
        #expect(container.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: 56))
        // Fitting changes nothing on the view.
        #expect(container.frame == .zero)
    }
}
