import Foundation

/// A bar with a search field and an optional Cancel button. Editing in the field, text changes, the
/// keyboard's Search key and the Cancel button are reported to `delegate` (`UISearchBarDelegate`) in iOS's
/// order: `searchBarShouldBeginEditing` → (first responder) → `searchBarTextDidBeginEditing`;
/// `searchBar(_:shouldChangeTextIn:replacementText:)` → `searchBar(_:textDidChange:)`;
/// `searchBarShouldEndEditing` → (resigned) → `searchBarTextDidEndEditing`. Setting `text` in code tells
/// the delegate nothing [INFERRED].
///
/// Laid out with `_SearchBarMetrics` (provisional): the bar is 56 points high, the field 36 high with
/// 8-point side insets, centred; the Cancel button sits 8 points from the trailing edge, 8 after the field.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's field; the search bar is its text field delegate.
    public let searchTextField: UISearchTextField
    /// Told about editing, text and buttons.
    open weak var delegate: UISearchBarDelegate?
    let _cancelButton: UIButton
    lazy var _fieldDelegate = _UISearchBarFieldDelegate(bar: self)
    /// The search controller managing the bar, if any.
    weak var _searchController: UISearchController?
    /// The navigation bar whose search area shows this search bar (UINavigationBar+SearchBar.swift), if any.
    var _hostingNavigationBar: UINavigationBar? {
        guard let bar = superview?.superview as? UINavigationBar, superview === bar._searchBarContainer else { return nil }
        return bar
    }

    public override init(frame: CGRect) {
        searchTextField = UISearchTextField(frame: .zero)
        _cancelButton = UIButton(type: .system)
        super.init(frame: frame)
        _configureSearchBar()
    }
    public required init?(coder: NSCoder) {
        searchTextField = UISearchTextField(frame: .zero)
        _cancelButton = UIButton(type: .system)
        super.init(coder: coder)
        _configureSearchBar()
    }

    /// The field's text ("" when empty). Setting it does not tell the delegate.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The field's placeholder.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the field (stored; not drawn).
    open var prompt: String?
    /// Whether the Cancel button shows; false by default.
    open var showsCancelButton: Bool = false {
        didSet { if showsCancelButton != oldValue { _cancelButton.isHidden = !showsCancelButton; setNeedsLayout() } }
    }
    /// Shows or hides the Cancel button (the change is not animated here).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
    /// Whether the bookmark button shows (stored; not drawn).
    open var showsBookmarkButton = false
    /// Whether the results-list button shows (stored; not drawn).
    open var showsSearchResultsButton = false

    /// Begins editing in the field.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    /// Ends editing in the field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// The bar's width and 56 points.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: _SearchBarMetrics.height)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: _SearchBarMetrics.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = _SearchBarMetrics.sideInset, fieldHeight = _SearchBarMetrics.fieldHeight
        var fieldWidth = bounds.width - 2 * inset
        if showsCancelButton {
            let buttonWidth = _cancelButton.intrinsicContentSize.width
            _cancelButton.frame = CGRect(x: bounds.width - inset - buttonWidth, y: 0, width: buttonWidth, height: bounds.height)
            fieldWidth -= buttonWidth + inset
        }
        searchTextField.frame = CGRect(x: inset, y: ((bounds.height - fieldHeight) / 2).rounded(),
                                       width: max(0, fieldWidth), height: fieldHeight)
    }

    private func _configureSearchBar() {
        addSubview(searchTextField)
        searchTextField.delegate = _fieldDelegate
        searchTextField.returnKeyType = .search
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.searchTextField.text ?? "")
            self._searchController?._searchTextDidChange()
        }, for: .editingChanged)
        _cancelButton.setTitle("Cancel", for: .normal)
        _cancelButton.isHidden = true
        _cancelButton.addAction(UIAction { [weak self] _ in self?._cancelButtonTapped() }, for: .touchUpInside)
        addSubview(_cancelButton)
    }

    /// The Cancel button was tapped: the delegate hears of it, then a managing search controller ends.
    func _cancelButtonTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        _searchController?._searchBarCancelled()
    }
}

/// The search bar's measurements (provisional, from iOS 13+ screenshots: no documented figures).
enum _SearchBarMetrics {
    static let height: CGFloat = 56
    static let fieldHeight: CGFloat = 36
    static let sideInset: CGFloat = 8
}

/// The field's delegate: turns its text field calls into the search bar's delegate calls.
@MainActor
final class _UISearchBarFieldDelegate: NSObject, UITextFieldDelegate {
    weak var bar: UISearchBar?
    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar._searchController?._searchFieldDidBeginEditing()
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
