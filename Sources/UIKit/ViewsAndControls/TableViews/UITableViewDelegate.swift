import Foundation

/// Told about a table view's rows as they are shown, highlighted and selected, and asked for their
/// heights. Every method is optional. A table view's delegate is also its scroll view delegate.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The row's height; the table view's `rowHeight` when not implemented.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The section header's height; `sectionHeaderHeight` rules when not implemented.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The section footer's height; `sectionFooterHeight` rules when not implemented.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view shown in the section header's rectangle.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view shown in the section footer's rectangle.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// The cell is about to be shown.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The cell was taken off the table.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a touch may highlight the row; true when not implemented.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted by a touch.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight was removed.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row the user is about to select: return it, another row, or nil to select nothing.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row the user's action is about to deselect: return it, another row, or nil to keep it.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user's action deselected the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

// Optional on iOS: the defaults mark themselves absent (ObjectiveC's OptionalRequirements.swift).
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        _optionalRequirementNotImplemented("tableView(_:heightForRowAt:)")
        return tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        _optionalRequirementNotImplemented("tableView(_:heightForHeaderInSection:)")
        return tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        _optionalRequirementNotImplemented("tableView(_:heightForFooterInSection:)")
        return tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        _optionalRequirementNotImplemented("tableView(_:viewForHeaderInSection:)")
        return nil
    }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        _optionalRequirementNotImplemented("tableView(_:viewForFooterInSection:)")
        return nil
    }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        _optionalRequirementNotImplemented("tableView(_:willDisplay:forRowAt:)")
    }
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        _optionalRequirementNotImplemented("tableView(_:didEndDisplaying:forRowAt:)")
    }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        _optionalRequirementNotImplemented("tableView(_:shouldHighlightRowAt:)")
        return true
    }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        _optionalRequirementNotImplemented("tableView(_:didHighlightRowAt:)")
    }
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        _optionalRequirementNotImplemented("tableView(_:didUnhighlightRowAt:)")
    }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        _optionalRequirementNotImplemented("tableView(_:willSelectRowAt:)")
        return indexPath
    }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        _optionalRequirementNotImplemented("tableView(_:didSelectRowAt:)")
    }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        _optionalRequirementNotImplemented("tableView(_:willDeselectRowAt:)")
        return indexPath
    }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        _optionalRequirementNotImplemented("tableView(_:didDeselectRowAt:)")
    }
}
