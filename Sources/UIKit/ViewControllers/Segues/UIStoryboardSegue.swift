import Foundation

/// A transition between two view controllers, as a storyboard describes it.
///
/// PortableUIKit has no storyboards, so the system never makes segues; a client can still make one with
/// `init(identifier:source:destination:)` and call `perform()`, typically from a subclass that overrides
/// `perform()` to run the transition it stands for.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    private let _identifier: String?
    private let _source: UIViewController
    private let _destination: UIViewController
    private let _performHandler: (@MainActor () -> Void)?

    /// Creates a segue from `source` to `destination`, named `identifier`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        _identifier = identifier
        _source = source
        _destination = destination
        _performHandler = nil
        super.init()
    }

    /// Creates a segue whose `perform()` runs `performHandler`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping @MainActor () -> Void) {
        _identifier = identifier
        _source = source
        _destination = destination
        _performHandler = performHandler
        super.init()
    }

    /// The segue's name, which `prepare(for:sender:)` uses to tell segues apart.
    open var identifier: String? { _identifier }
    /// The view controller the segue starts from.
    open var source: UIViewController { _source }
    /// The view controller the segue shows.
    open var destination: UIViewController { _destination }

    /// Runs the transition: the perform handler when the segue was made with one, else nothing.
    /// Subclasses override this to present, push or otherwise show `destination`.
    open func perform() { _performHandler?() }
}
