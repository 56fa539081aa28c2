import Foundation

/// A view's accessibility settings, allocated the first time one is set.
@MainActor
final class _AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var frame: CGRect?
    var elementsHidden = false
    var viewIsModal = false
    var elements: [Any]?
}

extension UIView {
    var _accessibilityStorage: _AccessibilityStorage {
        if let storage = _accessibility { return storage }
        let storage = _AccessibilityStorage()
        _accessibility = storage
        return storage
    }

    /// Views are not elements, except labels and controls, as in UIKit.
    var _isAccessibilityElement: Bool {
        _accessibility?.isElement ?? (self is UILabel || self is UIControl)
    }

    /// A label reads its text.
    var _accessibilityLabel: String? {
        if let label = _accessibility?.label { return label }
        return (self as? UILabel)?.text
    }

    /// Labels are static text, image views images, other views have no traits.
    var _accessibilityTraits: UIAccessibilityTraits {
        if let traits = _accessibility?.traits { return traits }
        if self is UILabel { return .staticText }
        if self is UIImageView { return .image }
        return .none
    }

    /// The view's bounds in screen coordinates, unless set.
    var _accessibilityFrame: CGRect {
        if let frame = _accessibility?.frame { return frame }
        let inRoot = convert(bounds, to: nil)
        guard let window else { return inRoot }
        return inRoot.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}
