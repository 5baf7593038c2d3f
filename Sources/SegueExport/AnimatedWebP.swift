import CWebP
import Foundation
import SegueRender

/// Encodes frames as an animated WebP with libwebpmux's `WebPAnimEncoder`: lossless,
/// looping forever, millisecond timestamps.
///
/// Lossless WebP keeps UI frames pixel-exact with full colour and alpha, and is usually
/// smaller than APNG or GIF for flat UI content (docs/rendering-notes.md §7). Encoding is
/// single-threaded and deterministic: the same frames give the same bytes.
///
/// ```swift
/// let encoder = try AnimatedWebP(width: 780, height: 1688)
/// for (index, frame) in frames.enumerated() { try encoder.add(frame, atMilliseconds: index * 1000 / 30) }
/// let data = try encoder.finish(atMilliseconds: frames.count * 1000 / 30)
/// ```
public final class AnimatedWebP {
  /// Frame size in pixels; every frame must have it.
  public let width: Int
  public let height: Int
  private let encoder: OpaquePointer
  private var config = WebPConfig()
  private var lastTimestamp = -1
  private var scratch: [UInt32] = []

  /// - Parameters:
  ///   - width, height: pixels (1…16383, WebP's limit).
  ///   - effort: lossless compression effort 0…6 (libwebp's `method`; 0 fastest, 6 smallest).
  /// - Throws: `ExportError` for a size WebP cannot hold or when libwebp cannot start.
  public init(width: Int, height: Int, effort: Int = 4) throws {
    guard (1...16383).contains(width), (1...16383).contains(height) else {
      throw ExportError(
        "an animated WebP cannot be \(width)×\(height) pixels (WebP allows 1 to 16383 per side); render at a smaller --scale."
      )
    }
    self.width = width
    self.height = height
    var options = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&options) != 0 else {
      throw ExportError("libwebpmux rejected its own version; reinstall libwebp-dev so headers and library match.")
    }
    options.anim_params.loop_count = 0  // forever
    options.anim_params.bgcolor = 0xFFFF_FFFF
    options.allow_mixed = 0
    options.minimize_size = 0
    guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
      throw ExportError("libwebpmux could not create an animation encoder (out of memory?); try a smaller --scale.")
    }
    self.encoder = encoder
    guard WebPConfigInit(&config) != 0 else {
      WebPAnimEncoderDelete(encoder)
      throw ExportError("libwebp rejected its own version; reinstall libwebp-dev so headers and library match.")
    }
    config.lossless = 1
    config.method = Int32(min(max(effort, 0), 6))
    config.quality = 75
    config.exact = 1
    config.thread_level = 0
  }

  deinit { WebPAnimEncoderDelete(encoder) }

  /// Adds a frame shown from `milliseconds` (since the animation's start) until the next
  /// frame's timestamp.
  ///
  /// - Throws: `ExportError` for a frame of the wrong size, a timestamp not after the
  ///   previous one, or an encoder failure.
  public func add(_ frame: Bitmap, atMilliseconds milliseconds: Int) throws {
    guard frame.width == width, frame.height == height else {
      throw ExportError(
        "an animation frame is \(frame.width)×\(frame.height) pixels but the animation is \(width)×\(height); render every frame at one size."
      )
    }
    guard milliseconds > lastTimestamp else {
      throw ExportError(
        "animation frame timestamps must increase (got \(milliseconds) ms after \(lastTimestamp) ms); use a frame rate of at most 1000 fps."
      )
    }
    unpremultiply(frame)
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else { throw ExportError("libwebp could not set up a picture.") }
    picture.use_argb = 1
    picture.width = Int32(width)
    picture.height = Int32(height)
    defer { WebPPictureFree(&picture) }
    let imported = scratch.withUnsafeBytes { bytes in
      WebPPictureImportBGRA(&picture, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(width * 4))
    }
    guard imported != 0 else { throw ExportError("libwebp ran out of memory importing a \(width)×\(height) frame.") }
    guard WebPAnimEncoderAdd(encoder, &picture, Int32(milliseconds), &config) != 0 else {
      throw ExportError("libwebp could not encode an animation frame: \(encoderError).")
    }
    lastTimestamp = milliseconds
  }

  /// Ends the animation (the last frame shows until `milliseconds`) and returns the file's bytes.
  ///
  /// - Throws: `ExportError` when libwebpmux cannot assemble the file.
  public func finish(atMilliseconds milliseconds: Int) throws -> Data {
    guard WebPAnimEncoderAdd(encoder, nil, Int32(max(milliseconds, lastTimestamp + 1)), nil) != 0 else {
      throw ExportError("libwebp could not end the animation: \(encoderError).")
    }
    var data = WebPData()
    guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
      throw ExportError("libwebpmux could not assemble the animation: \(encoderError).")
    }
    defer { WebPFree(UnsafeMutableRawPointer(mutating: bytes)) }
    return Data(bytes: bytes, count: data.size)
  }

  private var encoderError: String {
    WebPAnimEncoderGetError(encoder).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "unknown error"
  }

  /// Copies `frame` into `scratch` as straight (un-premultiplied) BGRA, which is what
  /// `WebPPictureImportBGRA` expects; opaque pixels are copied unchanged.
  private func unpremultiply(_ frame: Bitmap) {
    if scratch.count != width * height { scratch = [UInt32](repeating: 0, count: width * height) }
    scratch.withUnsafeMutableBufferPointer { output in
      for y in 0..<height {
        let row = frame.row(y)
        let base = y * width
        for x in 0..<width {
          let pixel = row[x]
          let alpha = pixel >> 24
          if alpha == 255 || alpha == 0 {
            output[base + x] = alpha == 0 ? 0 : pixel
            continue
          }
          func channel(_ shift: UInt32) -> UInt32 {
            min(((pixel >> shift) & 0xFF) * 255 + alpha / 2, 255 * alpha) / alpha
          }
          output[base + x] = alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
        }
      }
    }
  }
}
