import UIKit
import UIKitTestingCore

/// The `.all` profile's popovers and alerts: presented from the top of the chain, dismissed by a tap
/// outside the popover (through its delegate's should/will/did) or by a tap on an alert's button (whose
/// handler runs once, after the alert has gone).
extension FuzzWorld {
    /// A popover anchored in the presenter's view, kept a popover on the phone or left to adapt to a sheet.
    func popoverPresent(_ o: FuzzOperation) {
        guard canPresent, !windowTreeIsInFlight, let top = presentationChain.last,
              let presenter = pick(presenters(in: top), o.a), let presented = pick(free(from: plain), o.b),
              let anchor = presenter.viewIfLoaded else { return }
        presented.transitioningDelegate = nil
        presented.modalPresentationStyle = .popover
        guard let popover = presented.popoverPresentationController else { return fail("a .popover has no popoverPresentationController") }
        let delegate = FuzzPopoverDelegate(world: self, presented: presented)
        delegate.keepsPopover = o.c & 1 == 1
        delegate.allowsDismissal = (o.c >> 1) % 3 != 0
        interaction.popoverDelegates.append(delegate)
        popover.delegate = delegate
        popover.sourceView = anchor
        let bounds = anchor.bounds
        popover.sourceRect = CGRect(x: bounds.width * CGFloat((o.c >> 3) % 5) / 5, y: bounds.height * CGFloat((o.c >> 6) % 5) / 5,
                                    width: 30, height: 30)
        popover.permittedArrowDirections = [.any, .up, .down, [.left, .right]][(o.c >> 9) % 4]
        let (id, done) = completion()
        begin([presenter, presented, top], completion: id, isPresentation: true)
        presenter.present(presented, animated: o.animated, completion: done)
    }

    /// A tap in a corner of the window outside the top presented view: a shown popover asks its delegate
    /// and, allowed, dismisses; a sheet or an alert stays.
    func tapOutside(_ o: FuzzOperation) {
        guard interaction.finger == nil, windowTakesTouches, !windowTreeIsInFlight, let top = presentationChain.last,
              top.presentingViewController != nil, let view = top.viewIfLoaded, view.window === window else { return }
        let frame = view.convert(view.bounds, to: window)
        let bounds = window.bounds
        let corners = [CGPoint(x: 6, y: 60), CGPoint(x: bounds.maxX - 6, y: 60),
                       CGPoint(x: 6, y: bounds.maxY - 6), CGPoint(x: bounds.maxX - 6, y: bounds.maxY - 6)]
        let outside = corners.filter { !frame.contains($0) }
        guard let point = pick(outside, o.a) else { return }
        let delegate = interaction.popoverDelegates.last { $0.presented === top }
        delegate?.expectsTapOutside = true
        tap(at: point, in: window)
        delegate?.expectsTapOutside = false
        if let delegate, delegate.askedDuringTap {
            delegate.askedDuringTap = false
            if !delegate.allowsDismissal, top.presentingViewController == nil {
                fail("\(names(top))'s popover delegate refused the dismissal but it was dismissed")
            }
        }
    }

    /// Whether a finger may go down at `point` (window coordinates), and if it stays down, what it
    /// holds. Lifted outside the top presented view, the finger taps outside it, which dismisses a
    /// popover: as for `tapOutside`, not while anything reachable from the window is in flight (the
    /// dismissal would end a container's transition inside the popover early, and its own end would then
    /// log "Unbalanced calls to begin/end appearance transitions", spec §4; seed 19, episode
    /// 6045366126451186955). A finger that stays down holds the presented controller and its presenter
    /// until it lifts, so nothing starts inside either meanwhile.
    func fingerMayGoDown(at point: CGPoint, staysDown: Bool) -> Bool {
        let chain = presentationChain
        guard chain.count >= 2, let top = chain.last, let view = top.viewIfLoaded, view.window === window,
              !view.convert(view.bounds, to: window).contains(point) else { return true }
        guard !windowTreeIsInFlight else { return false }
        if staysDown, let presenter = top.presentingViewController {
            begin([top, presenter], until: { [weak self] in self?.interaction.finger == nil })
        }
        return true
    }

    /// A user's dismissal began (`presentationControllerWillDismiss`): it is in flight until
    /// `presentationControllerDidDismiss`.
    func userDismissalBegan(_ delegate: FuzzPopoverDelegate) {
        guard let presented = delegate.presented else { return }
        if !delegate.allowsDismissal { fail("\(names(presented)): presentationControllerWillDismiss after shouldDismiss said no") }
        if delegate.pendingDismissal != nil { fail("\(names(presented)): a second presentationControllerWillDismiss") }
        // In flight until its transition is over. A cancelled one (a sheet dragged down and let go early)
        // ends still presented and sends no didDismiss (spec §16.7), so it is not waited for.
        begin([presented] + (presented.presentingViewController.map { [$0] } ?? []), isPresentation: true,
              until: { [weak presented, weak delegate] in
                  guard let presented, presented.transitionCoordinator != nil else {
                      if presented?.presentingViewController != nil { delegate?.pendingDismissal = nil }
                      return true
                  }
                  return false
              })
        delegate.pendingDismissal = {}
    }

    /// A user's dismissal ended: it had begun, and the controller is no longer presented.
    func userDismissalEnded(_ delegate: FuzzPopoverDelegate) {
        guard let presented = delegate.presented else { return }
        guard let done = delegate.pendingDismissal else {
            return fail("\(names(presented)): presentationControllerDidDismiss without willDismiss")
        }
        delegate.pendingDismissal = nil
        done()
        if presented.presentingViewController != nil { fail("\(names(presented)): presentationControllerDidDismiss while still presented") }
    }

    // MARK: Alerts

    /// An alert or action sheet of one to three actions (a cancel one first sometimes, a destructive one).
    func alertPresent(_ o: FuzzOperation) {
        guard canPresent, !windowTreeIsInFlight, let top = presentationChain.last,
              let presenter = pick(presenters(in: top), o.a) else { return }
        let style: UIAlertController.Style = o.b % 3 == 0 ? .actionSheet : .alert
        let alert = UIAlertController(title: "Fuzz", message: o.b % 2 == 0 ? "A message" : nil, preferredStyle: style)
        let record = FuzzAlertRecord(number: interaction.alerts.count)
        for index in 0..<(1 + o.c % 3) {
            let actionStyle: UIAlertAction.Style = index == 0 && (o.c >> 2) & 1 == 1 ? .cancel : (index == 2 ? .destructive : .default)
            alert.addAction(UIAlertAction(title: "Action \(index)", style: actionStyle) { [weak self, weak record, weak alert] action in
                guard let self, let record else { return }
                alertHandlerRan(record, alert: alert, title: action.title ?? "")
            })
        }
        interaction.alerts.append(record)
        record.alert = alert
        interaction.transients.append((name: "alert#\(record.number)", object: FuzzWeak(alert)))
        let (id, done) = completion()
        begin([presenter, top, alert], completion: id, isPresentation: true)
        presenter.present(alert, animated: o.animated, completion: done)
    }

    /// A tap on one of the shown alert's buttons (the control showing an action's title), or on the
    /// dimming around it: an action sheet with a cancel action cancels, an alert stays.
    func alertTap(_ o: FuzzOperation) {
        guard interaction.finger == nil, windowTakesTouches, !windowTreeIsInFlight,
              let alert = presentationChain.last as? UIAlertController, let view = alert.viewIfLoaded, view.window === window,
              let record = interaction.alerts.last(where: { $0.alert === alert }) else { return }
        let titles = Set(alert.actions.compactMap(\.title))
        let buttons = Self.controls(in: view).filter { control in
            control.subviews.contains { ($0 as? UILabel)?.text.map(titles.contains) ?? false }
        }
        let hasCancel = alert.actions.contains { $0.style == .cancel }
        let onDimming = o.c % 4 == 0
        if onDimming, alert.preferredStyle != .actionSheet || !hasCancel {
            // Outside an alert (or a sheet without cancel) nothing happens.
            tap(at: CGPoint(x: window.bounds.midX, y: 70), in: window)
            if alert.presentingViewController == nil || alert.transitionCoordinator != nil {
                fail("alert#\(record.number): a tap on its dimming began its dismissal")
            }
            return
        }
        let button: UIControl? = onDimming ? nil : pick(buttons, o.b)
        guard onDimming || button != nil else { return }
        record.expected = onDimming ? "cancel" : "any"
        let (id, done) = completion()
        record.done = done
        begin([alert] + (alert.presentingViewController.map { [$0] } ?? []), completion: id, isPresentation: true)
        if let button { tap(button) } else { tap(at: CGPoint(x: window.bounds.midX, y: 70), in: window) }
    }

    /// An alert action's handler ran: one per tap that asked for it, once, after the alert left.
    func alertHandlerRan(_ record: FuzzAlertRecord, alert: UIAlertController?, title: String) {
        record.handlerRuns += 1
        let name = "alert#\(record.number)"
        if record.handlerRuns > 1 { fail("\(name): a second action handler ran (\(title))") }
        if record.expected == "cancel", let alert, alert.actions.first(where: { $0.title == title })?.style != .cancel {
            fail("\(name): a tap on the dimming ran \(title), not the cancel action")
        }
        if let alert, alert.presentingViewController != nil || alert.viewIfLoaded?.window != nil {
            fail("\(name): the handler of \(title) ran before the alert was dismissed")
        }
        record.done?()
        record.done = nil
    }

    /// Every control under `view`, in subview order.
    static func controls(in view: UIView) -> [UIControl] {
        var found: [UIControl] = []
        var stack = [view]
        while let next = stack.popLast() {
            if let control = next as? UIControl, control.isEnabled { found.append(control) }
            stack.append(contentsOf: next.subviews.reversed())
        }
        return found
    }
}

/// What the world knows of one alert it presented.
@MainActor
final class FuzzAlertRecord {
    let number: Int
    weak var alert: UIAlertController?
    /// What the last tap on it should run: "any" action or the "cancel" one. A finger of another
    /// operation lifted on an action sheet's dimming may cancel it too (the dimming is a control that
    /// sends `.touchUpInside`), so a handler is not required to follow an `alertTap`.
    var expected: String?
    var handlerRuns = 0
    var done: (() -> Void)?
    init(number: Int) { self.number = number }
}

/// A popover's delegate: keeps it a popover on the phone or lets it adapt to a sheet, allows or
/// refuses a dismissal by the user, and reports will/did dismiss to the world.
@MainActor
final class FuzzPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    weak var world: FuzzWorld?
    weak var presented: UIViewController?
    var keepsPopover = false
    var allowsDismissal = true
    var expectsTapOutside = false
    var askedDuringTap = false
    var pendingDismissal: (() -> Void)?

    init(world: FuzzWorld, presented: UIViewController) {
        self.world = world
        self.presented = presented
    }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        keepsPopover ? .none : .pageSheet
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        if expectsTapOutside { askedDuringTap = true }
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        world?.userDismissalBegan(self)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        world?.userDismissalEnded(self)
    }
}
