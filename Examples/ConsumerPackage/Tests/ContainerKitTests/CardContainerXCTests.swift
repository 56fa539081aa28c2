// The same package's XCTest tests: XCTest and Swift Testing side by side, as a user writes them.
import UIKit
import UIKitTesting
import XCTest
@testable import ContainerKit

final class CardContainerXCTests: XCTestCase {
    @MainActor func testShowingACardMakesItTheOnlyChild() async throws {
        let container = CardContainerViewController(), card = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = container
        window.makeKeyAndVisible()
        container.show(card)
        spin()
        XCTAssertEqual(container.children, [card])
        XCTAssertTrue(card.view.superview === container.view)
        XCTAssertEqual(card.view.frame, window.bounds)
    }
}
