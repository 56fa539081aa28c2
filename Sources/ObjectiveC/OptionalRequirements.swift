// How UIKit learns whether an optional protocol requirement was implemented.
//
// On iOS an `@objc optional` requirement may be absent, and UIKit asks `respondsToSelector:` before it
// calls one; several behaviours take a different path when the method is missing. Swift without the
// Objective-C runtime has no optional requirements, so PortableUIKit (and the port tool, for a user's
// protocols) gives each one a default implementation that calls `_optionalRequirementNotImplemented`,
// and the caller that needs to know goes through `_ifImplemented`:
//
//     extension UITabBarControllerDelegate {
//         public func tabBarController(_ tabBarController: UITabBarController,
//                                      shouldSelect viewController: UIViewController) -> Bool {
//             _optionalRequirementNotImplemented("tabBarController(_:shouldSelect:)")
//             return true
//         }
//     }
//     let allowed = _ifImplemented("tabBarController(_:shouldSelect:)") {
//         delegate.tabBarController(self, shouldSelect: controller)
//     } ?? true
//
// Each thread keeps a stack of frames, one per `_ifImplemented` call in progress. A default marks the
// innermost frame that carries its own requirement's name, so an implementation that itself calls other
// defaulted requirements (or nests `_ifImplemented`) never marks the outer call by mistake, and a
// default called with no matching frame does nothing. Once a thread's stack has grown to its deepest
// nesting, the calls allocate nothing.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Called by the default implementation of an optional requirement: marks the call as "not implemented".
///
/// `requirement` is the requirement's Swift name, such as `"scrollViewDidScroll(_:)"`. The innermost
/// `_ifImplemented` call in progress on this thread for the same name then reports the requirement as
/// absent; without one, the call does nothing.
public func _optionalRequirementNotImplemented(_ requirement: String) {
    guard let stack = _RequirementFrameStack.current(creating: false) else { return }
    var index = stack.frames.count - 1
    while index >= 0 {
        if stack.frames[index].requirement == requirement {
            stack.frames[index].reachedDefault = true
            return
        }
        index -= 1
    }
}

/// Runs `call`; returns nil when the innermost call of `requirement` reached its default implementation.
///
/// `call` should call the requirement once, on the object UIKit would ask `respondsToSelector:`. Its
/// result is returned when the method is implemented. For a method that returns an optional, an
/// implemented nil and an absent method both give nil unless the closure's type is spelled with one
/// more level (`{ () -> String?? in delegate.title(for: row) }` gives `.some(nil)` for the former).
@discardableResult
public func _ifImplemented<R>(_ requirement: String, _ call: () throws -> R?) rethrows -> R? {
    let stack = _RequirementFrameStack.current(creating: true)!
    let depth = stack.push(requirement)
    defer { stack.pop(to: depth) }
    let result = try call()
    return stack.frames[depth].reachedDefault ? nil : result
}

/// Runs `call`, a call of a requirement that returns nothing; returns whether it was implemented.
@discardableResult
public func _ifImplemented(_ requirement: String, _ call: () throws -> Void) rethrows -> Bool {
    let stack = _RequirementFrameStack.current(creating: true)!
    let depth = stack.push(requirement)
    defer { stack.pop(to: depth) }
    try call()
    return !stack.frames[depth].reachedDefault
}

/// One thread's `_ifImplemented` calls in progress, innermost last.
final class _RequirementFrameStack {
    struct Frame {
        var requirement: String
        var reachedDefault: Bool
    }

    var frames: [Frame] = []

    init() { frames.reserveCapacity(8) }

    /// Pushes a frame and returns its index.
    func push(_ requirement: String) -> Int {
        frames.append(Frame(requirement: requirement, reachedDefault: false))
        return frames.count - 1
    }

    /// Removes the frame at `depth` and any left above it (a call that threw).
    func pop(to depth: Int) {
        // removeLast keeps the capacity, so a warmed-up stack never reallocates.
        while frames.count > depth { frames.removeLast() }
    }

    /// This thread's stack, made on first use when `creating` is true.
    static func current(creating: Bool) -> _RequirementFrameStack? {
        if let raw = pthread_getspecific(_requirementFramesKey) {
            return Unmanaged<_RequirementFrameStack>.fromOpaque(raw).takeUnretainedValue()
        }
        guard creating else { return nil }
        let stack = _RequirementFrameStack()
        pthread_setspecific(_requirementFramesKey, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }
}

/// The thread-specific slot of `_RequirementFrameStack`; a thread's stack is released when it exits.
private let _requirementFramesKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { raw in
        guard let raw else { return }
        Unmanaged<_RequirementFrameStack>.fromOpaque(raw).release()
    }
    return key
}()
