import SwiftSyntax

/// `@objc` protocols become class-bound Swift protocols; their `optional` requirements become plain
/// requirements with default implementations, generated in an extension right after the protocol.
/// A default reports "not implemented" (so `_ifImplemented` and UIKit can tell) and returns a neutral
/// value. A requirement whose type has no neutral value stays required, with a warning.
struct OptionalProtocolRewriter {
    let file: ParsedFile

    func rewrite() {
        for decl in protocolDeclarations(in: Syntax(file.tree)) where isObjC(decl) { rewrite(decl) }
    }

    private func protocolDeclarations(in node: Syntax) -> [ProtocolDeclSyntax] {
        if let decl = node.as(ProtocolDeclSyntax.self) { return [decl] }
        return node.children(viewMode: .sourceAccurate).flatMap { protocolDeclarations(in: $0) }
    }

    private func isObjC(_ decl: ProtocolDeclSyntax) -> Bool {
        decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
    }

    private func rewrite(_ decl: ProtocolDeclSyntax) {
        let name = decl.name.text
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if !inherited.contains("AnyObject"), !inherited.contains("class") {
            if let last = decl.inheritanceClause?.inheritedTypes.last {
                file.edits.insert(", AnyObject", at: last.type.endPositionBeforeTrailingTrivia.utf8Offset)
            } else {
                let end = (decl.primaryAssociatedTypeClause.map { Syntax($0) } ?? Syntax(decl.name)).endPositionBeforeTrailingTrivia.utf8Offset
                file.edits.insert(": AnyObject", at: end)
            }
            file.report(decl.name, "protocol \(name) is class-bound now (AnyObject), as @objc protocols are; weak references to it need that")
        }
        let memberIndent = decl.memberBlock.members.first.map { file.text.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
        let protocolIndent = file.text.indentation(ofLineAt: decl.positionAfterSkippingLeadingTrivia.utf8Offset)
        let indent = memberIndent ?? protocolIndent + "    "
        var defaults: [String] = []
        for member in decl.memberBlock.members where isOptionalRequirement(member.decl) {
            for modifier in modifiers(of: member.decl) ?? [] where modifier.name.text == "optional" {
                file.edits.add(file.rangeWithFollowingSpaces(modifier), .remove)
            }
            guard let requirement = RequirementSignature(member.decl) else { continue }
            if let implementation = defaultImplementation(member.decl, requirement) {
                defaults.append(indent + implementation)
                file.report(member.decl, "optional requirement \(requirement.swiftName) → required, with a default implementation in extension \(name)")
            } else {
                file.warn(member.decl, "optional requirement \(requirement.swiftName) is required now: its type \(requirement.returnType) has no neutral value the tool knows; add a default to extension \(name) by hand, or implement it in every conforming type")
            }
        }
        guard !defaults.isEmpty else { return }
        let access = decl.modifiers.first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
        let header = (access.map { $0.name.text + " " } ?? "") + "extension \(name) {"
        let text = "\n\n" + protocolIndent + header + "\n" + defaults.joined(separator: "\n") + "\n" + protocolIndent + "}"
        file.edits.insert(text, at: decl.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// `func f(_ x: Int) -> CGFloat { _optionalRequirementNotImplemented("f(_:)"); return 0 }`.
    private func defaultImplementation(_ decl: DeclSyntax, _ requirement: RequirementSignature) -> String? {
        let report = "_optionalRequirementNotImplemented(\"\(requirement.swiftName)\")"
        let kept = (modifiers(of: decl) ?? []).filter { $0.name.text == "static" || $0.name.text == "mutating" || $0.name.text == "nonmutating" }
        let prefix = kept.map { $0.name.text + " " }.joined()
        if let function = decl.as(FunctionDeclSyntax.self) {
            return functionStub(function, prefix: prefix, requirement: requirement)
        }
        guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let value = neutralValue(forReturnType: requirement.returnType) else { return nil }
        let declaration = prefix + "var " + binding.pattern.trimmedDescription + (binding.typeAnnotation.map { $0.trimmedDescription } ?? "")
        let settable = binding.accessorBlock?.description.contains("set") == true
        if settable {
            return declaration + " { get { \(report); return \(value) } set { \(report) } }"
        }
        return declaration + " { \(report); return \(value) }"
    }
}

/// A method with `function`'s signature whose body reports that `requirement` is not implemented and
/// returns the neutral value of its type; nil when the type has none the tool knows.
func functionStub(_ function: FunctionDeclSyntax, prefix: String, requirement: RequirementSignature) -> String? {
    let report = "_optionalRequirementNotImplemented(\"\(requirement.swiftName)\")"
    var signature = prefix + "func " + function.name.text
    signature += function.genericParameterClause?.trimmedDescription ?? ""
    signature += function.signature.trimmedDescription
    if let whereClause = function.genericWhereClause { signature += " " + whereClause.trimmedDescription }
    if requirement.returnType.isEmpty || requirement.returnType == "Void" || requirement.returnType == "()" {
        return signature + " { \(report) }"
    }
    guard let value = neutralValue(forReturnType: requirement.returnType) else { return nil }
    return signature + " { \(report); return \(value) }"
}
