import Foundation
import UIKit

/// What an observed recognizer reports: its `touchesBegan` into the shared log (as `name.touchesBegan`)
/// and every state its own code requests, in order (whether UIKit then lets it through or not).
@MainActor final class RecognizerProbe {
    var log: TouchLog?
    var name = "gr"
    var requests: [UIGestureRecognizer.State] = []
    func touchesBegan() { log?.add("\(name).touchesBegan") }
}

/// Recognizers of each concrete class that report to a `RecognizerProbe`.
@MainActor protocol ProbedRecognizer: UIGestureRecognizer {
    var probe: RecognizerProbe { get }
}

@MainActor final class ProbedTap: UITapGestureRecognizer, ProbedRecognizer {
    let probe = RecognizerProbe()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { probe.touchesBegan(); super.touchesBegan(touches, with: event) }
    override var state: State { get { super.state } set { probe.requests.append(newValue); super.state = newValue } }
}

@MainActor final class ProbedSwipe: UISwipeGestureRecognizer, ProbedRecognizer {
    let probe = RecognizerProbe()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { probe.touchesBegan(); super.touchesBegan(touches, with: event) }
    override var state: State { get { super.state } set { probe.requests.append(newValue); super.state = newValue } }
}

@MainActor final class ProbedLongPress: UILongPressGestureRecognizer, ProbedRecognizer {
    let probe = RecognizerProbe()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { probe.touchesBegan(); super.touchesBegan(touches, with: event) }
    override var state: State { get { super.state } set { probe.requests.append(newValue); super.state = newValue } }
}

@MainActor final class ProbedPinch: UIPinchGestureRecognizer, ProbedRecognizer {
    let probe = RecognizerProbe()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { probe.touchesBegan(); super.touchesBegan(touches, with: event) }
    override var state: State { get { super.state } set { probe.requests.append(newValue); super.state = newValue } }
}

@MainActor final class ProbedRotation: UIRotationGestureRecognizer, ProbedRecognizer {
    let probe = RecognizerProbe()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { probe.touchesBegan(); super.touchesBegan(touches, with: event) }
    override var state: State { get { super.state } set { probe.requests.append(newValue); super.state = newValue } }
}

@MainActor final class ProbedEdgePan: UIScreenEdgePanGestureRecognizer, ProbedRecognizer {
    let probe = RecognizerProbe()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { probe.touchesBegan(); super.touchesBegan(touches, with: event) }
    override var state: State { get { super.state } set { probe.requests.append(newValue); super.state = newValue } }
}

@MainActor final class ProbedPan: UIPanGestureRecognizer, ProbedRecognizer {
    let probe = RecognizerProbe()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { probe.touchesBegan(); super.touchesBegan(touches, with: event) }
    override var state: State { get { super.state } set { probe.requests.append(newValue); super.state = newValue } }
}

/// Two fingers 100 pt apart about `center` (horizontal at angle 0), turned by `angle` radians.
@MainActor func twoFingers(about center: CGPoint, halfSpan: CGFloat = 50, angle: CGFloat = 0) -> [CGPoint] {
    [CGPoint(x: center.x - halfSpan * cos(angle), y: center.y - halfSpan * sin(angle)),
     CGPoint(x: center.x + halfSpan * cos(angle), y: center.y + halfSpan * sin(angle))]
}
