import Foundation

/// The key-value coding and observing surface: on Darwin every `NSObject` has it. Here the classes that
/// report their own changes adopt it: `UIResponder` (views, view controllers, windows) and `CALayer`.
///
/// Observable properties report a change for every setter call, equal values included, and never for
/// a derived change (setting `bounds` reports nothing for `frame`). Notifications are sent on the
/// thread that calls the setter, which for UIKit's objects is the main thread.
public protocol _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes the property at `keyPath`: `changeHandler` runs for each change, with the object and the
    /// change (values as `options` ask), until the returned observation is invalidated or deallocated.
    ///
    /// The property must be one that the object's class reports (see docs/STATUS.md); any other key
    /// path stops the process, as Swift's Foundation does for a key path without an Objective-C name.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let host = _kvoHost(self)
        let name = _kvoName(of: keyPath)
        let registry = host._kvoRegistryCreatingIfNeeded
        let registration = _KVORegistration(
            key: name, options: options, read: { ($0 as! Self)[keyPath: keyPath] }, observer: nil, context: nil,
            deliver: { _, object, change in
                changeHandler(object as! Self, NSKeyValueObservedChange(
                    kind: .setting, newValue: change.new.flatMap { $0 as? Value },
                    oldValue: change.old.flatMap { $0 as? Value }, indexes: nil, isPrior: change.isPrior))
            })
        registry.add(registration)
        registry.sendInitial(registration, of: host)
        return NSKeyValueObservation(registry: registry, registration: registration)
    }

    /// Tells the observers of `keyPath` that its value is about to change; pair it with `didChangeValue(for:)`.
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        willChangeValue(forKey: _kvoName(of: keyPath))
    }

    /// Tells the observers of `keyPath` that its value changed.
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        didChangeValue(forKey: _kvoName(of: keyPath))
    }

    /// Registers `observer` to receive `observeValue(forKeyPath:of:change:context:)` for changes of `keyPath`.
    ///
    /// The object holds the observer weakly; an observer that is deallocated is dropped. The same observer
    /// may register several times (with different contexts); each registration is notified. The change
    /// dictionary holds `NSNumber`s for the kind and the prior flag and the property's Swift values
    /// (`change?[.newKey] as? CGRect`). Key paths are single keys; a key that names no observable
    /// property is still notified by `willChangeValue(forKey:)`/`didChangeValue(forKey:)`, without values.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        let host = _kvoHost(self)
        let read = type(of: host)._observedKeys().first { $0.name == keyPath }?.read
        let registration = _KVORegistration(key: keyPath, options: options, read: read, observer: observer,
                                            context: context, deliver: _deliverToObserver)
        let registry = host._kvoRegistryCreatingIfNeeded
        registry.add(registration)
        registry.sendInitial(registration, of: host)
    }

    /// Removes the latest registration of `observer` for `keyPath` made with `context`.
    ///
    /// Raises `NSRangeException` when there is none, as iOS does.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        _removeObserver(observer, keyPath: keyPath, context: context, matchingContext: true)
    }

    /// Removes the latest registration of `observer` for `keyPath`, whatever its context.
    ///
    /// Raises `NSRangeException` when there is none, as iOS does.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        _removeObserver(observer, keyPath: keyPath, context: nil, matchingContext: false)
    }

    /// Tells the observers of `key` that its value is about to change (a manual notification); pair it with
    /// `didChangeValue(forKey:)`. Observers with `.old` read the value now, those with `.prior` are notified now.
    public func willChangeValue(forKey key: String) {
        let host = _kvoHost(self)
        host._kvoRegistry?.willChange(host, key: key)
    }

    /// Tells the observers of `key` that its value changed: each observer told by the matching
    /// `willChangeValue(forKey:)` is notified.
    public func didChangeValue(forKey key: String) {
        let host = _kvoHost(self)
        host._kvoRegistry?.didChange(host, key: key)
    }

    private func _removeObserver(_ observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer?,
                                 matchingContext: Bool) {
        let host = _kvoHost(self)
        let removed = host._kvoRegistry?.removeObserver(observer, key: keyPath, context: context,
                                                        matchingContext: matchingContext) ?? false
        guard !removed else { return }
        _Diagnostics.raise(NSException(
            name: .rangeException,
            reason: "Cannot remove an observer \(_KVOText.classAndAddress(observer)) for the key path \"\(keyPath)\" "
                + "from \(_KVOText.classAndAddress(host)) because it is not registered as an observer."))
    }

    /// The name of `keyPath` in the table of `Self` (the key path's root type).
    private func _kvoName<Value>(of keyPath: KeyPath<Self, Value>) -> String {
        guard let host = Self.self as? any _KVOHost.Type,
              let name = host._observedKeys().first(where: { $0.keyPath == keyPath })?.name else {
            fatalError("Could not extract a String from KeyPath \(keyPath)")
        }
        return name
    }
}

private func _kvoHost(_ object: Any) -> any _KVOHost {
    guard let host = object as? any _KVOHost else {
        fatalError("\(type(of: object)) does not support key-value observing on this platform")
    }
    return host
}

/// Sends a string-form notification: to the observer's `observeValue(forKeyPath:of:change:context:)`, or
/// raises as NSObject's default does when the observer has none.
private func _deliverToObserver(_ registration: _KVORegistration, _ object: AnyObject, _ change: _KVOChange) {
    guard let observer = registration.observer else { return }
    var dictionary: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
    if let old = change.old { dictionary[.oldKey] = old }
    if let new = change.new { dictionary[.newKey] = new }
    if change.isPrior { dictionary[.notificationIsPriorKey] = NSNumber(value: true) }
    if let observer = observer as? any NSKeyValueObserving {
        observer.observeValue(forKeyPath: registration.key, of: object, change: dictionary, context: registration.context)
    } else {
        _raiseUnhandledObservation(observer: observer, keyPath: registration.key, object: object,
                                   change: dictionary, context: registration.context)
    }
}

/// An object that receives string-form key-value notifications.
///
/// On iOS `observeValue(forKeyPath:of:change:context:)` is an `NSObject` method that observers override.
/// Here `UIResponder` and `CALayer` declare it in their class bodies (so a view controller's
/// `override func observeValue(…)` compiles unchanged) and adopt this protocol; any other observer
/// class adopts the protocol and implements the method without `override` (see docs/PORTING.md).
/// UIKit's classes conform with `@preconcurrency`: their method runs on the main actor.
public protocol NSKeyValueObserving: AnyObject {
    /// Receives a change of `keyPath` on `object`, registered with `addObserver(_:forKeyPath:options:context:)`.
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

/// Raises what NSObject's `observeValue(forKeyPath:of:change:context:)` raises on iOS: the notification
/// reached an observer that did not handle it.
package func _raiseUnhandledObservation(observer: AnyObject, keyPath: String?, object: Any?,
                                        change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
    let lines = [
        "\(observer): An -observeValueForKeyPath:ofObject:change:context: message was received but not handled.",
        "Key path: \(keyPath ?? "(null)")",
        "Observed object: \(object.map { "\($0)" } ?? "(null)")",
        "Change: \(change.map(_KVOText.dictionary) ?? "(null)")",
        "Context: \(_KVOText.pointer(context))",
    ]
    _Diagnostics.raise(NSException(name: .internalInconsistencyException, reason: lines.joined(separator: "\n")))
}

/// How Foundation's key-value messages print objects and values.
enum _KVOText {
    /// `<Class 0x…>`: the class as `NSStringFromClass` names it (bare for this package's and
    /// Foundation's classes, `Module.Class` for a client's) and the address.
    static func classAndAddress(_ object: AnyObject) -> String {
        "<\(_objcClassName(type(of: object))) \(_objcAddressString(object))>"
    }

    /// `%p`: `0x` and lowercase hex, `0x0` for nil.
    static func pointer(_ pointer: UnsafeMutableRawPointer?) -> String {
        "0x" + String(UInt(bitPattern: pointer), radix: 16)
    }

    /// An NSDictionary-style description: sorted keys, one `key = value;` line each.
    static func dictionary(_ change: [NSKeyValueChangeKey: Any]) -> String {
        let lines = change.keys.map(\.rawValue).sorted().map { key in
            "    \(key) = \(quoted(value(change[NSKeyValueChangeKey(rawValue: key)]!)));"
        }
        return (["{"] + lines + ["}"]).joined(separator: "\n")
    }

    private static func value(_ value: Any) -> String {
        func g(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        switch value {
        case let rect as CGRect: return "NSRect: {{\(g(rect.minX)), \(g(rect.minY))}, {\(g(rect.width)), \(g(rect.height))}}"
        case let point as CGPoint: return "NSPoint: {\(g(point.x)), \(g(point.y))}"
        case let size as CGSize: return "NSSize: {\(g(size.width)), \(g(size.height))}"
        case let flag as Bool: return flag ? "1" : "0"
        case let number as CGFloat: return g(number)
        case let number as Double: return g(CGFloat(number))
        case let number as Float: return g(CGFloat(number))
        default: return "\(value)"
        }
    }

    private static func quoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? text : "\"\(text)\""
    }
}
