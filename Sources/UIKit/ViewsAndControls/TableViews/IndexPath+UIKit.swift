import Foundation

// Apple's UIKit overlay adds table-view accessors to IndexPath; Foundation on Linux does not have them.
extension IndexPath {
    /// An index path of two indexes, the section first, as a table view uses it.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row within the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
