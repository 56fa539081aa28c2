import UIKit

/// A switch-like control of the app's own: it sends `.valueChanged` to its targets when toggled.
final class ToggleControl: UIControl {
    private(set) var isOn = false

    func toggle() {
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}

extension Notification.Name {
    static let settingsDidReset = Notification.Name("SettingsDidReset")
}

/// A settings screen: target–action on its own control, a selector timer, a selector notification
/// observer, a delayed perform, and `#keyPath` for the layer property it animates.
final class SettingsViewController: UIViewController {
    let toggle = ToggleControl()
    private(set) var changes: [ToggleControl] = []
    private(set) var events: [String] = []
    private(set) var autosaveTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toggle)
        toggle.addTarget(self, action: #selector(toggleChanged(_:)), for: .valueChanged)
        NotificationCenter.default.addObserver(self, selector: #selector(settingsDidReset(_:)),
                                               name: .settingsDidReset, object: nil)
    }

    func startAutosave() {
        autosaveTimer = Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(autosave(_:)),
                                             userInfo: nil, repeats: false)
    }

    func fadeToggle() {
        let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        fade.toValue = 0.5
        toggle.layer.add(fade, forKey: #keyPath(CALayer.opacity))
    }

    func scheduleHint() {
        perform(#selector(showHint), with: nil, afterDelay: 2)
    }

    @objc func toggleChanged(_ sender: ToggleControl) {
        changes.append(sender)
    }

    @objc private func settingsDidReset(_ notification: Notification) {
        events.append("reset")
    }

    @objc func autosave(_ timer: Timer) {
        events.append("autosave")
    }

    @objc func showHint() {
        events.append("hint")
    }
}
