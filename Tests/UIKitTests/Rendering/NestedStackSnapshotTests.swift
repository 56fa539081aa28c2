import Testing
import UIKit
import UIKitTesting

/// A settings-like screen built only from stack views: a vertical stack of cards, each a horizontal stack
/// of an icon, a vertical stack of two bars (title and subtitle) and a trailing badge; one row hidden.
@MainActor
func makeNestedStackScreen() -> (UIWindow, UIView) {
    let (window, controller) = makeRootView()
    let screen = controller.view!
    screen.backgroundColor = .systemGray6
    let column = UIStackView()
    column.axis = .vertical
    column.spacing = 12
    column.isLayoutMarginsRelativeArrangement = true
    column.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    column.translatesAutoresizingMaskIntoConstraints = false
    screen.addSubview(column)
    NSLayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        column.topAnchor.constraint(equalTo: screen.safeAreaLayoutGuide.topAnchor),
    ])
    let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple]
    for (index, color) in colors.enumerated() {
        let icon = UIView()
        icon.backgroundColor = color
        icon.layer.cornerRadius = 8
        icon.widthAnchor.constraint(equalToConstant: 44).isActive = true
        icon.heightAnchor.constraint(equalToConstant: 44).isActive = true
        let title = UIView()
        title.backgroundColor = .darkGray
        title.heightAnchor.constraint(equalToConstant: 12).isActive = true
        let subtitle = UIView()
        subtitle.backgroundColor = .lightGray
        subtitle.heightAnchor.constraint(equalToConstant: 8).isActive = true
        let text = UIStackView(arrangedSubviews: [title, subtitle])
        text.axis = .vertical
        text.spacing = 8
        text.alignment = .fill
        let badge = UIView()
        badge.backgroundColor = color.withAlphaComponent(0.3)
        badge.layer.cornerRadius = 10
        badge.widthAnchor.constraint(equalToConstant: CGFloat(28 + 12 * index)).isActive = true
        badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
        let row = UIStackView(arrangedSubviews: [icon, text, badge])
        row.spacing = 12
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        row.backgroundColor = .white
        row.layer.cornerRadius = 12
        text.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        column.addArrangedSubview(row)
        if index == 3 { row.isHidden = true }
    }
    spin()
    return (window, screen)
}

@MainActor @Suite("UIStackView: a nested stack screen", .checksForLeaks)
struct NestedStackSnapshotTests {
    @Test("Nested stacks: cards of icon, text column and badge, with a hidden card")
    func nestedStackScreen() {
        let (window, screen) = makeNestedStackScreen()
        assertSnapshot(of: screen, named: "nested-stack-screen", scale: 1)
        _ = window
    }
}
