import Foundation
import SegueRender

extension SceneDriver {
  /// Compares the current frame with the golden `NAME.png` in the `Goldens` directory next to
  /// the calling test file (pass nothing for `filePath`), like swift-snapshot-testing's
  /// `assertSnapshot`. Throwing inside a Swift Testing test fails it with the message.
  ///
  /// - Parameters:
  ///   - tolerance: per-channel difference (0…255) still counted as equal; default ±2.
  ///   - maxDifferingShare: fraction of pixels (0…1) allowed to differ beyond the
  ///     tolerance; default 0.
  ///   - record: the record mode; nil reads `SEGUE_RECORD_GOLDENS` (see `RecordMode`).
  /// - Throws: `GoldenImageMismatch` naming the golden, the actual and the diff image.
  public func verifyScreenshot(
    named name: String, tolerance: Int = 2, maxDifferingShare: Double = 0, record: RecordMode? = nil,
    filePath: String = #filePath
  ) throws {
    _ = try GoldenImage.verify(
      render(), named: name, in: GoldenImage.directory(besides: filePath), tolerance: tolerance,
      maxDifferingShare: maxDifferingShare, record: record)
  }
}
