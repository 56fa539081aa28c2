import Foundation

/// The backdrop of an app's user interface: the root of a view tree that is on screen when visible.
///
/// Windows start hidden. `makeKeyAndVisible()` shows the window and installs the root view controller's
/// view, which is where window-driven appearance callbacks begin.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The stacking level of a window.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The window's level; higher levels are above lower ones. A window given a new level comes in
    /// front of the other windows of that level.
    open var windowLevel: Level = .normal {
        didSet { if windowLevel != oldValue { _orderFront() } }
    }
    /// Where the window stands among the windows of its level: the larger, the nearer the front.
    var _order = 0
    /// The screen the window is on.
    open var screen: UIScreen = .main
    /// The window's first responder. The simulated keyboard follows it (`_Keyboard`).
    package weak var _firstResponder: UIResponder? {
        didSet { if _firstResponder !== oldValue { _Keyboard.firstResponderDidChange(in: self) } }
    }
    var _rootViewController: UIViewController?
    /// What the system shows for this window: status bar, orientations, home indicator (spec §18).
    package let _systemChrome = _SystemChrome()

    /// Creates a window with the given frame (hidden).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window that fills the main screen (hidden).
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Creates a window from an archive: a hidden window that fills the main screen.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = UIScreen.main.bounds
    }

    override func _didInit() {
        layer.isHidden = true
        _WindowList.add(self)
        _orderFront()
    }

    /// The view controller whose view fills the window. Setting it on a visible window removes the old
    /// root's view (it disappears) before the new root's view is added (it appears).
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set { _setRootViewController(newValue) }
    }

    /// The window's traits: its scene's (or screen's), with size classes from the window's own size,
    /// then the window's own overrides.
    open override var traitCollection: UITraitCollection { _traitOverrides._applied(to: _traitCollection(for: bounds.size)) }

    /// The window's rectangle. A size change tells the root view controller (and what it presents)
    /// with `viewWillTransition(to:with:)`, and `willTransition(to:with:)` when the traits change.
    open override var frame: CGRect {
        get { super.frame }
        set { _changeSize(to: newValue.size) { super.frame = newValue } }
    }
    /// The window's own coordinate space; a size change is announced as for `frame`.
    open override var bounds: CGRect {
        get { super.bounds }
        set { _changeSize(to: newValue.size) { super.bounds = newValue } }
    }

    /// Whether the window is hidden. Showing it puts its tree on screen, brings it in front of the
    /// other windows of its level, installs the root view and posts `didBecomeVisibleNotification`;
    /// hiding the key window resigns it and hands key status to the frontmost other visible window of
    /// its scene that can become key (UIWindow+Key.swift), then `didBecomeHiddenNotification` is posted.
    open override var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            layer._setContextRoot(!newValue)
            if !newValue {
                _orderFront()
                _installRootViewIfNeeded()
                NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
            } else {
                if isKeyWindow { _resignKeyAndPassOn() }
                NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
            }
        }
    }

    /// Whether the window can become the key window; true by default. A subclass that returns false is
    /// never made key: `makeKey()` and `makeKeyAndVisible()` leave the scene's key window as it is
    /// (the latter still shows the window), and the window is passed over when the key window hides.
    /// [INFERRED] Apple documents the default only; ignoring the attempt is AppKit's documented rule.
    open var canBecomeKey: Bool { true }

    /// Whether this is the key window of its scene (of the sceneless windows, for a window without a
    /// scene): the one that receives keyboard and other non-touch events there.
    open var isKeyWindow: Bool { _WindowList.sceneKeyWindow(in: _windowScene) === self }

    /// Makes the window the key window of its scene, without showing it or changing its place among the
    /// windows. The scene's previous key window gets `resignKey()` and `didResignKeyNotification` is
    /// posted for it; then this one gets `becomeKey()` and `didBecomeKeyNotification`. Key windows of
    /// other scenes stay key. Does nothing when `canBecomeKey` is false.
    open func makeKey() {
        guard canBecomeKey, !isKeyWindow else { return }
        let scene = _windowScene
        let previous = _WindowList.sceneKeyWindow(in: scene)
        _WindowList.setKeyWindow(self, in: scene)
        _WindowList.keyOrder.removeAll { $0.window == nil || $0.window === self || $0.window === previous }
        _WindowList.keyOrder.append(_WeakWindow(self))
        previous?._resignKey()
        becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Shows the window (in front of the other windows of its level) and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called when the window becomes key, before `didBecomeKeyNotification` is posted. Does nothing by
    /// default.
    open func becomeKey() {}
    /// Called when the window stops being key, before `didResignKeyNotification` is posted. Does
    /// nothing by default.
    open func resignKey() {}

    /// Posted when a window becomes the key window; the object is the window.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window; the object is the window.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// Posted when a window is shown; the object is the window.
    nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window is hidden; the object is the window.
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")

    /// Puts the window in front of the other windows of its level.
    func _orderFront() {
        _WindowList.orderCount += 1
        _order = _WindowList.orderCount
    }

    /// The safe-area insets of the window itself: the screen's unsafe edges, as far as the window's
    /// frame (in screen coordinates) reaches into them.
    var _windowSafeAreaInsets: UIEdgeInsets { _windowSafeAreaInsets(forFrame: frame) }

    /// The window's own safe-area insets were its frame `f`.
    func _windowSafeAreaInsets(forFrame f: CGRect) -> UIEdgeInsets {
        let unsafe = screen._safeAreaInsets, edges = screen.bounds
        // A frame reaching past a screen edge is clamped to it: beyond the screen there is no unsafe band.
        return UIEdgeInsets(top: max(0, unsafe.top - max(0, f.minY - edges.minY)),
                            left: max(0, unsafe.left - max(0, f.minX - edges.minX)),
                            bottom: max(0, unsafe.bottom - max(0, edges.maxY - f.maxY)),
                            right: max(0, unsafe.right - max(0, edges.maxX - f.maxX)))
    }

    override var _responderWindow: UIWindow? { self }

    // MARK: Scenes and events (UIWindow+Events.swift)

    weak var _windowScene: UIWindowScene?
    /// The size the window is about to take while its size change tells the controllers
    /// (`viewWillTransition(to:with:)` comes before the change), nil otherwise.
    var _sizeTransitionTarget: CGSize?

    /// Creates a window in `windowScene`, filling its screen (hidden).
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to; setting it moves the window to that scene's `windows`.
    open var windowScene: UIWindowScene? {
        get { _windowScene }
        set { _setWindowScene(newValue) }
    }

    /// A window's next responder is its scene, else the application.
    open override var next: UIResponder? { _windowScene ?? UIApplication.shared }

    /// Delivers an event to the window's views: touches go to their gesture recognizers first, then to
    /// the views they were hit-tested to (spec §19.1). `UIApplication.sendEvent(_:)` calls it. Call
    /// `super` to deliver the event.
    open func sendEvent(_ event: UIEvent) { _sendEvent(event) }
}

/// Every window alive, and the key windows; all held weakly, as on iOS, where a window the app drops
/// goes away even while visible.
@MainActor package enum _WindowList {
    /// Weak entries, some of them for windows that have gone; `add(_:)` drops those as the list grows.
    private(set) static var all: [_WeakWindow] = []
    /// The key window of the windows that belong to no scene (they share one key window, as a scene's do).
    static weak var scenelessKeyWindow: UIWindow?
    /// The windows that are key in their scene (or among the sceneless windows), in the order they became
    /// key: at most one a scene, so short. Entries of windows that resigned or went are dropped lazily.
    static var keyOrder: [_WeakWindow] = []
    /// The app's key window (`UIApplication.keyWindow`): of the scenes' key windows, the one made key
    /// last. Keyboard events, nil-targeted actions and non-touch events go to it.
    static var keyWindow: UIWindow? { keyOrder.last { $0.window?.isKeyWindow == true }?.window }
    /// The last order handed out by `UIWindow._orderFront()`.
    static var orderCount = 0
    /// The length at which the next `add(_:)` drops the entries of deallocated windows: twice the
    /// number alive after the last drop, so each entry is visited a constant number of times on average.
    private static var pruneLength = 16

    /// Registers a new window.
    static func add(_ window: UIWindow) {
        all.append(_WeakWindow(window))
        guard all.count >= pruneLength else { return }
        all.removeAll { $0.window == nil }
        pruneLength = max(16, 2 * all.count)
    }

    /// The number of entries kept, alive or not (for tests of the pruning).
    package static var entryCount: Int { all.count }
}

@MainActor struct _WeakWindow {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
}
