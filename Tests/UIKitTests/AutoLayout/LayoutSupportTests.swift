import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Auto Layout: topLayoutGuide and bottomLayoutGuide", .checksForLeaks)
struct LayoutSupportTests {
    @Test("The top guide spans the status-bar band, the bottom guide the home-indicator band; views pin to them")
    func layoutSupportGuides() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let top = controller.topLayoutGuide, bottom = controller.bottomLayoutGuide
        #expect(controller.topLayoutGuide === top)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: top.bottomAnchor),
            child.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        spin()
        let insets = root.safeAreaInsets
        #expect(insets.top > 0 && insets.bottom > 0)
        #expect(top.length == insets.top && bottom.length == insets.bottom)
        #expect(child.frame == CGRect(x: 0, y: insets.top, width: 393, height: 852 - insets.top - insets.bottom))
        _ = window
    }
}
