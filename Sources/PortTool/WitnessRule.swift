import SwiftSyntax

/// Swift's witness rule: a class's conformance is satisfied once, by what the class itself has. When a
/// class conforms to a protocol with a defaulted requirement that it does not implement, the
/// protocol's default is the witness, and a subclass's implementation is never called through the
/// protocol (on iOS, Objective-C dispatch found it). The fix: the conforming class gets an overridable
/// stub (reporting "not implemented", returning the neutral value) and the subclasses' implementations
/// become overrides of it.
struct WitnessRule {
    let index: ProjectIndex

    /// Plans the stubs and `override` marks; returns the implementations that are overrides now (those in
    /// extensions must move into their class's body).
    func plan() -> Set<SyntaxIdentifier> {
        var newOverrides: Set<SyntaxIdentifier> = []
        let classes = index.types.values.flatMap { $0 }.filter { $0.kind == .class }
            .sorted { ($0.file.path, $0.decl.position) < ($1.file.path, $1.decl.position) }
        for base in classes {
            var requirements: [(name: String, returnType: String, protocolName: String)] = []
            for conformance in index.conformances(of: base.name) {
                for (name, returnType) in index.defaultedRequirements(of: conformance).sorted(by: { $0.key < $1.key })
                where !requirements.contains(where: { $0.name == name }) {
                    requirements.append((name, returnType, conformance))
                }
            }
            var stubs: [String] = []
            let insertion = ClassBodyInsertion(base.memberBlock, in: base.file)
            for requirement in requirements where !implements(base.name, requirement.name) {
                let implementations = descendants(of: base.name).flatMap { index.methods(of: $0) }
                    .filter { $0.swiftName == requirement.name && !$0.isOverride }
                guard let model = implementations.first else { continue }
                let signature = RequirementSignature(swiftName: requirement.name, returnType: model.decl.signature.returnClause?.type.trimmedDescription ?? "", isProperty: false)
                let kept = model.decl.modifiers.filter { ["public", "open", "package", "internal", "fileprivate", "nonisolated"].contains($0.name.text) }
                guard let stub = functionStub(model.decl, prefix: kept.map { $0.name.text + " " }.joined(), requirement: signature) else {
                    base.file.warn(base.decl, "subclasses implement \(requirement.name), which \(requirement.protocolName) defaults and class \(base.name) does not implement: by Swift's witness rule the default answers for them; add an overridable \(requirement.name) to \(base.name) that returns a neutral \(signature.returnType) and mark the subclasses' implementations override")
                    continue
                }
                stubs += [insertion.indent + "// uikit-port: an overridable stub, so that subclasses' \(requirement.name) answers for \(requirement.protocolName) (Swift's witness rule).", insertion.indent + stub]
                base.file.report(base.decl, "class \(base.name): added an overridable \(requirement.name) stub (it conforms to \(requirement.protocolName) and only subclasses implement it; Swift's witness rule would call the default)")
                for implementation in implementations {
                    implementation.file.edits.insert("override ", at: implementation.decl.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
                    implementation.file.report(implementation.decl, "marked \(requirement.name) override (it overrides the stub in class \(base.name))")
                    newOverrides.insert(implementation.decl.id)
                }
            }
            if !stubs.isEmpty { base.file.edits.insert(insertion.text(for: stubs), at: insertion.destination) }
        }
        return newOverrides
    }

    /// Whether the class or one of its superclasses under the folder declares `name`.
    private func implements(_ className: String, _ name: String) -> Bool {
        var current: String? = className
        var visited: Set<String> = []
        while let type = current, visited.insert(type).inserted {
            if index.methods(of: type).contains(where: { $0.swiftName == name }) { return true }
            current = index.superclass(of: type)
        }
        return false
    }

    private func descendants(of className: String) -> [String] {
        var result: [String] = []
        var pending = index.subclasses(of: className)
        while let next = pending.first {
            pending.removeFirst()
            guard !result.contains(next) else { continue }
            result.append(next)
            pending += index.subclasses(of: next)
        }
        return result
    }
}
