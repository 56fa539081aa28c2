/// Modules whose classes the Objective-C runtime names without a module prefix: Apple's frameworks,
/// which we rebuild under the same module names.
private let _frameworkModules: Set<Substring> = ["UIKit", "QuartzCore", "CoreGraphics", "ObjectiveC", "Foundation"]

/// The class's name as the Objective-C runtime gives it (`NSStringFromClass`, `-description`).
///
/// A framework class prints bare (`UINavigationController`); a top-level Swift class prints as
/// `Module.Class` (`MyApp.ContainerViewController`); a class nested in other types prints in the
/// runtime's mangled form (`_TtCC5MyApp5Outer5Inner`). Generic, private and local classes, whose
/// runtime names need information Swift does not expose here, print as `Module.Name`.
package func _objcClassName(_ cls: AnyClass) -> String {
    let reflected = String(reflecting: cls)
    guard let dot = reflected.firstIndex(of: ".") else { return reflected }
    let module = reflected[..<dot]
    if _frameworkModules.contains(module) { return String(reflected[reflected.index(after: dot)...]) }
    if let nested = _nestedRuntimeName(cls) { return nested }
    // Drop the parts Swift cannot name (private and local contexts) and any generic arguments.
    let parts = reflected.split(separator: ".").filter { !$0.hasPrefix("(") && !$0.hasSuffix(")") }
    let name = parts.count >= 2 ? "\(parts.first!).\(parts.last!)" : reflected
    return name.split(separator: "<").first.map(String.init) ?? name
}

/// `_Tt` names for classes nested in other nominal types, decoded from Swift's mangled type name
/// (`5MyApp5OuterC5InnerC` → `_TtCC5MyApp5Outer5Inner`). Nil for top-level, generic, private or
/// local classes.
private func _nestedRuntimeName(_ cls: AnyClass) -> String? {
    guard let mangled = _mangledTypeName(cls) else { return nil }
    var chars = Substring(mangled)
    var names: [Substring] = []
    var kinds: [Character] = []
    while !chars.isEmpty {
        let digits = chars.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        chars = chars.dropFirst(digits.count)
        guard chars.count >= length else { return nil }
        names.append(chars.prefix(length))
        chars = chars.dropFirst(length)
        if names.count == 1 { continue }   // the module carries no kind
        guard let kind = chars.first, "CVO".contains(kind) else { return nil }
        kinds.append(kind)
        chars = chars.dropFirst()
    }
    guard names.count > 2 else { return nil }
    return "_Tt" + String(kinds.reversed()) + names.map { "\($0.count)\($0)" }.joined()
}

/// The object's address as the runtime prints it in descriptions and messages: `0x` and lowercase hex
/// without padding.
package func _objcAddressString(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}
