import Testing
@testable import UIKit
import UIKitTesting

/// An alert controller that logs its disappearance, to order it against the actions' handlers.
@MainActor final class LoggingAlertController: UIAlertController {
    var log: EventLog?
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log?.add("alert.viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log?.add("alert.viewDidDisappear")
    }
}

/// A full-screen window above other tests' windows showing a plain controller, for presenting alerts.
/// An action sheet with a header, a default, a destructive and a cancel action.
@MainActor func makePhotoActionSheet() -> UIAlertController {
    let sheet = UIAlertController(title: "Photo", message: "This photo will be deleted from all your devices.",
                                  preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Share", style: .default))
    sheet.addAction(UIAlertAction(title: "Delete Photo", style: .destructive))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    return sheet
}

@MainActor func makeAlertPresenter() -> (UIViewController, UIWindow) {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.windowLevel = UIWindow.Level(rawValue: 5000)
    window.rootViewController = root
    window.makeKeyAndVisible()
    spin()
    return (root, window)
}

/// The button that shows `action` in a presented alert.
@MainActor func alertButton(_ alert: UIAlertController, _ action: UIAlertAction) -> _UIAlertActionButton? {
    var stack: [UIView] = alert.viewIfLoaded.map { [$0] } ?? []
    while let view = stack.popLast() {
        if let button = view as? _UIAlertActionButton, button.action === action { return button }
        stack.append(contentsOf: view.subviews)
    }
    return nil
}

@MainActor @Suite("UIAlertController: actions, text fields and raises", .checksForLeaks)
struct AlertControllerContentTests {
    @Test("Style and action style raw values are UIKit's; the convenience init keeps title, message and style")
    func rawValuesAndInit() {
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertController.Style.alert.rawValue == 1)
        #expect(UIAlertAction.Style.default.rawValue == 0 && UIAlertAction.Style.cancel.rawValue == 1
                && UIAlertAction.Style.destructive.rawValue == 2)
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        #expect(alert.title == "Delete?" && alert.message == "This cannot be undone." && alert.preferredStyle == .alert)
        #expect(UIAlertController().preferredStyle == .actionSheet)
        #expect(alert.actions.isEmpty && alert.preferredAction == nil && alert.textFields == nil)
    }

    @Test("A second .cancel action raises NSInternalInconsistencyException with iOS's reason and is not added")
    func secondCancelActionRaises() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(cancel)
        let exceptions = withCapturedExceptions {
            alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        }
        #expect(exceptions.map(\.name) == [.internalInconsistencyException])
        #expect(exceptions.first?.reason == "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        #expect(alert.actions.map(\.title) == ["Cancel"])
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(alert.actions.map(\.title) == ["Cancel", "OK"])
    }

    @Test("preferredAction must be one of the actions or nil, else NSInternalInconsistencyException")
    func preferredActionMustBeAnAction() {
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        let stranger = UIAlertAction(title: "Other", style: .default)
        let exceptions = withCapturedExceptions { alert.preferredAction = stranger }
        #expect(exceptions.map(\.name) == [.internalInconsistencyException])
        #expect(exceptions.first?.reason == "The -preferredAction of an alert controller must be contained in the -actions array or be nil.")
        #expect(alert.preferredAction == nil)
        alert.addAction(ok)
        alert.preferredAction = ok
        #expect(alert.preferredAction === ok)
        alert.preferredAction = nil
        #expect(alert.preferredAction == nil)
    }

    @Test("Text fields: configured by the handler in order on an alert; an action sheet raises")
    func textFields() {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
        alert.addTextField()
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password", nil])
        #expect(alert.textFields?[1].isSecureTextEntry == true)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var configured = false
        let exceptions = withCapturedExceptions { sheet.addTextField { _ in configured = true } }
        #expect(exceptions.map(\.name) == [.internalInconsistencyException])
        #expect(exceptions.first?.reason == "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        #expect(!configured && sheet.textFields == nil)
    }

    @Test("An action keeps title and style; isEnabled defaults to true; a copy keeps all three")
    func actionProperties() {
        let action = UIAlertAction(title: "Delete", style: .destructive)
        #expect(action.title == "Delete" && action.style == .destructive && action.isEnabled)
        action.isEnabled = false
        let copy = action.copy() as! UIAlertAction
        #expect(copy !== action && copy.title == "Delete" && copy.style == .destructive && !copy.isEnabled)
    }

    @Test("modalPresentationStyle is .custom on a phone whatever is set, with the alert's own transitioning delegate")
    func presentationStyleIsForced() {
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        #expect(alert.modalPresentationStyle == .custom)
        alert.modalPresentationStyle = .fullScreen
        #expect(alert.modalPresentationStyle == .custom)
        #expect(alert.transitioningDelegate === alert._ownedTransitioningDelegate)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).modalPresentationStyle == .custom)
    }
}

@MainActor @Suite("UIAlertController: presentation and taps", .serialized, .checksForLeaks)
struct AlertControllerPresentationTests {
    @Test("An alert presents over a dimming view, 270 wide at the centre; the presenter's view stays")
    func alertPresentsOverDimmingView() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (root, window) = makeAlertPresenter()
        defer { window.isHidden = true }
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        clock.advance(by: 1)
        spin()
        #expect(root.presentedViewController === alert)
        let controller = try #require(alert.presentationController as? _UIAlertControllerPresentationController)
        let container = try #require(controller.containerView)
        #expect(controller.dimmingView.superview === container && controller.dimmingView.alpha == 1)
        #expect(controller.dimmingView.frame == window.bounds)
        #expect(root.view.window === window, "the presenter's view stays in the window")
        let view = try #require(alert.view as? _UIAlertControllerView)
        #expect(view.frame == container.bounds)
        #expect(view.contentView.frame.width == 270 && view.contentView.frame.midX == 196.5)
        #expect(view.contentView.transform == .identity && view.alpha == 1)
    }

    @Test("A tap on an action dismisses the alert, then runs the handler after viewDidDisappear")
    func tapDismissesThenRunsHandler() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (root, window) = makeAlertPresenter()
        defer { window.isHidden = true }
        let log = EventLog()
        let alert = LoggingAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        alert.log = log
        let save = UIAlertAction(title: "Save", style: .default) { [unowned root] action in
            log.add("handler(\(action.title ?? "")) presented=\(root.presentedViewController == nil ? "nil" : "alert")")
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        root.present(alert, animated: true)
        clock.advance(by: 1)
        spin()
        tap(try #require(alertButton(alert, save)))
        #expect(log.events == ["alert.viewWillDisappear"], "the handler waits for the dismissal")
        clock.advance(by: 1)
        spin()
        #expect(log.events == ["alert.viewWillDisappear", "alert.viewDidDisappear", "handler(Save) presented=nil"])
        #expect(root.presentedViewController == nil && alert.viewIfLoaded?.window == nil)
    }

    @Test("A disabled action's button ignores taps; enabled again, a tap runs its handler once")
    func disabledActionIgnoresTaps() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (root, window) = makeAlertPresenter()
        defer { window.isHidden = true }
        var runs = 0
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in runs += 1 }
        ok.isEnabled = false
        alert.addAction(ok)
        root.present(alert, animated: false)
        clock.advance(by: 1)
        spin()
        let button = try #require(alertButton(alert, ok))
        tap(button)
        clock.advance(by: 1)
        spin()
        #expect(runs == 0 && root.presentedViewController === alert)
        ok.isEnabled = true
        tap(button)
        tap(button)
        clock.advance(by: 1)
        spin()
        #expect(runs == 1 && root.presentedViewController == nil)
    }

    @Test("Two alert buttons sit side by side with the cancel button leading; three stack with cancel last")
    func buttonOrder() throws {
        let (root, window) = makeAlertPresenter()
        defer { window.isHidden = true }
        let two = UIAlertController(title: "Two", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default), cancel = UIAlertAction(title: "Cancel", style: .cancel)
        two.addAction(ok)
        two.addAction(cancel)
        root.present(two, animated: false)
        spin()
        two.view.layoutIfNeeded()
        let okFrame = try #require(alertButton(two, ok)).frame, cancelFrame = try #require(alertButton(two, cancel)).frame
        #expect(cancelFrame.minX == 0 && okFrame.minX == 135 && okFrame.width == 135 && okFrame.minY == cancelFrame.minY)
        #expect(okFrame.height == 44)
        two.dismiss(animated: false)
        spin()

        let three = UIAlertController(title: "Three", message: nil, preferredStyle: .alert)
        let cancel3 = UIAlertAction(title: "Cancel", style: .cancel)
        let a = UIAlertAction(title: "A", style: .default), b = UIAlertAction(title: "B", style: .destructive)
        for action in [cancel3, a, b] { three.addAction(action) }
        root.present(three, animated: false)
        spin()
        three.view.layoutIfNeeded()
        let ys = try [a, b, cancel3].map { try #require(alertButton(three, $0)).frame.minY }
        #expect(ys[1] == ys[0] + 44 && ys[2] == ys[1] + 44)
        #expect(try #require(alertButton(three, a)).frame.width == 270)
        three.dismiss(animated: false)
        spin()
    }

    @Test("An action sheet sits 8 in from the edges above the bottom safe area, its cancel button apart")
    func actionSheetLayout() throws {
        let (root, window) = makeAlertPresenter()
        defer { window.isHidden = true }
        let sheet = UIAlertController(title: "Photo", message: "Choose a source", preferredStyle: .actionSheet)
        let camera = UIAlertAction(title: "Camera", style: .default), cancel = UIAlertAction(title: "Cancel", style: .cancel)
        sheet.addAction(cancel)
        sheet.addAction(camera)
        root.present(sheet, animated: false)
        spin()
        sheet.view.layoutIfNeeded()
        let cancelButton = try #require(alertButton(sheet, cancel)), cameraButton = try #require(alertButton(sheet, camera))
        let cancelFrame = cancelButton.convert(cancelButton.bounds, to: window)
        let cameraFrame = cameraButton.convert(cameraButton.bounds, to: window)
        // 852-high window, 34-point bottom safe area: the cancel group ends at 818, 57 high, 8 apart.
        #expect(cancelFrame == CGRect(x: 8, y: 818 - 57, width: 377, height: 57))
        #expect(cameraFrame.maxY == 818 - 57 - 8 && cameraFrame.height == 57 && cameraFrame.width == 377)
        sheet.dismiss(animated: false)
        spin()
    }

    @Test("A tap on the dimming view dismisses an action sheet through its cancel action; an alert stays")
    func dimmingTapCancelsActionSheet() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (root, window) = makeAlertPresenter()
        defer { window.isHidden = true }
        var handled: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in handled.append("Share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled.append("Cancel") })
        root.present(sheet, animated: true)
        clock.advance(by: 1)
        spin()
        tap(at: CGPoint(x: 196, y: 100), in: window)
        clock.advance(by: 1)
        spin()
        #expect(handled == ["Cancel"] && root.presentedViewController == nil)

        let alert = UIAlertController(title: "Stay", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled.append("alert Cancel") })
        root.present(alert, animated: true)
        clock.advance(by: 1)
        spin()
        tap(at: CGPoint(x: 196, y: 100), in: window)
        clock.advance(by: 1)
        spin()
        #expect(handled == ["Cancel"] && root.presentedViewController === alert)
        alert.dismiss(animated: false)
        spin()
    }

    @Test("Snapshot: an alert with a message, a text field and two buttons, light mode")
    func alertSnapshot() {
        let (root, window) = makeAlertPresenter()
        defer { window.isHidden = true }
        let alert = UIAlertController(title: "Rename Document", message: "Enter a new name for this document.",
                                      preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Rename", style: .default))
        root.present(alert, animated: false)
        spin()
        spin()
        assertSnapshot(of: window, named: "alert-light", scale: 1)
        alert.dismiss(animated: false)
        spin()
    }

    @Test("Snapshot: an action sheet with a header, a destructive button and a cancel button, light mode")
    func actionSheetSnapshot() {
        let (root, window) = makeAlertPresenter()
        defer { window.isHidden = true }
        let sheet = makePhotoActionSheet()
        root.present(sheet, animated: false)
        spin()
        spin()
        assertSnapshot(of: window, named: "action-sheet-light", scale: 1)
        sheet.dismiss(animated: false)
        spin()
    }
}
