import CCairo

/// Where a `RenderDrawing` draws: the layer's raster, in the layer's points (y down), with
/// cairo doing the work.
package struct RenderDrawingContext {
  /// The `cairo_t` drawing into the raster, its user space in points; a drawing that needs
  /// more than `fill(_:color:)` may use it directly and must leave its state balanced
  /// (`cairo_save`/`cairo_restore`).
  package let cairo: OpaquePointer
  /// The layer's bounds size in points.
  package let width: Double
  package let height: Double
  /// Pixels per point of the raster.
  package let scale: Int

  /// Fills `path` (layer points, nonzero winding) with `color`, antialiased.
  package func fill(_ path: [RenderPathElement], color: RenderColor) {
    cairo_new_path(cairo)
    addPath(cairo, path)
    setSource(cairo, color)
    cairo_fill(cairo)
  }
}
