// `import Testing` next to `import UIKit` needs the empty _Testing_UIKit overlay target on Linux.
import Testing
import UIKit
import XCTest
import UIKitTesting

@Test("import Testing and import UIKit compile together", .checksForLeaks)
func importTestingWithUIKit() {
    #expect(CGAffineTransform.identity.isIdentity)
}

final class ImportXCTestTogetherTests: XCTestCase {
    override func setUp() { super.setUp(); startCheckingForLeaks() }
    override func tearDown() { assertNoLeaks(); super.tearDown() }

    @MainActor func testXCTestAsyncMainActorWorks() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(view.bounds.size, CGSize(width: 10, height: 20))
    }
}
