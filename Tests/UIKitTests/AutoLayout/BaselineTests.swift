import Testing
import UIKit
import UIKitTesting

/// A one-line label of the system font at `size` showing "Ag" (two lines "Ag\nAg" when `lines` is 2).
///
/// The metrics these tests work from are DejaVu Sans's (`UIFont` on Linux): at 17 points the ascender is
/// 15.7803 and a line 19.7891 high, so the label is 20 high (60 pixels at scale 3), two lines 39⅔; at 34
/// points the ascender is 31.5596, a line 39.5781, the label 45 × 39⅔. A label centres its text
/// vertically, so a baseline sits at `height / 2 − textHeight / 2 + baseline of that line`:
/// 17 pt one line: 10 − 9.8945 + 15.7803 = 15.8857; 34 pt one line: 19.8333 − 19.7891 + 31.5596 = 31.6038;
/// 17 pt two lines: first 19.8333 − 19.7891 + 15.7803 = 15.8245, last 15.8245 + 19.7891 = 35.6136.
@MainActor
private func label(_ size: CGFloat, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: size)
    label.text = lines == 1 ? "Ag" : "Ag\nAg"
    label.numberOfLines = lines == 1 ? 1 : 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

@MainActor @Suite("Auto Layout: first and last baselines", .checksForLeaks)
struct BaselineTests {
    @Test("A label's baselines come from its font and lines; a plain view's are its bottom edge")
    func labelBaselineAnchors() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let small = label(17), big = label(34), plain = UIView()
        plain.translatesAutoresizingMaskIntoConstraints = false
        for view in [small, big, plain] { root.addSubview(view) }
        #expect(small.forFirstBaselineLayout === small && small.forLastBaselineLayout === small)
        NSLayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            small.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            big.leadingAnchor.constraint(equalTo: small.trailingAnchor),
            big.lastBaselineAnchor.constraint(equalTo: small.lastBaselineAnchor),
            plain.leadingAnchor.constraint(equalTo: big.trailingAnchor),
            plain.widthAnchor.constraint(equalToConstant: 10),
            plain.heightAnchor.constraint(equalToConstant: 10),
            plain.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
        ])
        spin()
        // 100 − 15.8857 = 84.1143 → 84 (252 px); 100 − 31.6038 = 68.3962 → 68⅓ (205 px); the plain view's
        // bottom is on the baseline.
        #expect(nearlyEqual(small.frame, CGRect(x: 20, y: 84, width: 68.0 / 3, height: 20)))
        #expect(nearlyEqual(big.frame, CGRect(x: 20 + 68.0 / 3, y: 205.0 / 3, width: 45, height: 119.0 / 3)))
        #expect(nearlyEqual(plain.frame, CGRect(x: 20 + 68.0 / 3 + 45, y: 90, width: 10, height: 10)))
        // A new font moves the baseline offset at the next layout.
        small.font = .systemFont(ofSize: 34)
        spin()
        #expect(nearlyEqual(small.frame, CGRect(x: 20, y: 205.0 / 3, width: 45, height: 119.0 / 3)))
        _ = window
    }

    @Test("Horizontal stack, firstBaseline: a 17- and a 34-point label share a baseline; the taller touches the top")
    func stackFirstBaselineAlignment() {
        let (window, controller) = makeRootView()
        let small = label(17), big = label(34)
        let stack = UIStackView(arrangedSubviews: [small, big])
        stack.alignment = .firstBaseline
        stack.distribution = .equalSpacing
        stack.frame = CGRect(x: 20, y: 100, width: 300, height: 100)
        controller.view.addSubview(stack)
        spin()
        // The big label's baseline is 31.6038 below the top; the small one's top is 31.6038 − 15.8857
        // = 15.7181 → 15⅔ (47 px).
        #expect(nearlyEqual(big.frame, CGRect(x: 255, y: 0, width: 45, height: 119.0 / 3)))
        #expect(nearlyEqual(small.frame, CGRect(x: 0, y: 47.0 / 3, width: 68.0 / 3, height: 20)))
        _ = window
    }

    @Test("Horizontal stack, lastBaseline: a two-line label's last line lines up with a one-line label")
    func stackLastBaselineAlignment() {
        let (window, controller) = makeRootView()
        let twoLines = label(17, lines: 2), big = label(34)
        let stack = UIStackView(arrangedSubviews: [twoLines, big])
        stack.alignment = .lastBaseline
        stack.distribution = .equalSpacing
        stack.frame = CGRect(x: 20, y: 100, width: 300, height: 100)
        controller.view.addSubview(stack)
        spin()
        // The two-line label's last baseline (35.6136 below its top) has the most room above it, so it
        // touches the top; the big label's top is 35.6136 − 31.6038 = 4.0098 → 4 (12 px).
        #expect(nearlyEqual(twoLines.frame, CGRect(x: 0, y: 0, width: 68.0 / 3, height: 119.0 / 3)))
        #expect(nearlyEqual(big.frame, CGRect(x: 255, y: 4, width: 45, height: 119.0 / 3)))
        stack.alignment = .firstBaseline
        spin()
        // First baselines: 15.8245 against 31.6038, so now the big label touches the top and the two-line
        // one is 15.7793 → 15⅔ (47 px) down.
        #expect(nearlyEqual(big.frame, CGRect(x: 255, y: 0, width: 45, height: 119.0 / 3)))
        #expect(nearlyEqual(twoLines.frame, CGRect(x: 0, y: 47.0 / 3, width: 68.0 / 3, height: 119.0 / 3)))
        _ = window
    }

    @Test("A stack's baselines are its first and last visible arranged views', and follow hiding")
    func stackForwardsBaselines() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let first = label(17), second = label(34), outside = label(17)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        root.addSubview(outside)
        #expect(stack.forFirstBaselineLayout === first && stack.forLastBaselineLayout === second)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            outside.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
            outside.firstBaselineAnchor.constraint(equalTo: stack.lastBaselineAnchor),
        ])
        spin()
        // The second label is 20 down the stack: its baseline at 100 + 20 + 31.6038 = 151.6038; the outside
        // label's top 151.6038 − 15.8857 = 135.7181 → 135⅔ (407 px).
        #expect(nearlyEqual(second.frame, CGRect(x: 0, y: 20, width: 45, height: 119.0 / 3)))
        #expect(nearlyEqual(outside.frame, CGRect(x: 200, y: 407.0 / 3, width: 68.0 / 3, height: 20)))
        second.isHidden = true
        spin()
        #expect(stack.forLastBaselineLayout === first)
        // Now the first label stands for the last baseline: 100 + 15.8857, so the outside label's top is 100.
        #expect(nearlyEqual(outside.frame, CGRect(x: 200, y: 100, width: 68.0 / 3, height: 20)))
        stack.axis = .horizontal
        second.isHidden = false
        #expect(stack.forFirstBaselineLayout === first && stack.forLastBaselineLayout === first)
        first.isHidden = true
        #expect(stack.forFirstBaselineLayout === second && stack.forLastBaselineLayout === second)
        _ = window
    }

    @Test("isBaselineRelativeArrangement: spacing runs from a label's last baseline to the next one's first")
    func baselineRelativeSpacing() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let first = label(17), second = label(34)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        spin()
        // 15.8857 + 30 = 45.8857 for the second label's baseline; its top 45.8857 − 31.6038 = 14.2819 → 14⅓
        // (43 px), its bottom 53.9486 → 54 (162 px), which is the stack's bottom.
        #expect(nearlyEqual(first.frame, CGRect(x: 0, y: 0, width: 68.0 / 3, height: 20)))
        #expect(nearlyEqual(second.frame, CGRect(x: 0, y: 43.0 / 3, width: 45, height: 119.0 / 3)))
        #expect(nearlyEqual(stack.frame, CGRect(x: 20, y: 100, width: 45, height: 54)))
        _ = window
    }

    @Test("A wrapped label's baselines follow its width: a width change alone re-reads them")
    func wrappedLabelBaselineFollowsWidth() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        // "Ag Ag" at 17 points is one line at 300 points wide and two ("Ag" is 22⅔ wide) at 30.
        let wrapped = label(17, lines: 2), marker = UIView()
        wrapped.text = "Ag Ag"
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(wrapped)
        root.addSubview(marker)
        let width = wrapped.widthAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([
            wrapped.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            wrapped.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            width,
            wrapped.heightAnchor.constraint(equalToConstant: 100),
            marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            marker.topAnchor.constraint(equalTo: wrapped.lastBaselineAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        spin()
        // One line: 100 + 50 − 9.8945 + 15.7803 = 155.8858 → 156 (468 px).
        #expect(nearlyEqual(marker.frame, CGRect(x: 0, y: 156, width: 10, height: 10)))
        width.constant = 30
        spin()
        // Two lines: 100 + 50 − 19.7891 + 15.7803 + 19.7891 = 165.7803 → 165⅔ (497 px).
        #expect(nearlyEqual(wrapped.frame, CGRect(x: 20, y: 100, width: 30, height: 100)))
        #expect(nearlyEqual(marker.frame, CGRect(x: 0, y: 497.0 / 3, width: 10, height: 10)))
        width.constant = 300
        spin()
        #expect(nearlyEqual(marker.frame, CGRect(x: 0, y: 156, width: 10, height: 10)))
        _ = window
    }
}
