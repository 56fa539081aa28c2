// The gallery as an app (`make run` with a display): the containment scenarios as screens to tap
// through, in a window opened by UIApplicationMain and the SDL window host.
import Foundation
import UIKit

@MainActor enum GalleryApp {
    /// Whether `make run` should open the window: a display, no scenario named, not told to stay headless.
    static func shouldOpenWindow(arguments: [String]) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        return arguments.isEmpty && (environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil)
            && environment["PORTABLEUIKIT_HEADLESS"] != "1"
    }

    static func run() -> Never {
        _registerClassForUIApplicationMain(GalleryAppDelegate.self) { GalleryAppDelegate() }
        _registerClassForUIApplicationMain(GallerySceneDelegate.self) { GallerySceneDelegate() }
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(GalleryAppDelegate.self))
        exit(0)
    }
}

final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Gallery", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = GallerySceneDelegate.self
        return configuration
    }
}

final class GallerySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigation = UINavigationController(rootViewController: GalleryHomeViewController())
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// A screen of cards in a scroll view: each card has a title, a line of explanation and a button.
class GalleryCardsViewController: UIViewController {
    let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let scrollView = UIScrollView()
        scrollView.alwaysBounceVertical = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
        ])
    }

    /// Adds a card with `title`, `detail` and, when `action` is given, a button titled `button`.
    func addCard(_ title: String, _ detail: String, button: String? = nil, action: (() -> Void)? = nil) {
        let card = UIStackView()
        card.axis = .vertical
        card.spacing = 8
        card.isLayoutMarginsRelativeArrangement = true
        card.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 17)
        let detailLabel = UILabel()
        detailLabel.text = detail
        detailLabel.font = .systemFont(ofSize: 14)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0
        card.addArrangedSubview(titleLabel)
        card.addArrangedSubview(detailLabel)
        if let button, let action {
            let control = UIButton(type: .system)
            control.setTitle(button, for: .normal)
            control.contentHorizontalAlignment = .leading
            control.addAction(UIAction { _ in action() }, for: .touchUpInside)
            card.addArrangedSubview(control)
        }
        stack.addArrangedSubview(card)
    }
}

final class GalleryHomeViewController: GalleryCardsViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        addCard("Push and pop", "A navigation push slides the next screen in; Back pops it.", button: "Push a screen") { [weak self] in
            self?.navigationController?.pushViewController(GalleryDetailViewController(depth: 1), animated: true)
        }
        addCard("Interactive pop", "Drag from the left edge of a pushed screen to pop it with your finger; let go early to cancel.",
                button: "Push, then drag from the edge") { [weak self] in
            self?.navigationController?.pushViewController(GalleryDetailViewController(depth: 1, hint: "Drag from the left edge"), animated: true)
        }
        addCard("Present and dismiss", "A sheet slides up over this screen; its button or a swipe down dismisses it.", button: "Present a sheet") { [weak self] in
            let sheet = UINavigationController(rootViewController: GallerySheetViewController())
            self?.present(sheet, animated: true)
        }
        addCard("Scrolling", "A thousand rows in a stack view. Drag, fling, or use the mouse wheel.", button: "Open the list") { [weak self] in
            self?.navigationController?.pushViewController(GalleryListViewController(), animated: true)
        }
        addCard("Text", "Tap the field and type; any keyboard layout, through UIKeyInput.")
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Type here"
        stack.addArrangedSubview(field)
    }
}

final class GalleryDetailViewController: GalleryCardsViewController {
    let depth: Int
    let hint: String?
    init(depth: Int, hint: String? = nil) {
        self.depth = depth
        self.hint = hint
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Screen \(depth)"
        addCard("Screen \(depth)", hint ?? "Pushed onto the navigation stack. Back, or drag from the left edge, pops it.",
                button: "Push another") { [weak self] in
            guard let self else { return }
            navigationController?.pushViewController(GalleryDetailViewController(depth: depth + 1), animated: true)
        }
        addCard("Pop to the start", "Pops every screen above the first.", button: "Pop to root") { [weak self] in
            _ = self?.navigationController?.popToRootViewController(animated: true)
        }
    }
}

final class GallerySheetViewController: GalleryCardsViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sheet"
        addCard("A presented sheet", "Presented modally over the gallery. The button, or a swipe down, dismisses it.",
                button: "Dismiss") { [weak self] in self?.dismiss(animated: true) }
    }
}

final class GalleryListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "1,000 rows"
        view.backgroundColor = .systemBackground
        let scrollView = UIScrollView(frame: view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let rows = UIStackView()
        rows.axis = .vertical
        rows.translatesAutoresizingMaskIntoConstraints = false
        for row in 0..<1000 {
            let label = UILabel()
            label.text = "  Row \(row + 1)"
            label.backgroundColor = row % 2 == 0 ? .secondarySystemBackground : .systemBackground
            label.translatesAutoresizingMaskIntoConstraints = false
            label.heightAnchor.constraint(equalToConstant: 44).isActive = true
            rows.addArrangedSubview(label)
        }
        scrollView.addSubview(rows)
        NSLayoutConstraint.activate([
            rows.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            rows.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            rows.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            rows.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        view.addSubview(scrollView)
    }
}
