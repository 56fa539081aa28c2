import Foundation

/// Columns, collapsing and expanding, and layout of the split view controller (spec §17.6–§17.7).
extension UISplitViewController {
    /// The width of a side column when nothing is preferred. UIKit's own depends on the screen; this is
    /// its common iPad value, unverified for phones in landscape.
    static let _defaultColumnWidth: CGFloat = 320
    /// The columns stacked in order when the interface collapses.
    static let _stackedColumns: [Column] = [.primary, .supplementary, .secondary]

    /// The controller whose view shows `column`: its navigation controller for a column style, the
    /// controller itself for `.compact` and for a classic split view.
    func _columnRoot(_ column: Column) -> UIViewController? {
        _columnNavigation[column] ?? _columnControllers[column]
    }

    // MARK: Setting columns

    func _setViewController(_ controller: UIViewController?, for column: Column) {
        // Classic split view controllers do not respond to the column-style API (spec §17.7).
        guard _style != .unspecified, column != .supplementary || _style == .tripleColumn else { return }
        if column == .secondary, let controller, !(controller is UINavigationController),
           let navigation = _columnNavigation[.secondary] {
            _columnControllers[.secondary] = controller
            let stack = _isCollapsed && _columnControllers[.compact] == nil ? _columnNavigation[.primary] : navigation
            stack?.pushViewController(controller, animated: false)
            return
        }
        if let old = _columnRoot(column) { _removeColumnChild(old) }
        _columnControllers[column] = controller
        _columnNavigation[column] = nil
        guard let controller else {
            _view?.setNeedsLayout()
            return
        }
        let root: UIViewController
        if column == .compact {
            root = controller
        } else {
            let navigation = controller as? UINavigationController ?? UINavigationController(rootViewController: controller)
            _columnNavigation[column] = navigation
            root = navigation
        }
        addChild(root)
        root.didMove(toParent: self)
        if _isCollapsed && column != .primary && column != .compact { _stackOntoPrimary(through: column) }
        _view?.setNeedsLayout()
    }

    func _removeColumnChild(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child._view?.removeFromSuperview()
        child.removeFromParent()
    }

    var _classicViewControllers: [UIViewController] {
        [Column.primary, .secondary].compactMap { _columnRoot($0) }
    }

    func _setClassicViewControllers(_ controllers: [UIViewController]) {
        guard _style == .unspecified else {
            if let primary = controllers.first { setViewController(primary, for: .primary) }
            if controllers.count > 1 { setViewController(controllers[1], for: .secondary) }
            return
        }
        for column in [Column.primary, .secondary] {
            if let old = _columnControllers[column] { _removeColumnChild(old) }
            _columnControllers[column] = nil
        }
        for (column, controller) in zip([Column.primary, .secondary], controllers) {
            _columnControllers[column] = controller
            addChild(controller)
            controller.didMove(toParent: self)
        }
        _view?.setNeedsLayout()
    }

    // MARK: Collapsing and expanding

    /// Collapses in a compact width and expands in a regular one; the first call builds the interface.
    func _updateCollapsed(horizontalSizeClass: UIUserInterfaceSizeClass) {
        let compact = horizontalSizeClass == .compact
        if !_interfaceBuilt {
            guard _view?.window != nil else { return }
            _interfaceBuilt = true
            _displayMode = _resolved(_preferredDisplayMode)
            if compact { _collapse() }
            return
        }
        if compact && !_isCollapsed { _collapse() }
        else if !compact && _isCollapsed { _expand() }
    }

    /// Spec §17.6 (column style) and §17.7 (classic): the compact column alone, else one stack.
    func _collapse() {
        let delegate = _splitDelegate
        if _style == .unspecified {
            _isCollapsed = true
            if let primary = _columnControllers[.primary], let secondary = _columnControllers[.secondary] {
                let handled = delegate.flatMap { delegate in
                    _ifImplemented("splitViewController(_:collapseSecondary:onto:)") {
                        delegate.splitViewController(self, collapseSecondary: secondary, onto: primary)
                    }
                } ?? false
                if !handled, let navigation = primary as? UINavigationController {
                    _collapsedPrimaryCount = navigation.viewControllers.count
                    _movedOnCollapse = [(.secondary, [secondary])]
                    _removeColumnChild(secondary)
                    navigation.pushViewController(secondary, animated: false)
                }
            }
        } else {
            let proposed: Column = _columnControllers[.secondary] != nil ? .secondary : .primary
            let top = delegate.flatMap { delegate in
                _ifImplemented("splitViewController(_:topColumnForCollapsingToProposedTopColumn:)") {
                    delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
                }
            } ?? proposed
            _isCollapsed = true
            _collapsedPrimaryCount = _columnNavigation[.primary]?.viewControllers.count ?? 0
            _movedOnCollapse = []
            if _columnControllers[.compact] == nil, top != .primary { _stackOntoPrimary(through: top) }
        }
        _view?.setNeedsLayout()
        if let delegate { _ifImplemented("splitViewControllerDidCollapse(_:)") { delegate.splitViewControllerDidCollapse(self) } }
    }

    /// Moves the stacks of the columns after the primary, up to `last`, onto the primary's stack.
    func _stackOntoPrimary(through last: Column) {
        guard let primary = _columnNavigation[.primary] else { return }
        var stack = primary.viewControllers
        for column in Self._stackedColumns.dropFirst() where column.rawValue <= last.rawValue {
            guard let navigation = _columnNavigation[column], !navigation.viewControllers.isEmpty else { continue }
            let moved = navigation.viewControllers
            navigation._surrender(moved)
            _movedOnCollapse.append((column, moved))
            stack += moved
        }
        primary.setViewControllers(stack, animated: false)
    }

    func _expand() {
        let delegate = _splitDelegate
        let proposed = _resolved(_preferredDisplayMode)
        let chosen = delegate.flatMap { delegate in
            _ifImplemented("splitViewController(_:displayModeForExpandingToProposedDisplayMode:)") {
                delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
            }
        } ?? proposed
        _restoreStacks()
        _isCollapsed = false
        _changeDisplayMode(to: _resolved(chosen))
        _view?.setNeedsLayout()
        if let delegate { _ifImplemented("splitViewControllerDidExpand(_:)") { delegate.splitViewControllerDidExpand(self) } }
    }

    /// Gives each column back what collapsing moved onto the primary stack, and what was pushed on
    /// it since (to the last moved column, the secondary by default).
    func _restoreStacks() {
        defer { _movedOnCollapse = [] }
        if _style == .unspecified {
            guard let navigation = _columnControllers[.primary] as? UINavigationController,
                  let secondary = _columnControllers[.secondary], navigation.viewControllers.contains(where: { $0 === secondary })
            else { return }
            navigation._surrender(Array(navigation.viewControllers.dropFirst(_collapsedPrimaryCount)))
            addChild(secondary)
            secondary.didMove(toParent: self)
            return
        }
        guard let primary = _columnNavigation[.primary] else { return }
        let stack = primary.viewControllers
        guard stack.count > _collapsedPrimaryCount else { return }
        var rest = Array(stack[_collapsedPrimaryCount...])
        primary._surrender(rest)
        var moved = _movedOnCollapse
        if moved.isEmpty { moved = [(.secondary, rest)] }
        for (index, entry) in moved.enumerated() {
            let share = index == moved.count - 1 ? rest : Array(rest.prefix(entry.1.count))
            rest.removeFirst(share.count)
            _columnNavigation[entry.0]?.setViewControllers(share, animated: false)
        }
    }

    // MARK: Display modes

    /// `.automatic` is side by side: the port's regular widths are landscape (spec §17.5).
    func _resolved(_ mode: DisplayMode) -> DisplayMode {
        guard mode == .automatic else { return mode }
        return _style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    func _changeDisplayMode(to mode: DisplayMode) {
        guard mode != _displayMode else { return }
        if let delegate = _splitDelegate {
            _ifImplemented("splitViewController(_:willChangeTo:)") { delegate.splitViewController(self, willChangeTo: mode) }
        }
        _displayMode = mode
        _view?.setNeedsLayout()
    }

    func _setPreferredDisplayMode(_ mode: DisplayMode) {
        _preferredDisplayMode = mode
        guard _interfaceBuilt, !_isCollapsed else { return }
        _changeDisplayMode(to: _resolved(mode))
    }

    /// The side columns `mode` shows, besides the secondary.
    func _sideColumns(in mode: DisplayMode) -> [Column] {
        switch mode {
        case .automatic, .secondaryOnly: return []
        case .oneBesideSecondary, .oneOverSecondary: return [_style == .tripleColumn ? .supplementary : .primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return _style == .tripleColumn ? [.primary, .supplementary] : [.primary]
        }
    }

    /// The nearest display mode that shows (or hides) `column`, for the split behavior in effect.
    func _displayMode(showing column: Column, _ shows: Bool) -> DisplayMode {
        let overlay = splitBehavior == .overlay
        var sides = Set(_sideColumns(in: _displayMode))
        if shows {
            sides.insert(column)
            if column == .primary && _style == .tripleColumn { sides.insert(.supplementary) }
        } else {
            sides.remove(column)
            if column == .supplementary { sides.remove(.primary) }
        }
        switch sides.count {
        case 0: return .secondaryOnly
        case 1: return overlay ? .oneOverSecondary : .oneBesideSecondary
        default: return overlay ? .twoOverSecondary : (splitBehavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary)
        }
    }

    // MARK: show(_:) and hide(_:)

    func _show(_ column: Column) {
        guard column != .compact, _style != .unspecified else { return }
        if _isCollapsed {
            guard _columnControllers[.compact] == nil, let primary = _columnNavigation[.primary] else { return }
            if let target = _collapsedTop(of: column) {
                if primary.topViewController !== target { primary.popToViewController(target, animated: false) }
            } else if column != .primary {
                if _columnNavigation[column]?.viewControllers.isEmpty == false {
                    _stackOntoPrimary(through: column)
                } else if let controller = _columnControllers[column],
                          !primary.viewControllers.contains(where: { $0 === controller }) {
                    primary.pushViewController(controller, animated: false)
                }
            }
            return
        }
        guard column != .secondary, !_sideColumns(in: _displayMode).contains(column) else { return }
        _changeDisplayMode(to: _displayMode(showing: column, true))
        if let delegate = _splitDelegate {
            _ifImplemented("splitViewController(_:willShow:)") { delegate.splitViewController(self, willShow: column) }
        }
    }

    func _hide(_ column: Column) {
        guard column != .compact, _style != .unspecified else { return }
        if _isCollapsed {
            guard column != .primary, _columnControllers[.compact] == nil, let primary = _columnNavigation[.primary],
                  let top = _collapsedTop(of: column), primary.topViewController === top,
                  let bottom = _collapsedBottom(of: column),
                  let index = primary.viewControllers.firstIndex(where: { $0 === bottom }), index > 0 else { return }
            primary.popToViewController(primary.viewControllers[index - 1], animated: false)
            return
        }
        guard column != .secondary, _sideColumns(in: _displayMode).contains(column) else { return }
        _changeDisplayMode(to: _displayMode(showing: column, false))
        if let delegate = _splitDelegate {
            _ifImplemented("splitViewController(_:willHide:)") { delegate.splitViewController(self, willHide: column) }
        }
    }

    /// The topmost controller of `column` on the collapsed stack, or nil when it is not there.
    func _collapsedTop(of column: Column) -> UIViewController? {
        guard let stack = _columnNavigation[.primary]?.viewControllers else { return nil }
        if column == .primary { return _collapsedPrimaryCount > 0 ? stack[_collapsedPrimaryCount - 1] : nil }
        var start = _collapsedPrimaryCount
        for (movedColumn, controllers) in _movedOnCollapse {
            let end = movedColumn == .secondary ? stack.count : min(stack.count, start + controllers.count)
            if movedColumn == column { return end > start ? stack[end - 1] : nil }
            start = end
        }
        return nil
    }

    func _collapsedBottom(of column: Column) -> UIViewController? {
        guard let stack = _columnNavigation[.primary]?.viewControllers else { return nil }
        var start = _collapsedPrimaryCount
        for (movedColumn, controllers) in _movedOnCollapse {
            if movedColumn == column { return start < stack.count ? stack[start] : nil }
            start += controllers.count
        }
        return nil
    }

    // MARK: Routing

    func _showDetail(_ controller: UIViewController, sender: Any?) {
        if _style == .unspecified {
            if let delegate = _splitDelegate,
               _ifImplemented("splitViewController(_:showDetail:sender:)", {
                   delegate.splitViewController(self, showDetail: controller, sender: sender)
               }) == true {
                return
            }
            if _isCollapsed, let navigation = _columnControllers[.primary] as? UINavigationController {
                navigation.pushViewController(controller, animated: true)
            } else {
                var controllers = _classicViewControllers
                if controllers.count > 1 { controllers[1] = controller } else { controllers.append(controller) }
                _setClassicViewControllers(controllers)
            }
            return
        }
        setViewController(controller, for: .secondary)
    }

    // MARK: Layout

    var _primaryColumnWidth: CGFloat {
        let width = _view?.bounds.width ?? 0
        var result = Self._defaultColumnWidth
        if preferredPrimaryColumnWidth >= 0 { result = preferredPrimaryColumnWidth }
        else if preferredPrimaryColumnWidthFraction >= 0 { result = width * preferredPrimaryColumnWidthFraction }
        if minimumPrimaryColumnWidth >= 0 { result = max(result, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth >= 0 { result = min(result, maximumPrimaryColumnWidth) }
        return result
    }

    var _supplementaryColumnWidth: CGFloat {
        let width = _view?.bounds.width ?? 0
        if preferredSupplementaryColumnWidth >= 0 { return preferredSupplementaryColumnWidth }
        if preferredSupplementaryColumnWidthFraction >= 0 { return width * preferredSupplementaryColumnWidthFraction }
        return Self._defaultColumnWidth
    }

    /// Puts the views of the columns on screen now into the split view's view, with their frames, and
    /// takes the others out (their controllers disappear with their views).
    func _layoutColumns() {
        guard let container = _view else { return }
        if !_interfaceBuilt { _updateCollapsed(horizontalSizeClass: traitCollection.horizontalSizeClass) }
        var shown: [(UIViewController, CGRect)] = []
        let bounds = container.bounds
        if _isCollapsed {
            if let root = _columnControllers[.compact] ?? _columnRoot(.primary) { shown.append((root, bounds)) }
        } else {
            let sides = _sideColumns(in: _displayMode).filter { _columnRoot($0) != nil }
            let tiles = _displayMode == .oneBesideSecondary || _displayMode == .twoBesideSecondary
                || _displayMode == .twoDisplaceSecondary
            var x = bounds.minX
            var sideFrames: [(UIViewController, CGRect)] = []
            for column in sides {
                let width = column == .primary ? _primaryColumnWidth : _supplementaryColumnWidth
                sideFrames.append((_columnRoot(column)!, CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)))
                x += width
            }
            if let secondary = _columnRoot(.secondary) {
                let frame = tiles ? CGRect(x: x, y: bounds.minY, width: max(0, bounds.maxX - x), height: bounds.height) : bounds
                shown.append((secondary, frame))
            }
            shown += sideFrames
        }
        let shownIDs = Set(shown.map { ObjectIdentifier($0.0) })
        for child in children where !shownIDs.contains(ObjectIdentifier(child)) {
            if let view = child._view, view.superview === container { view.removeFromSuperview() }
        }
        // Side columns go in front of the secondary; views already in order are left where they are.
        var previousIndex = -1
        for (child, frame) in shown {
            let view = child.view!
            if view.frame != frame { view.frame = frame }
            if view.superview !== container {
                container.addSubview(view)
            } else if let index = container._indexOfSubview(view), index < previousIndex {
                container.bringSubviewToFront(view)
            }
            previousIndex = container._indexOfSubview(view) ?? previousIndex
        }
    }
}

extension UIViewController {
    /// The first controller from this one up through parents and presenters that handles `action`: a
    /// navigation controller shows, a split view controller shows details, any controller that says
    /// it can perform the action.
    func _targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller._handlesShowAction(action) || controller.canPerformAction(action, withSender: sender) {
                return controller
            }
            current = controller._parent ?? controller._presentingViewController
        }
        return nil
    }

    private func _handlesShowAction(_ action: Selector) -> Bool {
        switch action.description {
        case "showViewController:sender:": return self is UINavigationController || self is UISplitViewController
        case "showDetailViewController:sender:": return self is UISplitViewController
        default: return false
        }
    }
}

extension UINavigationController {
    /// Gives up `controllers` (the top of the stack) at once, so that another navigation controller can
    /// take them: the displayed one leaves the screen now (wD, dD), each leaves `children` (willMove(nil),
    /// didMove(nil)), and the new top shows in the next layout pass. A split view controller moves
    /// columns between its navigation controllers this way when it collapses and expands.
    func _surrender(_ controllers: [UIViewController]) {
        let leaving = Set(controllers.map(ObjectIdentifier.init))
        guard !leaving.isEmpty else { return }
        _stack.removeAll { leaving.contains(ObjectIdentifier($0)) }
        if let displayed = _displayed, leaving.contains(ObjectIdentifier(displayed)) {
            displayed._takeOffScreenAsDisplayedChild()
            _displayed = nil
        }
        for controller in controllers.reversed() {
            if let index = _pendingAdded.firstIndex(where: { $0 === controller }) {
                _pendingAdded.remove(at: index)
                controller.didMove(toParent: self)
            }
            _pendingRemoved.removeAll { $0 === controller }
            guard controller._parent === self else { continue }
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        _syncNavigationItems()
        _scheduleTransition(animated: false)
    }
}
