import Foundation
import SegueRender
import Testing

/// Golden-image comparison for tests: a bitmap against `Goldens/NAME.png` beside this file.
///
/// Pixels are compared premultiplied, channel by channel: a pixel differs when any channel
/// differs by more than `tolerance` (default ±2 of 255); the check passes while at most
/// `maxDifferingPixels` pixels differ (default 0). On failure, `NAME.actual.png` and
/// `NAME.diff.png` (differing pixels red over a dimmed copy of the golden) are written next
/// to the golden and the issue names them.
///
/// A missing golden fails, telling how to record it: run the tests with
/// `SEGUE_RECORD_GOLDENS=1` to write missing goldens, or `SEGUE_RECORD_GOLDENS=all` to
/// rewrite every golden that differs. Look at recorded images before committing them.
enum GoldenImage {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  static func path(_ name: String, _ suffix: String = "png") -> String {
    directory.appendingPathComponent("\(name).\(suffix)").path
  }

  static func expectMatch(
    _ actual: Bitmap, named name: String, tolerance: Int = 2, maxDifferingPixels: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let goldenPath = path(name)
    let record = ProcessInfo.processInfo.environment["SEGUE_RECORD_GOLDENS"] ?? ""
    guard FileManager.default.fileExists(atPath: goldenPath) else {
      if record == "1" || record == "all" {
        do {
          try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
          try PNGCodec.write(actual, toFile: goldenPath)
        } catch {
          Issue.record(
            "Could not record golden \(goldenPath): \(error)", sourceLocation: sourceLocation)
        }
      } else {
        Issue.record(
          "Golden image \(goldenPath) is missing; run `SEGUE_RECORD_GOLDENS=1 swift test` to record it, then look at it.",
          sourceLocation: sourceLocation)
      }
      return
    }
    let golden: Bitmap
    do {
      golden = try PNGCodec.decode(contentsOfFile: goldenPath)
    } catch {
      Issue.record("\(error)", sourceLocation: sourceLocation)
      return
    }
    let actualPath = path(name, "actual.png")
    let diffPath = path(name, "diff.png")
    guard golden.width == actual.width, golden.height == actual.height else {
      try? PNGCodec.write(actual, toFile: actualPath)
      if record == "all" {
        try? PNGCodec.write(actual, toFile: goldenPath)
        return
      }
      Issue.record(
        "\(name): size \(actual.width)×\(actual.height) differs from the golden's \(golden.width)×\(golden.height); actual image: \(actualPath)",
        sourceLocation: sourceLocation)
      return
    }
    let diff = Bitmap(width: actual.width, height: actual.height)
    var differing = 0
    var worst = 0
    var firstDifference: (Int, Int, UInt32, UInt32)?
    for y in 0..<actual.height {
      let a = actual.row(y)
      let g = golden.row(y)
      let d = diff.row(y)
      for x in 0..<actual.width {
        let pa = a[x]
        let pg = g[x]
        var channelDelta = 0
        for shift in stride(from: 0, through: 24, by: 8) {
          channelDelta = max(
            channelDelta, abs(Int((pa >> UInt32(shift)) & 0xFF) - Int((pg >> UInt32(shift)) & 0xFF))
          )
        }
        worst = max(worst, channelDelta)
        if channelDelta > tolerance {
          differing += 1
          if firstDifference == nil { firstDifference = (x, y, pa, pg) }
          d[x] = 0xFFFF_0000
        } else {
          // Dimmed grey of the golden, opaque.
          let luminance = (((pg >> 16) & 0xFF) + ((pg >> 8) & 0xFF) + (pg & 0xFF)) / 3
          let v = 0x40 + luminance / 4
          d[x] = 0xFF00_0000 | v << 16 | v << 8 | v
        }
      }
    }
    guard differing > maxDifferingPixels else {
      try? FileManager.default.removeItem(atPath: actualPath)
      try? FileManager.default.removeItem(atPath: diffPath)
      return
    }
    if record == "all" {
      try? PNGCodec.write(actual, toFile: goldenPath)
      return
    }
    try? PNGCodec.write(actual, toFile: actualPath)
    try? PNGCodec.write(diff, toFile: diffPath)
    let first = firstDifference.map {
      " First at (\($0.0), \($0.1)): actual 0x\(String($0.2, radix: 16)), golden 0x\(String($0.3, radix: 16))."
    }
    Issue.record(
      """
      \(name): \(differing) pixels differ by more than ±\(tolerance) (allowed \(maxDifferingPixels); \
      worst channel difference \(worst)).\(first ?? "") Actual: \(actualPath) Diff: \(diffPath)
      """, sourceLocation: sourceLocation)
  }
}
