import Foundation

extension CALayer {
    // MARK: Adding and removing animations

    func _addAnimation(_ anim: CAAnimation, forKey key: String?, previousValue: Any? = nil) {
        let copy = anim._makeCopy()
        let key = copy is CATransition ? kCATransition : key
        // A transition keeps the layer's image from before the change (captured before a running one
        // is replaced, so a transition that interrupts another starts from what was on screen).
        let snapshot = copy is CATransition ? _LayerRenderer.takeTransitionSnapshot(of: self) : nil
        if let previousValue, let property = copy as? CAPropertyAnimation, let keyPath = property.keyPath {
            copy._implicitFromValue = _previousPresentationValue(at: keyPath, modelValue: previousValue)
        }
        if let key, let index = _animationEntries.lastIndex(where: { $0.key == key }) {
            let replaced = _animationEntries.remove(at: index)
            _AnimationEngine.stop(replaced, finished: false, deferred: true)
        }
        let groups = CATransaction._openGroups
        for group in groups { group.retain() }
        let entry = _RunningAnimation(animation: copy, key: key, layer: self, groups: groups)
        entry.transitionSnapshot = snapshot
        _animationEntries.append(entry)
        _invalidateReach()
        _AnimationEngine.add(entry)
    }

    /// The entry added under `key`, for UIKit's property animator.
    package func _animationEntry(forKey key: String) -> _RunningAnimation? {
        _animationEntries.last { $0.key == key }
    }

    func _animation(forKey key: String) -> CAAnimation? {
        _animationEntries.last { $0.key == key }?.animation
    }

    func _animationKeys() -> [String]? {
        let keys = _animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    func _removeAnimation(forKey key: String) {
        guard let index = _animationEntries.lastIndex(where: { $0.key == key }) else { return }
        let entry = _animationEntries.remove(at: index)
        _AnimationEngine.stop(entry, finished: false, deferred: true)
    }

    func _removeAllAnimations() {
        let entries = _animationEntries
        _animationEntries.removeAll()
        for entry in entries { _AnimationEngine.stop(entry, finished: false, deferred: true) }
    }

    // MARK: Presentation

    /// A copy of the model with every animation applied at `time` (global media time).
    func _presentation(at time: CFTimeInterval) -> CALayer {
        let copy = type(of: self)._makeLayer()
        let suppressed = CALayer._suppressChangeReports
        CALayer._suppressChangeReports = true
        defer { CALayer._suppressChangeReports = suppressed }
        copy._copyModelProperties(from: self)
        copy._modelLayer = self
        _applyAnimations(to: copy, at: time)
        return copy
    }

    /// Applies this layer's animations, in the order they were added, to `target`.
    package func _applyAnimations(to target: CALayer, at time: CFTimeInterval) {
        guard !_animationEntries.isEmpty else { return }
        let parentTime = _localTime(fromGlobal: time)
        for entry in _animationEntries {
            let animation = entry.animation
            if let driven = entry.drivenProgress {
                animation._apply(to: target, parentTime: parentTime, progress: driven())
            } else if !entry.isStarted && animation.beginTime == 0 {
                // Not committed yet: it starts now (plus its delay).
                animation.beginTime = parentTime + animation._commitDelay
                animation._apply(to: target, parentTime: parentTime, progress: nil)
                animation.beginTime = 0
            } else {
                animation._apply(to: target, parentTime: parentTime, progress: nil)
            }
        }
    }

    /// The value `keyPath` showed before a change to `modelValue`'s successor: the old model value with
    /// the running animations applied.
    package func _previousPresentationValue(at keyPath: String, modelValue: Any) -> Any? {
        guard _animationEntries.contains(where: { $0.animation._animatedKeyPaths.contains(keyPath) }) else {
            return modelValue
        }
        let suppressed = CALayer._suppressChangeReports
        CALayer._suppressChangeReports = true
        defer { CALayer._suppressChangeReports = suppressed }
        let copy = type(of: self)._makeLayer()
        copy._copyModelProperties(from: self)
        _LayerKeyPath.setValue(modelValue, of: copy, at: keyPath)
        _applyAnimations(to: copy, at: CACurrentMediaTime())
        return _LayerKeyPath.value(of: copy, at: keyPath)
    }

    // MARK: Time

    /// This layer's local time at global media time `t`.
    package func _localTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayer?._localTime(fromGlobal: t) ?? t
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// The global media time at which this layer's local time is `t`.
    package func _globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
        return superlayer?._globalTime(fromLocal: parentTime) ?? parentTime
    }

    /// The global media time at which this layer's local time reaches `t`, or infinity when this layer
    /// or an ancestor is paused (speed 0) or runs backwards.
    package func _globalEndTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        guard speed > 0 else { return .infinity }
        let parentTime = (t - timeOffset) / Double(speed) + beginTime
        return superlayer?._globalEndTime(fromLocal: parentTime) ?? parentTime
    }

    // MARK: Implicit animations

    /// The default action of an animatable key on a standalone layer: a basic animation from the previous
    /// value, with the transaction's duration (0.25 s unless set) and timing function (Core Animation's
    /// default curve unless set).
    package static func _implicitAnimation(forKey key: String) -> CAAction? {
        guard _LayerProperty.standaloneAnimatableKeys.contains(key) else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
            ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
