import Foundation

/// The documented bounds on what Segue's commands accept (docs/cli.md, "Limits"). Each is checked
/// before any work starts, so an input past one costs one sentence naming the limit and how
/// to stay within it, never a crash, a hang or an out-of-memory abort.
package enum SegueLimits {
  /// Device pixels in one frame (width × height): 4096 × 4096, 64 MB a buffer. A window holds
  /// two buffers and the renderer its layer contents, so larger frames risk memory, and no
  /// phone or tablet screen needs more (a 12.9-inch iPad at scale 3 is 12.6 million).
  package static let framePixels = 16_777_216
  /// Seconds: the latest time of a script event, `--until`, `--duration`, a time in `--at`,
  /// a curve's duration or settling time. A transition lasts well under a second; ten minutes
  /// of virtual time replays in about a second.
  package static let seconds = 600.0
  /// Frames one `segue render` renders (2 min 46 s at 60 fps), each encoded as it is drawn.
  package static let renderFrames = 10_000
  /// Frames per second of a virtual clock (`render --fps`, `replay --fps`): 240, the fastest
  /// display refresh rate in common use.
  package static let framesPerSecond = 240.0
  /// Pixels in a contact sheet (8192 × 8192, 256 MB; its thumbnails take as much again).
  package static let sheetPixels = 67_108_864
  /// Pixels on a side of a contact sheet: cairo's limit.
  package static let sheetSide = 32_767
  /// Samples one `segue curve` prints (`--samples`, or the times in `--at`): about 20 MB of
  /// text.
  package static let curveSamples = 1_000_000
  /// Events in one pointer script (a recording gets about 120 a second of dragging).
  package static let scriptEvents = 100_000

  /// `value` with thousands separators: 16,777,216.
  package static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }

  /// Seconds as the limits print them: 600, 0.5.
  package static func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// Why a frame of `width × height` points at `scale` is too large, as a sentence fragment
  /// ("… 30000×30000 px, over the 16,777,216-pixel frame limit"), or nil when it fits.
  package static func framePixelsExcess(width: Double, height: Double, scale: Int) -> String? {
    let pixelWidth = (width * Double(scale)).rounded(.up)
    let pixelHeight = (height * Double(scale)).rounded(.up)
    guard pixelWidth * pixelHeight > Double(framePixels) else { return nil }
    return
      "\(Int(pixelWidth))×\(Int(pixelHeight)) px, over the \(grouped(framePixels))-pixel frame limit (4096×4096 px)"
  }

  /// The largest size in points with the aspect ratio of `width × height` whose frame at
  /// `scale` fits `framePixels`, whole points.
  package static func largestFrame(width: Double, height: Double, scale: Int) -> (width: Int, height: Int) {
    let area = width * height * Double(scale * scale)
    let factor = area > Double(framePixels) ? (Double(framePixels) / area).squareRoot() : 1
    var fitted = (width: max(Int(width * factor), 1), height: max(Int(height * factor), 1))
    while Double(fitted.width * scale) * Double(fitted.height * scale) > Double(framePixels) {
      if fitted.width >= fitted.height { fitted.width -= 1 } else { fitted.height -= 1 }
    }
    return fitted
  }
}
