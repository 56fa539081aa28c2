import Foundation

/// The user interface style: light or dark.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// A size class: compact or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// The kind of device interface.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }

/// The traits of an interface environment: style, size classes, scale and idiom.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// Creates a collection with every trait unspecified.
    public override init() {
        userInterfaceStyle = .unspecified; horizontalSizeClass = .unspecified; verticalSizeClass = .unspecified
        displayScale = 0; userInterfaceIdiom = .unspecified
        super.init()
    }

    init(style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        userInterfaceStyle = style; horizontalSizeClass = horizontal; verticalSizeClass = vertical
        displayScale = scale; userInterfaceIdiom = idiom
        super.init()
    }

    /// A collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified)
    }
    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0, idiom: .unspecified)
    }
    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass, scale: 0, idiom: .unspecified)
    }
    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: displayScale, idiom: .unspecified)
    }
    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: userInterfaceIdiom)
    }

    /// Combines collections; later collections' specified traits win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, h = UIUserInterfaceSizeClass.unspecified
        var v = UIUserInterfaceSizeClass.unspecified, scale: CGFloat = 0, idiom = UIUserInterfaceIdiom.unspecified
        for t in traitCollections {
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.horizontalSizeClass != .unspecified { h = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { v = t.verticalSizeClass }
            if t.displayScale != 0 { scale = t.displayScale }
            if t.userInterfaceIdiom != .unspecified { idiom = t.userInterfaceIdiom }
        }
        self.init(style: style, horizontal: h, vertical: v, scale: scale, idiom: idiom)
    }

    /// Whether every trait specified in `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && displayScale == other.displayScale
            && userInterfaceIdiom == other.userInterfaceIdiom
    }

    public override var hash: Int {
        userInterfaceStyle.rawValue &+ 7 &* horizontalSizeClass.rawValue &+ 49 &* verticalSizeClass.rawValue
    }
}
