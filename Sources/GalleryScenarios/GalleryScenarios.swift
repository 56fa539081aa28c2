import Foundation
import StackContainer
import TransitionContainers
import UIKit

/// The scenarios. The first five are the containment recipes, transcribed to Swift as written; the
/// navigation-like container is built from them; the last two break the rules on purpose.
enum GalleryScenarios {
    static let all: [GalleryScenario] = [
        addChild, removeChild, animatedSwitch, plainSwitch, gistSwitch, navigation, sideMenu, misuseForgetful,
        misuseAppearance,
    ]

    /// A child view controller with a coloured view, as in the recipes. Its view loads when the
    /// recipe first touches it, so the log shows viewDidLoad where UIKit sends it.
    @MainActor
    static func content(_ color: UIColor) -> UIViewController { ColorViewController(color: color) }

    /// Adds `child` to the stage's container with the add recipe and lets the turn end (set-up).
    @MainActor
    static func addForSetup(_ child: UIViewController, _ stage: GalleryStage) {
        let parent = stage.container
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        stage.wait(0)
    }

    static let addChild = GalleryScenario(
        name: "add-child", summary: "add a child with the recipe: addChild, addSubview, didMove", expectedFindings: []
    ) { stage in
        let parent = stage.container
        let currentVC = content(.systemBlue)
        stage.name("A", currentVC)
        stage.step("addChild(A); A.view.frame = …; view.addSubview(A.view); A.didMove(toParent: P)")
        parent.addChild(currentVC)
        currentVC.view.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width,
                                      height: UIScreen.main.bounds.height - 49)
        parent.view.addSubview(currentVC.view)
        currentVC.didMove(toParent: parent)
        stage.wait(0.1)
    }

    static let removeChild = GalleryScenario(
        name: "remove-child", summary: "remove a child: willMove(nil), removeFromSuperview, removeFromParent",
        expectedFindings: []
    ) { stage in
        let content = content(.systemGreen)
        stage.name("A", content)
        addForSetup(content, stage)
        stage.startRecording()
        stage.step("A.willMove(toParent: nil); A.view.removeFromSuperview(); A.removeFromParent()")
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
        stage.wait(0.1)
    }

    static let animatedSwitch = GalleryScenario(
        name: "animated-switch", summary: "switch children with transition(from:to:) over 0.25 s",
        expectedFindings: []
    ) { stage in
        let parent = stage.container
        let oldVC = content(.systemOrange), newVC = content(.systemPurple)
        stage.name("A", oldVC)
        stage.name("B", newVC)
        addForSetup(oldVC, stage)
        stage.startRecording()
        stage.step("A.willMove(toParent: nil); addChild(B); B.view.frame = .zero")
        oldVC.willMove(toParent: nil)
        parent.addChild(newVC)
        newVC.view.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        stage.step("transition(from: A, to: B, duration: 0.25) animating the frames")
        parent.transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            oldVC.view.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
            newVC.view.frame = oldVC.view.frame
        }, completion: { _ in
            // Remove the old view controller and send the final notification to the new view controller.
            oldVC.removeFromParent()
            newVC.didMove(toParent: parent)
        })
        stage.step("wait for the animation (0.25 s)")
        stage.wait(0.35)
    }

    static let plainSwitch = GalleryScenario(
        name: "plain-switch", summary: "switch children without animation", expectedFindings: []
    ) { stage in
        let parent = stage.container
        let oldVC = content(.systemTeal), newVC = content(.systemPink)
        stage.name("A", oldVC)
        stage.name("B", newVC)
        addForSetup(oldVC, stage)
        stage.startRecording()
        stage.step("A.willMove(nil); addChild(B); add B.view; A.removeFromParent(); remove A.view; B.didMove(P)")
        oldVC.willMove(toParent: nil)
        parent.addChild(newVC)
        newVC.view.frame = oldVC.view.frame
        parent.view.addSubview(newVC.view)
        oldVC.removeFromParent()
        oldVC.view.removeFromSuperview()
        newVC.didMove(toParent: parent)
        stage.wait(0.1)
    }

    static let gistSwitch = GalleryScenario(
        name: "gist-switch", summary: "the gist's variant: duration 0, willMove(nil) inside the completion",
        expectedFindings: []
    ) { stage in
        let parent = stage.container
        let fromVC = content(.systemYellow), toVC = content(.systemIndigo)
        stage.name("A", fromVC)
        stage.name("B", toVC)
        addForSetup(fromVC, stage)
        stage.startRecording()
        stage.step("addChild(B); transition(from: A, to: B, duration: 0.0, options: .transitionNone)")
        parent.addChild(toVC)
        parent.transition(from: fromVC, to: toVC, duration: 0.0, options: [], animations: nil) { _ in
            fromVC.willMove(toParent: nil)
            fromVC.removeFromParent()
            toVC.didMove(toParent: parent)
        }
        stage.step("the completion runs on the next turn")
        stage.wait(0.1)
    }

    static let navigation = GalleryScenario(
        name: "navigation",
        summary: "a navigation-like container built from the recipes (Examples/StackContainer): push, push, pop, pop",
        expectedFindings: [], recordsWindowSetup: true,
        makeContainer: {
            let root = content(.systemBackground)
            let nav = StackContainerViewController(rootViewController: root)
            return (nav, ["Nav": nav, "Root": root])
        }
    ) { stage in
        let nav = stage.container as! StackContainerViewController
        let detail = content(.systemBlue), more = content(.systemGreen)
        stage.name("Detail", detail)
        stage.name("More", more)
        stage.step("push Detail, animated 0.3 s")
        nav.push(detail, animated: true)
        stage.wait(0.4)
        stage.step("push More, animated 0.3 s")
        nav.push(more, animated: true)
        stage.wait(0.4)
        stage.step("pop More, animated 0.3 s")
        nav.pop(animated: true)
        stage.wait(0.4)
        stage.step("pop Detail, not animated")
        nav.pop(animated: false)
        stage.wait(0.1)
    }

    static let sideMenu = GalleryScenario(
        name: "side-menu",
        summary: "a side menu presented by a custom animator (Examples/TransitionContainers): open, close, then an interactive open released early that cancels",
        expectedFindings: [],
        makeContainer: {
            let page = content(.systemBackground), menu = content(.systemIndigo)
            let container = SideMenuContainerViewController(content: page, menu: menu)
            return (container, ["Side": container, "Content": page, "Menu": menu])
        }
    ) { stage in
        let container = stage.container as! SideMenuContainerViewController
        stage.step("open the menu: a custom presentation, animated by the container's own animator")
        container.openMenu(animated: true)
        stage.wait(0.5)
        stage.step("close the menu, animated")
        container.closeMenu(animated: true)
        stage.wait(0.5)
        stage.step("begin an interactive open and drag it to 40 %")
        container.beginInteractiveOpen()
        stage.wait(0.1)
        container.updateInteractiveOpen(0.4)
        stage.wait(0.1)
        stage.step("release early: the interaction cancels and the menu slides back, never presented")
        container.cancelInteractiveOpen()
        stage.wait(0.5)
    }

    static let misuseForgetful = GalleryScenario(
        name: "misuse-forgetful",
        summary: "misuse: no didMove after addChild; removeFromParent without willMove(nil), view left behind",
        expectedFindings: ["missing-didMove", "removeFromParent-without-willMove", "view-left-after-removal"]
    ) { stage in
        let parent = stage.container
        let child = content(.systemRed)
        stage.name("A", child)
        stage.step("addChild(A); view.addSubview(A.view), and no didMove(toParent:)")
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        stage.wait(0.1)
        stage.step("A.removeFromParent() with no willMove(toParent: nil), leaving A.view in place")
        child.removeFromParent()
        stage.wait(0.1)
    }

    static let misuseAppearance = GalleryScenario(
        name: "misuse-appearance",
        summary: "misuse: appearance called directly, a view without addChild, the destination's view added by hand",
        expectedFindings: ["direct-appearance-call", "direct-appearance-call", "view-without-addChild",
                           "unbalanced-appearance-transition"]
    ) { stage in
        let parent = stage.container
        let child = content(.systemBlue), orphan = content(.systemGray), next = content(.systemOrange)
        stage.name("A", child)
        stage.name("O", orphan)
        stage.name("B", next)
        addForSetup(child, stage)
        stage.startRecording()
        stage.step("A.viewWillAppear(true); A.viewDidAppear(true), called directly by the container")
        child.viewWillAppear(true)
        child.viewDidAppear(true)
        stage.step("view.addSubview(O.view) without addChild(O)")
        orphan.view.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        parent.view.addSubview(orphan.view)
        stage.wait(0.1)
        stage.step("A.willMove(nil); addChild(B); view.addSubview(B.view) by hand; transition(from: A, to: B, 0.25 s)")
        child.willMove(toParent: nil)
        parent.addChild(next)
        let bounds = parent.view.bounds
        next.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
        parent.view.addSubview(next.view)
        parent.transition(from: child, to: next, duration: 0.25, options: [], animations: {
            next.view.frame = bounds
            child.view.frame = bounds.offsetBy(dx: -bounds.width, dy: 0)
        }, completion: { _ in
            child.removeFromParent()
            next.didMove(toParent: parent)
        })
        stage.wait(0.35)
    }
}

/// A content view controller whose view has a background colour.
@MainActor
final class ColorViewController: UIViewController {
    let color: UIColor
    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}
