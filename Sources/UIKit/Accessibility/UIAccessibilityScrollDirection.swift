import Foundation

/// The direction of an assistive technology's scroll action (a three-finger swipe in VoiceOver), with
/// UIKit's raw values.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}
