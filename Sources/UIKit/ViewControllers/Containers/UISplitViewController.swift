import Foundation

/// A container of two or three columns side by side that collapses into one navigation stack in a
/// horizontally compact environment (spec §17.5–§17.7).
///
/// With a column style (`init(style:)`), `setViewController(_:for:)` wraps each column's controller in
/// a `UINavigationController` (not the `.compact` one), and a compact width stacks the columns in the
/// primary column's navigation controller, the secondary on top unless the delegate says otherwise.
/// Children appear through their views joining the window, so they get appearance calls only when
/// their column is on screen.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns the split view has, with UIKit's raw values.
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn = 1, tripleColumn = 2 }
    /// A column, with UIKit's raw values.
    public enum Column: Int, Sendable { case primary = 0, supplementary = 1, secondary = 2, compact = 3 }
    /// How the columns are arranged, with UIKit's raw values.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3,
             twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
        /// The old name of `.secondaryOnly`.
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// The old name of `.oneBesideSecondary`.
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The old name of `.oneOverSecondary`.
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }
    /// How side columns share the space with the secondary column, with UIKit's raw values.
    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile = 1, overlay = 2, displace = 3 }
    /// Which side the primary column is on, with UIKit's raw values.
    public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing = 1 }
    /// Whether the display-mode button shows, with UIKit's raw values.
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic = 0, never = 1, always = 2 }
    /// The background of the primary column, with UIKit's raw values.
    public enum BackgroundStyle: Int, Sendable { case none = 0, sidebar = 1 }

    /// The value that lets the split view controller choose a width.
    public class var automaticDimension: CGFloat { -1 }

    let _style: Style
    weak var _splitDelegate: UISplitViewControllerDelegate?
    /// The controllers the caller set, by column.
    var _columnControllers: [Column: UIViewController] = [:]
    /// The navigation controllers that wrap the primary, supplementary and secondary columns.
    var _columnNavigation: [Column: UINavigationController] = [:]
    var _isCollapsed = false
    var _interfaceBuilt = false
    var _displayMode: DisplayMode = .secondaryOnly
    var _preferredDisplayMode: DisplayMode = .automatic
    /// While collapsed: how many controllers of the primary stack are the primary column's own, and
    /// which columns' controllers were stacked above them.
    var _collapsedPrimaryCount = 0
    var _movedOnCollapse: [(Column, [UIViewController])] = []

    /// Creates a split view controller with `style` columns.
    public init(style: Style) {
        _style = style
        super.init(nibName: nil, bundle: nil)
    }
    /// Creates a classic split view controller (style `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// Creates a classic split view controller from an archive.
    public required init?(coder: NSCoder) {
        _style = .unspecified
        super.init(coder: coder)
    }

    /// The column style given at creation.
    open var style: Style { _style }
    /// Told about collapsing, expanding and display-mode changes.
    open weak var delegate: UISplitViewControllerDelegate? {
        get { _splitDelegate }
        set { _splitDelegate = newValue }
    }

    /// Sets the controller of `column`. Any controller but a navigation controller is wrapped in one,
    /// except for `.compact`; for `.secondary`, when a navigation controller is there already, the
    /// controller is pushed on its stack (Apple: "expected behavior", spec D10).
    open func setViewController(_ vc: UIViewController?, for column: Column) { _setViewController(vc, for: column) }
    /// The controller set for `column`: the caller's, not its wrapping navigation controller; nil for a
    /// classic split view controller.
    open func viewController(for column: Column) -> UIViewController? {
        _style == .unspecified ? nil : _columnControllers[column]
    }
    /// Shows `column`: pushes or pops to it when collapsed, changes the display mode when expanded.
    open func show(_ column: Column) { _show(column) }
    /// Hides `column`: pops it when collapsed and on top, changes the display mode when expanded.
    open func hide(_ column: Column) { _hide(column) }

    /// The arrangement the app would like; `.automatic` by default.
    open var preferredDisplayMode: DisplayMode {
        get { _preferredDisplayMode }
        set { _setPreferredDisplayMode(newValue) }
    }
    /// The arrangement in effect; never `.automatic`.
    open var displayMode: DisplayMode { _displayMode }
    /// How side columns share space, preferred; `.automatic` by default (stored).
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// How side columns share space: `.tile` unless a behavior is preferred.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    /// Whether the columns are collapsed into one stack.
    open var isCollapsed: Bool { _isCollapsed }
    /// Whether a swipe shows the primary column; true by default (stored; no gestures yet).
    open var presentsWithGesture = true
    /// Whether the triple-column layout shows a secondary-only button; false by default (stored).
    open var showsSecondaryOnlyButton = false
    /// Whether the display-mode button shows; `.automatic` by default (stored).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    /// The primary column's preferred share of the width; `automaticDimension` by default.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's preferred width in points; `automaticDimension` by default.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's smallest width; `automaticDimension` by default.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's largest width; `automaticDimension` by default.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat { _primaryColumnWidth }
    /// The supplementary column's preferred share of the width; `automaticDimension` by default.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// The supplementary column's preferred width in points; `automaticDimension` by default.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The supplementary column's width now.
    open var supplementaryColumnWidth: CGFloat { _supplementaryColumnWidth }
    /// The side of the primary column; `.leading` by default (stored).
    open var primaryEdge: PrimaryEdge = .leading
    /// The primary column's background; `.none` by default (stored).
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// The classic API's children: the primary and, when set, the secondary column's controller
    /// (their wrapping navigation controllers for a column style). Setting it sets those columns.
    open var viewControllers: [UIViewController] {
        get { _classicViewControllers }
        set { _setClassicViewControllers(newValue) }
    }

    /// Shows `vc` in the secondary column (pushed on the collapsed stack), or, for a classic split
    /// view, asks the delegate first.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        _showDetail(vc, sender: sender)
    }

    /// The collapsing and expanding happen here, before the new traits arrive.
    open override func willTransition(to newCollection: UITraitCollection,
                                      with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        _updateCollapsed(horizontalSizeClass: newCollection.horizontalSizeClass)
    }

    /// The delegate's `splitViewControllerSupportedInterfaceOrientations(_:)`, else the default.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        _splitDelegate.flatMap { delegate in
            _ifImplemented("splitViewControllerSupportedInterfaceOrientations(_:)") {
                delegate.splitViewControllerSupportedInterfaceOrientations(self)
            }
        } ?? super.supportedInterfaceOrientations
    }

    override func _containerWillLayout() { _layoutColumns() }
}

/// The split view controller's delegate.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// The column to show on top when the interface collapses; `proposedTopColumn` (the secondary) by default.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode to use when the interface expands; `proposedDisplayMode` by default.
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// Called after the interface collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Called after the interface expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Called before `column` is shown.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// Called before `column` is hidden.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// Called before the display mode changes.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Classic split views: return true to take over collapsing `secondaryViewController` onto `primaryViewController`.
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Classic split views: return true to take over `showDetailViewController(_:sender:)`.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// The orientations the split view controller supports, asked instead of its own default.
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask
}

// Optional on iOS: the defaults mark themselves as absent (ObjectiveC's OptionalRequirements.swift).
extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        _optionalRequirementNotImplemented("splitViewController(_:topColumnForCollapsingToProposedTopColumn:)")
        return proposedTopColumn
    }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        _optionalRequirementNotImplemented("splitViewController(_:displayModeForExpandingToProposedDisplayMode:)")
        return proposedDisplayMode
    }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        _optionalRequirementNotImplemented("splitViewControllerDidCollapse(_:)")
    }
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        _optionalRequirementNotImplemented("splitViewControllerDidExpand(_:)")
    }
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        _optionalRequirementNotImplemented("splitViewController(_:willShow:)")
    }
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        _optionalRequirementNotImplemented("splitViewController(_:willHide:)")
    }
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        _optionalRequirementNotImplemented("splitViewController(_:willChangeTo:)")
    }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool {
        _optionalRequirementNotImplemented("splitViewController(_:collapseSecondary:onto:)")
        return false
    }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        _optionalRequirementNotImplemented("splitViewController(_:showDetail:sender:)")
        return false
    }
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask {
        _optionalRequirementNotImplemented("splitViewControllerSupportedInterfaceOrientations(_:)")
        return .allButUpsideDown
    }
}
