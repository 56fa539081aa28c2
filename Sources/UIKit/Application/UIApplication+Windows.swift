import Foundation

extension UIApplication {
    /// The live windows, back to front by level; a stable sort keeps creation order within a level.
    var _windows: [UIWindow] {
        let alive = _WindowList.all.compactMap(\.window)
        return alive.enumerated().sorted { lhs, rhs in
            lhs.element.windowLevel != rhs.element.windowLevel
                ? lhs.element.windowLevel < rhs.element.windowLevel : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
