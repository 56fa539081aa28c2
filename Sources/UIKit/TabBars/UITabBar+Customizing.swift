import Foundation

// Customizing the bar (the "Configure" sheet; its layout and timing are provisional, from screenshots):
// - `beginCustomizingItems(_:)` tells the delegate `tabBar(_:willBeginCustomizing:)`, slides a sheet up from the
//   bottom over the bar's superview, down to the bar's top edge (`_TabBarCustomizeMetrics.slideDuration`), then
//   tells it `tabBar(_:didBeginCustomizing:)`. The sheet has a navigation bar titled "Configure" with a Done item,
//   and the items in rows of four. While it shows, taps on the bar's items select nothing.
// - A finger that drags an item of the sheet and lifts over one of the bar's items that is among the items being
//   customized puts the dragged item there; the item it replaces takes the dragged item's old place in the bar
//   when the dragged item was in the bar, else it leaves the bar. The bar keeps its number of items.
// - Done, or `endCustomizing(animated:)`, tells the delegate `tabBar(_:willEndCustomizing:changed:)` (changed:
//   the bar's items differ from what they were when customizing began, order included), takes the sheet away
//   (slid down when animated) and then tells it `tabBar(_:didEndCustomizing:changed:)`.
// A bar a tab bar controller manages tells the controller (UITabBarController+Customizing.swift) instead.

/// The Configure sheet's metrics (provisional).
enum _TabBarCustomizeMetrics {
    static let slideDuration: TimeInterval = 0.3
    static let columns = 4
    static let rowHeight: CGFloat = 80
    static let gridTopMargin: CGFloat = 16
    static let imageSide: CGFloat = 30
    static let titleFontSize: CGFloat = 10
    static let title = "Configure"
}

/// A customizing session of the bar: the items offered, the bar's items when it began, the sheet.
struct _TabBarCustomizing {
    let items: [UITabBarItem]
    let initialItems: [UITabBarItem]
    let sheet: _UITabBarCustomizeView
    var isEnding = false
}

extension UITabBar {
    func _beginCustomizing(_ items: [UITabBarItem]) {
        guard _customizing == nil, !items.isEmpty, let host = superview else { return }
        _tellCustomizing { $0.tabBar(self, willBeginCustomizing: items) } managed: { $0._tabBar(self, willBeginCustomizing: items) }
        let sheet = _UITabBarCustomizeView(bar: self, items: items)
        _customizing = _TabBarCustomizing(items: items, initialItems: _items, sheet: sheet)
        host.insertSubview(sheet, belowSubview: self)
        let shown = CGRect(x: 0, y: 0, width: host.bounds.width, height: max(0, frame.minY))
        sheet.frame = shown.offsetBy(dx: 0, dy: host.bounds.height)
        sheet.layoutIfNeeded()
        UIView.animate(withDuration: _TabBarCustomizeMetrics.slideDuration, animations: { sheet.frame = shown },
                       completion: { [weak self] _ in
            guard let self, _customizing?.sheet === sheet else { return }
            _tellCustomizing { $0.tabBar(self, didBeginCustomizing: items) } managed: { $0._tabBar(self, didBeginCustomizing: items) }
        })
    }

    func _endCustomizing(animated: Bool) -> Bool {
        guard var customizing = _customizing, !customizing.isEnding else { return false }
        customizing.isEnding = true
        _customizing = customizing
        let items = customizing.items
        let changed = !_items.elementsEqual(customizing.initialItems, by: ===)
        _tellCustomizing { $0.tabBar(self, willEndCustomizing: items, changed: changed) }
            managed: { $0._tabBar(self, willEndCustomizing: items, changed: changed) }
        let sheet = customizing.sheet
        let finish: (Bool) -> Void = { [weak self] _ in
            sheet.removeFromSuperview()
            guard let self else { return }
            _customizing = nil
            _tellCustomizing { $0.tabBar(self, didEndCustomizing: items, changed: changed) }
                managed: { $0._tabBar(self, didEndCustomizing: items, changed: changed) }
        }
        guard animated, let host = sheet.superview else {
            finish(true)
            return true
        }
        UIView.animate(withDuration: _TabBarCustomizeMetrics.slideDuration, animations: {
            sheet.frame.origin.y = host.bounds.height
        }, completion: finish)
        return true
    }

    /// Tells the managing tab bar controller (`managed`) or the delegate (`plain`) of a customizing step.
    private func _tellCustomizing(_ plain: (UITabBarDelegate) -> Void, managed: (UITabBarController) -> Void) {
        if let controller = _tabBarController { managed(controller) } else if let delegate = _delegate { plain(delegate) }
    }

    /// A dragged `item` of the sheet was let go at `point` (in the bar's coordinates): it takes the place of
    /// the bar's item there, when that one is being customized too. True when the bar's items changed.
    @discardableResult
    func _dropCustomizedItem(_ item: UITabBarItem, at point: CGPoint) -> Bool {
        guard let customizing = _customizing, !customizing.isEnding, bounds.contains(point),
              let target = _items.firstIndex(where: { _button(for: $0)?.frame.contains(point) == true }),
              _items[target] !== item, customizing.items.contains(where: { $0 === _items[target] }) else { return false }
        var items = _items
        if let source = items.firstIndex(where: { $0 === item }) { items.swapAt(source, target) } else { items[target] = item }
        let wasSelected = _items[target] === _selectedItem
        _items = items
        if wasSelected, !items.contains(where: { $0 === _selectedItem }) { _selectedItem = nil }
        setNeedsLayout()
        return true
    }
}

/// The Configure sheet: a navigation bar ("Configure", Done) over the items being customized, four to a row.
/// A pan on it drags an item; let go over the bar, the bar takes it (`_dropCustomizedItem`).
@MainActor
final class _UITabBarCustomizeView: UIView {
    private weak var bar: UITabBar?
    let items: [UITabBarItem]
    let navigationBar = UINavigationBar(frame: .zero)
    private(set) var cells: [_UITabBarCustomizeCell] = []
    private let pan = UIPanGestureRecognizer(target: nil, action: nil)
    /// The item being dragged and the copy of its cell that follows the finger.
    private var dragged: (item: UITabBarItem, ghost: _UITabBarCustomizeCell)?

    init(bar: UITabBar, items: [UITabBarItem]) {
        self.bar = bar
        self.items = items
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        let navigationItem = UINavigationItem(title: _TabBarCustomizeMetrics.title)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak bar] _ in
            bar?.endCustomizing(animated: true)
        })
        navigationBar.items = [navigationItem]
        addSubview(navigationBar)
        cells = items.map { _UITabBarCustomizeCell(item: $0) }
        for cell in cells { addSubview(cell) }
        pan.addTarget(self, action: Selector("_panned:", _UITabBarCustomizeView._panned))
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) { nil }

    /// The navigation bar below the top safe area, then the rows of items.
    override func layoutSubviews() {
        super.layoutSubviews()
        let top = superview?.safeAreaInsets.top ?? 0
        navigationBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: _BarMetrics.barHeight(compact: false))
        let columns = _TabBarCustomizeMetrics.columns
        let width = bounds.width / CGFloat(columns)
        let gridTop = navigationBar.frame.maxY + _TabBarCustomizeMetrics.gridTopMargin
        for (index, cell) in cells.enumerated() {
            let frame = CGRect(x: CGFloat(index % columns) * width,
                               y: gridTop + CGFloat(index / columns) * _TabBarCustomizeMetrics.rowHeight,
                               width: width, height: _TabBarCustomizeMetrics.rowHeight)
            if cell.frame != frame { cell.frame = frame }
        }
    }

    func _panned(_ recognizer: UIGestureRecognizer) {
        guard let host = superview else { return }
        switch pan.state {
        case .began:
            let location = pan.location(in: self), translation = pan.translation(in: self)
            let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            guard let index = cells.firstIndex(where: { $0.frame.contains(start) }) else { return }
            let ghost = _UITabBarCustomizeCell(item: items[index])
            ghost.frame = convert(cells[index].frame, to: host)
            ghost.alpha = 0.8
            host.addSubview(ghost)
            dragged = (items[index], ghost)
            move(ghost, in: host)
        case .changed:
            if let ghost = dragged?.ghost { move(ghost, in: host) }
        case .ended:
            guard let drag = dragged else { return }
            dragged = nil
            drag.ghost.removeFromSuperview()
            if let bar { bar._dropCustomizedItem(drag.item, at: pan.location(in: bar)) }
        default:
            dragged?.ghost.removeFromSuperview()
            dragged = nil
        }
    }

    /// Centres the dragged copy on the finger.
    private func move(_ ghost: UIView, in host: UIView) {
        let point = pan.location(in: host)
        ghost.center = point
    }
}

/// One item of the Configure sheet: its image over its title, centred.
@MainActor
final class _UITabBarCustomizeCell: UIView {
    let item: UITabBarItem
    let imageView = UIImageView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        imageView.image = item._displayedImage?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = _TabBarMetrics.unselectedColor
        imageView.contentMode = .scaleAspectFit
        titleLabel.text = item._displayedTitle
        titleLabel.font = UIFont.systemFont(ofSize: _TabBarCustomizeMetrics.titleFontSize, weight: .medium)
        titleLabel.textColor = _TabBarMetrics.unselectedColor
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = _TabBarCustomizeMetrics.imageSide
        imageView.frame = CGRect(x: (bounds.width - side) / 2, y: 16, width: side, height: side)
        titleLabel.frame = CGRect(x: 0, y: imageView.frame.maxY + 4, width: bounds.width, height: 14)
    }
}
