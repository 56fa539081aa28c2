import Testing
import UIKit
import UIKitTesting

/// Logs `name.tCDC(old->new)` with the style's raw values, and the current traits' style while it
/// lays out and draws.
@MainActor
final class StyleLoggingView: UIView {
    let name: String
    let log: EventLog
    init(_ name: String, _ log: EventLog) {
        self.name = name; self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    required init?(coder: NSCoder) { fatalError() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.add("\(name).tCDC(\(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)->\(traitCollection.userInterfaceStyle.rawValue))"
                + (UITraitCollection.current.userInterfaceStyle == traitCollection.userInterfaceStyle ? "" : " current wrong"))
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        log.add("\(name).layout current=\(UITraitCollection.current.userInterfaceStyle.rawValue)")
    }
    override func draw(_ rect: CGRect) {
        log.add("\(name).draw current=\(UITraitCollection.current.userInterfaceStyle.rawValue)")
        UIColor.label.setFill()
        UIRectFill(bounds)
    }
}

@MainActor
final class StyleLoggingViewController: UIViewController {
    let name: String
    let log: EventLog
    init(_ name: String, _ log: EventLog) {
        self.name = name; self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func loadView() { view = StyleLoggingView("\(name)v", log) }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.add("\(name).tCDC(\(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)->\(traitCollection.userInterfaceStyle.rawValue))")
    }
}

@MainActor
final class TraitActionTarget: NSObject {
    var calls: [String] = []
    func changed(_ environment: Any, previousTraitCollection: UITraitCollection) {
        calls.append("\(type(of: environment)) from \(previousTraitCollection.userInterfaceStyle.rawValue)")
    }
}

struct ThemeTrait: UITraitDefinition {
    static let defaultValue = 0
}

@MainActor
private func lines(_ log: EventLog) -> [String] { log.take().filter { !$0.contains(".layout") && !$0.contains(".draw") } }

@MainActor @Suite("Trait overrides (overrideUserInterfaceStyle, traitOverrides, registrations)", .checksForLeaks)
struct TraitOverrideTests {
    /// R (root, window) with child C (its view in R's view, with subview V), and W in R's view after C's.
    func makeTree(_ log: EventLog) -> (StyleLoggingViewController, StyleLoggingViewController, UIWindow, StyleLoggingView, StyleLoggingView) {
        let root = StyleLoggingViewController("R", log), child = StyleLoggingViewController("C", log)
        let window = makeVisible(root)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let v = StyleLoggingView("V", log), w = StyleLoggingView("W", log)
        child.view.addSubview(v)
        root.view.addSubview(w)
        spin()
        _ = log.take()
        return (root, child, window, v, w)
    }

    @Test("A controller's overrideUserInterfaceStyle: itself, its children, then the views in pre-order; only on real changes")
    func controllerOverride() {
        let log = EventLog()
        let (root, child, window, v, w) = makeTree(log)
        #expect(root.overrideUserInterfaceStyle == .unspecified)
        root.overrideUserInterfaceStyle = .dark
        #expect(lines(log) == ["R.tCDC(1->2)", "C.tCDC(1->2)", "Rv.tCDC(1->2)", "Cv.tCDC(1->2)", "V.tCDC(1->2)", "W.tCDC(1->2)"])
        #expect(root.traitOverrides.userInterfaceStyle == .dark)
        #expect(v.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .light, "the window above keeps its style")
        #expect(child.traitCollection.horizontalSizeClass == .compact, "the other traits still come from the window")

        root.overrideUserInterfaceStyle = .dark
        child.overrideUserInterfaceStyle = .dark
        #expect(lines(log).isEmpty, "no effective change: nothing is sent")

        root.overrideUserInterfaceStyle = .unspecified
        #expect(lines(log) == ["R.tCDC(2->1)", "Rv.tCDC(2->1)", "W.tCDC(2->1)"], "the child's own override keeps its subtree dark")
        child.overrideUserInterfaceStyle = .light
        #expect(lines(log) == ["C.tCDC(2->1)", "Cv.tCDC(2->1)", "V.tCDC(2->1)"])
        #expect(w.traitCollection.userInterfaceStyle == .light)
        #expect(!root.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    }

    @Test("A view's override reaches its subviews and a child controller whose view is under it (iOS 17), not its superview")
    func viewOverride() {
        let log = EventLog()
        let root = StyleLoggingViewController("R", log), child = StyleLoggingViewController("C", log)
        let window = makeVisible(root)
        let x = StyleLoggingView("X", log)
        root.view.addSubview(x)
        root.addChild(child)
        x.addSubview(child.view)
        child.didMove(toParent: root)
        spin()
        _ = log.take()
        x.overrideUserInterfaceStyle = .dark
        #expect(lines(log) == ["C.tCDC(1->2)", "X.tCDC(1->2)", "Cv.tCDC(1->2)"])
        #expect(root.traitCollection.userInterfaceStyle == .light)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        x.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(lines(log) == ["C.tCDC(2->1)", "X.tCDC(2->1)", "Cv.tCDC(2->1)"])
        _ = window
    }

    @Test("A window's override reaches its root view controller and every view; the scene's its windows")
    func windowAndSceneOverride() {
        let log = EventLog()
        let (root, _, window, _, _) = makeTree(log)
        window.overrideUserInterfaceStyle = .dark
        #expect(lines(log) == ["R.tCDC(1->2)", "C.tCDC(1->2)", "Rv.tCDC(1->2)", "Cv.tCDC(1->2)", "V.tCDC(1->2)", "W.tCDC(1->2)"])
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        window.overrideUserInterfaceStyle = .unspecified
        _ = log.take()

        let scene = connectWindowScene(delegate: nil)
        let sceneWindow = UIWindow(windowScene: scene)
        let sceneRoot = StyleLoggingViewController("S", log)
        sceneWindow.rootViewController = sceneRoot
        sceneWindow.makeKeyAndVisible()
        spin()
        _ = log.take()
        var sceneChanges: [String] = []
        scene.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (scene: UIWindowScene, previous: UITraitCollection) in
            sceneChanges.append("\(previous.userInterfaceStyle.rawValue)->\(scene.traitCollection.userInterfaceStyle.rawValue)")
        }
        scene.traitOverrides.userInterfaceStyle = .dark
        #expect(sceneChanges == ["1->2"])
        #expect(lines(log) == ["S.tCDC(1->2)", "Sv.tCDC(1->2)"])
        #expect(sceneWindow.traitCollection.userInterfaceStyle == .dark)
        sceneWindow.isHidden = true
        disconnectScene(scene)
    }

    @Test("registerForTraitChanges: after traitCollectionDidChange, only for the traits named, in registration order; unregister stops it")
    func registrations() {
        let log = EventLog()
        let (root, _, window, v, _) = makeTree(log)
        let target = TraitActionTarget()
        let first = v.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: StyleLoggingView, previous: UITraitCollection) in
            log.add("handler1(\(view.name), \(previous.userInterfaceStyle.rawValue))")
        }
        v.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: StyleLoggingView, _: UITraitCollection) in
            log.add("sizeHandler")
        }
        v.registerForTraitChanges([UITraitVerticalSizeClass.self, UITraitUserInterfaceStyle.self], target: target,
                                  action: Selector("changed:previousTraitCollection:", TraitActionTarget.changed(_:previousTraitCollection:)))
        root.overrideUserInterfaceStyle = .dark
        #expect(log.take().filter { $0.hasPrefix("V") || $0.hasPrefix("handler") || $0 == "sizeHandler" }
                    == ["V.tCDC(1->2)", "handler1(V, 1)"])
        #expect(target.calls == ["StyleLoggingView from 1"])

        v.unregisterForTraitChanges(first)
        root.traitOverrides.horizontalSizeClass = .regular
        #expect(log.take().filter { $0 == "sizeHandler" || $0.hasPrefix("handler") } == ["sizeHandler"])
        root.overrideUserInterfaceStyle = .light
        #expect(log.take().filter { $0.hasPrefix("handler") }.isEmpty)
        #expect(target.calls == ["StyleLoggingView from 1", "StyleLoggingView from 2"])
        #expect(root.traitOverrides.description == "<UITraitOverrides: UserInterfaceStyle = 1, HorizontalSizeClass = 2>")
        _ = window
    }

    @Test("A custom trait: set through traitOverrides, read with the subscript below, default elsewhere, observed by type")
    func customTrait() {
        let log = EventLog()
        let (root, child, window, v, w) = makeTree(log)
        var seen: [Int] = []
        v.registerForTraitChanges([ThemeTrait.self]) { (view: StyleLoggingView, previous: UITraitCollection) in
            seen.append(previous[ThemeTrait.self])
            seen.append(view.traitCollection[ThemeTrait.self])
        }
        child.traitOverrides[ThemeTrait.self] = 2
        #expect(v.traitCollection[ThemeTrait.self] == 2)
        #expect(w.traitCollection[ThemeTrait.self] == 0)
        #expect(seen == [0, 2])
        #expect(lines(log) == ["C.tCDC(1->1)", "Cv.tCDC(1->1)", "V.tCDC(1->1)"], "any trait change is a change; the style stayed light")
        child.traitOverrides[ThemeTrait.self] = 2
        #expect(seen == [0, 2], "an equal value is no change")
        #expect(UITraitCollection(mutations: { $0[ThemeTrait.self] = 5; $0.userInterfaceStyle = .dark })[ThemeTrait.self] == 5)
        #expect(UITraitCollection(userInterfaceStyle: .dark).modifyingTraits { $0.horizontalSizeClass = .regular }
                    == UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .regular)]))
        _ = (root, window)
    }

    @Test("UITraitCollection.current is the view's traits in layoutSubviews, draw(_:) and traitCollectionDidChange; the screen's elsewhere")
    func currentTraits() {
        let log = EventLog()
        let (root, _, window, v, _) = makeTree(log)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        root.overrideUserInterfaceStyle = .dark
        #expect(!log.take().contains { $0.contains("current wrong") })
        spin()
        let passes = log.take()
        #expect(passes.contains("V.layout current=2"))
        #expect(passes.contains("V.draw current=2"))
        #expect(UITraitCollection.current.userInterfaceStyle == .light, "restored after the pass")
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            #expect(UIColor.label.cgColor.components == [1, 1], "cgColor resolves against the current traits")
        }
        #expect(UIColor.label.cgColor.components == [0, 1])
        _ = (window, v)
    }
}
