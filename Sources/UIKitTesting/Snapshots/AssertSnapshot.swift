import Foundation
import Testing
import UIKit
import XCTest

/// Asserts that `view` renders the same as its reference PNG.
///
/// The reference lives beside the test file, in `__Snapshots__/<TestFile>/<name>.png` (`name` defaults to
/// the test function's name). The view is laid out and rendered in its own bounds at `scale` pixels per
/// point, then compared pixel by pixel with the reference: a pixel differs when one of its channels
/// differs by more than 1/255, and the assertion fails when more than `tolerance` (a fraction, 0 by
/// default) of the pixels differ, or when the sizes differ. On failure `<name>.actual.png` and
/// `<name>.diff.png` (differing pixels in red over a faded reference) are written next to the reference.
///
/// When the reference is missing, or the environment variable `SNAPSHOT_RECORD=1` is set, the current
/// rendering is written as the new reference and the assertion fails once, telling you to re-run.
/// Failures are reported as Swift Testing issues inside a Swift Testing test and as XCTest failures
/// otherwise. PNG encoding only happens when recording or failing, so passing assertions are cheap.
@MainActor
public func assertSnapshot(of view: UIView, named name: String? = nil, scale: CGFloat = 2, tolerance: Double = 0,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                           line: UInt = #line, column: UInt = #column) {
    view.layoutIfNeeded()
    _assertSnapshot(_FrameRenderer.image(of: view.layer, scale: scale), named: name, scale: scale, tolerance: tolerance,
                    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that the screen showing `window` renders the same as its reference PNG: the window at its
/// place on its screen and, unless `includesStatusBar` is false, the status bar the system draws over
/// it (in the style the window's controllers ask for), as an iPhone screenshot shows them. The
/// reference, recording and failure images work as for `assertSnapshot(of:named:scale:tolerance:)`.
@MainActor
public func assertScreenSnapshot(of window: UIWindow, named name: String? = nil, scale: CGFloat = 2, tolerance: Double = 0,
                                 includesStatusBar: Bool = true,
                                 fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                                 line: UInt = #line, column: UInt = #column) {
    _assertSnapshot(_screenImage(of: window, scale: scale, includesStatusBar: includesStatusBar), named: name, scale: scale,
                    tolerance: tolerance, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Compares `actual` with the reference named after `name` or `function`, recording it when missing.
@MainActor
func _assertSnapshot(_ actual: _PixelBuffer, named name: String?, scale: CGFloat, tolerance: Double,
                     fileID: StaticString, filePath: StaticString, function: String, line: UInt, column: UInt) {
    let file = URL(fileURLWithPath: "\(filePath)")
    let directory = file.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    let base = name ?? _snapshotName(function)
    let reference = directory.appendingPathComponent("\(base).png")
    let report = { (message: String) in
        _recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let record = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    if record || !FileManager.default.fileExists(atPath: reference.path) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        actual.writePNG(to: reference.path)
        report("Recorded snapshot \"\(base)\" at \(reference.path)\(record ? " (SNAPSHOT_RECORD=1)" : ""); re-run the test to compare against it.")
        return
    }
    guard let expected = _PixelBuffer.readPNG(path: reference.path, scale: scale) else {
        report("Could not read the reference snapshot at \(reference.path).")
        return
    }
    let result = _compareSnapshots(expected, actual)
    let allowed = Int((tolerance * Double(actual.width * actual.height)).rounded(.down))
    guard result.sizeMismatch || result.differing > allowed else { return }
    let actualPath = directory.appendingPathComponent("\(base).actual.png").path
    let diffPath = directory.appendingPathComponent("\(base).diff.png").path
    actual.writePNG(to: actualPath)
    result.diff?.writePNG(to: diffPath)
    if result.sizeMismatch {
        report("Snapshot \"\(base)\" is \(actual.width)×\(actual.height) pixels; the reference is \(expected.width)×\(expected.height). Actual image: \(actualPath)")
    } else {
        report("Snapshot \"\(base)\" differs in \(result.differing) of \(actual.width * actual.height) pixels (allowed \(allowed)). Actual: \(actualPath) Diff: \(diffPath)")
    }
}

/// Reports a failure to whichever test framework is running the current test.
func _recordSnapshotFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                    line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
