import SegueRender
import Testing

@Suite("Content drawing")
struct ContentTests {
  let red = RenderColor(red: 1, green: 0, blue: 0)

  @Test func solidFillAtScale2IsExact() throws {
    let layer = ContentFixtures.layer(width: 10, height: 10, LayerAppearance(backgroundColor: red))
    let raster = try ContentFixtures.raster(layer, scale: 2)
    #expect(raster.bitmap.width == 20 && raster.bitmap.height == 20)
    #expect(raster.originX == 0 && raster.originY == 0)
    #expect(ContentFixtures.pixels(raster.bitmap, x: 0..<20, y: 0..<20) == [0xFFFF_0000])
    Golden.expectMatch(raster.bitmap, named: "solid-fill")
  }

  @Test func halfAlphaFillIsPremultiplied() throws {
    let layer = ContentFixtures.layer(
      width: 4, height: 3,
      LayerAppearance(backgroundColor: RenderColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
    let raster = try ContentFixtures.raster(layer, scale: 1)
    for pixel in ContentFixtures.pixels(raster.bitmap, x: 0..<4, y: 0..<3) {
      #expect(channelDistance(pixel, 0x8080_0000) <= 1)
    }
  }

  @Test func fractionalBoundsRoundUpToWholePixels() throws {
    let layer = ContentFixtures.layer(
      width: 10.25, height: 3.5, LayerAppearance(backgroundColor: red))
    let raster = try ContentFixtures.raster(layer, scale: 2)
    #expect(raster.bitmap.width == 21 && raster.bitmap.height == 7)
    #expect(raster.bitmap[19, 6] == 0xFFFF_0000)
    #expect(raster.bitmap[20, 3] >> 24 == 0x80)  // half-covered column
  }

  @Test func emptyAppearanceDrawsNothing() throws {
    #expect(
      try ContentRenderer.appearanceRaster(
        for: ContentFixtures.layer(width: 10, height: 10, .init()), scale: 2) == nil)
    let zero = ContentFixtures.layer(width: 0, height: 10, LayerAppearance(backgroundColor: red))
    #expect(try ContentRenderer.appearanceRaster(for: zero, scale: 2) == nil)
  }

  @Test func oversizedLayerThrowsInsteadOfAllocating() {
    let layer = ContentFixtures.layer(width: 1e7, height: 10, LayerAppearance(backgroundColor: red))
    let error = #expect(throws: CairoError.self) { try ContentRenderer.appearanceRaster(for: layer, scale: 2) }
    #expect(error?.description.contains("too big") == true, "\(String(describing: error))")
    let cache = ContentCache()
    #expect(cache.appearanceRaster(for: layer, scale: 2) == nil)
    #expect(cache.failureCount == 1 && cache.lastError is CairoError)
  }

  @Test func roundedRectangle() throws {
    let layer = ContentFixtures.layer(
      width: 40, height: 30,
      LayerAppearance(
        backgroundColor: RenderColor(red: 0.2, green: 0.4, blue: 0.8), cornerRadius: 10))
    let bitmap = try ContentFixtures.raster(layer, scale: 2).bitmap
    #expect(bitmap[0, 0] == 0)
    #expect(bitmap[79, 59] == 0)
    #expect(bitmap[40, 30] == 0xFF33_66CC)
    #expect(bitmap[40, 0] == 0xFF33_66CC)  // straight edge is fully covered
    #expect(bitmap[0, 30] == 0xFF33_66CC)
    // On the 45° line the arc passes r·(1 − 1/√2) ≈ 2.93 points = 5.9 pixels from the corner.
    #expect(bitmap[4, 4] == 0)
    #expect(bitmap[7, 7] == 0xFF33_66CC)
    Golden.expectMatch(bitmap, named: "rounded-rect")
  }

  @Test func borderIsInsideTheBoundsAndAboveTheBackground() throws {
    let layer = ContentFixtures.layer(
      width: 20, height: 20,
      LayerAppearance(
        backgroundColor: RenderColor(red: 1, green: 1, blue: 0), borderWidth: 2,
        borderColor: RenderColor(red: 0, green: 0, blue: 1)))
    let bitmap = try ContentFixtures.raster(layer, scale: 1).bitmap
    #expect(bitmap.width == 20)
    #expect(ContentFixtures.pixels(bitmap, x: 0..<2, y: 0..<20) == [0xFF00_00FF])
    #expect(ContentFixtures.pixels(bitmap, x: 18..<20, y: 0..<20) == [0xFF00_00FF])
    #expect(ContentFixtures.pixels(bitmap, x: 2..<18, y: 0..<2) == [0xFF00_00FF])
    #expect(ContentFixtures.pixels(bitmap, x: 2..<18, y: 2..<18) == [0xFFFF_FF00])
  }

  @Test func roundedBorderGolden() throws {
    let layer = ContentFixtures.layer(
      width: 60, height: 40,
      LayerAppearance(
        backgroundColor: RenderColor(red: 0.95, green: 0.95, blue: 0.9), cornerRadius: 12,
        borderWidth: 3,
        borderColor: RenderColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 0.8)))
    let bitmap = try ContentFixtures.raster(layer, scale: 2).bitmap
    #expect(bitmap[60, 1] >> 24 == 0xFF)  // border (over the background) at the top edge
    #expect(channelDistance(bitmap[60, 40], 0xFFF2_F2E6) <= 1)  // background inside
    Golden.expectMatch(bitmap, named: "border")
  }

  // MARK: Images

  func imageLayer(
    _ mode: RenderContentMode, masks: Bool = true, width: Double = 60, height: Double = 40
  )
    -> RenderLayer
  {
    ContentFixtures.layer(
      width: width, height: height, masksToBounds: masks,
      LayerAppearance(
        backgroundColor: RenderColor(red: 0.85, green: 0.85, blue: 0.85),
        contents: .image(RenderImage(bitmap: ContentFixtures.testImage(), scale: 1)),
        contentMode: mode))
  }

  @Test(arguments: [
    (RenderContentMode.scaleToFill, "image-scale-to-fill"), (.scaleAspectFit, "image-aspect-fit"),
    (.scaleAspectFill, "image-aspect-fill"), (.center, "image-center"),
    (.topLeft, "image-top-left"),
    (.bottomRight, "image-bottom-right"),
  ])
  func imageContentModeGoldens(mode: RenderContentMode, name: String) throws {
    let raster = try ContentFixtures.raster(imageLayer(mode), scale: 2)
    #expect(raster.bitmap.width == 120 && raster.bitmap.height == 80)
    Golden.expectMatch(raster.bitmap, named: name)
  }

  @Test func imagePlacementFollowsUIKit() {
    let image = (width: 40.0, height: 30.0)
    let bounds = (width: 60.0, height: 40.0)
    func rect(_ mode: RenderContentMode) -> [Double] {
      let r = mode.imageRect(image: image, bounds: bounds)
      return [r.x, r.y, r.width, r.height]
    }
    #expect(rect(.scaleToFill) == [0, 0, 60, 40])
    let fitWidth: Double = 40.0 * 4.0 / 3.0
    let fit = rect(.scaleAspectFit)
    let expectedFit: [Double] = [(60.0 - fitWidth) / 2.0, 0.0, fitWidth, 40.0]
    #expect(zip(fit, expectedFit).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(rect(.scaleAspectFill) == [0, -2.5, 60, 45])
    #expect(rect(.center) == [10, 5, 40, 30])
    #expect(rect(.top) == [10, 0, 40, 30])
    #expect(rect(.bottom) == [10, 10, 40, 30])
    #expect(rect(.left) == [0, 5, 40, 30])
    #expect(rect(.right) == [20, 5, 40, 30])
    #expect(rect(.topLeft) == [0, 0, 40, 30])
    #expect(rect(.topRight) == [20, 0, 40, 30])
    #expect(rect(.bottomLeft) == [0, 10, 40, 30])
    #expect(rect(.bottomRight) == [20, 10, 40, 30])
  }

  @Test func oneToOneImageIsCopiedExactly() throws {
    let image = ContentFixtures.testImage()
    let layer = ContentFixtures.layer(
      width: 20, height: 15,
      LayerAppearance(
        contents: .image(RenderImage(bitmap: image, scale: 2)), contentMode: .scaleToFill))
    let raster = try ContentFixtures.raster(layer, scale: 2)
    #expect(raster.bitmap.hasSamePixels(as: image))
  }

  @Test func centeredImageKeepsItsPixels() throws {
    // 40 × 30 image at scale 1 centred in 60 × 40 points at scale 1: placed at (10, 5).
    let raster = try ContentFixtures.raster(imageLayer(.center), scale: 1)
    let image = ContentFixtures.testImage()
    for (x, y) in [(0, 0), (5, 5), (25, 20), (39, 29), (31, 10)] {
      #expect(raster.bitmap[x + 10, y + 5] == image[x, y])
    }
    #expect(raster.bitmap[9, 5] == 0xFFD9_D9D9)  // background left of the image
  }

  @Test func aspectFillOverflowsAnUnmaskedLayer() throws {
    // 40 × 30 into 20 × 20: scaled to 26.67 × 20, centred → x from −3.33 to 23.33.
    let raster = try ContentFixtures.raster(
      imageLayer(.scaleAspectFill, masks: false, width: 20, height: 20), scale: 3)
    #expect(raster.originX == -10.0 / 3)
    #expect(raster.originY == 0)
    #expect(raster.bitmap.width == 80 && raster.bitmap.height == 60)
    #expect(raster.bitmap[0, 30] >> 24 == 0xFF)  // the image's black frame, outside the bounds
    let masked = try ContentFixtures.raster(
      imageLayer(.scaleAspectFill, masks: true, width: 20, height: 20), scale: 3)
    #expect(masked.originX == 0 && masked.bitmap.width == 60)
  }

  @Test func maskedContentsFollowTheRoundedCorners() throws {
    var layer = imageLayer(.scaleToFill)
    layer.appearance.backgroundColor = nil
    layer.appearance.cornerRadius = 12
    let masked = try ContentFixtures.raster(layer, scale: 2).bitmap
    #expect(masked[1, 1] == 0)
    layer.masksToBounds = false
    let unmasked = try ContentFixtures.raster(layer, scale: 2).bitmap
    #expect(unmasked[1, 1] == 0xFF00_0000)  // the image's black frame
    Golden.expectMatch(masked, named: "image-masked-rounded")
  }

  @Test func strongDownscaleAveragesInsteadOfAliasing() throws {
    // A 1-pixel black/white checkerboard, 400 × 400, shrunk to 20 × 20: every pixel is grey.
    let checker = Bitmap(width: 400, height: 400)
    for y in 0..<400 {
      for x in 0..<400 { checker[x, y] = (x + y) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF }
    }
    let layer = ContentFixtures.layer(
      width: 20, height: 20,
      LayerAppearance(contents: .image(RenderImage(bitmap: checker, scale: 1))))
    let bitmap = try ContentFixtures.raster(layer, scale: 1).bitmap
    for pixel in ContentFixtures.pixels(bitmap, x: 0..<20, y: 0..<20) {
      #expect(channelDistance(pixel, 0xFF80_8080) <= 2, "pixel 0x\(String(pixel, radix: 16))")
    }
  }
}
