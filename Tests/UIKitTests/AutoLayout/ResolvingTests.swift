import Testing
import UIKit
import UIKitTesting

/// Logs the update-constraints pass and the layout callbacks.
@MainActor
final class ConstraintLoggingViewController: LoggingViewController {
    var height: NSLayoutConstraint?
    var wantedHeight: CGFloat = 100
    let box = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: wantedHeight)
        self.height = height
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.topAnchor),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            height,
        ])
    }
    override func updateViewConstraints() {
        log.add("\(name).uVC")
        height?.constant = wantedHeight
        super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.add("\(name).wL(box.h=\(Int(box.frame.height)))")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.add("\(name).dL(box.h=\(Int(box.frame.height)))")
    }
}

/// Records the frame of its first subview when `layoutSubviews` runs.
@MainActor
final class RecordingView: UIView {
    var seen: [CGRect] = []
    override func layoutSubviews() {
        super.layoutSubviews()
        seen.append(subviews.first?.frame ?? .null)
    }
}

@MainActor @Suite("Auto Layout: re-solving, the update pass and layout order", .checksForLeaks)
struct ResolvingTests {
    @Test("A constant change re-solves at the next turn, or at once with layoutIfNeeded")
    func constantChange() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        let bottom = bar.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -49)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 49),
            bottom,
        ])
        spin()
        #expect(bar.frame == CGRect(x: 0, y: 754, width: 393, height: 49))
        bottom.constant = 0
        #expect(bar.frame.minY == 754)
        spin()
        #expect(bar.frame == CGRect(x: 0, y: 803, width: 393, height: 49))
        bottom.constant = -100
        root.layoutIfNeeded()
        #expect(bar.frame.minY == 703)
        // Replacing the bottom constraint with a top one.
        bottom.isActive = false
        #expect(!bottom.isActive)
        bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
        // leading, trailing and the new top are on root; the height is on bar.
        #expect(root.constraints.count == 3)
        #expect(bar.constraints.count == 1)
        spin()
        #expect(bar.frame == CGRect(x: 0, y: 79, width: 393, height: 49))
        _ = window
    }

    @Test("A window size change resizes the root view by its mask, and constraints follow in the same turn")
    func rotationLikeResize() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
        ])
        spin()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 373, height: 426))
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        spin()
        #expect(root.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        // 393 / 2 = 196.5 = 589.5 px, which rounds to 590 px on the 3× screen.
        #expect(nearlyEqual(child.frame, CGRect(x: 10, y: 0, width: 832, height: 590.0 / 3.0)))
        _ = window
    }

    @Test("updateViewConstraints runs before viewWillLayoutSubviews; layoutSubviews sees positioned subviews")
    func updatePassOrder() {
        let log = EventLog()
        let controller = ConstraintLoggingViewController("P", log: log)
        controller.logsFlags = false
        let window = makeVisible(controller)
        #expect(log.take() == ["P.viewDidLoad", "P.wA", "P.uVC", "P.wL(box.h=0)", "P.dL(box.h=100)", "P.dA"])
        #expect(controller.box.frame == CGRect(x: 0, y: 0, width: 10, height: 100))
        #expect(!controller.view.needsUpdateConstraints())

        controller.wantedHeight = 70
        controller.view.setNeedsUpdateConstraints()
        #expect(controller.view.needsUpdateConstraints())
        spin()
        #expect(log.take() == ["P.uVC", "P.wL(box.h=100)", "P.dL(box.h=70)"])

        let host = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.centerXAnchor.constraint(equalTo: host.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: host.centerYAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        controller.view.addSubview(host)
        spin()
        #expect(host.seen == [CGRect(x: 90, y: 90, width: 20, height: 20)])
        _ = window
    }

    @Test("The engine is incremental per tree: an unrelated constrained tree is not touched")
    func separateTrees() {
        let (window, controller) = makeRootView()
        let offscreen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        offscreen.addSubview(a)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalTo: offscreen.widthAnchor, multiplier: 0.5),
            a.heightAnchor.constraint(equalToConstant: 10),
            a.trailingAnchor.constraint(equalTo: offscreen.trailingAnchor),
            a.topAnchor.constraint(equalTo: offscreen.topAnchor),
        ])
        let b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(b)
        NSLayoutConstraint.activate([b.widthAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
                                     b.topAnchor.constraint(equalTo: controller.view.topAnchor),
                                     b.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor)])
        spin()
        // The off-screen tree is not laid out by the commit...
        #expect(a.frame == .zero)
        #expect(b.frame == CGRect(x: 0, y: 0, width: 5, height: 5))
        // ...but layoutIfNeeded lays it out.
        offscreen.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 50, y: 0, width: 50, height: 10))
        _ = window
    }
}

@MainActor @Suite("Auto Layout: animating a constraint change", .checksForLeaks)
struct AnimatedConstraintTests {
    @Test("constant change + layoutIfNeeded in an animation block animates the frame from the old value")
    func animatedLayoutIfNeeded() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (window, controller) = makeRootView()
        let root = controller.view!
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let top = panel.topAnchor.constraint(equalTo: root.bottomAnchor)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            panel.heightAnchor.constraint(equalToConstant: 200),
            top,
        ])
        spin()
        #expect(panel.frame == CGRect(x: 0, y: 852, width: 393, height: 200))
        top.constant = -200
        UIView.animate(withDuration: 0.3) { root.layoutIfNeeded() }
        // The model value is final at once; the layer animates its position from the old one.
        #expect(panel.frame == CGRect(x: 0, y: 652, width: 393, height: 200))
        #expect(panel.layer.animationKeys()?.contains("position") == true)
        // Let the animation finish so that no frame ticker outlives the test.
        clock.advance(by: 0.4)
        #expect(panel.layer.animationKeys()?.isEmpty ?? true)
        _ = window
    }
}

@MainActor @Suite("Auto Layout: autoresizing views between constrained ones", .checksForLeaks)
struct AutoresizingBetweenConstraintsTests {
    @Test("An autoresizing view inside a constrained view follows it, and constraints to it follow in the same turn")
    func noExtraTurns() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let fill = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.addSubview(fill)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        fill.addSubview(badge)
        let width = card.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor), card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            width, card.heightAnchor.constraint(equalToConstant: 50),
            badge.trailingAnchor.constraint(equalTo: fill.trailingAnchor), badge.topAnchor.constraint(equalTo: fill.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 8), badge.heightAnchor.constraint(equalToConstant: 8),
        ])
        spinUntilIdle()
        // fill follows card by its mask: card grew from 0 × 0 to 100 × 50, so fill grew by as much
        // (10 → 110, 10 → 60; its right and bottom margins stay -10). badge sits in fill's top-right corner.
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 110, height: 60))
        #expect(badge.frame == CGRect(x: 102, y: 0, width: 8, height: 8))
        width.constant = 200
        spin()
        #expect(fill.frame.width == 210)
        #expect(badge.frame == CGRect(x: 202, y: 0, width: 8, height: 8))
        _ = window
    }
}

@MainActor @Suite("Auto Layout: hidden windows", .checksForLeaks)
struct HiddenWindowConstraintTests {
    @Test("Constraints changed while a window is hidden apply once it is shown, and later changes apply too")
    func hiddenThenShown() {
        let controller = UIViewController()
        let window = makeVisible(controller)
        let root = controller.view!
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        let height = bar.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([bar.topAnchor.constraint(equalTo: root.topAnchor),
                                     bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     bar.widthAnchor.constraint(equalToConstant: 10), height])
        spin()
        window.isHidden = true
        height.constant = 20
        spin()
        #expect(bar.frame.height == 10)
        window.isHidden = false
        spin()
        #expect(bar.frame.height == 20)
        height.constant = 30
        spin()
        #expect(bar.frame.height == 30)
    }
}

@MainActor @Suite("Auto Layout: constraints changed during layout", .checksForLeaks)
struct ConstraintsChangedDuringLayoutTests {
    @Test("A constant changed in viewDidLayoutSubviews lays out in the same turn")
    func changeInDidLayout() {
        final class Controller: UIViewController {
            let bar = UIView()
            var height: NSLayoutConstraint!
            var passes = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                height = bar.heightAnchor.constraint(equalToConstant: 10)
                NSLayoutConstraint.activate([bar.topAnchor.constraint(equalTo: view.topAnchor),
                                             bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                             bar.widthAnchor.constraint(equalToConstant: 10), height])
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                passes += 1
                // Size the bar from the laid-out safe area, once.
                if height.constant == 10 { height.constant = view.safeAreaInsets.top }
            }
        }
        let controller = Controller()
        let window = makeVisible(controller)
        #expect(controller.bar.frame.height == 59)
        #expect(controller.passes == 2)
        _ = window
    }
}
