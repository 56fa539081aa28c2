import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A profile screen: a follow button, a tappable avatar, a refresh timer and a keyboard observer.
final class ProfileViewController: UIViewController {
    @IBOutlet weak var followButton: UIButton!
    @IBOutlet weak var avatarView: UIImageView!
    private var refreshTimer: Timer?
    private(set) var followTaps: [UIButton] = []
    private(set) var avatarTaps = 0
    private(set) var refreshes = 0
    private(set) var keyboardNotifications = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        followButton.addTarget(self, action: #selector(followTapped(_:)), for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: #selector(avatarTapped(_:)))
        avatarView.addGestureRecognizer(tap)
        refreshTimer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(refresh),
                                            userInfo: nil, repeats: true)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @IBAction func followTapped(_ sender: UIButton) {
        followTaps.append(sender)
    }

    @objc private func avatarTapped(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended { avatarTaps += 1 }
    }

    @objc func refresh() {
        refreshes += 1
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        keyboardNotifications += 1
    }
}

extension ProfileViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        refreshTimer?.invalidate()
    }
}
