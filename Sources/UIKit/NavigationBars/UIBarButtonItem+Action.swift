import Foundation

extension UIBarButtonItem {
    func _configure(title: String?, image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.title = title
        self.image = image
        _style = style
        _target = target.map { $0 as AnyObject }
        _action = action
    }

    func _configure(systemItem: SystemItem, target: Any?, action: Selector?) {
        _systemItem = systemItem
        _style = systemItem == .done || systemItem == .save ? .done : .plain
        _target = target.map { $0 as AnyObject }
        _action = action
    }

    func _configure(title: String?, image: UIImage?, primaryAction: UIAction?, menu: UIMenu?) {
        _primaryAction = primaryAction
        _menu = menu
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
    }

    func _setPrimaryAction(_ action: UIAction?) {
        _primaryAction = action
        guard let action, _systemItem == nil else { return }
        title = action.title.isEmpty ? nil : action.title
        image = action.image
    }

    /// The text a system item shows (iOS's English titles); nil for the items iOS draws as symbols.
    var _systemTitle: String? {
        switch _systemItem {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// The text the item's view shows: its title, else a system item's title.
    var _displayedTitle: String? { title ?? _systemTitle }

    var _isFlexibleSpace: Bool { _systemItem == .flexibleSpace }
    var _isFixedSpace: Bool { _systemItem == .fixedSpace }

    /// What a tap on the item's view does: runs `primaryAction` with the item as its sender, else sends
    /// `action` to `target` (nil: the responder chain) through the application. A disabled item, or one
    /// with neither, does nothing.
    func _performAction(for event: UIEvent?) {
        guard isEnabled else { return }
        if let primaryAction = _primaryAction {
            primaryAction._perform(sender: self)
        } else if let action = _action {
            UIApplication.shared.sendAction(action, to: _target, from: self, for: event)
        }
    }

    func _itemDidChange() {
        _itemView?._update()
        _bar?.setNeedsLayout()
    }

    /// The view that shows the item in a bar (made once; a custom view is shown as it is).
    func _barView() -> UIView {
        if let customView = _customView { return customView }
        if let view = _itemView { return view }
        let view = _BarButtonView(item: self)
        _itemView = view
        return view
    }
}
