import Foundation
import SegueExport
import SegueRender
import Testing

@Suite struct ContactSheetTests {
  /// A frame split into a red left half and a blue right half.
  static func halves(width: Int, height: Int, scale: Int = 2) -> Bitmap {
    let bitmap = Bitmap(width: width, height: height, scale: scale)
    for y in 0..<height {
      let row = bitmap.row(y)
      for x in 0..<width { row[x] = x < width / 2 ? 0xFFFF_0000 : 0xFF00_00FF }
    }
    return bitmap
  }

  @Test func downsamplingAveragesBlocks() {
    let bitmap = Bitmap(width: 4, height: 2, scale: 2)
    bitmap[0, 0] = 0xFF00_0000
    bitmap[1, 0] = 0xFFFF_FFFF
    bitmap[0, 1] = 0xFF00_0000
    bitmap[1, 1] = 0xFFFF_FFFF
    bitmap.row(0)[2] = 0x8080_0000
    let small = bitmap.downsampled(by: 2)
    #expect(small.width == 2 && small.height == 1 && small.scale == 1)
    #expect(small[0, 0] == 0xFF80_8080)
    #expect(small[1, 0] == 0x2020_0000)
  }

  @Test func thumbnailsKeepTheFramesPixels() throws {
    let frames = [
      (0.0, Self.halves(width: 40, height: 60, scale: 1)), (0.25, Self.halves(width: 40, height: 60, scale: 1)),
    ]
    let sheet = try ContactSheet(frames: frames.map { (time: $0.0, bitmap: $0.1) }, columns: 2, shrink: 1).render()
    // Margins are 24 px: the first thumbnail's left half is red, its right half blue.
    #expect(sheet[24 + 5, 24 + 30] == 0xFFFF_0000)
    #expect(sheet[24 + 35, 24 + 30] == 0xFF00_00FF)
    #expect(sheet[24 + 40 + 24 + 5, 24 + 30] == 0xFFFF_0000)
    #expect(sheet[2, 2] == 0xFFFF_FFFF)
  }

  @Test func labelsAreDrawnUnderEachFrame() throws {
    let frame = Self.halves(width: 80, height: 40, scale: 1)
    let sheet = try ContactSheet(frames: [(time: 0.5, bitmap: frame)], columns: 1, shrink: 1).render()
    var dark = 0
    for y in (24 + 40 + 4)..<(24 + 40 + 28) {
      for x in 24..<(24 + 80) where sheet[x, y] & 0xFF < 0x80 { dark += 1 }
    }
    #expect(dark > 20)
    #expect(ContactSheet.label(0.5) == "0.500 s")
  }

  @Test func sameFramesGiveTheSameBytes() throws {
    let frames = (0..<3).map { (time: Double($0) / 10, bitmap: Self.halves(width: 30, height: 20)) }
    let first = try PNGCodec.encode(try ContactSheet(frames: frames, columns: 2, shrink: 2, title: "t").render())
    let second = try PNGCodec.encode(try ContactSheet(frames: frames, columns: 2, shrink: 2, title: "t").render())
    #expect(first == second)
  }

  @Test func anEmptySheetIsAnError() {
    #expect(throws: ExportError.self) { try ContactSheet(frames: [], columns: 3, shrink: 1).render() }
  }
}
