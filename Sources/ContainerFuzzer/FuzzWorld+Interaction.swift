import QuartzCore
import UIKit
import UIKitTestingCore

/// The `.all` profile's operations: custom and interactive transitions, presentation controllers and
/// sheets, a finger through the touch driver (the interactive pop, pans) and scroll views, with the
/// model's expectations checked when each transition ends and at every idle point.
extension FuzzWorld {
    /// The styles whose transitions a transitioning delegate animates.
    static let customStyles: [UIModalPresentationStyle] = [.custom, .fullScreen, .overFullScreen, .overCurrentContext]

    /// Gives the plain controllers' views a scroll view each and the navigation controllers a delegate.
    func installInteractionParts() {
        for controller in plain {
            let view = controller.view!
            // A fixed size: whether a scroll view resized while scrolled to an edge keeps its offset (the
            // port does; iOS may pin it) is not the fuzzer's question.
            let scroll = UIScrollView(frame: CGRect(x: 40, y: 100, width: 240, height: 400))
            scroll.contentSize = CGSize(width: 600, height: 1600)
            scroll.delegate = interaction.scrollDelegate
            view.addSubview(scroll)
            interaction.scrollViews.append(scroll)
        }
        interaction.scrollDelegate.world = self
        for navigation in navigations {
            let delegate = FuzzNavigationDelegate(world: self)
            interaction.navigationDelegates.append(delegate)
            navigation.delegate = delegate
        }
        interaction.vendor.world = self
        installPageParts()
        installTabParts()
    }

    func performInteraction(_ o: FuzzOperation) {
        switch o.kind {
        case .customPresent: customPresent(o)
        case .interruptiblePresent: customPresent(o, interruptible: true)
        case .interruptibleNavigation: if (o.c >> 11) & 1 == 0 { customPush(o, interruptible: true) } else { customPop(o, interruptible: true) }
        case .interactivePause: interactivePause()
        case .sheetDimmingTap: sheetDimmingTap(o)
        case .tabBarTap: tabBarTap(o)
        case .customDismiss: customDismiss(o)
        case .sheetDetent: sheetDetent(o)
        case .customPush: customPush(o)
        case .customPop: customPop(o)
        case .interactiveUpdate:
            guard let interactor = interaction.interactor, interaction.vended, interaction.outcome == nil,
                  !interaction.runsFree else { return }
            interactor.update(CGFloat(o.a % 101) / 100)
        case .interactiveFinish: endInteraction(cancelled: false)
        case .interactiveCancel: endInteraction(cancelled: true)
        case .edgePan: edgePan(o)
        case .touchMove: touchMove(o)
        case .touchLift: interaction.finger?.lift(); interaction.finger = nil
        case .touchCancel: interaction.finger?.cancel(); interaction.finger = nil
        case .scrollDrag: scrollDrag(o)
        case .scrollTo: scrollTo(o)
        case .pageHost: pageHost(o)
        case .pageTurn: pageTurn(o)
        case .pageDrag: pageDrag(o)
        case .customSelectTab: customSelectTab(o)
        case .popoverPresent: popoverPresent(o)
        case .tapOutside: tapOutside(o)
        case .alertPresent: alertPresent(o)
        case .alertTap: alertTap(o)
        default: break
        }
    }

    // MARK: Interactors

    /// A new interactor for the next transition, when none is armed or running.
    func armInteractor(_ o: FuzzOperation, interruptible: Bool = false) -> UIPercentDrivenInteractiveTransition? {
        guard interaction.interactor == nil, (o.c >> 5) & 1 == 1, o.animated else { return nil }
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionSpeed = [1, 0.5, 2][(o.c >> 6) % 3]
        // An interruptible animator may start running, for `pause()` to make the transition interactive.
        if interruptible, (o.c >> 12) & 1 == 1 { interactor.wantsInteractiveStart = false }
        interaction.interactor = interactor
        interaction.vended = false
        interaction.outcome = nil
        interaction.paused = false
        return interactor
    }

    /// The client ends its interaction; the outcome is what the transition must report.
    private func endInteraction(cancelled: Bool) {
        guard let interactor = interaction.interactor, interaction.vended, interaction.outcome == nil,
              !interaction.runsFree else { return }
        interaction.outcome = cancelled
        if cancelled { interactor.cancel() } else { interactor.finish() }
    }

    /// A transition that used the interactor has ended: checks its outcome and lets the interactor go.
    func transitionEnded(interactive: Bool, cancelled: Bool, what: String) {
        guard interactive else {
            if cancelled { fail("\(what) was cancelled without an interactor") }
            return
        }
        if let expected = interaction.outcome, expected != cancelled {
            fail("\(what) ended \(cancelled ? "cancelled" : "finished") but its interactor was \(expected ? "cancelled" : "finished")")
        }
        interaction.interactor = nil
        interaction.vended = false
        interaction.outcome = nil
    }

    /// Before a settle: the finger lifts and the client ends an interaction still open; an interactor
    /// nobody asked for is dropped.
    func endOpenInteractions() {
        interaction.finger?.lift()
        interaction.finger = nil
        if interaction.interactor != nil, !interaction.vended { interaction.interactor = nil }
        for delegate in interaction.navigationDelegates { delegate.disarm() }
        interaction.vendor.disarm()
        endInteraction(cancelled: interaction.settles % 2 == 0)
        interaction.settles += 1
    }

    /// A finger may start a transition no operation asked for: a sheet dragged down, a popover's outside
    /// tap. Each presented controller with a coordinator that no presentation in flight accounts for is
    /// in flight until it has none; presenting from it meanwhile logs "while a presentation is in
    /// progress", on iOS too (spec §6). A container change in flight does not account for it: it may end
    /// before the dismissal does (a tab switch settling while a drag dismisses the tab bar controller's
    /// sheet; seed 19, episode 9589201963121027248).
    func noteUserDrivenTransitions() {
        let accounted = involvedInPresentations
        for controller in presentationChain.dropFirst() where !accounted.contains(ObjectIdentifier(controller)) {
            guard controller.transitionCoordinator != nil, let presenter = controller.presentingViewController else { continue }
            begin([presenter, controller], isPresentation: true,
                  until: { [weak controller] in controller?.transitionCoordinator == nil })
        }
    }

    // MARK: Custom presentation

    /// A presentation through the transitioning delegate; an `interruptible` one gets an interruptible
    /// animator, and its interactor may let it start running (to be paused later).
    private func customPresent(_ o: FuzzOperation, interruptible: Bool = false) {
        guard canPresent, !windowTreeIsInFlight, let top = presentationChain.last else { return }
        guard let presenter = pick(presenters(in: top), o.a), let presented = pick(free(from: all), o.b) else { return }
        let style = Self.customStyles[o.c % Self.customStyles.count]
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = interaction.vendor
        interaction.vendor.usesPresentationController = (o.c >> 3) & 1 == 1
        interaction.vendor.removesPresenter = (o.c >> 4) & 1 == 1
        interaction.vendor.armed = armInteractor(o, interruptible: interruptible)
        interaction.vendor.interruptible = interruptible
        defer { interaction.vendor.interruptible = false }
        let interactive = interaction.vendor.armed != nil
        if interactive { interaction.driven = presented }
        let (id, done) = completion()
        begin([presenter, presented, top], completion: id, isPresentation: true)
        let name = names(presented)
        presenter.present(presented, animated: o.animated) { [weak self, weak presented] in
            done()
            guard let self, let presented else { return }
            let cancelled = presented.presentingViewController == nil
            transitionEnded(interactive: interactive, cancelled: cancelled, what: "the presentation of \(name)")
        }
        interaction.vendor.disarm()
        if interactive, !interaction.vended { interaction.interactor = nil }
    }

    private func customDismiss(_ o: FuzzOperation) {
        let chain = presentationChain
        guard canPresent, !windowTreeIsInFlight, chain.count >= 2, let top = chain.last,
              let presenter = top.presentingViewController else { return }
        let busy = involved
        guard !subtree(top).contains(where: { busy.contains(ObjectIdentifier($0)) }) else { return }
        let usesVendor = top.transitioningDelegate === interaction.vendor
            && Self.customStyles.contains(top.modalPresentationStyle)
        interaction.vendor.armed = usesVendor ? armInteractor(o) : nil
        let interactive = interaction.vendor.armed != nil
        let (id, done) = completion()
        begin([presenter, top], completion: id, isPresentation: true)
        let name = names(top)
        top.dismiss(animated: o.animated) { [weak self, weak top] in
            done()
            guard let self, let top else { return }
            let cancelled = top.presentingViewController != nil
            transitionEnded(interactive: interactive, cancelled: cancelled, what: "the dismissal of \(name)")
        }
        interaction.vendor.disarm()
        if interactive, !interaction.vended { interaction.interactor = nil }
    }

    private func sheetDetent(_ o: FuzzOperation) {
        let busy = involved
        let sheets = presentationChain.dropFirst().filter {
            ($0.modalPresentationStyle == .pageSheet || $0.modalPresentationStyle == .formSheet)
                && !busy.contains(ObjectIdentifier($0))
        }.compactMap(\.sheetPresentationController)
        guard let sheet = pick(sheets, o.a) else { return }
        let change = {
            sheet.detents = o.b % 2 == 0 ? [.medium(), .large()] : [.large()]
            sheet.selectedDetentIdentifier = o.c % 3 == 0 ? nil : (o.c % 3 == 1 ? .large : .medium)
        }
        if o.animated { sheet.animateChanges(change) } else { change() }
    }

    // MARK: Custom navigation

    private func delegate(of navigation: UINavigationController) -> FuzzNavigationDelegate? {
        navigation.delegate as? FuzzNavigationDelegate
    }

    func customPush(_ o: FuzzOperation, interruptible: Bool = false) {
        guard let navigation = idleNavigation(o.a), let delegate = delegate(of: navigation),
              let pushed = pick(free(from: plain).filter { !isAncestor($0, of: navigation) }, o.b) else { return }
        delegate.arm(Self.animator(duration: [0.2, 0.35, 0.5][o.c % 3], interruptible: interruptible), interactor: nil)
        begin([navigation] + navigation.viewControllers + [pushed], navigation: navigation)
        navigation.pushViewController(pushed, animated: o.animated)
    }

    func customPop(_ o: FuzzOperation, interruptible: Bool = false) {
        guard let navigation = idleNavigation(o.a), navigation.viewControllers.count >= 2,
              let delegate = delegate(of: navigation) else { return }
        let interactor = armInteractor(o, interruptible: interruptible)
        delegate.arm(Self.animator(duration: [0.2, 0.35, 0.5][o.c % 3], interruptible: interruptible), interactor: interactor)
        // Only the transition an interactor was armed for is the one `pause()` is checked against.
        if interactor != nil { interaction.driven = navigation }
        begin([navigation] + navigation.viewControllers, navigation: navigation)
        navigation.popViewController(animated: o.animated)
    }

    /// The navigation delegate's willShow: checks how the transition ends.
    func navigationWillShow(_ navigation: UINavigationController, interactive: Bool) {
        guard let coordinator = navigation.transitionCoordinator,
              let from = coordinator.viewController(forKey: .from), let to = coordinator.viewController(forKey: .to)
        else { return }
        let fromName = names(from), toName = names(to)
        coordinator.animate(alongsideTransition: nil) { [weak self, weak navigation, weak from, weak to] context in
            guard let self, let navigation, let from, let to else { return }
            let cancelled = context.isCancelled
            let top = navigation.topViewController
            if cancelled ? top !== from : top !== to {
                fail("\(names(navigation)) \(fromName)→\(toName) ended \(cancelled ? "cancelled" : "finished") with \(top.map(names) ?? "nil") on top")
            }
            if cancelled, to.viewIfLoaded?.superview != nil, !navigation.viewControllers.contains(where: { $0 === to }) {
                fail("\(names(navigation)) cancelled \(fromName)→\(toName) left \(toName)'s view in place")
            }
            // The built-in pop interactor (the edge pan) decides by the finger; nothing to compare.
            if context.initiallyInteractive && !interactive { return }
            transitionEnded(interactive: interactive, cancelled: cancelled,
                            what: "\(names(navigation)) \(fromName)→\(toName)")
        }
    }

    // MARK: Touches

    /// Navigation controllers whose views hold the view a touch at `point` (window coordinates) hits.
    private func navigations(under point: CGPoint) -> [UINavigationController] {
        guard let hit = window.hitTest(point, with: nil) else { return [] }
        return navigations.filter { $0.viewIfLoaded.map { hit.isDescendant(of: $0) } ?? false }
    }

    /// Whether a finger may go down: the window shows a root and no presentation transition runs. iOS
    /// (and the port) ignore new touches while one runs without an interactor (spec §14.7); the model
    /// does not follow dropped fingers, so the fuzzer does not touch then.
    var windowTakesTouches: Bool { !window.isHidden && window.rootViewController != nil && !presentationInFlight }

    private func edgePan(_ o: FuzzOperation) {
        guard interaction.finger == nil, windowTakesTouches else { return }
        let start = CGPoint(x: 5, y: window.bounds.midY + CGFloat(o.b % 200) - 100)
        let under = navigations(under: start)
        let busy = involved
        let pagers = containersUnder(start).compactMap { $0 as? UIPageViewController }
        guard under.allSatisfy({ isIdle($0, busy) }), pagers.allSatisfy({ isIdle($0, busy) }),
              fingerMayGoDown(at: start, staysDown: true) else { return }
        for navigation in under { begin([navigation] + navigation.viewControllers, navigation: navigation) }
        // A page view controller under a finger that stays down is the user's until it lifts.
        for pager in pagers { begin([pager], until: { [weak self] in self?.interaction.finger == nil }) }
        forgetExpectedOffsets(under: start)
        let finger = SimulatedTouch.down(at: start, in: window)
        interaction.finger = finger
        let end = CGPoint(x: 20 + CGFloat(o.a % 300), y: start.y)
        for step in 1...3 {
            clock.advance(by: 1.0 / 60)
            finger.move(to: CGPoint(x: start.x + (end.x - start.x) * CGFloat(step) / 3, y: start.y), in: window)
        }
    }

    private func touchMove(_ o: FuzzOperation) {
        guard let finger = interaction.finger else { return }
        let from = finger.screenLocation
        let dx = CGFloat(o.a % 161) - 80, dy = CGFloat(o.b % 41) - 20
        for step in 1...2 {
            clock.advance(by: 1.0 / 60)
            let point = CGPoint(x: min(max(from.x + dx * CGFloat(step) / 2, 0), window.bounds.width),
                                y: min(max(from.y + dy * CGFloat(step) / 2, 0), window.bounds.height))
            finger.move(to: point, in: window)
        }
    }

    // MARK: Scroll views

    private var scrollViewsOnScreen: [UIScrollView] {
        interaction.scrollViews.filter { $0.window === window }
    }

    private func scrollDrag(_ o: FuzzOperation) {
        guard interaction.finger == nil, windowTakesTouches, let scroll = pick(scrollViewsOnScreen, o.a) else { return }
        let start = scroll.convert(CGPoint(x: scroll.bounds.midX, y: scroll.bounds.midY), to: window)
        let busy = involved
        guard containersUnder(start).allSatisfy({ isIdle($0, busy) }), fingerMayGoDown(at: start, staysDown: false) else { return }
        let end = CGPoint(x: start.x + CGFloat(o.b % 301) - 150, y: start.y + CGFloat(o.c % 401) - 200)
        forgetExpectedOffsets(under: start)
        drag(window, from: start, to: end, duration: [0.05, 0.1, 0.3][(o.c >> 9) % 3])
    }

    /// A finger going down at `point` (window coordinates) may drag every scroll view that holds the
    /// view it hits: where they rest is the finger's doing, not `setContentOffset`'s.
    func forgetExpectedOffsets(under point: CGPoint) {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            if let scroll = current as? UIScrollView { interaction.expectedOffsets[ObjectIdentifier(scroll)] = nil }
            view = current.superview
        }
    }

    /// The offsets a scroll view can rest at.
    static func offsetRange(of scroll: UIScrollView) -> (min: CGPoint, max: CGPoint) {
        let inset = scroll.adjustedContentInset
        let low = CGPoint(x: -inset.left, y: -inset.top)
        let high = CGPoint(x: max(low.x, scroll.contentSize.width + inset.right - scroll.bounds.width),
                           y: max(low.y, scroll.contentSize.height + inset.bottom - scroll.bounds.height))
        return (low, high)
    }

    private func scrollTo(_ o: FuzzOperation) {
        let loaded = interaction.scrollViews.filter { !$0.isTracking && !$0.isDragging }
        guard let scroll = pick(loaded, o.a) else { return }
        let (low, high) = Self.offsetRange(of: scroll)
        let target = CGPoint(x: (low.x + (high.x - low.x) * CGFloat(o.b % 101) / 100).rounded(),
                             y: (low.y + (high.y - low.y) * CGFloat(o.c % 101) / 100).rounded())
        interaction.expectedOffsets[ObjectIdentifier(scroll)] = target
        interaction.edgesWhenSent[ObjectIdentifier(scroll)] = low
        // Animated, it comes to rest at the target when the animation ends; the edge it rests at then is
        // noted by the scroll delegate (`arrived(_:)`).
        scroll.setContentOffset(target, animated: o.animated)
    }

    /// An animated `setContentOffset` came to rest where it was sent: the edge that counts for the
    /// resting-at-the-edge rule is the one it has now. An adjusted inset that changed mid-animation did
    /// not move it (the animation holds its target, spec §20.6), so it follows an edge only from here on
    /// (seed 7, episode 4036538631689716951).
    func arrived(_ scroll: UIScrollView) {
        let key = ObjectIdentifier(scroll)
        guard interaction.expectedOffsets[key] != nil else { return }
        interaction.edgesWhenSent[key] = Self.offsetRange(of: scroll).min
    }

    /// After settling, a scroll view the finger left is at rest: not tracking, dragging or
    /// decelerating, inside its range, and at the offset it was last sent to programmatically.
    func checkScrollViewsAtIdle() {
        for (index, scroll) in interaction.scrollViews.enumerated() {
            invariantChecks += 1
            let name = "V\(index).scroll"
            if scroll.isTracking || scroll.isDragging || scroll.isDecelerating {
                fail("at idle \(name) is still moving (tracking \(scroll.isTracking), dragging \(scroll.isDragging), decelerating \(scroll.isDecelerating))")
            }
            // A scroll view out of the window, or in a hidden one, is not laid out, so it has not yet
            // taken in a safe-area change (leaving a navigation controller drops its bar's part): its
            // offset is checked against its range once it is shown (seed 7, episode 10925804002442173722).
            // An offset `setContentOffset` sent (the finger has not moved it since) is checked below, not
            // against the range: the range it was inside when sent may have moved since (an inset that
            // changed under it), and neither iOS nor the port clamps a programmatic offset (seed 7,
            // episode 11325731094682695777).
            let offset = scroll.contentOffset, (low, high) = Self.offsetRange(of: scroll)
            let sentInCode = interaction.expectedOffsets[ObjectIdentifier(scroll)] != nil
            if !sentInCode, let window = scroll.window, !window.isHidden, offset.x < low.x - 0.5 || offset.x > high.x + 0.5 || offset.y < low.y - 0.5 || offset.y > high.y + 0.5 {
                fail("at idle \(name) rests at \(offset) outside \(low)…\(high)")
            }
            // Come to rest at its top (or left) edge where it was sent, it stays at the edge when the
            // adjusted inset moves it later (a bar growing or going away): the port's rule for a scroll
            // view resting at its edge; a move mid-animation does not count (see `arrived(_:)`). Out of the
            // window, or in a hidden one, it is not laid out and has not taken in its inset: it is checked
            // once it is shown again.
            var expected = interaction.expectedOffsets[ObjectIdentifier(scroll)]
            if let sent = expected, let edge = interaction.edgesWhenSent[ObjectIdentifier(scroll)] {
                if sent.x == edge.x { expected?.x = low.x }
                if sent.y == edge.y { expected?.y = low.y }
            }
            if let window = scroll.window, !window.isHidden, let expected, abs(expected.x - offset.x) > 0.5 || abs(expected.y - offset.y) > 0.5 {
                fail("at idle \(name) is at \(offset), not at \(expected) where setContentOffset sent it")
            }
        }
    }

    /// The scroll views in a window, and those out of every window that `setContentOffset` sent somewhere
    /// or that still move, one line each (offset, adjusted inset, motion), for a trace.
    var scrollViewTrace: [String] {
        interaction.scrollViews.enumerated().filter { _, scroll in
            scroll.window != nil || interaction.expectedOffsets[ObjectIdentifier(scroll)] != nil
                || scroll.isScrollAnimating || scroll.isDecelerating
        }.map { index, scroll in
            let inset = scroll.adjustedContentInset
            return "  V\(index).scroll at \(scroll.contentOffset) adjusted top \(inset.top) left \(inset.left)"
                + (scroll.window == nil ? " (in no window)" : "")
                + (scroll.isTracking ? " tracking" : "") + (scroll.isDragging ? " dragging" : "")
                + (scroll.isDecelerating ? " decelerating" : "") + (scroll.isScrollAnimating ? " animating" : "")
        }
    }

    /// Whether a scroll view is still moving on its own (a fling, a bounce, an animated offset).
    var scrollViewsAreMoving: Bool {
        interaction.scrollViews.contains { $0.isDecelerating || $0.isDragging }
    }
}

/// The `.all` profile's state in a world.
@MainActor
final class FuzzInteractionState {
    var scrollViews: [UIScrollView] = []
    var navigationDelegates: [FuzzNavigationDelegate] = []
    let vendor = FuzzTransitionVendor()
    /// The interactor of the interactive transition armed or running; one at a time.
    var interactor: UIPercentDrivenInteractiveTransition?
    /// Whether UIKit asked for it (the transition is interactive).
    var vended = false
    /// How the client ended the interaction: true for cancel.
    var outcome: Bool?
    var finger: SimulatedTouch?
    /// Whether the client paused the transition its interactor let start running.
    var paused = false
    /// The controller whose transition coordinator shows whether that transition is interactive now.
    weak var driven: UIViewController?
    /// Whether the transition runs on its own: its interactor let it start running and nobody paused it
    /// yet. The client updates, finishes or cancels only an interactive transition.
    var runsFree: Bool { interactor?.wantsInteractiveStart == false && !paused }
    var expectedOffsets: [ObjectIdentifier: CGPoint] = [:]
    /// The top-left edge (the smallest offsets) each of those scroll views had when it came to rest where
    /// it was sent: at once when not animated, at the animation's end otherwise.
    var edgesWhenSent: [ObjectIdentifier: CGPoint] = [:]
    /// The delegate of every scroll view, which hears when an animated offset arrives.
    let scrollDelegate = FuzzScrollDelegate()
    var settles = 0
    var pageBooks: [FuzzPageBook] = []
    var tabDelegates: [FuzzTabDelegate] = []
    /// Popover delegates (a popover holds its delegate weakly) and the alerts presented, in order.
    var popoverDelegates: [FuzzPopoverDelegate] = []
    var alerts: [FuzzAlertRecord] = []
    /// Objects an operation made for itself (alerts, popover delegates), for the leak check.
    var transients: [(name: String, object: FuzzWeak)] = []
}

/// The scroll views' delegate: tells the world when an animated `setContentOffset` ends.
@MainActor
final class FuzzScrollDelegate: NSObject, UIScrollViewDelegate {
    weak var world: FuzzWorld?

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { world?.arrived(scrollView) }
}

/// A weak reference, for objects the world must not keep alive.
final class FuzzWeak {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}

/// The fuzzer's animator: the to view fades in at its final frame while the from view fades out.
@MainActor
final class FuzzAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let toView = context.view(forKey: .to), fromView = context.view(forKey: .from)
        FuzzInterruptibleAnimator.place(context)
        guard context.isAnimated else {
            context.completeTransition(true)
            return
        }
        toView?.alpha = 0
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            toView?.alpha = 1
            fromView?.alpha = 0
        }, completion: { _ in
            toView?.alpha = 1
            fromView?.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// A presentation controller inset from the container, keeping or removing the presenter's view.
@MainActor
final class FuzzPresentationController: UIPresentationController {
    var removesPresenter = false
    override var shouldRemovePresentersView: Bool { removesPresenter }
    override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: 20, dy: 60)
    }
}

/// The transitioning delegate of custom presentations: a new animator each time, the armed
/// interactor once, and a presentation controller when asked to.
@MainActor
final class FuzzTransitionVendor: NSObject, UIViewControllerTransitioningDelegate {
    weak var world: FuzzWorld?
    var armed: UIPercentDrivenInteractiveTransition?
    var usesPresentationController = false
    var removesPresenter = false
    /// Whether the next presentation's animator is interruptible.
    var interruptible = false

    func disarm() { armed = nil }

    private func take() -> UIViewControllerInteractiveTransitioning? {
        guard let interactor = armed else { return nil }
        armed = nil
        world?.interaction.vended = true
        return interactor
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FuzzWorld.animator(duration: 0.3, interruptible: interruptible)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FuzzAnimator(duration: 0.25)
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { take() }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { take() }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        guard usesPresentationController else { return nil }
        let controller = FuzzPresentationController(presentedViewController: presented, presenting: presenting)
        controller.removesPresenter = removesPresenter
        return controller
    }
}

/// A navigation controller's delegate: the armed animator and interactor for the next transition,
/// and a check of every transition's end from `willShow`.
@MainActor
final class FuzzNavigationDelegate: NSObject, UINavigationControllerDelegate {
    weak var world: FuzzWorld?
    private let armed: FuzzArmedTransition

    init(world: FuzzWorld) {
        self.world = world
        armed = FuzzArmedTransition(world: world)
    }

    func arm(_ animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?) {
        armed.arm(animator, interactor: interactor)
    }

    func disarm() { armed.disarm() }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        armed.takeAnimator()
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        armed.takeInteractor()
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        let interactive = armed.vendedInteractor
        armed.vendedInteractor = false
        world?.navigationWillShow(navigationController, interactive: interactive)
    }
}
