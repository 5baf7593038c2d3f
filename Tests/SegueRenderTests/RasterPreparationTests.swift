import SegueRender
import Testing

/// A frame's missing rasters drawn together on the compositor's worker threads
/// (`PreparingLayerRasterSource`): same pixels and the same cache as drawing them one by one,
/// and nothing drawn that the frame does not show.
@Suite("Raster preparation")
struct RasterPreparationTests {
  let font = RenderFont(size: 15)
  /// One image for every frame (an image's identity is part of a raster's key).
  let image = RenderImage(bitmap: ContentFixtures.testImage(), scale: 1)

  func label(id: UInt64, _ string: String, x: Double, y: Double) -> RenderLayer {
    RenderLayer(
      id: id, width: 160, height: 24, transform: ProjectiveTransform(translationX: x, y: y),
      appearance: LayerAppearance(
        contents: .text(RenderText(string: string, font: font, color: .black))))
  }

  /// A page like a pushed controller's: a photo, three labels, a card with a shadow, plus a
  /// label moved off screen and one inside a transparent view (neither is drawn).
  func page(offset: Double) -> RenderTree {
    let photo = RenderLayer(
      id: 2, width: 180, height: 120, transform: ProjectiveTransform(translationX: 10, y: 10),
      appearance: LayerAppearance(
        contents: .image(image),
        contentMode: .scaleAspectFill))
    let card = RenderLayer(
      id: 3, width: 120, height: 60, transform: ProjectiveTransform(translationX: 30, y: 200),
      appearance: LayerAppearance(backgroundColor: RenderColor(red: 1, green: 1, blue: 1), cornerRadius: 12),
      shadow: LayerShadow(opacity: 0.4, radius: 8))
    let hidden = RenderLayer(
      id: 9, width: 100, height: 100, opacity: 0, sublayers: [label(id: 10, "Hidden", x: 0, y: 0)])
    let root = RenderLayer(
      id: 1, width: 200, height: 300, transform: ProjectiveTransform(translationX: offset, y: 0),
      appearance: LayerAppearance(backgroundColor: RenderColor(red: 0.95, green: 0.95, blue: 0.97)),
      sublayers: [
        photo, card, label(id: 4, "Title", x: 10, y: 140), label(id: 5, "Subtitle", x: 10, y: 165),
        label(id: 6, "Caption text", x: 10, y: 270), label(id: 7, "Far away", x: 900, y: 10), hidden,
      ])
    return RenderTree(width: 200, height: 300, scale: 2, root: root)
  }

  func render(_ tree: RenderTree, threads: Int, cache: ContentCache) -> (Bitmap, Compositor) {
    let compositor = Compositor(threadCount: threads)
    let bitmap = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: tree.scale)
    cache.beginFrame()
    compositor.render(tree, source: cache, into: bitmap)
    cache.endFrame()
    return (bitmap, compositor)
  }

  @Test func preparedFrameEqualsOneByOneFrame() {
    let serialCache = ContentCache()
    let preparedCache = ContentCache()
    let (serial, _) = render(page(offset: 0), threads: 1, cache: serialCache)
    let (prepared, compositor) = render(page(offset: 0), threads: 2, cache: preparedCache)
    #expect(prepared.hasSamePixels(as: serial))
    // Background, photo, card, three on-screen labels; the card's shadow.
    #expect(compositor.statistics.preparedRasters == 7)
    #expect(preparedCache.rasterizationCount == 6)
    #expect(preparedCache.shadowRasterizationCount == 1)
    #expect(preparedCache.rasterizationCount == serialCache.rasterizationCount)
    #expect(preparedCache.cachedAppearanceCount == serialCache.cachedAppearanceCount)
  }

  @Test func aFrameWithItsRastersCachedPreparesNothing() {
    let cache = ContentCache()
    _ = render(page(offset: 0), threads: 2, cache: cache)
    let (moved, compositor) = render(page(offset: -30), threads: 2, cache: cache)
    #expect(compositor.statistics.preparedRasters == 0)
    #expect(cache.rasterizationCount == 6)
    let (reference, _) = render(page(offset: -30), threads: 1, cache: ContentCache())
    #expect(moved.hasSamePixels(as: reference))
  }
}
