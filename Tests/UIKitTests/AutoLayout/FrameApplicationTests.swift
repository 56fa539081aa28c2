import Testing
import UIKit
import UIKitTesting

/// A view that logs its name each time its frame is set.
private final class FrameLoggingView: UIView {
    let name: String
    let log: FrameSetLog
    init(_ name: String, log: FrameSetLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var frame: CGRect {
        get { super.frame }
        set {
            log.names.append(name)
            super.frame = newValue
        }
    }
}

@MainActor private final class FrameSetLog { var names: [String] = [] }

/// A superview whose `layoutSubviews()` moves one subview away before calling super.
private final class MovingSuperview: UIView {
    weak var moved: UIView?
    override func layoutSubviews() {
        moved?.frame = CGRect(x: 300, y: 300, width: 5, height: 5)
        super.layoutSubviews()
    }
}

/// A superview's layout gives its constraint-placed subviews their solved frames by visiting only the
/// subviews whose frames can differ from the solution: these check that it still sets every frame it set
/// when it compared every subview, in subview order, and no other.
@MainActor @Suite("Auto Layout: applying solved frames to subviews", .checksForLeaks)
struct FrameApplicationTests {
    /// Three rows below a spacer whose height the test changes: each row's top is the spacer's bottom
    /// plus 10 × its index. The rows are constrained a, b, c but are subviews in the order c, b, a.
    private func makeRows(in root: UIView, log: FrameSetLog) -> (rows: [UIView], spacerHeight: NSLayoutConstraint) {
        let spacer = UIView()
        spacer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(spacer)
        let spacerHeight = spacer.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            spacer.topAnchor.constraint(equalTo: root.topAnchor),
            spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 10),
            spacerHeight,
        ])
        let rows = ["a", "b", "c"].map { FrameLoggingView($0, log: log) }
        for (index, row) in rows.enumerated() {
            row.translatesAutoresizingMaskIntoConstraints = false
            root.insertSubview(row, at: 0)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: spacer.bottomAnchor, constant: CGFloat(10 * index)),
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                row.widthAnchor.constraint(equalToConstant: 50),
                row.heightAnchor.constraint(equalToConstant: 5),
            ])
        }
        return (rows, spacerHeight)
    }

    @Test("Frames a change moves are set in subview order, not in the order the views were constrained")
    func movedFramesFollowSubviewOrder() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let log = FrameSetLog()
        let (rows, spacerHeight) = makeRows(in: root, log: log)
        spin()
        #expect(log.names == ["c", "b", "a"])
        #expect(rows.map(\.frame) == [CGRect(x: 20, y: 100, width: 50, height: 5),
                                      CGRect(x: 20, y: 110, width: 50, height: 5),
                                      CGRect(x: 20, y: 120, width: 50, height: 5)])

        log.names.removeAll()
        spacerHeight.constant = 200
        spin()
        #expect(log.names == ["c", "b", "a"])
        #expect(rows.map(\.frame.minY) == [200, 210, 220])
        _ = window
    }

    @Test("A change that moves one row of many sets that row's frame only")
    func oneMovedRowSetsOneFrame() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let log = FrameSetLog()
        var tops: [NSLayoutConstraint] = []
        for index in 0..<20 {
            let row = FrameLoggingView("row\(index)", log: log)
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            let top = row.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index * 10))
            tops.append(top)
            NSLayoutConstraint.activate([
                top,
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.widthAnchor.constraint(equalToConstant: 100),
                row.heightAnchor.constraint(equalToConstant: 8),
            ])
        }
        spin()
        #expect(log.names.count == 20)

        log.names.removeAll()
        tops[7].constant = 75
        spin()
        #expect(log.names == ["row7"])
        #expect(root.subviews[7].frame == CGRect(x: 0, y: 75, width: 100, height: 8))
        #expect(root.subviews[8].frame == CGRect(x: 0, y: 80, width: 100, height: 8))
        _ = window
    }

    @Test("A frame set from outside on a constraint-placed view stays until its superview lays out, then the solved frame is back")
    func frameSetFromOutsideIsPutBack() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let log = FrameSetLog()
        let (rows, _) = makeRows(in: root, log: log)
        spin()
        rows[1].frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        spin()
        #expect(rows[1].frame == CGRect(x: 1, y: 2, width: 3, height: 4))

        log.names.removeAll()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(rows[1].frame == CGRect(x: 20, y: 110, width: 50, height: 5))
        #expect(log.names == ["b"])
        // The centre and the bounds count too.
        rows[2].center = CGPoint(x: 0, y: 0)
        rows[0].bounds = CGRect(x: 0, y: 0, width: 9, height: 9)
        log.names.removeAll()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.names == ["c", "a"])
        #expect(rows.map(\.frame) == [CGRect(x: 20, y: 100, width: 50, height: 5),
                                      CGRect(x: 20, y: 110, width: 50, height: 5),
                                      CGRect(x: 20, y: 120, width: 50, height: 5)])
        _ = window
    }

    @Test("A subview moved in its superview's layoutSubviews before super is put back by super")
    func moveBeforeSuperIsPutBack() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let container = MovingSuperview()
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 40),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 60),
        ])
        spin()
        container.moved = child
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 40, y: 30, width: 50, height: 60))
        _ = window
    }

    @Test("Two constant changes before one turn, and a change after frames were read, give the final solution")
    func valuesFollowEveryChange() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let log = FrameSetLog()
        let (rows, spacerHeight) = makeRows(in: root, log: log)
        spin()
        spacerHeight.constant = 150
        spacerHeight.constant = 50
        spin()
        #expect(rows.map(\.frame.minY) == [50, 60, 70])
        spacerHeight.constant = 60
        root.layoutIfNeeded()
        #expect(rows.map(\.frame.minY) == [60, 70, 80])
        spacerHeight.constant = 100
        spin()
        #expect(rows.map(\.frame.minY) == [100, 110, 120])
        _ = window
    }
}
