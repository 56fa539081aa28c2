import PortTool
import Testing

@Suite("overrides of methods that an extension of a superclass declares; open members of extensions")
struct ExtensionMemberOverrideTests {
    @Test("a subclass's override of a method of an extension of UIViewController is reached through a dispatch; real overrides stay")
    func overrideOfExtensionMethod() {
        // (The extension's `@objc` is gone already: the rewrite does not depend on it.)
        expectPort("""
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
            """, """
            extension UIViewController {
                public func toggleMenu() {
                    if let this = self as? MenuController { return this._portedOverride_toggleMenu() }
                    return _portedBase_toggleMenu()
                }

                /// The body of `toggleMenu` before the port: what it does when `self` overrides nothing.
                public func _portedBase_toggleMenu() { menuController()?.toggleMenu() }
                func menuController() -> MenuController? { nil }
            }

            open class MenuController: UIViewController {
                open func _portedOverride_toggleMenu() {}
                open override func viewDidLoad() { super.viewDidLoad() }
            }

            final class BadgeMenuController: MenuController {
                override func _portedOverride_toggleMenu() { super._portedOverride_toggleMenu() }
            }
            """, [
                "File.swift:2: func toggleMenu() of an extension of UIViewController dispatches to the overrides of MenuController; its body moved to _portedBase_toggleMenu",
                "File.swift:7: renamed override func toggleMenu() of class MenuController to _portedOverride_toggleMenu, which the extension's toggleMenu() calls for it (Swift on Linux cannot override a method of an extension)",
                "File.swift:12: renamed override func toggleMenu() of class BadgeMenuController to _portedOverride_toggleMenu, the renamed method of MenuController that it overrides",
            ])
    }

    @Test("the chain climbs UIKit's classes: an extension of UIView reaches a UIButton subclass")
    func extensionOfAnAncestorOutsideTheFolder() {
        expectPort("""
            extension UIView {
                func shake() {}
            }
            class ShakyButton: UIButton {
                override func shake() {}
                override func layoutSubviews() {}
            }
            """, """
            extension UIView {
                func shake() {
                    if let this = self as? ShakyButton { return this._portedOverride_shake() }
                    return _portedBase_shake()
                }

                /// The body of `shake` before the port: what it does when `self` overrides nothing.
                func _portedBase_shake() {}
            }
            class ShakyButton: UIButton {
                func _portedOverride_shake() {}
                override func layoutSubviews() {}
            }
            """, [
                "File.swift:2: func shake() of an extension of UIView dispatches to the overrides of ShakyButton; its body moved to _portedBase_shake",
                "File.swift:5: renamed override func shake() of class ShakyButton to _portedOverride_shake, which the extension's shake() calls for it (Swift on Linux cannot override a method of an extension)",
            ])
    }

    @Test("labels, inner names, throws and a super call are forwarded to the base")
    func forwardedArgumentsAndSuper() {
        expectPort("""
            extension UIViewController {
                public func openMenu(animated flag: Bool, _ completion: (() -> Void)?) throws -> Bool {
                    flag
                }
            }
            class Menu: UIViewController {
                override func openMenu(animated flag: Bool, _ completion: (() -> Void)?) throws -> Bool {
                    try super.openMenu(animated: flag, completion)
                }
            }
            """, """
            extension UIViewController {
                public func openMenu(animated flag: Bool, _ completion: (() -> Void)?) throws -> Bool {
                    if let this = self as? Menu { return try this._portedOverride_openMenu(animated: flag, completion) }
                    return try _portedBase_openMenu(animated: flag, completion)
                }

                /// The body of `openMenu` before the port: what it does when `self` overrides nothing.
                public func _portedBase_openMenu(animated flag: Bool, _ completion: (() -> Void)?) throws -> Bool {
                    flag
                }
            }
            class Menu: UIViewController {
                func _portedOverride_openMenu(animated flag: Bool, _ completion: (() -> Void)?) throws -> Bool {
                    try super._portedBase_openMenu(animated: flag, completion)
                }
            }
            """, [
                "File.swift:2: func openMenu(animated:_:) of an extension of UIViewController dispatches to the overrides of Menu; its body moved to _portedBase_openMenu",
                "File.swift:7: renamed override func openMenu(animated:_:) of class Menu to _portedOverride_openMenu, which the extension's openMenu(animated:_:) calls for it (Swift on Linux cannot override a method of an extension)",
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
