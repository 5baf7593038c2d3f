extension FrameBuilder {
  /// The backdrop step of `layer` placed by `m` (its local points → device pixels) inside
  /// `clip`, or nil when it has no backdrop filter or the filter changes nothing.
  ///
  /// The blur is clipped to the layer's bounds, rounded by its corner radius when it masks
  /// to bounds (docs/uikit-behaviour-drawing.md §12.3); its σ is in points of the screen,
  /// whatever the layer's own transform.
  func backdropOp(_ layer: RenderLayer, m: ProjectiveTransform, clip: PixelRect, opacity: Double)
    -> DrawOp?
  {
    guard let filter = layer.backdrop, !filter.isIdentity, !collectsRequestsOnly else { return nil }
    let alpha = UInt16(min(max((opacity * 255).rounded(), 0), 255))
    guard alpha > 0 else { return nil }
    let rounded = layer.masksToBounds && layer.appearance.cornerRadius > 0
    var rect: PixelRect
    var mask: ClipMask?
    if !rounded, let box = Self.axisAlignedRect(m, width: layer.width, height: layer.height) {
      rect = PixelRect(
        minX: Int(box.x0.rounded()), minY: Int(box.y0.rounded()), maxX: Int(box.x1.rounded()),
        maxY: Int(box.y1.rounded()))
    } else {
      guard let inverse = m.inverted(),
        let box = Self.boundingRect(
          BilinearSampler.project(
            [(0, 0), (layer.width, 0), (layer.width, layer.height), (0, layer.height)], through: m))
      else { return nil }
      rect = box
      mask = ClipMask(
        inverse: inverse, width: layer.width, height: layer.height,
        cornerRadius: rounded ? layer.appearance.cornerRadius : 0,
        roundedCorners: layer.appearance.roundedCorners,
        pixelsPerPoint: Self.pixelsPerPoint(m, x: layer.width / 2, y: layer.height / 2))
    }
    rect = rect.intersection(clip)
    guard !rect.isEmpty else { return nil }
    let draw = BackdropDraw(
      rect: rect, mask: mask, alpha: alpha, filter: filter, pixelsPerPoint: Double(scale))
    return DrawOp(rect: rect, coverRect: .empty, kind: .backdrop(draw))
  }
}
