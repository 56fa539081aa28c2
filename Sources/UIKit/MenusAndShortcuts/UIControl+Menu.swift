import Foundation

/// A control's menu as its primary action (iOS 14): the touch down that shows it, and what choosing
/// one of its actions does.
///
/// The sequence of a tap on a button whose `showsMenuAsPrimaryAction` is true: `.touchDown`, then
/// `.menuActionTriggered` ("prior to the menu being presented", as Apple documents it), then the menu
/// appears and takes the touch over, so the button gets `.touchCancel` and no `.touchUpInside` or
/// `.primaryActionTriggered`. Choosing an enabled action removes the menu, then runs the action's
/// handler with the button as its sender and `presentationSourceItem`; the button sends no further
/// control event. [provisional: that the menu cancels the button's touch, and that no event follows a
/// choice, are what a context-menu gesture taking the touch implies; Apple documents neither.]
extension UIControl: _UIMenuPresenter {
    /// Shows the menu for a touch down when it is the control's primary action; returns whether it did.
    func _showMenuOnTouchDown(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard showsMenuAsPrimaryAction, isContextMenuInteractionEnabled, let menu = _menuToPresent,
              _presentedMenuView == nil, _trackedTouch == nil, isEnabled, let touch = touches.first, let window
        else { return false }
        _controlTouchesBegan(touches, with: event)
        guard _trackedTouch === touch else { return true }
        _sendActions(for: .menuActionTriggered, event: event)
        let menuView = _UIMenuView(menu: menu, presenter: self, anchor: self, in: window)
        _presentedMenuView = menuView
        window.addSubview(menuView)
        _controlTouchesCancelled([touch], with: event)
        return true
    }

    /// The user chose `action` in the control's menu.
    func _menuDidChoose(_ action: UIAction, in menu: UIMenu) {
        _applyMenuSelection(action, in: menu)
        if !action.attributes.contains(.keepsMenuPresented) { _dismissMenu() }
        action._perform(chosenFrom: self)
    }

    /// A button that changes its selection with its menu turns the chosen action on and the others off.
    func _applyMenuSelection(_ action: UIAction, in menu: UIMenu) {
        if let button = self as? UIButton, button.changesSelectionAsPrimaryAction {
            for leaf in _UIMenuView.actions(of: menu) { leaf.state = leaf === action ? .on : .off }
        }
    }

    /// Adds the control's context menu interaction while `isContextMenuInteractionEnabled` is true, and
    /// removes it otherwise.
    func _updateContextMenuInteraction() {
        if isContextMenuInteractionEnabled, _contextMenuInteraction == nil {
            let interaction = UIContextMenuInteraction(delegate: self)
            _contextMenuInteraction = interaction
            addInteraction(interaction)
        } else if !isContextMenuInteractionEnabled, let interaction = _contextMenuInteraction {
            removeInteraction(interaction)
            _contextMenuInteraction = nil
        }
    }

    func _contextMenuConfiguration() -> UIContextMenuConfiguration? {
        guard !showsMenuAsPrimaryAction, isEnabled, _menuToPresent != nil else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in self?._menuToPresent }
    }

    /// Removes the control's menu from the screen.
    func _dismissMenu() {
        _presentedMenuView?.removeFromSuperview()
        _presentedMenuView = nil
    }
}
