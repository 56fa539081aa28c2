import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("spin() runs exactly one turn")
struct SpinTests {
    @Test("each spin advances the turn number by one")
    func turnNumberAdvances() {
        let before = currentTurn
        spin()
        spin()
        #expect(currentTurn == before + 2)
    }
}
