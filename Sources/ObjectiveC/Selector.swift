/// The name of a method as the Objective-C runtime knows it (`tap:`, `handle:forEvent:`), with a way
/// to call that method.
///
/// Swift on Linux has no `#selector`. A selector made from an unapplied method reference carries an
/// invoker: `Selector("tap:", MyController.tap(_:))`. The reference names the method, not an object,
/// so a selector never keeps a target alive, and calling it on a subclass instance runs the
/// subclass's override. The invoker passes up to two arguments (a control's sender and event, a
/// timer, a notification); a method with fewer parameters ignores the rest, as iOS passes the sender
/// and the event only to methods that take them.
///
/// Selectors are equal, and hash, by name alone, as `removeTarget(_:action:for:)` and
/// `canPerformAction(_:withSender:)` compare them. A selector made from a name only
/// (`Selector("tap:")`, a string literal, `NSSelectorFromString`) carries no invoker: no object
/// responds to it, and sending it raises "unrecognized selector".
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible, Sendable {
    /// The Objective-C name.
    package let _name: String
    /// How to call the method, when the selector was made from a method reference.
    package let _method: _SelectorMethod?

    /// Creates a selector from its Objective-C name, with no method to call.
    public init(_ name: String) {
        _name = name
        _method = nil
    }

    /// Creates a selector from a string literal, with no method to call.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates a selector for a method that takes no arguments: `Selector("refresh", Model.refresh)`.
    @preconcurrency
    public init<T: AnyObject, R>(_ name: String, _ method: @escaping @MainActor (T) -> () -> R) {
        _name = name
        _method = .nullary(method)
    }

    /// Creates a selector for a method that takes one argument, such as a sender:
    /// `Selector("tap:", MyController.tap(_:))`.
    ///
    /// The parameter may be typed `Any`, `Any?`, or a class (optional or not); it receives the
    /// first argument the caller supplies.
    @preconcurrency
    public init<T: AnyObject, A, R>(_ name: String, _ method: @escaping @MainActor (T) -> (A) -> R) {
        _name = name
        _method = .unary(name, method)
    }

    /// Creates a selector for a method that takes two arguments, such as a sender and an event:
    /// `Selector("tapped:forEvent:", MyController.tapped(_:forEvent:))`.
    @preconcurrency
    public init<T: AnyObject, A, B, R>(_ name: String, _ method: @escaping @MainActor (T) -> (A, B) -> R) {
        _name = name
        _method = .binary(name, method)
    }

    /// Creates a selector for a protocol's method that takes no arguments. Every object whose class
    /// conforms to the protocol responds to it: `Selector("save", Saving.save)`.
    @preconcurrency
    public init<P, R>(_ name: String, _ method: @escaping @MainActor (P) -> () -> R) {
        _name = name
        _method = .nullary(method)
    }

    /// Creates a selector for a protocol's method that takes one argument, such as a sender. Every
    /// object whose class conforms to the protocol responds to it: `Selector("copy:", Editing.copy(_:))`.
    @preconcurrency
    public init<P, A, R>(_ name: String, _ method: @escaping @MainActor (P) -> (A) -> R) {
        _name = name
        _method = .unary(name, method)
    }

    /// Creates a selector for a protocol's method that takes two arguments, such as a sender and an
    /// event. Every object whose class conforms to the protocol responds to it.
    @preconcurrency
    public init<P, A, B, R>(_ name: String, _ method: @escaping @MainActor (P) -> (A, B) -> R) {
        _name = name
        _method = .binary(name, method)
    }

    /// The Objective-C name, such as `tap:`.
    public var description: String { _name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs._name == rhs._name }

    public func hash(into hasher: inout Hasher) { hasher.combine(_name) }
}

/// The invoker a selector carries: which class declares the method, and how to call it.
package struct _SelectorMethod: Sendable {
    /// Whether an object has the method: it is an instance of the declaring class (or a subclass), or
    /// conforms to the declaring protocol.
    package let isImplemented: @Sendable (AnyObject) -> Bool
    /// Whether instances of a class have the method. For a method of a protocol this is false: a
    /// protocol's metatype says nothing about a class's conformance here.
    package let isImplementedByInstances: @Sendable (AnyClass) -> Bool
    /// How many arguments the method takes (0, 1 or 2).
    package let arity: Int
    /// Calls the method on a target of the declaring class, on the main actor (it must be the current
    /// one); the result is boxed.
    let call: @Sendable (AnyObject, Any?, Any?) -> Any

    private init<T>(_: T.Type, arity: Int, _ body: @escaping @MainActor @Sendable (T, Any?, Any?) -> Any) {
        isImplemented = { $0 is T }
        isImplementedByInstances = { $0 is T.Type }
        self.arity = arity
        call = { target, first, second in
            // The method is main-actor isolated, and so are its callers in practice (controls, the
            // main run loop's timers and display links); `assumeIsolated` checks it. The arguments
            // stay on this thread, so handing them over unchecked is sound.
            let arguments = _Unchecked((target as! T, first, second))
            return MainActor.assumeIsolated {
                _Unchecked(body(arguments.value.0, arguments.value.1, arguments.value.2))
            }.value
        }
    }

    static func nullary<T, R>(_ method: @escaping @MainActor (T) -> () -> R) -> _SelectorMethod {
        _SelectorMethod(T.self, arity: 0) { target, _, _ in method(target)() }
    }

    static func unary<T, A, R>(_ name: String, _ method: @escaping @MainActor (T) -> (A) -> R) -> _SelectorMethod {
        _SelectorMethod(T.self, arity: 1) { target, first, _ in
            method(target)(argument(first, as: A.self, 1, of: name, on: target))
        }
    }

    static func binary<T, A, B, R>(_ name: String, _ method: @escaping @MainActor (T) -> (A, B) -> R) -> _SelectorMethod {
        _SelectorMethod(T.self, arity: 2) { target, first, second in
            method(target)(argument(first, as: A.self, 1, of: name, on: target),
                           argument(second, as: B.self, 2, of: name, on: target))
        }
    }

    /// The argument at `position` as the method's parameter type.
    ///
    /// An argument of the wrong type (or nil for a non-optional parameter) stops the program: iOS would
    /// hand the method an object of another class, which Swift cannot do.
    static func argument<A, T>(_ value: Any?, as _: A.Type, _ position: Int, of name: String, on target: T) -> A {
        // Unwrap first, so that an `Any` parameter receives the object itself rather than an optional.
        if let value, let argument = value as? A { return argument }
        if value == nil, let argument = Optional<Any>.none as? A { return argument }
        let given = value.map { String(describing: type(of: $0)) } ?? "nil"
        preconditionFailure("-[\(_objcClassName(type(of: target as AnyObject))) \(name)]: argument \(position) is \(given), but the method takes \(A.self)")
    }
}

/// A value handed across an isolation boundary on the same thread.
private struct _Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
