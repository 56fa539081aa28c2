import PortTool
import Testing

@Suite("Swift's witness rule: a base class that conforms gets an overridable stub")
struct WitnessRuleTests {
    @Test("a base class conforming without the method gets a stub; the subclass in another file gets override")
    func stubAndOverride() {
        let base = """
            @objc protocol PagerDelegate {
                @objc optional func pager(_ pager: Pager, shouldWrap page: Int) -> Bool
            }

            class PagerHost: UIViewController, PagerDelegate {
                let pager = Pager()
            }
            """
        let sub = """
            final class GalleryHost: PagerHost {
                func pager(_ pager: Pager, shouldWrap page: Int) -> Bool { true }
            }

            final class FeedController: ListController {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }

            class ListController: UIViewController, UITableViewDelegate {}
            """
        let (texts, report) = portFiles([("Base.swift", base), ("Sub.swift", sub)])
        #expect(texts["Base.swift"] == """
            protocol PagerDelegate: AnyObject {
                func pager(_ pager: Pager, shouldWrap page: Int) -> Bool
            }

            extension PagerDelegate {
                func pager(_ pager: Pager, shouldWrap page: Int) -> Bool { _optionalRequirementNotImplemented("pager(_:shouldWrap:)"); return false }
            }

            class PagerHost: UIViewController, PagerDelegate {
                let pager = Pager()

                // uikit-port: an overridable stub, so that subclasses' pager(_:shouldWrap:) answers for PagerDelegate (Swift's witness rule).
                func pager(_ pager: Pager, shouldWrap page: Int) -> Bool { _optionalRequirementNotImplemented("pager(_:shouldWrap:)"); return false }
            }
            """)
        #expect(texts["Sub.swift"] == """
            final class GalleryHost: PagerHost {
                override func pager(_ pager: Pager, shouldWrap page: Int) -> Bool { true }
            }

            final class FeedController: ListController {
                override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }

            class ListController: UIViewController, UITableViewDelegate {
                // uikit-port: an overridable stub, so that subclasses' scrollViewDidScroll(_:) answers for UITableViewDelegate (Swift's witness rule).
                func scrollViewDidScroll(_ scrollView: UIScrollView) { _optionalRequirementNotImplemented("scrollViewDidScroll(_:)") }
            }
            """)
        #expect(report == [
            "Base.swift:1: removed @objc",
            "Base.swift:1: protocol PagerDelegate is class-bound now (AnyObject), as @objc protocols are; weak references to it need that",
            "Base.swift:2: removed @objc",
            "Base.swift:2: optional requirement pager(_:shouldWrap:) → required, with a default implementation in extension PagerDelegate",
            "Base.swift:5: class PagerHost: added an overridable pager(_:shouldWrap:) stub (it conforms to PagerDelegate and only subclasses implement it; Swift's witness rule would call the default)",
            "Sub.swift:2: marked pager(_:shouldWrap:) override (it overrides the stub in class PagerHost)",
            "Sub.swift:6: marked scrollViewDidScroll(_:) override (it overrides the stub in class ListController)",
            "Sub.swift:9: class ListController: added an overridable scrollViewDidScroll(_:) stub (it conforms to UITableViewDelegate and only subclasses implement it; Swift's witness rule would call the default)",
        ])
        let again = Porter.port(texts.map { (path: $0.key, text: $0.value) })
        #expect(again.changedFiles.isEmpty)
        #expect(again.report.isEmpty)
    }

    @Test("nothing is added when the base class (or its superclass) implements the method, or the subclass already overrides")
    func alreadyWitnessed() {
        let source = """
            class Root: UIViewController {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            class Base: Root, UIScrollViewDelegate {}
            class Leaf: Base {
                override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            """
        expectPort(source, source, [])
    }
}

@Suite("dynamic member lookup on AnyObject is reported")
struct AnyObjectLookupTests {
    @Test("a member of an AnyObject parameter, local or cast is reported; other members are not")
    func reported() {
        let source = """
            class Handler {
                var target: AnyObject?
                func tapped(_ sender: AnyObject, view: UIView) {
                    sender.setTitle("x", for: .normal)
                    (view as AnyObject).flash()
                    let any = view as AnyObject
                    any.pulse()
                    view.layoutIfNeeded()
                    target?.reload()
                }
            }
            """
        expectPort(source, source, [
            "File.swift:4: warning: `sender.setTitle` looks `setTitle` up dynamically on AnyObject, which needs the Objective-C runtime: cast `sender` to the class or protocol that declares `setTitle` (as? Type) first",
            "File.swift:5: warning: `(view as AnyObject).flash` looks `flash` up dynamically on AnyObject, which needs the Objective-C runtime: cast to the class or protocol that declares `flash` (as? Type) instead",
            "File.swift:7: warning: `any.pulse` looks `pulse` up dynamically on AnyObject, which needs the Objective-C runtime: cast `any` to the class or protocol that declares `pulse` (as? Type) first",
            "File.swift:9: warning: `target.reload` looks `reload` up dynamically on AnyObject, which needs the Objective-C runtime: cast `target` to the class or protocol that declares `reload` (as? Type) first",
        ])
    }
}
