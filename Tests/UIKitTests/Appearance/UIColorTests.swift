import Testing
import UIKit
import UIKitTesting

/// The arguments as an array of CGFloat (array literals with arithmetic are slow to type-check).
func list(_ values: CGFloat...) -> [CGFloat] { values }

@MainActor @Suite("UIColor", .checksForLeaks)
struct UIColorTests {
    func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    func rgba255(_ color: UIColor) -> [CGFloat] {
        let c = rgba(color)
        return [(c[0] * 255).rounded(), (c[1] * 255).rounded(), (c[2] * 255).rounded(), c[3]]
    }

    @Test("descriptions name the colour space as UIKit prints them")
    func descriptions() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 0.75).description == "UIExtendedSRGBColorSpace 0.5 0.25 0 0.75")
        #expect(UIColor.white.description == "UIExtendedGrayColorSpace 1 1")
        #expect(UIColor.clear.description == "UIExtendedGrayColorSpace 0 0")
    }

    @Test("the fixed named colours")
    func named() {
        #expect(rgba(.black) == list(0, 0, 0, 1))
        #expect(rgba(.white) == list(1, 1, 1, 1))
        #expect(rgba(.gray) == list(0.5, 0.5, 0.5, 1))
        #expect(rgba(.darkGray) == list(1.0 / 3, 1.0 / 3, 1.0 / 3, 1))
        #expect(rgba(.lightGray) == list(2.0 / 3, 2.0 / 3, 2.0 / 3, 1))
        #expect(rgba(.red) == list(1, 0, 0, 1))
        #expect(rgba(.green) == list(0, 1, 0, 1))
        #expect(rgba(.blue) == list(0, 0, 1, 1))
        #expect(rgba(.cyan) == list(0, 1, 1, 1))
        #expect(rgba(.yellow) == list(1, 1, 0, 1))
        #expect(rgba(.magenta) == list(1, 0, 1, 1))
        #expect(rgba(.orange) == list(1, 0.5, 0, 1))
        #expect(rgba(.purple) == list(0.5, 0, 0.5, 1))
        #expect(rgba(.brown) == list(0.6, 0.4, 0.2, 1))
        #expect(rgba(.clear) == list(0, 0, 0, 0))
    }

    @Test("system colours have their light-mode values")
    func system() {
        #expect(rgba255(.systemRed) == list(255, 59, 48, 1))
        #expect(rgba255(.systemGreen) == list(52, 199, 89, 1))
        #expect(rgba255(.systemBlue) == list(0, 122, 255, 1))
        #expect(rgba255(.systemOrange) == list(255, 149, 0, 1))
        #expect(rgba255(.systemYellow) == list(255, 204, 0, 1))
        #expect(rgba255(.systemPink) == list(255, 45, 85, 1))
        #expect(rgba255(.systemPurple) == list(175, 82, 222, 1))
        #expect(rgba255(.systemIndigo) == list(88, 86, 214, 1))
        #expect(rgba255(.systemGray) == list(142, 142, 147, 1))
        #expect(rgba255(.systemGray6) == list(242, 242, 247, 1))
        #expect(rgba255(.systemBackground) == list(255, 255, 255, 1))
        #expect(rgba255(.secondarySystemBackground) == list(242, 242, 247, 1))
        #expect(rgba255(.label) == list(0, 0, 0, 1))
        #expect(rgba255(.secondaryLabel) == list(60, 60, 67, 0.6))
        #expect(UIColor.tintColor == UIColor.systemBlue)
    }

    @Test("getWhite works only for gray colours; getHue converts to HSB")
    func components() {
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.gray.getWhite(&w, alpha: &a))
        #expect(w == 0.5 && a == 1)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
        func hsba(_ color: UIColor) -> [CGFloat] {
            var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
            #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
            return [h, s, b, a]
        }
        #expect(hsba(.red) == list(0, 1, 1, 1))
        #expect(hsba(.blue) == list(2.0 / 3, 1, 1, 1))
        #expect(hsba(.magenta) == list(5.0 / 6, 1, 1, 1))
        #expect(hsba(.gray) == list(0, 0, 0.5, 1))
        // Hue 0.5 is cyan's sector: (p, q, v) with p = 0.8·(1 − 0.5) = 0.4 and q = v = 0.8.
        let teal = UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 1)
        #expect(rgba(teal) == list(0.4, 0.8, 0.8, 1))
        #expect(hsba(teal) == list(0.5, 0.5, 0.8, 1))
    }

    @Test("withAlphaComponent keeps the colour space; equality needs the same space")
    func alphaAndEquality() {
        #expect(rgba(UIColor.red.withAlphaComponent(0.5)) == list(1, 0, 0, 0.5))
        #expect(UIColor.white.withAlphaComponent(0.5).description == "UIExtendedGrayColorSpace 1 0.5")
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
        #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.white == UIColor(white: 1, alpha: 1))
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
    }

    @Test("cgColor and init(cgColor:) round trip; dynamic colours resolve per style")
    func cgColorAndDynamic() {
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
        #expect(UIColor.gray.cgColor.components == [0.5, 1])
        #expect(UIColor(cgColor: UIColor.systemBlue.cgColor) == UIColor.systemBlue)
        #expect(UIColor(cgColor: CGColor(gray: 0.25, alpha: 1)) == UIColor(white: 0.25, alpha: 1))
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(dynamic.cgColor.components == [0, 1])
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor.white)
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor.black)
    }
}

@MainActor @Suite("Appearance state of views", .checksForLeaks)
struct ViewAppearanceTests {
    @Test("view properties map onto the layer")
    func layerMapping() {
        let v = UIView()
        #expect(!v.isHidden && v.alpha == 1 && v.backgroundColor == nil && !v.clipsToBounds && v.isOpaque)
        #expect(v.tag == 0 && v.contentMode == .scaleToFill && v.isUserInteractionEnabled)
        v.isHidden = true
        v.alpha = 0.5
        v.backgroundColor = .red
        v.clipsToBounds = true
        v.isOpaque = false
        #expect(v.layer.isHidden && v.layer.opacity == 0.5 && v.layer.masksToBounds && !v.layer.isOpaque)
        #expect(v.layer.backgroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(v.backgroundColor == .red)
        v.backgroundColor = nil
        #expect(v.layer.backgroundColor == nil)
        #expect(v.layer.delegate === v)
    }

    @Test("tintColor inherits from the superview, defaulting to system blue")
    func tintInheritance() {
        let p = UIView(), c = UIView(), g = UIView()
        p.addSubview(c)
        c.addSubview(g)
        #expect(g.tintColor == .systemBlue)
        p.tintColor = .red
        #expect(c.tintColor == .red && g.tintColor == .red)
        c.tintColor = .green
        #expect(p.tintColor == .red && g.tintColor == .green)
        c.tintColor = nil
        #expect(g.tintColor == .red)
        let other = UIView()
        other.tintColor = .orange
        other.addSubview(c)
        #expect(g.tintColor == .orange)
    }

    @Test("tintColorDidChange reaches the inheriting subtree, parents first, and stops at own tints")
    func tintPropagation() {
        let log = EventLog()
        let p = LayoutLogView("P", log: log), c = LayoutLogView("C", log: log)
        let g = LayoutLogView("G", log: log), own = LayoutLogView("O", log: log), under = LayoutLogView("U", log: log)
        p.addSubview(c)
        c.addSubview(g)
        p.addSubview(own)
        own.addSubview(under)
        own.tintColor = .green
        _ = log.take()
        p.tintColor = .red
        #expect(log.take() == ["P.tintColorDidChange", "C.tintColorDidChange", "G.tintColorDidChange"])
        own.tintColor = .blue
        #expect(log.take() == ["O.tintColorDidChange", "U.tintColorDidChange"])
    }

    @Test("moving a view under a different inherited tint calls tintColorDidChange down its subtree")
    func tintChangesWithSuperview() {
        let log = EventLog()
        let red = UIView(), orange = UIView(), plain = UIView()
        red.tintColor = .red
        orange.tintColor = .orange
        let c = LayoutLogView("C", log: log), g = LayoutLogView("G", log: log)
        c.addSubview(g)
        _ = log.take()
        red.addSubview(c)
        #expect(log.take() == ["C.tintColorDidChange", "G.tintColorDidChange"])
        orange.addSubview(c)
        #expect(log.take() == ["C.tintColorDidChange", "G.tintColorDidChange"])
        c.removeFromSuperview()
        #expect(c.tintColor == .systemBlue)
        #expect(log.take() == ["C.tintColorDidChange", "G.tintColorDidChange"])
        plain.addSubview(c)
        #expect(log.take() == [], "system blue before and after")
        c.tintColor = .green
        _ = log.take()
        red.addSubview(c)
        #expect(log.take() == [], "a view with its own tint keeps it")
    }
}
