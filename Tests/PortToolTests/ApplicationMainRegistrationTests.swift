import PortTool
import Testing

/// `uikit-port` gives a `@main` app delegate the `static func main()` that `UIApplicationMain` needs on
/// Linux: the delegate and the folder's scene delegates registered by name, then `UIApplicationMain`.
@Suite("The class registration UIApplicationMain needs for @main app delegates")
struct ApplicationMainRegistrationTests {
    @Test("a @main delegate with members: main() goes at the end of its body, in its indentation")
    func mainDelegateWithMembers() {
        expectPort("""
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
              var window: UIWindow?

              func application(_ application: UIApplication,
                               didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                true
              }
            }
            """, """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
              var window: UIWindow?

              func application(_ application: UIApplication,
                               didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                true
              }

              static func main() {
                  _registerClassForUIApplicationMain(AppDelegate.self) { AppDelegate() }
                  UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
              }
            }
            """, ["File.swift:4: added static func main() registering AppDelegate for UIApplicationMain"])
    }

    @Test("scene delegates anywhere in the folder (directly, by extension, through a superclass) are registered too")
    func sceneDelegatesAcrossFiles() {
        let (texts, report) = portFiles([
            ("App/AppDelegate.swift", """
                import UIKit

                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
                        configuration.delegateClass = SceneDelegate.self
                        return configuration
                    }
                }
                """),
            ("App/SceneDelegate.swift", """
                import UIKit

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }

                class ExternalDisplayDelegate: UIResponder {}
                extension ExternalDisplayDelegate: UISceneDelegate {}

                class DebugSceneDelegate: SceneDelegate {}

                class Unrelated: UIResponder {}
                """),
        ])
        #expect(texts["App/AppDelegate.swift"] == """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                                 options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
                    configuration.delegateClass = SceneDelegate.self
                    return configuration
                }

                static func main() {
                    _registerClassForUIApplicationMain(AppDelegate.self) { AppDelegate() }
                    _registerClassForUIApplicationMain(DebugSceneDelegate.self) { DebugSceneDelegate() }
                    _registerClassForUIApplicationMain(ExternalDisplayDelegate.self) { ExternalDisplayDelegate() }
                    _registerClassForUIApplicationMain(SceneDelegate.self) { SceneDelegate() }
                    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
                }
            }
            """)
        #expect(report == [
            "App/AppDelegate.swift:4: added static func main() registering AppDelegate, DebugSceneDelegate, ExternalDisplayDelegate, SceneDelegate for UIApplicationMain",
        ])
    }

    @Test("a delegate that conforms in an extension is found; one with its own static main() is left alone")
    func conformanceByExtensionAndOwnMain() {
        expectPort("""
            @main
            class AppDelegate: UIResponder {}
            extension AppDelegate: UIApplicationDelegate {}
            """, """
            @main
            class AppDelegate: UIResponder {
                static func main() {
                    _registerClassForUIApplicationMain(AppDelegate.self) { AppDelegate() }
                    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
                }
            }
            extension AppDelegate: UIApplicationDelegate {}
            """, ["File.swift:2: added static func main() registering AppDelegate for UIApplicationMain"])
        let own = """
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                static func main() {
                    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "AppDelegate")
                }
            }
            """
        expectPort(own, own, [])
    }

    @Test("@main on something that is not an app delegate (a command-line tool) is not touched")
    func otherMainTypes() {
        let source = """
            @main
            struct Tool {
                static func main() {}
            }

            @main
            class Runner {
                static func run() {}
            }
            """
        expectPort(source, source, [])
    }
}
