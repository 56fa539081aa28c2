import Testing
import UIKit
import UIKitTesting

/// Logs the segue hooks it is asked.
@MainActor final class SegueLoggingController: UIViewController {
    var log: [String] = []
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should(\(identifier))")
        return true
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare(\(segue.identifier ?? "nil"))")
    }
}

/// A segue subclass that pushes its destination, as a storyboard's show segue would.
@MainActor final class PushSegue: UIStoryboardSegue {
    override func perform() { source.navigationController?.pushViewController(destination, animated: false) }
}

@MainActor @Suite("Segues without storyboards", .checksForLeaks)
struct SegueTests {
    @Test("performSegue raises NSInvalidArgumentException: Receiver (<…>) has no segue with identifier '…'")
    func performSegueRaisesForAMissingSegue() {
        let controller = SegueLoggingController()
        let exceptions = withCapturedExceptions {
            controller.performSegue(withIdentifier: "showDetail", sender: nil)
        }
        #expect(exceptions.map(\.name) == [.invalidArgumentException])
        #expect(exceptions.first?.reason == "Receiver (\(controller)) has no segue with identifier 'showDetail'")
        #expect(exceptions.first?.reason?.hasPrefix("Receiver (<UIKitTests.SegueLoggingController: 0x") == true)
        #expect(controller.log.isEmpty, "a programmatic perform asks neither shouldPerformSegue nor prepare")
    }

    @Test("The defaults: shouldPerformSegue answers true, prepare(for:sender:) does nothing")
    func defaults() {
        let source = UIViewController(), destination = UIViewController()
        #expect(source.shouldPerformSegue(withIdentifier: "any", sender: nil))
        source.prepare(for: UIStoryboardSegue(identifier: "any", source: source, destination: destination), sender: nil)
        #expect(source.presentedViewController == nil && source.children.isEmpty)
    }

    @Test("init(identifier:source:destination:) keeps its parts; a subclass's perform() runs the transition")
    func segueSubclassPerforms() {
        let source = UIViewController(), destination = UIViewController()
        let nav = UINavigationController(rootViewController: source)
        let segue = PushSegue(identifier: "push", source: source, destination: destination)
        #expect(segue.identifier == "push" && segue.source === source && segue.destination === destination)
        segue.perform()
        #expect(nav.viewControllers == [source, destination])
        let plain = UIStoryboardSegue(identifier: nil, source: source, destination: destination)
        plain.perform()
        #expect(plain.identifier == nil && nav.viewControllers == [source, destination], "the base class does nothing")
    }

    @Test("init(identifier:source:destination:performHandler:) runs the handler on perform()")
    func performHandlerRuns() {
        let source = UIViewController(), destination = UIViewController()
        var runs = 0
        let segue = UIStoryboardSegue(identifier: "h", source: source, destination: destination) { runs += 1 }
        #expect(runs == 0)
        segue.perform()
        #expect(runs == 1)
    }
}
