import Foundation

/// A vertical list of rows in sections, a `UIScrollView` that keeps cells only for the rows in sight.
///
/// Every row's height is asked on `reloadData()` (as iOS does with `estimatedRowHeight` 0) and summed
/// once into running offsets, so `contentSize`, `rect(forSection:)` and `rectForRow(at:)` cost no more
/// than a binary search; cells are asked from the data source only for visible rows, and a row that
/// scrolls out of sight hands its cell to the reuse queue of its `reuseIdentifier`. Its `delegate` is
/// the scroll view's, typed `UIScrollViewDelegate?` (Swift cannot narrow an inherited property); a
/// `UITableViewDelegate` assigned to it gets the table view's calls. See docs/STATUS.md for what is not built.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The look of a table view's sections.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }
    /// How a row is placed by `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)`.
    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }
    /// A height that asks the table view to pick one itself (UIKit's value, -1).
    public static let automaticDimension: CGFloat = -1

    /// The height of a row whose height is `automaticDimension`: a standard cell's 44 points.
    /// [INFERRED: self-sizing from the cell's constraints is not built; iOS's default cell is 44 pt.]
    static let _standardRowHeight: CGFloat = 44
    /// A grouped table's automatic header or footer height. [INFERRED: approximates iOS's spacing.]
    static let _groupedSectionSpacing: CGFloat = 18
    /// An automatic header or footer height for a section with a title from the data source, in every
    /// style. [INFERRED: iOS's plain title header is about 28 pt; its self-sizing is not built.]
    static let _titledSupplementaryHeight: CGFloat = 28
    /// The reuse identifier of the header and footer views the table makes for titles (private).
    static let _titleViewIdentifier = "_UITableViewTitleHeaderFooter"

    /// The style given at creation.
    public let style: Style

    weak var _dataSource: UITableViewDataSource?
    /// Row counts per section, as of the last reload.
    var _rowCounts: [Int] = []
    /// The y of each section's header top, in content coordinates, with a final entry for the footer end.
    var _sectionTops: [CGFloat] = []
    /// Per section: the header height, the footer height.
    var _headerHeights: [CGFloat] = []
    var _footerHeights: [CGFloat] = []
    /// Per section: the running top of each row, with one entry more for the last row's bottom.
    var _rowTops: [[CGFloat]] = []
    var _needsReload = true
    /// The cells on screen, by index path.
    var _visibleCells: [IndexPath: UITableViewCell] = [:]
    /// Header and footer views on screen, by section.
    var _headerViews: [Int: UIView] = [:]
    var _footerViews: [Int: UIView] = [:]
    /// Cells off screen waiting to be dequeued, by reuse identifier.
    var _reuseQueues: [String: [UITableViewCell]] = [:]
    var _registeredClasses: [String: UITableViewCell.Type] = [:]
    /// Header and footer views off screen waiting to be dequeued, and the registered classes, by identifier.
    var _headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    var _registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var _selectedRows: [IndexPath] = []
    /// The row a touch highlighted, if any.
    var _touchedRow: IndexPath?
    /// How many `beginUpdates()` are open, and the changes they collected (UITableView+Updates.swift).
    var _updateDepth = 0
    var _pendingUpdate: _TableUpdate?

    /// Creates a table view of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        if style != .plain { backgroundColor = .systemGroupedBackground } else { backgroundColor = .systemBackground }
    }
    /// Creates a plain table view.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: Data

    /// Supplies the sections, rows and cells; not retained.
    open weak var dataSource: UITableViewDataSource? {
        get { _dataSource }
        set { _dataSource = newValue; _needsReload = true; setNeedsLayout() }
    }
    /// The delegate as a table view delegate.
    var _tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The height of rows when the delegate gives none; `automaticDimension` by default (a 44-pt row here).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateGeometry() } }
    /// Stored; heights are not estimated here (every row's height is asked on reload).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers when the delegate gives none; `automaticDimension` by default.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateGeometry() } }
    /// The height of section footers when the delegate gives none; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateGeometry() } }
    /// Stored; not used.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Stored; not used.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// Whether and how separators are drawn; `.singleLine` by default (stored: separators are not drawn).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour (stored: separators are not drawn).
    open var separatorColor: UIColor? = .separator
    /// A view behind all the content, sized to the table view's bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view above the first section; its frame's height is kept, its width follows the table.
    open var tableHeaderView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let tableHeaderView { addSubview(tableHeaderView) }; _invalidateGeometry() }
    }
    /// A view below the last section; its frame's height is kept, its width follows the table.
    open var tableFooterView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let tableFooterView { addSubview(tableFooterView) }; _invalidateGeometry() }
    }

    /// Whether a touch can select rows; true by default.
    open var allowsSelection = true
    /// Whether touches select several rows (a second tap deselects); false by default.
    open var allowsMultipleSelection = false

    /// The number of sections as of the last reload (reloading first if one is pending).
    open var numberOfSections: Int { _reloadIfNeeded(); return _rowCounts.count }
    /// The number of rows in `section` as of the last reload.
    open func numberOfRows(inSection section: Int) -> Int {
        _reloadIfNeeded()
        return _rowCounts.indices.contains(section) ? _rowCounts[section] : 0
    }

    /// Forgets every cell and asks the data source and delegate again; cells go to their reuse queues.
    open func reloadData() {
        for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) { _retire(cell, at: indexPath) }
        for section in _headerViews.keys.sorted() { _retireSupplementaryView(_headerViews[section]!) }
        for section in _footerViews.keys.sorted() { _retireSupplementaryView(_footerViews[section]!) }
        _headerViews.removeAll()
        _footerViews.removeAll()
        _selectedRows.removeAll()
        _needsReload = true
        _reloadIfNeeded()
        setNeedsLayout()
    }

    /// Places the cells of the rows in sight (UITableView+Cells.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutTable()
    }
    /// Highlights the touched row (UITableView+Selection.swift).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _tableTouchesBegan(touches) }
    /// Selects the highlighted row.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { _tableTouchesEnded() }
    /// Removes the highlight.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _tableTouchesCancelled() }

    func _invalidateGeometry() { _needsReload = true; setNeedsLayout() }
}
