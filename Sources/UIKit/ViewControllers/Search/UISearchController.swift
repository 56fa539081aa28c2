import Foundation

/// Manages a search bar and shows search results over the content it searches.
///
/// Becoming active (the search bar begins editing, or `isActive` set true) presents the search
/// controller over the current context (`.overCurrentContext`) of the view controller that shows its
/// search bar, else of the one whose navigation item holds it, through the ordinary presentation path; its
/// `searchResultsController` is its child, so its appearance follows the presentation's. The order is
/// `willPresentSearchController`, the presentation begins (the results controller loads, becomes the
/// search controller's child view and gets `viewWillAppear`), `updateSearchResults(for:)`, and after the
/// presentation `didPresentSearchController` [INFERRED order]. Ending (the Cancel button, or `isActive`
/// false): `willDismissSearchController`, the bar resigns, the dismissal, `didDismissSearchController`.
/// The Cancel button also empties the text. A delegate that implements `presentSearchController(_:)`
/// presents it itself and gets no will/did-present calls.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows the results, a child of the search controller; nil shows them in the
    /// searched content.
    public let searchResultsController: UIViewController?
    /// The search bar the controller manages; place it in the interface (or leave it to a navigation item).
    public let searchBar: UISearchBar
    /// Updates the results as the text changes.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told around the automatic presentation and dismissal.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the content below is covered while the controller is active; true by default. The cover is
    /// the search controller's view, a 10 % black (INFERRED colour), and a tap on it ends the search.
    open var obscuresBackgroundDuringPresentation = true {
        didSet { _applyBackground() }
    }
    /// The old name of `obscuresBackgroundDuringPresentation`.
    @available(iOS, deprecated: 12.0)
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while the controller is active; true by default (stored: the bar does
    /// not hide here, and a search bar in the navigation bar stays where it is while the search is active).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows its Cancel button while active (iOS 13); true by default.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows even while the text is empty (iOS 13); false by default.
    open var showsSearchResultsController = false {
        didSet { _updateResultsVisibility() }
    }
    /// Whether the results controller shows automatically once there is text (iOS 13); true by default.
    open var automaticallyShowsSearchResultsController = true {
        didSet { _updateResultsVisibility() }
    }
    /// The navigation item holding the controller (UINavigationItem.searchController).
    weak var _holdingItem: UINavigationItem?
    private var _active = false

    /// Creates a search controller that shows results in `searchResultsController` (nil: in the content).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: _SearchBarMetrics.height))
        super.init(nibName: nil, bundle: nil)
        _configureSearchController()
    }
    /// Creates a search controller with no results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: _SearchBarMetrics.height))
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _configureSearchController()
    }
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: _SearchBarMetrics.height))
        super.init(coder: coder)
        _configureSearchController()
    }

    /// Whether the search interface is presented. Setting it true presents it (the bar does not begin
    /// editing); false dismisses it. Nothing happens while there is no controller to present it from.
    open var isActive: Bool {
        get { _active }
        set { newValue ? _activate() : _deactivate(clearingText: false) }
    }

    /// The controller's view: the cover over the searched content, which lets touches through to a navigation
    /// bar that shows the search bar, so that the field and its Cancel button stay usable.
    open override func loadView() {
        let cover = _UISearchCoverView(frame: UIScreen.main.bounds)
        cover.searchController = self
        view = cover
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        _applyBackground()
        if let results = searchResultsController {
            let resultsView = results.view!
            resultsView.frame = view.bounds
            resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(resultsView)
            results.didMove(toParent: self)
        }
        _updateResultsVisibility()
        view.addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] recognizer in
            guard let self, recognizer.state == .ended, obscuresBackgroundDuringPresentation,
                  searchResultsController?.view.isHidden ?? true else { return }
            _deactivate(clearingText: false)
        }))
    }

    private func _configureSearchController() {
        modalPresentationStyle = .overCurrentContext
        searchBar._searchController = self
        if let results = searchResultsController { addChild(results) }
    }

    private func _applyBackground() {
        guard isViewLoaded else { return }
        view.backgroundColor = obscuresBackgroundDuringPresentation ? UIColor(white: 0, alpha: 0.1) : .clear
    }

    /// Shows the results controller while there is text (or always, with `showsSearchResultsController`).
    func _updateResultsVisibility() {
        guard isViewLoaded, let results = searchResultsController, results.isViewLoaded else { return }
        let hasText = !(searchBar.text ?? "").isEmpty
        results.view.isHidden = !(showsSearchResultsController || (automaticallyShowsSearchResultsController && hasText))
    }

    /// The controller the search is presented from: the one whose navigation item holds the search controller
    /// when a navigation bar shows the search bar, else the one showing the search bar, else the item's.
    var _presentingContext: UIViewController? {
        if searchBar._hostingNavigationBar != nil, let owner = _holdingItem?._owner { return owner }
        var responder: UIResponder? = searchBar.superview
        while let current = responder {
            if let controller = current as? UIViewController, controller !== self { return controller }
            responder = current.next
        }
        return _holdingItem?._owner
    }

    func _activate() {
        guard !_active, let host = _presentingContext, host.view.window != nil else { return }
        _active = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if let delegate, _ifImplemented("presentSearchController(_:)", { delegate.presentSearchController(self) }) {
            searchResultsUpdater?.updateSearchResults(for: self)
            return
        }
        delegate?.willPresentSearchController(self)
        host.present(self, animated: true) { [weak self] in
            guard let self else { return }
            delegate?.didPresentSearchController(self)
        }
        searchResultsUpdater?.updateSearchResults(for: self)
        _updateResultsVisibility()
    }

    func _deactivate(clearingText: Bool) {
        guard _active else { return }
        _active = false
        delegate?.willDismissSearchController(self)
        if clearingText { searchBar.text = "" }
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        let dismissal: () -> Void = { [weak self] in
            guard let self else { return }
            delegate?.didDismissSearchController(self)
        }
        if presentingViewController != nil { dismiss(animated: true, completion: dismissal) } else { dismissal() }
    }

    /// The search field began editing: the controller becomes active, or, already active, updates.
    func _searchFieldDidBeginEditing() {
        if _active { searchResultsUpdater?.updateSearchResults(for: self) } else { _activate() }
    }
    /// The user changed the text.
    func _searchTextDidChange() {
        _updateResultsVisibility()
        if _active { searchResultsUpdater?.updateSearchResults(for: self) }
    }
    /// The Cancel button: the text empties and the search ends.
    func _searchBarCancelled() {
        _deactivate(clearingText: true)
    }
}

/// The search controller's view: a cover that takes touches everywhere except over the navigation bar that
/// shows its search bar.
final class _UISearchCoverView: UIView {
    weak var searchController: UISearchController?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if let bar = searchController?.searchBar._hostingNavigationBar, bar.window === window, !bar.isHidden,
           bar.bounds.contains(convert(point, to: bar)) {
            return false
        }
        return super.point(inside: point, with: event)
    }
}
