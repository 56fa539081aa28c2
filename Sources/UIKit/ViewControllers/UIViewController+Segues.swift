import Foundation

/// Segues without storyboards: a view controller here never has a segue, so asking it to perform one
/// raises what iOS raises for a controller whose storyboard has no segue of that name.
extension UIViewController {
    func _performSegue(withIdentifier identifier: String, sender: Any?) {
        // iOS looks the name up in the controller's storyboard; there is none, so no name is found.
        // It does not ask `shouldPerformSegue(withIdentifier:sender:)` for a programmatic perform.
        _Diagnostics.raiseInvalidArgument("Receiver (\(self)) has no segue with identifier '\(identifier)'")
    }
}
