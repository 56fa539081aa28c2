import Foundation
import ObjectiveC
import Testing

// A protocol shaped as the port tool writes an `@objc` protocol with optional requirements.
protocol Pinger: AnyObject {
    func ping() -> Int
    func pinged()
    func pong(_ value: Int) -> String?
}

extension Pinger {
    func ping() -> Int {
        _optionalRequirementNotImplemented("ping()")
        return -1
    }
    func pinged() { _optionalRequirementNotImplemented("pinged()") }
    func pong(_ value: Int) -> String? {
        _optionalRequirementNotImplemented("pong(_:)")
        return nil
    }
}

final class Silent: Pinger {}

final class Loud: Pinger {
    var log: [String] = []
    let inner: Pinger
    init(inner: Pinger) { self.inner = inner }
    func ping() -> Int {
        // An implementation that itself calls defaulted requirements, directly and through the helper.
        inner.pinged()
        log.append("inner pong: \(String(describing: _ifImplemented("pong(_:)") { inner.pong(1) }))")
        log.append("inner ping: \(String(describing: _ifImplemented("ping()") { inner.ping() }))")
        return 7
    }
    func pong(_ value: Int) -> String? { nil }
}

// The witness rule: the base class conforms, so its witness table points at whatever the base has.
class BaseWithoutStub: Pinger {}
final class SubclassWithoutOverride: BaseWithoutStub {
    func ping() -> Int { 42 }
}
class BaseWithStub: Pinger {
    func ping() -> Int {
        _optionalRequirementNotImplemented("ping()")
        return -1
    }
}
final class SubclassWithOverride: BaseWithStub {
    override func ping() -> Int { 42 }
}

@Suite("Optional requirements: _ifImplemented and _optionalRequirementNotImplemented")
struct OptionalRequirementTests {
    @Test("a default marks the call as absent; an implementation's result comes back")
    func absentAndPresent() {
        let silent: Pinger = Silent(), loud: Pinger = Loud(inner: Silent())
        #expect(_ifImplemented("ping()") { silent.ping() } == nil)
        #expect(_ifImplemented("ping()") { loud.ping() } == 7)
        #expect(_ifImplemented("pinged()") { silent.pinged() } == false)
        #expect(_ifImplemented("pinged()") { loud.pinged() } == false)
    }

    @Test("an implemented method that returns nil is still implemented")
    func implementedNil() {
        let loud: Pinger = Loud(inner: Silent())
        // Inferred as R == String, an implemented nil and an absent method both give nil …
        #expect(_ifImplemented("pong(_:)") { loud.pong(3) } == nil)
        // … so a caller that must tell them apart makes R the optional: the outer level says "implemented".
        let result = _ifImplemented("pong(_:)") { () -> String?? in loud.pong(3) }
        #expect(result == .some(nil))
        let silent: Pinger = Silent()
        let absent = _ifImplemented("pong(_:)") { () -> String?? in silent.pong(3) }
        #expect(absent == nil)
    }

    @Test("nested calls: defaults reached inside an implementation do not mark the outer call")
    func nesting() {
        let loud = Loud(inner: Silent())
        let outer = _ifImplemented("ping()") { (loud as Pinger).ping() }
        #expect(outer == 7)
        #expect(loud.log == ["inner pong: nil", "inner ping: nil"])
    }

    @Test("a default called outside any _ifImplemented does nothing, and leaves no frame behind")
    func noFrame() {
        let silent: Pinger = Silent()
        #expect(silent.ping() == -1)
        #expect(_ifImplemented("ping()") { 5 } == 5)
    }

    @Test("a thrown error pops the frame")
    func throwing() {
        struct Failure: Error {}
        #expect(throws: Failure.self) { try _ifImplemented("ping()") { () throws -> Int? in throw Failure() } }
        let silent: Pinger = Silent()
        #expect(_ifImplemented("pinged()") { silent.pinged() } == false)
        #expect(_ifImplemented("other()") { silent.pinged() } == true)
    }

    @Test("Swift's witness rule: a subclass method that overrides no stub is not seen through the protocol")
    func witnessRule() {
        let plain: Pinger = SubclassWithoutOverride()
        #expect(plain.ping() == -1)
        #expect(_ifImplemented("ping()") { plain.ping() } == nil)
        let stubbed: Pinger = SubclassWithOverride()
        #expect(stubbed.ping() == 42)
        #expect(_ifImplemented("ping()") { stubbed.ping() } == 42)
        let base: Pinger = BaseWithStub()
        #expect(_ifImplemented("ping()") { base.ping() } == nil)
    }

    @Test("each thread keeps its own frames")
    func threads() async {
        let results = await withTaskGroup(of: (Int, Bool).self) { group in
            for index in 0..<8 {
                group.addTask {
                    let silent: Pinger = Silent(), loud: Pinger = Loud(inner: Silent())
                    var agreed = true
                    for round in 0..<2_000 {
                        let useLoud = (round + index) % 2 == 0
                        let value = _ifImplemented("ping()") { useLoud ? loud.ping() : silent.ping() }
                        agreed = agreed && (value == (useLoud ? 7 : nil))
                    }
                    return (index, agreed)
                }
            }
            var all: [Int: Bool] = [:]
            for await (index, agreed) in group { all[index] = agreed }
            return all
        }
        #expect(results.count == 8)
        #expect(results.values.allSatisfy { $0 })
        let threads = (0..<4).map { index -> Thread in
            Thread {
                let silent: Pinger = Silent()
                precondition(_ifImplemented("pinged()") { silent.pinged() } == false, "thread \(index)")
            }
        }
        threads.forEach { $0.start() }
    }
}
