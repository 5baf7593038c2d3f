import Foundation
import SegueExport
import SegueRender
import Testing

@Suite struct AnimatedWebPTests {
  /// A 64 × 48 frame with a 16-pixel square at `x`.
  static func frame(squareAt x: Int) -> Bitmap {
    let bitmap = Bitmap(width: 64, height: 48)
    bitmap.fill(0xFFFF_FFFF)
    for y in 16..<32 {
      let row = bitmap.row(y)
      for column in x..<(x + 16) { row[column] = 0xFF20_60C0 }
    }
    return bitmap
  }

  static func encode() throws -> Data {
    let encoder = try AnimatedWebP(width: 64, height: 48)
    for index in 0..<4 { try encoder.add(frame(squareAt: index * 12), atMilliseconds: index * 33) }
    return try encoder.finish(atMilliseconds: 4 * 33)
  }

  /// The four-character chunk names of a RIFF file, in order (top level and inside none).
  static func chunks(_ data: Data) -> [String] {
    let bytes = [UInt8](data)
    var names: [String] = []
    var offset = 12
    while offset + 8 <= bytes.count {
      names.append(String(decoding: bytes[offset..<offset + 4], as: UTF8.self))
      let size =
        Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7])
        << 24
      offset += 8 + size + (size & 1)
    }
    return names
  }

  @Test func writesALoopingAnimatedWebP() throws {
    let data = try Self.encode()
    let bytes = [UInt8](data)
    #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
    #expect(String(decoding: bytes[8..<12], as: UTF8.self) == "WEBP")
    let names = Self.chunks(data)
    #expect(names.first == "VP8X")
    #expect(names.contains("ANIM"))
    #expect(names.filter { $0 == "ANMF" }.count == 4)
    // ANIM payload: background colour (4 bytes), then the loop count (2 bytes, 0 = forever).
    if let anim = data.range(of: Data("ANIM".utf8)) {
      let loop = data[anim.upperBound + 8] | data[anim.upperBound + 9]
      #expect(loop == 0)
    }
  }

  @Test func sameFramesGiveTheSameBytes() throws {
    #expect(try Self.encode() == Self.encode())
  }

  @Test func framesOfAnotherSizeAreRejected() throws {
    let encoder = try AnimatedWebP(width: 64, height: 48)
    #expect(throws: ExportError.self) { try encoder.add(Bitmap(width: 10, height: 10), atMilliseconds: 0) }
  }

  @Test func timestampsMustIncrease() throws {
    let encoder = try AnimatedWebP(width: 64, height: 48)
    try encoder.add(Self.frame(squareAt: 0), atMilliseconds: 10)
    #expect(throws: ExportError.self) { try encoder.add(Self.frame(squareAt: 4), atMilliseconds: 10) }
  }

  @Test func oversizedAnimationsAreRejected() {
    #expect(throws: ExportError.self) { try AnimatedWebP(width: 20000, height: 10) }
  }
}
