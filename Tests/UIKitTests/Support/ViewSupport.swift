import UIKit
import UIKitTesting

/// Whether two numbers agree to 1e-9 (for results that pass through sine and cosine).
func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
func near(_ a: CGPoint, _ b: CGPoint) -> Bool { near(a.x, b.x) && near(a.y, b.y) }
func near(_ a: CGRect, _ b: CGRect) -> Bool {
    near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
}

/// A view that logs `layoutSubviews` and `tintColorDidChange` under its name.
@MainActor
final class LayoutLogView: UIView {
    var name = ""
    var log: EventLog?
    var fittingSize: CGSize?
    convenience init(_ name: String, log: EventLog, frame: CGRect = .zero) {
        self.init(frame: frame)
        self.name = name
        self.log = log
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        log?.add("\(name).layoutSubviews")
    }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        log?.add("\(name).tintColorDidChange")
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize ?? super.sizeThatFits(size) }
}

/// A shown window of the given frame; hide it at the end of the test.
@MainActor
func shownWindow(_ frame: CGRect = UIScreen.main.bounds) -> UIWindow {
    let window = UIWindow(frame: frame)
    window.isHidden = false
    return window
}
