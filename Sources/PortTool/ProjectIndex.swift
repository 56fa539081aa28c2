import SwiftSyntax

/// What the rewrites need to know across the files of the ported folder: where each type and
/// extension is declared, what it inherits, its methods, and which protocol requirements have
/// defaults (formerly `@objc optional`).
final class ProjectIndex {
    enum TypeKind { case `class`, `struct`, `enum`, actor, `protocol` }

    struct TypeDeclaration {
        var file: ParsedFile
        var name: String
        var kind: TypeKind
        var decl: DeclSyntax
        var memberBlock: MemberBlockSyntax
        var inherited: [String]
    }

    struct Extension {
        var file: ParsedFile
        var decl: ExtensionDeclSyntax
    }

    struct Method {
        var file: ParsedFile
        var decl: FunctionDeclSyntax
        var swiftName: String { PortTool.swiftName(of: decl) }
        var isOverride: Bool { decl.modifiers.contains { $0.name.text == "override" } }
    }

    let files: [ParsedFile]
    private(set) var types: [String: [TypeDeclaration]] = [:]
    private(set) var extensions: [String: [Extension]] = [:]
    /// Protocols with defaulted requirements: the user's (from the folder) and UIKit's.
    private(set) var protocols: [String: KnownProtocol] = uikitProtocols

    init(files: [ParsedFile]) {
        self.files = files
        for file in files {
            let collector = DeclarationCollector(file: file)
            collector.walk(file.tree)
            for type in collector.types { types[type.name, default: []].append(type) }
            for ext in collector.extensions { extensions[simpleTypeName(ext.decl.extendedType), default: []].append(ext) }
        }
        for declarations in types.values {
            for type in declarations where type.kind == .protocol {
                if let known = userProtocol(type) { protocols[type.name] = known }
            }
        }
    }

    func classDeclaration(_ name: String) -> TypeDeclaration? { types[name]?.first { $0.kind == .class } }

    func isProtocol(_ name: String) -> Bool {
        uikitProtocols[name] != nil || types[name]?.contains { $0.kind == .protocol } == true
    }

    /// The superclass of a class of the folder, when its first inherited type is a class of the folder.
    func superclass(of name: String) -> String? {
        guard let first = classDeclaration(name)?.inherited.first, classDeclaration(first) != nil else { return nil }
        return first
    }

    /// The classes of the folder that inherit from `name` directly.
    func subclasses(of name: String) -> [String] {
        types.values.flatMap { $0 }.filter { $0.kind == .class && $0.inherited.first == name }.map(\.name).sorted()
    }

    /// Every type the class names in its declaration and in its extensions' inheritance clauses.
    func conformances(of name: String) -> [String] {
        (classDeclaration(name)?.inherited ?? []) + (extensions[name] ?? []).flatMap { inheritedNames($0.decl.inheritanceClause) }
    }

    /// The methods declared in a type's body and in its extensions under the folder.
    func methods(of typeName: String) -> [Method] {
        var result: [Method] = []
        for type in types[typeName] ?? [] { result += methods(in: type.memberBlock, file: type.file) }
        for ext in extensions[typeName] ?? [] { result += methods(in: ext.decl.memberBlock, file: ext.file) }
        return result
    }

    /// The methods named `base` of a type or of its superclasses under the folder.
    func methods(named base: String, inType typeName: String) -> [Method] {
        var name: String? = typeName
        var visited: Set<String> = []
        while let current = name, visited.insert(current).inserted {
            let found = methods(of: current).filter { $0.decl.name.text == base }
            if !found.isEmpty { return found }
            name = superclass(of: current)
        }
        return []
    }

    /// The defaulted requirements of a protocol and of the protocols it inherits: Swift name → return type.
    func defaultedRequirements(of protocolName: String) -> [String: String] {
        var result: [String: String] = [:]
        var pending = [protocolName]
        var visited: Set<String> = []
        while let name = pending.popLast() {
            guard visited.insert(name).inserted, let known = protocols[name] else { continue }
            result.merge(known.optionalRequirements) { first, _ in first }
            pending += known.inherits
        }
        return result
    }

    /// Every defaulted requirement that a call site may name: Swift name → return type.
    lazy var allDefaultedRequirements: [String: String] = {
        var result: [String: String] = [:]
        for name in protocols.keys.sorted() { result.merge(protocols[name]!.optionalRequirements) { first, _ in first } }
        return result
    }()

    private func methods(in block: MemberBlockSyntax, file: ParsedFile) -> [Method] {
        block.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map { Method(file: file, decl: $0) }
    }

    /// The protocol's defaulted requirements: its `optional` ones (an `@objc` protocol not yet ported),
    /// or the members of its extensions that report "not implemented" (one already ported).
    private func userProtocol(_ type: TypeDeclaration) -> KnownProtocol? {
        var requirements: [String: String] = [:]
        for member in type.memberBlock.members where isOptionalRequirement(member.decl) {
            if let requirement = RequirementSignature(member.decl) { requirements[requirement.swiftName] = requirement.returnType }
        }
        for ext in extensions[type.name] ?? [] {
            for member in ext.decl.memberBlock.members where member.decl.description.contains("_optionalRequirementNotImplemented(") {
                if let requirement = RequirementSignature(member.decl) { requirements[requirement.swiftName] = requirement.returnType }
            }
        }
        guard !requirements.isEmpty else { return nil }
        return KnownProtocol(inherits: type.inherited, optionalRequirements: requirements)
    }
}

func isOptionalRequirement(_ decl: DeclSyntax) -> Bool {
    modifiers(of: decl)?.contains { $0.name.text == "optional" } == true
}

func modifiers(of decl: DeclSyntax) -> DeclModifierListSyntax? {
    (decl.asProtocol(WithModifiersSyntax.self))?.modifiers
}

func attributes(of decl: DeclSyntax) -> AttributeListSyntax? {
    (decl.asProtocol(WithAttributesSyntax.self))?.attributes
}

/// `Outer.Inner<T>` → `Inner`.
func simpleTypeName(_ type: TypeSyntax) -> String {
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    return type.trimmedDescription
}

func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.map { simpleTypeName($0.type) } ?? []
}

/// `f(_:with:)` for a function declaration.
func swiftName(of decl: FunctionDeclSyntax) -> String {
    swiftName(base: decl.name.text, labels: decl.signature.parameterClause.parameters.map { $0.firstName.text })
}

/// The name, kind and return type of a protocol requirement (or of a default implementing one).
struct RequirementSignature {
    var swiftName: String
    var returnType: String
    var isProperty: Bool

    init(swiftName: String, returnType: String, isProperty: Bool) {
        self.swiftName = swiftName
        self.returnType = returnType
        self.isProperty = isProperty
    }

    init?(_ decl: DeclSyntax) {
        if let function = decl.as(FunctionDeclSyntax.self) {
            swiftName = PortTool.swiftName(of: function)
            returnType = function.signature.returnClause?.type.trimmedDescription ?? ""
            isProperty = false
        } else if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self) {
            swiftName = name.identifier.text
            returnType = binding.typeAnnotation?.type.trimmedDescription ?? ""
            isProperty = true
        } else {
            return nil
        }
    }
}

/// Collects the type and extension declarations of one file, nested ones included.
private final class DeclarationCollector: SyntaxVisitor {
    let file: ParsedFile
    var types: [ProjectIndex.TypeDeclaration] = []
    var extensions: [ProjectIndex.Extension] = []

    init(file: ParsedFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private func add(_ decl: some DeclGroupSyntax, name: TokenSyntax, kind: ProjectIndex.TypeKind) {
        types.append(.init(file: file, name: name.text, kind: kind, decl: DeclSyntax(decl),
                           memberBlock: decl.memberBlock, inherited: inheritedNames(decl.inheritanceClause)))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node, name: node.name, kind: .class); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node, name: node.name, kind: .struct); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node, name: node.name, kind: .enum); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node, name: node.name, kind: .actor); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node, name: node.name, kind: .protocol); return .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions.append(.init(file: file, decl: node))
        return .visitChildren
    }
}
