import Foundation

/// A view controller whose view is a table view that it feeds and serves as delegate.
///
/// It implements every data source and delegate method UIKit's does, so subclasses `override` them;
/// its own versions count as not implemented (the table view falls back as for a missing method),
/// except the row count (0) and the cell, which subclasses must override.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let _tableStyle: UITableView.Style
    /// Whether `viewWillAppear(_:)` deselects the selected rows; true by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table view has `style`.
    public init(style: UITableView.Style) {
        _tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }
    /// Creates a controller with a plain table view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) {
        _tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table view: the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Makes a table view of the style given at creation, with this controller as data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: _tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Deselects the selected rows when `clearsSelectionOnViewWillAppear` is true.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = view as? UITableView else { return }
        for row in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: row, animated: animated) }
    }

    // MARK: Data source

    /// No rows; override.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A default cell; override.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func numberOfSections(in tableView: UITableView) -> Int {
        _optionalRequirementNotImplemented("numberOfSections(in:)")
        return 1
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        _optionalRequirementNotImplemented("tableView(_:titleForHeaderInSection:)")
        return nil
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        _optionalRequirementNotImplemented("tableView(_:titleForFooterInSection:)")
        return nil
    }

    // MARK: Delegate

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        _optionalRequirementNotImplemented("tableView(_:heightForRowAt:)")
        return tableView.rowHeight
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        _optionalRequirementNotImplemented("tableView(_:heightForHeaderInSection:)")
        return tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        _optionalRequirementNotImplemented("tableView(_:heightForFooterInSection:)")
        return tableView.sectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        _optionalRequirementNotImplemented("tableView(_:viewForHeaderInSection:)")
        return nil
    }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        _optionalRequirementNotImplemented("tableView(_:viewForFooterInSection:)")
        return nil
    }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        _optionalRequirementNotImplemented("tableView(_:willDisplay:forRowAt:)")
    }
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        _optionalRequirementNotImplemented("tableView(_:didEndDisplaying:forRowAt:)")
    }
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        _optionalRequirementNotImplemented("tableView(_:shouldHighlightRowAt:)")
        return true
    }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        _optionalRequirementNotImplemented("tableView(_:didHighlightRowAt:)")
    }
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        _optionalRequirementNotImplemented("tableView(_:didUnhighlightRowAt:)")
    }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        _optionalRequirementNotImplemented("tableView(_:willSelectRowAt:)")
        return indexPath
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        _optionalRequirementNotImplemented("tableView(_:didSelectRowAt:)")
    }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        _optionalRequirementNotImplemented("tableView(_:willDeselectRowAt:)")
        return indexPath
    }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        _optionalRequirementNotImplemented("tableView(_:didDeselectRowAt:)")
    }
}
