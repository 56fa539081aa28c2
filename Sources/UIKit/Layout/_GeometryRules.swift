import Foundation

/// The geometry rules that `UIView`'s own properties and the Auto Layout engine both apply: each rule is
/// written once here, so that a view's `safeAreaInsets`, `layoutMargins` and autoresizing and the engine's
/// structural constraints cannot drift apart.
enum _GeometryRules {
    /// The insets a view gets, with its view controller's `additionalSafeAreaInsets` added on every edge.
    /// The bars a container lays over it add too (`containerBars(over:)`, its `under` part); neither shows
    /// in `additionalSafeAreaInsets`, which stays what the client set.
    @MainActor static func safeArea(_ insets: UIEdgeInsets, adding controller: UIViewController?) -> UIEdgeInsets {
        guard let controller else { return insets }
        let extra = controller.additionalSafeAreaInsets, bars = containerBars(over: controller).under
        return UIEdgeInsets(top: insets.top + extra.top + bars.top, left: insets.left + extra.left,
                            bottom: insets.bottom + extra.bottom + bars.bottom, right: insets.right + extra.right)
    }

    /// The bars a built-in container shows over its child `controller`'s view, by edge: a navigation
    /// controller's visible navigation bar (44 points plus the large-title area it shows, top) and toolbar (44, bottom), a tab bar
    /// controller's visible tab bar (49, bottom). `under` holds the bars the child's view extends beneath
    /// (the edge is in its `edgesForExtendedLayout`, and the bar is translucent or the child
    /// `extendedLayoutIncludesOpaqueBars`): they add to its safe area. `beside` holds the others: the
    /// child's view stops at them, so its frame is the container's bounds inset by the safe area plus them.
    @MainActor static func containerBars(over controller: UIViewController) -> (under: UIEdgeInsets, beside: UIEdgeInsets) {
        var under = UIEdgeInsets.zero, beside = UIEdgeInsets.zero
        let edges = controller.edgesForExtendedLayout, opaqueToo = controller.extendedLayoutIncludesOpaqueBars
        func place(_ height: CGFloat, edge: UIRectEdge, translucent: Bool, _ side: WritableKeyPath<UIEdgeInsets, CGFloat>) {
            if edges.contains(edge) && (translucent || opaqueToo) { under[keyPath: side] += height } else { beside[keyPath: side] += height }
        }
        if let navigation = controller._parent as? UINavigationController {
            let bar = navigation._navigationBar
            if !bar.isHidden { place(navigation._navigationBarHeight(over: controller), edge: .top, translucent: bar.isTranslucent, \.top) }
            if navigation._showsToolbar {
                place(navigation._barRowHeight, edge: .bottom, translucent: navigation._toolbar.isTranslucent, \.bottom)
            }
        } else if let tabs = controller._parent as? UITabBarController, tabs._showsTabBar {
            place(tabs._tabBarRowHeight, edge: .bottom, translucent: tabs._tabBar.isTranslucent, \.bottom)
        }
        return (under, beside)
    }

    /// How far a view reaches into an unsafe band `band` deep on one edge, when its edge lies `depth` inside
    /// the band's outer edge: never negative, never more than the band.
    static func reach(_ depth: CGFloat, into band: CGFloat) -> CGFloat { min(band, max(0, depth)) }

    /// The effective layout margins: the stored ones, each edge at least the safe-area inset when the view
    /// insets its margins from the safe area (`safeArea` non-nil).
    static func layoutMargins(_ stored: UIEdgeInsets, safeArea: UIEdgeInsets?) -> UIEdgeInsets {
        guard let safe = safeArea else { return stored }
        return UIEdgeInsets(top: max(stored.top, safe.top), left: max(stored.left, safe.left),
                            bottom: max(stored.bottom, safe.bottom), right: max(stored.right, safe.right))
    }

    /// The margins, narrowed so that the readable width is at most 672 points, centred.
    static func readableInsets(margins: UIEdgeInsets, width: CGFloat) -> UIEdgeInsets {
        var insets = margins
        let available = width - margins.left - margins.right
        if available > 672 {
            insets.left += (available - 672) / 2
            insets.right += (available - 672) / 2
        }
        return insets
    }

    /// The height of a keyboard guide in `owner` (of height `ownerHeight`): while the keyboard is shown, the
    /// part of the owner the keyboard covers; with no keyboard, the bottom safe-area inset, or 0 when the
    /// guide does not use the bottom safe area.
    @MainActor static func keyboardGuideHeight(_ guide: UILayoutGuide, owner: UIView, ownerHeight: CGFloat,
                                               safeAreaBottom: CGFloat) -> CGFloat {
        if let keyboard = _Keyboard.frame, let window = owner.window {
            // The keyboard's frame is in screen coordinates; the window sits at its frame's origin.
            let keyboardTop = keyboard.minY - window.frame.minY
            let ownerBottom = owner.convert(CGPoint(x: 0, y: owner.bounds.minY + ownerHeight), to: window).y
            return min(max(0, ownerBottom - keyboardTop), ownerHeight)
        }
        return (guide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea == false ? 0 : safeAreaBottom
    }

    /// The autoresizing rule on one axis: of a superview size change `delta`, the shares that go to the
    /// leading margin and to the size. Each flexible part takes a share in proportion to its current length;
    /// flexible parts of zero total length share equally; no flexible part takes nothing.
    static func autoresizingShares(delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
                                   flexible: (start: Bool, length: Bool, end: Bool)) -> (start: CGFloat, length: CGFloat) {
        let count = [flexible.start, flexible.length, flexible.end].filter { $0 }.count
        guard count > 0 else { return (0, 0) }
        let total = (flexible.start ? start : 0) + (flexible.length ? length : 0) + (flexible.end ? end : 0)
        func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total != 0 ? delta * value / total : delta / CGFloat(count)
        }
        return (share(flexible.start, start), share(flexible.length, length))
    }
}
