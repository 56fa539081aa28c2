import UIKit

/// Runs `body` and returns the exceptions UIKit raised in it, instead of stopping the process.
///
/// Each raising call returns at once with its state unchanged, as if the exception had been caught
/// around that one call.
@MainActor
public func withCapturedExceptions(_ body: () throws -> Void) rethrows -> [NSException] {
    let box = _Box<NSException>()
    try _Diagnostics.withExceptionHandler({ box.append($0) }, body)
    return box.items
}

/// Runs `body` and returns the console lines UIKit logged in it, instead of writing them to standard error.
@MainActor
public func withCapturedLog(_ body: () throws -> Void) rethrows -> [String] {
    let box = _Box<String>()
    try _Diagnostics.withLogHandler({ box.append($0) }, body)
    return box.items
}

final class _Box<Item>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Item] = []
    func append(_ item: Item) { lock.lock(); storage.append(item); lock.unlock() }
    var items: [Item] { lock.lock(); defer { lock.unlock() }; return storage }
}
