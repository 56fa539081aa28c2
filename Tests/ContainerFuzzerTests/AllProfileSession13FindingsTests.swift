import ContainerFuzzer
import Testing
import UIKit
import UIKitTesting

/// Session 13's findings of the all profile (after `tabBarTap` joined the mix and shifted every
/// sequence), replayed from their shrunk operation lists and named after their episodes.
@MainActor @Suite("The all profile's session 13 findings", .serialized, .checksForLeaks)
struct AllProfileSession13FindingsTests {
    /// A popover (adapted to a sheet) holding a navigation controller as a child: a pop in the child,
    /// then a drag that swipes the sheet away while the pop runs. The dismissal used to begin at once,
    /// sending the pop's incoming page its disappearance mid-appearance, and the pop's end logged
    /// "Unbalanced calls to begin/end appearance transitions"; a container transition anywhere inside a
    /// presented controller now holds its dismissal, as one in the presented controller itself did.
    @Test("a sheet swiped away during a pop in its child navigation controller waits for the pop (seed 19, episode 3973287595703698041)")
    func dismissalWaitsForAPopInAChild() {
        let failure = ContainerFuzzer.replay([
            .init(.present, a: 9999, b: 45851, c: 41471, animated: true),
            .init(.addChild, a: 29269, b: 26285, c: 60025, animated: false),
            .init(.addChild, a: 42858, b: 23667, c: 40922, animated: false),
            .init(.addChild, a: 7178, b: 12849, c: 20478, animated: true),
            .init(.removeChild, a: 16970, b: 837, c: 30012, animated: true),
            .init(.addChild, a: 9423, b: 61763, c: 8494, animated: true),
            .init(.settle, a: 36611, b: 50956, c: 40736, animated: true),
            .init(.transitionChild, a: 63846, b: 13524, c: 383, animated: false),
            .init(.edgePan, a: 37415, b: 41098, c: 46535, animated: true),
            .init(.touchLift, a: 26714, b: 26990, c: 28638, animated: true),
            .init(.popoverPresent, a: 47202, b: 51, c: 50222, animated: false),
            .init(.interruptibleNavigation, a: 60390, b: 3394, c: 4906, animated: false),
            .init(.interruptibleNavigation, a: 26779, b: 1124, c: 38804, animated: false),
            .init(.advance, a: 47176, b: 12188, c: 64222, animated: false),
            .init(.tapOutside, a: 5328, b: 11858, c: 32741, animated: false),
            .init(.advance, a: 26654, b: 13168, c: 25188, animated: true),
            .init(.advance, a: 61895, b: 31061, c: 19840, animated: true),
            .init(.push, a: 28520, b: 40217, c: 64114, animated: false),
            .init(.settle, a: 27888, b: 29092, c: 20889, animated: false),
            .init(.popoverPresent, a: 12660, b: 51436, c: 34964, animated: false),
            .init(.advance, a: 35345, b: 52592, c: 48033, animated: false),
            .init(.pop, a: 58296, b: 2478, c: 60724, animated: true),
            .init(.scrollDrag, a: 13515, b: 37564, c: 25566, animated: false),
            .init(.advance, a: 20205, b: 27049, c: 59656, animated: true),
            .init(.advance, a: 20875, b: 34816, c: 38656, animated: false),
        ], profile: .all)
        #expect(failure == nil)
    }

    /// The same with a custom tab switch in a tab bar controller that a presented sheet contains
    /// (its incoming tab got `wD` while appearing; "Unbalanced" at the switch's end).
    @Test("a sheet swiped away during a tab switch in its child tab bar controller waits for the switch (seed 7, episode 1342717325862270700)")
    func dismissalWaitsForATabSwitchInAChild() {
        let failure = ContainerFuzzer.replay([
            .init(.popoverPresent, a: 35413, b: 19512, c: 20721, animated: true),
            .init(.interruptibleNavigation, a: 21196, b: 52705, c: 62241, animated: true),
            .init(.addChild, a: 27562, b: 20886, c: 18472, animated: true),
            .init(.advance, a: 19772, b: 49343, c: 37171, animated: true),
            .init(.push, a: 65427, b: 23213, c: 33113, animated: true),
            .init(.advance, a: 41162, b: 12134, c: 24510, animated: false),
            .init(.interruptiblePresent, a: 1074, b: 49978, c: 48238, animated: false),
            .init(.advance, a: 32223, b: 1482, c: 23987, animated: true),
            .init(.customDismiss, a: 43632, b: 24821, c: 4361, animated: false),
            .init(.setTabs, a: 48678, b: 25968, c: 39155, animated: false),
            .init(.advance, a: 25031, b: 34144, c: 44261, animated: true),
            .init(.push, a: 4146, b: 57788, c: 36202, animated: false),
            .init(.pageHost, a: 43181, b: 472, c: 32971, animated: true),
            .init(.removeChild, a: 51244, b: 63519, c: 7588, animated: true),
            .init(.addChild, a: 46213, b: 26716, c: 61472, animated: false),
            .init(.popoverPresent, a: 10725, b: 39122, c: 61558, animated: false),
            .init(.advance, a: 54975, b: 23669, c: 61851, animated: false),
            .init(.customPush, a: 39764, b: 63600, c: 7721, animated: false),
            .init(.present, a: 7262, b: 43918, c: 29204, animated: false),
            .init(.advance, a: 33111, b: 2914, c: 40482, animated: true),
            .init(.advance, a: 39291, b: 16859, c: 63907, animated: false),
            .init(.addChild, a: 8568, b: 33193, c: 50774, animated: true),
            .init(.customDismiss, a: 50253, b: 33216, c: 62883, animated: false),
            .init(.setTabs, a: 9589, b: 7483, c: 51145, animated: true),
            .init(.alertPresent, a: 48348, b: 58781, c: 10154, animated: false),
            .init(.advance, a: 57835, b: 46468, c: 9191, animated: true),
            .init(.addChild, a: 17957, b: 34345, c: 20130, animated: false),
            .init(.dismiss, a: 23870, b: 44459, c: 7784, animated: false),
            .init(.spin, a: 4131, b: 11959, c: 56876, animated: false),
            .init(.customSelectTab, a: 31454, b: 60035, c: 39581, animated: true),
            .init(.scrollDrag, a: 48924, b: 22742, c: 60525, animated: false),
            .init(.advance, a: 58213, b: 65248, c: 33425, animated: true),
            .init(.advance, a: 26362, b: 55429, c: 17188, animated: false),
            .init(.advance, a: 32110, b: 22413, c: 16918, animated: true),
        ], profile: .all)
        #expect(failure == nil)
    }

    /// A page view controller in a sheet, a page turn the finger left settling, then the sheet swiped
    /// away: the turn's incoming page used to appear after the sheet had gone. The page view controller
    /// now ends a turn under way at once when it begins to disappear.
    @Test("a page turn under way ends at once when its page view controller starts to disappear (seed 7, episode 683845304224881628)")
    func pageTurnEndsWhenThePageViewControllerDisappears() {
        let failure = ContainerFuzzer.replay([
            .init(.popoverPresent, a: 25205, b: 43885, c: 48694, animated: true),
            .init(.addChild, a: 24350, b: 45421, c: 63533, animated: false),
            .init(.push, a: 14775, b: 9056, c: 18442, animated: false),
            .init(.settle, a: 51969, b: 13785, c: 55453, animated: false),
            .init(.pageHost, a: 6622, b: 31473, c: 25324, animated: false),
            .init(.scrollDrag, a: 31443, b: 34965, c: 56206, animated: false),
            .init(.interruptibleNavigation, a: 46991, b: 35231, c: 25119, animated: false),
            .init(.addChild, a: 17957, b: 61446, c: 34245, animated: true),
            .init(.scrollDrag, a: 32999, b: 8252, c: 59250, animated: false),
        ], profile: .all)
        #expect(failure == nil)
    }
}
