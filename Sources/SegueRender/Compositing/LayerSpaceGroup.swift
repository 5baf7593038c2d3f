/// Opacity groups drawn in the layer's own space (docs/architecture.md, "One frame", step 7).
///
/// A translucent layer with more than one draw (its shadow, its background, its sublayers)
/// is composited as an offscreen group, then OVER the frame at its opacity. When the layer
/// is scaled or rotated, drawing that group in device space samples every one of its
/// layers through the transform. Instead, when every layer below it only moves relative to
/// it, the group is composited in the layer's space — at the tree's scale, where those
/// layers are whole-pixel blits — and that one bitmap is sampled into the frame through the
/// layer's transform at its opacity: one filtered pass for the whole card instead of one
/// per layer and a group composite. The group runs before the frame's row bands
/// (`Compositor.render`), since it reads nothing of the frame.
///
/// The pixels differ from the device-space group only where the filtering of overlapping
/// layers' edges is concerned (filtering a composite instead of compositing filtered
/// layers); interiors are the same.
extension FrameBuilder {
  /// Whether `layer` (with `m`, its local points → device pixels, and group opacity)
  /// is drawn through a layer-space group: affine and not 1:1, no clip mask, no backdrop
  /// and no layer mask in its subtree, and every sublayer below it only translated.
  func drawsGroupInLayerSpace(_ layer: RenderLayer, m: ProjectiveTransform, hasClipMask: Bool) -> Bool {
    guard !hasClipMask, m.isAffine, layer.backdrop == nil, layer.mask == nil, !compositor.usesReferenceSampler
    else { return false }
    let s = Double(scale)
    let tolerance = 1e-9
    let oneToOne =
      abs(m.m12) < tolerance && abs(m.m21) < tolerance && abs(m.m11 - s) < tolerance && abs(m.m22 - s) < tolerance
    guard !oneToOne else { return false }
    if case .drawing(let drawing)? = layer.appearance.contents, drawing.base is RenderShape { return false }
    return layer.sublayers.allSatisfy(Self.onlyTranslates)
  }

  /// Whether `layer` and everything below it only translate relative to their parents and
  /// read nothing behind them (no backdrop, no mask, no shape drawing limited to what is
  /// visible).
  private static func onlyTranslates(_ layer: RenderLayer) -> Bool {
    let t = layer.transform
    guard t.isAffine, t.m11 == 1, t.m22 == 1, t.m12 == 0, t.m21 == 0, layer.backdrop == nil, layer.mask == nil
    else { return false }
    if case .drawing(let drawing)? = layer.appearance.contents, drawing.base is RenderShape { return false }
    return layer.sublayers.allSatisfy(onlyTranslates)
  }

  /// Appends the step sampling `layer`'s group, composited in layer space, into the frame:
  /// its shadow, appearance and sublayers at the tree's scale, then one bilinear draw
  /// through `m` at `opacity`.
  mutating func appendLayerSpaceGroup(
    _ layer: RenderLayer, m: ProjectiveTransform, opacity: Double, clip: PixelRect, into ops: inout [DrawOp]
  ) {
    let s = Double(scale)
    guard let inverse = m.inverted() else { return }
    // The device clip seen in layer pixels (rounded out, one pixel more for the filter's
    // taps): nothing outside it can reach the frame.
    let corners = [
      (Double(clip.minX), Double(clip.minY)), (Double(clip.maxX), Double(clip.minY)),
      (Double(clip.maxX), Double(clip.maxY)), (Double(clip.minX), Double(clip.maxY)),
    ].compactMap { inverse.apply(x: $0.0, y: $0.1) }
    guard corners.count == 4,
      let box = Self.boundingRect(corners.map { (x: $0.x * s, y: $0.y * s) })
    else { return }
    let localClip = PixelRect(minX: box.minX - 1, minY: box.minY - 1, maxX: box.maxX + 1, maxY: box.maxY + 1)
    var flat = layer
    flat.transform = .identity
    flat.opacity = 1
    var local: [DrawOp] = []
    visit(flat, parent: ProjectiveTransform(scaleX: s, y: s), clip: localClip, into: &local)
    guard !collectsRequestsOnly, let extent = Self.extent(of: local)?.intersection(localClip), !extent.isEmpty
    else { return }
    let bitmap = compositor.groupBitmap(width: extent.width, height: extent.height)
    let group = GroupDraw(
      bitmap: bitmap, rect: extent, ops: [DrawOp(rect: extent, coverRect: .empty, kind: .fill(0))] + local,
      alpha: 255, mask: nil)
    let placement = ProjectiveTransform(
      a: 1 / s, b: 0, c: 0, d: 1 / s, tx: Double(extent.minX) / s, ty: Double(extent.minY) / s
    ).concatenating(m)
    guard placement.isFinite, let sampler = BilinearSampler(source: bitmap, transform: placement, alpha: opacity)
    else { return }
    let rect = sampler.bounds.intersection(clip)
    guard !rect.isEmpty else { return }
    layerSpaceGroups.append(group)
    ops.append(DrawOp(rect: rect, coverRect: .empty, kind: .sample(sampler)))
  }
}

extension Compositor {
  /// Runs this frame's layer-space groups (inner ones first: a group is listed after the
  /// groups it samples), each split into row bands of its own bitmap.
  func runLayerSpaceGroups(_ groups: [GroupDraw]) {
    for group in groups {
      runBands(
        group.ops, target: PixelTarget(group.bitmap, originX: group.rect.minX, originY: group.rect.minY),
        frame: group.rect)
    }
  }
}
