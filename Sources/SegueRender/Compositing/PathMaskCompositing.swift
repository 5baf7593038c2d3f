import CCairo

/// A layer mask that is one filled shape (docs/uikit-behaviour-drawing.md §10, "a mask that is one filled shape"): the
/// circular reveal's `CAShapeLayer`, a morphing card outline.
///
/// Such a mask's alpha is the coverage of its path, so instead of rasterizing the shape and
/// compositing the masked content through that raster (`MaskCompositing`), the compositor
/// fills the path, placed in device pixels, with the masked content as cairo's source: one
/// pass over the covered pixels, no mask raster, nothing cached that changes when the path
/// does. The masked content is its single raster when it is one whole-pixel blit, else an
/// offscreen group as for any mask. An opaque source is written with cairo's `SOURCE`
/// (d = lerp(d, s, coverage), which for sα = 1 is OVER through the coverage) so full spans
/// are copies.
///
/// Which masks qualify (`FrameBuilder.pathMask`): a layer without sublayers, mask, shadow,
/// backdrop, background, border or `masksToBounds`, at opacity 1, whose contents are a
/// `RenderShape` that fills with an opaque colour and does not stroke, placed by an affine
/// transform. Every other mask takes the general path.
///
/// Bands: each band fills the path clipped to its own rows (a pixel-aligned box), and
/// cairo's coverage of a pixel depends only on the path, so any row-band split gives the
/// same bytes.
final class PathMaskDraw: @unchecked Sendable {
  enum Source {
    /// A raster whose top-left lands on device pixel (dx, dy).
    case raster(Bitmap, dx: Int, dy: Int, opaque: Bool)
    /// The masked layer tree composited offscreen over the step's rect.
    case group(GroupDraw)
  }

  let source: Source
  /// The mask's path in device pixels.
  let path: [RenderPathElement]
  let fillsEvenOdd: Bool

  init(source: Source, path: [RenderPathElement], fillsEvenOdd: Bool) {
    self.source = source
    self.path = path
    self.fillsEvenOdd = fillsEvenOdd
  }

  /// Composites the source through the path's coverage onto `area` of `target` (the group
  /// source's own steps run first, over the same area).
  func composite(onto target: PixelTarget, _ area: PixelRect) {
    guard !area.isEmpty else { return }
    let bitmap: Bitmap
    let origin: (x: Int, y: Int)
    let opaque: Bool
    switch source {
    case .raster(let raster, let dx, let dy, let isOpaque):
      (bitmap, origin, opaque) = (raster, (dx, dy), isOpaque)
    case .group(let group):
      let inner = PixelTarget(group.bitmap, originX: group.rect.minX, originY: group.rect.minY)
      FrameExecutor.run(group.ops, target: inner, clip: area)
      (bitmap, origin, opaque) = (group.bitmap, (group.rect.minX, group.rect.minY), false)
    }
    // Surfaces over memory the frame owns: creation fails only for sizes no frame reaches.
    guard let destination = try? target.bitmap.makeCairoSurface("compositing a shape mask") else { return }
    defer { cairo_surface_destroy(destination) }
    guard let content = try? bitmap.makeCairoSurface("compositing a shape mask") else { return }
    defer { cairo_surface_destroy(content) }
    guard let cr = cairo_create(destination) else { return }
    defer { cairo_destroy(cr) }
    // Device pixels from here on; the band's rows (and the step's rect) bound every write.
    cairo_translate(cr, Double(-target.originX), Double(-target.originY))
    cairo_rectangle(cr, Double(area.minX), Double(area.minY), Double(area.width), Double(area.height))
    cairo_clip(cr)
    cairo_set_source_surface(cr, content, Double(origin.x), Double(origin.y))
    if let pattern = cairo_get_source(cr) { cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST) }
    cairo_set_operator(cr, opaque ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER)
    cairo_set_fill_rule(cr, fillsEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    addPath(cr, path)
    cairo_fill(cr)
    // Drop the source's reference before the surface over `bitmap` goes.
    cairo_set_source_rgba(cr, 0, 0, 0, 0)
  }
}

extension FrameBuilder {
  /// The mask's path in device pixels and its fill rule when `mask` is one opaque filled
  /// shape (`PathMaskDraw`), placed by `parent` (the masked layer's points → device
  /// pixels); nil otherwise.
  func pathMask(_ mask: RenderLayer, parent: ProjectiveTransform) -> (path: [RenderPathElement], evenOdd: Bool)? {
    let appearance = mask.appearance
    guard mask.sublayers.isEmpty, mask.mask == nil, mask.backdrop == nil, !mask.masksToBounds,
      mask.opacity >= 1, (mask.shadow?.opacity ?? 0) <= 0, (appearance.backgroundColor?.alpha ?? 0) <= 0,
      appearance.borderWidth <= 0 || appearance.borderColor.alpha <= 0,
      case .drawing(let drawing)? = appearance.contents, let shape = drawing.base as? RenderShape,
      let fill = shape.fillColor, fill.alpha >= 1, !shape.strokes, !shape.path.isEmpty
    else { return nil }
    var m = mask.transform.concatenating(parent)
    if snaps { m = Self.pixelAligned(m, scale: Double(scale)) }
    guard m.isFinite, m.isAffine, m.inverted() != nil else { return nil }
    let limit = 1e7
    var path: [RenderPathElement] = []
    path.reserveCapacity(shape.path.count)
    func place(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
      guard let p = m.apply(x: x, y: y), abs(p.x) < limit, abs(p.y) < limit else { return nil }
      return p
    }
    for element in shape.path {
      switch element {
      case .move(let x, let y):
        guard let p = place(x, y) else { return nil }
        path.append(.move(x: p.x, y: p.y))
      case .line(let x, let y):
        guard let p = place(x, y) else { return nil }
        path.append(.line(x: p.x, y: p.y))
      case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y):
        guard let a = place(c1x, c1y), let b = place(c2x, c2y), let p = place(x, y) else { return nil }
        path.append(.curve(c1x: a.x, c1y: a.y, c2x: b.x, c2y: b.y, x: p.x, y: p.y))
      case .close:
        path.append(.close)
      }
    }
    return (path, shape.fillsEvenOdd)
  }

  /// The whole pixels holding every point of a device path (control points included, so
  /// the curves too), nil for a path without points.
  static func extent(ofPath path: [RenderPathElement]) -> PixelRect? {
    var points: [(x: Double, y: Double)] = []
    for element in path {
      switch element {
      case .move(let x, let y), .line(let x, let y): points.append((x, y))
      case .curve(let c1x, let c1y, let c2x, let c2y, let x, let y):
        points.append(contentsOf: [(c1x, c1y), (c2x, c2y), (x, y)])
      case .close: break
      }
    }
    guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(), let minY = points.map(\.y).min(),
      let maxY = points.map(\.y).max()
    else { return nil }
    return PixelRect(
      minX: Int(minX.rounded(.down)) - 1, minY: Int(minY.rounded(.down)) - 1, maxX: Int(maxX.rounded(.up)) + 1,
      maxY: Int(maxY.rounded(.up)) + 1)
  }

  /// The step of `content` (the masked layer's steps, non-empty) seen through the device
  /// path `path`, over `extent`; nil when the content reads a backdrop (which the general
  /// path handles).
  func pathMaskedStep(
    _ content: [DrawOp], path: [RenderPathElement], evenOdd: Bool, extent: PixelRect
  ) -> DrawOp? {
    guard !content.contains(where: \.readsBackdrop) else { return nil }
    let source: PathMaskDraw.Source
    if content.count == 1, case .blit(let bitmap, let dx, let dy, 255, let opaque, nil) = content[0].kind {
      source = .raster(bitmap, dx: dx, dy: dy, opaque: opaque)
    } else {
      source = .group(
        GroupDraw(
          bitmap: compositor.groupBitmap(width: extent.width, height: extent.height), rect: extent,
          ops: [DrawOp(rect: extent, coverRect: .empty, kind: .fill(0))] + content, alpha: 255, mask: nil))
    }
    let draw = PathMaskDraw(source: source, path: path, fillsEvenOdd: evenOdd)
    return DrawOp(rect: extent, coverRect: .empty, kind: .pathMask(draw))
  }
}
