import Foundation

/// Presses reach gesture recognizers as touches do: a new press is bound to the enabled recognizers of
/// the responder's view and its superviews (innermost first) that accept it, and they get it before the
/// responder. A recognizer that recognizes with `cancelsTouchesInView` cancels the press for the
/// responder (`pressesCancelled`), which then gets nothing more of it.
extension _GestureEnvironment {
    /// The view whose recognizers (and their ancestors') a press to `responder` goes to: the responder
    /// itself, a view controller's view, else none.
    static func pressView(for responder: UIResponder) -> UIView? {
        if let view = responder as? UIView { return view }
        if let controller = responder as? UIViewController { return controller.viewIfLoaded }
        return nil
    }

    /// Binds a new press to the recognizers that take it: enabled, not finished, allowing its type, and
    /// agreeing through `shouldReceive(_:)` and the delegate's event and press methods.
    static func bind(_ press: UIPress, from responder: UIResponder, in event: UIPressesEvent) {
        guard let view = pressView(for: responder) else { return }
        let type = NSNumber(value: press.type.rawValue)
        press._recognizers = view._recognizersForNewTouch().filter { recognizer in
            guard !recognizer._state._isFinished, recognizer.allowedPressTypes.contains(type),
                  recognizer._shouldReceive(press, event) else { return false }
            if recognizer._touches.isEmpty && recognizer._presses.isEmpty && !recognizer._isActive {
                recognizer._sawOnlyPresses = true
            }
            recognizer._presses.append(press)
            activate(recognizer)
            return true
        }
    }

    /// Gives `presses` (all in the same phase) to their recognizers, then processes the state changes.
    static func deliver(_ presses: [UIPress], in event: UIPressesEvent) {
        currentEvent = event
        deliveryDepth += 1
        var order: [UIGestureRecognizer] = []
        var seen: Set<ObjectIdentifier> = []
        for press in presses {
            for recognizer in press._recognizers where seen.insert(ObjectIdentifier(recognizer)).inserted {
                order.append(recognizer)
            }
        }
        for recognizer in order where recognizer.isEnabled && !recognizer._state._isFinished {
            let mine = Set(presses.filter { press in recognizer._presses.contains { $0 === press } })
            guard let phase = mine.first?._phase else { continue }
            switch phase {
            case .began: recognizer.pressesBegan(mine, with: event)
            case .changed: recognizer.pressesChanged(mine, with: event)
            case .ended: recognizer.pressesEnded(mine, with: event)
            case .cancelled: recognizer.pressesCancelled(mine, with: event)
            case .stationary: break
            }
        }
        deliveryDepth -= 1
        drain()
    }

    /// After the responder got the event: released presses leave their recognizers; finished recognizers
    /// with nothing left down are reset, and so is one that saw only presses and is still undecided once
    /// they are all released (it would otherwise hold its place among the active recognizers).
    static func finishPresses(_ presses: [UIPress]) {
        for press in presses where press._phase == .ended || press._phase == .cancelled {
            for recognizer in press._recognizers {
                recognizer._presses.removeAll { $0 === press }
                if recognizer._state == .possible && recognizer._sawOnlyPresses && recognizer._presses.isEmpty
                    && recognizer._touches.isEmpty && recognizer._pendingState == nil {
                    recognizer._state = .failed
                }
            }
        }
        resetFinished()
        currentEvent = nil
    }

    static func ignore(_ press: UIPress, by recognizer: UIGestureRecognizer) {
        press._recognizers.removeAll { $0 === recognizer }
        recognizer._presses.removeAll { $0 === press }
    }
}

extension UIGestureRecognizer {
    func _shouldReceive(_ press: UIPress, _ event: UIPressesEvent) -> Bool {
        guard shouldReceive(event) else { return false }
        if let delegate {
            if _ifImplemented("gestureRecognizer(_:shouldReceiveEvent:)", {
                delegate.gestureRecognizer(self, shouldReceive: event as UIEvent)
            }) == false { return false }
            if _ifImplemented("gestureRecognizer(_:shouldReceivePress:)", {
                delegate.gestureRecognizer(self, shouldReceive: press)
            }) == false { return false }
        }
        return true
    }
}
