/// Per-pixel arithmetic on premultiplied ARGB32 in 16-bit lanes (SSE2-friendly: `pmullw`,
/// `paddw`, `psrlw`, `punpcklbw`, `packuswb`). A pixel unpacks to `SIMD4<UInt16>` as
/// (b, g, r, a) on little-endian machines, so lane 3 is alpha.
///
/// Division by 255 uses the exact rounding identity used by pixman and cairo
/// (`pixman-combine32.h`, `MUL_UN8`): for t = x + 128, x/255 rounded = (t + (t >> 8)) >> 8,
/// exact for every product of two 8-bit values.
enum PixelMath {
  /// One pixel's four channels widened to 16 bits.
  @inline(__always) static func unpack(_ pixel: UInt32) -> SIMD4<UInt16> {
    SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(pixel, to: SIMD4<UInt8>.self))
  }

  /// Two adjacent pixels (the low word first) widened to 16 bits.
  @inline(__always) static func unpackPair(_ pair: UInt64) -> SIMD8<UInt16> {
    SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(pair, to: SIMD8<UInt8>.self))
  }

  /// Channels (each ≤ 255) back to one word.
  @inline(__always) static func pack(_ channels: SIMD4<UInt16>) -> UInt32 {
    unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: channels), to: UInt32.self)
  }

  /// x / 255 rounded to nearest, for x ≤ 255 · 255.
  @inline(__always) static func div255(_ x: SIMD4<UInt16>) -> SIMD4<UInt16> {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
  }

  /// Bilinear blend of a 2×2 neighbourhood, each row given as two adjacent pixels, with a
  /// constant alpha folded into the vertical weights.
  ///
  /// Weights have 8 bits: `wy0 + wy1` = the alpha on a 0…256 scale (256 = opaque) and
  /// `wx1` = the horizontal fraction in 1/256 (the left weight is 256 − `wx1`). Vertical
  /// first — exact in 16 bits, since 255 · 256 < 2¹⁶ — rounded to 8 bits, then horizontal;
  /// the result is within 1 of the exact weighted mean times alpha. pixman 0.42 uses 7-bit
  /// weights (`BILINEAR_INTERPOLATION_BITS`), so the two differ by at most 2 per channel.
  @inline(__always) static func bilinear(
    top: UInt64, bottom: UInt64, wy0: UInt16, wy1: UInt16, wx1: UInt16
  ) -> SIMD4<UInt16> {
    let t = unpackPair(top)
    let b = unpackPair(bottom)
    let vertical = (t &* wy0 &+ b &* wy1 &+ 128) &>> 8
    let weights = SIMD8<UInt16>(
      lowHalf: SIMD4<UInt16>(repeating: 256 &- wx1), highHalf: SIMD4<UInt16>(repeating: wx1))
    let products = vertical &* weights
    return (products.lowHalf &+ products.highHalf &+ 128) &>> 8
  }

  /// Porter–Duff OVER of a premultiplied sample onto the word at `destination`. Channels
  /// saturate at 255 (bilinear rounding can leave a colour channel one above alpha).
  @inline(__always) static func over(
    _ source: SIMD4<UInt16>, onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let sourceAlpha = source[3]
    if sourceAlpha == 255 {
      destination.pointee = pack(source)
    } else if sourceAlpha != 0 || source != .zero {
      let d = unpack(destination.pointee)
      let sum = source &+ div255(d &* (255 &- sourceAlpha))
      destination.pointee = pack(sum.replacing(with: 255, where: sum .> 255))
    }
  }

  /// OVER with the source first scaled by `alpha` (0…255).
  @inline(__always) static func over(
    _ sample: SIMD4<UInt16>, alpha: UInt16, onto destination: UnsafeMutablePointer<UInt32>
  ) {
    over(alpha == 255 ? sample : div255(sample &* alpha), onto: destination)
  }

  /// Every channel of `pixel` times `factor` (0…255) / 255, rounded, in 32-bit integer
  /// math two channels at a time (the `0x00ff00ff` trick; auto-vectorizes in row loops).
  @inline(__always) static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
    var rb = (pixel & 0x00ff_00ff) &* factor &+ 0x0080_0080
    rb = ((rb &+ ((rb &>> 8) & 0x00ff_00ff)) &>> 8) & 0x00ff_00ff
    var ag = ((pixel &>> 8) & 0x00ff_00ff) &* factor &+ 0x0080_0080
    ag = (ag &+ ((ag &>> 8) & 0x00ff_00ff)) & 0xff00_ff00
    return rb | ag
  }

  /// ⌊x · f / 255⌋ for every lane (x ≤ 255, f < 255) as the high half of x · (257 f + 1):
  /// that multiplier exceeds 2¹⁶ f / 255 by less than 1, so the product overshoots
  /// 2¹⁶ x f / 255 by less than 255 and the floor is exact (a fraction of x f / 255 is at
  /// most 254/255). LLVM lowers the widen–multiply–shift to one `pmulhuw`.
  @inline(__always) static func mulDiv255(_ x: SIMD8<UInt16>, _ multiplier: SIMD8<UInt16>) -> SIMD8<UInt16> {
    SIMD8<UInt16>(
      truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: x) &* SIMD8<UInt32>(truncatingIfNeeded: multiplier)) &>> 16
    )
  }

  /// `destination[k] = add + ⌊source[k] · factor / 255⌋` (per channel) for `count` words;
  /// `source` may equal `destination` (in-place dimming). Four pixels per step: 16 bytes
  /// widened to two `SIMD8<UInt16>`, multiplied high (`pmulhuw`), packed back (SSE2).
  /// Floors where pixman rounds (≤ 1 apart); folded and unfolded dimming both come here, so
  /// occlusion culling does not change output. The caller keeps every channel of `add` +
  /// scaled source ≤ 255 (true for premultiplied `add` with alpha a and factor = 255 − a);
  /// `factor` must be < 255.
  @inline(__always) static func scaleAndAdd(
    from source: UnsafePointer<UInt32>, to destination: UnsafeMutablePointer<UInt32>, count: Int, factor: UInt16,
    add: UInt32
  ) {
    let addBytes = unsafeBitCast(SIMD4<UInt32>(repeating: add), to: SIMD16<UInt8>.self)
    let multiplier = factor &* 257 &+ 1
    let multipliers = SIMD8<UInt16>(repeating: multiplier)
    var k = 0
    while k + 4 <= count {
      let bytes = UnsafeRawPointer(source + k).loadUnaligned(as: SIMD16<UInt8>.self)
      let low = mulDiv255(SIMD8<UInt16>(truncatingIfNeeded: bytes.lowHalf), multipliers)
      let high = mulDiv255(SIMD8<UInt16>(truncatingIfNeeded: bytes.highHalf), multipliers)
      let scaled = SIMD16<UInt8>(
        lowHalf: SIMD8<UInt8>(truncatingIfNeeded: low), highHalf: SIMD8<UInt8>(truncatingIfNeeded: high))
      UnsafeMutableRawPointer(destination + k).storeBytes(of: scaled &+ addBytes, as: SIMD16<UInt8>.self)
      k += 4
    }
    while k < count {
      let pixel = source[k]
      var scaled: UInt32 = 0
      for shift in stride(from: UInt32(0), to: 32, by: 8) {
        scaled |= ((((pixel &>> shift) & 0xff) &* UInt32(multiplier)) &>> 16) &<< shift
      }
      destination[k] = add &+ scaled
      k += 1
    }
  }
}
