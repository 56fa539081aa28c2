import Foundation

// Responders (views, view controllers, windows) can be observed and can observe: the storage and
// `observeValue(forKeyPath:of:change:context:)` sit in UIResponder's class body; the API is
// Foundation's (CoreGraphics/KeyValueObserving).
extension UIResponder: _KeyValueCodingAndObserving, _KVOHost, @preconcurrency NSKeyValueObserving {}
