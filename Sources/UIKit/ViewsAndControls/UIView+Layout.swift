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
    ///
    /// When the view's own insets did not change but its bounds origin did (a scroll), only the subviews
    /// whose safe area that moved are marked: none when the view has no safe area (a band of zero reaches
    /// nothing), else those whose insets, computed from their box against this view's bands, differ from
    /// the ones they last reported.
    func _reportSafeAreaChangeIfNeeded() {
        let insets = safeAreaInsets
        let origin = layer.bounds.origin
        let moved = origin != _reportedSafeAreaOrigin
        _reportedSafeAreaOrigin = origin
        guard insets != _reportedSafeAreaInsets else {
            if moved { _markSubviewsWhoseSafeAreaMoved() }
            return
        }
        _reportedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        _viewController?.viewSafeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
        for subview in _subviews { subview.setNeedsLayout() }
    }

    /// After a change of bounds origin alone: marks for layout each subview whose safe area is no longer
    /// the one it reported, so that it reports the change (and passes it down) as it lays out.
    private func _markSubviewsWhoseSafeAreaMoved() {
        let outer = _safeAreaInsets
        guard outer != .zero, !_subviews.isEmpty else { return }
        let area = bounds
        for subview in _subviews where !subview.layer._needsLayout {
            let inherited = UIView._inheritedSafeArea(outer, area: area, box: subview._safeAreaBox)
            let insets = _GeometryRules.safeArea(inherited, adding: subview._viewController)
            if insets != subview._reportedSafeAreaInsets { subview.setNeedsLayout() }
        }
    }

    /// This view's box in its superview's coordinates, as its safe area is measured: the frame (exact,
    /// whatever the bounds origin) unless a transform (its own or its superlayer's sublayer transform) makes
    /// it the box of its transformed bounds.
    /// A presenter scaled back behind a sheet keeps the safe area of its unscaled box, as on iOS.
    var _safeAreaBox: CGRect {
        if _UISheetChrome.isScaledBack(self) { return _untransformedBox }
        let layer = self.layer
        if let parent = layer.superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) || !layer.affineTransform().isIdentity {
            return bounds.applying(layer._transformToSuperlayer)
        }
        // Untransformed: the frame, computed without the bounds origin (which would only add rounding
        // noise, and make a scrolled view's own insets seem to change by 1e-14).
        return layer.frame
    }

    /// How far a box reaches into each of its superview's unsafe bands (`outer`, measured inside `area`,
    /// the superview's bounds), never more than the band itself.
    static func _inheritedSafeArea(_ outer: UIEdgeInsets, area: CGRect, box: CGRect) -> UIEdgeInsets {
        func reach(_ depth: CGFloat, _ band: CGFloat) -> CGFloat { _GeometryRules.reach(depth, into: band) }
        return UIEdgeInsets(top: reach(area.minY + outer.top - box.minY, outer.top),
                            left: reach(area.minX + outer.left - box.minX, outer.left),
                            bottom: reach(box.maxY - (area.maxY - outer.bottom), outer.bottom),
                            right: reach(box.maxX - (area.maxX - outer.right), outer.right))
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
            let insets = UIView._inheritedSafeArea(outer, area: parent.bounds, box: view._safeAreaBox)
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
