import Foundation
import Testing
import UIKitTesting
@testable import QuartzCore

/// Whether two property values are the same: the same object, equal when hashable, element by element
/// for arrays.
private func same(_ a: Any?, _ b: Any?) -> Bool {
    guard let x = a, let y = b else { return a == nil && b == nil }
    if let x = x as? [Any], let y = y as? [Any] { return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) } }
    if Swift.type(of: x) is AnyClass { return (x as AnyObject) === (y as AnyObject) }
    if let x = x as? AnyHashable, let y = y as? AnyHashable { return x == y }
    return false
}

/// The layer classes whose properties the table declares.
private let layerClasses: [CALayer.Type] = [CALayer.self, CAShapeLayer.self, CAGradientLayer.self, CATextLayer.self]

/// Properties whose setters report no change (they redraw nothing): the name and the timing properties.
private let silentKeys: Set<String> = ["name", "beginTime", "duration", "speed", "timeOffset", "repeatCount",
                                       "repeatDuration", "autoreverses", "fillMode"]

/// Issue 9, bug 5a: each layer property is declared once, in `_LayerProperty.all`; these tests walk the
/// table, so a property added to it is checked without touching them.
@MainActor @Suite("The layer property table", .checksForLeaks)
struct LayerPropertyTableTests {
    @Test("Every property's sample differs from its default and is what the layer then holds", arguments: layerClasses)
    func samplesAreNotDefaults(type: CALayer.Type) {
        let fresh = type._makeLayer(), layer = type._makeLayer()
        for property in _LayerProperty.properties(of: type) {
            let sample = property.sample()
            property.set(layer, sample)
            #expect(!same(property.get(fresh), sample), "\(property.key)")
            #expect(same(property.get(layer), sample), "\(property.key)")
        }
    }

    @Test("The presentation copy of an animating layer carries every copied property of the table", arguments: layerClasses)
    func presentationCopiesEveryProperty(type: CALayer.Type) throws {
        try withVirtualClock { _ in
            let layer = type._makeLayer()
            let properties = _LayerProperty.properties(of: type)
            for property in properties { property.set(layer, property.sample()) }
            // An animation of a key outside the table: it changes no property.
            let animation = CABasicAnimation(keyPath: "unrelatedKey")
            animation.duration = 10
            layer.add(animation, forKey: "unrelated")
            let copy = try #require(layer.presentation())
            #expect(copy !== layer)
            for property in properties {
                switch property.copying {
                case .value: #expect(same(property.get(copy), property.get(layer)), "\(property.key)")
                case .none: #expect(property.get(copy) == nil, "\(property.key)")
                }
            }
        }
    }

    @Test("Every property's setter reports the property's key, and key-value coding reads and writes it", arguments: layerClasses)
    func settersReportTheirKeys(type: CALayer.Type) {
        var reported: [String] = []
        CALayer._changeObservers.append { _, key, _ in reported.append(key) }
        defer { CALayer._changeObservers.removeLast() }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        for property in _LayerProperty.properties(of: type) {
            let layer = type._makeLayer()
            reported.removeAll()
            property.set(layer, property.sample())
            #expect(reported == (silentKeys.contains(property.key) ? [] : [property.key]), "\(property.key)")
            #expect(same(layer.value(forKeyPath: property.key), property.get(layer)), "\(property.key)")
            let other = type._makeLayer()
            other.setValue(property.get(layer), forKeyPath: property.key)
            #expect(same(property.get(other), property.get(layer)), "\(property.key)")
        }
    }

    @Test("A transition's old image takes every reported, copied property as of the last commit", arguments: layerClasses)
    func committedStateRestoresEveryProperty(type: CALayer.Type) {
        withVirtualClock { _ in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let root = CALayer(), layer = type._makeLayer()
            root.addSublayer(layer)
            let properties = _LayerProperty.properties(of: type).filter { $0.copying == .value && !silentKeys.contains($0.key) }
            let before = properties.map { $0.get(layer) }
            for property in properties { property.set(layer, property.sample()) }
            let old = _CommittedState.layer(layer, at: CACurrentMediaTime())
            for (property, value) in zip(properties, before) {
                #expect(same(property.get(old), value), "\(property.key)")
            }
            CATransaction.commit()
            spin()
        }
    }

    @Test("The implicitly animated keys are those UIKit and Core Animation animate by default")
    func animatableKeys() {
        #expect(_LayerProperty.viewAnimatableKeys == [
            "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform", "sublayerTransform",
            "opacity", "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "shadowColor",
            "shadowOpacity", "shadowOffset", "shadowRadius", "contentsRect",
        ])
        #expect(_LayerProperty.standaloneAnimatableKeys == _LayerProperty.viewAnimatableKeys.union(["contents", "hidden", "masksToBounds"]))
    }
}
