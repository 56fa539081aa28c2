#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Returns the selector's Objective-C name, such as `tap:`.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector._name
}

/// Returns the selector with the given Objective-C name.
///
/// The selector carries no method to call (there is no runtime to look the name up in), so no object
/// responds to it; it compares equal to every selector with that name.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// Returns the selector's name as a C string that stays valid for the life of the process, as the
/// runtime's selector table does.
public func sel_getName(_ sel: Selector) -> UnsafePointer<CChar> {
    _SelectorNameTable.cString(for: sel._name)
}

/// Interned C strings for `sel_getName`: one allocation per distinct name, never freed.
private enum _SelectorNameTable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: [String: UnsafePointer<CChar>] = [:]

    static func cString(for name: String) -> UnsafePointer<CChar> {
        lock.lock()
        defer { lock.unlock() }
        if let interned = names[name] { return interned }
        let interned = UnsafePointer(strdup(name)!)
        names[name] = interned
        return interned
    }
}
