import Foundation

/// The metrics of a presented menu [provisional: iOS documents none; a plain list of the port's own].
enum _UIMenuMetrics {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    /// The gap between the control and the menu, and the least gap between the menu and the window's
    /// safe edges.
    static let gap: CGFloat = 8
    static let fontSize: CGFloat = 17
    static let loadingTitle = "Loading…"
}

/// What presents a menu on screen (a control, a context menu interaction): told of a choice, and asked
/// to dismiss the menu when the user taps outside it.
@MainActor protocol _UIMenuPresenter: AnyObject {
    /// The user chose `action` in `menu`.
    func _menuDidChoose(_ action: UIAction, in menu: UIMenu)
    /// Removes the menu from the screen.
    func _dismissMenu()
}

/// A menu on screen: a transparent view over the whole window (a tap on it outside the list dismisses
/// the menu) holding the list of rows, below the anchor view or, without room there, above it.
/// Inline submenus are shown in place; a tap on another submenu's row shows its children instead.
@preconcurrency @MainActor
final class _UIMenuView: UIControl {
    private weak var presenter: (any _UIMenuPresenter)?
    private weak var anchor: UIView?
    private weak var hostWindow: UIWindow?
    private(set) var menu: UIMenu
    let listView = UIView(frame: .zero)
    private(set) var rows: [_UIMenuRowView] = []

    init(menu: UIMenu, presenter: any _UIMenuPresenter, anchor: UIView, in window: UIWindow) {
        self.menu = menu
        self.presenter = presenter
        self.anchor = anchor
        hostWindow = window
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        listView.backgroundColor = .secondarySystemBackground
        listView.layer.cornerRadius = 13
        listView.clipsToBounds = true
        addSubview(listView)
        addAction(UIAction { [weak self] _ in self?.presenter?._dismissMenu() }, for: .touchUpInside)
        _reload()
    }

    required init?(coder: NSCoder) { nil }

    /// The rows' elements: the menu's children with inline submenus flattened, hidden elements left
    /// out and deferred elements replaced by their elements (or a loading row while they load).
    private func _elements(of menu: UIMenu) -> [UIMenuElement] {
        var result: [UIMenuElement] = []
        func add(_ elements: [UIMenuElement]) {
            for element in elements {
                if let action = element as? UIAction, action.attributes.contains(.hidden) { continue }
                if let submenu = element as? UIMenu, submenu.options.contains(.displayInline) {
                    add(submenu.children)
                } else if let deferred = element as? UIDeferredMenuElement {
                    // Elements that arrive at once are shown now; later ones reload the rows.
                    let resolved = _ResolvedElements()
                    deferred._requestElements { [weak self] elements in
                        if resolved.elements == nil { resolved.elements = elements } else { self?._reload() }
                    }
                    if let elements = resolved.elements { add(elements) } else { result.append(deferred); resolved.elements = [] }
                } else {
                    result.append(element)
                }
            }
        }
        add(menu.children)
        return result
    }

    /// Every action of `menu`, through inline and nested submenus, in order.
    static func actions(of menu: UIMenu) -> [UIAction] {
        menu.children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let submenu = element as? UIMenu { return actions(of: submenu) }
            return []
        }
    }

    /// Shows `newMenu` in place of the current one.
    func replaceMenu(_ newMenu: UIMenu) {
        menu = newMenu
        _reload()
    }

    private func _reload() {
        for row in rows { row.removeFromSuperview() }
        rows = _elements(of: menu).map { element in
            let row = _UIMenuRowView(element: element)
            row.addAction(UIAction { [weak self] _ in self?._choose(element) }, for: .touchUpInside)
            return row
        }
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * _UIMenuMetrics.rowHeight,
                               width: _UIMenuMetrics.width, height: _UIMenuMetrics.rowHeight)
            listView.addSubview(row)
        }
        listView.frame = _listFrame()
    }

    /// Below the anchor, its leading edge on the anchor's and kept inside the safe area; above it
    /// when there is no room below.
    private func _listFrame() -> CGRect {
        let height = CGFloat(rows.count) * _UIMenuMetrics.rowHeight
        guard let hostWindow, let anchorView = anchor else { return .zero }
        let area = bounds.inset(by: hostWindow._windowSafeAreaInsets)
        let anchor = anchorView.convert(anchorView.bounds, to: hostWindow)
        let gap = _UIMenuMetrics.gap
        let x = max(area.minX + gap, min(anchor.minX, area.maxX - gap - _UIMenuMetrics.width))
        var y = anchor.maxY + gap
        if y + height > area.maxY - gap { y = max(area.minY + gap, anchor.minY - gap - height) }
        return CGRect(x: x, y: y, width: _UIMenuMetrics.width, height: height)
    }

    private func _choose(_ element: UIMenuElement) {
        if let action = element as? UIAction {
            guard !action.attributes.contains(.disabled) else { return }
            presenter?._menuDidChoose(action, in: menu)
        } else if let submenu = element as? UIMenu {
            menu = submenu
            _reload()
        }
    }
}

/// One row of a presented menu: the element's title (a check mark before an action that is on).
@preconcurrency @MainActor
final class _UIMenuRowView: UIControl {
    let element: UIMenuElement
    let titleLabel = UILabel(frame: .zero)

    init(element: UIMenuElement) {
        self.element = element
        super.init(frame: .zero)
        let action = element as? UIAction
        let checked = action?.state == .on ? "✓ " : ""
        titleLabel.text = element is UIDeferredMenuElement ? _UIMenuMetrics.loadingTitle : checked + element.title
        titleLabel.font = UIFont.systemFont(ofSize: _UIMenuMetrics.fontSize)
        let destructive = action?.attributes.contains(.destructive) == true
        titleLabel.textColor = destructive ? .systemRed : _ControlColors.label
        if action?.attributes.contains(.disabled) == true { titleLabel.alpha = 0.35 }
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

/// What a deferred element answered while the rows were being built (nil: nothing yet).
@MainActor
private final class _ResolvedElements {
    var elements: [UIMenuElement]?
}
