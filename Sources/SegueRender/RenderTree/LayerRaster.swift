/// A layer's own pixels (appearance or shadow), rasterized once and reused every frame
/// while the layer's appearance is unchanged.
///
/// The bitmap's top-left pixel sits at (`originX`, `originY`) points in the layer's local
/// space: 0, 0 for a raster covering exactly the bounds; negative when contents overflow
/// the bounds (an aspect-fill image without `masksToBounds`) or for a blurred shadow.
/// Pixels per point is the tree's scale, unless `pointsPerPixel` gives the raster its own
/// (an image's own pixels stretched over the layer: `ContentCache`'s direct image rasters).
package struct LayerRaster: Sendable {
  package let bitmap: Bitmap
  package let originX: Double
  package let originY: Double
  /// Points of the layer's space per bitmap pixel along x and y; nil for 1 / the tree's scale.
  package let pointsPerPixel: (x: Double, y: Double)?

  package init(bitmap: Bitmap, originX: Double = 0, originY: Double = 0, pointsPerPixel: (x: Double, y: Double)? = nil)
  {
    self.bitmap = bitmap
    self.originX = originX
    self.originY = originY
    self.pointsPerPixel = pointsPerPixel
  }
}

/// Where the compositor gets layer rasters from. `ContentCache` is the real one (cairo and
/// Pango drawing behind a cache keyed by layer id, appearance and pixel size).
///
/// Called only from the render queue; implementations need not be thread-safe beyond that,
/// except that the compositor may call them from its worker threads one layer at a time
/// before it starts parallel compositing.
package protocol LayerRasterSource: AnyObject {
  /// The layer's background, border and contents at `scale`, or nil when it draws nothing.
  func appearanceRaster(for layer: RenderLayer, scale: Int) -> LayerRaster?
  /// The layer's blurred drop shadow at `scale` (offset not applied), or nil.
  func shadowRaster(for layer: RenderLayer, scale: Int) -> LayerRaster?
}

/// A raster source that can draw a frame's missing rasters together, several at once, before
/// the compositor asks for them one by one. `ContentCache` is one.
///
/// The compositor first walks the tree to learn which rasters the frame will request (the
/// same walk as its build phase, with no draw steps kept), asks which of them would be drawn
/// rather than answered from the cache, and hands those to `prepareRasters`. The requests
/// that follow then hit. A frame in which a transition brings in new content (a pushed
/// page's labels and photo) thus rasterizes on every core instead of one.
package protocol PreparingLayerRasterSource: LayerRasterSource {
  /// Whether `appearanceRaster(for:scale:)` would draw this layer (a cache miss).
  func needsAppearanceRaster(for layer: RenderLayer, scale: Int) -> Bool
  /// Whether `shadowRaster(for:scale:)` would draw this layer's shadow (a cache miss).
  func needsShadowRaster(for layer: RenderLayer, scale: Int) -> Bool
  /// Draws the rasters of `appearances` and the shadows of `shadows` at `scale`, on up to
  /// `threadCount` threads, so that the next requests for them hit. The results must be the
  /// ones the one-by-one requests would have drawn.
  func prepareRasters(
    appearances: [RenderLayer], shadows: [RenderLayer], scale: Int, threadCount: Int)
}

/// The source the compositor's request walk uses: answers nothing, and notes every request
/// the real source would have to draw.
final class RasterRequestRecorder: LayerRasterSource {
  let source: PreparingLayerRasterSource
  private(set) var appearances: [RenderLayer] = []
  private(set) var shadows: [RenderLayer] = []

  init(source: PreparingLayerRasterSource) {
    self.source = source
  }

  var missCount: Int { appearances.count + shadows.count }

  func appearanceRaster(for layer: RenderLayer, scale: Int) -> LayerRaster? {
    if source.needsAppearanceRaster(for: layer, scale: scale) { appearances.append(layer) }
    return nil
  }

  func shadowRaster(for layer: RenderLayer, scale: Int) -> LayerRaster? {
    if source.needsShadowRaster(for: layer, scale: scale) { shadows.append(layer) }
    return nil
  }
}
