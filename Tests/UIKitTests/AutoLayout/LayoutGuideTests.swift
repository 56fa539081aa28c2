import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Auto Layout: layout guides and the update pass", .checksForLeaks)
struct LayoutGuideTests {
    @Test("A client guide as a spacer between two views")
    func spacerGuide() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let a = UIView(), b = UIView()
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        #expect(gap.owningView === root && root.layoutGuides == [gap])
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).isActive = true
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            gap.widthAnchor.constraint(equalToConstant: 33),
            gap.topAnchor.constraint(equalTo: a.topAnchor),
            gap.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
        ])
        spin()
        // (393 - 40 - 33) / 2 = 160 for each view.
        #expect(a.frame == CGRect(x: 20, y: 100, width: 160, height: 20))
        #expect(b.frame == CGRect(x: 213, y: 100, width: 160, height: 20))
        #expect(gap.layoutFrame == CGRect(x: 180, y: 100, width: 33, height: 40))
        root.removeLayoutGuide(gap)
        #expect(gap.owningView == nil && root.layoutGuides.isEmpty)
        _ = window
    }

    @Test("Turning translatesAutoresizingMaskIntoConstraints off hands the frame to the constraints")
    func togglingTranslation() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        root.addSubview(view)
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        // A view that translates its mask is a fixed anchor for others.
        NSLayoutConstraint.activate([
            other.topAnchor.constraint(equalTo: view.bottomAnchor, constant: 2),
            other.leadingAnchor.constraint(equalTo: view.trailingAnchor),
            other.widthAnchor.constraint(equalToConstant: 10),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        spin()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(other.frame == CGRect(x: 12, y: 16, width: 10, height: 10))
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        spin()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(other.frame == CGRect(x: 50, y: 42, width: 10, height: 10))
        _ = window
    }

    @Test("updateConstraintsIfNeeded runs updateConstraints subviews first, once")
    func updateConstraintsIfNeeded() {
        final class Logging: UIView {
            var name = ""
            var log: EventLog?
            override func updateConstraints() { log?.add(name); super.updateConstraints() }
        }
        let log = EventLog()
        let outer = Logging(), inner = Logging()
        outer.name = "outer"; inner.name = "inner"
        outer.log = log; inner.log = log
        outer.addSubview(inner)
        #expect(outer.needsUpdateConstraints() && inner.needsUpdateConstraints())
        outer.updateConstraintsIfNeeded()
        #expect(log.take() == ["inner", "outer"])
        outer.updateConstraintsIfNeeded()
        #expect(log.take() == [])
        inner.setNeedsUpdateConstraints()
        outer.updateConstraintsIfNeeded()
        #expect(log.take() == ["inner"])
        #expect(!UIView.requiresConstraintBasedLayout)
    }
}

@MainActor @Suite("Auto Layout: engines across hierarchy changes", .checksForLeaks)
struct EngineHierarchyTests {
    @Test("A subtree built off screen brings its constraints into the window's engine")
    func offscreenSubtreeJoinsWindow() {
        let (window, controller) = makeRootView()
        let card = UIView(), title = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.heightAnchor.constraint(equalToConstant: 20),
            card.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
        ])
        controller.view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 10),
        ])
        spin()
        // Margins 8: card is 377 wide at y 69, 44 high; the title is inset 16/12.
        #expect(card.frame == CGRect(x: 8, y: 69, width: 377, height: 44))
        #expect(title.frame == CGRect(x: 16, y: 12, width: 345, height: 20))
        _ = window
    }

    @Test("Moving a view to another superview drops its outside constraints and keeps its inside ones")
    func movingBetweenSuperviews() {
        let (window, controller) = makeRootView()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 150, height: 100))
        controller.view.addSubview(left)
        controller.view.addSubview(right)
        let box = UIView(), dot = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        dot.translatesAutoresizingMaskIntoConstraints = false
        left.addSubview(box)
        box.addSubview(dot)
        let outside = [box.centerXAnchor.constraint(equalTo: left.centerXAnchor),
                       box.centerYAnchor.constraint(equalTo: left.centerYAnchor)]
        let inside = [box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 30),
                      dot.centerXAnchor.constraint(equalTo: box.centerXAnchor), dot.centerYAnchor.constraint(equalTo: box.centerYAnchor),
                      dot.widthAnchor.constraint(equalToConstant: 6), dot.heightAnchor.constraint(equalToConstant: 6)]
        NSLayoutConstraint.activate(outside + inside)
        spin()
        #expect(box.frame == CGRect(x: 35, y: 35, width: 30, height: 30))
        right.addSubview(box)
        #expect(outside.allSatisfy { !$0.isActive } && inside.allSatisfy(\.isActive))
        NSLayoutConstraint.activate([box.trailingAnchor.constraint(equalTo: right.trailingAnchor),
                                     box.bottomAnchor.constraint(equalTo: right.bottomAnchor)])
        spin()
        #expect(box.frame == CGRect(x: 120, y: 70, width: 30, height: 30))
        #expect(dot.frame == CGRect(x: 12, y: 12, width: 6, height: 6))
        _ = window
    }
}

@MainActor @Suite("Auto Layout: readable content and keyboard guides", .checksForLeaks)
struct ReadableAndKeyboardGuideTests {
    @Test("The readable guide is the margins guide up to 672 points wide, centred beyond")
    func readableContent() {
        let (window, controller) = makeRootView()
        // Off screen, so that no window safe area narrows the margins (in a 393-point window the part of
        // a 1000-point view beyond the window's edge would be unsafe).
        let wide = UIView(frame: CGRect(x: 0, y: 100, width: 1000, height: 200))
        let text = UIView(), phoneText = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        phoneText.translatesAutoresizingMaskIntoConstraints = false
        wide.addSubview(text)
        controller.view.addSubview(phoneText)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: wide.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: wide.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: wide.readableContentGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 10),
            phoneText.leadingAnchor.constraint(equalTo: controller.view.readableContentGuide.leadingAnchor),
            phoneText.trailingAnchor.constraint(equalTo: controller.view.readableContentGuide.trailingAnchor),
            phoneText.bottomAnchor.constraint(equalTo: controller.view.readableContentGuide.bottomAnchor),
            phoneText.heightAnchor.constraint(equalToConstant: 10),
        ])
        spin()
        wide.layoutIfNeeded()
        // 1000 - 8 - 8 = 984 > 672: 156 more on each side.
        #expect(text.frame == CGRect(x: 164, y: 8, width: 672, height: 10))
        #expect(wide.readableContentGuide.layoutFrame == CGRect(x: 164, y: 8, width: 672, height: 184))
        // On the phone the readable guide is the margins guide: 8 in, 34 above the bottom.
        #expect(phoneText.frame == CGRect(x: 8, y: 808, width: 377, height: 10))
        _ = window
    }

    @Test("With no keyboard, the keyboard guide covers the bottom safe-area inset")
    func keyboardGuide() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let toolbar = UIView()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 44),
        ])
        spin()
        #expect(toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
        root.keyboardLayoutGuide.usesBottomSafeArea = false
        spin()
        #expect(toolbar.frame == CGRect(x: 0, y: 808, width: 393, height: 44))
        _ = window
    }
}
