import Foundation

extension UIApplication {
    /// The live windows, back to front by level; a stable sort keeps creation order within a level.
    var _windows: [UIWindow] { Self._backToFront(_WindowList.all.compactMap(\.window)) }

    /// `windows` back to front by level, keeping their order within a level.
    static func _backToFront(_ windows: [UIWindow]) -> [UIWindow] {
        windows.enumerated().sorted { lhs, rhs in
            lhs.element.windowLevel != rhs.element.windowLevel
                ? lhs.element.windowLevel < rhs.element.windowLevel : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
