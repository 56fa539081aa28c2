import Testing
import UIKit
import UIKitTesting

/// Logs safe-area and margin notifications together with the layout callbacks.
@MainActor
final class SafeAreaLoggingViewController: LoggingViewController {
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); log.add("\(name).sAC") }
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange(); log.add("\(name).lMC") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.add("\(name).wL") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log.add("\(name).dL") }
}

@MainActor
final class SafeAreaLoggingView: UIView {
    var changes: [UIEdgeInsets] = []
    override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
}

@MainActor @Suite("Safe-area and margin change notifications", .checksForLeaks)
struct SafeAreaChangeTests {
    @Test("a root view entering the window reports its safe area once, before the first layout")
    func rootViewReportsOnce() {
        let log = EventLog()
        let vc = SafeAreaLoggingViewController("V", log: log)
        vc.logsFlags = false
        let window = makeVisible(vc)
        #expect(log.take() == ["V.viewDidLoad", "V.wA", "V.sAC", "V.lMC", "V.wL", "V.dL", "V.dA"])
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        vc.view.setNeedsLayout()
        spin()
        #expect(log.take() == ["V.wL", "V.dL"])
        _ = window
    }

    @Test("additionalSafeAreaInsets changes are reported at the next layout")
    func additionalInsets() {
        let log = EventLog()
        let vc = SafeAreaLoggingViewController("V", log: log)
        vc.logsFlags = false
        let window = makeVisible(vc)
        _ = log.take()
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(log.take() == [])
        spin()
        #expect(log.take() == ["V.sAC", "V.lMC", "V.wL", "V.dL"])
        #expect(vc.view.safeAreaInsets.top == 69)
        _ = window
    }

    @Test("a subview hears of its own safe area: the top band only where it reaches into it")
    func subviews() {
        let vc = UIViewController()
        let window = makeVisible(vc)
        let top = SafeAreaLoggingView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        let middle = SafeAreaLoggingView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
        vc.view.addSubview(top)
        vc.view.addSubview(middle)
        spin()
        #expect(top.changes == [UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0)])
        #expect(middle.changes == [])
        spin()
        #expect(top.changes.count == 1)
        _ = window
    }
}
