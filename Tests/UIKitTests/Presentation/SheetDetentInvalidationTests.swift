import Testing
@testable import UIKit
import UIKitTesting

/// `UISheetPresentationController.invalidateDetents()` (iOS 16: "call this method when a custom
/// detent's resolver would return a different value") and `animateChanges(_:)`: the resolvers are
/// asked again and the shown sheet moves to its detent's new height, animated inside `animateChanges`.
@MainActor @Suite("Sheet detents invalidated and changes animated (issue 12, spec §16.5)", .checksForLeaks)
struct SheetDetentInvalidationTests {
    /// The height a custom detent resolves to, and the resolver's calls.
    @MainActor
    private final class Resolver {
        var height: CGFloat = 200
        private(set) var calls = 0
        private(set) var maxima: Set<CGFloat> = []
        func resolve(_ context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            calls += 1
            maxima.insert(context.maximumDetentValue)
            return height
        }
    }

    /// A visible A presenting B as a page sheet resting at one custom detent.
    private func shownSheet(_ resolver: Resolver) -> (UIViewController, UIViewController, UISheetPresentationController, UIWindow) {
        let a = UIViewController(), b = UIViewController()
        let window = makeVisible(a)
        let sheet = b.sheetPresentationController!
        sheet.detents = [.custom(identifier: .init("card")) { resolver.resolve($0) }]
        a.present(b, animated: false)
        spin()
        return (a, b, sheet, window)
    }

    private func frame(height: CGFloat, in window: UIWindow) -> CGRect {
        let bottom = window.safeAreaInsets.bottom
        return CGRect(x: 0, y: window.bounds.height - height - bottom, width: window.bounds.width, height: height + bottom)
    }

    @Test("invalidateDetents asks the resolver again and moves the shown sheet at once")
    func invalidateDetentsOutsideAnimateChanges() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let resolver = Resolver()
        let (_, b, sheet, window) = shownSheet(resolver)
        defer { window.isHidden = true }
        let insets = window.safeAreaInsets
        #expect(b.view.frame == frame(height: 200, in: window))
        #expect(resolver.maxima == [window.bounds.height - (insets.top + 10 + insets.bottom)],
                "asked with the phone's maximum detent value")

        resolver.height = 300
        let before = resolver.calls
        #expect(b.view.frame == frame(height: 200, in: window), "nothing moves until the detents are invalidated")
        sheet.invalidateDetents()
        #expect(resolver.calls > before, "the resolver was asked again")
        #expect(b.view.frame == frame(height: 300, in: window))
        #expect(b.view.layer.animationKeys() ?? [] == [], "not animated outside animateChanges")
        b.dismiss(animated: false)
        spin()
    }

    @Test("invalidateDetents inside animateChanges moves the sheet to the new height animated")
    func invalidateDetentsInsideAnimateChanges() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let resolver = Resolver()
        let (_, b, sheet, window) = shownSheet(resolver)
        defer { window.isHidden = true }
        let before = resolver.calls
        resolver.height = 400
        sheet.animateChanges {
            sheet.invalidateDetents()
            #expect(b.view.frame == frame(height: 200, in: window), "laid out when the changes are over, not inside them")
        }
        #expect(resolver.calls > before)
        #expect(b.view.frame == frame(height: 400, in: window), "the layout is done when animateChanges returns")
        spin()
        clock.advance(by: UISheetPresentationController._detentChangeAnimationDuration / 2)
        let midway = try #require(b.view.layer.presentation()).frame.minY
        #expect(midway < frame(height: 200, in: window).minY && midway > frame(height: 400, in: window).minY,
                "between the old and the new top edge: \(midway)")
        clock.advance(by: UISheetPresentationController._detentChangeAnimationDuration)
        #expect(b.view.layer.presentation()?.frame == frame(height: 400, in: window))
        b.dismiss(animated: false)
        spin()
    }

    @Test("animateChanges animates a change of the selected detent; nested calls lay out once, at the outermost end")
    func animateChangesAnimatesTheSelectedDetent() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let a = UIViewController(), b = UIViewController()
        let window = makeVisible(a)
        defer { window.isHidden = true }
        let sheet = try #require(b.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        a.present(b, animated: false)
        spin()
        let insets = window.safeAreaInsets
        let maximum = window.bounds.height - (insets.top + 10 + insets.bottom)
        #expect(b.view.frame == frame(height: maximum / 2, in: window))
        sheet.animateChanges {
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            #expect(b.view.frame == frame(height: maximum / 2, in: window), "the inner call leaves the layout to the outer")
        }
        #expect(b.view.frame.minY == insets.top + 10)
        spin()
        clock.advance(by: UISheetPresentationController._detentChangeAnimationDuration / 2)
        let midway = try #require(b.view.layer.presentation()).frame.minY
        #expect(midway > insets.top + 10 && midway < frame(height: maximum / 2, in: window).minY)
        clock.advance(by: 1)
        #expect(b.view.layer.presentation()?.frame.minY == insets.top + 10)
        b.dismiss(animated: false)
        spin()
    }

    @Test("A resolver returning nil makes its detent inactive: the sheet rests at the next active one")
    func inactiveDetentAfterInvalidation() {
        let resolver = Resolver()
        let a = UIViewController(), b = UIViewController()
        let window = makeVisible(a)
        defer { window.isHidden = true }
        var active = true
        let sheet = b.sheetPresentationController!
        sheet.detents = [.custom(identifier: .init("small")) { active ? resolver.resolve($0) : nil }, .large()]
        a.present(b, animated: false)
        spin()
        #expect(b.view.frame == frame(height: 200, in: window))
        active = false
        sheet.invalidateDetents()
        #expect(b.view.frame.minY == window.safeAreaInsets.top + 10, "only the large detent is left")
        b.dismiss(animated: false)
        spin()
    }
}
