import Foundation

extension UITraitOverrides {
    /// `base` with these overrides on top (`base` itself when there are none).
    func _applied(to base: UITraitCollection) -> UITraitCollection {
        _values.isEmpty ? base : UITraitCollection(_values: base._values.applying(_values))
    }

    var _overriddenStyle: UIUserInterfaceStyle {
        contains(UITraitUserInterfaceStyle.self) ? userInterfaceStyle : .unspecified
    }

    /// `overrideUserInterfaceStyle`'s setter: `.unspecified` removes the override.
    mutating func _setOverriddenStyle(_ style: UIUserInterfaceStyle) {
        if style == .unspecified { remove(UITraitUserInterfaceStyle.self) } else { userInterfaceStyle = style }
    }
}

extension UIView: UITraitChangeObservable, _TraitChangeRegistryOwner {
    /// The traits this view overrides for itself and its subviews. Changing them sends
    /// `traitCollectionDidChange(_:)` (and the trait-change registrations) to every view and view
    /// controller in the subtree whose traits changed, at once.
    public var traitOverrides: UITraitOverrides {
        get { _traitOverrides }
        set { _TraitChangeSnapshot(view: self).deliverChanges(after: { _traitOverrides = newValue }) }
    }
}

extension UIViewController: UITraitChangeObservable, _TraitChangeRegistryOwner {
    /// The traits this controller overrides for itself, its views, its children and what it presents.
    /// Changing them sends `traitCollectionDidChange(_:)` (and the registrations) at once to each of
    /// those whose traits changed: controllers first, then views.
    public var traitOverrides: UITraitOverrides {
        get { _traitOverrides }
        set { _TraitChangeSnapshot(controller: self).deliverChanges(after: { _traitOverrides = newValue }) }
    }
}

extension UIWindowScene: UITraitEnvironment, UITraitChangeObservable, _TraitChangeRegistryOwner {
    /// The traits this scene overrides for its windows and everything in them.
    public var traitOverrides: UITraitOverrides {
        get { _traitOverrides }
        set {
            let previous = traitCollection
            let snapshots = windows.map { _TraitChangeSnapshot(window: $0) }
            _traitOverrides = newValue
            if !traitCollection.isEqual(previous) { _deliverTraitChange(from: previous) }
            for snapshot in snapshots { snapshot.deliverChanges() }
        }
    }
}

extension UIView {
    /// What UIKit redoes for a view whose style changed, before `traitCollectionDidChange(_:)`: a dynamic
    /// background colour is resolved again, a view that draws redraws, layout runs again, and
    /// `tintColorDidChange()` is sent when the resolved tint changed.
    func _colorAppearanceDidChange(from previous: UITraitCollection) {
        _resolveDynamicColors()
        if UIView._overridesDraw[ObjectIdentifier(type(of: self))] != false { layer.setNeedsDisplay() }
        setNeedsLayout()
        if let tint = tintColor, tint._provider != nil,
           !tint.resolvedColor(with: previous).isEqual(tint.resolvedColor(with: traitCollection)) {
            tintColorDidChange()
        }
    }

    /// Puts the background colour, resolved for the view's traits, on the layer.
    func _resolveDynamicColors() {
        guard let color = _storedBackgroundColor, color._provider != nil else { return }
        layer.backgroundColor = color.resolvedColor(with: traitCollection).cgColor
    }
}
