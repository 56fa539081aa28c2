import PortTool
import Testing

@Suite("overrides of methods that an extension of a superclass declares; open members of extensions")
struct ExtensionMemberOverrideTests {
    @Test("a subclass's override of a method of an extension of UIViewController is reported; real overrides are not")
    func overrideOfExtensionMethod() {
        // (The extension's `@objc` is gone already: the warning does not depend on it.)
        let source = """
            extension UIViewController {
                public func toggleMenu() { menuController()?.toggleMenu() }
                func menuController() -> MenuController? { nil }
            }

            open class MenuController: UIViewController {
                open override func toggleMenu() {}
                open override func viewDidLoad() { super.viewDidLoad() }
            }

            final class BadgeMenuController: MenuController {
                override func toggleMenu() { super.toggleMenu() }
            }
            """
        // No rewrite keeps such code: the text stays as it was.
        expectPort(source, source, [
            "File.swift:7: warning: func toggleMenu() of class MenuController overrides a method that an extension of UIViewController declares, which Swift on Linux rejects with or without override: rename one of the two, or declare the method in a class of the folder and override that",
        ])
    }

    @Test("the chain climbs UIKit's classes: an extension of UIView reaches a UIButton subclass")
    func extensionOfAnAncestorOutsideTheFolder() {
        let source = """
            extension UIView {
                func shake() {}
            }
            class ShakyButton: UIButton {
                override func shake() {}
                override func layoutSubviews() {}
            }
            """
        expectPort(source, source, [
            "File.swift:5: warning: func shake() of class ShakyButton overrides a method that an extension of UIView declares, which Swift on Linux rejects with or without override: rename one of the two, or declare the method in a class of the folder and override that",
        ])
    }

    @Test("open members of an extension become public; an open override that moves into its class stays open")
    func openMembersOfExtensions() {
        expectPort("""
            open class Sheet: UIViewController {}

            extension Sheet {
                open override func viewDidLoad() {}
            }

            extension UIViewController {
                open func presentSheet(_ sheet: Sheet) {}
                open var sheetHeight: CGFloat { 0 }
                open class Helper {}
            }
            """, """
            open class Sheet: UIViewController {
                open override func viewDidLoad() {}
            }

            extension UIViewController {
                public func presentSheet(_ sheet: Sheet) {}
                public var sheetHeight: CGFloat { 0 }
                open class Helper {}
            }
            """, [
                "File.swift:3: removed extension Sheet, empty once its overrides moved",
                "File.swift:4: moved override func viewDidLoad() from an extension into the body of class Sheet",
                "File.swift:8: open → public (a member of an extension cannot be overridden without the Objective-C runtime)",
                "File.swift:9: open → public (a member of an extension cannot be overridden without the Objective-C runtime)",
            ])
    }
}
