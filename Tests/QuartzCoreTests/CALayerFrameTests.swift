import QuartzCore
import XCTest

final class CALayerFrameTests: XCTestCase {
    @MainActor func testFrameDerivesFromPositionAnchorAndBounds() async throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 50)
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        // The anchor (bottom-left corner) sits at (50, 50): the frame spans x 50…150, y 10…50.
        XCTAssertEqual(layer.frame, CGRect(x: 50, y: 10, width: 100, height: 40))
    }
}
