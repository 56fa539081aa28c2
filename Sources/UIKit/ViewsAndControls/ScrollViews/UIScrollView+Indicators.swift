import Foundation

/// The scroll indicators' state. They are not drawn yet (docs/STATUS.md): the scroll view keeps what
/// iOS would show, so the flash and the visibility rules can be checked.
struct _ScrollIndicators {
    /// The media time of the last `flashScrollIndicators()`.
    var lastFlash: CFTimeInterval?
    /// How many times the indicators were flashed.
    var flashCount = 0
}

extension UIScrollView {
    func _flashScrollIndicators() {
        _indicators.lastFlash = CACurrentMediaTime()
        _indicators.flashCount += 1
    }

    /// Called when the offset or content size changed; the drawn indicators will move here.
    func _indicatorsNeedUpdate() {}

    /// The vertical indicator's track insets: the stored insets, plus the safe area when
    /// `automaticallyAdjustsScrollIndicatorInsets` is true.
    var _effectiveVerticalIndicatorInsets: UIEdgeInsets {
        _indicatorInsets(verticalScrollIndicatorInsets)
    }

    /// The horizontal indicator's track insets, as for the vertical one.
    var _effectiveHorizontalIndicatorInsets: UIEdgeInsets {
        _indicatorInsets(horizontalScrollIndicatorInsets)
    }

    private func _indicatorInsets(_ stored: UIEdgeInsets) -> UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return stored }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: stored.top + safe.top, left: stored.left + safe.left,
                            bottom: stored.bottom + safe.bottom, right: stored.right + safe.right)
    }
}
