import SegueRender
import Testing

/// A layer that draws only an image, resized from one frame to the next: its image is
/// stretched by the compositor (`ContentCache`'s direct image rasters) instead of drawn again
/// at every size.
@Suite struct StretchedImageTests {
  let image = RenderImage(bitmap: ContentFixtures.testImage(), scale: 1)

  func photo(width: Double, height: Double, mode: RenderContentMode = .scaleToFill, masks: Bool = false)
    -> RenderLayer
  {
    RenderLayer(
      id: 7, width: width, height: height, masksToBounds: masks,
      appearance: LayerAppearance(contents: .image(image), contentMode: mode))
  }

  @Test func resizingFromFrameToFrameStretchesTheImage() throws {
    let cache = ContentCache()
    cache.beginFrame()
    let first = try #require(cache.appearanceRaster(for: photo(width: 40, height: 30), scale: 2))
    cache.endFrame()
    #expect(cache.rasterizationCount == 1 && first.pointsPerPixel == nil)
    cache.beginFrame()
    let grown = try #require(cache.appearanceRaster(for: photo(width: 60, height: 45), scale: 2))
    cache.endFrame()
    // The image's own 40 × 30 pixels over 60 × 45 points.
    #expect(cache.rasterizationCount == 1)
    #expect(grown.bitmap === image.bitmap)
    #expect(grown.pointsPerPixel?.x == 1.5 && grown.pointsPerPixel?.y == 1.5)
    #expect(grown.originX == 0 && grown.originY == 0)
    // At rest it stays stretched: nothing is drawn again for the size it keeps.
    cache.beginFrame()
    let rest = try #require(cache.appearanceRaster(for: photo(width: 60, height: 45), scale: 2))
    cache.endFrame()
    #expect(cache.rasterizationCount == 1 && rest.bitmap === image.bitmap)
    #expect(!cache.needsAppearanceRaster(for: photo(width: 70, height: 50), scale: 2))
  }

  @Test func anAspectFillPhotoIsPlacedByItsContentMode() throws {
    let cache = ContentCache()
    _ = cache.appearanceRaster(for: photo(width: 40, height: 30, mode: .scaleAspectFill, masks: true), scale: 1)
    let grown = try #require(
      cache.appearanceRaster(for: photo(width: 80, height: 80, mode: .scaleAspectFill, masks: true), scale: 1))
    // 40 × 30 filling 80 × 80: scale 8/3, 106.7 points wide, centred.
    #expect(grown.bitmap === image.bitmap)
    #expect(abs(grown.originX - (80 - 320.0 / 3) / 2) < 1e-9 && grown.originY == 0)
    #expect(abs((grown.pointsPerPixel?.x ?? 0) - 8.0 / 3) < 1e-12)
  }

  /// A first showing, another appearance or a background under the image are drawn by cairo.
  @Test func otherLayersAreDrawn() {
    let cache = ContentCache()
    _ = cache.appearanceRaster(for: photo(width: 40, height: 30), scale: 1)
    #expect(cache.rasterizationCount == 1)
    var backed = photo(width: 40, height: 30)
    backed.appearance.backgroundColor = RenderColor(red: 1, green: 1, blue: 1)
    _ = cache.appearanceRaster(for: backed, scale: 1)
    backed.width = 50
    _ = cache.appearanceRaster(for: backed, scale: 1)
    #expect(cache.rasterizationCount == 3)
  }

  /// An image shrunk below 0.75 device pixel per image pixel is sampled from its halving,
  /// made once and kept with the image: 40 × 30 pixels into 29 × 22 points is 0.725, so the
  /// 20 × 15 halving at 1.45 device pixels per pixel; nothing is drawn by cairo.
  @Test func aShrunkImageIsSampledFromItsHalving() throws {
    let cache = ContentCache()
    _ = cache.appearanceRaster(for: photo(width: 40, height: 30), scale: 1)
    let shrunk = try #require(cache.appearanceRaster(for: photo(width: 29, height: 22), scale: 1))
    #expect(cache.rasterizationCount == 1)
    #expect(shrunk.bitmap.width == 20 && shrunk.bitmap.height == 15)
    #expect(shrunk.pointsPerPixel?.x == 29.0 / 20 && shrunk.pointsPerPixel?.y == 22.0 / 15)
    let smaller = try #require(cache.appearanceRaster(for: photo(width: 28, height: 21), scale: 1))
    #expect(smaller.bitmap === shrunk.bitmap)
    #expect(cache.rasterizationCount == 1)
  }

  /// The stretched image against cairo's drawing of the same layer: the same pixels inside,
  /// within 2 levels (both filter bilinearly), and a band that differs at the image's edges,
  /// half an image pixel on each side (the sampler fades the last half image pixel to
  /// transparent, cairo pads and cuts): 2.5 device pixels here, 5 per image pixel.
  @Test func stretchedPixelsMatchCairosInside() throws {
    let size = (width: 100.0, height: 75.0)
    let layer = photo(width: size.width, height: size.height)
    let tree = RenderTree(
      width: 120, height: 95, scale: 2, backgroundColor: RenderColor(red: 1, green: 1, blue: 1),
      root: RenderLayer(
        id: 1, width: 120, height: 95,
        sublayers: [
          {
            var moved = layer
            moved.transform = ProjectiveTransform(translationX: 10, y: 10)
            return moved
          }()
        ]))
    let drawn = FrameRenderer(threadCount: 1).render(tree)
    let renderer = FrameRenderer(threadCount: 1)
    var small = tree
    small.root.sublayers[0].width = 40
    small.root.sublayers[0].height = 30
    _ = renderer.render(small)
    let stretched = renderer.render(tree)
    #expect(renderer.contentCache.rasterizationCount == 1)
    var largestInside: UInt32 = 0
    var edgePixels = 0
    for y in 0..<drawn.height {
      for x in 0..<drawn.width {
        let a = drawn[x, y]
        let b = stretched[x, y]
        var largest: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
          let p = a >> UInt32(shift) & 0xff
          let q = b >> UInt32(shift) & 0xff
          largest = max(largest, p > q ? p - q : q - p)
        }
        // Device pixels of the image: 20…220 × 20…170; its edge bands reach 2.5 pixels either side.
        let inside = x >= 23 && x < 217 && y >= 23 && y < 167
        if inside {
          largestInside = max(largestInside, largest)
        } else if largest > 2 {
          edgePixels += 1
          let nearEdge = min(abs(x - 20), abs(x - 220), abs(y - 20), abs(y - 170)) <= 3
          #expect(nearEdge && (17...223).contains(x) && (17...173).contains(y), "(\(x), \(y)) differs by \(largest)")
        }
      }
    }
    #expect(largestInside <= 2, "inside the image: \(largestInside) levels")
    #expect(edgePixels > 0, "the edges do differ (sampler fade against cairo's cut)")
  }
}
