import Foundation

/// Updates the search results as the search controller's search bar changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// Called when the search bar begins editing (the search controller becomes active) and whenever
    /// its text changes.
    func updateSearchResults(for searchController: UISearchController)
}

/// Told around the search controller's automatic presentation and dismissal. Every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// The search controller is about to be presented automatically.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The automatic presentation finished.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to be dismissed automatically.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The automatic dismissal finished.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Implemented, the delegate presents the search controller itself (no will/did calls then).
    func presentSearchController(_ searchController: UISearchController)
}

// Optional on iOS: the defaults mark themselves absent (ObjectiveC's OptionalRequirements.swift).
extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {
        _optionalRequirementNotImplemented("willPresentSearchController(_:)")
    }
    public func didPresentSearchController(_ searchController: UISearchController) {
        _optionalRequirementNotImplemented("didPresentSearchController(_:)")
    }
    public func willDismissSearchController(_ searchController: UISearchController) {
        _optionalRequirementNotImplemented("willDismissSearchController(_:)")
    }
    public func didDismissSearchController(_ searchController: UISearchController) {
        _optionalRequirementNotImplemented("didDismissSearchController(_:)")
    }
    public func presentSearchController(_ searchController: UISearchController) {
        _optionalRequirementNotImplemented("presentSearchController(_:)")
    }
}
