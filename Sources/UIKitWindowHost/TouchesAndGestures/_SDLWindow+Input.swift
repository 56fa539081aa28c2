import CSDL2
import Foundation
import QuartzCore
import UIKit

/// What the window host remembers between input events.
struct _SDLInputState {
    /// The mouse's touch while the left button is down; with Control or Option held at the press, the
    /// second (mirrored) finger of the pinch too.
    var mouseTouches: [UITouch] = []
    var mousePinchCenter: CGPoint?
    /// Real fingers by SDL finger id.
    var fingers: [Int64: UITouch] = [:]
    /// The wheel's scroll: the scroll view, the translation so far, recent samples for the velocity,
    /// and the generation of the end timer.
    weak var wheelScrollView: UIScrollView?
    var wheelTranslation = CGPoint.zero
    var wheelSamples: [(time: TimeInterval, delta: CGPoint)] = []
    var wheelGeneration = 0
    var mouseLocation = CGPoint.zero
    /// The Control and Option (Alt) keys held, from the key events themselves.
    var heldPinchModifiers: Set<UIKeyboardHIDUsage> = []
    static let pinchModifiers: Set<UIKeyboardHIDUsage> = [.keyboardLeftControl, .keyboardRightControl, .keyboardLeftAlt, .keyboardRightAlt]
}

extension _SDLWindow {
    /// SDL's `SDL_TOUCH_MOUSEID`: mouse events SDL made from touches (the fingers arrive on their own).
    static let touchMouseID = UInt32.max
    /// SDL's `SDL_MOUSE_TOUCHID`: finger events SDL made from the mouse.
    static let mouseTouchID: Int64 = -1
    /// The wheel's points per notch, and the pause after which a wheel scroll ends and coasts.
    static let wheelPointsPerNotch: CGFloat = 40
    static let wheelEndDelay: TimeInterval = 0.08

    /// The media time of an SDL event timestamp (milliseconds since SDL started): both clocks are
    /// monotonic, so one offset, taken when the window opened, maps one onto the other, in order.
    func mediaTime(ofSDLTimestamp timestamp: UInt32) -> TimeInterval {
        sdlEpoch + Double(timestamp) / 1000
    }

    func point(x: Int32, y: Int32) -> CGPoint { CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale) }

    /// Dispatches one SDL event.
    func handle(_ event: SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            close()
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouseID:
            mouseDown(event.button)
        case SDL_MOUSEMOTION where event.motion.which != Self.touchMouseID:
            mouseMoved(event.motion)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != Self.touchMouseID:
            mouseUp(event.button)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            finger(event.tfinger)
        case SDL_MOUSEWHEEL:
            wheel(event.wheel)
        case SDL_KEYDOWN:
            keyDown(event.key)
        case SDL_KEYUP:
            let keyCode = UIKeyboardHIDUsage(rawValue: Int(event.key.keysym.scancode.rawValue)) ?? .keyboardErrorUndefined
            input.heldPinchModifiers.remove(keyCode)
            _PressDelivery.keyUp(keyCode, timestamp: mediaTime(ofSDLTimestamp: event.key.timestamp))
        case SDL_TEXTEDITING:
            // An input method composing: the composition is the first responder's marked text.
            let text = withUnsafeBytes(of: event.edit.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            _PressDelivery.setMarkedText(text, selectedRange: _PressDelivery.utf16Range(
                ofScalars: Int(event.edit.start), length: Int(event.edit.length), in: text))
            stats.inputReceived(at: mediaTime(ofSDLTimestamp: event.edit.timestamp))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            _PressDelivery.insertText(text)
            stats.inputReceived(at: mediaTime(ofSDLTimestamp: event.text.timestamp))
        default:
            if event.type == wakeEventType { waker?.wakeReceived() }
        }
    }

    func handleWindowEvent(_ event: SDL_WindowEvent) {
        switch SDL_WindowEventID(rawValue: UInt32(event.event)) {
        case SDL_WINDOWEVENT_FOCUS_LOST: _ApplicationMain.windowDidLoseFocus()
        case SDL_WINDOWEVENT_FOCUS_GAINED: _ApplicationMain.windowDidGainFocus()
        case SDL_WINDOWEVENT_MINIMIZED: _ApplicationMain.windowDidMinimize()
        case SDL_WINDOWEVENT_RESTORED: _ApplicationMain.windowDidRestore()
        case SDL_WINDOWEVENT_SIZE_CHANGED: windowDidResize(pixelWidth: event.data1, pixelHeight: event.data2)
        case SDL_WINDOWEVENT_EXPOSED: frame.invalidate()
        case SDL_WINDOWEVENT_CLOSE: close()
        default: break
        }
    }

    /// The window closed: the app terminates and the loop ends.
    func close() {
        guard isOpen else { return }
        isOpen = false
        _ApplicationMain.windowDidClose()
    }

    // MARK: The mouse as one finger (a pinch with Control or Option)

    func mouseDown(_ button: SDL_MouseButtonEvent) {
        let location = point(x: button.x, y: button.y)
        let time = mediaTime(ofSDLTimestamp: button.timestamp)
        stats.inputReceived(at: time)
        endMouseTouches(phase: .cancelled, at: location, time: time)
        var points = [location]
        if !input.heldPinchModifiers.isEmpty {
            let center = CGPoint(x: pointSize.width / 2, y: pointSize.height / 2)
            input.mousePinchCenter = center
            points.append(mirrored(location, around: center))
        } else {
            input.mousePinchCenter = nil
        }
        input.mouseTouches = _TouchInjection.send(newTouches: points, timestamp: time)
    }

    func mouseMoved(_ motion: SDL_MouseMotionEvent) {
        let location = point(x: motion.x, y: motion.y)
        input.mouseLocation = location
        guard !input.mouseTouches.isEmpty else { return }
        let time = mediaTime(ofSDLTimestamp: motion.timestamp)
        stats.inputReceived(at: time)
        _TouchInjection.send(newTouches: [], changes: mouseChanges(.moved, at: location), timestamp: time)
    }

    func mouseUp(_ button: SDL_MouseButtonEvent) {
        let time = mediaTime(ofSDLTimestamp: button.timestamp)
        stats.inputReceived(at: time)
        endMouseTouches(phase: .ended, at: point(x: button.x, y: button.y), time: time)
    }

    func endMouseTouches(phase: UITouch.Phase, at location: CGPoint, time: TimeInterval) {
        guard !input.mouseTouches.isEmpty else { return }
        _TouchInjection.send(newTouches: [], changes: mouseChanges(phase, at: location), timestamp: time)
        input.mouseTouches = []
    }

    func mouseChanges(_ phase: UITouch.Phase, at location: CGPoint) -> [_TouchInjection.Change] {
        input.mouseTouches.enumerated().map { index, touch in
            let place = index == 0 ? location : mirrored(location, around: input.mousePinchCenter ?? location)
            return _TouchInjection.Change(touch: touch, phase: phase, screenLocation: place)
        }
    }

    func mirrored(_ point: CGPoint, around center: CGPoint) -> CGPoint {
        CGPoint(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
    }

    // MARK: Fingers (real multi-touch, where the platform sends it)

    func finger(_ event: SDL_TouchFingerEvent) {
        guard event.touchId != Self.mouseTouchID else { return }
        let location = CGPoint(x: CGFloat(event.x) * pointSize.width, y: CGFloat(event.y) * pointSize.height)
        let time = mediaTime(ofSDLTimestamp: event.timestamp)
        stats.inputReceived(at: time)
        switch SDL_EventType(rawValue: event.type) {
        case SDL_FINGERDOWN:
            if let touch = _TouchInjection.send(newTouches: [location], timestamp: time).first { input.fingers[event.fingerId] = touch }
        case SDL_FINGERMOTION:
            guard let touch = input.fingers[event.fingerId] else { return }
            _TouchInjection.send(newTouches: [], changes: [.init(touch: touch, phase: .moved, screenLocation: location)], timestamp: time)
        default:
            guard let touch = input.fingers.removeValue(forKey: event.fingerId) else { return }
            _TouchInjection.send(newTouches: [], changes: [.init(touch: touch, phase: .ended, screenLocation: location)], timestamp: time)
        }
    }

    // MARK: The wheel as a scroll view's pan, with momentum

    /// The wheel drags the scroll view under the pointer; a pause ends the drag with the wheel's recent
    /// velocity, so the content coasts and bounces as after a finger's fling.
    func wheel(_ event: SDL_MouseWheelEvent) {
        let time = mediaTime(ofSDLTimestamp: event.timestamp)
        stats.inputReceived(at: time)
        let delta = CGPoint(x: CGFloat(event.preciseX) * Self.wheelPointsPerNotch * -1,
                            y: CGFloat(event.preciseY) * Self.wheelPointsPerNotch)
        if input.wheelScrollView == nil {
            guard let window = UIApplication.shared.windows.last(where: { !$0.isHidden }),
                  let scrollView = scrollView(at: input.mouseLocation, in: window), scrollView._dragBegan() else { return }
            input.wheelScrollView = scrollView
            input.wheelTranslation = .zero
            input.wheelSamples = []
        }
        guard let scrollView = input.wheelScrollView else { return }
        input.wheelTranslation.x += delta.x
        input.wheelTranslation.y += delta.y
        input.wheelSamples.append((time, delta))
        input.wheelSamples.removeAll { time - $0.time > 0.1 }
        scrollView._dragMoved(translation: input.wheelTranslation)
        input.wheelGeneration += 1
        let generation = input.wheelGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.wheelEndDelay) { [weak self] in
            MainActor.assumeIsolated { self?.endWheel(generation: generation) }
        }
    }

    /// Ends the wheel's drag when no wheel event came for `wheelEndDelay`. The pause is measured in the
    /// events' own time: a wheel event SDL already holds that came within the delay of the last one (the
    /// host was busy with a slow frame when the timer fired) keeps the drag going, and its own timer
    /// decides later.
    func endWheel(generation: Int) {
        guard generation == input.wheelGeneration, let scrollView = input.wheelScrollView else { return }
        if let last = input.wheelSamples.last, wheelEventIsWaiting(within: Self.wheelEndDelay, of: last.time) { return }
        let samples = input.wheelSamples
        var velocity = CGPoint.zero
        if let first = samples.first, let last = samples.last, last.time > first.time {
            let span = max(last.time - first.time, 1.0 / 60)
            velocity = CGPoint(x: samples.reduce(0) { $0 + $1.delta.x } / span, y: samples.reduce(0) { $0 + $1.delta.y } / span)
        }
        input.wheelScrollView = nil
        scrollView._dragEnded(velocity: velocity)
    }

    /// Whether the first wheel event waiting in SDL's queue came at most `delay` after `time`.
    func wheelEventIsWaiting(within delay: TimeInterval, of time: TimeInterval) -> Bool {
        SDL_PumpEvents()
        var event = SDL_Event()
        let wheel = SDL_MOUSEWHEEL.rawValue
        guard SDL_PeepEvents(&event, 1, SDL_PEEKEVENT, wheel, wheel) > 0 else { return false }
        return mediaTime(ofSDLTimestamp: event.wheel.timestamp) - time <= delay
    }

    /// The innermost scroll view that scrolls, under `point`.
    func scrollView(at point: CGPoint, in window: UIWindow) -> UIScrollView? {
        var view = window.hitTest(CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY), with: nil)
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled { return scrollView }
            view = current.superview
        }
        return nil
    }

    // MARK: Keys

    func keyDown(_ event: SDL_KeyboardEvent) {
        let time = mediaTime(ofSDLTimestamp: event.timestamp)
        stats.inputReceived(at: time)
        let keyCode = UIKeyboardHIDUsage(rawValue: Int(event.keysym.scancode.rawValue)) ?? .keyboardErrorUndefined
        if _SDLInputState.pinchModifiers.contains(keyCode) { input.heldPinchModifiers.insert(keyCode) }
        if event.repeat != 0 {
            // A held key repeats text editing only, as a hardware keyboard does in a text field.
            if keyCode == .keyboardDeleteOrBackspace { _PressDelivery.deleteBackward() }
            return
        }
        let key = Self.key(keyCode, symbol: event.keysym.sym, modifiers: UInt32(event.keysym.mod))
        guard _PressDelivery.keyDown(key, timestamp: time) != nil else { return }
        switch keyCode {
        case .keyboardDeleteOrBackspace: _PressDelivery.deleteBackward()
        case .keyboardReturnOrEnter, .keypadEnter: _PressDelivery.insertText("\n")
        default: break
        }
    }

    static func key(_ keyCode: UIKeyboardHIDUsage, symbol: SDL_Keycode, modifiers: UInt32) -> UIKey {
        var flags: UIKeyModifierFlags = []
        if modifiers & UInt32(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if modifiers & UInt32(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
        if modifiers & UInt32(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        if modifiers & UInt32(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
        if modifiers & UInt32(KMOD_CAPS.rawValue) != 0 { flags.insert(.alphaShift) }
        if (83...99).contains(keyCode.rawValue) { flags.insert(.numericPad) }
        let plain: String = switch keyCode {
        case .keyboardUpArrow: UIKeyCommand.inputUpArrow
        case .keyboardDownArrow: UIKeyCommand.inputDownArrow
        case .keyboardLeftArrow: UIKeyCommand.inputLeftArrow
        case .keyboardRightArrow: UIKeyCommand.inputRightArrow
        case .keyboardEscape: UIKeyCommand.inputEscape
        case .keyboardReturnOrEnter, .keypadEnter: "\r"
        case .keyboardTab: "\t"
        case .keyboardDeleteOrBackspace: "\u{8}"
        default: symbol > 0 && symbol < 0x110000 ? Unicode.Scalar(UInt32(symbol)).map { String(Character($0)) } ?? "" : ""
        }
        let shifted = flags.contains(.shift) != flags.contains(.alphaShift)
        let characters = shifted && plain.count == 1 ? plain.uppercased() : plain
        return UIKey(keyCode: keyCode, characters: characters, charactersIgnoringModifiers: plain, modifierFlags: flags)
    }
}
