import SwiftSyntax

/// On iOS a class may override an `@objc` method that an extension of its superclass declares
/// (Objective-C dispatch finds the subclass's). Swift on Linux rejects that override, and it rejects the
/// method without `override` too (a subclass cannot redeclare an inherited method). The tool keeps the
/// behaviour by dispatching by hand:
///
/// - the extension's method keeps its name; its body moves to `_portedBase_<name>` beside it, and in its
///   place it asks, for each class of the folder that overrides it, whether `self` is one, and calls that
///   class's `_portedOverride_<name>`; otherwise it calls the base;
/// - each such override is renamed `_portedOverride_<name>` (an ordinary method, so subclasses' overrides,
///   renamed the same way, keep `override` and dynamic dispatch), and its `super.<name>(…)` calls go to
///   `_portedBase_<name>(…)`, or to the superclass's `_portedOverride_<name>(…)` below the first override.
///
/// Every call of the method, through the class or through its ancestor, then reaches the most derived
/// override, as Objective-C dispatch would. Methods that cannot be forwarded (variadic parameters) get a
/// warning and stay as they were.
struct ExtensionMemberOverrides {
    let index: ProjectIndex

    /// One method of an extension with the class methods that override it.
    private struct Target {
        var owner: String
        var method: ProjectIndex.Method
        var roots: [String] = []
    }

    func plan() {
        var targets: [String: Target] = [:]
        var order: [String] = []
        let classes = index.types.values.flatMap { $0 }.filter { $0.kind == .class }
            .sorted { ($0.file.path, $0.name) < ($1.file.path, $1.name) }
        for type in classes {
            let ancestors = superclassChain(of: type.name)
            guard !ancestors.isEmpty else { continue }
            for member in type.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                      let modifier = function.modifiers.first(where: { $0.name.text == "override" }) else { continue }
                let name = swiftName(of: function)
                guard let (owner, method) = ancestors.lazy.compactMap({ ancestor in
                          extensionMethod(ancestor, name).map { (ancestor, $0) }
                      }).first,
                      !ancestors.contains(where: { classBodyDeclares($0, name) }) else { continue }
                guard isForwardable(function), isForwardable(method.decl), method.decl.body != nil else {
                    type.file.warn(modifier, "func \(name) of class \(type.name) overrides a method that an extension of \(owner) declares, which Swift on Linux rejects with or without override, and its parameters cannot be forwarded: rename one of the two by hand")
                    continue
                }
                // Below another override of the folder, the class overrides that class's renamed method.
                let between = ancestors.prefix { $0 != owner }
                let overridden = between.first { classOverrides($0, name) }
                rename(function, in: type, overriding: overridden)
                let key = owner + "." + name
                if targets[key] == nil { targets[key] = Target(owner: owner, method: method); order.append(key) }
                if overridden == nil { targets[key]?.roots.append(type.name) }
            }
        }
        for key in order { if let target = targets[key] { dispatch(target) } }
    }

    /// Renames a class's override and points its `super` calls at what it now overrides.
    private func rename(_ function: FunctionDeclSyntax, in type: ProjectIndex.TypeDeclaration, overriding overridden: String?) {
        let file = type.file
        let base = function.name.text
        file.edits.add(file.range(function.name), .replace("_portedOverride_" + base))
        if overridden == nil, let modifier = function.modifiers.first(where: { $0.name.text == "override" }) {
            file.edits.add(file.rangeWithFollowingSpaces(modifier), .remove)
        }
        let superTarget = overridden == nil ? "_portedBase_" + base : "_portedOverride_" + base
        if let body = function.body {
            let finder = SuperCallFinder(name: base)
            finder.walk(body)
            for call in finder.found { file.edits.add(file.range(call), .replace(superTarget)) }
        }
        let name = swiftName(of: function)
        if let overridden {
            file.report(function.name, "renamed override func \(name) of class \(type.name) to _portedOverride_\(base), the renamed method of \(overridden) that it overrides")
        } else {
            file.report(function.name, "renamed override func \(name) of class \(type.name) to _portedOverride_\(base), which the extension's \(name) calls for it (Swift on Linux cannot override a method of an extension)")
        }
    }

    /// Moves the extension method's body to `_portedBase_…` and puts the dispatch in its place.
    private func dispatch(_ target: Target) {
        let decl = target.method.decl, file = target.method.file
        guard let body = decl.body, !target.roots.isEmpty else { return }
        let base = decl.name.text
        let effects = decl.signature.effectSpecifiers
        let prefix = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
        let arguments = decl.signature.parameterClause.parameters.map { parameter -> String in
            let inner = (parameter.secondName ?? parameter.firstName).text
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers
                .contains { $0.trimmedDescription == "inout" } == true
            let value = isInout ? "&" + inner : inner
            return parameter.firstName.text == "_" ? value : parameter.firstName.text + ": " + value
        }.joined(separator: ", ")
        let indent = file.text.indentation(ofLineAt: file.range(decl).lowerBound)
        let inner = indent + "    "
        var lines = target.roots.map { root in
            "\n\(inner)if let this = self as? \(root) { return \(prefix)this._portedOverride_\(base)(\(arguments)) }"
        }
        lines.append("\n\(inner)return \(prefix)_portedBase_\(base)(\(arguments))\n\(indent)")
        let statements = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset..<body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        file.edits.insert(lines.joined(), at: statements.lowerBound)
        let modifiers = decl.modifiers.map { $0.name.text == "open" ? "public" : $0.trimmedDescription }
            .filter { $0 != "override" && $0 != "dynamic" }
        let header = (modifiers + ["func"]).joined(separator: " ") + " _portedBase_" + base
            + (decl.genericParameterClause?.trimmedDescription ?? "") + decl.signature.trimmedDescription
            + (decl.genericWhereClause.map { " " + $0.trimmedDescription } ?? "")
        let destination = file.range(decl).upperBound
        file.edits.add(statements, .move(destination: destination, format: { rendered in
            "\n\n\(indent)/// The body of `\(base)` before the port: what it does when `self` overrides nothing.\n\(indent)\(header) {\(rendered)}"
        }))
        file.report(decl.name, "func \(swiftName(of: decl)) of an extension of \(target.owner) dispatches to the overrides of \(target.roots.joined(separator: ", ")); its body moved to _portedBase_\(base)")
    }

    private func isForwardable(_ function: FunctionDeclSyntax) -> Bool {
        !function.signature.parameterClause.parameters.contains { $0.ellipsis != nil }
    }

    /// The method `name` that an extension of `type` under the folder declares (not as an override).
    private func extensionMethod(_ type: String, _ name: String) -> ProjectIndex.Method? {
        for ext in index.extensions[type] ?? [] {
            for member in ext.decl.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), swiftName(of: function) == name,
                      !function.modifiers.contains(where: { $0.name.text == "override" }) else { continue }
                return ProjectIndex.Method(file: ext.file, decl: function)
            }
        }
        return nil
    }

    /// Whether a class body of the folder declares a method `name` that is not itself an override of an
    /// extension's method (a subclass may override that one as usual).
    private func classBodyDeclares(_ type: String, _ name: String) -> Bool {
        functions(named: name, inBodyOf: type).contains { !$0.modifiers.contains { $0.name.text == "override" } }
    }

    /// Whether a class body of the folder overrides `name`.
    private func classOverrides(_ type: String, _ name: String) -> Bool {
        functions(named: name, inBodyOf: type).contains { $0.modifiers.contains { $0.name.text == "override" } }
    }

    private func functions(named name: String, inBodyOf type: String) -> [FunctionDeclSyntax] {
        (index.types[type] ?? []).filter { $0.kind == .class }.flatMap { type in
            type.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { swiftName(of: $0) == name }
        }
    }

    /// The superclasses of a class of the folder, nearest first: those of the folder, then UIKit's.
    private func superclassChain(of name: String) -> [String] {
        var chain: [String] = []
        var current = index.classDeclaration(name)?.inherited.first
        while let next = current, !chain.contains(next) {
            if index.classDeclaration(next) != nil {
                chain.append(next)
                current = index.classDeclaration(next)?.inherited.first
            } else if let uikitSuperclass = uikitSuperclasses[next] {
                chain.append(next)
                current = uikitSuperclass
            } else {
                if index.extensions[next] != nil { chain.append(next) }
                current = nil
            }
        }
        return chain
    }
}

/// The name tokens of `super.<name>` member accesses.
private final class SuperCallFinder: SyntaxVisitor {
    let name: String
    var found: [TokenSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == name {
            found.append(node.declName.baseName)
        }
        return .visitChildren
    }
}

/// UIKit's class hierarchy, as far as the classes that extensions commonly extend.
private let uikitSuperclasses: [String: String] = {
    var table = ["UIResponder": "NSObject", "UIView": "UIResponder", "UIViewController": "UIResponder",
                 "UIApplication": "UIResponder", "UIControl": "UIView", "UIScrollView": "UIView",
                 "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
                 "UICollectionViewCell": "UICollectionReusableView", "UICollectionReusableView": "UIView",
                 "UIGestureRecognizer": "NSObject", "UIBarButtonItem": "UIBarItem", "UIBarItem": "NSObject"]
    for view in ["UILabel", "UIImageView", "UIStackView", "UIWindow", "UINavigationBar", "UITabBar", "UIToolbar",
                 "UIActivityIndicatorView", "UIProgressView", "UIVisualEffectView", "UITableViewCell",
                 "UITableViewHeaderFooterView"] { table[view] = "UIView" }
    for control in ["UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UITextField", "UIStepper",
                    "UIPageControl", "UIDatePicker"] { table[control] = "UIControl" }
    for controller in ["UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
                       "UITableViewController", "UICollectionViewController", "UIAlertController"] {
        table[controller] = "UIViewController"
    }
    for recognizer in ["UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
                       "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UISwipeGestureRecognizer"] {
        table[recognizer] = "UIGestureRecognizer"
    }
    table["UIScreenEdgePanGestureRecognizer"] = "UIPanGestureRecognizer"
    return table
}()
