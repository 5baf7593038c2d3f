import CCairo
import Foundation

/// Why a PNG could not be read or written. `description` is one sentence naming the file
/// (or "PNG data" for bytes in memory) and the reason.
package enum PNGError: Error, CustomStringConvertible, LocalizedError, Sendable {
  /// No file at the path.
  case missingFile(path: String)
  /// The file exists but could not be read (permissions, a directory, an I/O error).
  case unreadable(path: String, reason: String)
  /// The bytes do not start with the PNG signature.
  case notPNG(path: String)
  /// The bytes start like a PNG but libpng/cairo could not decode them.
  case corrupt(path: String, reason: String)
  /// The bitmap could not be encoded (empty, too large, out of memory).
  case encodingFailed(reason: String)
  /// The encoded PNG could not be written to the path.
  case unwritable(path: String, reason: String)

  package var description: String {
    switch self {
    case .missingFile(let path): "cannot read PNG \(path): no such file."
    case .unreadable(let path, let reason): "cannot read PNG \(path): \(Self.clause(reason))."
    case .notPNG(let path):
      "cannot read PNG \(path): it is not a PNG file (the PNG signature is missing)."
    case .corrupt(let path, let reason):
      "cannot read PNG \(path): the PNG data is corrupt (\(reason))."
    case .encodingFailed(let reason): "cannot encode PNG: \(reason)."
    case .unwritable(let path, let reason): "cannot write PNG \(path): \(Self.clause(reason))."
    }
  }

  package var errorDescription: String? { description }

  /// `reason` without its closing full stop (Foundation's descriptions end with one), so
  /// the message ends with exactly one.
  private static func clause(_ reason: String) -> String {
    reason.hasSuffix(".") ? String(reason.dropLast()) : reason
  }
}

/// Reads PNG files into premultiplied ARGB32 `Bitmap`s and writes bitmaps as PNG, through
/// cairo's libpng binding.
///
/// Decoding: any PNG colour type and bit depth; images without alpha get alpha 255; the
/// result is premultiplied (as every `Bitmap` is). Encoding: 8-bit RGBA (cairo
/// un-premultiplies), no timestamps, so the same bitmap always gives the same bytes.
/// Encoding is slow for big frames (zlib); do not call it in a frame loop.
package enum PNGCodec {
  /// The 8 bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Decodes the PNG file at `path`.
  ///
  /// - Parameter scale: stored in the bitmap's `scale` (e.g. 2 for an `@2x` file).
  /// - Throws: `PNGError` — `missingFile`, `unreadable`, `notPNG` or `corrupt`, each naming `path`.
  package static func decode(contentsOfFile path: String, scale: Int = 1) throws -> Bitmap {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw PNGError.missingFile(path: path)
    }
    guard !isDirectory.boolValue else {
      throw PNGError.unreadable(path: path, reason: "it is a directory")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let reason =
        FileManager.default.isReadableFile(atPath: path)
        ? "the file could not be read (\((error as NSError).localizedDescription))"
        : "permission denied"
      throw PNGError.unreadable(path: path, reason: reason)
    }
    return try decode(data, name: path, scale: scale)
  }

  /// Decodes PNG bytes in memory.
  ///
  /// - Parameters:
  ///   - name: how errors refer to the data (a path or URL); "PNG data" by default.
  ///   - scale: stored in the bitmap's `scale`.
  /// - Throws: `PNGError.notPNG` or `PNGError.corrupt`.
  package static func decode(_ data: Data, name: String = "PNG data", scale: Int = 1) throws
    -> Bitmap
  {
    guard data.count >= signature.count, data.prefix(signature.count).elementsEqual(signature)
    else {
      throw PNGError.notPNG(path: name)
    }
    let reader = ByteReader(data: data)
    let surface = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(
        { closure, buffer, length in
          guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
          let reader = Unmanaged<ByteReader>.fromOpaque(closure).takeUnretainedValue()
          return reader.read(into: buffer, count: Int(length))
            ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(reader).toOpaque())
    }
    guard let surface else { throw PNGError.corrupt(path: name, reason: "out of memory") }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      let reason =
        status == CAIRO_STATUS_READ_ERROR && reader.ranOut
        ? "the file ends early" : CairoError("decoding", status).reason
      throw PNGError.corrupt(path: name, reason: reason)
    }
    do {
      return try bitmap(from: surface, scale: scale)
    } catch let error as CairoError {
      throw PNGError.corrupt(path: name, reason: error.reason)
    }
  }

  /// Copies a decoded cairo surface into a new premultiplied ARGB32 bitmap.
  private static func bitmap(from surface: OpaquePointer, scale: Int) throws -> Bitmap {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let result = Bitmap(width: width, height: height, scale: scale)
    guard width > 0, height > 0 else { return result }
    cairo_surface_flush(surface)
    let format = cairo_image_surface_get_format(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
      let data = cairo_image_surface_get_data(surface)
    {
      let opaque: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
      for y in 0..<height {
        let input = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        let output = result.row(y)
        for x in 0..<width { output[x] = input[x] | opaque }
      }
      return result
    }
    // Any other format (e.g. 16-bit PNGs on newer cairo): let cairo convert.
    try result.withCairoContext("converting a decoded PNG") { cr in
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_paint(cr)
      cairo_set_source_rgba(cr, 0, 0, 0, 0)
    }
    return result
  }

  /// Encodes `bitmap` as an 8-bit RGBA PNG (un-premultiplied by cairo).
  ///
  /// - Throws: `PNGError.encodingFailed` for an empty bitmap or a cairo/libpng failure.
  package static func encode(_ bitmap: Bitmap) throws -> Data {
    guard bitmap.width > 0, bitmap.height > 0 else {
      throw PNGError.encodingFailed(
        reason: "the bitmap is empty (\(bitmap.width)×\(bitmap.height) pixels)")
    }
    let surface: OpaquePointer
    do {
      surface = try bitmap.makeCairoSurface("encoding a PNG")
    } catch let error as CairoError {
      throw PNGError.encodingFailed(reason: error.reason)
    }
    defer { cairo_surface_destroy(surface) }
    let writer = ByteWriter()
    let status = withExtendedLifetime(writer) {
      cairo_surface_write_to_png_stream(
        surface,
        { closure, bytes, length in
          guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
          Unmanaged<ByteWriter>.fromOpaque(closure).takeUnretainedValue().data.append(
            bytes, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(writer).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw PNGError.encodingFailed(reason: CairoError("encoding", status).reason)
    }
    return writer.data
  }

  /// Encodes `bitmap` and writes it to `path` atomically (replacing any file there).
  ///
  /// - Throws: `PNGError.encodingFailed`, or `PNGError.unwritable` naming `path`.
  package static func write(_ bitmap: Bitmap, toFile path: String) throws {
    let data = try encode(bitmap)
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw PNGError.unwritable(path: path, reason: (error as NSError).localizedDescription)
    }
  }
}

/// The state behind cairo's read callback.
private final class ByteReader {
  let data: Data
  var offset = 0
  var ranOut = false

  init(data: Data) { self.data = data }

  func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard count <= data.count - offset else {
      ranOut = true
      return false
    }
    data.withUnsafeBytes { bytes in
      if let base = bytes.baseAddress {
        buffer.update(from: base.assumingMemoryBound(to: UInt8.self) + offset, count: count)
      }
    }
    offset += count
    return true
  }
}

/// The state behind cairo's write callback.
private final class ByteWriter {
  var data = Data()
}
