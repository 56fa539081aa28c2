import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("withCapturedExceptions, withCapturedLog, spinUntilIdle", .checksForLeaks)
struct DiagnosticsCaptureTests {
    @Test("raised exceptions are returned in order, and the raising call leaves state unchanged")
    func exceptions() {
        let v = UIView()
        let exceptions = withCapturedExceptions {
            v.addSubview(v)
            NSException(name: .internalInconsistencyException, reason: "second").raise()
        }
        #expect(exceptions.map(\.name) == [.invalidArgumentException, .internalInconsistencyException])
        #expect(exceptions.map(\.reason) == ["Can't add self as subview", "second"])
        #expect(v.superview == nil && v.subviews.isEmpty)
    }

    @Test("log lines go to the innermost capture only")
    func logNesting() {
        var inner: [String] = []
        let outer = withCapturedLog {
            _Diagnostics.log("one")
            inner = withCapturedLog { _Diagnostics.log("two") }
            _Diagnostics.log("three")
        }
        #expect(outer == ["one", "three"])
        #expect(inner == ["two"])
    }

    @Test("spinUntilIdle runs turns until nothing is pending")
    func untilIdle() {
        spinUntilIdle()
        var order: [Int] = []
        _Turn.enqueueNextTurn {
            order.append(1)
            _Turn.enqueueNextTurn {
                order.append(2)
                _Turn.enqueueNextTurn { order.append(3) }
            }
        }
        let before = currentTurn
        let turns = spinUntilIdle()
        #expect(order == [1, 2, 3])
        #expect(turns == 3 && currentTurn == before + 3)
        #expect(spinUntilIdle() == 0)
    }
}
