import Foundation

/// Trait propagation (spec §8): window → root view controller → children (with their parent's
/// overrides) and presented controllers → views.
extension UIViewController {
    var _computedTraitCollection: UITraitCollection {
        if let parent = _parent {
            // As on iOS 17, a child inherits through its view's superview when its view is in place.
            return parent._traits(forChild: self, parentTraits: _view?._superview?.traitCollection ?? parent.traitCollection)
        }
        if let presenter = _presentingViewController { return presenter.traitCollection }
        if let window = _view?.window ?? _windowShowingAsRoot { return window.traitCollection }
        return UIScreen.main.traitCollection
    }

    /// The window whose root view controller this is, if any.
    var _windowShowingAsRoot: UIWindow? {
        _WindowList.all.lazy.compactMap(\.window).first { $0._rootViewController === self }
    }

    /// `parentTraits` with this controller's override for `child` applied.
    func _traits(forChild child: UIViewController, parentTraits: UITraitCollection) -> UITraitCollection {
        guard let override = _overrideTraitCollections[ObjectIdentifier(child)] else { return parentTraits }
        return UITraitCollection(traitsFrom: [parentTraits, override])
    }

    func _setOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        let key = ObjectIdentifier(child)
        let oldTraits = child.traitCollection
        let newTraits = collection.map { UITraitCollection(traitsFrom: [traitCollection, $0]) } ?? traitCollection
        guard child._parent === self, !newTraits.isEqual(oldTraits) else {
            _overrideTraitCollections[key] = collection
            return
        }
        let container = child._view ?? _view ?? UIView()
        let coordinator = _UITransitionCoordinator(animated: false, duration: 0, containerView: container)
        child.willTransition(to: newTraits, with: coordinator)
        let snapshot = _TraitChangeSnapshot(controller: child)
        _overrideTraitCollections[key] = collection
        coordinator.runAlongsideAnimations()
        snapshot.deliverChanges()
        coordinator.finish()
    }

    /// The base `willTransition(to:with:)`: tells each child and the presented controller whose traits
    /// would change what they are about to become.
    func _forwardWillTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in _children {
            let childTraits = _traits(forChild: child, parentTraits: newCollection)
            if !childTraits.isEqual(child.traitCollection) { child.willTransition(to: childTraits, with: coordinator) }
        }
        guard let presented = _presentedViewController else { return }
        if let controller = presented._presentationControllerStorage, controller._state != .dismissed {
            // The presentation controller passes the change on to its presented controller (Apple's
            // `UIContentContainer` documentation).
            controller.willTransition(to: newCollection, with: coordinator)
        } else if !newCollection.isEqual(presented.traitCollection) {
            presented.willTransition(to: newCollection, with: coordinator)
        }
    }
}

/// The traits of a set of environments before a change, so that each whose traits then differ gets
/// `traitCollectionDidChange(_:)`: view controllers first (pre-order, children then presented), then views.
///
/// Views are visited top-down with their superview's traits carried along, so a snapshot costs one
/// pass over the views rather than a walk to the root for each.
@MainActor
struct _TraitChangeSnapshot {
    private var controllers: [(controller: UIViewController, previous: UITraitCollection)] = []
    private var views: [(view: UIView, previous: UITraitCollection)] = []
    private let viewRoots: [UIView]

    init(controller: UIViewController) {
        var list: [UIViewController] = []
        Self.collect(controller, into: &list)
        controllers = list.map { ($0, $0.traitCollection) }
        viewRoots = list.compactMap(\._view)
        views = Self.traitsOfViews(under: viewRoots)
    }

    init(window: UIWindow) {
        var list: [UIViewController] = []
        if let root = window._rootViewController { Self.collect(root, into: &list) }
        controllers = list.map { ($0, $0.traitCollection) }
        viewRoots = [window] + list.compactMap(\._view)
        views = Self.traitsOfViews(under: viewRoots)
    }

    /// The environments under `view`: its subtree, and the controllers whose views are in it (with
    /// their children and presented controllers); for a window, its root view controller's tree too.
    init(view: UIView) {
        var list: [UIViewController] = []
        if let window = view as? UIWindow, let root = window._rootViewController { Self.collect(root, into: &list) }
        var seen = Set(list.map(ObjectIdentifier.init))
        var stack = [view]
        while let next = stack.popLast() {
            if let controller = next._viewController, !seen.contains(ObjectIdentifier(controller)) {
                var found: [UIViewController] = []
                Self.collect(controller, into: &found)
                for each in found where seen.insert(ObjectIdentifier(each)).inserted { list.append(each) }
            }
            stack.append(contentsOf: next._subviews.reversed())
        }
        controllers = list.map { ($0, $0.traitCollection) }
        viewRoots = [view] + list.compactMap(\._view)
        views = Self.traitsOfViews(under: viewRoots)
    }

    private static func collect(_ controller: UIViewController, into list: inout [UIViewController]) {
        list.append(controller)
        for child in controller._children { collect(child, into: &list) }
        if let presented = controller._presentedViewController { collect(presented, into: &list) }
    }

    /// Every view under `roots` (each once, pre-order) with its current traits.
    private static func traitsOfViews(under roots: [UIView]) -> [(view: UIView, previous: UITraitCollection)] {
        var result: [(view: UIView, previous: UITraitCollection)] = []
        var seen = Set<ObjectIdentifier>()
        var stack: [(UIView, UITraitCollection?)] = roots.reversed().map { ($0, nil) }
        while let (view, inherited) = stack.popLast() {
            guard seen.insert(ObjectIdentifier(view)).inserted else { continue }
            let computes = view._viewController != nil || inherited == nil || !view._traitOverrides._values.isEmpty
            let traits = computes ? view.traitCollection : inherited!
            result.append((view, traits))
            for subview in view._subviews.reversed() { stack.append((subview, traits)) }
        }
        return result
    }

    /// Makes `change`, then delivers what it changed.
    func deliverChanges(after change: () -> Void) {
        change()
        deliverChanges()
    }

    /// Sends `traitCollectionDidChange(_:)` to every recorded environment whose traits changed.
    func deliverChanges() {
        for entry in controllers where !entry.controller.traitCollection.isEqual(entry.previous) {
            entry.controller._deliverTraitChange(from: entry.previous)
        }
        Self.readaptPresentations(of: controllers)
        var current: [ObjectIdentifier: UITraitCollection] = [:]
        for entry in Self.traitsOfViews(under: viewRoots) { current[ObjectIdentifier(entry.view)] = entry.previous }
        for old in views {
            guard let traits = current[ObjectIdentifier(old.view)], !traits.isEqual(old.previous) else { continue }
            if traits.hasDifferentColorAppearance(comparedTo: old.previous) { old.view._colorAppearanceDidChange(from: old.previous) }
            old.view._deliverTraitChange(from: old.previous)
        }
    }
}
