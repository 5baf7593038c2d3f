import CCairo
import Foundation
import SegueRender
import Testing

@Suite("PNG")
struct PNGTests {
  func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-png-\(UUID().uuidString)-\(name)"
    ).path
  }

  /// Every alpha with several premultiplied colour values.
  func sampleBitmap() -> Bitmap {
    let bitmap = Bitmap(width: 256, height: 5)
    for x in 0..<256 {
      let a = UInt32(x)
      bitmap[x, 0] = a << 24 | a << 16 | (a / 2) << 8 | (a / 3)
      bitmap[x, 1] = a << 24
      bitmap[x, 2] = a << 24 | a << 8
      bitmap[x, 3] = 0xFF00_0000 | a << 16 | (255 - a)
      bitmap[x, 4] = a << 24 | (a * 7 / 11) << 16 | (a * 3 / 5) << 8 | a
    }
    return bitmap
  }

  @Test func roundTripKeepsEveryPixel() throws {
    let bitmap = sampleBitmap()
    let decoded = try PNGCodec.decode(try PNGCodec.encode(bitmap))
    #expect(decoded.width == 256 && decoded.height == 5)
    #expect(decoded.hasSamePixels(as: bitmap))
  }

  @Test func fileRoundTripAndScale() throws {
    let path = temporaryPath("round.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bitmap = ContentFixtures.testImage()
    try PNGCodec.write(bitmap, toFile: path)
    let decoded = try PNGCodec.decode(contentsOfFile: path, scale: 2)
    #expect(decoded.scale == 2)
    #expect(decoded.hasSamePixels(as: bitmap))
  }

  @Test func encodingIsDeterministic() throws {
    let bitmap = sampleBitmap()
    #expect(try PNGCodec.encode(bitmap) == PNGCodec.encode(bitmap.copy()))
  }

  @Test func opaquePNGGetsFullAlpha() throws {
    let path = temporaryPath("rgb.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 3, 2)
    let cr = cairo_create(surface)
    cairo_set_source_rgb(cr, 0, 0.5, 1)
    cairo_paint(cr)
    cairo_destroy(cr)
    #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
    cairo_surface_destroy(surface)
    let decoded = try PNGCodec.decode(contentsOfFile: path)
    #expect(ContentFixtures.pixels(decoded, x: 0..<3, y: 0..<2) == [0xFF00_80FF])
  }

  @Test func missingFileNamesThePath() {
    let path = temporaryPath("missing.png")
    let error = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOfFile: path) }
    #expect(error?.description == "cannot read PNG \(path): no such file.")
  }

  @Test func notAPNGNamesThePath() throws {
    let path = temporaryPath("text.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data("hello, not a picture".utf8).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOfFile: path) }
    #expect(error?.description.contains(path) == true)
    #expect(error?.description.contains("not a PNG") == true)
  }

  @Test func truncatedPNGIsCorrupt() throws {
    let path = temporaryPath("cut.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let full = try PNGCodec.encode(sampleBitmap())
    try full.prefix(full.count / 2).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOfFile: path) }
    let message = error?.description ?? ""
    #expect(message.contains(path) && message.contains("corrupt"), "\(message)")
  }

  @Test func damagedChunkIsCorrupt() throws {
    var bytes = [UInt8](try PNGCodec.encode(sampleBitmap()))
    for i in 40..<60 { bytes[i] ^= 0x5A }
    let error = #expect(throws: PNGError.self) {
      try PNGCodec.decode(Data(bytes), name: "damaged.png")
    }
    #expect(
      error?.description.hasPrefix("cannot read PNG damaged.png: the PNG data is corrupt") == true)
  }

  @Test func directoryIsUnreadable() {
    let path = FileManager.default.temporaryDirectory.path
    let error = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOfFile: path) }
    #expect(error?.description == "cannot read PNG \(path): it is a directory.")
  }

  @Test func emptyBitmapCannotBeEncoded() {
    #expect(throws: PNGError.self) { try PNGCodec.encode(Bitmap(width: 0, height: 4)) }
  }

  @Test func unwritablePathNamesThePath() {
    let path = "/nonexistent-directory-for-segue/out.png"
    let error = #expect(throws: PNGError.self) { try PNGCodec.write(sampleBitmap(), toFile: path) }
    #expect(error?.description.hasPrefix("cannot write PNG \(path):") == true)
  }
}
