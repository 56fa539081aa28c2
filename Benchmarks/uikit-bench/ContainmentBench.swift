import Foundation
import UIKit
import UIKitTestingCore

/// Containment and hierarchy costs as n grows from 1,000 to 10,000: UIKit is linear here, so the
/// 10k/1k ratio should be near 10 (a quadratic implementation shows about 100).
@MainActor
enum ContainmentBench {
    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// Best of three runs of `body(n)`, in milliseconds.
    static func best(_ n: Int, _ body: (Int) -> Void) -> Double {
        (0..<3).map { _ in time { body(n) } }.min()!
    }

    static func subviews(_ n: Int) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        for _ in 0..<n { container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
        spin()
        container.subviews.forEach { $0.removeFromSuperview() }
        spin()
        window.isHidden = true
    }

    static func children(_ n: Int) {
        let parent = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        spin()
        for _ in 0..<n {
            let child = UIViewController()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        spin()
        for child in parent.children {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        spin()
        window.isHidden = true
    }

    /// n pushes then n pops through the transition driver (not animated, one turn each, on screen).
    static func pushPop(_ n: Int) {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        spin()
        for _ in 0..<n {
            navigation.pushViewController(UIViewController(), animated: false)
            spin()
        }
        for _ in 0..<n {
            navigation.popViewController(animated: false)
            spin()
        }
        window.isHidden = true
    }

    static func run() {
        print("uikit-bench: containment and hierarchy, 1,000 vs 10,000 (best of 3; ratio ≈ 10 means linear)")
        for (name, body) in [("add n subviews, remove them front to back", subviews as (Int) -> Void),
                             ("add n children (recipe), remove them in order", children),
                             ("push n controllers, then pop them (a turn each)", pushPop)] {
            let small = best(1_000, body), large = best(10_000, body)
            print("  \(name.padding(toLength: 48, withPad: " ", startingAt: 0)) 1k: \(String(format: "%7.2f", small)) ms   10k: \(String(format: "%8.2f", large)) ms   ratio \(String(format: "%.1f", large / small))×")
        }
    }
}
