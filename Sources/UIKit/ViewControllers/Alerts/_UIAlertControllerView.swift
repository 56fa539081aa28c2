import Foundation

/// The metrics and colours of alerts and action sheets on a phone, light mode. iOS documents none of
/// them; they are our measurements of iPhone screenshots (portrait), and the durations are estimates.
enum _UIAlertMetrics {
    /// An alert's width.
    static let alertWidth: CGFloat = 270
    /// The corner radius of an alert and of an action sheet's groups.
    static let cornerRadius: CGFloat = 14
    /// The gap between an action sheet and the screen's edges, and between its two groups.
    static let sheetMargin: CGFloat = 8
    /// The space around an alert's title and message (top, sides, bottom).
    static let alertHeaderInsets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    /// The space around an action sheet's title and message.
    static let sheetHeaderInsets = UIEdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
    /// The gap between the title and the message.
    static let titleMessageSpacing: CGFloat = 4
    /// The height of an alert's action row, and of an action sheet's.
    static let alertActionHeight: CGFloat = 44
    static let sheetActionHeight: CGFloat = 57
    /// The font sizes: alert title, alert message, alert actions; sheet header, sheet actions.
    static let alertTitleFontSize: CGFloat = 17
    static let alertMessageFontSize: CGFloat = 13
    static let alertActionFontSize: CGFloat = 17
    static let sheetHeaderFontSize: CGFloat = 13
    static let sheetActionFontSize: CGFloat = 20
    /// A text field's height, font size and inner padding; the fields sit `textFieldSpacing` apart and
    /// `textFieldBottomPadding` above the actions.
    static let textFieldHeight: CGFloat = 28
    static let textFieldFontSize: CGFloat = 13
    static let textFieldPadding: CGFloat = 4
    static let textFieldSpacing: CGFloat = 8
    static let textFieldBottomPadding: CGFloat = 16
    /// The dimming view's black alpha.
    static let dimmingAlpha: CGFloat = 0.2
    /// The scale an alert fades in from.
    static let presentationScale: CGFloat = 1.2
    /// The transitions' durations.
    static let presentationDuration: TimeInterval = 0.4
    static let dismissalDuration: TimeInterval = 0.25

    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    /// The alert's and the sheet's background (iOS blurs what lies behind; PortableUIKit fills).
    static let background = rgb(242, 242, 242)
    /// The action sheet's cancel group.
    static let cancelBackground = rgb(255, 255, 255)
    /// A pressed button's background.
    static let highlightedBackground = rgb(218, 218, 218)
    /// The hairlines between the header and the buttons and between buttons.
    static let separator = rgb(60, 60, 67, 0.29)
    /// An action sheet's title and message.
    static let sheetHeaderText = rgb(60, 60, 67, 0.6)
    /// A text field's border.
    static let textFieldBorder = rgb(60, 60, 67, 0.29)
    /// A disabled action's title.
    static let disabledText = rgb(60, 60, 67, 0.3)
}

/// The alert controller's root view: it fills the presentation's container and lays out the alert
/// (centred) or the action sheet (at the bottom) in `contentView`. Touches outside the content fall
/// through to the dimming view below.
@MainActor
final class _UIAlertControllerView: UIView {
    private weak var controller: UIAlertController?
    /// The alert, or the action sheet's main group.
    let contentView = UIView(frame: .zero)
    /// The action sheet's cancel button, in its own group below the main one.
    private let cancelGroup = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private var buttons: [_UIAlertActionButton] = []
    private var separators: [UIView] = []
    private var textFieldBoxes: [UIView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = nil
        for group in [contentView, cancelGroup] {
            group.layer.cornerRadius = _UIAlertMetrics.cornerRadius
            group.clipsToBounds = true
            addSubview(group)
        }
        contentView.backgroundColor = _UIAlertMetrics.background
        cancelGroup.backgroundColor = _UIAlertMetrics.cancelBackground
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            contentView.addSubview(label)
        }
        _contentDidChange()
    }

    required init?(coder: NSCoder) { nil }

    private var isSheet: Bool { controller?.preferredStyle == .actionSheet }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self ? nil : view
    }

    /// Rebuilds the labels, text fields and buttons from the controller.
    func _contentDidChange() {
        guard let controller else { return }
        let sheet = isSheet
        titleLabel.text = controller.title
        titleLabel.font = sheet ? UIFont.systemFont(ofSize: _UIAlertMetrics.sheetHeaderFontSize, weight: .semibold)
            : UIFont.systemFont(ofSize: _UIAlertMetrics.alertTitleFontSize, weight: .semibold)
        titleLabel.textColor = sheet ? _UIAlertMetrics.sheetHeaderText : UIColor.black
        messageLabel.text = controller.message
        messageLabel.font = UIFont.systemFont(ofSize: sheet ? _UIAlertMetrics.sheetHeaderFontSize : _UIAlertMetrics.alertMessageFontSize)
        messageLabel.textColor = sheet ? _UIAlertMetrics.sheetHeaderText : UIColor.black

        for box in textFieldBoxes { box.removeFromSuperview() }
        textFieldBoxes = controller._textFields.map { field in
            let box = UIView(frame: .zero)
            box.backgroundColor = UIColor.white
            box.layer.borderWidth = 0.5
            box.layer.borderColor = _UIAlertMetrics.textFieldBorder.cgColor
            box.addSubview(field)
            contentView.addSubview(box)
            return box
        }

        for button in buttons { button.removeFromSuperview() }
        buttons = _orderedActions(controller).map { action in
            let button = _UIAlertActionButton(action: action, sheet: sheet, bold: _isBold(action, in: controller))
            button.addAction(UIAction { [weak controller] _ in controller?._dismiss(triggeredBy: action) }, for: .touchUpInside)
            (sheet && action.style == .cancel ? cancelGroup : contentView).addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    func _actionDidChange(_ action: UIAlertAction) {
        for button in buttons where button.action === action { button._update() }
    }

    /// The actions in the order they are shown: an alert with two buttons side by side puts its cancel
    /// button first (leading); otherwise the cancel button goes last.
    private func _orderedActions(_ controller: UIAlertController) -> [UIAlertAction] {
        let others = controller.actions.filter { $0.style != .cancel }
        guard let cancel = controller._cancelAction else { return others }
        return !isSheet && controller.actions.count == 2 ? [cancel] + others : others + [cancel]
    }

    private func _isBold(_ action: UIAlertAction, in controller: UIAlertController) -> Bool {
        if isSheet { return action.style == .cancel || action === controller._preferredAction }
        return action === controller._boldAction
    }

    /// Whether an alert shows its two buttons in one row: exactly two, and both titles fit a half.
    private var buttonsSideBySide: Bool {
        guard !isSheet, buttons.count == 2 else { return false }
        let half = _UIAlertMetrics.alertWidth / 2 - 2 * _UIAlertMetrics.sheetMargin
        return buttons.allSatisfy { $0.titleWidth <= half }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let sheet = isSheet
        let width = sheet ? max(0, bounds.width - 2 * _UIAlertMetrics.sheetMargin) : _UIAlertMetrics.alertWidth
        let insets = sheet ? _UIAlertMetrics.sheetHeaderInsets : _UIAlertMetrics.alertHeaderInsets
        let textWidth = max(0, width - insets.left - insets.right)
        var y: CGFloat = 0

        // The header: title, then message, centred.
        let hasTitle = !(titleLabel.text ?? "").isEmpty, hasMessage = !(messageLabel.text ?? "").isEmpty
        if hasTitle || hasMessage {
            y = insets.top
            if hasTitle {
                let height = ceil(titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
                titleLabel.frame = CGRect(x: insets.left, y: y, width: textWidth, height: height)
                y += height + (hasMessage ? _UIAlertMetrics.titleMessageSpacing : 0)
            }
            if hasMessage {
                let height = ceil(messageLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
                messageLabel.frame = CGRect(x: insets.left, y: y, width: textWidth, height: height)
                y += height
            }
            y += insets.bottom
        }
        titleLabel.isHidden = !hasTitle
        messageLabel.isHidden = !hasMessage

        // The text fields, each in a bordered box.
        if !textFieldBoxes.isEmpty {
            for box in textFieldBoxes {
                box.frame = CGRect(x: insets.left, y: y, width: textWidth, height: _UIAlertMetrics.textFieldHeight)
                box.subviews.first?.frame = box.bounds.insetBy(dx: _UIAlertMetrics.textFieldPadding, dy: 0)
                y += _UIAlertMetrics.textFieldHeight + _UIAlertMetrics.textFieldSpacing
            }
            y += _UIAlertMetrics.textFieldBottomPadding - _UIAlertMetrics.textFieldSpacing
        }

        // The buttons, with hairlines above and between them.
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        let rowHeight = sheet ? _UIAlertMetrics.sheetActionHeight : _UIAlertMetrics.alertActionHeight
        let hairline = 1 / max(1, window?.screen.scale ?? UIScreen.main.scale)
        let mainButtons = buttons.filter { $0.superview === contentView }
        if buttonsSideBySide {
            let half = width / 2
            if y > 0 { _addSeparator(CGRect(x: 0, y: y, width: width, height: hairline)) }
            for (index, button) in mainButtons.enumerated() {
                button.frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: rowHeight)
            }
            _addSeparator(CGRect(x: half, y: y, width: hairline, height: rowHeight))
            y += rowHeight
        } else {
            for button in mainButtons {
                if y > 0 { _addSeparator(CGRect(x: 0, y: y, width: width, height: hairline)) }
                button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
        let contentHeight = y

        // Place the groups: an alert at the centre of the safe area, a sheet at its bottom.
        let safe = bounds.inset(by: safeAreaInsets)
        if sheet {
            let cancelButton = buttons.first { $0.superview === cancelGroup }
            let bottom = bounds.height - max(safeAreaInsets.bottom, _UIAlertMetrics.sheetMargin)
            var top = bottom
            if let cancelButton {
                top -= rowHeight
                cancelGroup.frame = CGRect(x: _UIAlertMetrics.sheetMargin, y: top, width: width, height: rowHeight)
                cancelButton.frame = cancelGroup.bounds
                top -= _UIAlertMetrics.sheetMargin
            }
            cancelGroup.isHidden = cancelButton == nil
            contentView.isHidden = contentHeight == 0
            contentView.frame = CGRect(x: _UIAlertMetrics.sheetMargin, y: top - contentHeight, width: width, height: contentHeight)
        } else {
            cancelGroup.isHidden = true
            contentView.frame = CGRect(x: (bounds.width - width) / 2, y: (safe.midY - contentHeight / 2).rounded(),
                                       width: width, height: contentHeight)
        }
    }

    private func _addSeparator(_ frame: CGRect) {
        let line = UIView(frame: frame)
        line.backgroundColor = _UIAlertMetrics.separator
        line.isUserInteractionEnabled = false
        contentView.addSubview(line)
        separators.append(line)
    }
}

/// One action's button: its title centred, blue (red when destructive, grey when disabled), bold for
/// the preferred or cancel action, and grey behind while pressed.
@MainActor
final class _UIAlertActionButton: UIControl {
    let action: UIAlertAction
    private let label = UILabel(frame: .zero)
    private let sheet: Bool

    init(action: UIAlertAction, sheet: Bool, bold: Bool) {
        self.action = action
        self.sheet = sheet
        super.init(frame: .zero)
        let size = sheet ? _UIAlertMetrics.sheetActionFontSize : _UIAlertMetrics.alertActionFontSize
        label.font = UIFont.systemFont(ofSize: size, weight: bold ? .semibold : .regular)
        label.textAlignment = .center
        label.text = action.title
        addSubview(label)
        _update()
    }

    required init?(coder: NSCoder) { nil }

    /// The title's width, to decide whether two buttons fit side by side.
    var titleWidth: CGFloat { ceil(label.intrinsicContentSize.width) }

    func _update() {
        isEnabled = action.isEnabled
        label.textColor = !action.isEnabled ? _UIAlertMetrics.disabledText
            : action.style == .destructive ? UIColor.systemRed : UIColor.systemBlue
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? _UIAlertMetrics.highlightedBackground : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = ceil(label.intrinsicContentSize.height)
        label.frame = CGRect(x: _UIAlertMetrics.sheetMargin, y: ((bounds.height - height) / 2).rounded(),
                             width: max(0, bounds.width - 2 * _UIAlertMetrics.sheetMargin), height: height)
    }
}
