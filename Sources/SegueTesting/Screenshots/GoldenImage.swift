import Foundation
import SegueRender

/// Golden-image verification: a bitmap against `NAME.png` in a directory beside the test.
///
/// Passes while at most `maxDifferingPixels` pixels (or `maxDifferingShare` of all pixels,
/// whichever allows more) differ by more than `tolerance` per channel (default ±2 of 255,
/// 0 pixels). On failure `NAME.actual.png` and `NAME.diff.png` are written next to the
/// golden and the thrown `GoldenImageMismatch` names them. A missing golden fails with
/// instructions. `RecordMode` (environment variable `SEGUE_RECORD_GOLDENS`: `1`/`missing`,
/// `failed`, `all`, `never`) decides when goldens are written instead — look at them
/// before committing.
public enum GoldenImage {
  /// The `Goldens` directory next to the source file `filePath` (pass `#filePath`).
  public static func directory(besides filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
  }

  /// Verifies `actual` against the golden `name` in `directory`.
  ///
  /// - Throws: `GoldenImageMismatch` with one sentence naming the files and the numbers.
  ///
  /// - Parameters:
  ///   - tolerance: largest per-channel difference (0…255) that still counts as equal.
  ///   - maxDifferingPixels: pixels allowed to differ beyond the tolerance.
  ///   - maxDifferingShare: fraction of all pixels (0…1) allowed to differ, e.g. 0.001 for
  ///     0.1 %; the larger of the two allowances applies.
  ///   - record: the record mode; nil reads `SEGUE_RECORD_GOLDENS`.
  /// - Returns: why the golden was written (and said so on standard error), or nil when it
  ///   was only compared.
  @discardableResult
  public static func verify(
    _ actual: Bitmap, named name: String, in directory: URL, tolerance: Int = 2, maxDifferingPixels: Int = 0,
    maxDifferingShare: Double = 0, record: RecordMode? = nil
  ) throws -> String? {
    let goldenPath = directory.appendingPathComponent("\(name).png").path
    let actualPath = directory.appendingPathComponent("\(name).actual.png").path
    let diffPath = directory.appendingPathComponent("\(name).diff.png").path
    let mode = try record ?? RecordMode.fromEnvironment()
    let share = maxDifferingShare.isFinite ? min(max(maxDifferingShare, 0), 1) : 0
    let allowed = max(maxDifferingPixels, Int((share * Double(actual.width * actual.height)).rounded(.down)))
    guard FileManager.default.fileExists(atPath: goldenPath) else {
      if mode.recordsMissing {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try PNGCodec.write(actual, toFile: goldenPath)
        return announce(goldenPath, "it did not exist")
      }
      throw GoldenImageMismatch(
        message:
          "the golden image \(goldenPath) is missing; run `SEGUE_RECORD_GOLDENS=missing swift test` to record it, then look at it."
      )
    }
    if mode == .all {
      try PNGCodec.write(actual, toFile: goldenPath)
      try? FileManager.default.removeItem(atPath: actualPath)
      try? FileManager.default.removeItem(atPath: diffPath)
      return announce(goldenPath, "SEGUE_RECORD_GOLDENS=all")
    }
    let golden = try PNGCodec.decode(contentsOfFile: goldenPath)
    guard let diff = ImageDiff(actual: actual, expected: golden, tolerance: tolerance) else {
      if mode.recordsFailed {
        try PNGCodec.write(actual, toFile: goldenPath)
        return announce(goldenPath, "its size differed")
      }
      try? PNGCodec.write(actual, toFile: actualPath)
      throw GoldenImageMismatch(
        message:
          "\(name): size \(actual.width)×\(actual.height) differs from the golden's \(golden.width)×\(golden.height); actual image: \(actualPath). If the change is intended, look at it, then re-record with `SEGUE_RECORD_GOLDENS=failed swift test`."
      )
    }
    guard diff.differingPixels > allowed else {
      try? FileManager.default.removeItem(atPath: actualPath)
      try? FileManager.default.removeItem(atPath: diffPath)
      return nil
    }
    if mode.recordsFailed {
      try? FileManager.default.removeItem(atPath: actualPath)
      try? FileManager.default.removeItem(atPath: diffPath)
      try PNGCodec.write(actual, toFile: goldenPath)
      return announce(goldenPath, "\(diff.differingPixels) pixels differed")
    }
    try? PNGCodec.write(actual, toFile: actualPath)
    try? PNGCodec.write(diff.diffImage, toFile: diffPath)
    let first = diff.firstDifference.map {
      " First at (\($0.x), \($0.y)): actual 0x\(String($0.actual, radix: 16)), golden 0x\(String($0.expected, radix: 16))."
    }
    throw GoldenImageMismatch(
      message: """
        \(name): \(diff.differingPixels) pixels differ by more than ±\(tolerance) (allowed \(allowed); \
        worst channel difference \(diff.worstChannelDifference)).\(first ?? "") Actual: \(actualPath) Diff: \(diffPath) \
        If the change is intended, look at them, then re-record with `SEGUE_RECORD_GOLDENS=failed swift test`.
        """)
  }
}

extension GoldenImage {
  /// Says on standard error that a golden was written, and why, so a record run lists what
  /// to look at before committing.
  static func announce(_ path: String, _ reason: String) -> String {
    FileHandle.standardError.write(
      Data("segue: recorded the golden image \(path) (\(reason)); look at it before you commit it.\n".utf8))
    return reason
  }
}

/// A golden-image comparison failed; the message names the files to look at.
public struct GoldenImageMismatch: Error, CustomStringConvertible {
  public let message: String
  public var description: String { message }
}
