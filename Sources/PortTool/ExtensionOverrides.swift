import SwiftSyntax

/// On Linux a member declared in an extension cannot be overridden, and an extension cannot override:
/// `override` members of an extension move to the end of their class's body, with their comments, when
/// the class is declared in the same file. Otherwise the tool says where to move them.
struct ExtensionOverrideMover {
    let file: ParsedFile
    let index: ProjectIndex
    let folder: String
    /// Implementations the witness rule marks `override`.
    let newOverrides: Set<SyntaxIdentifier>

    func plan() {
        for ext in index.extensions.values.flatMap({ $0 }) where ext.file === file {
            plan(ext.decl)
        }
    }

    private func isOverride(_ decl: DeclSyntax) -> Bool {
        newOverrides.contains(decl.id) || modifiers(of: decl)?.contains { $0.name.text == "override" } == true
    }

    private func plan(_ ext: ExtensionDeclSyntax) {
        // (An Array: `filter` on a syntax collection builds a new, re-positioned collection.)
        let members = Array(ext.memberBlock.members).filter { isOverride($0.decl) }
        guard !members.isEmpty else { return }
        let className = simpleTypeName(ext.extendedType)
        guard let target = index.classDeclaration(className), target.file === file else {
            let place = index.classDeclaration(className).map { "the body of class \(className) in \($0.file.path)" }
            for member in members {
                let what = description(member.decl)
                if let place {
                    file.warn(member.decl, "\(what) overrides from an extension, which Swift on Linux rejects: move it into \(place)")
                } else {
                    file.warn(member.decl, "\(what) overrides from an extension, which Swift on Linux rejects, and class \(className) is not declared under \(folder): move it into the body of a subclass of \(className) that you declare")
                }
            }
            return
        }
        let insertion = ClassBodyInsertion(target.memberBlock, in: file)
        for member in members {
            let range = file.blockRange(member)
            let memberIndent = file.text.indentation(ofLineAt: member.positionAfterSkippingLeadingTrivia.utf8Offset)
            let classIndent = insertion.indent
            file.edits.add(range, .move(destination: insertion.destination) { text in
                insertion.text(for: reindented(text, from: memberIndent, to: classIndent))
            })
            file.report(member.decl, "moved \(description(member.decl)) from an extension into the body of class \(className)")
        }
        let comments = ext.memberBlock.rightBrace.leadingTrivia.contains { $0.isComment }
        let keeps = ext.inheritanceClause != nil || ext.genericWhereClause != nil || !ext.attributes.isEmpty || comments
        if members.count == ext.memberBlock.members.count, !keeps {
            file.edits.add(file.range(ext), .remove)
            file.report(ext, "removed extension \(ext.extendedType.trimmedDescription), empty once its overrides moved")
        }
    }

    private func description(_ decl: DeclSyntax) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) { return "override func \(swiftName(of: function))" }
        if let variable = decl.as(VariableDeclSyntax.self) { return "override var \(variable.bindings.first?.pattern.trimmedDescription ?? "")" }
        if decl.is(InitializerDeclSyntax.self) { return "override init" }
        if decl.is(SubscriptDeclSyntax.self) { return "override subscript" }
        return "override"
    }
}
