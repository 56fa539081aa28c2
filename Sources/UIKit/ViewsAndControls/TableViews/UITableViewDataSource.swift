import Foundation

/// Supplies a table view's sections, rows and cells. The row count and the cell are required; the
/// number of sections is optional and 1 when not implemented.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually dequeued from `tableView`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; 1 when not implemented.
    func numberOfSections(in tableView: UITableView) -> Int
    /// A title the table view shows as the section's header (in a header view it makes) when the
    /// delegate gives no view; nil for none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// A title the table view shows as the section's footer, as for headers.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

// Optional on iOS: the default marks itself absent (ObjectiveC's OptionalRequirements.swift).
extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int {
        _optionalRequirementNotImplemented("numberOfSections(in:)")
        return 1
    }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        _optionalRequirementNotImplemented("tableView(_:titleForHeaderInSection:)")
        return nil
    }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        _optionalRequirementNotImplemented("tableView(_:titleForFooterInSection:)")
        return nil
    }
}
