import Foundation

extension UITableViewCell {
    /// Places the image at the leading margin, vertically centred, and the labels after it as the style
    /// arranges them: `.default` one label; `.value1` the detail trailing-aligned on the same line;
    /// `.value2` a trailing-aligned title column, then the detail; `.subtitle` the detail below the text.
    func _layoutStyleContent() {
        let bounds = contentView.bounds
        let margin = UITableViewCell._horizontalMargin
        var x = margin
        if let imageView = _imageView, let image = imageView.image {
            let size = image.size
            imageView.frame = CGRect(x: margin, y: ((bounds.height - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
            x = imageView.frame.maxX + UITableViewCell._imageSpacing
        } else {
            _imageView?.frame = .zero
        }
        let right = bounds.width - margin
        let width = max(0, right - x)
        switch _style {
        case .default:
            _textLabel?.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        case .value1:
            let detailWidth = min(width, _detailTextLabel?.intrinsicContentSize.width ?? 0)
            _detailTextLabel?.frame = CGRect(x: right - detailWidth, y: 0, width: detailWidth, height: bounds.height)
            _textLabel?.frame = CGRect(x: x, y: 0, width: max(0, width - detailWidth), height: bounds.height)
        case .value2:
            let titleWidth = UITableViewCell._value2TitleWidth
            _textLabel?.frame = CGRect(x: x, y: 0, width: titleWidth, height: bounds.height)
            let detailX = x + titleWidth + 6
            _detailTextLabel?.frame = CGRect(x: detailX, y: 0, width: max(0, right - detailX), height: bounds.height)
        case .subtitle:
            let textHeight = _textLabel?.intrinsicContentSize.height ?? 0
            let detailHeight = _detailTextLabel?.intrinsicContentSize.height ?? 0
            let top = ((bounds.height - textHeight - detailHeight) / 2).rounded()
            _textLabel?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            _detailTextLabel?.frame = CGRect(x: x, y: top + textHeight, width: width, height: detailHeight)
        }
    }
}
