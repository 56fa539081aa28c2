import SwiftSyntax

/// Gives a `@main` (or `@UIApplicationMain`) app delegate the entry that `UIApplicationMain` needs on
/// Linux. Without the Objective-C runtime, `UIApplicationMain` makes classes only by a registered name,
/// so the delegate's inherited `main()` raises "No class named … is loaded". The tool adds, at the end
/// of the class body, a `static func main()` that registers the delegate and every scene delegate of the
/// folder (the classes `UISceneConfiguration.delegateClass` may name) with
/// `_registerClassForUIApplicationMain(_:_:)`, then calls `UIApplicationMain` with the delegate's name.
/// A class that declares its own `static func main()` is left alone.
struct ApplicationMainRegistration {
    let file: ParsedFile
    let index: ProjectIndex

    static let sceneDelegateProtocols: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate"]

    func plan() {
        for item in file.tree.statements {
            guard let decl = item.item.as(ClassDeclSyntax.self), isEntryPoint(decl) else { continue }
            let name = decl.name.text
            guard conforms(name, to: ["UIApplicationDelegate"]), !declaresMain(name) else { continue }
            let registered = [name] + sceneDelegates().filter { $0 != name }
            let insertion = ClassBodyInsertion(decl.memberBlock, in: file)
            let indent = insertion.indent
            let inner = indent + (indent.hasPrefix("\t") ? "\t" : "    ")
            var lines = ["\(indent)static func main() {"]
            lines += registered.map { "\(inner)_registerClassForUIApplicationMain(\($0).self) { \($0)() }" }
            lines.append("\(inner)UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(\(name).self))")
            lines.append("\(indent)}")
            file.edits.insert(insertion.text(for: lines), at: insertion.destination)
            file.report(decl.name, "added static func main() registering \(registered.joined(separator: ", ")) for UIApplicationMain")
        }
    }

    /// Whether the class carries `@main` or `@UIApplicationMain`.
    private func isEntryPoint(_ decl: ClassDeclSyntax) -> Bool {
        decl.attributes.contains { element in
            let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            return name == "main" || name == "UIApplicationMain"
        }
    }

    /// Whether `name` (or a superclass of it in the folder) names one of `protocols` in its declaration
    /// or its extensions.
    private func conforms(_ name: String, to protocols: Set<String>) -> Bool {
        var current: String? = name
        var visited: Set<String> = []
        while let type = current, visited.insert(type).inserted {
            if index.conformances(of: type).contains(where: protocols.contains) { return true }
            current = index.superclass(of: type)
        }
        return false
    }

    /// Whether the class or one of its extensions already has a `static func main()`.
    private func declaresMain(_ name: String) -> Bool {
        index.methods(of: name).contains { method in
            method.decl.name.text == "main" && method.decl.signature.parameterClause.parameters.isEmpty
                && method.decl.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        }
    }

    /// The folder's scene delegate classes, by name.
    private func sceneDelegates() -> [String] {
        index.types.values.flatMap { $0 }
            .filter { $0.kind == .class && conforms($0.name, to: Self.sceneDelegateProtocols) }
            .map(\.name).sorted()
    }
}
