import Foundation

/// What a search bar tells its delegate: editing, text changes and its buttons. Every method is optional
/// (defaulted here); the ones that answer a question answer true when not implemented.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// Whether editing may begin (before the field becomes first responder).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end (before the field resigns first responder).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting, or the clear button).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `text`.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's Search key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results-list button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The selected scope button changed.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

// Optional on iOS: the defaults mark themselves absent (ObjectiveC's OptionalRequirements.swift).
extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        _optionalRequirementNotImplemented("searchBarShouldBeginEditing(_:)")
        return true
    }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        _optionalRequirementNotImplemented("searchBarTextDidBeginEditing(_:)")
    }
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        _optionalRequirementNotImplemented("searchBarShouldEndEditing(_:)")
        return true
    }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        _optionalRequirementNotImplemented("searchBarTextDidEndEditing(_:)")
    }
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        _optionalRequirementNotImplemented("searchBar(_:textDidChange:)")
    }
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        _optionalRequirementNotImplemented("searchBar(_:shouldChangeTextIn:replacementText:)")
        return true
    }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        _optionalRequirementNotImplemented("searchBarSearchButtonClicked(_:)")
    }
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
        _optionalRequirementNotImplemented("searchBarBookmarkButtonClicked(_:)")
    }
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        _optionalRequirementNotImplemented("searchBarCancelButtonClicked(_:)")
    }
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
        _optionalRequirementNotImplemented("searchBarResultsListButtonClicked(_:)")
    }
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        _optionalRequirementNotImplemented("searchBar(_:selectedScopeButtonIndexDidChange:)")
    }
}
