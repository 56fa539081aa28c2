import Foundation

extension UITableView {
    /// Registers the class that `dequeueReusableHeaderFooterView(withIdentifier:)` creates for
    /// `identifier`; nil removes the registration.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        if let viewClass = aClass as? UITableViewHeaderFooterView.Type { _registeredHeaderFooterClasses[identifier] = viewClass }
        else { _registeredHeaderFooterClasses[identifier] = nil }
    }

    /// A queued header or footer view of `identifier` (after its `prepareForReuse()`), a new one of the
    /// registered class, or nil when neither exists.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = _headerFooterQueues[identifier], let view = queue.popLast() {
            _headerFooterQueues[identifier] = queue
            view.prepareForReuse()
            return view
        }
        return _registeredHeaderFooterClasses[identifier]?.init(reuseIdentifier: identifier)
    }

    /// The header view shown for `section` when it is a `UITableViewHeaderFooterView`, or nil.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _headerViews[section] as? UITableViewHeaderFooterView
    }
    /// The footer view shown for `section` when it is a `UITableViewHeaderFooterView`, or nil.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _footerViews[section] as? UITableViewHeaderFooterView
    }

    /// The header height of `section` from the delegate or `sectionHeaderHeight`; an automatic one is
    /// `_titledSupplementaryHeight` when the data source gives a title, else as `_resolvedSupplementaryHeight`.
    func _headerHeight(_ section: Int) -> CGFloat {
        let height = _tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if height < 0, _dataSource?.tableView(self, titleForHeaderInSection: section) != nil {
            return UITableView._titledSupplementaryHeight
        }
        return _resolvedSupplementaryHeight(height)
    }
    /// The footer height of `section`, as `_headerHeight` does it for footers.
    func _footerHeight(_ section: Int) -> CGFloat {
        let height = _tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if height < 0, _dataSource?.tableView(self, titleForFooterInSection: section) != nil {
            return UITableView._titledSupplementaryHeight
        }
        return _resolvedSupplementaryHeight(height)
    }

    /// The view for a header or footer coming into sight: the delegate's, else a
    /// `UITableViewHeaderFooterView` the table makes for the data source's title, else nil.
    func _supplementaryView(header: Bool, section: Int) -> UIView? {
        let delegate = _tableDelegate
        if let view = header ? delegate?.tableView(self, viewForHeaderInSection: section)
                             : delegate?.tableView(self, viewForFooterInSection: section) {
            return view
        }
        guard let title = header ? _dataSource?.tableView(self, titleForHeaderInSection: section)
                                 : _dataSource?.tableView(self, titleForFooterInSection: section) else { return nil }
        let view = dequeueReusableHeaderFooterView(withIdentifier: UITableView._titleViewIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: UITableView._titleViewIdentifier)
        view.textLabel?.text = title
        return view
    }

    /// Takes a header or footer view off the table; one with a reuse identifier goes to its queue.
    func _retireSupplementaryView(_ view: UIView) {
        view.removeFromSuperview()
        if let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier {
            _headerFooterQueues[identifier, default: []].append(view)
        }
    }

    /// Places the header and footer views for the sections in sight (asked once per showing), floating
    /// in a plain table (UITableView+FloatingHeaders.swift), in front of the cells; those of sections
    /// that left go first. A section's view stays while any of the section is in sight.
    func _layoutSupplementaryViews() {
        let inSight = _sections(overlapping: bounds.minY, bounds.maxY)
        let sections = Set(inSight)
        _retireSupplementaryViews(\._headerViews, keeping: sections)
        _retireSupplementaryViews(\._footerViews, keeping: sections)
        for section in inSight {
            _placeSupplementaryView(\._headerViews, header: true, section: section)
            _placeSupplementaryView(\._footerViews, header: false, section: section)
        }
        _keepSupplementaryViewsInFront()
    }

    /// Retires the views in `views` whose sections are no longer in sight.
    private func _retireSupplementaryViews(_ views: ReferenceWritableKeyPath<UITableView, [Int: UIView]>,
                                           keeping sections: Set<Int>) {
        for section in self[keyPath: views].keys.sorted() where !sections.contains(section) {
            if let view = self[keyPath: views].removeValue(forKey: section) { _retireSupplementaryView(view) }
        }
    }

    /// Puts a section's header or footer view at its displayed rectangle; one that has none yet is asked
    /// for when that rectangle has a height and is in sight. A view already shown is moved even when its
    /// rectangle has left the bounds (it stays until its section leaves).
    private func _placeSupplementaryView(_ views: ReferenceWritableKeyPath<UITableView, [Int: UIView]>,
                                         header: Bool, section: Int) {
        let rect = header ? _displayedHeaderRect(inSection: section) : _displayedFooterRect(inSection: section)
        if let view = self[keyPath: views][section] {
            view.frame = rect
            return
        }
        guard rect.height > 0, rect.intersects(bounds),
              let view = _supplementaryView(header: header, section: section) else { return }
        self[keyPath: views][section] = view
        addSubview(view)
        view.frame = rect
    }
}
