import Testing
import UIKit
import UIKitTesting

/// Constraint constants of `.nan` and `.infinity` (issue 19, "Hostile input").
///
/// Verified in crash reports (iOS 12–16): `-[NSLayoutConstraint setConstant:]`, also reached from the
/// anchor factories, raises `NSInternalInconsistencyException` with "NSLayoutConstraint constant is not
/// finite!  That's illegal.  constant:nan firstAnchor:<NSLayoutYAxisAnchor:0x… "Module.View:0x….top">
/// secondAnchor:<…>" — the same for `inf`. A constraint made with such a constant never activates here
/// (on iOS the factory does not return).
@MainActor @Suite("Hostile input: constraint constants", .checksForLeaks)
struct HostileConstraintTests {
    @Test("Hostile: NaN constraint constant")
    func nanConstant() {
        weak var weakView: UIView?
        do {
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), view = UIView()
            weakView = view
            superview.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
            let top = view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 8)
            top.isActive = true
            let exceptions = withCapturedExceptions { top.constant = .nan }
            #expect(exceptions.map(\.name) == [.internalInconsistencyException])
            #expect(exceptions.map { anchorAddressesHidden($0.reason) } == ["NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:<NSLayoutYAxisAnchor:0x… \"UIView:\(address(view)).top\"> secondAnchor:<NSLayoutYAxisAnchor:0x… \"UIView:\(address(superview)).top\">"])
            #expect(top.constant == 8 && top.isActive)
            superview.layoutIfNeeded()
            #expect(view.frame.minY == 8)
        }
        #expect(weakView == nil)
    }

    @Test("Hostile: infinite constraint constant")
    func infiniteConstant() {
        let view = UIView()
        var made: NSLayoutConstraint?
        let exceptions = withCapturedExceptions { made = view.widthAnchor.constraint(equalToConstant: .infinity) }
        #expect(exceptions.map { anchorAddressesHidden($0.reason) } == ["NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf firstAnchor:<NSLayoutDimension:0x… \"UIView:\(address(view)).width\"> secondAnchor:(null)"])
        // The refused constraint never takes part in layout.
        made!.isActive = true
        #expect(!made!.isActive && view.constraints.isEmpty)
        let negative = withCapturedExceptions { made!.constant = -.infinity }
        #expect(negative.first?.reason?.contains("constant:-inf firstAnchor:") == true && made!.constant == 0)
    }
}

/// An object's address as UIKit prints it.
@MainActor
private func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

/// The reason with each anchor's own address (a fresh anchor object per call) replaced by "0x…".
private func anchorAddressesHidden(_ reason: String?) -> String {
    (reason ?? "").replacingOccurrences(of: "Anchor:0x[0-9a-f]+ ", with: "Anchor:0x… ", options: .regularExpression)
        .replacingOccurrences(of: "Dimension:0x[0-9a-f]+ ", with: "Dimension:0x… ", options: .regularExpression)
}
