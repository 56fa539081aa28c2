import Testing
import UIKit
import UIKitTesting

/// One autoresizing case: the mask on one axis and the expected (origin, length) on that axis.
struct AxisCase: Sendable, CustomTestStringConvertible {
    let flexible: (start: Bool, length: Bool, end: Bool)
    let expected: (origin: CGFloat, length: CGFloat)
    var testDescription: String {
        "flexible \(flexible.start ? "start " : "")\(flexible.length ? "length " : "")\(flexible.end ? "end" : "")"
    }
}

@MainActor @Suite("autoresizingMask arithmetic", .checksForLeaks)
struct AutoresizingTests {
    /// Horizontal: the subview spans left margin 20, width 40, right margin 40 in a 100-wide superview
    /// that grows to 160 (delta +60). One flexible part takes all 60; several share it in proportion to
    /// their lengths: left+width 20:40 → 20 and 40; left+right 20:40 → 20 and 40; width+right 40:40 →
    /// 30 and 30; all three 20:40:40 → 12, 24 and 24.
    nonisolated static let horizontal: [AxisCase] = [
        AxisCase(flexible: (false, false, false), expected: (20, 40)),
        AxisCase(flexible: (true, false, false), expected: (80, 40)),
        AxisCase(flexible: (false, true, false), expected: (20, 100)),
        AxisCase(flexible: (false, false, true), expected: (20, 40)),
        AxisCase(flexible: (true, true, false), expected: (40, 80)),
        AxisCase(flexible: (true, false, true), expected: (40, 40)),
        AxisCase(flexible: (false, true, true), expected: (20, 70)),
        AxisCase(flexible: (true, true, true), expected: (32, 64)),
    ]

    /// Vertical: top margin 10, height 20, bottom margin 30 in a 60-high superview that grows to 660
    /// (delta +600). Pairs share by 10:20 (200, 400), 10:30 (150, 450), 20:30 (240, 360); all three
    /// by 10:20:30 (100, 200, 300).
    nonisolated static let vertical: [AxisCase] = [
        AxisCase(flexible: (false, false, false), expected: (10, 20)),
        AxisCase(flexible: (true, false, false), expected: (610, 20)),
        AxisCase(flexible: (false, true, false), expected: (10, 620)),
        AxisCase(flexible: (false, false, true), expected: (10, 20)),
        AxisCase(flexible: (true, true, false), expected: (210, 420)),
        AxisCase(flexible: (true, false, true), expected: (160, 20)),
        AxisCase(flexible: (false, true, true), expected: (10, 260)),
        AxisCase(flexible: (true, true, true), expected: (110, 220)),
    ]

    @Test("every horizontal combination", arguments: horizontal)
    func horizontalCase(_ c: AxisCase) {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 20, y: 10, width: 40, height: 30))
        var mask: UIView.AutoresizingMask = []
        if c.flexible.start { mask.insert(.flexibleLeftMargin) }
        if c.flexible.length { mask.insert(.flexibleWidth) }
        if c.flexible.end { mask.insert(.flexibleRightMargin) }
        v.autoresizingMask = mask
        superview.addSubview(v)
        superview.frame.size.width = 160
        #expect(v.frame == CGRect(x: c.expected.origin, y: 10, width: c.expected.length, height: 30))
    }

    @Test("every vertical combination", arguments: vertical)
    func verticalCase(_ c: AxisCase) {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let v = UIView(frame: CGRect(x: 5, y: 10, width: 50, height: 20))
        var mask: UIView.AutoresizingMask = []
        if c.flexible.start { mask.insert(.flexibleTopMargin) }
        if c.flexible.length { mask.insert(.flexibleHeight) }
        if c.flexible.end { mask.insert(.flexibleBottomMargin) }
        v.autoresizingMask = mask
        superview.addSubview(v)
        superview.bounds.size.height = 660
        #expect(v.frame == CGRect(x: 5, y: c.expected.origin, width: 50, height: c.expected.length))
    }

    @Test("both axes at once, and shrinking")
    func bothAxesAndShrinking() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 20, y: 10, width: 40, height: 30))
        v.autoresizingMask = [.flexibleWidth, .flexibleRightMargin, .flexibleTopMargin]
        superview.addSubview(v)
        // Width shrinks by 60: width and right margin (40:40) lose 30 each. Height shrinks by 20: the top
        // margin loses all of it.
        superview.bounds.size = CGSize(width: 40, height: 80)
        #expect(v.frame == CGRect(x: 20, y: -10, width: 10, height: 30))
    }

    @Test("parts of zero total length share the change equally")
    func zeroTotal() {
        let superview = UIView(frame: .zero)
        let all = UIView(frame: .zero), two = UIView(frame: .zero)
        all.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        two.autoresizingMask = [.flexibleTopMargin, .flexibleHeight]
        superview.addSubview(all)
        superview.addSubview(two)
        superview.frame.size = CGSize(width: 30, height: 30)
        #expect(all.frame == CGRect(x: 10, y: 0, width: 10, height: 0))
        #expect(two.frame == CGRect(x: 0, y: 15, width: 0, height: 15))
    }

    @Test("autoresizesSubviews = false, an origin-only change, and nested resizing")
    func switchesAndNesting() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth]
        grandchild.autoresizingMask = [.flexibleWidth]
        superview.addSubview(child)
        child.addSubview(grandchild)
        superview.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        #expect(child.frame.width == 100)
        superview.frame.size.width = 200
        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(grandchild.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        superview.autoresizesSubviews = false
        superview.frame.size.width = 50
        #expect(child.frame.width == 200)
        #expect(grandchild.frame.width == 180)
    }
}
