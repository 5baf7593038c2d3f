import Foundation

/// Timings of one `segue render` run, printed by `--stats` on standard error.
package struct RenderStatistics {
  /// Seconds to produce each frame (model frames since the previous capture, commit,
  /// composite), encoding excluded.
  package var frameSeconds = TimingSamples()
  package var widthPixels = 0
  package var heightPixels = 0
  /// Layer contents and shadows rasterized again during the run (the cache's counters).
  package var rasterizations = 0

  /// The lines `--stats` prints.
  package func report(outputs: FrameOutputs) -> String {
    let count = frameSeconds.values.count
    let total = frameSeconds.values.reduce(0, +)
    let fps = total > 0 ? Double(count) / total : 0
    var lines = [
      String(
        format:
          "render: %d frames of %d×%d px, %.2f ms/frame median, %.2f ms p99, %.0f frames/s (encoding excluded), %d rasterizations",
        count, widthPixels, heightPixels, frameSeconds.median * 1000, frameSeconds.quantile(0.99) * 1000, fps,
        rasterizations)
    ]
    if outputs.pngSeconds > 0 {
      lines.append(String(format: "png: %.1f ms/frame", outputs.pngSeconds * 1000 / Double(max(count, 1))))
    }
    if outputs.sheetSeconds > 0 { lines.append(String(format: "sheet: %.0f ms", outputs.sheetSeconds * 1000)) }
    if outputs.webpSeconds > 0 {
      lines.append(String(format: "webp: %.1f ms/frame", outputs.webpSeconds * 1000 / Double(max(count, 1))))
    }
    return lines.joined(separator: "\n")
  }
}
