/// Content a layer draws itself beyond background, image and text (a shape, a gradient):
/// the open end of `LayerAppearance.Contents`. The content renderer calls `draw(in:)`
/// while rasterizing the layer, between its background and its border, clipped to the
/// (rounded) bounds when the layer masks to bounds.
///
/// Conformers are values: the content cache rasterizes a layer again only when its
/// drawing compares unequal to the previous frame's (docs/architecture.md, "Layer
/// properties").
package protocol RenderDrawing: Hashable, Sendable {
  /// Draws into `context`, whose space is the layer's points, (0, 0)–(width, height).
  func draw(in context: RenderDrawingContext) throws

  /// The rectangle (layer points) the drawing may paint when that is not the bounds — a
  /// shape layer's path is not clipped to its bounds and may lie anywhere — or nil for the
  /// bounds (the default). The layer's raster then covers this rectangle (and the bounds
  /// when the layer also has a background or border), clipped to the bounds only with
  /// `masksToBounds`.
  func paintedExtents() -> (x: Double, y: Double, width: Double, height: Double)?
}

extension RenderDrawing {
  package func paintedExtents() -> (x: Double, y: Double, width: Double, height: Double)? { nil }
}

/// A drawing of any `RenderDrawing` type, compared and hashed as its own type.
package struct AnyRenderDrawing: Hashable, Sendable {
  /// The drawing.
  package let base: any RenderDrawing

  package init(_ base: some RenderDrawing) { self.base = base }

  package static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }
  package func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }
}
