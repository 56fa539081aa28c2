import Foundation

/// The attributes of one stack axis: along it (edges, length, centre, baselines) and across it.
private struct _StackAxis {
    let leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute
    let length: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute
    let crossLeading: NSLayoutConstraint.Attribute, crossTrailing: NSLayoutConstraint.Attribute
    let crossLength: NSLayoutConstraint.Attribute, crossCenter: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            (leading, trailing, length, center) = (.leading, .trailing, .width, .centerX)
            (crossLeading, crossTrailing, crossLength, crossCenter) = (.top, .bottom, .height, .centerY)
        } else {
            (leading, trailing, length, center) = (.top, .bottom, .height, .centerY)
            (crossLeading, crossTrailing, crossLength, crossCenter) = (.leading, .trailing, .width, .centerX)
        }
    }
}

extension UIStackView {
    /// The system's standard spacing between sibling views.
    static let _systemSpacing: CGFloat = 8

    /// The reason of the exception an out-of-bounds `insertArrangedSubview(_:at:)` raises. Apple documents
    /// the name (`NSInternalInconsistencyException`) but not the text: this wording is ours [INFERRED].
    static func _insertIndexOutOfBoundsReason(_ index: Int, count: Int) -> String {
        "Index \(index) out of bounds for inserting into arrangedSubviews (count \(count))"
    }

    func _insertArranged(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if let current = _arrangedSubviews.firstIndex(where: { $0 === view }) { _arrangedSubviews.remove(at: current) }
        _arrangedSubviews.insert(view, at: min(max(0, index), _arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view._superview !== self { addSubview(view) }
        _setNeedsArrangement()
    }

    func _removeArranged(_ view: UIView) {
        guard let index = _arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        _arrangedSubviews.remove(at: index)
        _customSpacings[ObjectIdentifier(view)] = nil
        // The view's arrangement constraints go now: it may be leaving the stack's tree.
        _removeArrangement()
        _setNeedsArrangement()
    }

    func _setCustomSpacing(_ spacing: CGFloat, after view: UIView) {
        guard _arrangedSubviews.contains(where: { $0 === view }) else { return }
        _customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
        _setNeedsArrangement()
    }

    /// An arranged view was hidden or shown. Inside an animation block the stack lays out at once, so the
    /// collapse (or expansion) animates; otherwise at the next layout.
    func _arrangedSubviewHiddenDidChange(_ view: UIView) {
        guard _arrangedSubviews.contains(where: { $0 === view }) else { return }
        _setNeedsArrangement()
        guard _UIViewAnimationContext.isAnimating else { return }
        _arrangeIfNeeded()
        _solveConstraintsIfNeeded()
        _rootView.layoutIfNeeded()
    }

    func _setNeedsArrangement() {
        _needsArrangement = true
        setNeedsUpdateConstraints()
    }

    func _arrangeIfNeeded() {
        guard _needsArrangement else { return }
        _needsArrangement = false
        _removeArrangement()
        let constraints = _arrangementConstraintsToActivate()
        _arrangementConstraints = constraints
        NSLayoutConstraint.activate(constraints)
        // The views that stand for the stack's baselines may have changed.
        _layoutEngineMembership?.baselineViewsMayHaveChanged()
    }

    private func _removeArrangement() {
        NSLayoutConstraint.deactivate(_arrangementConstraints)
        _arrangementConstraints.removeAll()
        for guide in _arrangementGuides { removeLayoutGuide(guide) }
        _arrangementGuides.removeAll()
    }

    /// The spacing between `view` and the next visible arranged view.
    private func _spacing(after view: UIView) -> CGFloat {
        let value = _customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? Self._systemSpacing : value
    }

    /// The constraints iOS creates for the current arrangement, named with its identifiers.
    private func _arrangementConstraintsToActivate() -> [NSLayoutConstraint] {
        let views = _arrangedSubviews
        guard !views.isEmpty else { return [] }
        let a = _StackAxis(axis)
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var result: [NSLayoutConstraint] = []
        func make(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ other: AnyObject?,
                  _ otherAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal,
                  multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
                  _ identifier: String) {
            result.append(Self._constraint(item, attribute, other, otherAttribute, relation: relation, multiplier: multiplier,
                                           constant: constant, priority: priority, identifier))
        }
        let visible = views.filter { !$0.isHidden }

        // Along the axis: the canvas connections at both ends, spacing between visible neighbours, and
        // hidden views collapsed in place.
        if let first = visible.first, let last = visible.last {
            make(canvas, a.leading, first, a.leading, "UISV-canvas-connection")
            make(canvas, a.trailing, last, a.trailing, "UISV-canvas-connection")
        }
        let spacingRelation: NSLayoutConstraint.Relation =
            distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
        let baselines = isBaselineRelativeArrangement && axis == .vertical
        var previous: UIView?
        for view in views {
            if view.isHidden {
                make(view, a.length, nil, .notAnAttribute, "UISV-hiding")
                if let previous {
                    make(view, a.leading, previous, a.trailing, "UISV-hiding")
                } else {
                    make(view, a.leading, canvas, a.leading, "UISV-hiding")
                }
                continue
            }
            if let previous {
                let gap = _spacing(after: previous)
                if baselines {
                    make(view, .firstBaseline, previous, .lastBaseline, relation: spacingRelation, constant: gap, "UISV-spacing")
                } else {
                    make(view, a.leading, previous, a.trailing, relation: spacingRelation, constant: gap, "UISV-spacing")
                }
            }
            previous = view
        }

        // The distribution's own constraints between the visible views.
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() { make(view, a.length, visible[0], a.length, "UISV-fill-equally") }
        case .fillProportionally:
            let lengths = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                let length = axis == .horizontal ? size.width : size.height
                return length == UIView.noIntrinsicMetric ? 0 : length
            }
            let total = lengths.reduce(0, +)
            if total > 0 {
                let spacings = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + _spacing(after: $1.0) }
                for (view, length) in zip(visible, lengths) {
                    let share = length / total
                    make(view, a.length, canvas, a.length, multiplier: share, constant: -share * spacings,
                         priority: UILayoutPriority(999), "UISV-fill-proportionally")
                }
            } else {
                for view in visible.dropFirst() { make(view, a.length, visible[0], a.length, "UISV-fill-equally") }
            }
        case .equalSpacing, .equalCentering:
            let edges: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                distribution == .equalSpacing ? (a.trailing, a.leading) : (a.center, a.center)
            var firstGuide: UILayoutGuide?
            for (before, after) in zip(visible, visible.dropFirst()) {
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                _arrangementGuides.append(guide)
                make(guide, a.leading, before, edges.0, "UISV-distributing-edge")
                make(guide, a.trailing, after, edges.1, "UISV-distributing-edge")
                if let firstGuide { make(guide, a.length, firstGuide, a.length, "UISV-fill-equally") }
                firstGuide = firstGuide ?? guide
            }
        }

        // Across the axis, relative to the first arranged view.
        let anchor = views[0]
        let crossAlignment: Alignment =
            axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) ? .fill : alignment
        switch crossAlignment {
        case .fill:
            make(canvas, a.crossLeading, anchor, a.crossLeading, "UISV-canvas-connection")
            make(canvas, a.crossTrailing, anchor, a.crossTrailing, "UISV-canvas-connection")
            for view in views.dropFirst() {
                make(view, a.crossLeading, anchor, a.crossLeading, "UISV-alignment")
                make(view, a.crossTrailing, anchor, a.crossTrailing, "UISV-alignment")
            }
        case .leading, .trailing, .center:
            let edge = crossAlignment == .leading ? a.crossLeading : crossAlignment == .trailing ? a.crossTrailing : a.crossCenter
            make(canvas, edge, anchor, edge, "UISV-canvas-connection")
            for view in views.dropFirst() { make(view, edge, anchor, edge, "UISV-alignment") }
            result += Self._spanning(views, a, canvas)
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = crossAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for view in views.dropFirst() { make(view, baseline, anchor, baseline, "UISV-alignment") }
            // The views with the most room above their baseline touch the top.
            for view in views {
                make(canvas, a.crossLeading, view, a.crossLeading, priority: UILayoutPriority(49), "UISV-canvas-connection")
            }
            result += Self._spanning(views, a, canvas)
        }
        return result
    }

    /// For the alignments that do not fill: each view stays inside the stack across the axis, the stack is as
    /// small as that allows, and a view with no size of its own collapses rather than being ambiguous.
    private static func _spanning(_ views: [UIView], _ a: _StackAxis, _ canvas: AnyObject) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        for view in views {
            result.append(_constraint(view, a.crossLeading, canvas, a.crossLeading, relation: .greaterThanOrEqual,
                                      "UISV-spanning-boundary"))
            result.append(_constraint(view, a.crossTrailing, canvas, a.crossTrailing, relation: .lessThanOrEqual,
                                      "UISV-spanning-boundary"))
            result.append(_constraint(view, a.crossLength, nil, .notAnAttribute, priority: UILayoutPriority(25),
                                      "UISV-ambiguity-suppression"))
        }
        result.append(_constraint(canvas, a.crossLength, nil, .notAnAttribute, priority: UILayoutPriority(51), "UISV-spanning-fit"))
        return result
    }

    private static func _constraint(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ other: AnyObject?,
                                    _ otherAttribute: NSLayoutConstraint.Attribute,
                                    relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1,
                                    constant: CGFloat = 0, priority: UILayoutPriority = .required,
                                    _ identifier: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                            attribute: otherAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }
}
