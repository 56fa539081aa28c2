import Foundation

/// The base class of controls (buttons, switches, sliders …): views that send actions to targets when
/// control events happen.
///
/// Built so far: the control events and states, `isEnabled`/`isSelected`/`isHighlighted`, and
/// target–action, with selectors (`addTarget(_:action:for:)`) and with `UIAction` closures
/// (`addAction(_:for:)`). The rules that turn a tracked touch into control events are built
/// (`_ControlTracker`, UIControl+Tracking.swift) and fed by real touches (UIControl+Touches.swift):
/// `touchesBegan`/`Moved`/`Ended`/`Cancelled` ask `beginTracking`/`continueTracking` and call
/// `endTracking`/`cancelTracking`, and the resulting events carry the touch's `UIEvent`.
@preconcurrency @MainActor
open class UIControl: UIView, UIContextMenuInteractionDelegate {
    /// The events a control reports, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down inside the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved within the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control's bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved from outside into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved from inside to outside the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled a touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered (a button tap, for example).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events an app may define.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control can be in, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// Highlighted (a touch is down on it).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// States an app may define.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for UIKit.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The registered target–actions and `UIAction`s, in the order they were added.
    var _actions: [_ControlAction] = []

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive; PortableUIKit has no archives, so this makes an empty control.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control whose `primaryActionTriggered` event runs `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control is enabled; a disabled control is in the `.disabled` state.
    open var isEnabled: Bool = true { didSet { if isEnabled != oldValue { _controlStateDidChange() } } }
    /// Whether the control is selected.
    open var isSelected: Bool = false { didSet { if isSelected != oldValue { _controlStateDidChange() } } }
    /// Whether the control is highlighted.
    open var isHighlighted: Bool = false { didSet { if isHighlighted != oldValue { _controlStateDidChange() } } }
    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed; concrete controls restyle.
    func _controlStateDidChange() {}

    /// How the control places its content horizontally.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left = 1, right = 2, fill = 3, leading = 4, trailing = 5
    }
    /// How the control places its content vertically.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top = 1, bottom = 2, fill = 3
    }
    /// How content sits horizontally in the control; `.center` by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// How content sits vertically in the control; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
    /// The horizontal alignment with leading and trailing resolved (left to right).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        case let other: other
        }
    }

    // MARK: Tracking (UIControl+Tracking.swift)

    /// The tracking state of the current touch; the control's touch handling feeds it.
    var _tracker = _ControlTracker()
    /// The touch the control is following (the first that went down on it), while it is down.
    var _trackedTouch: UITouch?
    /// Whether the control is tracking a touch.
    open var isTracking: Bool { _tracker.isTracking }
    /// Whether the tracked touch is inside the control, counting a 70-point margin around its bounds.
    open var isTouchInside: Bool { _tracker.isTouchInside }

    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: Touches (UIControl+Touches.swift)

    /// A touch went down in the control; return whether to keep tracking it. True by default.
    /// Subclasses decide here which part of the control was hit.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { _beginTracking(touch, with: event) }
    /// The tracked touch moved; return whether to keep tracking it. True by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { _continueTracking(touch, with: event) }
    /// The tracked touch lifted. Called before the touch-up event is sent; overrides call `super`.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) { _endTracking(touch, with: event) }
    /// The tracked touch was cancelled (`event` is nil when something other than an event cancelled it).
    /// Called before `.touchCancel` is sent; overrides call `super`.
    open func cancelTracking(with event: UIEvent?) { _cancelTracking(with: event) }

    /// Concrete controls override these hooks (the open members above stay overridable by apps).
    func _beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    func _continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    func _endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    func _cancelTracking(with event: UIEvent?) {}
    /// Whether the control's default action is a single tap that a tap recognizer of another view
    /// must not take (UIButton, UISwitch, UIStepper, UISegmentedControl, UIPageControl).
    var _defaultActionIsSingleTap: Bool { false }
    /// Whether `recognizer`, of another view, would take a gesture that is the control's default
    /// action; such a recognizer does not begin.
    func _defaultActionOverlaps(_ recognizer: UIGestureRecognizer) -> Bool { _isOverlappingSingleTap(recognizer) }

    // MARK: Menus (UIControl+Menu.swift)

    /// Whether the control's context menu interaction is enabled: while it is, the control carries a
    /// `contextMenuInteraction` and a long press shows its menu (unless the menu is the primary action).
    /// A button turns it on while it has a `menu` and off without one. False by default.
    open var isContextMenuInteractionEnabled = false {
        didSet { if oldValue != isContextMenuInteractionEnabled { _updateContextMenuInteraction() } }
    }
    /// The control's context menu interaction, while `isContextMenuInteractionEnabled` is true.
    open var contextMenuInteraction: UIContextMenuInteraction? { _contextMenuInteraction }
    var _contextMenuInteraction: UIContextMenuInteraction?
    /// The configuration for a long press: the control's menu, unless it is the primary action (a touch
    /// down shows it then) or there is none.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        _contextMenuConfiguration()
    }
    /// The control's menu is about to appear. Does nothing by default.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}
    /// The control's menu is about to disappear. Does nothing by default.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Whether the control's menu is its primary action: a touch down shows the menu (sending
    /// `.touchDown`, then `.menuActionTriggered`), and the menu takes the touch over (`.touchCancel`).
    /// False by default.
    open var showsMenuAsPrimaryAction = false
    /// The menu the control shows; a button's `menu`.
    var _menuToPresent: UIMenu? { nil }
    /// What a choice in the control's menu names as the action's sender and presentation source: the
    /// control itself; a bar button item's view names its item.
    var _menuChoiceSource: any UIPopoverPresentationControllerSourceItem { self }
    /// The menu on screen for this control.
    var _presentedMenuView: _UIMenuView?

    /// Feeds the touch's began phase to the tracker, or shows the menu when it is the primary action.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !_showMenuOnTouchDown(touches, with: event) { _controlTouchesBegan(touches, with: event) }
    }
    /// Feeds the touch's moves to the tracker.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { _controlTouchesMoved(touches, with: event) }
    /// Ends tracking and sends the touch-up event.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { _controlTouchesEnded(touches, with: event) }
    /// Cancels tracking and sends `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _controlTouchesCancelled(touches, with: event) }

    /// A disabled control ignores touches: hit-testing passes over it to the views behind.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    /// False for a single-finger single-tap recognizer of another view when the control's own default
    /// action is that tap, so the control gets the tap (Apple's "Attaching gesture recognizers to UIKit
    /// controls"); otherwise what `UIView` answers.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        _controlGestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Target–action (UIControl+TargetAction.swift)

    /// Sends `action` to `target` when one of `controlEvents` happens. The control holds the target
    /// weakly; a nil target sends the action up the responder chain. Adding the same target, action
    /// and events again does nothing.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        _addTarget(target, action: action, for: controlEvents)
    }

    /// Stops sending actions for `controlEvents`: to `target` (every target when nil), for `action`
    /// (every action of the target when nil). An entry left with no events is removed.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        _removeTarget(target, action: action, for: controlEvents)
    }

    /// The targets of the control's actions; `NSNull` stands for the responder chain.
    open var allTargets: Set<AnyHashable> { _allTargets }

    /// Every event that has an action or a `UIAction`.
    open var allControlEvents: UIControl.Event { _allControlEvents }

    /// The Objective-C names of the actions sent to `target` (nil: the responder chain) for
    /// `controlEvent`, in the order they were added; nil when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        _actions(forTarget: target, forControlEvent: controlEvent)
    }

    /// Sends `action` to `target` (the responder chain when nil) with this control as the sender, as
    /// `UIApplication.sendAction(_:to:from:for:)` does. Subclasses override it to watch or redirect
    /// actions.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Sends every action registered for one of `controlEvents`, in the order they were added:
    /// target–actions through `sendAction(_:to:for:)`, `UIAction`s through `sendAction(_:)`.
    open func sendActions(for controlEvents: UIControl.Event) {
        _sendActions(for: controlEvents)
    }

    /// Runs `action`'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action._perform(sender: self)
    }

    /// Runs `action` when one of `controlEvents` happens. An action with the identifier of one already
    /// added replaces it (keeping its place) and adds these events to it.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        _addAction(action, for: controlEvents)
    }

    /// Stops running `action` (matched by identifier) for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        _removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        _removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }
}
