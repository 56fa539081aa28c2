import Foundation

/// The status bar's look on a phone. iOS documents none of it; these are our readings of iPhone
/// screenshots, all provisional.
enum _UIStatusBarMetrics {
    /// The time shown [provisional: a fixed time, the one Apple's screenshots show; the clock is not read,
    /// so that snapshots do not change from minute to minute].
    static let provisionalTime = "9:41"
    /// The time's font size (semibold).
    static let timeFontSize: CGFloat = 17
    /// The top safe-area inset of phones with the Dynamic Island, whose status bar is shorter than it.
    static let dynamicIslandSafeAreaTop: CGFloat = 59
    /// Their status bar's height.
    static let dynamicIslandHeight: CGFloat = 54
    /// Half the width the sensor housing takes at the top centre: the time is centred in the space to its
    /// left, the glyphs in the space to its right.
    static let centreHalfWidth: CGFloat = 63
    /// The glyphs: four signal bars, the Wi-Fi fan and the battery, side by side.
    static let glyphsSize = CGSize(width: 68, height: 13)

    /// The status bar's height on a screen whose top safe-area inset is `top`: 54 points on Dynamic
    /// Island phones (inset 59), the inset itself otherwise (47 on notched phones, 20 on the older ones,
    /// 24 on iPads); none on a screen configured with no top inset.
    static func height(forTopSafeAreaInset top: CGFloat) -> CGFloat {
        top == dynamicIslandSafeAreaTop ? dynamicIslandHeight : max(0, top)
    }
}

/// The status bar the system draws over the app: the time on the left, signal, Wi-Fi and battery on
/// the right, in black or white as the controlling view controller's `preferredStatusBarStyle` says.
///
/// iOS draws it in a window of its own, so it never appears in the app's view hierarchy; here it is a
/// view tree of its own that screen snapshots and the window host draw over the app's windows.
@MainActor
package final class _UIStatusBarView: UIView {
    /// The time's label.
    package let timeLabel = UILabel(frame: .zero)
    /// The signal, Wi-Fi and battery glyphs.
    package let glyphs = _UIStatusBarGlyphsView(frame: .zero)
    /// Whether the content is white (light content) rather than black.
    package private(set) var drawsLightContent = false

    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isUserInteractionEnabled = false
        timeLabel.text = _UIStatusBarMetrics.provisionalTime
        timeLabel.font = UIFont.systemFont(ofSize: _UIStatusBarMetrics.timeFontSize, weight: .semibold)
        timeLabel.textAlignment = .center
        timeLabel.textColor = .black
        addSubview(timeLabel)
        addSubview(glyphs)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows what `screen` shows over `windows` (back to front): the controlling window's status bar at
    /// the screen's status-bar height, hidden when its controllers hide it or nothing controls it.
    package func update(for windows: [UIWindow], on screen: UIScreen) {
        let height = _UIStatusBarMetrics.height(forTopSafeAreaInset: screen._safeAreaInsets.top)
        let controlling = Self.controllingWindow(among: windows, on: screen)
        let hidden = controlling.map { $0._shownStatusBarHidden } ?? true
        if isHidden != (hidden || height == 0) { isHidden = hidden || height == 0 }
        let frame = CGRect(x: 0, y: 0, width: screen.bounds.width, height: height)
        if self.frame != frame {
            self.frame = frame
            layOut()
        }
        let light = controlling?._statusBarDrawsLightContent ?? false
        if light != drawsLightContent {
            drawsLightContent = light
            timeLabel.textColor = light ? .white : .black
            glyphs.color = light ? .white : .black
        }
    }

    /// The frontmost visible window below the status bar's level that has a root view controller.
    static func controllingWindow(among windows: [UIWindow], on screen: UIScreen) -> UIWindow? {
        windows.last { window in
            !window.isHidden && window.screen === screen && window._rootViewController != nil
                && window.windowLevel < .statusBar
        }
    }

    private func layOut() {
        let size = bounds.size
        // The content's centre line: a little below the middle on the tall bars (the sensor housing
        // sits there), the middle on the 20-point ones.
        let midY = size.height >= 44 ? (size.height * 0.57).rounded() : size.height / 2
        let leftWidth = max(0, size.width / 2 - _UIStatusBarMetrics.centreHalfWidth)
        let timeHeight = ceil(timeLabel.intrinsicContentSize.height)
        timeLabel.frame = CGRect(x: 0, y: (midY - timeHeight / 2).rounded(), width: leftWidth, height: timeHeight)
        let glyphSize = _UIStatusBarMetrics.glyphsSize
        let rightMinX = size.width / 2 + _UIStatusBarMetrics.centreHalfWidth
        glyphs.frame = CGRect(x: (rightMinX + (size.width - rightMinX - glyphSize.width) / 2).rounded(),
                              y: (midY - glyphSize.height / 2).rounded(), width: glyphSize.width, height: glyphSize.height)
    }
}

/// The signal bars, the Wi-Fi fan and a full battery, simplified, in one colour.
@MainActor
package final class _UIStatusBarGlyphsView: UIView {
    package var color: UIColor = .black {
        didSet { setNeedsDisplay() }
    }

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { nil }

    package override func draw(_ rect: CGRect) {
        let h = bounds.height
        color.setFill()
        // Four bars, 3 points wide, rising left to right.
        for index in 0..<4 {
            let barHeight = 4.5 + CGFloat(index) * 2.5
            UIBezierPath(roundedRect: CGRect(x: CGFloat(index) * 4.5, y: h - 1 - barHeight, width: 3, height: barHeight),
                         cornerRadius: 1).fill()
        }
        // The Wi-Fi fan: two bands of a quarter circle centred at the glyphs' bottom, and its tip.
        let fanCentre = CGPoint(x: 30, y: h - 1)
        for radius in [11.5, 7.5] {
            let wedge = UIBezierPath()
            wedge.addArc(withCenter: fanCentre, radius: CGFloat(radius), startAngle: -.pi * 3 / 4, endAngle: -.pi / 4, clockwise: true)
            wedge.addArc(withCenter: fanCentre, radius: CGFloat(radius) - 2.5, startAngle: -.pi / 4, endAngle: -.pi * 3 / 4, clockwise: false)
            wedge.close()
            wedge.fill()
        }
        let dot = UIBezierPath()
        dot.move(to: fanCentre)
        dot.addArc(withCenter: fanCentre, radius: 3.5, startAngle: -.pi * 3 / 4, endAngle: -.pi / 4, clockwise: true)
        dot.close()
        dot.fill()
        // The battery: a rounded outline at 35 %, a full charge inside, the terminal nub at 40 %.
        let body = CGRect(x: 41, y: (h - 12.5) / 2, width: 24.5, height: 12.5)
        color.withAlphaComponent(0.35).setStroke()
        let outline = UIBezierPath(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.8)
        outline.lineWidth = 1
        outline.stroke()
        color.setFill()
        UIBezierPath(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: 2.2).fill()
        color.withAlphaComponent(0.4).setFill()
        UIBezierPath(roundedRect: CGRect(x: body.maxX + 1, y: body.midY - 2, width: 1.5, height: 4), cornerRadius: 0.75).fill()
    }
}

extension UIWindow {
    /// Whether the status bar over this window draws white: `.lightContent`, or `.default` in dark mode;
    /// and over the black backdrop of a scaled-back sheet presenter [provisional: iOS shows light content
    /// there whatever the style].
    package var _statusBarDrawsLightContent: Bool {
        if _UISheetChrome.hasBackdrop(in: self) { return true }
        switch _shownStatusBarStyle {
        case .lightContent: return true
        case .darkContent: return false
        default: return traitCollection.userInterfaceStyle == .dark
        }
    }
}
