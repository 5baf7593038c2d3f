/// Keeps a shape layer's raster to what can be seen. A shape is not clipped to its layer's
/// bounds (docs/uikit-behaviour-drawing.md §9), so a circular-reveal mask growing past the
/// screen would otherwise be rasterized at many times the frame's size.
///
/// When the shape's conservative bounds leave the part of the layer's space that lands in
/// the frame's clip, the shape is drawn only over that part, rounded outwards to a grid of
/// `grid` points so that a layer moving a little keeps its raster. A shape wholly in view
/// is left as it is: moving it never rasterizes it again.
extension FrameBuilder {
  /// Grid (points) the visible part is rounded out to.
  static let shapeVisibleGrid = 128.0

  /// `layer`, its shape limited to the part of its space inside `clip` (device pixels)
  /// through `m` (its points → device pixels), when the shape reaches beyond that.
  static func limitingShapeRaster(_ layer: RenderLayer, m: ProjectiveTransform, clip: PixelRect) -> RenderLayer {
    guard case .drawing(let drawing)? = layer.appearance.contents, var shape = drawing.base as? RenderShape,
      let bounds = shape.conservativeBounds, let inverse = m.inverted(), m.isAffine
    else { return layer }
    let corners = [
      (Double(clip.minX), Double(clip.minY)), (Double(clip.maxX), Double(clip.minY)),
      (Double(clip.maxX), Double(clip.maxY)), (Double(clip.minX), Double(clip.maxY)),
    ].compactMap { inverse.apply(x: $0.0, y: $0.1) }
    guard corners.count == 4, let minX = corners.map(\.x).min(), let maxX = corners.map(\.x).max(),
      let minY = corners.map(\.y).min(), let maxY = corners.map(\.y).max()
    else { return layer }
    let grid = shapeVisibleGrid
    let visible = RenderShape.VisibleRect(
      x: (minX / grid).rounded(.down) * grid, y: (minY / grid).rounded(.down) * grid,
      width: ((maxX / grid).rounded(.up) - (minX / grid).rounded(.down)) * grid,
      height: ((maxY / grid).rounded(.up) - (minY / grid).rounded(.down)) * grid)
    let contained =
      bounds.x >= visible.x && bounds.y >= visible.y && bounds.x + bounds.width <= visible.x + visible.width
      && bounds.y + bounds.height <= visible.y + visible.height
    guard !contained else { return layer }
    shape.visibleRect = visible
    var limited = layer
    limited.appearance.contents = .drawing(AnyRenderDrawing(shape))
    return limited
  }
}
