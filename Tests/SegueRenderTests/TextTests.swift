import SegueRender
import Testing

@Suite("Text")
struct TextTests {
  static let sentence = "The quick brown fox jumps over the lazy dog"
  let font = RenderFont(size: 17)
  let white = RenderColor.white

  func label(
    _ string: String, width: Double = 200, height: Double = 30,
    alignment: RenderTextAlignment = .left,
    lines: Int = 1, mode: RenderLineBreakMode = .byTruncatingTail
  ) -> RenderLayer {
    ContentFixtures.layer(
      width: width, height: height,
      LayerAppearance(
        backgroundColor: white,
        contents: .text(
          RenderText(
            string: string, font: font, color: .black, alignment: alignment, numberOfLines: lines,
            lineBreakMode: mode))))
  }

  /// Columns (x) that contain ink (non-white pixels), as a range.
  func inkColumns(_ bitmap: Bitmap) -> ClosedRange<Int>? {
    var first: Int?
    var last: Int?
    for x in 0..<bitmap.width {
      for y in 0..<bitmap.height where bitmap[x, y] != 0xFFFF_FFFF {
        first = first ?? x
        last = x
        break
      }
    }
    guard let first, let last else { return nil }
    return first...last
  }

  func inkRows(_ bitmap: Bitmap) -> ClosedRange<Int>? {
    var rows: [Int] = []
    for y in 0..<bitmap.height
    where (0..<bitmap.width).contains(where: { bitmap[$0, y] != 0xFFFF_FFFF }) {
      rows.append(y)
    }
    guard let first = rows.first, let last = rows.last else { return nil }
    return first...last
  }

  @Test(arguments: [
    (RenderTextAlignment.left, "text-left"), (.center, "text-center"), (.right, "text-right"),
  ])
  func alignmentGoldens(alignment: RenderTextAlignment, name: String) throws {
    let bitmap = try ContentFixtures.raster(label("Segue", alignment: alignment), scale: 2).bitmap
    let ink = try #require(inkColumns(bitmap))
    switch alignment {
    case .left: #expect(ink.lowerBound < 6)
    case .right: #expect(ink.upperBound > 400 - 6)
    default: #expect(abs((ink.lowerBound + ink.upperBound) / 2 - 200) <= 3)
    }
    Golden.expectMatch(bitmap, named: name)
  }

  @Test func textIsCentredVertically() throws {
    let bitmap = try ContentFixtures.raster(label("Segue", height: 60), scale: 2).bitmap
    let rows = try #require(inkRows(bitmap))
    // The line box (ascent + descent ≈ 1.16 em) is centred; ink sits in its upper part.
    #expect(rows.lowerBound > 30 && rows.upperBound < 90)
    #expect(abs(rows.lowerBound - (120 - rows.upperBound)) < 14)
  }

  @Test func wrappedParagraph() throws {
    let layer = label(Self.sentence, width: 150, height: 100, lines: 0, mode: .byWordWrapping)
    let bitmap = try ContentFixtures.raster(layer, scale: 2).bitmap
    let size = TextLayout.size(
      of: RenderText(
        string: Self.sentence, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping),
      maxWidth: 150)
    #expect(size.height == 60)  // three lines of 19.8 points
    #expect(size.width <= 150)
    Golden.expectMatch(bitmap, named: "text-wrapped")
  }

  @Test func truncatedTail() throws {
    let bitmap = try ContentFixtures.raster(label(Self.sentence, width: 150), scale: 2).bitmap
    let ink = try #require(inkColumns(bitmap))
    #expect(ink.upperBound < 300)
    Golden.expectMatch(bitmap, named: "text-truncated-tail")
  }

  @Test func twoLinesTruncated() throws {
    let layer = label(Self.sentence, width: 150, height: 60, lines: 2, mode: .byTruncatingTail)
    let bitmap = try ContentFixtures.raster(layer, scale: 2).bitmap
    let size = TextLayout.size(
      of: RenderText(string: Self.sentence, font: font, numberOfLines: 2), maxWidth: 150)
    #expect(size.height == 40)
    Golden.expectMatch(bitmap, named: "text-two-lines")
  }

  @Test(arguments: [
    (RenderLineBreakMode.byTruncatingHead, "text-truncated-head"),
    (.byTruncatingMiddle, "text-truncated-middle"),
    (.byClipping, "text-clipped"), (.byCharWrapping, "text-char-wrapped"),
  ])
  func otherLineBreakModes(mode: RenderLineBreakMode, name: String) throws {
    let bitmap = try ContentFixtures.raster(label(Self.sentence, width: 150, mode: mode), scale: 2)
      .bitmap
    Golden.expectMatch(bitmap, named: name)
  }

  @Test func measurementMatchesUIKitRounding() {
    let text = RenderText(string: "Hello", font: font)
    let single = TextLayout.size(of: text, maxWidth: nil)
    #expect(single.height == 20)  // DejaVu Sans: (ascent + descent) 1.164 em × 17 = 19.8 → 20
    #expect(single.width > 40 && single.width < 50)
    #expect(single.width == single.width.rounded(.up))
    #expect(TextLayout.size(of: RenderText(string: "", font: font), maxWidth: nil) == (0, 0))
    let bold = TextLayout.size(
      of: RenderText(string: "Hello", font: RenderFont(size: 17, weight: 700)), maxWidth: nil)
    #expect(bold.width > single.width)
  }

  @Test func numberOfLinesLimitsTheMeasuredHeight() {
    var text = RenderText(
      string: Self.sentence, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let unlimited = TextLayout.size(of: text, maxWidth: 100)
    text.numberOfLines = 2
    let two = TextLayout.size(of: text, maxWidth: 100)
    text.numberOfLines = 1
    let one = TextLayout.size(of: text, maxWidth: 100)
    #expect(one.height == 20 && two.height == 40 && unlimited.height > 40)
    let noLimit = TextLayout.size(of: text, maxWidth: nil)
    #expect(noLimit.height == 20 && noLimit.width > 300)
  }

  @Test func unlimitedLinesWrapWithTheDefaultTruncatingMode() throws {
    // UILabel's defaults are byTruncatingTail; numberOfLines 0 must still wrap every line.
    let text = RenderText(string: Self.sentence, font: font, numberOfLines: 0)
    #expect(TextLayout.size(of: text, maxWidth: 150).height == 60)
    // A box two lines tall shows two lines (the second ellipsized).
    let layer = label(Self.sentence, width: 150, height: 44, lines: 0, mode: .byTruncatingTail)
    let bitmap = try ContentFixtures.raster(layer, scale: 2).bitmap
    let rows = try #require(inkRows(bitmap))
    #expect(rows.count > 50)  // ink spans two lines (one line is under 40 px at scale 2)
  }

  @Test func layoutDoesNotDependOnScale() throws {
    // The same label at scale 1 and 3 wraps the same: ink rows and columns scale by 3.
    let layer = label(Self.sentence, width: 150, height: 100, lines: 0, mode: .byWordWrapping)
    let one = try ContentFixtures.raster(layer, scale: 1).bitmap
    let three = try ContentFixtures.raster(layer, scale: 3).bitmap
    let a = try #require(inkRows(one))
    let b = try #require(inkRows(three))
    #expect(abs(a.lowerBound * 3 - b.lowerBound) <= 3 && abs(a.upperBound * 3 - b.upperBound) <= 3)
  }

  @Test func renderingIsDeterministic() throws {
    let layer = label(Self.sentence, width: 150, height: 60, lines: 2)
    let first = try ContentFixtures.raster(layer, scale: 2).bitmap
    let second = try ContentFixtures.raster(layer, scale: 2).bitmap
    #expect(first.hasSamePixels(as: second))
  }
}
