@_exported import CoreGraphics

/// A time interval in seconds, as Core Animation uses it. Foundation on Linux lacks CoreFoundation's.
public typealias CFTimeInterval = Double
