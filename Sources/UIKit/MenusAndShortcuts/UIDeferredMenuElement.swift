import Foundation

/// A placeholder in a menu whose elements are supplied later: when the menu is shown the element calls
/// its provider, shows a loading row until the provider's completion is called, then shows the elements
/// it was given in its place. A cached element (made with `init(_:)`) asks its provider once and keeps
/// the elements; an uncached one asks every time its menu is shown.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// The closure a deferred element calls for its elements; it calls `completion` with them, now or later.
    public typealias ElementProvider = @MainActor (_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    let _provider: ElementProvider
    var _isCached = true
    /// The elements the provider gave, for a cached element.
    var _cachedElements: [UIMenuElement]?

    /// Creates a cached element that calls `elementProvider` the first time its menu is shown.
    public required init(_ elementProvider: @escaping ElementProvider) {
        _provider = elementProvider
        super.init(title: "", image: nil)
    }

    /// An element that calls `elementProvider` each time its menu is shown.
    open class func uncached(_ elementProvider: @escaping ElementProvider) -> Self {
        let element = self.init(elementProvider)
        element._isCached = false
        return element
    }

    /// Asks for the elements: `completion` gets them now when they are cached, else whenever the
    /// provider answers (only its first answer counts).
    func _requestElements(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if _isCached, let cached = _cachedElements { completion(cached); return }
        var answered = false
        _provider { [weak self] elements in
            guard !answered else { return }
            answered = true
            if let self, self._isCached { self._cachedElements = elements }
            completion(elements)
        }
    }
}
