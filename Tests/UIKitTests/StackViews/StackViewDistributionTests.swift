import Testing
import UIKit
import UIKitTesting

/// A view with the given intrinsic size.
@MainActor
private func sized(_ width: CGFloat, _ height: CGFloat) -> IntrinsicView {
    let view = IntrinsicView()
    view.size = CGSize(width: width, height: height)
    return view
}

/// A 300×100 stack at (20, 100) in a shown window's root view, arranging views of intrinsic sizes 40×20,
/// 60×30 and 80×40; `configure` runs before the turn that lays it out.
@MainActor
private func makeStack(_ configure: (UIStackView, [UIView]) -> Void) -> (UIWindow, UIStackView, [UIView]) {
    let (window, controller) = makeRootView()
    let views = [sized(40, 20), sized(60, 30), sized(80, 40)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 20, y: 100, width: 300, height: 100)
    controller.view.addSubview(stack)
    configure(stack, views)
    spin()
    return (window, stack, views)
}

@MainActor @Suite("UIStackView: distributions, alignments, spacing and hidden views", .checksForLeaks)
struct StackViewDistributionTests {
    @Test("Defaults: horizontal, fill, fill, spacing 0; arranged views stop translating their masks")
    func defaults() {
        let views = [UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews == views && stack.subviews == views)
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.Alignment.lastBaseline.rawValue == 5 && UIStackView.Distribution.equalCentering.rawValue == 4)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    }

    @Test("fill: the view with the lowest hugging takes the extra 100 points; fill alignment spans the height")
    func fill() {
        let (window, _, views) = makeStack { stack, views in
            stack.spacing = 10
            views[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        }
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 50, y: 0, width: 160, height: 100),
                                       CGRect(x: 220, y: 0, width: 80, height: 100)])
        _ = window
    }

    @Test("fillEqually: (300 - 2×15) / 3 = 90 points each")
    func fillEqually() {
        let (window, _, views) = makeStack { stack, _ in
            stack.distribution = .fillEqually
            stack.spacing = 15
        }
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 90, height: 100), CGRect(x: 105, y: 0, width: 90, height: 100),
                                       CGRect(x: 210, y: 0, width: 90, height: 100)])
        _ = window
    }

    @Test("fillProportionally: intrinsic widths 20, 40, 80 share the 280 points left by the spacing as 40, 80, 160")
    func fillProportionally() {
        let (window, _, views) = makeStack { stack, views in
            stack.distribution = .fillProportionally
            stack.spacing = 10
            (views[0] as! IntrinsicView).size.width = 20
            (views[1] as! IntrinsicView).size.width = 40
        }
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 50, y: 0, width: 80, height: 100),
                                       CGRect(x: 140, y: 0, width: 160, height: 100)])
        _ = window
    }

    @Test("equalSpacing: intrinsic widths, two equal gaps of (300 - 180) / 2 = 60")
    func equalSpacing() {
        let (window, _, views) = makeStack { stack, _ in
            stack.distribution = .equalSpacing
            stack.spacing = 10
        }
        #expect(views.map(\.frame.minX) == [0, 100, 220])
        #expect(views.map(\.frame.width) == [40, 60, 80])
        _ = window
    }

    @Test("equalCentering: centres at 20, 140, 260")
    func equalCentering() {
        let (window, _, views) = makeStack { stack, _ in
            stack.distribution = .equalCentering
            stack.spacing = 10
        }
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.map(\.frame.width) == [40, 60, 80])
        _ = window
    }

    @Test("Alignments across a 100-point height: top, bottom, centre, both baselines (a plain view's baseline is its bottom)")
    func alignments() {
        let expected: [(UIStackView.Alignment, [CGFloat])] = [
            (.top, [0, 0, 0]), (.bottom, [80, 70, 60]), (.center, [40, 35, 30]),
            (.firstBaseline, [20, 10, 0]), (.lastBaseline, [20, 10, 0]),
        ]
        for (alignment, tops) in expected {
            let (window, _, views) = makeStack { stack, _ in
                stack.distribution = .equalSpacing
                stack.alignment = alignment
            }
            #expect(views.map(\.frame.minY) == tops, "alignment \(alignment)")
            #expect(views.map(\.frame.height) == [20, 30, 40], "alignment \(alignment)")
            #expect(views.map(\.frame.minX) == [0, 100, 220], "alignment \(alignment)")
            _ = window
        }
    }

    @Test("A hidden view collapses to zero width in place; the visible ones share the space")
    func hiddenViewCollapses() {
        let (window, _, views) = makeStack { stack, views in
            stack.distribution = .fillEqually
            stack.spacing = 20
            views[1].isHidden = true
        }
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 140, height: 100), CGRect(x: 140, y: 0, width: 0, height: 100),
                                       CGRect(x: 160, y: 0, width: 140, height: 100)])
        views[1].isHidden = false
        spin()
        #expect(views.allSatisfy { abs($0.frame.width - 260 / 3) < 1e-9 })
        #expect(abs(views[2].frame.minX - 640 / 3) < 1e-9)
        _ = window
    }

    @Test("Custom spacing after a view replaces the spacing there; after a hidden view it does not apply")
    func customSpacing() {
        let (window, stack, views) = makeStack { stack, views in
            stack.spacing = 10
            stack.setCustomSpacing(30, after: views[0])
            views[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        }
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        #expect(views.map(\.frame.minX) == [0, 70, 140])
        #expect(views.map(\.frame.width) == [40, 60, 160])
        stack.setCustomSpacing(50, after: views[1])
        views[1].isHidden = true
        spin()
        // Between view 0 and view 2 the custom spacing after view 0 applies, not the hidden view's.
        #expect(views.map(\.frame.minX) == [0, 40, 70])
        #expect(views.map(\.frame.width) == [40, 0, 230])
        _ = window
    }

    @Test("spacingUseSystem as spacing is the standard 8 points")
    func systemSpacing() {
        let (window, _, views) = makeStack { stack, _ in
            stack.distribution = .equalSpacing
            stack.spacing = UIStackView.spacingUseSystem
            stack.frame.size.width = 196
        }
        #expect(views.map(\.frame.minX) == [0, 48, 116])
        _ = window
    }

    @Test("Vertical, margins-relative and baseline-relative: a stack sized by its content")
    func verticalBaselineRelative() {
        let (window, controller) = makeRootView()
        let views = [sized(40, 20), sized(60, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 40
        stack.isBaselineRelativeArrangement = true
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 100),
        ])
        spin()
        // Baseline to baseline (bottom to bottom for plain views): 30 + 40 = 70; 10 below for the margin.
        #expect(stack.frame == CGRect(x: 20, y: 100, width: 100, height: 80))
        #expect(views.map(\.frame) == [CGRect(x: 10, y: 10, width: 80, height: 20), CGRect(x: 10, y: 40, width: 80, height: 30)])
        _ = window
    }

    @Test("insert, remove and removeFromSuperview keep arrangedSubviews in step; removal keeps the subview")
    func arrangedSubviewsList() {
        let (window, stack, views) = makeStack { _, _ in }
        let extra = sized(10, 10)
        stack.insertArrangedSubview(extra, at: 1)
        #expect(stack.arrangedSubviews == [views[0], extra, views[1], views[2]])
        stack.insertArrangedSubview(views[2], at: 0)
        #expect(stack.arrangedSubviews == [views[2], views[0], extra, views[1]])
        stack.removeArrangedSubview(extra)
        #expect(stack.arrangedSubviews == [views[2], views[0], views[1]])
        #expect(extra.superview === stack)
        views[0].removeFromSuperview()
        #expect(stack.arrangedSubviews == [views[2], views[1]])
        spin()
        #expect(views[2].frame.minX == 0 && views[1].frame.maxX == 300)
        _ = window
    }

    @Test("insertArrangedSubview past the end raises NSInternalInconsistencyException and changes nothing")
    func insertPastTheEndRaises() {
        let (window, stack, views) = makeStack { _, _ in }
        let extra = sized(10, 10)
        let constraintsBefore = stack.constraints
        let raised = withCapturedExceptions {
            stack.insertArrangedSubview(extra, at: 4)
            stack.insertArrangedSubview(views[0], at: 4)
            stack.insertArrangedSubview(extra, at: -1)
        }
        #expect(raised.map(\.name) == [.internalInconsistencyException, .internalInconsistencyException,
                                        .internalInconsistencyException])
        #expect(raised.map(\.reason) == [
            "Index 4 out of bounds for inserting into arrangedSubviews (count 3)",
            "Index 4 out of bounds for inserting into arrangedSubviews (count 3)",
            "Index -1 out of bounds for inserting into arrangedSubviews (count 3)",
        ])
        #expect(stack.arrangedSubviews == views && stack.subviews == views)
        #expect(extra.superview == nil && extra.translatesAutoresizingMaskIntoConstraints)
        spin()
        #expect(stack.constraints == constraintsBefore)
        // The end itself is a valid index.
        stack.insertArrangedSubview(extra, at: 3)
        #expect(stack.arrangedSubviews == views + [extra])
        _ = window
    }

    @Test("The constraints a horizontal fill stack installs carry UIKit's identifiers, in UIKit's groups")
    func constraintIdentifiers() {
        let (window, stack, _) = makeStack { stack, views in
            views[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        }
        #expect(stack.constraints.map { $0.identifier ?? "" } == [
            "UISV-canvas-connection", "UISV-canvas-connection", "UISV-spacing", "UISV-spacing",
            "UISV-canvas-connection", "UISV-canvas-connection",
            "UISV-alignment", "UISV-alignment", "UISV-alignment", "UISV-alignment",
        ])
        _ = window
    }

    @Test("A conflicting width in a fillEqually stack is reported with the UISV-fill-equally constraint")
    func unsatisfiableLogNamesStackConstraints() {
        let (window, stack, views) = makeStack { stack, _ in stack.distribution = .fillEqually }
        let lines = withCapturedLog {
            views[0].widthAnchor.constraint(equalToConstant: 50).isActive = true
            stack.layoutIfNeeded()
        }
        #expect(lines.first == "Unable to simultaneously satisfy constraints.")
        #expect(lines.contains { $0.hasPrefix("    \"<NSLayoutConstraint:") && $0.contains("'UISV-fill-equally' UIKitTests.IntrinsicView:") })
        #expect(lines.contains { $0.contains("'UISV-canvas-connection' UIStackView:") })
        _ = window
    }

    @Test("Hiding an arranged view inside UIView.animate lays out at once and animates its neighbours")
    func animatedHiding() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (window, _, views) = makeStack { stack, _ in stack.distribution = .fillEqually; stack.spacing = 20 }
        UIView.animate(withDuration: 0.3) { views[1].isHidden = true }
        #expect(views[1].frame.width == 0)
        #expect(views[2].frame == CGRect(x: 160, y: 0, width: 140, height: 100))
        #expect(views[2].layer.animationKeys()?.isEmpty == false)
        _ = window
    }
}
