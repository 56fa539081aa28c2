import CCairo
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
    let actual = _FrameRenderer.image(of: view.layer, scale: scale)
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

/// Renders `view` (laid out first) in its own bounds at `scale` and returns PNG data, for galleries and
/// for attaching images to reports.
@MainActor
public func snapshotPNG(of view: UIView, scale: CGFloat = 2) -> Data {
    view.layoutIfNeeded()
    return _FrameRenderer.image(of: view.layer, scale: scale).pngData()
}

func _snapshotName(_ function: String) -> String {
    let trimmed = function.split(separator: "(").first.map(String.init) ?? function
    return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
}

/// Counts the pixels that differ by more than 1 in a channel and paints a diff image.
@MainActor
func _compareSnapshots(_ expected: _PixelBuffer, _ actual: _PixelBuffer) -> (sizeMismatch: Bool, differing: Int, diff: _PixelBuffer?) {
    guard expected.width == actual.width, expected.height == actual.height else { return (true, 0, nil) }
    cairo_surface_flush(expected.surface)
    cairo_surface_flush(actual.surface)
    let diff = _PixelBuffer(width: actual.width, height: actual.height)
    cairo_surface_flush(diff.surface)
    var differing = 0
    let e = expected.data, a = actual.data, d = diff.data
    for y in 0..<actual.height {
        let er = UnsafeRawPointer(e + y * expected.stride).assumingMemoryBound(to: UInt32.self)
        let ar = UnsafeRawPointer(a + y * actual.stride).assumingMemoryBound(to: UInt32.self)
        let dr = UnsafeMutableRawPointer(d + y * diff.stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<actual.width {
            let p = er[x], q = ar[x]
            var same = true
            if p != q {
                for shift in stride(from: 0, through: 24, by: 8) where abs(Int((p >> UInt32(shift)) & 0xff) - Int((q >> UInt32(shift)) & 0xff)) > 1 {
                    same = false
                }
            }
            if same {
                // A faded copy of the reference: a quarter of its (premultiplied) value.
                let alpha = (p >> 24) / 4, r = ((p >> 16) & 0xff) / 4, g = ((p >> 8) & 0xff) / 4, b = (p & 0xff) / 4
                dr[x] = (alpha << 24) | (r << 16) | (g << 8) | b
            } else {
                differing += 1
                dr[x] = 0xffff0000
            }
        }
    }
    cairo_surface_mark_dirty(diff.surface)
    return (false, differing, diff)
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
