import Foundation
import SegueExport
import SegueRender
import SegueTesting
import Testing

/// The drawn device around documentation frames (docs/uikit-behaviour-2.md §8): its size, the
/// transparent surroundings, the screen's pixels inside it, the home indicator's colour
/// following what lies under it, and a golden of the whole; pairs side by side.
@Suite struct DeviceFrameTests {
  /// A 390 × 844 pt screen at scale 1, white above `split` points and black below.
  static func screen(split: Int) -> Bitmap {
    let bitmap = Bitmap(width: 390, height: 844, scale: 1)
    for y in 0..<844 {
      let row = bitmap.row(y)
      for x in 0..<390 { row[x] = y < split ? 0xFFFF_FFFF : 0xFF00_0000 }
    }
    return bitmap
  }

  @Test func theDeviceSurroundsTheScreenOnTransparency() throws {
    let framed = DeviceFrame(cutout: .notch).framing(Self.screen(split: 844))
    // 15 pt of band and bezel around the screen, and 3 pt of buttons on either side.
    #expect(framed.width == 390 + 36 && framed.height == 844 + 30)
    #expect(framed[0, 0] == 0)  // outside the rounded device
    #expect(framed[10, 2] == 0)
    #expect(framed[18 + 195, 15 + 400] == 0xFFFF_FFFF)  // the screen itself
    #expect(framed[18 + 195, 15 + 10] & 0x00FF_FFFF < 0x0010_1010)  // the notch over the top
    #expect(framed[18 + 2, 15 + 2] == 0 || framed[18 + 2, 15 + 2] & 0x00FF_FFFF < 0x0030_3030)  // a rounded corner
    // The home indicator over white is black: its middle row, 10.5 pt above the screen's bottom.
    #expect(framed[18 + 195, 15 + 844 - 11] == 0xFF00_0000)
    try GoldenImage.verify(framed, named: "device-frame-notch", in: GoldenImage.directory(besides: #filePath))
  }

  @Test func theHomeIndicatorIsLightOverDarkContent() {
    let framed = DeviceFrame(cutout: .dynamicIsland, screenCornerRadius: 55).framing(Self.screen(split: 400))
    #expect(framed[18 + 195, 15 + 844 - 11] == 0xFFFF_FFFF)
    // The island: a pill 11 pt below the top, 37 pt tall.
    #expect(framed[18 + 195, 15 + 30] & 0x00FF_FFFF < 0x0010_1010)
    #expect(framed[18 + 195, 15 + 60] == 0xFFFF_FFFF)
  }

  @Test func pairsSitSideBySideAGapApart() {
    let left = Self.screen(split: 844)
    let right = Self.screen(split: 0)
    let pair = Bitmap.sideBySide([left, right], gap: 24)
    #expect(pair.width == 390 * 2 + 24 && pair.height == 844)
    #expect(pair[100, 100] == 0xFFFF_FFFF)
    #expect(pair[400, 100] == 0)
    #expect(pair[390 + 24 + 100, 100] == 0xFF00_0000)
  }
}
