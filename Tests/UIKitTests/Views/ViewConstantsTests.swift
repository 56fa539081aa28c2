import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Raw values and printed forms that iOS code can observe", .checksForLeaks)
struct ViewConstantsTests {
    @Test("autoresizing masks, content modes and event types have Apple's raw values")
    func rawValues() {
        let masks: [UIView.AutoresizingMask] = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                                .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        #expect(masks.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
        #expect(UIView.ContentMode.scaleToFill.rawValue == 0 && UIView.ContentMode.redraw.rawValue == 3)
        #expect(UIView.ContentMode.center.rawValue == 4 && UIView.ContentMode.bottomRight.rawValue == 12)
        #expect(UIEvent.EventType.scroll.rawValue == 10 && UIEvent.EventType.hover.rawValue == 11)
        #expect(UIEvent.EventType.transform.rawValue == 14)
    }

    @Test("UIEdgeInsets prints like the Swift struct on iOS; inset(by:) shrinks a rect")
    func insets() {
        let insets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0.5)
        #expect("\(insets)" == "UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.5)")
        #expect(CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: insets) == CGRect(x: 0, y: 59, width: 99.5, height: 7))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test("a view describes itself as UIKit does")
    func viewDescription() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 30.5, height: 40))
        v.isHidden = true
        v.alpha = 0.5
        v.tag = 7
        let text = v.description
        #expect(text.hasPrefix("<UIView: 0x"))
        #expect(text.contains("; frame = (10 20; 30.5 40); hidden = YES; alpha = 0.5; tag = 7; layer = <CALayer: 0x"))
        #expect(text.hasSuffix(">>"))
    }
}
