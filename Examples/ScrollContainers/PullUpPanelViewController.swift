import UIKit

/// A pull-up panel over a main view, as map-style apps build it: the panel rests collapsed (its top
/// `collapsedHeight` above the bottom) or expanded (its top at `expandedTop`), and holds a vertical list
/// (`listView`, a `UIScrollView`).
///
/// One drag moves the panel or scrolls the list, never both at once:
/// - collapsed or in between, a drag moves the panel, also over the list (the list stays at its top);
/// - expanded, a drag up scrolls the list; a drag down scrolls the list back to its top edge and from
///   there moves the panel down.
///
/// iOS has no public hand-over between a panel's pan and an inner scroll view (sheets do it privately,
/// `prefersScrollingExpandsWhenScrolledToEdge`); apps do what this class does: the panel's pan
/// recognizes simultaneously with `listView.panGestureRecognizer`, and while the panel moves it holds
/// the list at its top by setting `contentOffset` (which a drag in progress keeps, and continues from).
public final class PullUpPanelViewController: UIViewController, UIGestureRecognizerDelegate {
    /// The view behind the panel.
    public let contentViewController: UIViewController
    /// The scrolling list inside the panel.
    public let listView: UIScrollView
    /// The panel itself: a handle strip on top, the list below.
    public let panelView = UIView()
    /// How much of the panel shows while collapsed.
    public var collapsedHeight: CGFloat = 120
    /// The panel's top edge while expanded, from the top of the view.
    public var expandedTop: CGFloat = 60
    /// The height of the handle strip above the list.
    public var handleHeight: CGFloat = 24
    /// How long the snap animation takes.
    public var snapDuration: TimeInterval = 0.25
    /// Whether the panel is expanded (after the last snap).
    public private(set) var isExpanded = false
    /// Called after each snap with the new state.
    public var didSnap: ((Bool) -> Void)?

    public private(set) lazy var panRecognizer = UIPanGestureRecognizer(
        target: self, action: Selector("handlePan:", PullUpPanelViewController.handlePan(_:)))
    private var lastTranslation: CGFloat = 0
    private var movedPanel = false

    public init(content: UIViewController, list: UIScrollView) {
        contentViewController = content
        listView = list
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addChild(contentViewController)
        view.addSubview(contentViewController.view)
        contentViewController.didMove(toParent: self)
        panelView.backgroundColor = .systemBackground
        listView.contentInsetAdjustmentBehavior = .never
        panelView.addSubview(listView)
        view.addSubview(panelView)
        panRecognizer.delegate = self
        panelView.addGestureRecognizer(panRecognizer)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        contentViewController.view.frame = view.bounds
        let height = view.bounds.height - expandedTop
        panelView.frame = CGRect(x: 0, y: restingTop(expanded: isExpanded), width: view.bounds.width, height: height)
        listView.frame = CGRect(x: 0, y: handleHeight, width: view.bounds.width, height: max(0, height - handleHeight))
    }

    /// The panel's top edge, in the view's coordinates.
    public var panelTop: CGFloat { panelView.frame.minY }

    /// Expands or collapses the panel.
    public func setExpanded(_ expanded: Bool, animated: Bool) {
        isExpanded = expanded
        let top = restingTop(expanded: expanded)
        let move = { self.panelView.frame.origin.y = top }
        if animated {
            UIView.animate(withDuration: snapDuration, delay: 0, options: [.curveEaseOut], animations: move) { _ in
                self.didSnap?(expanded)
            }
        } else {
            move()
            didSnap?(expanded)
        }
    }

    private func restingTop(expanded: Bool) -> CGFloat {
        expanded ? expandedTop : view.bounds.height - collapsedHeight
    }

    private var listTop: CGFloat { -listView.adjustedContentInset.top }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            lastTranslation = 0
            movedPanel = false
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            follow(pan)
            guard movedPanel else { return }
            // The list does not fling or bounce after a drag that moved the panel.
            listView.setContentOffset(CGPoint(x: listView.contentOffset.x, y: listTop), animated: false)
            let velocity = pan.velocity(in: view).y
            let expand = abs(velocity) > 300 ? velocity < 0
                : panelTop < (restingTop(expanded: true) + restingTop(expanded: false)) / 2
            setExpanded(expand, animated: true)
        default:
            break
        }
    }

    /// Moves the panel by the finger's movement since the last call when the panel, not the list, should
    /// follow it; then holds the list at its top.
    private func follow(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view).y
        let delta = translation - lastTranslation
        lastTranslation = translation
        guard delta != 0 else { return }
        let top = restingTop(expanded: true), bottom = restingTop(expanded: false)
        let listAtTop = listView.contentOffset.y <= listTop
        let panelExpanded = panelTop <= top
        guard !panelExpanded || (listAtTop && delta > 0) else { return }
        movedPanel = true
        panelView.frame.origin.y = min(max(panelTop + delta, top), bottom)
        if listView.contentOffset.y != listTop {
            listView.contentOffset = CGPoint(x: listView.contentOffset.x, y: listTop)
        }
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === listView.panGestureRecognizer
    }
}
