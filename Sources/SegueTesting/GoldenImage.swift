import Foundation
import SegueRender

/// Golden-image verification: a bitmap against `NAME.png` in a directory beside the test.
///
/// Passes while at most `maxDifferingPixels` pixels differ by more than `tolerance` per
/// channel (default ±2 of 255, 0 pixels). On failure `NAME.actual.png` and `NAME.diff.png`
/// are written next to the golden and the thrown `GoldenImageMismatch` names them.
/// A missing golden fails with instructions; run with `SEGUE_RECORD_GOLDENS=1` to write
/// missing goldens or `SEGUE_RECORD_GOLDENS=all` to rewrite differing ones — and look at
/// them before committing.
public enum GoldenImage {
  /// The `Goldens` directory next to the source file `filePath` (pass `#filePath`).
  public static func directory(besides filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
  }

  /// Verifies `actual` against the golden `name` in `directory`.
  ///
  /// - Throws: `GoldenImageMismatch` with one sentence naming the files and the numbers.
  public static func verify(
    _ actual: Bitmap, named name: String, in directory: URL, tolerance: Int = 2, maxDifferingPixels: Int = 0
  ) throws {
    let goldenPath = directory.appendingPathComponent("\(name).png").path
    let actualPath = directory.appendingPathComponent("\(name).actual.png").path
    let diffPath = directory.appendingPathComponent("\(name).diff.png").path
    let record = ProcessInfo.processInfo.environment["SEGUE_RECORD_GOLDENS"] ?? ""
    guard FileManager.default.fileExists(atPath: goldenPath) else {
      if record == "1" || record == "all" {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try PNGCodec.write(actual, toFile: goldenPath)
        return
      }
      throw GoldenImageMismatch(
        message:
          "Golden image \(goldenPath) is missing; run `SEGUE_RECORD_GOLDENS=1 swift test` to record it, then look at it."
      )
    }
    let golden = try PNGCodec.decode(contentsOfFile: goldenPath)
    guard let diff = ImageDiff(actual: actual, expected: golden, tolerance: tolerance) else {
      if record == "all" { return try PNGCodec.write(actual, toFile: goldenPath) }
      try? PNGCodec.write(actual, toFile: actualPath)
      throw GoldenImageMismatch(
        message:
          "\(name): size \(actual.width)×\(actual.height) differs from the golden's \(golden.width)×\(golden.height); actual image: \(actualPath)"
      )
    }
    guard diff.differingPixels > maxDifferingPixels else {
      try? FileManager.default.removeItem(atPath: actualPath)
      try? FileManager.default.removeItem(atPath: diffPath)
      return
    }
    if record == "all" { return try PNGCodec.write(actual, toFile: goldenPath) }
    try? PNGCodec.write(actual, toFile: actualPath)
    try? PNGCodec.write(diff.diffImage, toFile: diffPath)
    let first = diff.firstDifference.map {
      " First at (\($0.x), \($0.y)): actual 0x\(String($0.actual, radix: 16)), golden 0x\(String($0.expected, radix: 16))."
    }
    throw GoldenImageMismatch(
      message: """
        \(name): \(diff.differingPixels) pixels differ by more than ±\(tolerance) (allowed \(maxDifferingPixels); \
        worst channel difference \(diff.worstChannelDifference)).\(first ?? "") Actual: \(actualPath) Diff: \(diffPath)
        """)
  }
}

/// A golden-image comparison failed; the message names the files to look at.
public struct GoldenImageMismatch: Error, CustomStringConvertible {
  public let message: String
  public var description: String { message }
}
