import Foundation

extension NSLayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`: an alignment for every view in
    /// the format, and the direction (PortableUIKit lays out left to right, so the directions agree).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// Creates the constraints described by a visual format string, such as `H:|-[label]-8-[field(>=100)]-|`.
    ///
    /// A bare `-` is the standard spacing: 8 points between views, 20 to the superview's edge. Metric
    /// names are looked up in `metrics`, view names in `views`. A malformed format raises
    /// `NSInvalidArgumentException` ("Unable to parse constraint format: …") and returns no constraints.
    /// The constraints are returned inactive.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = _VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse(options: opts)
        } catch let failure as _VisualFormatParser.Failure {
            let caret = String(repeating: " ", count: failure.position) + "^"
            NSException(name: .invalidArgumentException,
                        reason: "Unable to parse constraint format: \n\(failure.message) \n\(format) \n\(caret)").raise()
            return []
        } catch {
            return []
        }
    }
}

/// A recursive-descent reader of Apple's visual format language.
@MainActor struct _VisualFormatParser {
    struct Failure: Error { var message: String; var position: Int }
    struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority = UILayoutPriority.required
    }
    enum Spacing { case flush, standard, predicates([Predicate]) }

    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0
    var result: [NSLayoutConstraint] = []

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private mutating func take(_ text: String) -> Bool {
        let chars = Array(text)
        guard index + chars.count <= characters.count, Array(characters[index..<index + chars.count]) == chars else {
            return false
        }
        index += chars.count
        return true
    }

    private func fail(_ message: String) -> Failure { Failure(message: message, position: index) }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        var vertical = false
        if take("V:") { vertical = true } else { _ = take("H:") }
        let leadingEdge: NSLayoutConstraint.Attribute = vertical ? .top : .leading
        let trailingEdge: NSLayoutConstraint.Attribute = vertical ? .bottom : .trailing
        let dimension: NSLayoutConstraint.Attribute = vertical ? .height : .width

        var startsAtSuperview = false
        var pendingSpacing: Spacing?
        if take("|") {
            startsAtSuperview = true
            pendingSpacing = try readConnection()
        }
        var placed: [UIView] = []
        while current == "[" {
            let view = try readView(dimension: dimension)
            if let previous = placed.last {
                add(spacing: pendingSpacing ?? .flush, from: previous, trailingEdge, to: view, leadingEdge,
                    standard: 8, reversed: false)
            } else if startsAtSuperview {
                guard let superview = view.superview else {
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                add(spacing: pendingSpacing ?? .flush, from: superview, leadingEdge, to: view, leadingEdge,
                    standard: 20, reversed: false)
            }
            placed.append(view)
            pendingSpacing = current == "[" ? .flush : nil
            if current == "-" { pendingSpacing = try readConnection() }
        }
        guard let last = placed.last else { throw fail("Expected a view") }
        if take("|") {
            guard let superview = last.superview else {
                throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            add(spacing: pendingSpacing ?? .flush, from: last, trailingEdge, to: superview, trailingEdge,
                standard: 20, reversed: false)
        } else if pendingSpacing != nil {
            throw fail("Expected a view")
        }
        guard index == characters.count else { throw fail("Expected ']' or '-' or '|'") }

        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            for (previous, view) in zip(placed, placed.dropFirst()) {
                result.append(NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: previous,
                                                 attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }

    /// `-`, `-n-`, `-(predicates)-`, or nothing (flush) after a view or `|`.
    private mutating func readConnection() throws -> Spacing {
        guard take("-") else { return .flush }
        if current == "[" || current == "|" { return .standard }
        let predicates = try readPredicateList(allowViews: false)
        guard take("-") else { throw fail("Expected '-'") }
        return .predicates(predicates)
    }

    private mutating func readView(dimension: NSLayoutConstraint.Attribute) throws -> UIView {
        guard take("[") else { throw fail("Expected '['") }
        let name = readIdentifier()
        guard let view = views[name] as? UIView else {
            throw fail("\(name) is not a key in the views dictionary.")
        }
        if current == "(" {
            for predicate in try readPredicateList(allowViews: true) {
                let constraint = NSLayoutConstraint(item: view, attribute: dimension, relatedBy: predicate.relation,
                                                    toItem: predicate.view, attribute: dimension, multiplier: 1,
                                                    constant: predicate.constant)
                constraint.priority = predicate.priority
                result.append(constraint)
            }
        }
        guard take("]") else { throw fail("Expected ']'") }
        return view
    }

    /// A single metric or number, or a parenthesised comma-separated list of predicates.
    private mutating func readPredicateList(allowViews: Bool) throws -> [Predicate] {
        guard take("(") else { return [try readPredicate(allowViews: allowViews)] }
        var predicates = [try readPredicate(allowViews: allowViews)]
        while take(",") { predicates.append(try readPredicate(allowViews: allowViews)) }
        guard take(")") else { throw fail("Expected ')'") }
        return predicates
    }

    private mutating func readPredicate(allowViews: Bool) throws -> Predicate {
        var predicate = Predicate()
        if take("==") { predicate.relation = .equal }
        else if take(">=") { predicate.relation = .greaterThanOrEqual }
        else if take("<=") { predicate.relation = .lessThanOrEqual }
        if let number = readNumber() {
            predicate.constant = number
        } else {
            let name = readIdentifier()
            if let metric = metric(name) { predicate.constant = metric }
            else if allowViews, let view = views[name] as? UIView { predicate.view = view }
            else { throw fail("Expected a number, metric or view name") }
        }
        if take("@") {
            if let number = readNumber() { predicate.priority = UILayoutPriority(Float(number)) }
            else if let metric = metric(readIdentifier()) { predicate.priority = UILayoutPriority(Float(metric)) }
            else { throw fail("Expected a priority") }
        }
        return predicate
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private mutating func readIdentifier() -> String {
        let start = index
        while let c = current, c.isLetter || c.isNumber || c == "_" { index += 1 }
        return String(characters[start..<index])
    }

    private mutating func readNumber() -> CGFloat? {
        let start = index
        if current == "-" { index += 1 }
        while let c = current, c.isNumber || c == "." { index += 1 }
        guard index > start, let value = Double(String(characters[start..<index])) else { index = start; return nil }
        return CGFloat(value)
    }

    /// `second.edge (relation) first.edge + constant` for each predicate of the spacing.
    private mutating func add(spacing: Spacing, from first: UIView, _ firstEdge: NSLayoutConstraint.Attribute,
                              to second: UIView, _ secondEdge: NSLayoutConstraint.Attribute,
                              standard: CGFloat, reversed: Bool) {
        let predicates: [Predicate] = switch spacing {
        case .flush: [Predicate()]
        case .standard: [Predicate(constant: standard)]
        case .predicates(let list): list
        }
        for predicate in predicates {
            let constraint = NSLayoutConstraint(item: second, attribute: secondEdge, relatedBy: predicate.relation,
                                                toItem: first, attribute: firstEdge, multiplier: 1,
                                                constant: predicate.constant)
            constraint.priority = predicate.priority
            result.append(constraint)
        }
    }
}
