// The demo behind `make run`: builds a realistic screen in a window and prints its view hierarchy.
import UIKit

@MainActor
final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 200))
        header.backgroundColor = .systemBlue
        header.autoresizingMask = [.flexibleWidth]
        let avatar = UIView(frame: CGRect(x: 16, y: 96, width: 80, height: 80))
        avatar.backgroundColor = .white
        avatar.layer.cornerRadius = 40
        avatar.clipsToBounds = true
        header.addSubview(avatar)
        view.addSubview(header)

        for (index, color) in [UIColor.systemGreen, .systemOrange, .systemPink].enumerated() {
            let card = UIView(frame: CGRect(x: 16, y: 216 + CGFloat(index) * 112, width: view.bounds.width - 32, height: 96))
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 12
            card.autoresizingMask = [.flexibleWidth]
            let badge = UIView(frame: CGRect(x: 12, y: 12, width: 32, height: 32))
            badge.backgroundColor = color
            badge.layer.cornerRadius = 8
            card.addSubview(badge)
            let disclosure = UIView(frame: CGRect(x: card.bounds.width - 28, y: 40, width: 16, height: 16))
            disclosure.autoresizingMask = [.flexibleLeftMargin]
            disclosure.alpha = 0.5
            card.addSubview(disclosure)
            view.addSubview(card)
        }
        let banner = UIView(frame: CGRect(x: 0, y: view.bounds.height - 83, width: view.bounds.width, height: 83))
        banner.isHidden = true
        banner.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(banner)
    }
}

@MainActor
func printTree(_ view: UIView, depth: Int = 0) {
    let f = view.frame
    var line = String(repeating: "  ", count: depth) + "\(type(of: view)) (\(f.origin.x), \(f.origin.y), \(f.width), \(f.height))"
    if view.isHidden { line += " hidden" }
    if view.alpha != 1 { line += " alpha=\(view.alpha)" }
    print(line)
    for subview in view.subviews { printTree(subview, depth: depth + 1) }
}

MainActor.assumeIsolated {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = ProfileViewController()
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    print("PortableUIKit demo: a \(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height)) pt screen at @\(Int(UIScreen.main.scale))x")
    printTree(window)
}
