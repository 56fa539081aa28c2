import GalleryScenarios
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Gallery contact sheets", .checksForLeaks)
struct ContactSheetTests {
    @Test("the animated switch is filmed at 0, 25, 50, 75 and 100 % of its 0.25 s transition")
    func animatedSwitchFrames() throws {
        let result = Gallery.run(try #require(Gallery.scenario(named: "animated-switch")), clock: .virtual, output: { _ in })
        let rows = result.contactSheetFrames
        #expect(rows.count == 2)
        #expect(rows.last?.count == 2)  // start and end
        let frames = try #require(rows.first)
        #expect(frames.count == 5)
        // The old child (system orange) shrinks from the full container to nothing towards the top left.
        // A point near its bottom right is orange at 0 %, and not at 50 % (eased halfway: about half size).
        func isOrange(_ buffer: _PixelBuffer, _ point: CGPoint) -> Bool {
            let p = buffer.pixel(at: point)
            return p.r == 255 && p.g == 149 && p.b == 0 && p.a == 255
        }
        let lowerRight = CGPoint(x: 300, y: 700)
        let upperLeft = CGPoint(x: 20, y: 20)
        #expect(isOrange(frames[0], lowerRight))
        #expect(!isOrange(frames[2], lowerRight))
        #expect(isOrange(frames[2], upperLeft))
        #expect(!isOrange(frames[4], upperLeft))
        // The start frame shows the old child in place; the PNG decodes to the sheet's size.
        #expect(isOrange(rows[1][0], lowerRight))
        let png = try #require(result.contactSheetPNG)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("issue 11: the side menu's presentation, dismissal and cancelled interactive open are filmed mid-transition")
    func sideMenuPresentationsAreFilmed() throws {
        let result = Gallery.run(try #require(Gallery.scenario(named: "side-menu")), clock: .virtual, output: { _ in })
        let rows = result.contactSheetFrames
        // Open (5 frames), close (5), the interactive open: its 0 % and 40 % steps, then 5 frames of the
        // slide back; then start and end.
        #expect(rows.map(\.count) == [5, 5, 7, 2])
        // The menu is system indigo, slid in linearly from the left over 0.3 s to 80 % of the 393-point width.
        func isMenu(_ buffer: _PixelBuffer, _ x: CGFloat) -> Bool {
            let p = buffer.pixel(at: CGPoint(x: x, y: 400))
            return p.r == 88 && p.g == 86 && p.b == 214
        }
        let open = rows[0], close = rows[1], interactive = rows[2]
        // Opening: nothing at 0 %; at 50 % the menu's right edge is at 157 of its 314 points.
        #expect(!isMenu(open[0], 10))
        #expect(isMenu(open[2], 140) && !isMenu(open[2], 175))
        #expect(isMenu(open[4], 300))
        // Closing: the reverse.
        #expect(isMenu(close[0], 300))
        #expect(isMenu(close[2], 140) && !isMenu(close[2], 175))
        #expect(!isMenu(close[4], 10))
        // Interactive: nothing at 0 %, the edge at 40 % (125.6 points), then sliding back to nothing.
        #expect(!isMenu(interactive[0], 10))
        #expect(isMenu(interactive[1], 115) && !isMenu(interactive[1], 135))
        #expect(isMenu(interactive[2], 115), "the slide back starts at 40 %")
        #expect(isMenu(interactive[4], 55) && !isMenu(interactive[4], 70), "halfway back: the edge at 62.8 points")
        #expect(!isMenu(interactive[6], 10))
    }

    @Test("a scenario without transitions still gets its start and end frames")
    func addChildSheet() throws {
        let result = Gallery.run(try #require(Gallery.scenario(named: "add-child")), clock: .virtual, output: { _ in })
        #expect(result.contactSheetFrames.map(\.count) == [2])
        #expect(result.contactSheetPNG != nil)
    }
}
