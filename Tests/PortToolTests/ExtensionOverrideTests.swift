import PortTool
import Testing

@Suite("override members of extensions move into the class body")
struct ExtensionOverrideTests {
    @Test("overrides move to the end of the body with their doc comments; other members stay")
    func movesOverrides() {
        expectPort("""
            final class ListController: UIViewController {
                let rows = 3
            }

            extension ListController {
                /// Configures the list.
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                func helper() {}

                override var prefersStatusBarHidden: Bool { true }
            }
            """, """
            final class ListController: UIViewController {
                let rows = 3

                /// Configures the list.
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                override var prefersStatusBarHidden: Bool { true }
            }

            extension ListController {

                func helper() {}
            }
            """, [
                "File.swift:7: moved override func viewDidLoad() from an extension into the body of class ListController",
                "File.swift:13: moved override var prefersStatusBarHidden from an extension into the body of class ListController",
            ])
    }

    @Test("an extension left empty goes; one with a conformance stays; an inline body gets lines")
    func emptyExtensions() {
        expectPort("""
            class A: UIView {}

            extension A {
                override func layoutSubviews() { super.layoutSubviews() }
            }

            extension A: UIGestureRecognizerDelegate {
                override func didMoveToWindow() {}
            }
            """, """
            class A: UIView {
                override func layoutSubviews() { super.layoutSubviews() }

                override func didMoveToWindow() {}
            }

            extension A: UIGestureRecognizerDelegate {
            }
            """, [
                "File.swift:3: removed extension A, empty once its overrides moved",
                "File.swift:4: moved override func layoutSubviews() from an extension into the body of class A",
                "File.swift:8: moved override func didMoveToWindow() from an extension into the body of class A",
            ])
    }

    @Test("a class in another file is named in the warning; a class outside the folder gets the generic advice")
    func classElsewhere() {
        let other = "extension Base {\n    override func viewDidLoad() {}\n}\n"
        let outside = "extension UINavigationController {\n    open override var childForStatusBarStyle: UIViewController? { topViewController }\n}\n"
        let (texts, report) = portFiles([("Base.swift", "class Base: UIViewController {}\n"), ("Other.swift", other), ("Outside.swift", outside)])
        #expect(texts["Other.swift"] == other)
        #expect(texts["Outside.swift"] == outside)
        #expect(report == [
            "Other.swift:2: warning: override func viewDidLoad() overrides from an extension, which Swift on Linux rejects: move it into the body of class Base in Base.swift",
            "Outside.swift:2: warning: override var childForStatusBarStyle overrides from an extension, which Swift on Linux rejects, and class UINavigationController is not declared under .: move it into the body of a subclass of UINavigationController that you declare",
        ])
    }
}
