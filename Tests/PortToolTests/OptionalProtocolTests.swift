import PortTool
import Testing

@Suite("@objc protocols with optional requirements")
struct OptionalProtocolTests {
    @Test("optional requirements get defaults after the protocol, with its access level and neutral values")
    func defaultsGenerated() {
        expectPort("""
            @objc public protocol CardDelegate: NSObjectProtocol {
                /// Called on a tap.
                @objc optional func cardDidTap(_ card: Card)
                @objc optional func card(_ card: Card, heightFor row: Int) -> CGFloat
                @objc optional func cardTitle(_ card: Card) -> String?
                @objc optional func cardInsets(_ card: Card) -> UIEdgeInsets
                @objc optional func cardTags(_ card: Card) -> [String]
                @objc optional var isLive: Bool { get set }
                func cardSize(_ card: Card) -> CGSize
            }
            """, """
            public protocol CardDelegate: NSObjectProtocol, AnyObject {
                /// Called on a tap.
                func cardDidTap(_ card: Card)
                func card(_ card: Card, heightFor row: Int) -> CGFloat
                func cardTitle(_ card: Card) -> String?
                func cardInsets(_ card: Card) -> UIEdgeInsets
                func cardTags(_ card: Card) -> [String]
                var isLive: Bool { get set }
                func cardSize(_ card: Card) -> CGSize
            }

            public extension CardDelegate {
                func cardDidTap(_ card: Card) { _optionalRequirementNotImplemented("cardDidTap(_:)") }
                func card(_ card: Card, heightFor row: Int) -> CGFloat { _optionalRequirementNotImplemented("card(_:heightFor:)"); return 0 }
                func cardTitle(_ card: Card) -> String? { _optionalRequirementNotImplemented("cardTitle(_:)"); return nil }
                func cardInsets(_ card: Card) -> UIEdgeInsets { _optionalRequirementNotImplemented("cardInsets(_:)"); return .zero }
                func cardTags(_ card: Card) -> [String] { _optionalRequirementNotImplemented("cardTags(_:)"); return [] }
                var isLive: Bool { get { _optionalRequirementNotImplemented("isLive"); return false } set { _optionalRequirementNotImplemented("isLive") } }
            }
            """, [
                "File.swift:1: removed @objc",
                "File.swift:1: protocol CardDelegate is class-bound now (AnyObject), as @objc protocols are; weak references to it need that",
                "File.swift:3: removed @objc",
                "File.swift:3: optional requirement cardDidTap(_:) → required, with a default implementation in extension CardDelegate",
                "File.swift:4: removed @objc",
                "File.swift:4: optional requirement card(_:heightFor:) → required, with a default implementation in extension CardDelegate",
                "File.swift:5: removed @objc",
                "File.swift:5: optional requirement cardTitle(_:) → required, with a default implementation in extension CardDelegate",
                "File.swift:6: removed @objc",
                "File.swift:6: optional requirement cardInsets(_:) → required, with a default implementation in extension CardDelegate",
                "File.swift:7: removed @objc",
                "File.swift:7: optional requirement cardTags(_:) → required, with a default implementation in extension CardDelegate",
                "File.swift:8: removed @objc",
                "File.swift:8: optional requirement isLive → required, with a default implementation in extension CardDelegate",
            ])
    }

    @Test("a requirement whose type has no known neutral value stays required, with a warning")
    func unknownNeutralValue() {
        expectPort("""
            @objc protocol StyleSource {
                @objc optional func style() -> CardStyle
            }
            """, """
            protocol StyleSource: AnyObject {
                func style() -> CardStyle
            }
            """, [
                "File.swift:1: removed @objc",
                "File.swift:1: protocol StyleSource is class-bound now (AnyObject), as @objc protocols are; weak references to it need that",
                "File.swift:2: removed @objc",
                "File.swift:2: warning: optional requirement style() is required now: its type CardStyle has no neutral value the tool knows; add a default to extension StyleSource by hand, or implement it in every conforming type",
            ])
    }

    @Test("call sites: a statement drops the ?, a used result is wrapped in _ifImplemented (parenthesised in a condition)")
    func callSites() {
        expectPort("""
            @objc protocol RowDelegate {
                @objc optional func didSelect(_ row: Int)
                @objc optional func height(_ row: Int) -> CGFloat
            }
            final class Rows: UIView {
                weak var delegate: RowDelegate?
                func select(_ row: Int) {
                    delegate?.didSelect?(row)
                    let h = delegate?.height?(row) ?? 44
                    if let height = delegate?.height?(row) { print(height, h) }
                    scrollDelegate?.scrollViewDidScroll?(scrollView)
                    onTap?(row)
                }
            }
            """, """
            protocol RowDelegate: AnyObject {
                func didSelect(_ row: Int)
                func height(_ row: Int) -> CGFloat
            }

            extension RowDelegate {
                func didSelect(_ row: Int) { _optionalRequirementNotImplemented("didSelect(_:)") }
                func height(_ row: Int) -> CGFloat { _optionalRequirementNotImplemented("height(_:)"); return 0 }
            }
            final class Rows: UIView {
                weak var delegate: RowDelegate?
                func select(_ row: Int) {
                    delegate?.didSelect(row)
                    let h = _ifImplemented("height(_:)") { delegate?.height(row) } ?? 44
                    if let height = _ifImplemented("height(_:)", { delegate?.height(row) }) { print(height, h) }
                    scrollDelegate?.scrollViewDidScroll(scrollView)
                    onTap?(row)
                }
            }
            """, [
                "File.swift:1: removed @objc",
                "File.swift:1: protocol RowDelegate is class-bound now (AnyObject), as @objc protocols are; weak references to it need that",
                "File.swift:2: removed @objc",
                "File.swift:2: optional requirement didSelect(_:) → required, with a default implementation in extension RowDelegate",
                "File.swift:3: removed @objc",
                "File.swift:3: optional requirement height(_:) → required, with a default implementation in extension RowDelegate",
                "File.swift:8: delegate?.didSelect?(row) → delegate?.didSelect(…) (a default implementation now answers)",
                #"File.swift:9: delegate?.height?(row) → _ifImplemented("height(_:)") { … } (nil when only the default implementation ran)"#,
                #"File.swift:10: delegate?.height?(row) → _ifImplemented("height(_:)", { … }) (nil when only the default implementation ran)"#,
                "File.swift:11: scrollDelegate?.scrollViewDidScroll?(scrollView) → scrollDelegate?.scrollViewDidScroll(…) (a default implementation now answers)",
            ])
    }
}
