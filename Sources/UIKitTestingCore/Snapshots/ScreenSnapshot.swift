import Foundation
import UIKit

/// Renders what the screen shows for `window`, as a screenshot on a phone shows it: the window at its
/// place on its screen (black where it does not reach) and, unless `includesStatusBar` is false, the
/// status bar over it, drawn the way the window's controllers ask (`preferredStatusBarStyle`,
/// `prefersStatusBarHidden`). The status bar is not part of the window's view hierarchy, as on iOS, so
/// `snapshotPNG(of:)` and `assertSnapshot(of:)` of the same window never show it.
@MainActor
public func screenSnapshotPNG(of window: UIWindow, scale: CGFloat = 2, includesStatusBar: Bool = true) -> Data {
    _screenImage(of: window, scale: scale, includesStatusBar: includesStatusBar).pngData()
}

/// The status bar the screen shows over `window` now: its frame in screen points (zero height when
/// the screen has none), whether it is hidden and whether its content is white. For tests that check
/// the status bar without comparing pixels.
@MainActor
public func statusBarAppearance(over window: UIWindow) -> (frame: CGRect, isHidden: Bool, drawsLightContent: Bool) {
    let bar = _UIStatusBarView(frame: .zero)
    bar.update(for: [window], on: window.screen)
    return (bar.frame, bar.isHidden, bar.drawsLightContent)
}

/// The screen's pixels for `window`, with the status bar over it when `includesStatusBar`.
@MainActor
package func _screenImage(of window: UIWindow, scale: CGFloat, includesStatusBar: Bool) -> _PixelBuffer {
    window.layoutIfNeeded()
    var roots = [window.layer]
    let bar = _UIStatusBarView(frame: .zero)
    if includesStatusBar {
        bar.update(for: [window], on: window.screen)
        bar.layoutIfNeeded()
        roots.append(bar.layer)
    }
    let frame = _FrameRenderer(size: window.screen.bounds.size, scale: scale)
    frame.renderer.drawsPresentation = false
    frame.render(roots, background: UIColor.black.cgColor)
    return frame.buffer
}
