import Testing
import UIKit
import UIKitTesting

/// A Swift subclass in the test module, which iOS prints as `UIKitTests.ContainerViewController`.
final class ContainerViewController: UIViewController {}
final class DescribedBadgeView: UIView {}
final class GlowLayer: CALayer {}

/// A class nested in a type, which the Objective-C runtime names in its mangled form.
enum DescriptionFixtures {
    final class Panel: UIViewController {}
}

/// Issue 9, measured bug 4: objects print as iOS prints them, `Module.Class` for a Swift subclass and
/// the bare class name for UIKit's own classes, and every UIKit message that quotes an object does too.
@MainActor @Suite("Object descriptions carry the module of a Swift subclass", .checksForLeaks)
struct ObjectDescriptionTests {
    @Test("A Swift subclass prints as Module.Class; UIKit's own classes print bare")
    func subclassesCarryTheirModule() {
        let container = ContainerViewController()
        #expect(container.description.hasPrefix("<UIKitTests.ContainerViewController: 0x"))
        #expect(UINavigationController().description.hasPrefix("<UINavigationController: 0x"))
        #expect(UIViewController().description.hasPrefix("<UIViewController: 0x"))
        #expect(DescribedBadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 20)).description
            .hasPrefix("<UIKitTests.DescribedBadgeView: 0x"))
        #expect(GlowLayer().description.hasPrefix("<UIKitTests.GlowLayer: 0x"))
        #expect(CALayer().description.hasPrefix("<CALayer: 0x"))
        #expect(UIWindow().description.hasPrefix("<UIWindow: 0x"))
    }

    @Test("A class nested in another type prints with the runtime's mangled name")
    func nestedClassesPrintMangled() {
        // _Tt, then the kinds innermost first (C class, O enum), then each name with its length.
        #expect(DescriptionFixtures.Panel().description.hasPrefix("<_TtCO10UIKitTests19DescriptionFixtures5Panel: 0x"))
    }

    @Test("The Unbalanced log quotes a Swift subclass with its module")
    func unbalancedLogQuotesTheModule() {
        let container = ContainerViewController()
        let lines = withCapturedLog { container.endAppearanceTransition() }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("Unbalanced calls to begin/end appearance transitions for <UIKitTests.ContainerViewController: 0x") == true)
    }

    @Test("A presentation raise quotes the presenter with its module")
    func presentationRaiseQuotesTheModule() {
        let container = ContainerViewController()
        let window = makeVisible(container)
        let exceptions = withCapturedExceptions { container.present(container, animated: false) }
        #expect(exceptions.map(\.name) == [.invalidArgumentException])
        #expect(exceptions.first?.reason == "Application tried to present modal view controller on itself. Presenting controller is \(container).")
        #expect(exceptions.first?.reason?.contains("<UIKitTests.ContainerViewController: 0x") == true)
        #expect(container.presentedViewController == nil)
        window.isHidden = true
    }

    @Test("A hierarchy exception quotes a Swift subclass with its module and UIKit's own bare")
    func hierarchyExceptionQuotesTheModule() {
        let navigation = UINavigationController(), child = ContainerViewController(), other = UIViewController()
        navigation.addChild(child)
        let exceptions = withCapturedExceptions { child.addChild(navigation) }
        #expect(exceptions.count == 1)
        let reason = exceptions.first?.reason ?? ""
        #expect(reason.contains("<UINavigationController: 0x"))
        #expect(reason.contains("<UIKitTests.ContainerViewController: 0x"))
        #expect(navigation.children.count == 1 && other.parent == nil)
    }
}
