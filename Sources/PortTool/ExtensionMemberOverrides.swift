import SwiftSyntax

/// On iOS a class may override an `@objc` method that an extension of its superclass declares
/// (Objective-C dispatch finds the subclass's). Swift on Linux rejects that override, and it rejects the
/// method without `override` too (a subclass cannot redeclare an inherited method), so no local rewrite
/// keeps the code as it was: the tool says which class method overrides which extension's, to be renamed
/// or moved by hand.
struct ExtensionMemberOverrides {
    let file: ParsedFile
    let index: ProjectIndex

    func plan() {
        for type in index.types.values.flatMap({ $0 }) where type.kind == .class && type.file === file {
            let ancestors = superclassChain(of: type.name)
            guard !ancestors.isEmpty else { continue }
            for member in type.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                      let modifier = function.modifiers.first(where: { $0.name.text == "override" }) else { continue }
                let name = swiftName(of: function)
                guard let owner = ancestors.first(where: { declares($0, name, inBody: false) }),
                      !ancestors.contains(where: { declares($0, name, inBody: true) }) else { continue }
                file.warn(modifier, "func \(name) of class \(type.name) overrides a method that an extension of \(owner) declares, which Swift on Linux rejects with or without override: rename one of the two, or declare the method in a class of the folder and override that")
            }
        }
    }

    /// Whether a class body (`inBody`) or an extension under the folder declares a method `name` of `type`.
    private func declares(_ type: String, _ name: String, inBody: Bool) -> Bool {
        let blocks = inBody ? (index.types[type] ?? []).filter { $0.kind == .class }.map(\.memberBlock)
                            : (index.extensions[type] ?? []).map(\.decl.memberBlock)
        return blocks.contains { block in
            block.members.contains { member in
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
                // A class body's declaration, override or not, is one that a subclass may override.
                return swiftName(of: function) == name && (inBody || !function.modifiers.contains { $0.name.text == "override" })
            }
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
