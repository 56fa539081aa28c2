import Testing
import UIKit
import UIKitTesting

@MainActor final class LoggingWindow: UIWindow {
    var name = ""
    var log: EventLog?
    override func becomeKey() { super.becomeKey(); log?.add("\(name).becomeKey") }
    override func resignKey() { super.resignKey(); log?.add("\(name).resignKey") }
}

@MainActor final class ResponderView: UIView {
    var name = ""
    var log: EventLog?
    var refusesToResign = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func resignFirstResponder() -> Bool {
        log?.add("\(name).resignFirstResponder")
        return super.resignFirstResponder()
    }
}

@MainActor @Suite("UIWindow", .checksForLeaks)
struct WindowTests {
    func window(_ name: String, _ log: EventLog) -> LoggingWindow {
        let w = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.name = name
        w.log = log
        return w
    }

    @Test("The window list drops deallocated windows (it grew by one entry per window ever made)")
    func windowListDropsDeallocatedWindows() {
        for _ in 0..<1000 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.makeKeyAndVisible()
        }
        // Each window above is gone; at most a few of other tests' windows are alive, and the list is
        // kept within twice the live count (and at least 16) as it grows.
        #expect(_WindowList.entryCount < 100)
    }

    @Test("a new window is hidden, not key, at the normal level, on the main screen")
    func defaults() {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(w.isHidden && !w.isKeyWindow)
        #expect(w.windowLevel == .normal && w.windowLevel.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000 && UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
        #expect(w.screen === UIScreen.main)
        #expect(w.window === w && w.superview == nil)
        #expect(UIWindow().frame == UIScreen.main.bounds)
        #expect(w.rootViewController == nil)
        #expect(w.next === UIApplication.shared)
    }

    @Test("makeKeyAndVisible shows the window and moves key status, resigning the old key window first")
    func keySwitching() {
        let log = EventLog()
        let w1 = window("W1", log), w2 = window("W2", log)
        defer { w1.isHidden = true; w2.isHidden = true }
        w1.makeKeyAndVisible()
        #expect(!w1.isHidden && w1.isKeyWindow)
        #expect(log.take() == ["W1.becomeKey"])
        w1.makeKeyAndVisible()
        #expect(log.take() == [])
        w2.makeKeyAndVisible()
        #expect(log.take() == ["W1.resignKey", "W2.becomeKey"])
        #expect(!w1.isKeyWindow && w2.isKeyWindow && !w1.isHidden)
        w1.makeKey()
        #expect(log.take() == ["W2.resignKey", "W1.becomeKey"])
        // Hiding the key window hands key status to the other visible window.
        w1.isHidden = true
        #expect(log.take() == ["W1.resignKey", "W2.becomeKey"])
        #expect(!w1.isKeyWindow && w2.isKeyWindow)
        w2.isHidden = true
        #expect(log.take() == ["W2.resignKey"])
        #expect(!w1.isKeyWindow && !w2.isKeyWindow)
    }

    @Test("first responder needs canBecomeFirstResponder and a window; removal from the window resigns")
    func firstResponder() {
        let log = EventLog()
        let w = shownWindow(CGRect(x: 0, y: 0, width: 100, height: 100))
        defer { w.isHidden = true }
        let a = ResponderView(), b = ResponderView(), plain = UIView()
        a.name = "a"; b.name = "b"; a.log = log; b.log = log
        #expect(!a.becomeFirstResponder(), "no window")
        w.addSubview(a)
        w.addSubview(b)
        w.addSubview(plain)
        #expect(!plain.becomeFirstResponder() && !plain.isFirstResponder)
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        #expect(a.becomeFirstResponder(), "already first responder")
        _ = log.take()
        #expect(b.becomeFirstResponder())
        #expect(log.take() == ["a.resignFirstResponder"])
        #expect(!a.isFirstResponder && b.isFirstResponder)
        #expect(b.resignFirstResponder() && !b.isFirstResponder)
        _ = log.take()
        #expect(a.becomeFirstResponder())
        a.removeFromSuperview()
        #expect(log.take() == ["a.resignFirstResponder"])
        #expect(!a.isFirstResponder && a.window == nil)
        // A first responder that refuses to resign keeps its status.
        #expect(b.becomeFirstResponder())
        b.refusesToResign = true
        #expect(!a.becomeFirstResponder() && b.isFirstResponder)
        w.addSubview(a)
        #expect(!a.becomeFirstResponder() && b.isFirstResponder)
        // Even a refusing view loses first responder status when it leaves the window.
        b.removeFromSuperview()
        #expect(!b.isFirstResponder)
        #expect(a.becomeFirstResponder())
    }

    @Test("the responder chain: a view's next is its superview")
    func responderChain() {
        let w = UIWindow(frame: .zero), v = UIView(), u = UIView()
        w.addSubview(v)
        v.addSubview(u)
        #expect(u.next === v && v.next === w)
        #expect(UIResponder().next == nil && !UIResponder().canBecomeFirstResponder && UIResponder().canResignFirstResponder)
    }
}

@MainActor @Suite("UIScreen", .checksForLeaks)
struct ScreenTests {
    @Test("the main screen is 393×852 points at scale 3")
    func defaults() {
        let screen = UIScreen.main
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(screen.scale == 3 && screen.nativeScale == 3)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
        #expect(screen.maximumFramesPerSecond == 120)
        #expect(screen.traitCollection.userInterfaceIdiom == .phone)
        #expect(screen.traitCollection.horizontalSizeClass == .compact)
        #expect(screen.traitCollection.verticalSizeClass == .regular)
        #expect(screen.traitCollection.displayScale == 3)
    }

    @Test("configureMainScreen changes size, scale, safe area and frame rate")
    func configure() {
        configureMainScreen(size: CGSize(width: 390, height: 844), scale: 2,
                            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), framesPerSecond: 60)
        defer { configureMainScreen() }
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 780, height: 1688))
        #expect(UIScreen.main.maximumFramesPerSecond == 60)
        let w = UIWindow()
        #expect(w.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        w.isHidden = false
        defer { w.isHidden = true }
        #expect(w.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        configureMainScreen(size: CGSize(width: 852, height: 393))
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .regular)
        #expect(UIScreen.main.traitCollection.verticalSizeClass == .compact)
    }

    @Test("PORTABLEUIKIT_SCREEN values: WIDTHxHEIGHT[@SCALE]")
    func environmentSpec() {
        let screen = UIScreen()
        #expect(screen._apply(spec: "390x844@2"))
        #expect(screen.bounds.size == CGSize(width: 390, height: 844) && screen.scale == 2)
        #expect(screen._apply(spec: "320x568"))
        #expect(screen.bounds.size == CGSize(width: 320, height: 568) && screen.scale == 2, "the scale is kept")
        #expect(screen._apply(spec: "375.5x667@3"))
        #expect(screen.bounds.size == CGSize(width: 375.5, height: 667) && screen.scale == 3)
        for bad in ["", "abc", "390x", "x844", "390x844@", "390x844@x", "0x100", "-1x5", "390x844x2", "390x844@0", "1@2@3"] {
            #expect(!screen._apply(spec: bad), "\(bad)")
        }
        #expect(screen.bounds.size == CGSize(width: 375.5, height: 667) && screen.scale == 3)
    }
}
