import Foundation
import QuartzCore

/// The window host's measurements: frames presented, the time each took to render and present, and
/// the latency from an input event's timestamp to the first frame presented after it. With
/// `PORTABLEUIKIT_HOST_STATS=<path>` they are written there as JSON when the window closes.
package struct _SDLHostStats {
    /// Frames presented.
    package private(set) var frames = 0
    /// Seconds from the start of each frame's render to its present.
    package private(set) var frameTimes: [Double] = []
    /// Seconds from each input event that changed the picture to the present that showed it.
    package private(set) var inputLatencies: [Double] = []
    /// Media times of the presents.
    package private(set) var presentTimes: [Double] = []
    private var oldestUnpresentedInput: TimeInterval?

    mutating func inputReceived(at time: TimeInterval) {
        if oldestUnpresentedInput == nil { oldestUnpresentedInput = time }
    }

    mutating func framePresented(renderStart: TimeInterval, at time: TimeInterval) {
        frames += 1
        frameTimes.append(time - renderStart)
        presentTimes.append(time)
        if let input = oldestUnpresentedInput {
            inputLatencies.append(time - input)
            oldestUnpresentedInput = nil
        }
    }

    func writeIfRequested() {
        guard let path = ProcessInfo.processInfo.environment["PORTABLEUIKIT_HOST_STATS"] else { return }
        let object: [String: Any] = ["frames": frames, "frameTimes": frameTimes, "inputLatencies": inputLatencies,
                                     "presentTimes": presentTimes]
        if let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) {
            try? data.write(to: URL(fileURLWithPath: path))
        }
    }
}
