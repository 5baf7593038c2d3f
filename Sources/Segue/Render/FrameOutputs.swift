import Foundation
import SegueAnimation
import SegueExport
import SegueRender

/// Where rendered frames go: numbered PNGs, contact-sheet thumbnails, animated WebP frames.
/// Times spent encoding are kept apart from rendering for `--stats`.
package final class FrameOutputs {
  private let files: FrameFiles?
  private let sheetPath: String?
  private let columns: Int?
  private let animatedPath: String?
  private let title: String
  private var thumbnails: [(time: Double, bitmap: Bitmap)] = []
  private var animation: AnimatedWebP?
  private var lastMilliseconds = -1
  /// Paths written, in order, for the summary on stdout.
  private(set) var written: [String] = []
  /// Seconds spent encoding PNG frames.
  private(set) var pngSeconds = 0.0
  /// Seconds spent encoding WebP frames and assembling the file.
  private(set) var webpSeconds = 0.0
  /// Seconds spent shrinking thumbnails and drawing the sheet.
  private(set) var sheetSeconds = 0.0

  package init(request: RenderRequest) throws {
    files = try request.outputDirectory.map { path in
      do { return try FrameFiles(directory: path) } catch let error as ExportError { throw UsageError(error.message) }
    }
    sheetPath = request.sheetPath
    columns = request.columns
    animatedPath = request.animatedPath
    title = request.sceneName
  }

  /// Takes frame `index` shown at `time` seconds.
  package func add(_ frame: Bitmap, time: Double, index: Int) throws {
    if let files {
      let start = monotonicSeconds()
      written.append(try files.write(frame, index: index))
      pngSeconds += monotonicSeconds() - start
    }
    if sheetPath != nil {
      let start = monotonicSeconds()
      thumbnails.append((time, frame.downsampled(by: max(frame.scale, 1))))
      sheetSeconds += monotonicSeconds() - start
    }
    if animatedPath != nil {
      let start = monotonicSeconds()
      if animation == nil { animation = try AnimatedWebP(width: frame.width, height: frame.height) }
      let milliseconds = max(Int((time * 1000).rounded()), lastMilliseconds + 1)
      try animation?.add(frame, atMilliseconds: milliseconds)
      lastMilliseconds = milliseconds
      webpSeconds += monotonicSeconds() - start
    }
  }

  /// Writes the sheet and the animation; `end` is when the last frame stops showing, seconds.
  package func finish(end: Double) throws {
    if let sheetPath {
      let start = monotonicSeconds()
      let sheet = ContactSheet(
        frames: thumbnails, columns: columns ?? min(thumbnails.count, 6), shrink: 1, title: title)
      try PNGCodec.write(try sheet.render(), toFile: sheetPath)
      written.append(sheetPath)
      sheetSeconds += monotonicSeconds() - start
    }
    if let animatedPath, let animation {
      let start = monotonicSeconds()
      let data = try animation.finish(atMilliseconds: max(Int((end * 1000).rounded()), lastMilliseconds + 1))
      do {
        try data.write(to: URL(fileURLWithPath: animatedPath), options: .atomic)
      } catch {
        throw ExportError(
          "cannot write \(animatedPath) (\((error as NSError).localizedDescription)); check the path and permissions.")
      }
      written.append(animatedPath)
      webpSeconds += monotonicSeconds() - start
    }
  }
}
