import CCairo

/// A pixman image over a Segue bitmap's memory (no copy): `PIXMAN_a8r8g8b8`, the same
/// premultiplied layout as `Bitmap`. Released (unreferenced) with this object; the bitmap
/// must outlive it.
///
/// pixman validates an image lazily on first use (`_pixman_image_validate` writes to it),
/// so one image must not be used by two threads at once: the compositor creates one per
/// row band, which costs an allocation of pixman's small header and no pixels.
final class PixmanImage {
  let image: OpaquePointer

  /// Nil when pixman refuses (allocation failure, stride not a multiple of 4).
  init?(_ bitmap: Bitmap) {
    guard bitmap.width > 0, bitmap.height > 0, bitmap.stride % 4 == 0,
      let image = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, Int32(bitmap.width), Int32(bitmap.height),
        bitmap.baseAddress.assumingMemoryBound(to: UInt32.self), Int32(bitmap.stride))
    else { return nil }
    self.image = image
  }

  /// A 1×1 repeating solid image of alpha `alpha` (0…255), used as a constant mask.
  init?(solidAlpha alpha: UInt16) {
    var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: alpha * 257)
    guard let image = pixman_image_create_solid_fill(&color) else { return nil }
    self.image = image
  }

  deinit { pixman_image_unref(image) }
}

/// The pixman operations the compositor and the benchmark use. Every function reports
/// failure (returns false) instead of crashing, so the caller can fall back to Swift loops.
package enum PixmanCompositing {
  /// Fills `rect` (clipped to the bitmap) with one premultiplied word (pixman's SSE2 fill).
  @discardableResult
  package static func fill(_ bitmap: Bitmap, rect: PixelRect, with pixel: UInt32) -> Bool {
    let area = rect.intersection(PixelRect(width: bitmap.width, height: bitmap.height))
    guard !area.isEmpty else { return true }
    return pixman_fill(
      bitmap.baseAddress.assumingMemoryBound(to: UInt32.self), Int32(bitmap.stride / 4), 32,
      Int32(area.minX),
      Int32(area.minY), Int32(area.width), Int32(area.height), pixel) != 0
  }

  /// Copies `source` placed with its top-left at (dx, dy) into `rect` of `destination`
  /// (SRC, whole pixels; `rect` must lie inside both the destination and the placed source).
  static func copy(_ source: Bitmap, dx: Int, dy: Int, into destination: Bitmap, rect: PixelRect)
    -> Bool
  {
    guard !rect.isEmpty else { return true }
    return pixman_blt(
      source.baseAddress.assumingMemoryBound(to: UInt32.self),
      destination.baseAddress.assumingMemoryBound(to: UInt32.self), Int32(source.stride / 4),
      Int32(destination.stride / 4), 32, 32, Int32(rect.minX - dx), Int32(rect.minY - dy),
      Int32(rect.minX),
      Int32(rect.minY), Int32(rect.width), Int32(rect.height)) != 0
  }

  /// OVER of `source` placed at (dx, dy) onto `rect` of `destination`, with a constant alpha
  /// (0…255) as a solid mask when below 255 (pixman's `over_8888_n_8888` fast path).
  static func over(
    _ source: Bitmap, dx: Int, dy: Int, alpha: UInt16, into destination: Bitmap, rect: PixelRect
  ) -> Bool {
    guard !rect.isEmpty else { return true }
    guard let sourceImage = PixmanImage(source), let destinationImage = PixmanImage(destination)
    else { return false }
    var mask: PixmanImage?
    if alpha < 255 {
      guard let solid = PixmanImage(solidAlpha: alpha) else { return false }
      mask = solid
    }
    pixman_image_composite32(
      PIXMAN_OP_OVER, sourceImage.image, mask?.image, destinationImage.image, Int32(rect.minX - dx),
      Int32(rect.minY - dy), 0, 0, Int32(rect.minX), Int32(rect.minY), Int32(rect.width),
      Int32(rect.height))
    return true
  }

  /// pixman's own bilinear draw of `source` through `transform` (source pixels →
  /// destination pixels), OVER with constant alpha, inside `clip`: the reference the Swift
  /// `BilinearSampler` is checked and benchmarked against.
  ///
  /// pixman wants the inverse (destination → source) as a column-vector 16.16 matrix, i.e.
  /// the transpose of `ProjectiveTransform`'s row-vector inverse. Returns false when the
  /// transform is singular or pixman fails.
  @discardableResult
  package static func drawOverBilinear(
    source: Bitmap, transform: ProjectiveTransform, alpha: Double, into destination: Bitmap,
    clip: PixelRect
  ) -> Bool {
    let area = clip.intersection(PixelRect(width: destination.width, height: destination.height))
    guard !area.isEmpty else { return true }
    guard let inverse = transform.inverted(), let sourceImage = PixmanImage(source),
      let destinationImage = PixmanImage(destination)
    else { return false }
    // A projective matrix means the same scaled by any k ≠ 0; pixman stores it in 16.16,
    // where perspective entries (~10⁻³) lose most of their digits, so scale the largest
    // entry to 2¹² first. Measured on a 60°-class flip against the exact projection: as
    // given, interior pixels are off by up to 209; at 2¹² by ≤ 2; at 2¹⁴ pixman's fixed-point
    // intermediates overflow again. (Affine matrices keep m33 = 1 for pixman's fast paths.)
    var k = 1.0
    if !inverse.isAffine {
      let largest =
        [
          inverse.m11, inverse.m12, inverse.m13, inverse.m21, inverse.m22, inverse.m23, inverse.m31,
          inverse.m32,
          inverse.m33,
        ].map(abs).max() ?? 1
      if largest > 0 { k = 4096 / largest }
    }
    var floating = pixman_f_transform()
    floating.m = (
      (inverse.m11 * k, inverse.m21 * k, inverse.m31 * k),
      (inverse.m12 * k, inverse.m22 * k, inverse.m32 * k),
      (inverse.m13 * k, inverse.m23 * k, inverse.m33 * k)
    )
    var fixed = pixman_transform()
    guard pixman_transform_from_pixman_f_transform(&fixed, &floating) != 0,
      pixman_image_set_transform(sourceImage.image, &fixed) != 0,
      pixman_image_set_filter(sourceImage.image, PIXMAN_FILTER_BILINEAR, nil, 0) != 0
    else { return false }
    pixman_image_set_repeat(sourceImage.image, PIXMAN_REPEAT_NONE)
    let alpha8 = UInt16(min(max((alpha * 255).rounded(), 0), 255))
    var mask: PixmanImage?
    if alpha8 < 255 {
      guard let solid = PixmanImage(solidAlpha: alpha8) else { return false }
      mask = solid
    }
    pixman_image_composite32(
      PIXMAN_OP_OVER, sourceImage.image, mask?.image, destinationImage.image, Int32(area.minX),
      Int32(area.minY),
      0, 0, Int32(area.minX), Int32(area.minY), Int32(area.width), Int32(area.height))
    return true
  }
}
