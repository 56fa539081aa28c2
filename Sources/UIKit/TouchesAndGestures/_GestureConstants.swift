import Foundation

/// The recognizers' numbers. Those from decompiled UIKit or Apple's documentation are marked; the
/// others are placeholders the evidence does not settle (spec §21), kept here so they change in one place.
enum _GestureConstants {
    /// Pan: centroid movement along x or y before a pan begins (`_defaultHysteresis`, spec §19.7, DECOMP).
    static let panHysteresis: CGFloat = 10
    /// Pan velocity: weight of the latest sample against the previous one (spec §19.7, DECOMP).
    static let panVelocityLatestWeight: CGFloat = 0.2
    /// Pan velocity: the shortest interval that makes a sample (spec §19.7, DECOMP).
    static let panMinimumSampleInterval: TimeInterval = 0.001
    /// Pan velocity: a finger that has not moved for this long has no velocity, so a release after a
    /// pause does not fling (placeholder: iOS reports about zero after a pause; its cut-off is unknown).
    static let panVelocityStaleInterval: TimeInterval = 0.1
    /// Tap: the next tap must start within this time of the previous touch-up (spec §19.7, DECOMP).
    static let tapMaximumIntervalBetweenTaps: TimeInterval = 0.35
    /// Tap: allowable movement of a tap (placeholder, spec §21 D14).
    static let tapAllowableMovement: CGFloat = 45
    /// Tap: the longest a tap may last (placeholder, spec §21 D14).
    static let tapMaximumDuration: TimeInterval = 0.75
    /// Long press defaults (spec §19.7, Apple's documentation).
    static let longPressMinimumDuration: TimeInterval = 0.5
    static let longPressAllowableMovement: CGFloat = 10
    /// Swipe: distance along the direction, within the duration, with the off-axis movement at most this
    /// fraction of it (placeholders, spec §21 D15).
    static let swipeMinimumDistance: CGFloat = 50
    static let swipeMaximumDuration: TimeInterval = 0.5
    static let swipeMaximumOffAxisRatio: CGFloat = 0.5
    /// Pinch: change of the distance between the fingers before a pinch begins (placeholder, unsourced).
    static let pinchHysteresis: CGFloat = 8
    /// Rotation: change of the fingers' angle before a rotation begins, in radians (placeholder, unsourced).
    static let rotationHysteresis: CGFloat = 0.07
    /// Screen-edge pan: width of the edge region a touch must start in (placeholder, unsourced; the
    /// interactive pop's tests start at 5 pt).
    static let screenEdgeRegion: CGFloat = 20
}
