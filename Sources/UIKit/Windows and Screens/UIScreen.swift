import Foundation

/// The device's display: its size in points, its scale and its frame rate.
///
/// `UIScreen.main` is a 393×852-point screen at scale 3 (an iPhone 15 or 16) with 59/34-point safe-area
/// insets at top and bottom. `PORTABLEUIKIT_SCREEN=WIDTHxHEIGHT@SCALE` (for example `390x844@3`) changes
/// it for a whole process; `UIKitTesting.configureMainScreen` changes it in tests.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The main screen.
    open class var main: UIScreen { _main }

    private static let _main: UIScreen = {
        let screen = UIScreen()
        if let spec = ProcessInfo.processInfo.environment["PORTABLEUIKIT_SCREEN"] { screen._apply(spec: spec) }
        return screen
    }()

    /// The screen's rectangle in points.
    open var bounds: CGRect { CGRect(origin: .zero, size: _size) }
    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: _size.width * _scale, height: _size.height * _scale) }
    /// Pixels per point.
    open var scale: CGFloat { _scale }
    /// Pixels per point of the physical screen.
    open var nativeScale: CGFloat { _scale }
    /// The most frames per second the screen shows.
    open var maximumFramesPerSecond: Int { _framesPerSecond }
    /// The screen's traits: phone idiom, light style, compact width and regular height in portrait.
    open var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(displayScale: _scale),
            UITraitCollection(horizontalSizeClass: _size.width < _size.height ? .compact : .regular),
            UITraitCollection(verticalSizeClass: _size.width < _size.height ? .regular : .compact),
        ])
    }

    var _size = CGSize(width: 393, height: 852)
    var _scale: CGFloat = 3
    var _framesPerSecond = 120
    /// The insets of the unsafe edges (status bar and sensor housing, home indicator).
    var _safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// Reconfigures the screen; UIKitTesting exposes this.
    package func _configure(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets, framesPerSecond: Int) {
        _size = size
        _scale = scale
        _safeAreaInsets = safeAreaInsets
        _framesPerSecond = framesPerSecond
    }

    func _apply(spec: String) {
        let parts = spec.split(separator: "@")
        let dims = parts.first?.split(separator: "x").compactMap { Double($0) } ?? []
        guard dims.count == 2 else { return }
        _size = CGSize(width: dims[0], height: dims[1])
        if parts.count > 1, let scale = Double(parts[1]) { _scale = CGFloat(scale) }
    }
}
