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
    /// A colour with a light-mode and a dark-mode value.
    private static func dynamic(_ light: UIColor, dark: UIColor) -> UIColor {
        UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }
    /// The material blurred behind an alert and an action sheet's main group: in light mode close to the
    /// 242 gray the port filled with before, dark gray in dark mode.
    static let backgroundBlur = UIBlurEffect.Style.systemThickMaterial
    /// The action sheet's cancel group.
    static let cancelBackground = dynamic(rgb(255, 255, 255), dark: rgb(44, 44, 46))
    /// A pressed button's background.
    static let highlightedBackground = dynamic(rgb(218, 218, 218), dark: rgb(72, 72, 74))
    /// The hairlines between the header and the buttons and between buttons.
    static let separator = dynamic(rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    /// An alert's title and message.
    static let alertHeaderText = dynamic(rgb(0, 0, 0), dark: rgb(255, 255, 255))
    /// An action sheet's title and message.
    static let sheetHeaderText = dynamic(rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    /// A text field's box and its border.
    static let textFieldBackground = dynamic(rgb(255, 255, 255), dark: rgb(28, 28, 30))
    static let textFieldBorder = dynamic(rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    /// A disabled action's title.
    static let disabledText = dynamic(rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// The dimming view behind an alert: black at `dimmingAlpha`, darker in dark mode.
    static let dimmingColor = dynamic(UIColor(white: 0, alpha: dimmingAlpha), dark: UIColor(white: 0, alpha: 0.48))
    /// The space kept between an alert and the top of the keyboard.
    static let keyboardSpacing: CGFloat = 8
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
    /// The blurred material behind the alert or the main group.
    private let backgroundBlur = UIVisualEffectView(effect: UIBlurEffect(style: _UIAlertMetrics.backgroundBlur))
    /// The keyboard's frame in screen coordinates while it is shown; an alert stays above it.
    private(set) var keyboardFrame: CGRect?
    private var keyboardObservers: [NSObjectProtocol] = []

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
        backgroundBlur.isUserInteractionEnabled = false
        contentView.addSubview(backgroundBlur)
        cancelGroup.backgroundColor = _UIAlertMetrics.cancelBackground
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            contentView.addSubview(label)
        }
        _contentDidChange()
    }

    required init?(coder: NSCoder) { nil }

    /// Follows the keyboard while on screen.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
            keyboardObservers = []
            keyboardFrame = nil
        } else if keyboardObservers.isEmpty {
            _observeKeyboard()
        }
    }

    /// Follows the keyboard: its notifications arrive inside its animation, so the alert moves with it.
    private func _observeKeyboard() {
        let center = NotificationCenter.default
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
                     UIResponder.keyboardWillHideNotification]
        keyboardObservers = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                // The notification is not Sendable: read it here, with the key's value (the constant is
                // main-actor isolated).
                let name = note.name
                let end = (note.userInfo?["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.cgRectValue
                MainActor.assumeIsolated {
                    self?._keyboardWillMove(to: name == UIResponder.keyboardWillHideNotification ? nil : end)
                }
            }
        }
    }

    func _keyboardWillMove(to frame: CGRect?) {
        guard frame != keyboardFrame else { return }
        keyboardFrame = frame
        guard window != nil, !isSheet else { return }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The part of the bounds an alert centres in: the safe area, above the keyboard when it is shown.
    private var alertArea: CGRect {
        var area = bounds.inset(by: safeAreaInsets)
        if let keyboardFrame, let window {
            let keyboard = convert(keyboardFrame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY), from: window)
            if keyboard.minY < area.maxY, keyboard.maxY > area.minY {
                area.size.height = max(0, keyboard.minY - _UIAlertMetrics.keyboardSpacing - area.minY)
            }
        }
        return area
    }

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
        titleLabel.textColor = sheet ? _UIAlertMetrics.sheetHeaderText : _UIAlertMetrics.alertHeaderText
        messageLabel.text = controller.message
        messageLabel.font = UIFont.systemFont(ofSize: sheet ? _UIAlertMetrics.sheetHeaderFontSize : _UIAlertMetrics.alertMessageFontSize)
        messageLabel.textColor = sheet ? _UIAlertMetrics.sheetHeaderText : _UIAlertMetrics.alertHeaderText

        for box in textFieldBoxes { box.removeFromSuperview() }
        textFieldBoxes = controller._textFields.map { field in
            let box = UIView(frame: .zero)
            box.backgroundColor = _UIAlertMetrics.textFieldBackground
            box.layer.borderWidth = 0.5
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
            let border = _UIAlertMetrics.textFieldBorder.resolvedColor(with: traitCollection).cgColor
            for box in textFieldBoxes {
                box.layer.borderColor = border
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

        // Place the groups: an alert at the centre of the safe area (above the keyboard), a sheet at its bottom.
        let safe = alertArea
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
            contentView.frame = CGRect(x: (bounds.width - width) / 2, y: max(safe.minY, (safe.midY - contentHeight / 2).rounded()),
                                       width: width, height: contentHeight)
        }
        backgroundBlur.frame = contentView.bounds
        contentView.sendSubviewToBack(backgroundBlur)
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
