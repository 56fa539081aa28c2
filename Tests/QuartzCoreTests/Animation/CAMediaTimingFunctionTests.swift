import Testing
import QuartzCore
import UIKitTesting

@MainActor @Suite("CAMediaTimingFunction: Apple's control points, solved to 1e-6", .checksForLeaks)
struct CAMediaTimingFunctionTests {
    static let named: [(CAMediaTimingFunctionName, [Double])] = [
        (.linear, [0, 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ]

    @Test("named functions report Apple's control points through getControlPoint(at:values:)")
    func controlPoints() {
        for (name, expected) in Self.named {
            let function = CAMediaTimingFunction(name: name)
            var point: [Float] = [0, 0]
            function.getControlPoint(at: 0, values: &point)
            #expect(point == [0, 0])
            function.getControlPoint(at: 1, values: &point)
            #expect(point == [Float(expected[0]), Float(expected[1])], "\(name.rawValue)")
            function.getControlPoint(at: 2, values: &point)
            #expect(point == [Float(expected[2]), Float(expected[3])], "\(name.rawValue)")
            function.getControlPoint(at: 3, values: &point)
            #expect(point == [1, 1])
        }
    }

    @Test("evaluation matches an independent bisection of the Bézier at several points")
    func evaluationMatchesReference() {
        let xs = [0.0, 0.05, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 0.99, 1.0]
        for (name, p) in Self.named {
            let function = CAMediaTimingFunction(name: name)
            for x in xs {
                let expected = referenceBezier(p[0], p[1], p[2], p[3], at: x)
                #expect(abs(function._evaluate(x) - expected) < 1e-6, "\(name.rawValue) at \(x)")
            }
        }
        let custom = CAMediaTimingFunction(controlPoints: 0.17, 0.67, 0.83, 0.67)
        for x in xs {
            #expect(abs(custom._evaluate(x) - referenceBezier(0.17, 0.67, 0.83, 0.67, at: x)) < 1e-6)
        }
    }

    @Test("known values: easeInEaseOut is symmetric, easeIn is slow at first")
    func knownValues() {
        let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(easeInOut._evaluate(0.5) - 0.5) < 1e-9)
        #expect(abs(easeInOut._evaluate(0.3) + easeInOut._evaluate(0.7) - 1) < 1e-9)
        #expect(CAMediaTimingFunction(name: .easeIn)._evaluate(0.25) < 0.25)
        #expect(CAMediaTimingFunction(name: .easeOut)._evaluate(0.25) > 0.25)
        #expect(abs(CAMediaTimingFunction(name: .linear)._evaluate(0.37) - 0.37) < 1e-9)
    }
}
