import SwiftSyntax

/// Plans the rewrites of one file that its own syntax decides: attributes, `#selector`, `#keyPath`,
/// imports, `@UIApplicationMain`, optional-requirement call sites, and the warnings for what the
/// syntax cannot decide. Moves and generated code that need the whole folder are planned elsewhere.
final class FileRewriter: SyntaxVisitor {
    let file: ParsedFile
    let index: ProjectIndex
    /// Modules whose Darwin submodules (`UIKit.UIGestureRecognizerSubclass`) are imported as the module.
    static let modulesWithSubmodules: Set<String> = ["UIKit", "os", "ObjectiveC", "QuartzCore", "CoreGraphics", "Foundation"]
    /// Attributes that exist only for the Objective-C runtime or Interface Builder; removed.
    static let removedAttributes: Set<String> = ["objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction"]
    private var importedModules: Set<String> = []

    init(file: ParsedFile, index: ProjectIndex) {
        self.file = file
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.removedAttributes.contains(name) {
            file.edits.add(file.rangeWithFollowingSpaces(node), .remove)
            file.report(node, "removed \(node.trimmedDescription)")
            if name == "objc" || name == "objcMembers", let decl = node.parent?.parent?.as(DeclSyntax.self) { removeDynamic(decl) }
        } else if name == "UIApplicationMain" {
            file.edits.add(file.range(node), .replace("@main"))
            file.report(node, "@UIApplicationMain → @main")
        } else if name == "NSManaged" {
            file.warn(node, "@NSManaged needs Core Data's Objective-C runtime: declare the property as a stored property (or computed over your own storage) by hand")
        }
        return .skipChildren
    }

    /// `dynamic` beside `@objc` exists for Objective-C dispatch (KVO, swizzling); removed with it.
    private func removeDynamic(_ decl: DeclSyntax) {
        guard let modifiers = modifiers(of: decl) else { return }
        for modifier in modifiers where modifier.name.text == "dynamic" {
            let range = file.rangeWithFollowingSpaces(modifier)
            guard !file.edits.covers(range) else { continue }
            file.edits.add(range, .remove)
            file.report(modifier, "removed dynamic")
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        // Members of an @objcMembers class: `dynamic` was there for Objective-C dispatch.
        if node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objcMembers" }) {
            for member in node.memberBlock.members { removeDynamic(member.decl) }
        }
        return .visitChildren
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let components = node.path.map(\.name.text)
        let plain = node.attributes.isEmpty && node.modifiers.isEmpty && node.importKindSpecifier == nil
        guard let module = components.first else { return .skipChildren }
        if components.count > 1, node.importKindSpecifier == nil, Self.modulesWithSubmodules.contains(module) {
            let written = node.trimmedDescription
            if plain, importedModules.contains(module) || laterPlainImport(of: module, after: node) {
                file.edits.add(file.range(node), .remove)
                file.report(node, "removed \(written) (import \(module) is already there)")
            } else {
                file.edits.add(file.range(node.path), .replace(module))
                file.report(node, "\(written) → import \(module)")
            }
        }
        if plain { importedModules.insert(module) }
        return .skipChildren
    }

    private func laterPlainImport(of module: String, after node: ImportDeclSyntax) -> Bool {
        file.tree.statements.contains { item in
            guard let other = item.item.as(ImportDeclSyntax.self), other.position > node.position else { return false }
            return other.attributes.isEmpty && other.modifiers.isEmpty && other.importKindSpecifier == nil
                && other.path.map(\.name.text) == [module]
        }
    }

    // MARK: #selector and #keyPath

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            if !isInsideRespondsTo(node) { rewriteSelector(node) }
            return .skipChildren
        case "keyPath":
            rewriteKeyPath(node)
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    private func rewriteKeyPath(_ node: MacroExpansionExprSyntax) {
        let written = node.trimmedDescription
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
            return file.warn(node, "\(written): write the key path as a string by hand")
        }
        let components = argument.expression.trimmedDescription.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard components.allSatisfy(isIdentifier) else {
            return file.warn(node, "\(written): write the key path as a string by hand (\"a.b\", without type names)")
        }
        var path = components[...]
        while path.count > 1, let first = path.first?.first, first.isUppercase { path = path.dropFirst() }
        let replacement = "\"" + path.joined(separator: ".") + "\""
        file.edits.add(file.range(node), .replace(replacement))
        file.report(node, "\(written) → \(replacement)")
    }

    private func rewriteSelector(_ node: MacroExpansionExprSyntax) {
        let written = node.trimmedDescription
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            return file.warn(node, "\(written): write Selector(\"objcName\", Type.method) by hand")
        }
        if let label = argument.label?.text {
            return file.warn(node, "\(written) names a property \(label); our target–action APIs call methods: add a method that reads or writes the property and pass Selector(\"objcName\", Type.method), or Selector(\"objcName\") where only the name is compared")
        }
        var reference: DeclReferenceExprSyntax
        var typeName: String
        var explicitType = false
        if let bare = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = bare
            typeName = ""
        } else if let member = argument.expression.as(MemberAccessExprSyntax.self), let base = member.base {
            reference = member.declName
            typeName = base.trimmedDescription
            if typeName == "self" {
                typeName = ""
            } else if !(typeName.first?.isUppercase ?? false) || !typeName.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true }) {
                return file.warn(node, "\(written): the type of `\(typeName)` is not known from the syntax; write Selector(\"objcName\", TypeOf\(typeName.prefix(1).uppercased() + typeName.dropFirst()).\(member.declName.trimmedDescription)) by hand with its class")
            } else {
                explicitType = true
            }
        } else {
            return file.warn(node, "\(written): write Selector(\"objcName\", Type.method) by hand")
        }
        if !explicitType {
            guard let enclosing = enclosingTypeName(of: node) else {
                return file.warn(node, "\(written) is outside any type: write Selector(\"objcName\", Type.\(reference.trimmedDescription)) with the method's class by hand")
            }
            if index.isProtocol(simpleName(enclosing)) {
                return file.warn(node, "\(written) is inside protocol \(enclosing): write Selector(\"objcName\", Class.\(reference.trimmedDescription)) with a class that implements the method")
            }
            typeName = enclosing
        }
        let base = reference.baseName.text
        let labels = reference.argumentNames.map { $0.arguments.map(\.name.text) }
        let candidates = index.methods(named: base, inType: simpleName(typeName))
        let matching = labels.map { labels in candidates.filter { $0.decl.signature.parameterClause.parameters.map(\.firstName.text) == labels } } ?? candidates
        var objcName: String
        var parameterCount: Int
        if matching.count == 1, let method = matching.first {
            let decl = method.decl
            if decl.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                return file.warn(node, "\(written) names a type method; our Selector calls instance methods: call it from an instance method and select that")
            }
            if decl.signature.effectSpecifiers?.throwsClause != nil || decl.signature.effectSpecifiers?.asyncSpecifier != nil {
                return file.warn(node, "\(written) names a throwing or async method; our Selector calls plain methods: wrap it in a plain method and select that")
            }
            parameterCount = decl.signature.parameterClause.parameters.count
            objcName = customObjCName(decl) ?? objCSelectorName(base: base, labels: decl.signature.parameterClause.parameters.map(\.firstName.text))
        } else if matching.isEmpty, let labels {
            parameterCount = labels.count
            objcName = objCSelectorName(base: base, labels: labels)
        } else if matching.isEmpty {
            return file.warn(node, "\(written): \(base) is not declared in \(typeName) under the folder, so its arguments are unknown; spell them (#selector(\(base)(_:))) or write Selector(\"objcName\", \(typeName).\(base)) by hand")
        } else {
            return file.warn(node, "\(written) is ambiguous (\(matching.map(\.swiftName).joined(separator: ", "))); spell the argument labels")
        }
        if parameterCount > 2 {
            return file.warn(node, "\(written) names a method with \(parameterCount) parameters; target–action passes at most two (sender, event)")
        }
        let replacement = "Selector(\"\(objcName)\", \(typeName).\(reference.trimmedDescription))"
        file.edits.add(file.range(node), .replace(replacement))
        file.report(node, "\(written) → \(replacement)")
    }

    /// The name given with `@objc(name)`, if any.
    private func customObjCName(_ decl: FunctionDeclSyntax) -> String? {
        for element in decl.attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { continue }
            let name = arguments.trimmedDescription.filter { !$0.isWhitespace }
            if !name.isEmpty { return name }
        }
        return nil
    }

    /// `responds(to: #selector(…))`: left for the user, with a warning (a default always responds).
    private func isInsideRespondsTo(_ node: MacroExpansionExprSyntax) -> Bool {
        guard let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.first?.label?.text == "to" else { return false }
        let called = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard called == "responds" else { return false }
        var name = "name(_:)"
        if let expression = node.arguments.first?.expression {
            let reference = expression.as(DeclReferenceExprSyntax.self) ?? expression.as(MemberAccessExprSyntax.self)?.declName
            if let reference, let labels = reference.argumentNames?.arguments.map(\.name.text) {
                name = swiftName(base: reference.baseName.text, labels: labels)
            } else if let reference { name = reference.baseName.text }
        }
        file.warn(call, "\(call.trimmedDescription): on Linux a defaulted requirement always \"responds\"; call it through _ifImplemented(\"\(name)\") { … } and test the result for nil instead")
        return true
    }

    // MARK: Optional-requirement call sites

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let optional = node.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = optional.expression.as(MemberAccessExprSyntax.self), member.base != nil,
              let (name, returnType) = defaultedRequirement(called: member.declName, arguments: node) else { return .visitChildren }
        let written = node.trimmedDescription
        file.edits.add(file.range(optional.questionMark), .remove)
        let root = chainRoot(of: node)
        let unused = isStatement(root) && (returnType.isEmpty || !isClosureResult(root))
        if unused || file.edits.covers(file.range(root)) {
            file.report(node, "\(written) → \(member.trimmedDescription)\(node.arguments.isEmpty && node.trailingClosure == nil ? "()" : "(…)") (a default implementation now answers)")
        } else {
            let inCondition = isInStatementCondition(root)
            let prefix = inCondition ? "_ifImplemented(\"\(name)\", { " : "_ifImplemented(\"\(name)\") { "
            let suffix = inCondition ? " })" : " }"
            file.edits.add(file.range(root), .wrap(prefix: prefix, suffix: suffix))
            file.report(node, "\(written) → \(prefix)…\(suffix) (nil when only the default implementation ran)")
        }
        return .visitChildren
    }

    private func defaultedRequirement(called name: DeclReferenceExprSyntax, arguments call: FunctionCallExprSyntax) -> (String, String)? {
        let base = name.baseName.text
        let requirements = index.allDefaultedRequirements
        if call.trailingClosure == nil {
            let swift = swiftName(base: base, labels: call.arguments.map { $0.label?.text ?? "_" })
            return requirements[swift].map { (swift, $0) }
        }
        let count = call.arguments.count + 1 + call.additionalTrailingClosures.count
        let candidates = requirements.filter { $0.key.hasPrefix(base + "(") && $0.key.filter({ $0 == ":" }).count == count }
        return candidates.count == 1 ? candidates.first.map { ($0.key, $0.value) } : nil
    }

    /// The end of the optional chain that holds `node`: the expression whose value the code uses.
    private func chainRoot(of node: some ExprSyntaxProtocol) -> ExprSyntax {
        var current = ExprSyntax(node)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id { current = ExprSyntax(member) }
            else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id { current = ExprSyntax(call) }
            else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == current.id { current = ExprSyntax(subscriptCall) }
            else if let chaining = parent.as(OptionalChainingExprSyntax.self) { current = ExprSyntax(chaining) }
            else if let unwrap = parent.as(ForceUnwrapExprSyntax.self) { current = ExprSyntax(unwrap) }
            else { break }
        }
        return current
    }

    private func isStatement(_ expression: ExprSyntax) -> Bool {
        var current = Syntax(expression)
        while let parent = current.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { current = parent }
        return current.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// Whether a statement is the only statement of a closure (whose value it then is).
    private func isClosureResult(_ expression: ExprSyntax) -> Bool {
        var current = Syntax(expression)
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self) { current = parent }
        guard let list = current.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return list.count == 1 && list.parent?.is(ClosureExprSyntax.self) == true
    }

    private func isInStatementCondition(_ expression: ExprSyntax) -> Bool {
        var current = Syntax(expression)
        while let parent = current.parent {
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockSyntax.self) || parent.is(CodeBlockItemSyntax.self) { return false }
            if parent.is(ConditionElementSyntax.self) { return true }
            if let loop = parent.as(ForStmtSyntax.self), loop.sequence.id == current.id { return true }
            if let switchExpr = parent.as(SwitchExprSyntax.self), switchExpr.subject.id == current.id { return true }
            if let repeatLoop = parent.as(RepeatStmtSyntax.self), repeatLoop.condition.id == current.id { return true }
            current = parent
        }
        return false
    }

    // MARK: Dynamic member lookup on AnyObject

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base else { return .visitChildren }
        var inner = base
        while let stripped = inner.as(OptionalChainingExprSyntax.self)?.expression ?? inner.as(ForceUnwrapExprSyntax.self)?.expression { inner = stripped }
        let member = node.declName.baseName.text
        if let tuple = inner.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let expression = tuple.elements.first?.expression, isCastToAnyObject(expression) {
            file.warn(node, "`\(node.trimmedDescription)` looks `\(member)` up dynamically on AnyObject, which needs the Objective-C runtime: cast to the class or protocol that declares `\(member)` (as? Type) instead")
        } else if let reference = inner.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                  reference.baseName.text != "self", isDeclaredAnyObject(reference.baseName.text, at: Syntax(node)) {
            file.warn(node, "`\(reference.baseName.text).\(member)` looks `\(member)` up dynamically on AnyObject, which needs the Objective-C runtime: cast `\(reference.baseName.text)` to the class or protocol that declares `\(member)` (as? Type) first")
        }
        return .visitChildren
    }

    /// `x as AnyObject` (folded or, as the parser leaves it, a sequence).
    private func isCastToAnyObject(_ expression: ExprSyntax) -> Bool {
        if let cast = expression.as(AsExprSyntax.self) { return isAnyObject(cast.type) }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let last = sequence.elements.last?.as(TypeExprSyntax.self) else { return false }
        return sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true && isAnyObject(last.type)
    }

    private func isAnyObject(_ type: TypeSyntax) -> Bool {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        return type.trimmedDescription == "AnyObject"
    }

    /// Whether the nearest declaration of `name` visible from `node` (a parameter, a local, or a
    /// property of the enclosing type) has type AnyObject.
    private func isDeclaredAnyObject(_ name: String, at node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            if let function = parent.as(FunctionDeclSyntax.self),
               let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return isAnyObject(parameter.type)
            }
            if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
                if signature.parameterClause?.description.contains(name) == true { return false }
            }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items where item.position < current.position {
                    if let answer = anyObjectDeclaration(name, in: item.item.as(VariableDeclSyntax.self)) { return answer }
                }
            }
            if let block = parent.as(MemberBlockSyntax.self) {
                for member in block.members {
                    if let answer = anyObjectDeclaration(name, in: member.decl.as(VariableDeclSyntax.self)) { return answer }
                }
                return false
            }
            current = parent
        }
        return false
    }

    private func anyObjectDeclaration(_ name: String, in variable: VariableDeclSyntax?) -> Bool? {
        guard let variable else { return nil }
        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let type = binding.typeAnnotation?.type { return isAnyObject(type) }
            return binding.initializer.map { isCastToAnyObject($0.value) } ?? false
        }
        return nil
    }

    // MARK: Scopes

    /// The name of the type (or extended type) whose body holds `node`, as written there.
    private func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let node = current {
            if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            current = node.parent
        }
        return nil
    }
}

/// `Outer.Inner` → `Inner`.
func simpleName(_ written: String) -> String {
    String(written.split(separator: ".").last ?? Substring(written)).components(separatedBy: "<")[0]
}

func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
}
