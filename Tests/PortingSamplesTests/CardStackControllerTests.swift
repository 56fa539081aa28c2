import Testing
import UIKit
import UIKitTesting
@testable import PortingSamples

/// The ported CardStackController behaves as the iOS original with an @objc optional delegate.
@Suite("Ported CardStackController", .checksForLeaks)
@MainActor struct CardStackControllerTests {
    @Test("a subclass's delegate method answers through the base class's stub (Swift's witness rule)")
    func subclassImplementationAnswers() {
        let screen = DeckScreenController()
        screen.loadViewIfNeeded()
        let first = UIViewController()
        first.title = "A"
        screen.stack.push(first)
        #expect(screen.shownTitles == ["A"])
        #expect(screen.stack.removeTop() == false)
        #expect(screen.stack.cards.count == 1)
    }

    @Test("an unimplemented optional method reads as unimplemented: removal is allowed, the spacing falls back to 8")
    func defaultReportsNotImplemented() {
        let screen = CardScreenController()
        screen.loadViewIfNeeded()
        let bottom = UIViewController(), top = UIViewController()
        screen.stack.push(bottom)
        screen.stack.push(top)
        #expect(screen.stack.removeTop() == true)
        screen.stack.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        screen.stack.view.layoutIfNeeded()
        #expect(bottom.view.frame == CGRect(x: 0, y: 8, width: 100, height: 84))
    }
}
