import Foundation

extension UIView {
    /// The size that `systemLayoutSizeFitting(_:)` makes as small as the constraints allow.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size that `systemLayoutSizeFitting(_:)` makes as large as the constraints allow.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Anchors

    /// The leading edge (the left edge: PortableUIKit lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right edge).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first baseline; a plain view has no text, so this is its bottom edge.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline; a plain view has no text, so this is its bottom edge.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    /// The guide for the part of the view not covered by bars, the status bar or the home indicator.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = _safeAreaGuide { return guide }
        let guide = UILayoutGuide._make(.safeArea, owningView: self)
        _safeAreaGuide = guide
        return guide
    }

    /// The guide for the view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = _marginsGuide { return guide }
        let guide = UILayoutGuide._make(.layoutMargins, owningView: self)
        _marginsGuide = guide
        return guide
    }

    /// The guide for a comfortable reading width: the margins guide, narrowed to at most 672 points and
    /// centred.
    public var readableContentGuide: UILayoutGuide {
        if let guide = _readableGuide { return guide }
        let guide = UILayoutGuide._make(.readableContent, owningView: self)
        _readableGuide = guide
        return guide
    }

    /// The guide for the keyboard's area: the part of the view the keyboard covers while it is shown, else
    /// the bottom safe-area inset. It follows the keyboard inside the keyboard's animation.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = _keyboardGuide { return guide }
        let guide = UILayoutGuide._make(.keyboard, owningView: self) as! UIKeyboardLayoutGuide
        _keyboardGuide = guide
        _Keyboard.guideCreated(in: self)
        return guide
    }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { _layoutGuides }

    /// Adds `layoutGuide` to the view, making the view its owner.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide._owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard layoutGuide._owningView !== self || !_layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide._owningView = self
        _layoutGuides.append(layoutGuide)
    }

    /// Removes `layoutGuide` from the view, deactivating the constraints that name it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let index = _layoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
        for constraint in layoutGuide._referencingConstraints { constraint._deactivate() }
        _layoutGuides.remove(at: index)
        layoutGuide._owningView = nil
    }

    // MARK: Implementations behind the class body

    func _addConstraint(_ constraint: NSLayoutConstraint) {
        if let owner = constraint._owner {
            if owner === self { return }
            constraint._deactivate()
        }
        constraint._install(on: self)
    }

    func _removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint._owner === self else { return }
        constraint._deactivate()
    }

    func _setNeedsUpdateConstraints() {
        _needsUpdateConstraints = true
        let engine = _LayoutEngine.engine(forRootOf: self)
        engine.needsUpdatePass = true
        engine.setNeedsSolve()
    }

    /// Runs the update-constraints pass on this view's subtree, subviews first.
    func _updateConstraintsPass() {
        // Post-order without recursion: a view is entered (its subviews pushed), then finished.
        var stack: [(view: UIView, entered: Bool)] = [(self, false)]
        while let (view, entered) = stack.popLast() {
            guard entered else {
                stack.append((view, true))
                for subview in view._subviews.reversed() { stack.append((subview, false)) }
                continue
            }
            guard view._needsUpdateConstraints else { continue }
            view._needsUpdateConstraints = false
            if let controller = view._viewController { controller.updateViewConstraints() } else { view.updateConstraints() }
        }
    }

    func _systemLayoutSizeFitting(_ targetSize: CGSize, horizontal: UILayoutPriority,
                                  vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = _LayoutEngine(root: self, fitting: .init(size: targetSize, horizontal: horizontal, vertical: vertical))
        engine.retain(self)
        var constraints: [NSLayoutConstraint] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            constraints += view._installedConstraints
            stack.append(contentsOf: view._subviews.reversed())
        }
        for constraint in constraints.sorted(by: { $0._sequence < $1._sequence }) { engine.addConstraint(constraint) }
        engine.solveIfNeeded()
        return engine.fittingRootSize
    }

    func _contentPriorityDidChange() {
        _layoutEngineMembership?.setNeedsSolve()
    }

    func _invalidateIntrinsicContentSize() {
        if let engine = _layoutEngineMembership { engine.setNeedsSolve() } else { _superview?.setNeedsLayout() }
    }

    // MARK: Hooks for layout and the hierarchy

    /// Solves the tree's engine if constraints changed, so that layout sees current values.
    func _solveConstraintsIfNeeded() {
        guard _LayoutEngine.liveEngines > 0 else { return }
        if let engine = _layoutEngineMembership { engine.solveIfNeeded(); return }
        _rootView._layoutEngine?.solveIfNeeded()
    }

    /// Gives the subviews that do not translate their autoresizing masks their frames from the engine.
    func _applyConstraintFrames() {
        guard let engine = _layoutEngineMembership else { return }
        engine.solveIfNeeded()
        // Frames set from the solution (and the autoresizing they cause) agree with the engine already.
        _LayoutEngine.applyingFrames += 1
        defer { _LayoutEngine.applyingFrames -= 1 }
        engine.applyFrames(toSubviewsOf: self)
    }

    /// A geometry change of a view whose frame the engine reads (its mask or the root's size).
    func _constraintGeometryDidChange() {
        guard _LayoutEngine.applyingFrames == 0, let engine = _layoutEngineMembership else { return }
        guard translatesAutoresizingMaskIntoConstraints || engine.root === self else {
            // Set from outside: the superview's next layout puts the solved frame back.
            engine.geometryDidChangeOutside(self)
            return
        }
        engine.setNeedsSolve()
    }

    /// Before the view leaves its superview: constraints that tie its subtree to views outside are
    /// deactivated, and the ones inside it move to an engine of its own.
    func _constraintsWillDetach() {
        guard let engine = _layoutEngineMembership, engine.root !== self else { return }
        var moving: [NSLayoutConstraint] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            var items: [_LayoutItem] = [view] + view._layoutGuides
            if let guide = view._safeAreaGuide { items.append(guide) }
            if let guide = view._marginsGuide { items.append(guide) }
            if let guide = view._readableGuide { items.append(guide) }
            if let guide = view._keyboardGuide { items.append(guide) }
            for item in items {
                for constraint in item._referencingConstraints {
                    guard let owner = constraint._owner else { continue }
                    if owner._isDescendant(of: self) {
                        if constraint._engineOwner === engine {
                            engine.removeConstraint(constraint)
                            moving.append(constraint)
                        }
                    } else {
                        constraint._deactivate()
                    }
                }
            }
            stack.append(contentsOf: view._subviews.reversed())
        }
        guard !moving.isEmpty else { return }
        let own = _LayoutEngine(root: self)
        _layoutEngine = own
        for constraint in moving.sorted(by: { $0._sequence < $1._sequence }) { own.addConstraint(constraint) }
    }

    /// After the view joined a superview: its own engine's constraints move to the new tree's engine.
    func _constraintsDidAttach() {
        if let own = _layoutEngine {
            _layoutEngine = nil
            let constraints = own.constraintsInOrder
            for constraint in constraints { constraint._engineOwner = nil }
            let engine = _LayoutEngine.engine(forRootOf: self)
            for constraint in constraints { engine.addConstraint(constraint) }
        }
        guard _LayoutEngine.liveEngines > 0, let engine = _rootView._layoutEngine else {
            if type(of: self).requiresConstraintBasedLayout { _setNeedsUpdateConstraints() }
            return
        }
        engine.needsUpdatePass = true
        engine.setNeedsSolve()
    }
}
