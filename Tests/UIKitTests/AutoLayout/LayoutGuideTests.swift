import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Auto Layout: layout guides and the update pass")
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
