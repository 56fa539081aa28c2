import SwiftSyntax

/// `open` on a member of an extension means "overridable", which only an `@objc` member is; without the
/// Objective-C runtime no extension member can be overridden, and Swift warns that the member should
/// be `public`. The tool makes it `public`: the access is the same and nothing could override it.
/// Members that move into their class's body (overrides) keep `open`.
struct ExtensionOpenMembers {
    let file: ParsedFile
    let index: ProjectIndex
    /// Implementations the witness rule marks `override` (they move into the class body).
    let newOverrides: Set<SyntaxIdentifier>

    func plan() {
        for ext in index.extensions.values.flatMap({ $0 }) where ext.file === file {
            for member in ext.decl.memberBlock.members {
                let decl = member.decl
                guard decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self) || decl.is(SubscriptDeclSyntax.self),
                      !newOverrides.contains(decl.id), let modifiers = modifiers(of: decl),
                      !modifiers.contains(where: { $0.name.text == "override" }),
                      let open = modifiers.first(where: { $0.name.text == "open" }) else { continue }
                file.edits.add(file.range(open), .replace("public"))
                file.report(open, "open → public (a member of an extension cannot be overridden without the Objective-C runtime)")
            }
        }
    }
}
