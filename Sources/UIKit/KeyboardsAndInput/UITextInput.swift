import Foundation

/// A place in a text document. UIKit's own documents subclass it; a custom `UITextInput` view subclasses
/// it with whatever it needs to find the place (an offset, a line and column).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// Creates a position; subclasses add their own state.
    public override init() { super.init() }
}

/// A range of a text document, between two positions. UIKit's own documents subclass it; a custom
/// `UITextInput` view subclasses it and overrides `start`, `end` and `isEmpty`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Creates a range; subclasses add their own state.
    public override init() { super.init() }
    /// Whether the range holds no text. The base class, which has no positions, reads true.
    open var isEmpty: Bool { true }
    /// The start of the range. The base class answers a position of its own; subclasses override it.
    open var start: UITextPosition { UITextPosition() }
    /// The end of the range. The base class answers a position of its own; subclasses override it.
    open var end: UITextPosition { UITextPosition() }
}

/// The rectangle of one part of a selection, as `selectionRects(for:)` answers it.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    /// Creates an empty selection rectangle; subclasses override its members.
    public override init() { super.init() }
    /// The rectangle, in the text input view's coordinates.
    open var rect: CGRect { .zero }
    /// The writing direction of the text in the rectangle.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the rectangle holds the start of the selection.
    open var containsStart: Bool { false }
    /// Whether the rectangle holds the end of the selection.
    open var containsEnd: Bool { false }
    /// Whether the text in the rectangle runs vertically.
    open var isVertical: Bool { false }
}

/// A writing direction, with Foundation's raw values.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// A direction across laid-out text, with UIKit's raw values.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left = 3, up = 4, down = 5
}

/// A direction through stored text, with UIKit's raw values.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0, backward = 1
}

/// A direction for a tokenizer: a storage direction or a layout direction, by raw value.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A direction through stored text.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// A direction across laid-out text.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
}

/// The unit a tokenizer moves by, with UIKit's raw values.
public enum UITextGranularity: Int, Sendable {
    case character = 0, word, sentence, paragraph, line, document
}

/// The text input system's view of a document: it is told before and after the document's text or
/// selection changes by anything other than the text input system itself.
@preconcurrency @MainActor
public protocol UITextInputDelegate: NSObjectProtocol {
    /// The selection of `textInput` is about to change.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection of `textInput` changed.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text of `textInput` is about to change.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text of `textInput` changed.
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// Finds the boundaries of text units (characters, words, sentences, paragraphs, lines, the document)
/// around positions of a document.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: NSObjectProtocol {
    /// The range of the unit of `granularity` that encloses `position`, looking in `direction`.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is at a boundary of a unit of `granularity` in `direction`.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next boundary of a unit of `granularity` from `position` in `direction`.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether `position` is inside a unit of `granularity` (or at its edge in `direction`).
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

/// A document that takes text from the text input system: marked (provisional) text, the selection,
/// positions and ranges, and the geometry the system needs to draw its own interface.
///
/// Positions and ranges are the document's own `UITextPosition`/`UITextRange` objects; offsets between
/// them count UTF-16 code units, as `NSString` does.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    // Replacing and returning text
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` by `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// Whether the text in `range` may be replaced by `text`. Optional; true when not implemented.
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    // Selected and marked text
    /// The selection; an empty range is the insertion point. Nil when there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The provisional text an input method is composing; nil when there is none.
    var markedTextRange: UITextRange? { get }
    /// How marked text is styled.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (else the selection) by `markedText`, which becomes the marked text,
    /// with `selectedRange` (relative to it) selected.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text: it stays as ordinary text.
    func unmarkText()
    /// How the selection sits at a line break. Optional.
    var selectionAffinity: UITextStorageDirection { get set }

    // Positions and ranges
    /// The start of the document.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the document.
    var endOfDocument: UITextPosition { get }
    /// The range from one position to another.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` from `position`; nil outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout direction; nil outside the document.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The offset from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The position within `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the next character in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The position `offset` characters into `range`. Optional.
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    /// The character offset of `position` within `range`. Optional.
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int

    // The text input system
    /// The text input system's delegate, set by the system.
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// The document's tokenizer.
    var tokenizer: any UITextInputTokenizer { get }
    /// The view that the geometry methods answer in. Optional.
    var textInputView: UIView { get }

    // Writing direction
    /// The writing direction at `position`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of `range`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // Geometry and hit-testing
    /// The first rectangle that `range` covers.
    func firstRect(for range: UITextRange) -> CGRect
    /// The rectangle of the insertion point at `position`.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles that `range` covers.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position closest to `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position within `range` closest to `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The range of the character at `point`.
    func characterRange(at point: CGPoint) -> UITextRange?
}

// Optional on iOS: the defaults mark themselves absent (ObjectiveC's OptionalRequirements.swift).
extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        _optionalRequirementNotImplemented("shouldChangeText(in:replacementText:)")
        return true
    }
    public var selectionAffinity: UITextStorageDirection {
        get { .forward }
        set {}
    }
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        _optionalRequirementNotImplemented("position(within:atCharacterOffset:)")
        return nil
    }
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        _optionalRequirementNotImplemented("characterOffset(of:within:)")
        return 0
    }
    public var textInputView: UIView {
        _optionalRequirementNotImplemented("textInputView")
        return (self as? UIView) ?? UIView()
    }
}
