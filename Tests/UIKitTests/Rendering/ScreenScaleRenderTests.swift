import Testing
import UIKit
import UIKitTesting

/// A view with drawn content, so that the commit's display phase fills its backing store.
private final class DrawnView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}

@MainActor @Suite("The commit draws at the main screen's current scale (issue 9, bug 5b)", .checksForLeaks)
struct ScreenScaleRenderTests {
    @Test("After configureMainScreen(scale:), the next commit draws backing stores at the new scale")
    func backingStoreFollowsTheScreenScale() throws {
        defer { configureMainScreen() }
        configureMainScreen(scale: 2)
        let window = shownWindow(CGRect(x: 0, y: 0, width: 50, height: 50))
        defer { window.isHidden = true }
        let view = DrawnView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        window.addSubview(view)
        spin()
        var content = try #require((view.layer._backingStore as? _LayerStore)?.content)
        // 10×20 points at scale 2.
        #expect(content.width == 20 && content.height == 40)
        configureMainScreen(scale: 3)
        view.setNeedsDisplay()
        spin()
        content = try #require((view.layer._backingStore as? _LayerStore)?.content)
        #expect(content.width == 30 && content.height == 60)
    }
}
