import SegueRender
import Testing

@Suite("Content cache")
struct ContentCacheTests {
  func card(id: UInt64 = 1, color: RenderColor = RenderColor(red: 0, green: 0.5, blue: 1))
    -> RenderLayer
  {
    RenderLayer(
      id: id, width: 50, height: 30,
      appearance: LayerAppearance(backgroundColor: color, cornerRadius: 6),
      shadow: LayerShadow(opacity: 0.3, radius: 5))
  }

  @Test func sameAppearanceIsDrawnOnce() throws {
    let cache = ContentCache()
    let first = try #require(cache.appearanceRaster(for: card(), scale: 2))
    let second = try #require(cache.appearanceRaster(for: card(), scale: 2))
    #expect(cache.rasterizationCount == 1)
    #expect(first.bitmap === second.bitmap)
  }

  @Test func changedColourIsDrawnAgain() {
    let cache = ContentCache()
    _ = cache.appearanceRaster(for: card(), scale: 2)
    let red = cache.appearanceRaster(
      for: card(color: RenderColor(red: 1, green: 0, blue: 0)), scale: 2)
    #expect(cache.rasterizationCount == 2)
    #expect(red?.bitmap[50, 30] == 0xFFFF_0000)
  }

  @Test func transformAndOpacityDoNotRedraw() {
    let cache = ContentCache()
    var layer = card()
    _ = cache.appearanceRaster(for: layer, scale: 2)
    _ = cache.shadowRaster(for: layer, scale: 2)
    layer.transform = ProjectiveTransform(translationX: 40, y: 12).concatenating(
      .init(scaleX: 1.5, y: 0.5))
    layer.opacity = 0.25
    layer.shadow?.offsetY = 10
    layer.sublayers = [card(id: 2)]
    _ = cache.appearanceRaster(for: layer, scale: 2)
    _ = cache.shadowRaster(for: layer, scale: 2)
    #expect(cache.rasterizationCount == 1)
    #expect(cache.shadowRasterizationCount == 1)
  }

  @Test func sizeAndScaleChangesRedraw() {
    let cache = ContentCache()
    var layer = card()
    _ = cache.appearanceRaster(for: layer, scale: 2)
    _ = cache.appearanceRaster(for: layer, scale: 3)
    layer.width = 51
    _ = cache.appearanceRaster(for: layer, scale: 3)
    layer.masksToBounds = true
    _ = cache.appearanceRaster(for: layer, scale: 3)
    #expect(cache.rasterizationCount == 4)
  }

  @Test func identicalShadowsAreShared() {
    let cache = ContentCache()
    let a = cache.shadowRaster(for: card(id: 1), scale: 2)
    let b = cache.shadowRaster(for: card(id: 2, color: .white), scale: 2)
    #expect(cache.shadowRasterizationCount == 1)
    #expect(a?.bitmap === b?.bitmap)
    var rounder = card(id: 3)
    rounder.appearance.cornerRadius = 10
    _ = cache.shadowRaster(for: rounder, scale: 2)
    var softer = card(id: 4)
    softer.shadow?.radius = 8
    _ = cache.shadowRaster(for: softer, scale: 2)
    #expect(cache.shadowRasterizationCount == 3)
  }

  @Test func emptyLayersAreNotCounted() {
    let cache = ContentCache()
    #expect(cache.appearanceRaster(for: RenderLayer(id: 9, width: 10, height: 10), scale: 2) == nil)
    #expect(cache.shadowRaster(for: RenderLayer(id: 9, width: 10, height: 10), scale: 2) == nil)
    #expect(cache.rasterizationCount == 0 && cache.shadowRasterizationCount == 0)
  }

  @Test func layersNotSeenForRetainedFramesAreEvicted() {
    let cache = ContentCache(retainedFrames: 2)
    cache.beginFrame()
    _ = cache.appearanceRaster(for: card(id: 1), scale: 2)
    _ = cache.appearanceRaster(for: card(id: 2), scale: 2)
    _ = cache.shadowRaster(for: card(id: 2), scale: 2)
    cache.endFrame()
    #expect(cache.cachedAppearanceCount == 2 && cache.cachedShadowCount == 1)

    cache.beginFrame()  // frame 2: only layer 1
    _ = cache.appearanceRaster(for: card(id: 1), scale: 2)
    cache.endFrame()
    #expect(cache.cachedAppearanceCount == 2)  // layer 2 survives one missed frame

    cache.beginFrame()  // frame 3: only layer 1 again
    _ = cache.appearanceRaster(for: card(id: 1), scale: 2)
    cache.endFrame()
    #expect(cache.cachedAppearanceCount == 1 && cache.cachedShadowCount == 0)

    cache.beginFrame()
    _ = cache.appearanceRaster(for: card(id: 2), scale: 2)
    cache.endFrame()
    #expect(cache.rasterizationCount == 3)  // layer 2 was drawn again after eviction
  }

  /// With a byte budget, rasters of layers that left the tree are kept, the most recently
  /// used first, while they fit: here one card (100 × 60 pixels, 24,000 bytes) of two.
  @Test func layersThatLeftAreKeptWithinTheByteBudget() throws {
    let cache = ContentCache(retainedFrames: 2, retainedBytes: 30_000)
    cache.beginFrame()
    let raster = try #require(cache.appearanceRaster(for: card(id: 1), scale: 2))
    #expect(raster.bitmap.width * raster.bitmap.height * 4 == 24_000)
    cache.endFrame()
    cache.beginFrame()  // layer 2 only: layer 1 left
    _ = cache.appearanceRaster(for: card(id: 2), scale: 2)
    cache.endFrame()
    for _ in 0..<5 {
      cache.beginFrame()  // layer 3 only: layers 1 and 2 unused, 2 the more recent
      _ = cache.appearanceRaster(for: card(id: 3), scale: 2)
      cache.endFrame()
    }
    #expect(cache.cachedAppearanceCount == 2)
    cache.beginFrame()
    _ = cache.appearanceRaster(for: card(id: 2), scale: 2)  // kept: not drawn again
    _ = cache.appearanceRaster(for: card(id: 1), scale: 2)  // evicted: drawn again
    cache.endFrame()
    #expect(cache.rasterizationCount == 4)
  }
}
