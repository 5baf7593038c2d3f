import CCairo

/// Layer masks (Core Animation's `CALayer.mask`, docs/uikit-behaviour-drawing.md §10) in the
/// compositor. A mask that is one opaque filled shape takes `PathMaskDraw` instead.
///
/// A masked layer becomes an offscreen group of the layer and its sublayers, drawn as usual,
/// beside a second group of the same device rect into which the mask's layer tree is
/// composited — placed by the masked layer's transform, so rotations, scales and
/// perspective apply to both alike. The group is then composited OVER the target with the
/// mask group's alpha as a per-pixel factor (pixman's `OVER` with an `a8r8g8b8` mask). The
/// mask's layers keep their own rasters in the content cache: they are rasterized at their
/// own size and again only when their own appearance changes (a mask that moves or grows
/// by transform is only composited). Both groups cover only where the content and the mask
/// overlap, and every pixel depends only on its own position, so any row-band split gives
/// the same bytes.
extension FrameBuilder {
  /// Appends the steps of `layer` seen through its mask `mask`.
  mutating func visitMasked(
    _ layer: RenderLayer, mask: RenderLayer, parent: ProjectiveTransform, clip: PixelRect,
    into ops: inout [DrawOp]
  ) {
    guard layer.opacity > 0, !clip.isEmpty else { return }
    var m = layer.transform.concatenating(parent)
    guard m.isFinite, m.inverted() != nil else { return }
    if snaps { m = Self.pixelAligned(m, scale: Double(scale)) }
    var unmasked = layer
    unmasked.mask = nil
    var content: [DrawOp] = []
    visit(unmasked, parent: parent, clip: clip, into: &content)
    if let (path, evenOdd) = pathMask(mask, parent: m) {
      guard !collectsRequestsOnly, let contentExtent = Self.extent(of: content),
        let pathExtent = Self.extent(ofPath: path)
      else { return }
      let extent = contentExtent.intersection(pathExtent).intersection(clip)
      guard !extent.isEmpty else { return }
      if let step = pathMaskedStep(content, path: path, evenOdd: evenOdd, extent: extent) {
        ops.append(step)
        return
      }
    }
    var maskOps: [DrawOp] = []
    visit(mask, parent: m, clip: clip, into: &maskOps)
    guard !collectsRequestsOnly, let contentExtent = Self.extent(of: content),
      let maskExtent = Self.extent(of: maskOps)
    else { return }
    let extent = contentExtent.intersection(maskExtent).intersection(clip)
    guard !extent.isEmpty else { return }
    let maskGroup = GroupDraw(
      bitmap: compositor.groupBitmap(width: extent.width, height: extent.height), rect: extent,
      ops: [DrawOp(rect: extent, coverRect: .empty, kind: .fill(0))] + maskOps, alpha: 255, mask: nil)
    let group = GroupDraw(
      bitmap: compositor.groupBitmap(width: extent.width, height: extent.height), rect: extent,
      ops: [DrawOp(rect: extent, coverRect: .empty, kind: .fill(0))] + content, alpha: 255, mask: nil,
      layerMask: maskGroup)
    ops.append(DrawOp(rect: extent, coverRect: .empty, kind: .group(group)))
  }

  /// The smallest rect holding every step's rect, nil for no (non-empty) steps.
  static func extent(of ops: [DrawOp]) -> PixelRect? {
    var extent: PixelRect?
    for op in ops where !op.rect.isEmpty {
      extent =
        extent.map {
          PixelRect(
            minX: min($0.minX, op.rect.minX), minY: min($0.minY, op.rect.minY), maxX: max($0.maxX, op.rect.maxX),
            maxY: max($0.maxY, op.rect.maxY))
        } ?? op.rect
    }
    return extent
  }
}

extension FrameExecutor {
  /// OVER of a finished group whose `layerMask` group has been run too: each pixel scaled
  /// by the mask's alpha (and the group's alpha and clip mask when it has them).
  static func compositeThroughLayerMask(
    _ group: GroupDraw, mask: GroupDraw, from inner: PixelTarget, maskTarget: PixelTarget, onto target: PixelTarget,
    _ area: PixelRect
  ) {
    guard !area.isEmpty else { return }
    if group.alpha == 255, group.mask == nil,
      PixmanCompositing.over(
        group.bitmap, mask: mask.bitmap, dx: group.rect.minX - target.originX, dy: group.rect.minY - target.originY,
        into: target.bitmap, rect: area.offsetBy(dx: -target.originX, dy: -target.originY))
    {
      return
    }
    let alpha = UInt32(group.alpha)
    for y in area.minY..<area.maxY {
      let row = target.row(y)
      let sourceRow = inner.row(y)
      let maskRow = maskTarget.row(y)
      for x in area.minX..<area.maxX {
        let pixel = sourceRow[x]
        guard pixel != 0 else { continue }
        var factor = maskRow[x] >> 24
        guard factor != 0 else { continue }
        if let clip = group.mask { factor = multiply(factor, UInt32(clip.coverage(x: x, y: y))) }
        if alpha != 255 { factor = multiply(factor, alpha) }
        guard factor != 0 else { continue }
        PixelMath.over(PixelMath.unpack(pixel), alpha: UInt16(factor), onto: row + x)
      }
    }
  }
}

/// a · b / 255 rounded, for a, b in 0…255.
@inline(__always) private func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
  let product = a &* b &+ 128
  return (product &+ (product &>> 8)) &>> 8
}

extension PixmanCompositing {
  /// OVER of `source` through the alpha of `mask` (both placed with their top-left at
  /// (dx, dy) of `destination`) onto `rect` of `destination`.
  static func over(_ source: Bitmap, mask: Bitmap, dx: Int, dy: Int, into destination: Bitmap, rect: PixelRect)
    -> Bool
  {
    guard !rect.isEmpty else { return true }
    guard let sourceImage = PixmanImage(source), let maskImage = PixmanImage(mask),
      let destinationImage = PixmanImage(destination)
    else { return false }
    pixman_image_composite32(
      PIXMAN_OP_OVER, sourceImage.image, maskImage.image, destinationImage.image, Int32(rect.minX - dx),
      Int32(rect.minY - dy), Int32(rect.minX - dx), Int32(rect.minY - dy), Int32(rect.minX), Int32(rect.minY),
      Int32(rect.width), Int32(rect.height))
    return true
  }
}
