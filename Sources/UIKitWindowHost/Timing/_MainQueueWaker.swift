import CSDL2
import Dispatch
import Foundation

/// Wakes the window host's `SDL_WaitEvent` when Dispatch's main queue has work (a block, a main-actor
/// task, an `asyncAfter` that came due, the turn's commit, an animation frame).
///
/// A thread watches the main queue's handle (an eventfd that is readable while work is pending) and
/// pushes one SDL event of `eventType`; it then waits until the main thread has run a pass of the
/// main run loop, which drains the queue, before it watches again. So the host sleeps with no CPU
/// while nothing is queued, and at most one wake event is in flight.
final class _MainQueueWaker: @unchecked Sendable {
    private let eventType: UInt32
    private let handle: Int32
    private let passed = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var wakePending = false
    private var stopped = false

    init(eventType: UInt32) {
        self.eventType = eventType
        handle = _dispatch_get_main_queue_handle_4CF()
        let thread = Thread { [self] in watch() }
        thread.name = "PortableUIKit main-queue waker"
        thread.start()
    }

    private func watch() {
        while true {
            var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, -1) > 0 else { continue }
            lock.lock()
            if stopped { lock.unlock(); return }
            wakePending = true
            lock.unlock()
            var event = SDL_Event()
            event.type = eventType
            SDL_PushEvent(&event)
            passed.wait()
        }
    }

    /// The main thread took the wake event (nothing to do: the loop's next pass drains the queue).
    func wakeReceived() {}

    /// The main thread ran a pass of the run loop: the watcher may look at the queue again.
    func passDidRun() {
        lock.lock()
        let release = wakePending
        wakePending = false
        lock.unlock()
        if release { passed.signal() }
    }

    /// Stops watching (the window closed).
    func stop() {
        lock.lock()
        stopped = true
        let release = wakePending
        wakePending = false
        lock.unlock()
        if release { passed.signal() }
    }
}
