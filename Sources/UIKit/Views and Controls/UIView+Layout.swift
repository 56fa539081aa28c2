import Foundation

extension UIView {
    /// The value of an intrinsic size component the view does not have.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1




    func _layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        let controller = _viewController
        _solveConstraintsIfNeeded()
        controller?._willLayoutRootView()
        _applyConstraintFrames()
        layoutSubviews()
        controller?._didLayoutRootView()
        // Constraints changed in layoutSubviews or viewDidLayoutSubviews lay out in this same pass.
        _solveConstraintsIfNeeded()
    }


    func _sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }



    // MARK: Margins and safe area

    var _safeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window {
            let windowInsets = window._windowSafeAreaInsets
            let rect = convert(bounds, to: window)
            let windowBounds = window.bounds
            insets = UIEdgeInsets(
                top: max(0, windowInsets.top - (rect.minY - windowBounds.minY)),
                left: max(0, windowInsets.left - (rect.minX - windowBounds.minX)),
                bottom: max(0, windowInsets.bottom - (windowBounds.maxY - rect.maxY)),
                right: max(0, windowInsets.right - (windowBounds.maxX - rect.maxX)))
        }
        if let extra = _viewController?.additionalSafeAreaInsets {
            insets.top += extra.top; insets.left += extra.left
            insets.bottom += extra.bottom; insets.right += extra.right
        }
        return insets
    }


    var _layoutMargins: UIEdgeInsets {
        get {
            var margins = _storedLayoutMargins
            if insetsLayoutMarginsFromSafeArea {
                let safe = safeAreaInsets
                margins.top = max(margins.top, safe.top); margins.left = max(margins.left, safe.left)
                margins.bottom = max(margins.bottom, safe.bottom); margins.right = max(margins.right, safe.right)
            }
            return margins
        }
        set {
            guard newValue != _storedLayoutMargins else { return }
            _storedLayoutMargins = newValue
            _layoutEngineMembership?.setNeedsSolve()
            layoutMarginsDidChange()
        }
    }

    var _directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading,
                                         bottom: newValue.bottom, right: newValue.trailing)
        }
    }

}
