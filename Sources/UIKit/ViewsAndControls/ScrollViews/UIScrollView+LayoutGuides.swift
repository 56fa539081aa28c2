import Foundation

/// The scroll view's two layout guides and the constraints that tie them to its geometry, built from
/// the public Auto Layout API.
///
/// The content guide starts at the content's origin; its size follows `contentSize` at fitting priority,
/// so constraints from the content to its edges win, and layout then copies the solved size into
/// `contentSize`. The frame guide is the visible rectangle: its origin follows the content offset.
@MainActor final class _ScrollLayoutGuides {
    let content = UILayoutGuide()
    let frame = UILayoutGuide()
    let contentWidth: NSLayoutConstraint, contentHeight: NSLayoutConstraint
    let frameLeft: NSLayoutConstraint, frameTop: NSLayoutConstraint
    /// How many constraints name the content guide before the client adds any.
    let ownContentConstraints: Int

    init(_ scrollView: UIScrollView) {
        content.identifier = "UIScrollView-contentLayoutGuide"
        frame.identifier = "UIScrollView-frameLayoutGuide"
        scrollView.addLayoutGuide(content)
        scrollView.addLayoutGuide(frame)
        let size = scrollView.contentSize, offset = scrollView.contentOffset
        contentWidth = content.widthAnchor.constraint(equalToConstant: size.width)
        contentHeight = content.heightAnchor.constraint(equalToConstant: size.height)
        contentWidth.priority = .fittingSizeLevel
        contentHeight.priority = .fittingSizeLevel
        frameLeft = frame.leftAnchor.constraint(equalTo: scrollView.leftAnchor, constant: offset.x)
        frameTop = frame.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: offset.y)
        let contentEdges = [content.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
                            content.topAnchor.constraint(equalTo: scrollView.topAnchor)]
        NSLayoutConstraint.activate(contentEdges + [contentWidth, contentHeight, frameLeft, frameTop,
            frame.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            frame.heightAnchor.constraint(equalTo: scrollView.heightAnchor)])
        ownContentConstraints = content._referencingConstraints.count
    }
}

extension UIScrollView {
    var _scrollLayoutGuides: _ScrollLayoutGuides {
        if let guides = _guides { return guides }
        let guides = _ScrollLayoutGuides(self)
        _guides = guides
        return guides
    }

    func _scrollLayoutGuidesContentSizeDidChange() {
        guard let guides = _guides else { return }
        if guides.contentWidth.constant != _contentSize.width { guides.contentWidth.constant = _contentSize.width }
        if guides.contentHeight.constant != _contentSize.height { guides.contentHeight.constant = _contentSize.height }
    }

    func _scrollLayoutGuidesOffsetDidChange() {
        guard let guides = _guides else { return }
        let offset = layer.bounds.origin
        if guides.frameLeft.constant != offset.x { guides.frameLeft.constant = offset.x }
        if guides.frameTop.constant != offset.y { guides.frameTop.constant = offset.y }
    }

    /// After layout: a content guide that the client's constraints size sets `contentSize`.
    func _adoptContentLayoutGuideSize() {
        guard let guides = _guides, guides.content._referencingConstraints.count > guides.ownContentConstraints else { return }
        let size = guides.content.layoutFrame.size
        if size != _contentSize { contentSize = size }
    }
}
