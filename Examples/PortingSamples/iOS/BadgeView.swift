import UIKit
import QuartzCore.CAAnimation

/// A round badge with a count, designable in Interface Builder.
@IBDesignable
final class BadgeView: UIView {
    @IBOutlet weak var countLabel: UILabel!
    @IBInspectable var fillColor: UIColor = .systemRed

    @objc dynamic var count = 0 {
        didSet { countLabel?.text = "\(count)" }
    }

    /// Makes the badge pulse once, by animating the layer's corner radius.
    func pulse() {
        let animation = CABasicAnimation(keyPath: #keyPath(CALayer.cornerRadius))
        animation.fromValue = 0
        animation.toValue = bounds.height / 2
        animation.duration = 0.25
        layer.add(animation, forKey: #keyPath(CALayer.cornerRadius))
    }
}

// MARK: - Layout

extension BadgeView {
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
