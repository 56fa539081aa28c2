import Foundation

extension UIApplication {
    /// The live windows, back to front: by level, and within a level by the order in which they were
    /// created, shown or moved to the level (the latest in front).
    var _windows: [UIWindow] { Self._backToFront(_WindowList.all.compactMap(\.window)) }

    /// `windows` back to front: by level, and within a level by the order in which they were created,
    /// shown or moved to the level.
    static func _backToFront(_ windows: [UIWindow]) -> [UIWindow] {
        windows.sorted { lhs, rhs in
            lhs.windowLevel != rhs.windowLevel ? lhs.windowLevel < rhs.windowLevel : lhs._order < rhs._order
        }
    }
}
