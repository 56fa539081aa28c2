import ObjectiveC
import UIKit

/// The objects a leak tracker found alive after its work was over, grouped by owner.
///
/// A leaked view controller's view and that view's layer are listed under it rather than as three
/// leaks: each object is placed under the leaked object that holds it in UIKit's trees (a view under
/// the controller whose view it is, else under its superview; a layer under its view, else under its
/// superlayer; a controller under its parent, else under the controller presenting it).
public struct LeakReport: Sendable, CustomStringConvertible {
    /// The leaked objects that no other leaked object owns, each with what it owns.
    public let leaks: [LeakedObject]

    /// Every leaked object, owners before what they own.
    public var allObjects: [LeakedObject] { leaks.flatMap { [$0] + $0.allOwned } }

    /// Whether nothing leaked.
    public var isEmpty: Bool { leaks.isEmpty }

    /// An empty report.
    public init() { leaks = [] }

    @MainActor init(survivors: [AnyObject]) {
        leaks = LeakReport.group(survivors)
    }

    /// A summary line, then one indented line per object:
    /// ```
    /// 3 objects outlived the test (1 leak):
    ///   view controller <MyApp.Foo: 0x…>
    ///     view <UIView: 0x…>
    ///       layer <CALayer: 0x…>
    /// ```
    public var description: String {
        guard !isEmpty else { return "No objects outlived the test." }
        let count = allObjects.count
        var lines = ["\(count) object\(count == 1 ? "" : "s") outlived the test (\(leaks.count) leak\(leaks.count == 1 ? "" : "s")):"]
        func add(_ object: LeakedObject, depth: Int) {
            var line = String(repeating: "  ", count: depth + 1) + "\(object.kind.rawValue) \(object.objectDescription)"
            if !object.ownerChain.isEmpty { line += " in " + object.ownerChain.joined(separator: " in ") }
            lines.append(line)
            for owned in object.owned { add(owned, depth: depth + 1) }
        }
        for leak in leaks { add(leak, depth: 0) }
        return lines.joined(separator: "\n")
    }

    // MARK: Grouping

    @MainActor private static func group(_ survivors: [AnyObject]) -> [LeakedObject] {
        let leaked = Set(survivors.map(ObjectIdentifier.init))
        var ownedBy: [ObjectIdentifier: [AnyObject]] = [:]
        var roots: [AnyObject] = []
        for object in survivors {
            if let owner = owner(of: object), leaked.contains(ObjectIdentifier(owner)) {
                ownedBy[ObjectIdentifier(owner), default: []].append(object)
            } else {
                roots.append(object)
            }
        }
        // Recursive over leaked objects only, each visited once.
        func build(_ object: AnyObject, isRoot: Bool) -> LeakedObject {
            let owned = (ownedBy[ObjectIdentifier(object)] ?? []).map { build($0, isRoot: false) }
            return LeakedObject(object, ownerChain: isRoot ? ownerChain(of: object) : [], owned: owned)
        }
        return roots.map { build($0, isRoot: true) }
    }

    /// The object that holds `object` in UIKit's trees, if any.
    @MainActor static func owner(of object: AnyObject) -> AnyObject? {
        switch object {
        case let controller as UIViewController:
            if let parent = controller.parent { return parent }
            if let presenter = controller.presentingViewController, presenter.presentedViewController === controller {
                return presenter
            }
            return nil
        case let view as UIView:
            if let controller = view.next as? UIViewController, controller.viewIfLoaded === view { return controller }
            return view.superview
        case let layer as CALayer:
            if let view = layer.delegate as? UIView, view.layer === layer { return view }
            return layer.superlayer
        default:
            return nil
        }
    }

    /// The descriptions of `object`'s owners, nearest first, up to the top of its tree.
    @MainActor private static func ownerChain(of object: AnyObject) -> [String] {
        var chain: [String] = []
        var current = owner(of: object)
        while let next = current, chain.count < 64 {
            chain.append(LeakedObject.shortDescription(next))
            current = owner(of: next)
        }
        return chain
    }
}

/// One object that outlived its test.
public struct LeakedObject: Sendable {
    /// What kind of UIKit object leaked.
    public enum Kind: String, Sendable {
        case viewController = "view controller", window, view, layer
    }

    /// Whether it is a view controller, window, view or layer.
    public let kind: Kind
    /// `<ClassName: 0x…>`, as UIKit quotes objects in its messages.
    public let objectDescription: String
    /// The class name as the Objective-C runtime gives it (`MyApp.Foo`, `UIView`).
    public let className: String
    /// The objects that hold this one in UIKit's trees but are not leaks of the same test (created
    /// before it, for example), nearest first; empty for objects listed under another leak.
    public let ownerChain: [String]
    /// The leaked objects this one owns.
    public let owned: [LeakedObject]

    /// Every object under this one, depth first.
    public var allOwned: [LeakedObject] { owned.flatMap { [$0] + $0.allOwned } }

    @MainActor init(_ object: AnyObject, ownerChain: [String], owned: [LeakedObject]) {
        switch object {
        case is UIViewController: kind = .viewController
        case is UIWindow: kind = .window
        case is UIView: kind = .view
        default: kind = .layer
        }
        className = _objcClassName(type(of: object))
        objectDescription = LeakedObject.shortDescription(object)
        self.ownerChain = ownerChain
        self.owned = owned
    }

    /// `<ClassName: 0x…>`.
    static func shortDescription(_ object: AnyObject) -> String {
        "<\(_objcClassName(type(of: object))): \(_objcAddressString(object))>"
    }
}
