import QuartzCore
import UIKit
import UIKitTestingCore

/// One fuzz episode's world: a window, a pool of plain view controllers, navigation and tab bar
/// controllers, the virtual clock, and a recorder of every lifecycle callback. It runs operations
/// (only correct, documented usage) and checks the invariants after each one.
@MainActor
final class FuzzWorld {
    /// A transition that has started and not yet finished, with the controllers it involves.
    private struct InFlight {
        let involved: [UIViewController]
        let startTime: CFTimeInterval
        let startTurn: Int
        /// The completion block that marks its end, if the API has one.
        let completion: Int?
        /// Set for navigation operations, which have no completion block (and for custom tab
        /// switches): done once it has no transition coordinator.
        let navigation: UIViewController?
        let isPresentation: Bool
        /// What else must hold for it to be done (a finger's turn: the finger is up).
        let until: (() -> Bool)?
    }

    /// The appearance states of spec §1.1, as the callbacks a controller received imply them.
    enum Appearance: String { case disappeared, appearing, appeared, disappearing }

    let window: UIWindow
    let clock: VirtualClock
    private let recorder: LifecycleRecorder
    let plain: [UIViewController]
    let navigations: [UINavigationController]
    let tabBars: [UITabBarController]
    /// Every controller of the pool, containers included.
    let all: [UIViewController]
    /// The `.all` profile's page view controllers and their pages, empty in `.containment`. Neither is in
    /// `all`, so the older operations' choices (and the steps recorded in regression tests) mean what
    /// they meant; `pageHost` brings a page view controller on screen, and only it shows its pages.
    let pageControllers: [UIPageViewController]
    let pages: [[UIViewController]]
    /// Pages a curl without animation made appear while their page view controller was off screen
    /// (spec §17.2: UIKit forces their appearance); each stays appeared until it next disappears.
    var appearedOffScreen: Set<ObjectIdentifier> = []
    /// Pages a curl turns away from while their page view controller is off screen: UIKit sends them
    /// `viewWillDisappear` even when disappeared (spec §1.3, §17.2), once.
    var disappearingOffScreen: Set<ObjectIdentifier> = []
    private var nameOf: [ObjectIdentifier: String] = [:]
    private var byName: [String: UIViewController] = [:]
    private(set) var appearance: [ObjectIdentifier: Appearance] = [:]
    private var inFlight: [InFlight] = []
    private var completionRuns: [Int] = []
    /// Violations found so far; the first one ends the episode.
    private(set) var failures: [String] = []
    var invariantChecks = 0
    private(set) var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    /// When set, every step and callback in order, for reading a failure.
    var trace: [String]?
    /// Whether the trace also shows the scroll views after each step and the tear-down.
    var tracesDetails = false
    /// A failure planted by the fuzzer's own tests.
    var plantedFailure: (@MainActor @Sendable (FuzzOperation) -> Bool)?
    /// The `.all` profile's parts (scroll views, delegates, the finger), nil in `.containment`.
    private(set) var interactionState: FuzzInteractionState?
    var interaction: FuzzInteractionState { interactionState! }

    init(profile: FuzzProfile = .containment, plainCount: Int = 10, navigationCount: Int = 2, tabBarCount: Int = 2) {
        spinUntilIdle()
        clock = VirtualClock.install()
        recorder = LifecycleRecorder()
        plain = (0..<plainCount).map { _ in UIViewController() }
        navigations = (0..<navigationCount).map { _ in UINavigationController() }
        tabBars = (0..<tabBarCount).map { _ in UITabBarController() }
        pageControllers = profile == .all ? Self.makePageControllers() : []
        pages = pageControllers.map { _ in (0..<Self.pagesPerBook).map { _ in UIViewController() } }
        all = plain + navigations + tabBars
        window = UIWindow(frame: UIScreen.main.bounds)
        for (index, controller) in plain.enumerated() { name(controller, "V\(index)") }
        for (index, controller) in navigations.enumerated() { name(controller, "N\(index)") }
        for (index, controller) in tabBars.enumerated() { name(controller, "T\(index)") }
        for (index, controller) in pageControllers.enumerated() {
            name(controller, "P\(index)")
            for (page, pageController) in pages[index].enumerated() { name(pageController, "P\(index).\(page)") }
        }
        if profile == .all {
            interactionState = FuzzInteractionState()
            installInteractionParts()
        }
        window.rootViewController = plain[0]
        window.makeKeyAndVisible()
        spin()
        absorbEvents(after: "start")
    }

    /// Every object the world made, named, for the leak check after the episode: the controllers, their
    /// views (when loaded), and the window.
    var namedObjects: [(name: String, object: AnyObject)] {
        var objects: [(String, AnyObject)] = [("window", window)]
        for controller in checked {
            let name = nameOf[ObjectIdentifier(controller)] ?? "?"
            objects.append((name, controller))
            if let view = controller.viewIfLoaded { objects.append(("\(name).view", view)) }
        }
        for (index, scroll) in (interactionState?.scrollViews ?? []).enumerated() { objects.append(("V\(index).scroll", scroll)) }
        objects += interactionState?.transients.compactMap { entry in entry.object.value.map { (entry.name, $0) } } ?? []
        return objects
    }

    /// Every controller the world made: the pool, the page view controllers and their pages.
    var checked: [UIViewController] { all + pageControllers + pages.joined() }

    private func name(_ controller: UIViewController, _ name: String) {
        nameOf[ObjectIdentifier(controller)] = name
        byName[name] = controller
        appearance[ObjectIdentifier(controller)] = .disappeared
        recorder.setName(name, for: controller)
    }

    /// Ends the episode: settles, checks, then takes everything off screen and lets go of the clock.
    func tearDown() {
        var lines: [String] = []
        let exceptions = withCapturedExceptions {
            lines = withCapturedLog {
                if failures.isEmpty { settleAndCheck() }
                // A trace goes on through the tear-down (unchecked), with each controller's description.
                if !tracesDetails { recorder.stop() }
                if interactionState != nil { endOpenInteractions() }
                window.isHidden = true
                window.rootViewController = nil
                clock.advance(by: 2)
                spinUntilIdle()
                if tracesDetails { traceTearDown() }
            }
        }
        if failures.isEmpty {
            for exception in exceptions { fail("tear-down raised \(exception.name.rawValue): \(exception.reason ?? "")") }
            for line in lines { fail("tear-down logged: \(line)") }
        }
        clock.uninstall()
    }

    /// The tear-down's callbacks, and which description names which controller (a logged message
    /// names a controller by its description).
    private func traceTearDown() {
        recorder.stop()
        trace? += ["— tear-down"] + recorder.events.map { "  \($0.notation)" }
        trace? += checked.map { "  \(names($0)) is \($0)" }
        recorder.clear()
    }

    // MARK: Running one operation

    /// Runs `operation` with exceptions and console lines captured, then checks the step invariants.
    func run(_ operation: FuzzOperation, index: Int) {
        var lines: [String] = []
        let exceptions = withCapturedExceptions {
            lines = withCapturedLog { perform(operation) }
        }
        for exception in exceptions {
            fail("raised \(exception.name.rawValue): \(exception.reason ?? "")")
        }
        for line in lines { fail("logged: \(line)") }
        if plantedFailure?(operation) == true { fail("planted failure at \(operation.kind.rawValue)") }
        absorbEvents(after: "#\(index) \(operation.kind.rawValue)")
        if interactionState != nil { noteUserDrivenTransitions() }
        inFlight.removeAll(where: isDone)
        checkStructure()
    }

    private func perform(_ operation: FuzzOperation) {
        let o = operation
        switch o.kind {
        case .addChild: addChild(o)
        case .removeChild: removeChild(o)
        case .transitionChild: transitionChild(o)
        case .present: present(o)
        case .dismiss: dismiss(o)
        case .dismissStack: dismissStack(o)
        case .push: push(o)
        case .pop: pop(o)
        case .popToRoot: popToRoot(o)
        case .setNavigationStack: setNavigationStack(o)
        case .selectTab: selectTab(o)
        case .setTabs: setTabs(o)
        case .swapRoot: swapRoot(o)
        case .hideWindow: if inFlight.isEmpty, interactionState?.finger == nil { window.isHidden = true }
        case .showWindow: window.isHidden = false
        case .advance: clock.advance(by: [0.05, 0.1, 0.15, 0.3][o.a % 4])
        case .spin: spin()
        case .settle: settleAndCheck()
        default: performInteraction(o)
        }
    }

    // MARK: Eligibility

    var involved: Set<ObjectIdentifier> {
        var set = Set<ObjectIdentifier>()
        for flight in inFlight { for controller in flight.involved { set.insert(ObjectIdentifier(controller)) } }
        return set
    }

    /// The controllers that presentations and dismissals in flight involve.
    var involvedInPresentations: Set<ObjectIdentifier> {
        var set = Set<ObjectIdentifier>()
        for flight in inFlight where flight.isPresentation {
            for controller in flight.involved { set.insert(ObjectIdentifier(controller)) }
        }
        return set
    }

    private func isContainer(_ controller: UIViewController) -> Bool {
        controller is UINavigationController || controller is UITabBarController
    }

    /// The presentation chain from the window's root: root, then each presented controller.
    var presentationChain: [UIViewController] {
        guard var top = window.rootViewController else { return [] }
        var chain = [top]
        while let next = top.presentedViewController, !chain.contains(where: { $0 === next }) {
            chain.append(next)
            top = next
        }
        return chain
    }

    /// Controllers that present something, and those presented.
    private var presentationMembers: Set<ObjectIdentifier> {
        var set = Set<ObjectIdentifier>()
        for controller in presentationChain.dropFirst() {
            set.insert(ObjectIdentifier(controller))
            if let presenter = controller.presentingViewController { set.insert(ObjectIdentifier(presenter)) }
        }
        return set
    }

    /// A controller nobody holds: no parent, not a root, not presented, nothing in flight, view loose.
    /// `taken` holds the controllers in flight and those presenting or presented.
    private func isFree(_ controller: UIViewController, _ taken: Set<ObjectIdentifier>) -> Bool {
        controller.parent == nil && controller !== window.rootViewController
            && controller.presentingViewController == nil && !taken.contains(ObjectIdentifier(controller))
            && controller.viewIfLoaded?.superview == nil
    }

    /// Free controllers whose subtrees hold nothing in flight: bringing one on screen forwards
    /// appearance to all of it, which must not reach a controller mid-transition (see `isSettled`).
    func free(from pool: [UIViewController]) -> [UIViewController] {
        let busy = involved, taken = busy.union(presentationMembers)
        return pool.filter { isFree($0, taken) && !subtree($0).contains { busy.contains(ObjectIdentifier($0)) } }
    }

    /// Whether anything in flight is reachable from the window's root: a presentation or dismissal
    /// changes the appearance of all of it.
    var windowTreeIsInFlight: Bool {
        let busy = involved
        return !reachable.isDisjoint(with: busy)
    }

    func subtree(_ controller: UIViewController) -> [UIViewController] {
        var result: [UIViewController] = []
        var stack = [controller]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children)
        }
        return result
    }

    func isAncestor(_ candidate: UIViewController, of controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let c = current {
            if c === candidate { return true }
            current = c.parent
        }
        return false
    }

    func pick<T>(_ items: [T], _ choice: Int) -> T? {
        items.isEmpty ? nil : items[choice % items.count]
    }

    func completion() -> (id: Int, block: () -> Void) {
        let id = completionRuns.count
        completionRuns.append(0)
        return (id, { [weak self] in self?.completionRan(id) })
    }

    private func completionRan(_ id: Int) {
        completionRuns[id] += 1
        if completionRuns[id] > 1 { fail("completion block #\(id) ran \(completionRuns[id]) times") }
    }

    func begin(_ involved: [UIViewController], completion: Int? = nil,
               navigation: UIViewController? = nil, isPresentation: Bool = false, until: (() -> Bool)? = nil) {
        inFlight.append(InFlight(involved: involved, startTime: clock.now, startTurn: currentTurn,
                                 completion: completion, navigation: navigation, isPresentation: isPresentation,
                                 until: until))
    }

    private func isDone(_ flight: InFlight) -> Bool {
        if let until = flight.until, !until() { return false }
        if let id = flight.completion { return completionRuns[id] > 0 }
        // No completion block: done once a turn has run, the longest default animation is over, and
        // no coordinator is left.
        let settled = clock.now >= flight.startTime + 0.5 && !_Turn.hasPendingWork
        return settled && flight.navigation?.transitionCoordinator == nil && !isWaitingForHiddenWindow(flight)
    }

    /// A navigation or tab change made in a hidden window waits for it to show (nothing lays out there).
    private func isWaitingForHiddenWindow(_ flight: InFlight) -> Bool {
        flight.involved.first?.viewIfLoaded?.window?.isHidden == true
    }

    // MARK: Containment (Apple's recipes)

    /// Whether `controller` and every ancestor are appeared or disappeared. Containment changes are made
    /// only under such parents: a child added while an ancestor is inside its own appearance transition
    /// is out of step, and UIKit's forwarding then resets it silently to the ancestor's old state (spec
    /// §1.1 step 5), so it may get viewDidAppear without viewWillAppear. That is UIKit's behaviour, not
    /// a usage the fuzzer can hold to the state machine.
    /// The same holds while an ancestor takes part in a transition still in flight (a push above it,
    /// say), which will change the subtree's appearance when it runs.
    func isSettled(_ controller: UIViewController) -> Bool {
        let busy = involved
        var current: UIViewController? = controller
        while let c = current {
            let state = appearance[ObjectIdentifier(c)] ?? .disappeared
            if state == .appearing || state == .disappearing || busy.contains(ObjectIdentifier(c)) { return false }
            current = c.parent
        }
        return true
    }

    /// Apple's add recipe with a child from `pool` (free controllers of `all` by default).
    func addChild(_ o: FuzzOperation, from pool: [UIViewController]? = nil) {
        guard let parent = pick(plain.filter { isSettled($0) }, o.a) else { return }
        guard let child = pick((pool ?? free(from: all)).filter { !isAncestor($0, of: parent) }, o.b) else { return }
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    private func removableChildren() -> [UIViewController] {
        let busy = involved.union(presentationMembers)
        return plain.flatMap { parent in
            busy.contains(ObjectIdentifier(parent)) || !isSettled(parent) ? [] : parent.children.filter { child in
                !subtree(child).contains { busy.contains(ObjectIdentifier($0)) }
            }
        }
    }

    private func removeChild(_ o: FuzzOperation) {
        guard let child = pick(removableChildren(), o.a) else { return }
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    private func transitionChild(_ o: FuzzOperation) {
        guard let from = pick(removableChildren().filter { $0.viewIfLoaded?.superview != nil }, o.a),
              let parent = from.parent,
              let to = pick(free(from: all).filter { !isAncestor($0, of: parent) }, o.b) else { return }
        let (id, done) = completion()
        begin([parent, from, to], completion: id)
        from.willMove(toParent: nil)
        parent.addChild(to)
        to.view.frame = from.view.frame
        parent.transition(from: from, to: to, duration: o.animated ? 0.25 : 0, options: [], animations: nil) { _ in
            from.removeFromParent()
            to.didMove(toParent: parent)
            done()
        }
    }

    // MARK: Presentation

    private static let styles: [UIModalPresentationStyle] = [
        .fullScreen, .pageSheet, .formSheet, .overFullScreen, .currentContext, .overCurrentContext, .automatic,
    ]

    var presentationInFlight: Bool { inFlight.contains { $0.isPresentation } }
    /// Whether a presentation or dismissal may start: none is running, and no finger is down (iOS
    /// ignores new touches while one runs, spec §14.7; see `windowTakesTouches`).
    var canPresent: Bool { !presentationInFlight && interactionState?.finger == nil }

    /// A presentation in one of `styles` of a controller from `pool` (free controllers of `all` by default).
    func present(_ o: FuzzOperation, from pool: [UIViewController]? = nil) {
        guard canPresent, !windowTreeIsInFlight, let top = presentationChain.last else { return }
        let presenters = self.presenters(in: top)
        guard let presenter = pick(presenters, o.a), let presented = pick(pool ?? free(from: all), o.b) else { return }
        presented.modalPresentationStyle = Self.styles[o.c % Self.styles.count]
        let (id, done) = completion()
        begin([presenter, presented, top], completion: id, isPresentation: true)
        presenter.present(presented, animated: o.animated, completion: done)
    }

    /// The controllers of the top's subtree that can present: in the window, nothing in flight; an
    /// alert presents nothing.
    func presenters(in top: UIViewController) -> [UIViewController] {
        let busy = involved
        return subtree(top).filter {
            $0.viewIfLoaded?.window != nil && !busy.contains(ObjectIdentifier($0)) && !($0 is UIAlertController)
        }
    }

    private func dismiss(_ o: FuzzOperation) {
        let chain = presentationChain
        guard canPresent, !windowTreeIsInFlight, chain.count >= 2, let top = chain.last,
              let presenter = top.presentingViewController else { return }
        let busy = involved
        guard !subtree(top).contains(where: { busy.contains(ObjectIdentifier($0)) }) else { return }
        let (id, done) = completion()
        begin([presenter, top], completion: id, isPresentation: true)
        (o.b % 2 == 0 ? top : presenter).dismiss(animated: o.animated, completion: done)
    }

    private func dismissStack(_ o: FuzzOperation) {
        let chain = presentationChain
        guard canPresent, !windowTreeIsInFlight, chain.count >= 3 else { return }
        let busy = involved
        guard !chain.dropFirst().flatMap(subtree).contains(where: { busy.contains(ObjectIdentifier($0)) }) else { return }
        let presenter = chain[o.a % (chain.count - 2)]
        let (id, done) = completion()
        begin(Array(chain), completion: id, isPresentation: true)
        presenter.dismiss(animated: o.animated, completion: done)
    }

    // MARK: Navigation and tabs

    /// Whether nothing in `controller`'s subtree is in flight.
    func isIdle(_ controller: UIViewController, _ busy: Set<ObjectIdentifier>) -> Bool {
        !subtree(controller).contains { busy.contains(ObjectIdentifier($0)) }
    }

    /// Whether a container can change now: nothing in its subtree is in flight, nor any ancestor. A
    /// container changed under an ancestor mid-transition (a tab switch inside a controller being
    /// popped) gets that ancestor's forwarded begin/end inside its own pair, and its own deferred end
    /// then logs "Unbalanced calls to begin/end appearance transitions", on iOS too (spec §4, §7.3).
    /// The containment profile keeps its first rule (the subtree only), which its recorded digests
    /// depend on; its seeds have not reached this case.
    func isAvailable(_ container: UIViewController, _ busy: Set<ObjectIdentifier>) -> Bool {
        guard isIdle(container, busy) else { return false }
        guard interactionState != nil else { return true }
        var ancestor = container.parent
        while let current = ancestor {
            if busy.contains(ObjectIdentifier(current)) { return false }
            ancestor = current.parent
        }
        return true
    }

    func idleNavigation(_ choice: Int) -> UINavigationController? {
        let busy = involved
        return pick(navigations.filter { isAvailable($0, busy) }, choice)
    }

    /// A push of a controller from `pool` (free plain controllers by default).
    func push(_ o: FuzzOperation, from pool: [UIViewController]? = nil) {
        guard let navigation = idleNavigation(o.a),
              let pushed = pick((pool ?? free(from: plain)).filter { !isAncestor($0, of: navigation) }, o.b) else { return }
        begin([navigation] + navigation.viewControllers + [pushed], navigation: navigation)
        navigation.pushViewController(pushed, animated: o.animated)
    }

    private func pop(_ o: FuzzOperation) {
        guard let navigation = idleNavigation(o.a), navigation.viewControllers.count >= 2 else { return }
        begin([navigation] + navigation.viewControllers, navigation: navigation)
        navigation.popViewController(animated: o.animated)
    }

    private func popToRoot(_ o: FuzzOperation) {
        guard let navigation = idleNavigation(o.a), navigation.viewControllers.count >= 2 else { return }
        begin([navigation] + navigation.viewControllers, navigation: navigation)
        navigation.popToRootViewController(animated: o.animated)
    }

    /// A new list of up to four: some of `current` in order, then free plain controllers.
    private func newList(for container: UIViewController, keeping current: [UIViewController], _ o: FuzzOperation,
                         minimum: Int) -> [UIViewController] {
        var list = current.enumerated().filter { (o.b >> ($0.offset % 16)) & 1 == 1 }.map(\.element)
        let extra = free(from: plain).filter { !isAncestor($0, of: container) }
        var choice = o.c
        while list.count < min(4, minimum + o.c % 3), !extra.isEmpty {
            let candidate = extra[choice % extra.count]
            if !list.contains(where: { $0 === candidate }) { list.append(candidate) } else { break }
            choice = choice / 3 + 1
        }
        return list
    }

    private func setNavigationStack(_ o: FuzzOperation) {
        guard let navigation = idleNavigation(o.a) else { return }
        let list = newList(for: navigation, keeping: navigation.viewControllers, o, minimum: 1)
        guard !list.isEmpty else { return }
        begin([navigation] + navigation.viewControllers + list, navigation: navigation)
        navigation.setViewControllers(list, animated: o.animated)
    }

    func idleTabBar(_ choice: Int) -> UITabBarController? {
        let busy = involved
        return pick(tabBars.filter { isAvailable($0, busy) }, choice)
    }

    private func selectTab(_ o: FuzzOperation) {
        guard let tabBar = idleTabBar(o.a), let tabs = tabBar.viewControllers, !tabs.isEmpty else { return }
        begin([tabBar] + tabs, navigation: nil)
        if o.animated { tabBar.selectedIndex = o.b % tabs.count } else { tabBar.selectedViewController = tabs[o.b % tabs.count] }
    }

    private func setTabs(_ o: FuzzOperation) {
        guard let tabBar = idleTabBar(o.a) else { return }
        let current = tabBar.viewControllers ?? []
        let list = newList(for: tabBar, keeping: current, o, minimum: 0)
        begin([tabBar] + current + list, navigation: nil)
        if o.animated { tabBar.setViewControllers(list, animated: true) } else { tabBar.viewControllers = list }
    }

    // MARK: The window

    private func swapRoot(_ o: FuzzOperation) {
        guard inFlight.isEmpty, interactionState?.finger == nil,
              window.rootViewController?.presentedViewController == nil else { return }
        if o.a % 8 == 0 { window.rootViewController = nil; return }
        guard let root = pick(free(from: all), o.b) else { return }
        window.rootViewController = root
    }

    // MARK: Invariants

    func fail(_ message: String) { failures.append(message) }

    func names(_ controller: UIViewController) -> String { nameOf[ObjectIdentifier(controller)] ?? "\(controller)" }
    func names(_ controllers: [UIViewController]) -> String { "[" + controllers.map(names).joined(separator: ", ") + "]" }

    /// Reads the callbacks since the last step: each appearance callback must follow the state machine.
    private func absorbEvents(after step: String) {
        trace?.append("— \(step)")
        if tracesDetails, interactionState != nil { trace? += scrollViewTrace }
        for event in recorder.events {
            trace?.append("  \(event.notation)")
            digest = (digest ^ UInt64(truncatingIfNeeded: event.notation.hashValueStable)) &* 0x100_0000_01b3
            guard let controller = byName[event.subject] else { continue }
            let id = ObjectIdentifier(controller)
            let state = appearance[id] ?? .disappeared
            let next: Appearance?
            switch (event.kind, state) {
            case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): next = .appearing
            case (.viewDidAppear, .appearing): next = .appeared
            case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): next = .disappearing
            case (.viewDidDisappear, .disappearing): next = .disappeared
            case (.viewWillAppear, _), (.viewDidAppear, _), (.viewWillDisappear, _), (.viewDidDisappear, _): next = nil
            default: continue
            }
            invariantChecks += 1
            var allowed = next
            if event.kind == .viewWillDisappear {
                appearedOffScreen.remove(id)
                if disappearingOffScreen.remove(id) != nil, state == .disappeared { allowed = .disappearing }
            }
            if let allowed { appearance[id] = allowed } else { fail("\(step): \(event.notation) while \(state.rawValue)") }
        }
        recorder.clear()
    }

    /// Parents and children agree; navigation and tab lists are children.
    private func checkStructure() {
        for controller in checked {
            invariantChecks += 1
            let name = nameOf[ObjectIdentifier(controller)] ?? "?"
            if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
                fail("\(name).parent is \(nameOf[ObjectIdentifier(parent)] ?? "?") but it is not among its children")
            }
            let children = controller.children
            if Set(children.map(ObjectIdentifier.init)).count != children.count { fail("\(name).children has duplicates") }
            for child in children where child.parent !== controller {
                fail("\(nameOf[ObjectIdentifier(child)] ?? "?") is a child of \(name) but its parent is another")
            }
        }
    }

    /// Every controller reachable from the window's root: children and presented controllers.
    private var reachable: Set<ObjectIdentifier> {
        var seen = Set<ObjectIdentifier>()
        var stack = window.rootViewController.map { [$0] } ?? []
        while let next = stack.popLast() {
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            // A page view controller forwards appearance only to the pages it shows (spec §17.4), not
            // to the neighbours a drag made children.
            if let pager = next as? UIPageViewController { stack.append(contentsOf: pager.viewControllers ?? []) }
            else { stack.append(contentsOf: next.children) }
            if let presented = next.presentedViewController { stack.append(presented) }
        }
        return seen
    }

    /// Runs far past every animation, then: nothing in flight, every completion ran once, and each
    /// controller is appeared exactly when its view is in the window and it is reachable from the root.
    func settleAndCheck() {
        if interactionState != nil { endOpenInteractions() }
        clock.advance(by: 2)
        spinUntilIdle()
        // A fling or a bounce may outlast two seconds.
        for _ in 0..<20 where interactionState != nil && scrollViewsAreMoving {
            clock.advance(by: 1)
            spinUntilIdle()
        }
        absorbEvents(after: "settle")
        inFlight.removeAll(where: isDone)
        invariantChecks += 1
        if inFlight.contains(where: { !isWaitingForHiddenWindow($0) }) {
            let names = inFlight.map { $0.involved.compactMap { nameOf[ObjectIdentifier($0)] }.joined(separator: ",") }
            fail("stuck mid-transition after settling: \(names)")
        }
        // A presentation ignores touches only while it runs (spec §14.7): every begin has its end.
        if inFlight.isEmpty && UIApplication.shared.isIgnoringInteractionEvents {
            fail("at idle the application still ignores interaction events")
        }
        for (id, runs) in completionRuns.enumerated() where runs != 1 {
            fail("completion block #\(id) ran \(runs) times")
        }
        // At idle, a navigation controller's children are its stack; in a hidden window, which does not
        // lay out, a deferred transition waits until the window shows.
        let busy = involved
        for navigation in navigations where !busy.contains(ObjectIdentifier(navigation))
            && navigation.viewIfLoaded?.window?.isHidden != true
            && navigation.viewControllers.map(ObjectIdentifier.init) != navigation.children.map(ObjectIdentifier.init) {
            fail("\(names(navigation)).viewControllers \(names(navigation.viewControllers)) differ from its children \(names(navigation.children))")
        }
        let reach = reachable
        for controller in checked {
            invariantChecks += 1
            let id = ObjectIdentifier(controller)
            let name = nameOf[id] ?? "?"
            let state = appearance[id] ?? .disappeared
            let shown = controller.viewIfLoaded?.window === window && reach.contains(id) || appearedOffScreen.contains(id)
            if state != (shown ? .appeared : .disappeared) {
                fail("at idle \(name) is \(state.rawValue) but its view is \(shown ? "" : "not ")in the window and reachable")
            }
            if controller.transitionCoordinator != nil { fail("at idle \(name) still has a transition coordinator") }
        }
        if interactionState != nil {
            checkScrollViewsAtIdle()
            checkPagesAtIdle()
        }
    }
}

extension String {
    /// FNV-1a of the UTF-8 bytes: stable across runs, unlike `hashValue`.
    var hashValueStable: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
