import Foundation

/// How a presented view controller is shown, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view is removed once the transition ends.
    case fullScreen = 0
    /// A card over the presenter, which stays on screen (the iOS 13+ default through `.automatic`).
    case pageSheet = 1
    /// A centred card on wide screens; on phones it looks like a page sheet.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context, which is then removed.
    case currentContext = 3
    /// Shown by a custom presentation controller; the presenter's view stays.
    case custom = 4
    /// Covers the screen; the presenter's view stays underneath.
    case overFullScreen = 5
    /// Covers the presentation context's view, which stays underneath.
    case overCurrentContext = 6
    /// A popover; the presenter's view stays.
    case popover = 7
    /// No adaptation; used by adaptive presentation delegates.
    case none = -1
    /// Lets the system choose: a page sheet for a plain view controller.
    case automatic = -2

    /// The style actually used: `.automatic` becomes `.pageSheet` (iOS 13+), `.none` becomes `.fullScreen`.
    var _resolved: UIModalPresentationStyle {
        switch self {
        case .automatic: return .pageSheet
        case .none: return .fullScreen
        default: return self
        }
    }

    /// Whether the presenter's view leaves the window, so that the presenter disappears (spec §6).
    var _removesPresentersView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presented view covers the presentation context's view rather than the window.
    var _usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether the presented view is a card below the top safe area.
    var _isSheet: Bool { self == .pageSheet || self == .formSheet }
}

/// The animation of a full-screen presentation, with UIKit's raw values.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
