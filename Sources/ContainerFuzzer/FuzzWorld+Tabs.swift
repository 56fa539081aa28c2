import UIKit
import UIKitTestingCore

/// The `.all` profile's tab switches animated by the tab bar controller delegate's animator,
/// interactive or not, each checked when it ends: the selection is the new tab when it finished and
/// the old one when it was cancelled.
extension FuzzWorld {
    func installTabParts() {
        for tabBar in tabBars {
            let delegate = FuzzTabDelegate(world: self)
            interaction.tabDelegates.append(delegate)
            tabBar.delegate = delegate
        }
    }

    /// `selectedIndex` or `selectedViewController` set in code with an animator armed (UIKit asks the
    /// delegate only when the tab bar controller is on screen).
    func customSelectTab(_ o: FuzzOperation) {
        guard let tabBar = idleTabBar(o.a), let tabs = tabBar.viewControllers, tabs.count >= 2,
              let delegate = tabBar.delegate as? FuzzTabDelegate, let from = tabBar.selectedViewController else { return }
        let to = tabs[o.b % tabs.count]
        guard to !== from else { return }
        let interactor = armInteractor(o)
        delegate.armed.arm(FuzzAnimator(duration: [0.2, 0.35, 0.5][o.c % 3]), interactor: interactor)
        begin([tabBar] + tabs, navigation: tabBar)
        if o.c % 2 == 0 { tabBar.selectedIndex = o.b % tabs.count } else { tabBar.selectedViewController = to }
        let vended = delegate.armed.vendedInteractor
        delegate.armed.disarm()
        if interactor != nil, !vended { interaction.interactor = nil }
        if tabBar.selectedViewController !== to { fail("\(names(tabBar)) was told to select \(names(to)) but selects \(tabBar.selectedViewController.map(names) ?? "nil")") }
        guard let coordinator = tabBar.transitionCoordinator else { return }
        let what = "\(names(tabBar)) \(names(from))→\(names(to))"
        coordinator.animate(alongsideTransition: nil) { [weak self, weak tabBar, weak from, weak to] context in
            guard let self, let tabBar, let from, let to else { return }
            let expected = context.isCancelled ? from : to
            if tabBar.selectedViewController !== expected {
                fail("\(what) ended \(context.isCancelled ? "cancelled" : "finished") selecting \(tabBar.selectedViewController.map(names) ?? "nil")")
            }
            if context.isCancelled, to.viewIfLoaded?.superview != nil {
                fail("\(what) was cancelled but left \(names(to))'s view in place")
            }
            transitionEnded(interactive: vended, cancelled: context.isCancelled, what: what)
        }
    }
}

extension FuzzWorld {
    /// A tap on the item of tab `o.b` of a shown tab bar controller, through the touch driver, where the
    /// finger lands on that item's button. UIKit selects the tab and tells the delegate
    /// (`tabBarController(_:didSelect:)`, once, with the tab); re-tapping the selected tab of a navigation
    /// controller whose stack is deeper than its root pops it to the root, animated.
    func tabBarTap(_ o: FuzzOperation) {
        guard interaction.finger == nil, windowTakesTouches, let tabBar = idleTabBar(o.a),
              tabBar.viewIfLoaded?.window === window, let tabs = tabBar.viewControllers, !tabs.isEmpty,
              let delegate = tabBar.delegate as? FuzzTabDelegate else { return }
        let buttons = Self.controls(in: tabBar.tabBar).sorted { $0.frame.minX < $1.frame.minX }
        guard buttons.count == tabs.count else { return }
        let index = o.b % tabs.count
        let tab = tabs[index], button = buttons[index]
        let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        guard let hit = window.hitTest(centre, with: nil), hit === button || hit.isDescendant(of: button) else { return }
        let popped = tab === tabBar.selectedViewController ? (tab as? UINavigationController) : nil
        if let popped, popped.viewControllers.count > 1 {
            guard isAvailable(popped, involved) else { return }
            begin([tabBar] + tabs + popped.viewControllers, navigation: popped)
        } else {
            begin([tabBar] + tabs, navigation: nil)
        }
        let stackBefore = popped?.viewControllers.count ?? 0
        delegate.userSelections = []
        tap(button)
        let what = "a tap on \(names(tabBar))'s tab \(index) (\(names(tab)))"
        if tabBar.selectedViewController !== tab {
            fail("\(what) selects \(tabBar.selectedViewController.map(names) ?? "nil")")
        }
        if delegate.userSelections.count != 1 || delegate.userSelections.first !== tab {
            fail("\(what) told the delegate didSelect \(names(delegate.userSelections))")
        }
        if let popped, stackBefore > 1, popped.viewControllers.count != 1 {
            fail("\(what) re-tapped a stack of \(stackBefore) and left \(names(popped.viewControllers))")
        }
        delegate.userSelections = []
    }
}

/// The animator and interactor armed for a container's next transition, each handed out once.
@MainActor
final class FuzzArmedTransition {
    weak var world: FuzzWorld?
    private var animator: UIViewControllerAnimatedTransitioning?
    private var interactor: UIViewControllerInteractiveTransitioning?
    /// Whether the transition now starting took the armed interactor.
    var vendedInteractor = false

    init(world: FuzzWorld) { self.world = world }

    func arm(_ animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?) {
        self.animator = animator
        self.interactor = interactor
        vendedInteractor = false
    }

    func disarm() { animator = nil; interactor = nil; vendedInteractor = false }

    func takeAnimator() -> UIViewControllerAnimatedTransitioning? {
        defer { animator = nil }
        return animator
    }

    func takeInteractor() -> UIViewControllerInteractiveTransitioning? {
        guard let interactor else { return nil }
        self.interactor = nil
        vendedInteractor = true
        world?.interaction.vended = true
        return interactor
    }
}

/// A tab bar controller's delegate: the armed animator and interactor for the next switch only.
@MainActor
final class FuzzTabDelegate: NSObject, UITabBarControllerDelegate {
    let armed: FuzzArmedTransition

    /// The tabs `tabBarController(_:didSelect:)` named since the last user tap was set up.
    var userSelections: [UIViewController] = []

    init(world: FuzzWorld) { armed = FuzzArmedTransition(world: world) }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        userSelections.append(viewController)
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        armed.takeAnimator()
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        armed.takeInteractor()
    }
}
