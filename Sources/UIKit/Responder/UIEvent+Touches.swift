import Foundation

extension UIEvent {
    func _touches(where matches: (UITouch) -> Bool) -> Set<UITouch>? {
        guard _type == .touches else { return nil }
        return Set(_touchList.filter(matches))
    }
}
