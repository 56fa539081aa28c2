import CoreGraphics
import Foundation
import Testing

@Suite("CGPath geometry")
struct PathGeometryTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("A rect path is four lines and a close, is a rect, and knows its bounds")
    func rectPath() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        #expect(types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        var rect = CGRect.zero
        #expect(path.isRect(&rect) && rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        #expect(!path.isEmpty && CGMutablePath().isEmpty)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test("An ellipse's path bounds are its rect; a quarter arc's control points stick out of boundingBoxOfPath")
    func ellipseAndArcBounds() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let box = ellipse.boundingBoxOfPath
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 20) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // Ends at (0, 10); the curve stays within the quarter square, its controls reach (10, 5.52) and (5.52, 10).
        #expect(close(arc.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(abs(arc.boundingBoxOfPath.maxX - 10) < 1e-9 && abs(arc.boundingBoxOfPath.maxY - 10) < 1e-9)
        #expect(abs(arc.boundingBox.width - 10) < 1e-9)
    }

    @Test("clockwise in CG's sense decreases the angle: 0 to π/2 clockwise goes three quarters round")
    func clockwiseArc() {
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        var curves = 0
        arc.applyWithBlock { if $0.pointee.type == .addCurveToPoint { curves += 1 } }
        #expect(curves == 3)
        #expect(close(arc.currentPoint, CGPoint(x: 0, y: 1)))
        // The path passes through (-1, 0) and (0, -1).
        #expect(abs(arc.boundingBoxOfPath.minX + 1) < 1e-9 && abs(arc.boundingBoxOfPath.minY + 1) < 1e-9)
    }

    @Test("A tangent arc from (0,0) via (10,0) toward (10,10), radius 5, lines to (5,0) and ends at (10,5)")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(path._elements.count == 3)
        guard case .line(let tangentPoint) = path._elements[1] else { Issue.record("no line"); return }
        #expect(close(tangentPoint, CGPoint(x: 5, y: 0), 1e-9))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 5)))
    }

    @Test("contains follows the fill rule; copy(using:) transforms; closing returns to the subpath start")
    func containsAndCopy() {
        let donut = CGMutablePath()
        donut.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        donut.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(donut.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!donut.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(donut.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        #expect(!donut.contains(CGPoint(x: 11, y: 1)))
        var t = CGAffineTransform(translationX: 100, y: 0)
        let moved = donut.copy(using: &t)!
        #expect(moved.boundingBox == CGRect(x: 100, y: 0, width: 10, height: 10))
        let open = CGMutablePath()
        open.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 3)])
        #expect(open.currentPoint == CGPoint(x: 4, y: 3))
        open.closeSubpath()
        #expect(open.currentPoint == CGPoint(x: 1, y: 1))
    }

    @Test("Rounded rects: radii clamp to half the side; zero radii give a plain rect")
    func roundedRect() {
        let plain = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 4), cornerWidth: 0, cornerHeight: 0, transform: nil)
        #expect(plain.isRect(nil))
        let pill = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 4), cornerWidth: 2, cornerHeight: 2, transform: nil)
        #expect(!pill.isRect(nil))
        #expect(pill.contains(CGPoint(x: 5, y: 2)))
        #expect(!pill.contains(CGPoint(x: 0.1, y: 0.1)))
        let box = pill.boundingBoxOfPath
        #expect(abs(box.width - 10) < 1e-9 && abs(box.height - 4) < 1e-9)
    }

    @Test("Quadratic curves are kept as quadratic elements and reported with two points")
    func quadElements() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        var seen: [CGPoint] = []
        path.applyWithBlock { element in
            if element.pointee.type == .addQuadCurveToPoint { seen = [element.pointee.points[0], element.pointee.points[1]] }
        }
        #expect(seen == [CGPoint(x: 5, y: 10), CGPoint(x: 10, y: 0)])
        // The curve's peak is at t = 0.5: y = 5.
        #expect(abs(path.boundingBoxOfPath.maxY - 5) < 1e-9)
        #expect(path.boundingBox.maxY == 10)
    }
}

@Suite("CGPath flattening")
struct PathFlatteningTests {
    @Test("Lines stay as they are; a closed rect is four vertices marked closed")
    func linesAndRects() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 2))
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 12, y: 10))
        let lines = path._polylines()
        #expect(lines == [
            .init(points: [.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 2), CGPoint(x: 0, y: 2)], isClosed: true),
            .init(points: [CGPoint(x: 10, y: 10), CGPoint(x: 12, y: 10)], isClosed: false),
        ])
    }

    @Test("A flattened circle of radius 50 stays within the tolerance and has a perimeter close to 2π·50")
    func circle() throws {
        let path = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
        let line = try #require(path._polylines(tolerance: 0.05).first)
        #expect(line.isClosed)
        // Vertices lie on the curve (the cubic approximation is within 0.03 of the true circle).
        #expect(line.points.allSatisfy { abs(hypot($0.x, $0.y) - 50) < 0.03 })
        // Chords shorten the perimeter slightly: 314.16 minus well under a tenth.
        let ring = line.points + [line.points[0]]
        let perimeter = zip(ring, ring.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        #expect(abs(perimeter - 2 * .pi * 50) < 0.1)
    }
}
