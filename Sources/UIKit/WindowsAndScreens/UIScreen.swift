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
        if let spec = ProcessInfo.processInfo.environment["PORTABLEUIKIT_SCREEN"], !screen._apply(spec: spec) {
            _Diagnostics.log("PortableUIKit: ignoring PORTABLEUIKIT_SCREEN=\(spec); expected WIDTHxHEIGHT or WIDTHxHEIGHT@SCALE")
        }
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
    /// The screen's traits: its idiom (phone unless configured), light style, compact width and regular height in portrait.
    open var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: _idiom), UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(displayScale: _scale),
            UITraitCollection(horizontalSizeClass: _size.width < _size.height ? .compact : .regular),
            UITraitCollection(verticalSizeClass: _size.width < _size.height ? .regular : .compact),
        ])
    }

    var _size = CGSize(width: 393, height: 852)
    var _scale: CGFloat = 3
    var _framesPerSecond = 120
    /// The insets of the unsafe edges (status bar and sensor housing, home indicator).
    package var _safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    /// The idiom of the device the screen belongs to; UIKitTesting's `configureMainScreen(idiom:)` sets it.
    package var _idiom: UIUserInterfaceIdiom = .phone

    /// Reconfigures the screen; UIKitTesting exposes this.
    package func _configure(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets, framesPerSecond: Int) {
        _size = size
        _scale = scale
        _safeAreaInsets = safeAreaInsets
        _framesPerSecond = framesPerSecond
        _FrameTicker.frameInterval = 1.0 / Double(framesPerSecond)
    }

    /// Applies a `PORTABLEUIKIT_SCREEN` value: `WIDTHxHEIGHT` or `WIDTHxHEIGHT@SCALE`, in points, with
    /// positive numbers. Returns false and changes nothing when the value does not parse.
    @discardableResult
    package func _apply(spec: String) -> Bool {
        let parts = spec.trimmingCharacters(in: .whitespaces).split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2 else { return false }
        let dims = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard dims.count == 2, let width = Double(dims[0]), let height = Double(dims[1]),
              width > 0, height > 0, width.isFinite, height.isFinite else { return false }
        var scale = _scale
        if parts.count == 2 {
            guard let parsed = Double(parts[1]), parsed > 0, parsed.isFinite else { return false }
            scale = CGFloat(parsed)
        }
        _size = CGSize(width: width, height: height)
        _scale = scale
        return true
    }
}
