import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("UIBezierPath", .checksForLeaks)
struct BezierPathTests {
    func render(width: CGFloat, height: CGFloat, scale: CGFloat = 1, _ actions: () -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { _ in actions() }
    }

    @Test("usesEvenOddFillRule empties the hole of a donut made of two same-direction ovals")
    func evenOddDonut() {
        func donut(evenOdd: Bool) -> UIImage {
            render(width: 10, height: 10, scale: 2) {
                let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
                path.append(UIBezierPath(ovalIn: CGRect(x: 2.5, y: 2.5, width: 5, height: 5)))
                path.usesEvenOddFillRule = evenOdd
                UIColor.green.setFill()
                path.fill()
            }
        }
        // Pixel (10, 10) at scale 2 is point (5…5.5): the centre, inside the hole.
        #expect(donut(evenOdd: true).pixel(10, 10) == Px.clear)
        #expect(donut(evenOdd: false).pixel(10, 10) == Px.green)
        // Pixel (2, 10) is point (1…1.5, 5…5.5): 3.5 to 4.03 from the centre, in the ring.
        #expect(donut(evenOdd: true).pixel(2, 10) == Px.green)
    }

    @Test("A 20×20 rounded rect with radius 10 is a circle; one rounded corner leaves the others square")
    func roundedRects() {
        let circle = render(width: 20, height: 20) {
            UIColor.black.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 10).fill()
        }
        #expect(circle.pixel(0, 0) == Px.clear && circle.pixel(19, 19) == Px.clear)
        // Pixel (1, 10) spans x 1…2, y 10…11: at most 9.06 from the centre (10, 10), so fully inside.
        #expect(circle.pixel(10, 10) == Px.black && circle.pixel(1, 10) == Px.black)
        let oneCorner = render(width: 20, height: 20) {
            UIColor.black.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft],
                         cornerRadii: CGSize(width: 10, height: 10)).fill()
        }
        #expect(oneCorner.pixel(0, 0) == Px.clear)
        #expect(oneCorner.pixel(19, 0) == Px.black && oneCorner.pixel(19, 19) == Px.black && oneCorner.pixel(0, 19) == Px.black)
        // cornerRadii.height is ignored: radius 10 from the width gives the same path as (10, 2).
        let ignoredHeight = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft],
                                         cornerRadii: CGSize(width: 10, height: 2))
        let sameWidth = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft],
                                     cornerRadii: CGSize(width: 10, height: 10))
        #expect(ignoredHeight.cgPath == sameWidth.cgPath)
    }

    @Test("clockwise means clockwise on screen: 0 to π/2 clockwise is one quarter, ending below the centre")
    func arcDirection() {
        func curves(_ path: UIBezierPath) -> Int {
            var count = 0
            path.cgPath.applyWithBlock { if $0.pointee.type == .addCurveToPoint { count += 1 } }
            return count
        }
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(curves(quarter) == 1)
        #expect(abs(quarter.currentPoint.x) < 1e-9 && abs(quarter.currentPoint.y - 10) < 1e-9)
        let threeQuarters = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(curves(threeQuarters) == 3)
    }

    @Test("A stroked path uses the path's line width and dash, not the context's")
    func strokeStyle() {
        let image = render(width: 12, height: 3) {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 1.5))
            path.addLine(to: CGPoint(x: 12, y: 1.5))
            path.lineWidth = 3
            path.setLineDash([2, 1], count: 2, phase: 0)
            UIColor.black.setStroke()
            path.stroke()
        }
        // Width 3 covers rows 0…2; dash [2, 1] paints x 0–2, 3–5, 6–8, 9–11.
        let on = [true, true, false]
        for row in 0..<3 {
            #expect((0..<12).map { image.pixel($0, row) == Px.black } == on + on + on + on)
        }
    }

    @Test("addClip limits later drawing to the path")
    func addClip() {
        let image = render(width: 4, height: 1) {
            UIBezierPath(rect: CGRect(x: 1, y: 0, width: 2, height: 1)).addClip()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        #expect(image.pixels == [0, Px.red, Px.red, 0])
    }

    @Test("Geometry: bounds, contains, isEmpty, apply, reversing")
    func geometry() {
        let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.contains(CGPoint(x: 2, y: 3)) && !path.contains(CGPoint(x: 0, y: 0)))
        #expect(!path.isEmpty && UIBezierPath().isEmpty)
        path.apply(CGAffineTransform(translationX: 10, y: 0))
        #expect(path.bounds == CGRect(x: 11, y: 2, width: 3, height: 4))
        let reversed = path.reversing()
        #expect(reversed.cgPath._elements == [.move(CGPoint(x: 11, y: 6)), .line(CGPoint(x: 14, y: 6)),
                                              .line(CGPoint(x: 14, y: 2)), .line(CGPoint(x: 11, y: 2)), .close])
        let triangle = UIBezierPath()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 4, y: 0))
        triangle.addQuadCurve(to: CGPoint(x: 4, y: 4), controlPoint: CGPoint(x: 6, y: 2))
        #expect(triangle.reversing().cgPath._elements == [.move(CGPoint(x: 4, y: 4)), .quad(CGPoint(x: 6, y: 2), CGPoint(x: 4, y: 0)),
                                                          .line(.zero)])
        let copy = UIBezierPath(cgPath: triangle.cgPath)
        #expect(copy.cgPath == triangle.cgPath)
    }
}
