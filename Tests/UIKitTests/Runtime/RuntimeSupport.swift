import UIKit

/// A main-actor controller with action methods of every arity, logging what they receive.
@MainActor class ActionController: UIViewController {
    var log: [String] = []

    func refresh() { log.append("refresh") }
    func tapped(_ sender: Any?) { log.append("tapped(\(_name(sender)))") }
    func buttonTapped(_ sender: UIControl) { log.append("buttonTapped(\(_name(sender)))") }
    func tapped(_ sender: UIControl, forEvent event: UIEvent?) { log.append("tapped(\(_name(sender)), \(_name(event)))") }
    func tick(_ timer: Timer) { log.append("tick(\(timer.userInfo as? String ?? "nil"))") }
    func received(_ note: Notification) { log.append("received(\(note.name.rawValue))") }
    func step(_ link: CADisplayLink) { log.append("step(\(link.timestamp))") }
    func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 7)) }
    func answer() -> Int { 42 }
}

/// An action several classes handle: a selector made from the protocol's method reaches any of them.
///
/// Not `@MainActor`: Swift 6.3 rejects an unapplied method reference of a main-actor protocol
/// ("sending 'self' risks causing data races", a region-analysis bug in the opened-existential thunk),
/// so main-actor classes conform with `@preconcurrency`.
protocol TapHandling: AnyObject {
    func tapped(_ sender: Any?)
}

extension ActionController: @preconcurrency TapHandling {}

/// Overrides one action, to check that a selector dispatches dynamically.
@MainActor final class ActionSubcontroller: ActionController {
    override func tapped(_ sender: Any?) { log.append("sub.tapped(\(_name(sender)))") }
}

/// A plain (not main-actor) NSObject subclass, as a model object in iOS code would be.
final class PlainModel: NSObject, @unchecked Sendable {
    var calls: [String] = []
    func update(_ value: Any) { calls.append("update(\(value))") }
    func reset() { calls.append("reset") }
}

/// A short name for a logged argument: `tag7` for a view tagged 7, a string itself, else its type.
@MainActor func _name(_ value: Any?) -> String {
    switch value {
    case nil: "nil"
    case let view as UIView where view.tag != 0: "tag\(view.tag)"
    case let string as String: string
    case let some?: String(describing: type(of: some))
    }
}

/// An object's address as iOS prints it, worked out independently of the code under test.
func addressString(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

/// A value that a `@Sendable` callback (a block timer, a notification block) writes and a test reads.
final class Captured<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
