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

    @Test("a scenario without transitions still gets its start and end frames")
    func addChildSheet() throws {
        let result = Gallery.run(try #require(Gallery.scenario(named: "add-child")), clock: .virtual, output: { _ in })
        #expect(result.contactSheetFrames.map(\.count) == [2])
        #expect(result.contactSheetPNG != nil)
    }
}
