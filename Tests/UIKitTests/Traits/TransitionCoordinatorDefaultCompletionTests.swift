import Foundation
import Testing
import UIKit
import UIKitTesting

/// Registers alongside blocks with the completion left out, as iOS code may.
@MainActor
private final class AlongsideOnlyViewController: UIViewController {
    var events: [String] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        events.append("vWT(\(Int(size.width))x\(Int(size.height)))")
        let queued = coordinator.animate(alongsideTransition: { [self] context in
            events.append("alongside(\(Int(context.containerView.bounds.width)))")
        })
        events.append("queued=\(queued)")
        coordinator.animateAlongsideTransition(in: view, animation: { [self] _ in events.append("alongside(in:)") })
        coordinator.animate(alongsideTransition: nil, completion: { [self] _ in events.append("completion") })
    }
}

@MainActor @Suite("UIViewControllerTransitionCoordinator: the completion defaults to nil", .checksForLeaks)
struct TransitionCoordinatorDefaultCompletionTests {
    @Test("animate(alongsideTransition:) without a completion runs the block in the size transition")
    func alongsideWithoutCompletion() {
        let root = AlongsideOnlyViewController()
        let window = makeVisible(root)
        spin()
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        #expect(root.events == ["vWT(852x393)", "queued=true", "alongside(852)", "alongside(in:)"])
        spin()
        #expect(root.events.last == "completion")
        #expect(root.events.count == 5)
        window.isHidden = true
    }
}
