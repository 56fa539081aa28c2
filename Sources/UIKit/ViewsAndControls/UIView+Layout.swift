import Foundation

extension UIView {
    /// The value of an intrinsic size component the view does not have.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1




    func _layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        let controller = _viewController
        _reportSafeAreaChangeIfNeeded()
        _solveConstraintsIfNeeded()
        controller?._willLayoutRootView()
        _applyConstraintFrames()
        // `UITraitCollection.current` is the view's traits while it lays out its subviews.
        UITraitCollection._withCurrent(environment: self) { layoutSubviews() }
        controller?._didLayoutRootView()
        // Constraints changed in layoutSubviews or viewDidLayoutSubviews lay out in this same pass.
        _solveConstraintsIfNeeded()
    }


    /// Reports a changed safe area (spec-silent; the order is UIKit's as far as logs show: before the
    /// controller's layout callbacks). Subviews are marked for layout so that they notice theirs.
    func _reportSafeAreaChangeIfNeeded() {
        let insets = safeAreaInsets
        guard insets != _reportedSafeAreaInsets else { return }
        _reportedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        _viewController?.viewSafeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
        for subview in _subviews { subview.setNeedsLayout() }
    }

    func _sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }



    // MARK: Margins and safe area

    /// A window's insets are the screen's unsafe edges its frame reaches into. Any other view in a
    /// window takes its superview's safe area: on each edge, how far the view reaches into the
    /// superview's unsafe band, never more than the band itself. A view controller's additional insets
    /// come on top. A view outside any window has none.
    ///
    /// Computed down the chain from the window in one pass (no recursion, one walk up), so a deep
    /// hierarchy costs O(depth) per view.
    var _safeAreaInsets: UIEdgeInsets {
        func adding(_ controller: UIViewController?, to insets: UIEdgeInsets) -> UIEdgeInsets {
            _GeometryRules.safeArea(insets, adding: controller)
        }
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current, !(view is UIWindow) { chain.append(view); current = view._superview }
        guard let window = current as? UIWindow else { return adding(_viewController, to: .zero) }
        var outer = adding(window._viewController, to: window._windowSafeAreaInsets)
        var parent: UIView = window
        for view in chain.reversed() {
            let area = parent.bounds
            // This view's box in the superview's coordinates (the layer is a direct sublayer).
            // A presenter scaled back behind a sheet keeps the safe area of its unscaled box, as on iOS.
            let box = _UISheetChrome.isScaledBack(view) ? view._untransformedBox : view.bounds.applying(view.layer._transformToSuperlayer)
            func reach(_ depth: CGFloat, _ band: CGFloat) -> CGFloat { _GeometryRules.reach(depth, into: band) }
            let insets = UIEdgeInsets(top: reach(area.minY + outer.top - box.minY, outer.top),
                                      left: reach(area.minX + outer.left - box.minX, outer.left),
                                      bottom: reach(box.maxY - (area.maxY - outer.bottom), outer.bottom),
                                      right: reach(box.maxX - (area.maxX - outer.right), outer.right))
            outer = adding(view._viewController, to: insets)
            parent = view
        }
        return outer
    }

    var _layoutMargins: UIEdgeInsets {
        get {
            _GeometryRules.layoutMargins(_storedLayoutMargins, safeArea: insetsLayoutMarginsFromSafeArea ? safeAreaInsets : nil)
        }
        set {
            guard newValue != _storedLayoutMargins else { return }
            _storedLayoutMargins = newValue
            _layoutEngineMembership?.setNeedsSolve()
            setNeedsLayout()
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
