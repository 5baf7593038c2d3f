/// Keeps a shape layer's raster to what can be seen. A shape is not clipped to its layer's
/// bounds (docs/uikit-behaviour-drawing.md §9), so a circular-reveal mask growing past the
/// screen would otherwise be rasterized at many times the frame's size.
///
/// The part of the layer's space that lands in the frame's clip is grown by one cell of a
/// `shapeVisibleGrid`-point grid and rounded outwards to it. When the shape's conservative
/// bounds leave that rect, the shape is drawn only over it, so a layer moving less than a
/// cell keeps its raster; a shape within it (on screen, or less than a cell off it) is left
/// as it is, and moving it never rasterizes it again.
extension FrameBuilder {
  /// Grid (points) the visible part is rounded out to.
  static let shapeVisibleGrid = 64.0

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
    let x0 = ((minX - grid) / grid).rounded(.down) * grid
    let y0 = ((minY - grid) / grid).rounded(.down) * grid
    let x1 = ((maxX + grid) / grid).rounded(.up) * grid
    let y1 = ((maxY + grid) / grid).rounded(.up) * grid
    let visible = RenderShape.VisibleRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
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
