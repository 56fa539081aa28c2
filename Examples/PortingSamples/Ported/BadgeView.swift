import UIKit
import QuartzCore

/// A round badge with a count, designable in Interface Builder.
final class BadgeView: UIView {
    weak var countLabel: UILabel!
    var fillColor: UIColor = .systemRed

    var count = 0 {
        didSet { countLabel?.text = "\(count)" }
    }

    /// Makes the badge pulse once, by animating the layer's corner radius.
    func pulse() {
        let animation = CABasicAnimation(keyPath: "cornerRadius")
        animation.fromValue = 0
        animation.toValue = bounds.height / 2
        animation.duration = 0.25
        layer.add(animation, forKey: "cornerRadius")
    }

    /// Keeps the badge round and its label centred.
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        countLabel?.frame = bounds
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 24, height: 24)
    }
}

// MARK: - Layout
