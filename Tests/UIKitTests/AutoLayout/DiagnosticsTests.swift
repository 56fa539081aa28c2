import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Auto Layout: unsatisfiable constraints and illegal activation", .checksForLeaks)
struct AutoLayoutDiagnosticsTests {
    @Test("Conflicting required widths log UIKit's block and break the lowest-index constraint")
    func unsatisfiable() {
        let (window, controller) = makeRootView()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: controller.view.topAnchor),
            view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            first,
        ])
        let lines = withCapturedLog { second.isActive = true }
        let name = "UIView:0x" + String(UInt(bitPattern: Unmanaged.passUnretained(view).toOpaque()), radix: 16)
        #expect(lines == [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
            "(",
            "    \"\(first)\",",
            "    \"\(second)\"",
            ")",
            "",
            "Will attempt to recover by breaking constraint ",
            "\(first)",
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
        ])
        #expect(first.description.hasSuffix(" \(name).width == 100   (active)>"))
        #expect(first.description.hasPrefix("<NSLayoutConstraint:0x"))
        // Both stay active; the broken one is not enforced.
        #expect(first.isActive && second.isActive)
        spin()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
        _ = window
    }

    @Test("Conflicting required inequalities through a chain: the earliest one is broken")
    func unsatisfiableInequalities() {
        let (window, controller) = makeRootView()
        let root = controller.view!
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 5).isActive = true
        }
        let atLeast = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        let same = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        let atMost = b.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     b.leadingAnchor.constraint(equalTo: a.trailingAnchor), atLeast, same])
        let lines = withCapturedLog { atMost.isActive = true }
        #expect(lines.first == "Unable to simultaneously satisfy constraints.")
        let list = Array(lines[lines.firstIndex(of: "(")! + 1 ..< lines.firstIndex(of: ")")!])
        #expect(list == ["    \"\(atLeast)\",", "    \"\(same)\",", "    \"\(atMost)\""])
        #expect(lines[lines.firstIndex(of: "Will attempt to recover by breaking constraint ")! + 1] == atLeast.description)
        spin()
        #expect(a.frame.width == 50 && b.frame == CGRect(x: 50, y: 0, width: 50, height: 5))
        _ = window
    }

    @Test("Pinning a view that translates its mask conflicts with its autoresizing constraints")
    func conflictWithAutoresizingMask() {
        let (window, controller) = makeRootView()
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(fixed)
        let pin = fixed.widthAnchor.constraint(equalToConstant: 80)
        let lines = withCapturedLog { pin.isActive = true }
        #expect(lines.first == "Unable to simultaneously satisfy constraints.")
        #expect(lines.contains { $0.hasPrefix("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints") })
        #expect(lines.contains { $0.contains("NSAutoresizingMaskLayoutConstraint:") && $0.contains("h=--- v=---") && $0.contains(".width == 50") })
        #expect(lines[lines.firstIndex(of: "Will attempt to recover by breaking constraint ")! + 1] == pin.description)
        spin()
        #expect(fixed.frame.width == 50)
        _ = window
    }

    @Test("Activating across view hierarchies raises NSGenericException and leaves the constraint inactive")
    func noCommonAncestor() {
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let exceptions = withCapturedExceptions { constraint.isActive = true }
        #expect(exceptions.count == 1)
        #expect(exceptions.first?.name == .genericException)
        let reason = exceptions.first?.reason ?? ""
        #expect(reason.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x"))
        #expect(reason.contains(".leading\"> and <NSLayoutXAxisAnchor:0x"))
        #expect(reason.hasSuffix("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
        #expect(!constraint.isActive)
        #expect(a.constraints.isEmpty && b.constraints.isEmpty)
    }

    @Test("Switching an active constraint between required and optional raises")
    func requiredToOptional() {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let exceptions = withCapturedExceptions { width.priority = .defaultHigh }
        #expect(exceptions.map(\.name) == [.internalInconsistencyException])
        #expect(exceptions.first?.reason?.hasPrefix("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.") == true)
        #expect(width.priority == .required)
        #expect(view.constraints == [width])
    }

    @Test("init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) and Apple's raw values")
    func itemInitializer() {
        let (window, controller) = makeRootView()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        let c = NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: controller.view,
                                   attribute: .width, multiplier: 0.25, constant: 1.75)
        #expect(c.firstItem === view && c.secondItem === controller.view)
        #expect(c.firstAttribute.rawValue == 7 && NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(!c.isActive)
        c.identifier = "quarter"
        controller.view.addConstraints([c, view.heightAnchor.constraint(equalToConstant: 3)])
        view.addConstraint(view.topAnchor.constraint(equalTo: controller.view.topAnchor))
        NSLayoutConstraint(item: view, attribute: .leadingMargin, relatedBy: .equal, toItem: controller.view,
                           attribute: .leadingMargin, multiplier: 1, constant: 0).isActive = true
        spin()
        // 393 / 4 + 1.75 = 100; the margins leading edges line up (8 - 8 = 0 in the root).
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 3))
        #expect(c.description.contains("'quarter' "))
        #expect(c.description.contains(".width == 0.25*UIView:0x"))
        #expect(c.description.hasSuffix(".width + 1.75   (active)>"))
        controller.view.removeConstraint(c)
        #expect(!c.isActive)
        _ = window
    }
}

@MainActor @Suite("Auto Layout: illegal equations", .checksForLeaks)
struct IllegalEquationTests {
    @Test("A location equal to a constant, and leading mixed with left, raise at creation")
    func illegalEquations() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        var constraint: NSLayoutConstraint?
        let exceptions = withCapturedExceptions {
            constraint = NSLayoutConstraint(item: b, attribute: .top, relatedBy: .equal, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1, constant: 10)
            _ = b.leadingAnchor.constraint(equalTo: a.leadingAnchor)
            _ = NSLayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: a,
                                   attribute: .left, multiplier: 1, constant: 0)
        }
        #expect(exceptions.map(\.name) == [.invalidArgumentException, .invalidArgumentException])
        #expect(exceptions.first?.reason?.hasSuffix(": A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.") == true)
        #expect(exceptions.last?.reason?.hasSuffix(": A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.") == true)
        constraint?.isActive = true
        #expect(constraint?.isActive == false)
        #expect(b.constraints.isEmpty)
    }
}
