import Testing
import UIKit
import UIKitTesting

/// A light-mode screen built the way an iOS app builds one: labels, images and rounded cards.
@MainActor
func makeCardsScreen() -> UIView {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 560))
    screen.backgroundColor = .systemGray6
    let title = UILabel(frame: CGRect(x: 20, y: 16, width: 353, height: 41))
    title.text = "Today"
    title.font = .preferredFont(forTextStyle: .largeTitle)
    title.font = .systemFont(ofSize: 34, weight: .bold)
    screen.addSubview(title)
    let subtitle = UILabel(frame: CGRect(x: 20, y: 58, width: 353, height: 20))
    subtitle.text = "Sunday, 29 November"
    subtitle.font = .preferredFont(forTextStyle: .subheadline)
    subtitle.textColor = .secondaryLabel
    screen.addSubview(subtitle)

    let items: [(String, String, UIColor)] = [
        ("Morning run", "5.2 km along the river, average pace 5'12\" per kilometre. Personal best!", .systemOrange),
        ("容器 控制器 🚀", "Child view controllers, containment and transitions, drawn with Pango.", .systemBlue),
        ("Groceries", "Milk, eggs, bread, coffee, apples and something for dinner tonight.", .systemGreen),
    ]
    for (index, item) in items.enumerated() {
        let card = UIView(frame: CGRect(x: 16, y: 96 + CGFloat(index) * 150, width: 361, height: 134))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        card.layer.shadowOpacity = 0.12
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let badge = UIView(frame: CGRect(x: 16, y: 16, width: 56, height: 56))
        badge.layer.cornerRadius = 12
        badge.clipsToBounds = true
        badge.layer.contents = makeBadgeImage(color: item.2)
        badge.contentMode = .scaleAspectFill
        card.addSubview(badge)
        let heading = UILabel(frame: CGRect(x: 88, y: 16, width: 257, height: 22))
        heading.text = item.0
        heading.font = .preferredFont(forTextStyle: .headline)
        card.addSubview(heading)
        let body = UILabel(frame: CGRect(x: 88, y: 42, width: 257, height: 40))
        body.text = item.1
        body.font = .preferredFont(forTextStyle: .subheadline)
        body.textColor = .secondaryLabel
        body.numberOfLines = 2
        card.addSubview(body)
        let button = UIView(frame: CGRect(x: 88, y: 92, width: 96, height: 28))
        button.backgroundColor = item.2.withAlphaComponent(0.15)
        button.layer.cornerRadius = 14
        button.layer.borderWidth = 1
        button.layer.borderColor = item.2.cgColor
        let caption = UILabel(frame: button.bounds)
        caption.text = "Open"
        caption.textAlignment = .center
        caption.font = .systemFont(ofSize: 13, weight: .semibold)
        caption.textColor = item.2
        button.addSubview(caption)
        card.addSubview(button)
        screen.addSubview(card)
    }
    return screen
}

/// A 112×112-pixel image: a gradient-free two-tone badge with a white circle, drawn with CoreGraphics.
@MainActor
func makeBadgeImage(color: UIColor) -> CGImage {
    let ctx = CGContext(data: nil, width: 112, height: 112, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
    ctx.setFillColor(color.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: 112, height: 112))
    ctx.setFillColor(UIColor.white.withAlphaComponent(0.9).cgColor)
    ctx.fillEllipse(in: CGRect(x: 28, y: 28, width: 56, height: 56))
    ctx.setFillColor(color.cgColor)
    ctx.fillEllipse(in: CGRect(x: 44, y: 44, width: 24, height: 24))
    return ctx.makeImage()!
}

@MainActor @Suite("Screen snapshots", .checksForLeaks)
struct ScreenSnapshotTests {
    @Test("A light-mode screen of labels, images and rounded cards matches its reference")
    func cardsScreen() {
        assertSnapshot(of: makeCardsScreen(), named: "cards-screen", scale: 2)
    }
}

import XCTest

/// The same snapshot from XCTest: failures are reported with XCTFail.
final class ScreenSnapshotXCTests: XCTestCase {
    override func setUp() { super.setUp(); startCheckingForLeaks() }
    override func tearDown() { assertNoLeaks(); super.tearDown() }

    @MainActor func testCardsScreenMatchesReference() async throws {
        assertSnapshot(of: makeCardsScreen(), named: "cards-screen", scale: 2)
    }
}
