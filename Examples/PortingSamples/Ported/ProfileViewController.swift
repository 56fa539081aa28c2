import UIKit

/// A profile screen: a follow button, a tappable avatar, a refresh timer and a keyboard observer.
final class ProfileViewController: UIViewController {
    weak var followButton: UIButton!
    weak var avatarView: UIImageView!
    private var refreshTimer: Timer?
    private(set) var followTaps: [UIButton] = []
    private(set) var avatarTaps = 0
    private(set) var refreshes = 0
    private(set) var keyboardNotifications = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        followButton.addTarget(self, action: Selector("followTapped:", ProfileViewController.followTapped(_:)), for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: Selector("avatarTapped:", ProfileViewController.avatarTapped(_:)))
        avatarView.addGestureRecognizer(tap)
        refreshTimer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: Selector("refresh", ProfileViewController.refresh),
                                            userInfo: nil, repeats: true)
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:", ProfileViewController.keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func followTapped(_ sender: UIButton) {
        followTaps.append(sender)
    }

    private func avatarTapped(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended { avatarTaps += 1 }
    }

    func refresh() {
        refreshes += 1
    }

    func keyboardWillShow(_ notification: Notification) {
        keyboardNotifications += 1
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        refreshTimer?.invalidate()
    }
}
