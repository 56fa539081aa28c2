import PortTool
import Testing

@Suite("Objective-C and Interface Builder attributes, @UIApplicationMain, submodule imports")
struct AttributeRewriteTests {
    @Test("attributes are removed with their trailing spaces; a line left empty goes, indentation and comments stay")
    func attributesRemoved() {
        expectPort("""
            @objcMembers @IBDesignable
            class Card: UIView {
                @IBOutlet weak var title: UILabel!   // the title
                @IBOutlet var rows: [UIView]!
                @IBInspectable var radius: CGFloat = 4
                @objc dynamic var progress = 0.0
                dynamic var other = 0
                @objc
                func refresh() {}
                @objc(reloadAll) func reload() {}
                @IBAction func tapped(_ sender: Any) {}
            }
            """, """
            class Card: UIView {
                weak var title: UILabel!   // the title
                var rows: [UIView]!
                var radius: CGFloat = 4
                var progress = 0.0
                var other = 0
                func refresh() {}
                func reload() {}
                func tapped(_ sender: Any) {}
            }
            """, [
                "File.swift:1: removed @objcMembers",
                "File.swift:1: removed @IBDesignable",
                "File.swift:3: removed @IBOutlet",
                "File.swift:4: removed @IBOutlet",
                "File.swift:5: removed @IBInspectable",
                "File.swift:6: removed @objc",
                "File.swift:6: removed dynamic",
                "File.swift:7: removed dynamic",
                "File.swift:8: removed @objc",
                "File.swift:10: removed @objc(reloadAll)",
                "File.swift:11: removed @IBAction",
            ])
    }

    @Test("dynamic without @objc (outside @objcMembers) is Swift's own and stays; @NSManaged is reported")
    func dynamicAloneAndNSManaged() {
        let source = "class A {\n    dynamic var x = 0\n    @NSManaged var name: String\n}\n"
        expectPort(source, source, [
            "File.swift:3: warning: @NSManaged needs Core Data's Objective-C runtime: declare the property as a stored property (or computed over your own storage) by hand",
        ])
    }

    @Test("@UIApplicationMain becomes @main, and the delegate gets the main() that registers it")
    func applicationMain() {
        expectPort("@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n", """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                static func main() {
                    _registerClassForUIApplicationMain(AppDelegate.self) { AppDelegate() }
                    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
                }
            }

            """, [
                "File.swift:1: @UIApplicationMain → @main",
                "File.swift:2: added static func main() registering AppDelegate for UIApplicationMain",
            ])
    }

    @Test("submodule imports become their module; a resulting duplicate import line goes")
    func imports() {
        expectPort("""
            import UIKit
            import UIKit.UIGestureRecognizerSubclass
            import os.log
            import ObjectiveC.runtime
            import class UIKit.UIView
            import Foundation
            """, """
            import UIKit
            import os
            import ObjectiveC
            import class UIKit.UIView
            import Foundation
            """, [
                "File.swift:2: removed import UIKit.UIGestureRecognizerSubclass (import UIKit is already there)",
                "File.swift:3: import os.log → import os",
                "File.swift:4: import ObjectiveC.runtime → import ObjectiveC",
            ])
        expectPort("import UIKit.UIColor\nimport UIKit\n", "import UIKit\n",
                   ["File.swift:1: removed import UIKit.UIColor (import UIKit is already there)"])
    }
}
