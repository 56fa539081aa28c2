import Testing
import UIKit
import UIKitTesting

/// Hostile geometry on views (issue 19, "Hostile input"). A view's geometry is its layer's, so the answers
/// are Core Animation's (see Tests/QuartzCoreTests/Hostile): verified exception name and reason texts
/// from crash reports (`-[UIView(Geometry) setFrame:]` → `-[CALayer setFrame:]` → `setPosition:` raising
/// "CALayer position contains NaN: [nan 17]"). Infinite values, negative sizes and NaN transforms are
/// stored (no report shows UIKit refusing them); that part is inferred, not verified.
@MainActor @Suite("Hostile input: view geometry", .checksForLeaks)
struct HostileViewGeometryTests {
    @Test("Hostile: NaN frame")
    func nanFrame() {
        weak var weakView: UIView?
        do {
            let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            weakView = view
            superview.addSubview(view)
            let exceptions = withCapturedExceptions { view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) }
            #expect(exceptions.map(\.name.rawValue) == ["CALayerInvalidGeometry"])
            #expect(exceptions.map(\.reason) == ["CALayer position contains NaN: [nan 5]"])
            #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
            #expect(view.center == CGPoint(x: 25, y: 40) && view.bounds.size == CGSize(width: 30, height: 40))
        }
        #expect(weakView == nil)
    }

    @Test("Hostile: NaN bounds")
    func nanBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        let exceptions = withCapturedExceptions { view.bounds = CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan) }
        #expect(exceptions.map(\.reason) == ["CALayer bounds contains NaN: [0 0; 10 nan]"])
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test("Hostile: NaN center")
    func nanCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        let exceptions = withCapturedExceptions { view.center = CGPoint(x: 75.75, y: CGFloat.nan) }
        #expect(exceptions.map(\.reason) == ["CALayer position contains NaN: [75.75 nan]"])
        #expect(view.center == CGPoint(x: 15, y: 20))
    }

    @Test("Hostile: infinite frame")
    func infiniteFrame() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 20, height: 20))
        window.backgroundColor = .white
        let view = UIView()
        view.backgroundColor = .black
        window.addSubview(view)
        let exceptions = withCapturedExceptions {
            view.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity)
            window.layoutIfNeeded()
        }
        #expect(exceptions.isEmpty)
        #expect(view.bounds.size == CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        // position = origin + size / 2 = (inf, inf).
        #expect(view.center == CGPoint(x: CGFloat.infinity, y: CGFloat.infinity))
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
        // render(in:) refuses the sublayer as Core Animation does (verified text, iOS 9 crash reports).
        var rendered: [NSException] = []
        _ = UIGraphicsImageRenderer(size: window.bounds.size).image { context in
            rendered = withCapturedExceptions { window.layer.render(in: context.cgContext) }
        }
        #expect(rendered.map(\.reason) == ["sublayer with non-finite position [inf inf]"])
        window.isHidden = true
    }

    @Test("Hostile: negative frame")
    func negativeFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: -4, height: -6))
        // The layer standardizes the frame (origin (6, 4), size (4, 6)), as CALayer's setFrame: does.
        #expect(view.frame == CGRect(x: 6, y: 4, width: 4, height: 6))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 4, height: 6))
        view.bounds = CGRect(x: 0, y: 0, width: -4, height: -6)
        #expect(view.bounds.size == CGSize(width: -4, height: -6))
    }

    @Test("Hostile: NaN and infinite transforms")
    func nonFiniteTransform() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        superview.addSubview(view)
        let exceptions = withCapturedExceptions {
            view.transform = CGAffineTransform(scaleX: CGFloat.nan, y: 1)
            view.transform = CGAffineTransform(scaleX: CGFloat.infinity, y: 1)
        }
        #expect(exceptions.isEmpty)
        #expect(view.transform.a == .infinity)
        #expect(superview.hitTest(CGPoint(x: 15, y: 15), with: nil) === superview)
        let image = UIGraphicsImageRenderer(size: superview.bounds.size).image { superview.layer.render(in: $0.cgContext) }
        #expect(image.size == CGSize(width: 100, height: 100))
    }

    @Test("Hostile: CGRect.null and .infinite through view conversions")
    func nullAndInfiniteConversion() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30)), b = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        window.addSubview(a)
        window.addSubview(b)
        b.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // Core Graphics leaves the null and infinite rectangles unchanged by any transform
        // (CGRectApplyAffineTransform), so every conversion passes them through.
        for rect in [CGRect.null, CGRect.infinite] {
            for converted in [a.convert(rect, to: b), a.convert(rect, from: b), a.convert(rect, to: nil), b.convert(rect, from: nil)] {
                #expect(converted.isNull == rect.isNull && converted.isInfinite == rect.isInfinite)
            }
        }
        // The null rectangle's origin is (inf, inf): as a point it converts to non-finite coordinates.
        let point = a.convert(CGRect.null.origin, to: b)
        #expect(!point.x.isFinite && !point.y.isFinite)
        window.isHidden = true
    }
}
