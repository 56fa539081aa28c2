import Foundation

/// The search bar's text field (iOS 13): a rounded field whose editing the search bar reports to its own
/// delegate. Tokens are not built.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
        clearButtonMode = .whileEditing
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        borderStyle = .roundedRect
        clearButtonMode = .whileEditing
    }
}
