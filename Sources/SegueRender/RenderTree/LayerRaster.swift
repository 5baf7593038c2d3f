/// A layer's own pixels (appearance or shadow), rasterized once and reused every frame
/// while the layer's appearance is unchanged.
///
/// The bitmap's top-left pixel sits at (`originX`, `originY`) points in the layer's local
/// space: 0, 0 for a raster covering exactly the bounds; negative when contents overflow
/// the bounds (an aspect-fill image without `masksToBounds`) or for a blurred shadow.
/// Pixels per point is the tree's scale.
public struct LayerRaster: Sendable {
  public let bitmap: Bitmap
  public let originX: Double
  public let originY: Double

  public init(bitmap: Bitmap, originX: Double = 0, originY: Double = 0) {
    self.bitmap = bitmap
    self.originX = originX
    self.originY = originY
  }
}

/// Where the compositor gets layer rasters from. `ContentCache` is the real one (cairo and
/// Pango drawing behind a cache keyed by layer id, appearance and pixel size).
///
/// Called only from the render queue; implementations need not be thread-safe beyond that,
/// except that the compositor may call them from its worker threads one layer at a time
/// before it starts parallel compositing.
public protocol LayerRasterSource: AnyObject {
  /// The layer's background, border and contents at `scale`, or nil when it draws nothing.
  func appearanceRaster(for layer: RenderLayer, scale: Int) -> LayerRaster?
  /// The layer's blurred drop shadow at `scale` (offset not applied), or nil.
  func shadowRaster(for layer: RenderLayer, scale: Int) -> LayerRaster?
}
