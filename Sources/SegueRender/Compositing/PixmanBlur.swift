import CCairo
import Foundation

/// The same backdrop blur done with pixman alone, for `segue bench render --kind blur`'s
/// side-by-side figure: a frame region downsampled by k with a k-tap box
/// (`PIXMAN_FILTER_SEPARABLE_CONVOLUTION` under a scaling transform), blurred with a
/// separable Gaussian of σ/k (the same filter, identity transform, edges padded), tinted
/// with a solid OVER, and upsampled bilinearly back in place (SRC). pixman has no colour
/// matrix, so the saturation step is left out: the pixman path does a little less work
/// than Segue's.
package enum PixmanBlur {
  /// Blurs `rect` of `bitmap` in place with σ `sigma` pixels at 1/`factor` resolution,
  /// then composites `tint` (premultiplied word) over it. False when pixman fails.
  @discardableResult
  package static func blur(_ bitmap: Bitmap, rect: PixelRect, sigma: Double, factor: Int, tint: UInt32) -> Bool {
    let k = max(factor, 1)
    let width = (rect.width + k - 1) / k
    let height = (rect.height + k - 1) / k
    guard width > 0, height > 0 else { return true }
    let small = Bitmap(width: width, height: height)
    let blurred = Bitmap(width: width, height: height)
    guard let frame = PixmanImage(bitmap), let smallImage = PixmanImage(small),
      let blurredImage = PixmanImage(blurred)
    else { return false }
    // 1. Downsample: destination pixel (i, j) samples source (k·i + k/2, k·j + k/2) through a
    //    k-wide box.
    var scale = pixman_transform()
    pixman_transform_init_scale(&scale, fixed(Double(k)), fixed(Double(k)))
    pixman_image_set_transform(frame.image, &scale)
    let box = [Double](repeating: 1 / Double(k), count: k)
    guard setSeparable(frame.image, x: box, y: box) else { return false }
    pixman_image_set_repeat(frame.image, PIXMAN_REPEAT_PAD)
    pixman_image_composite32(
      PIXMAN_OP_SRC, frame.image, nil, smallImage.image, Int32(rect.minX / k), Int32(rect.minY / k), 0, 0, 0, 0,
      Int32(width), Int32(height))
    // 2. Gaussian at σ/k, normalised, 3σ either side.
    let coarseSigma = sigma / Double(k)
    let radius = max(Int((3 * coarseSigma).rounded(.up)), 1)
    var weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * coarseSigma * coarseSigma)) }
    let total = weights.reduce(0, +)
    weights = weights.map { $0 / total }
    guard setSeparable(smallImage.image, x: weights, y: weights) else { return false }
    pixman_image_set_repeat(smallImage.image, PIXMAN_REPEAT_PAD)
    pixman_image_composite32(
      PIXMAN_OP_SRC, smallImage.image, nil, blurredImage.image, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
    // 3. Tint.
    var color = pixman_color_t(
      red: UInt16((tint >> 16) & 0xff) * 257, green: UInt16((tint >> 8) & 0xff) * 257,
      blue: UInt16(tint & 0xff) * 257, alpha: UInt16(tint >> 24) * 257)
    if let solid = pixman_image_create_solid_fill(&color) {
      pixman_image_composite32(
        PIXMAN_OP_OVER, solid, nil, blurredImage.image, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
      pixman_image_unref(solid)
    }
    // 4. Upsample bilinearly into the region.
    var inverse = pixman_transform()
    pixman_transform_init_scale(
      &inverse, fixed(1 / Double(k)), fixed(1 / Double(k)))
    pixman_image_set_transform(blurredImage.image, &inverse)
    pixman_image_set_filter(blurredImage.image, PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_set_repeat(blurredImage.image, PIXMAN_REPEAT_PAD)
    guard let target = PixmanImage(bitmap) else { return false }
    pixman_image_composite32(
      PIXMAN_OP_SRC, blurredImage.image, nil, target.image, 0, 0, 0, 0, Int32(rect.minX), Int32(rect.minY),
      Int32(rect.width), Int32(rect.height))
    return true
  }

  /// pixman's 16.16 fixed point.
  private static func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t((value * 65536).rounded()) }

  /// Sets a separable convolution with one phase (no subsampling) of the given taps.
  private static func setSeparable(_ image: OpaquePointer, x: [Double], y: [Double]) -> Bool {
    var parameters: [pixman_fixed_t] = [
      fixed(Double(x.count)), fixed(Double(y.count)), 0, 0,
    ]
    parameters += x.map { fixed($0) }
    parameters += y.map { fixed($0) }
    return parameters.withUnsafeBufferPointer { values in
      pixman_image_set_filter(
        image, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, values.baseAddress, Int32(values.count)) != 0
    }
  }
}
