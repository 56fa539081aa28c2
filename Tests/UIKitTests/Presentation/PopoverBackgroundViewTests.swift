import Testing
@testable import UIKit
import UIKitTesting

/// A popover background written as on iOS: it overrides only `init(frame:)` and `init?(coder:)`, keeps
/// the arrow's offset and direction in storage of its own, and answers the three class methods.
final class ArrowBackgroundView: UIPopoverBackgroundView {
    static var asked: [String] = []
    private var offset: CGFloat = 0
    private var direction: UIPopoverArrowDirection = .any
    private(set) var madeByInitFrame = false
    private(set) var changes: [String] = []

    override var arrowOffset: CGFloat {
        get { offset }
        set { offset = newValue; changes.append("offset(\(newValue))"); setNeedsLayout() }
    }
    override var arrowDirection: UIPopoverArrowDirection {
        get { direction }
        set { direction = newValue; changes.append("direction(\(newValue.rawValue))"); setNeedsLayout() }
    }
    override class func arrowBase() -> CGFloat { asked.append("arrowBase"); return 20 }
    override class func arrowHeight() -> CGFloat { asked.append("arrowHeight"); return 16 }
    override class func contentViewInsets() -> UIEdgeInsets {
        asked.append("contentViewInsets")
        return UIEdgeInsets(top: 8, left: 6, bottom: 8, right: 6)
    }
    override class var wantsDefaultContentAppearance: Bool { false }

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeByInitFrame = true
        backgroundColor = .systemRed
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The same metrics, keeping the default content appearance.
final class PlainBackgroundView: UIPopoverBackgroundView {
    private var offset: CGFloat = 0
    private var direction: UIPopoverArrowDirection = .any
    override var arrowOffset: CGFloat { get { offset } set { offset = newValue } }
    override var arrowDirection: UIPopoverArrowDirection { get { direction } set { direction = newValue } }
    override class func arrowBase() -> CGFloat { 20 }
    override class func arrowHeight() -> CGFloat { 16 }
    override class func contentViewInsets() -> UIEdgeInsets { .zero }
}

/// A subclass that overrides nothing.
final class BareBackgroundView: UIPopoverBackgroundView {}

/// `popoverBackgroundViewClass` and `UIPopoverBackgroundView` (issue 12), in a landscape 1,024 × 768
/// window (horizontally regular), with a 200 × 150 popover anchored below a source view.
@MainActor @Suite("Popover background view classes", .checksForLeaks)
struct PopoverBackgroundViewTests {
    func shownPopover(background: (any UIPopoverBackgroundViewMethods.Type)?, source frame: CGRect)
        -> (UIViewController, UIViewController, UIPopoverPresentationController, UIWindow) {
        let a = UIViewController(), b = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = a
        window.makeKeyAndVisible()
        spin()
        let (popover, delegate) = anchorPopover(b, to: a, at: frame, log: EventLog())
        popover.popoverBackgroundViewClass = background
        a.present(b, animated: false)
        spin()
        withExtendedLifetime(delegate) {}
        return (a, b, popover, window)
    }

    @Test("An iOS-shaped subclass is made through its init(frame:), asked its metrics once, and sized around the content")
    func customBackgroundPlacesTheContent() throws {
        ArrowBackgroundView.asked = []
        let fresh = UIViewController()
        fresh.modalPresentationStyle = .popover
        #expect(fresh.popoverPresentationController?.popoverBackgroundViewClass == nil, "nil by default")
        let (_, b, popover, window) = shownPopover(background: ArrowBackgroundView.self,
                                                   source: CGRect(x: 900, y: 300, width: 80, height: 40))
        defer { window.isHidden = true }
        #expect(ArrowBackgroundView.asked.sorted() == ["arrowBase", "arrowHeight", "contentViewInsets"])
        let background = try #require(popover._backgroundView as? ArrowBackgroundView)
        #expect(background.madeByInitFrame)
        #expect(popover._chromeView == nil, "no system box")
        let container = try #require(popover.containerView)
        #expect(background.superview === container)
        #expect(container.subviews.firstIndex(of: background)! + 1 == container.subviews.firstIndex(of: b.view)!,
                "just behind the content")

        // The box (content + insets, 212 × 166) sits 16 points below the anchor, pushed left by the margin.
        let right = 1024 - window.safeAreaInsets.right - 10
        let box = CGRect(x: right - 212, y: 340 + 16, width: 212, height: 166)
        #expect(b.view.frame == CGRect(x: box.minX + 6, y: box.minY + 8, width: 200, height: 150))
        #expect(background.frame == CGRect(x: box.minX, y: 340, width: 212, height: 182), "the arrow's 16 points on top")
        #expect(popover.arrowDirection == .up)
        #expect(background.arrowDirection == .up)
        #expect(background.arrowOffset == 940 - box.midX, "towards the anchor's middle")
        #expect(background.changes == ["direction(1)", "offset(\(940 - box.midX))"])
        #expect(b.view.layer.cornerRadius == 0 && !b.view.layer.masksToBounds,
                "wantsDefaultContentAppearance false: the content keeps its own look")

        // A resize places it again without asking the class again.
        window.frame = CGRect(x: 0, y: 0, width: 1000, height: 768)
        spin()
        #expect(ArrowBackgroundView.asked.count == 3)
        #expect(background.frame.maxX == 1000 - window.safeAreaInsets.right - 10)

        b.dismiss(animated: false)
        spin()
        #expect(background.superview == nil)
        #expect(popover._backgroundView == nil)
        #expect(window.subviews.count == 1)
    }

    @Test("The arrow's offset stops half an arrow base inside the view; the default content appearance clips the content")
    func offsetClampAndDefaultAppearance() throws {
        // The anchor's middle far to the right of a box that the margin holds back.
        let (_, b, popover, window) = shownPopover(background: PlainBackgroundView.self,
                                                   source: CGRect(x: 1000, y: 300, width: 20, height: 40))
        defer { window.isHidden = true }
        let background = try #require(popover._backgroundView)
        #expect(background.arrowOffset == CGFloat(100 - 10), "half the 200-point width less half the 20-point base")
        #expect(b.view.frame.minY == CGFloat(340 + 16))
        #expect(b.view.layer.cornerRadius == 13 && b.view.layer.masksToBounds)
        b.dismiss(animated: false)
        spin()
        #expect(b.view.layer.cornerRadius == 0)
    }

    @Test("UIPopoverBackgroundView's own members raise NSInternalInconsistencyException and answer nothing")
    func baseClassRaises() {
        var values: [String] = []
        let exceptions = withCapturedExceptions {
            values.append("\(BareBackgroundView.arrowHeight())")
            values.append("\(BareBackgroundView.contentViewInsets() == .zero)")
            let view = BareBackgroundView(frame: .zero)
            view.arrowOffset = 3
            values.append("\(view.arrowDirection == .unknown)")
        }
        #expect(values == ["0.0", "true", "true"])
        #expect(exceptions.map(\.name) == Array(repeating: .internalInconsistencyException, count: 4))
        let reasons = exceptions.compactMap(\.reason)
        #expect(reasons.count == 4)
        #expect(reasons.first?.hasPrefix("+[") == true)
        #expect(reasons.last?.hasPrefix("-[") == true)
        let selectors = reasons.map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? "" }
        #expect(selectors == ["arrowHeight]", "contentViewInsets]", "setArrowOffset:]", "arrowDirection]"])
        #expect(reasons.allSatisfy { $0.contains("BareBackgroundView ") && $0.hasSuffix("] must be implemented by subclassers.") })
        #expect(UIPopoverBackgroundView.wantsDefaultContentAppearance)
    }
}
