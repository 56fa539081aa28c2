import Testing
import UIKit
import UIKitTesting
@testable import PortingSamples

/// The ported BadgeView behaves as the iOS original: its overrides, moved out of an extension, run.
@Suite("Ported BadgeView", .checksForLeaks)
@MainActor struct BadgeViewTests {
    @Test("layoutSubviews (moved from an extension) keeps the badge round and its label filling it")
    func layoutRuns() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let label = UILabel()
        badge.addSubview(label)
        badge.countLabel = label
        badge.count = 7
        badge.layoutIfNeeded()
        #expect(badge.layer.cornerRadius == 10)
        #expect(label.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(label.text == "7")
    }

    @Test("intrinsicContentSize (moved from an extension) is the override's")
    func intrinsicSize() {
        #expect(BadgeView(frame: .zero).intrinsicContentSize == CGSize(width: 24, height: 24))
    }

    @Test("pulse animates the key path that #keyPath(CALayer.cornerRadius) named")
    func pulseKeyPath() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        badge.pulse()
        let animation = badge.layer.animation(forKey: "cornerRadius") as? CABasicAnimation
        #expect(animation?.keyPath == "cornerRadius")
        #expect(animation?.toValue as? CGFloat == 10)
    }
}
