import CoreGraphics
import XCTest

final class CGAffineTransformTests: XCTestCase {
    func testConcatenationAppliesReceiverFirst() {
        // Scale by 2, then move by (10, 0): (1, 1) → (2, 2) → (12, 2).
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 2))
        // translatedBy applies the translation first: (1, 1) → (11, 1) → (22, 2).
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(u), CGPoint(x: 22, y: 2))
    }
}
