import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Auto Layout: visual format language", .checksForLeaks)
struct VisualFormatTests {
    @Test("H:|-[a]-[b(==a)]-| and V:|-top-[a(height)] with metrics lay out two equal columns")
    func twoColumns() {
        let (window, controller) = makeRootView()
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 100))
        controller.view.addSubview(row)
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
        }
        let views = ["a": a, "b": b]
        let horizontal = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [.alignAllTop],
                                                        metrics: nil, views: views)
        let vertical = NSLayoutConstraint.constraints(withVisualFormat: "V:|-top-[a(height@750)]-(>=0)-|",
                                                      metrics: ["top": 10, "height": 44.0], views: views)
        // |-[a]: 1, [a]-[b]: 1, (==a): 1, [b]-|: 1, alignAllTop: 1.
        #expect(horizontal.count == 5)
        #expect(vertical.count == 3)
        #expect(horizontal.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(horizontal + vertical + [b.heightAnchor.constraint(equalToConstant: 20)])
        spin()
        // (400 - 20 - 8 - 20) / 2 = 176.
        #expect(a.frame == CGRect(x: 20, y: 10, width: 176, height: 44))
        #expect(b.frame == CGRect(x: 204, y: 10, width: 176, height: 20))
        #expect(vertical.first { $0.firstAttribute == .height }?.priority == .defaultHigh)
        let bottom = vertical.first { $0.relation == .greaterThanOrEqual }
        #expect(bottom?.firstItem === row && bottom?.firstAttribute == .bottom && bottom?.secondItem === a)
        _ = window
    }

    @Test("A name missing from the views dictionary raises and returns no constraints")
    func missingView() {
        var result: [NSLayoutConstraint] = [NSLayoutConstraint]()
        let exceptions = withCapturedExceptions {
            result = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", metrics: nil, views: [:])
        }
        #expect(result.isEmpty)
        #expect(exceptions.map(\.name) == [.invalidArgumentException])
        #expect(exceptions.first?.reason == "Unable to parse constraint format: \nmissing is not a key in the views dictionary. \nH:|-[missing]-| \n            ^")
    }
}
