// The app the end-to-end window tests drive (Tests/WindowHostTests): a scene-based app whose screens log,
// one line each on standard output, what UIKit delivers: the app's and scene's life cycle, touches,
// gesture states, presses, key commands, text, and the appearance callbacks of a push.
//
//   y 120–200  a view that logs its touches          y 200–300  a view with a pan recognizer
//   y 310–354  the "Push" button                     y 370–406  a text field
//   y 410–480  a scroll view (2,000 points of content) whose delegate logs the wheel's drag and coast
import Foundation
import UIKit

func log(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
func rounded(_ point: CGPoint) -> String { "\(Int(point.x.rounded())) \(Int(point.y.rounded()))" }

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log("app willFinishLaunching state=\(application.applicationState.rawValue)")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log("app didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log("app configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
    // Not called in a scene-based app: the scene delegate hears instead.
    func applicationDidBecomeActive(_ application: UIApplication) { log("app didBecomeActive") }
    func applicationWillTerminate(_ application: UIApplication) { log("app willTerminate") }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log("scene willConnect")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let root: UIViewController = CommandLine.arguments.contains("--stack") ? StackViewController() : HomeViewController()
        window.rootViewController = UINavigationController(rootViewController: root)
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log("scene willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log("scene didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log("scene willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { log("scene didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { log("scene didDisconnect") }
}

/// Logs its touches with their window locations.
final class TouchLogView: UIView {
    var lastTimestamp: TimeInterval = 0
    func record(_ name: String, _ touches: Set<UITouch>) {
        for touch in touches {
            let increasing = touch.timestamp >= lastTimestamp && touch.timestamp > 0
            lastTimestamp = touch.timestamp
            log("touch \(name) \(rounded(touch.location(in: nil))) taps=\(touch.tapCount) timestampOK=\(increasing)")
        }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
}

final class HomeViewController: UIViewController, UIGestureRecognizerDelegate, UIScrollViewDelegate {
    let field = UITextField(frame: CGRect(x: 20, y: 370, width: 280, height: 36))
    var lastPanState = -1

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Window test"
        view.backgroundColor = .white
        let touches = TouchLogView(frame: CGRect(x: 0, y: 120, width: 320, height: 80))
        touches.backgroundColor = .systemYellow
        view.addSubview(touches)
        let panned = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 100))
        panned.backgroundColor = .systemTeal
        let pan = UIPanGestureRecognizer()
        pan.delegate = self
        pan.addTarget(self, action: Selector("pan:", HomeViewController.pan(_:)))
        panned.addGestureRecognizer(pan)
        let pinch = UIPinchGestureRecognizer()
        pinch.addTarget(self, action: Selector("pinch:", HomeViewController.pinch(_:)))
        panned.addGestureRecognizer(pinch)
        view.addSubview(panned)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 310, width: 280, height: 44)
        button.setTitle("Push", for: .normal)
        button.backgroundColor = .systemBlue
        button.setTitleColor(.white, for: .normal)
        button.addAction(UIAction { [weak self] _ in
            log("button tapped")
            self?.navigationController?.pushViewController(DetailViewController(), animated: true)
        }, for: .touchUpInside)
        view.addSubview(button)
        field.borderStyle = .roundedRect
        field.addAction(UIAction { [weak self] _ in log("text \(self?.field.text ?? "")") }, for: .editingChanged)
        view.addSubview(field)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 410, width: 320, height: 70))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.backgroundColor = .systemGray5
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log("scroll willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log("scroll didEndDragging decelerate=\(decelerate) offset=\(Int(scrollView.contentOffset.y.rounded()))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log("scroll willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        log("scroll didEndDecelerating offset=\(Int(scrollView.contentOffset.y.rounded()))")
    }

    func pan(_ pan: UIPanGestureRecognizer) {
        let names = ["possible", "began", "changed", "ended", "cancelled", "failed"]
        // One line per state (changes are many; the first is logged).
        guard pan.state.rawValue != lastPanState else { return }
        lastPanState = pan.state.rawValue
        log("pan \(names[pan.state.rawValue]) translation=\(rounded(pan.translation(in: view)))")
        if pan.state == .ended || pan.state == .cancelled { lastPanState = -1 }
    }

    /// The pan and the pinch share the view; both may recognize (a two-finger drag is both).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    func pinch(_ pinch: UIPinchGestureRecognizer) {
        if pinch.state == .began || pinch.state == .ended { log("pinch \(pinch.state == .began ? "began" : "ended") touches=\(pinch.numberOfTouches)") }
    }

    override var canBecomeFirstResponder: Bool { true }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("home viewWillAppear animated=\(animated)") }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("home viewDidAppear animated=\(animated)")
        becomeFirstResponder()
    }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("home viewWillDisappear animated=\(animated)") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("home viewDidDisappear animated=\(animated)") }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "k", modifierFlags: .control, action: Selector("shortcut:", HomeViewController.shortcut(_:)))]
    }
    func shortcut(_ command: UIKeyCommand) { log("keyCommand \(command.input ?? "")") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log("press began \(press.key?.keyCode.rawValue ?? -1) \(press.key?.charactersIgnoringModifiers ?? "")") }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log("press ended \(press.key?.keyCode.rawValue ?? -1)") }
    }
    /// A window resize arrives as a rotation does: the new traits, then the size; the traits change once
    /// the size has; the coordinator's completion after it, with the view at its new size.
    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log("home willTransition \(sizeClasses(newCollection))")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log("home viewWillTransition \(Int(size.width)) \(Int(size.height))")
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self else { return }
            log("home transition completed \(Int(self.view.bounds.width)) \(Int(self.view.bounds.height))")
        }
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Size-class changes only (not the first traits the view gets in its window).
        guard let previous = previousTraitCollection, previous.horizontalSizeClass != .unspecified,
              sizeClasses(previous) != sizeClasses(traitCollection) else { return }
        log("home traitCollectionDidChange \(sizeClasses(previous)) -> \(sizeClasses(traitCollection))")
    }
    func sizeClasses(_ traits: UITraitCollection) -> String {
        "horizontal=\(traits.horizontalSizeClass.rawValue) vertical=\(traits.verticalSizeClass.rawValue)"
    }
}

final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        view.backgroundColor = .systemGreen
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("detail viewWillAppear animated=\(animated)") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("detail viewDidAppear animated=\(animated)") }
}

/// A scroll view holding a stack of 1,000 rows: the drag benchmark's screen.
final class StackViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "1,000 rows"
        view.backgroundColor = .systemBackground
        let scrollView = UIScrollView(frame: view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 1
        for row in 0..<1000 {
            let label = UILabel()
            label.text = "Row \(row + 1)"
            label.backgroundColor = row % 2 == 0 ? .secondarySystemBackground : .systemBackground
            label.translatesAutoresizingMaskIntoConstraints = false
            label.heightAnchor.constraint(equalToConstant: 44).isActive = true
            stack.addArrangedSubview(label)
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        view.addSubview(scrollView)
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("stack viewDidAppear") }
}

MainActor.assumeIsolated {
    _registerClassForUIApplicationMain(AppDelegate.self) { AppDelegate() }
    _registerClassForUIApplicationMain(SceneDelegate.self) { SceneDelegate() }
    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
}
