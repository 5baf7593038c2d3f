/// The pixel kernels of `BilinearSampler`'s fast paths: the same integer arithmetic as the
/// reference per-pixel path (`SourceImage.blend` = `PixelMath.bilinear` + `PixelMath.over`),
/// rearranged so that it vectorizes with plain SSE2 and never calls a stdlib SIMD width
/// conversion (those are generic and are not always inlined — in the reference path
/// `SIMD8<UInt16>(truncatingIfNeeded: SIMD8<UInt8>)` became a function call per pixel).
///
/// **Layout.** Four pixels (16 bytes) are viewed as one `SIMD8<UInt16>` and split into
/// *even* bytes (`& 0xff`: blue and red of every pixel) and *odd* bytes (`>> 8`: green and
/// alpha), the vector form of the `0x00ff00ff` trick; every channel sits in its own 16-bit
/// lane, so `pmullw`/`paddw`/`psrlw` do all the work and the result is repacked with
/// `even | odd << 8` — no unpack or pack instructions and no widening.
///
/// **Exactness.** Each lane computes exactly what `PixelMath.bilinear` computes in its
/// `SIMD4<UInt16>` lanes — vertical (t·wy0 + b·wy1 + 128) >> 8, then horizontal
/// (l·(256 − fx) + r·fx + 128) >> 8, never above 255 · 256 + 128 < 2¹⁶ — and then the OVER
/// of `PixelMath.over`, s + div255(d · (255 − sα)) saturated at 255. The reference OVER's
/// branches (sα = 255 → store s, s = 0 → keep d) are special cases of that formula, so the
/// branch-free form gives the same bytes. The scalar `single` does the same lanes in 64-bit
/// SWAR (two channels per 32 bits, no lane ever carries into the next). `SamplerTests`
/// checks every fast path against the reference path byte for byte.
enum SamplerKernels {
  /// Four pixels' channels: eight 16-bit lanes, each ≤ 255 (or ≤ 255 · 256 + 128 inside a
  /// product).
  typealias Lanes = SIMD8<UInt16>
  /// Four premultiplied ARGB32 words.
  typealias Quad = SIMD4<UInt32>

  @inline(__always) static func even(_ quad: Quad) -> Lanes {
    unsafeBitCast(quad, to: Lanes.self) & 0x00ff
  }

  @inline(__always) static func odd(_ quad: Quad) -> Lanes {
    unsafeBitCast(quad, to: Lanes.self) &>> 8
  }

  /// Per-pixel values 0…256 (one per word) copied into both 16-bit lanes of their pixel.
  @inline(__always) static func pairs(_ perPixel: Quad) -> Lanes {
    unsafeBitCast(perPixel | perPixel &<< 16, to: Lanes.self)
  }

  @inline(__always) static func load(_ pointer: UnsafePointer<UInt32>) -> Quad {
    UnsafeRawPointer(pointer).loadUnaligned(as: Quad.self)
  }

  /// Whether all four pixels are opaque (alpha 255): OVER is then a plain store.
  @inline(__always) static func isOpaque(_ quad: Quad) -> Bool {
    quad & 0xff00_0000 == Quad(repeating: 0xff00_0000)
  }

  @inline(__always) static func store(_ quad: Quad, to pointer: UnsafeMutablePointer<UInt32>) {
    UnsafeMutableRawPointer(pointer).storeBytes(of: quad, as: Quad.self)
  }

  @inline(__always) static func isZero(_ quad: Quad) -> Bool {
    let halves = unsafeBitCast(quad, to: SIMD2<UInt64>.self)
    return halves[0] | halves[1] == 0
  }

  /// Bilinear blend of four pixels from their four taps (top-left, top-right, bottom-left,
  /// bottom-right words of each pixel), then OVER `destination[0..<4]` — or a plain store
  /// when `opaque` (the caller guarantees every result has alpha 255; see
  /// `BilinearSampler.sourceIsOpaque`). `wy0 + wy1` is the constant alpha on the 0…256 scale
  /// and `wx0 + wx1` = 256, every weight given per pixel in both lanes of the pixel.
  @inline(__always) static func blend(
    topLeft: Quad, topRight: Quad, bottomLeft: Quad, bottomRight: Quad, wx0: Lanes, wx1: Lanes,
    wy0: Lanes, wy1: Lanes, opaque: Bool, onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let left = (even(topLeft) &* wy0 &+ even(bottomLeft) &* wy1 &+ 128) &>> 8
    let leftOdd = (odd(topLeft) &* wy0 &+ odd(bottomLeft) &* wy1 &+ 128) &>> 8
    let right = (even(topRight) &* wy0 &+ even(bottomRight) &* wy1 &+ 128) &>> 8
    let rightOdd = (odd(topRight) &* wy0 &+ odd(bottomRight) &* wy1 &+ 128) &>> 8
    let sourceEven = (left &* wx0 &+ right &* wx1 &+ 128) &>> 8
    let sourceOdd = (leftOdd &* wx0 &+ rightOdd &* wx1 &+ 128) &>> 8
    over(even: sourceEven, odd: sourceOdd, opaque: opaque, onto: destination)
  }

  /// OVER of four premultiplied samples given as even/odd lanes onto `destination[0..<4]`.
  @inline(__always) static func over(
    even sourceEven: Lanes, odd sourceOdd: Lanes, opaque: Bool,
    onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let raw = UnsafeMutableRawPointer(destination)
    if opaque {
      raw.storeBytes(of: sourceEven | sourceOdd &<< 8, as: Lanes.self)
      return
    }
    // Alpha is the high lane of every pixel's odd pair.
    let alpha = unsafeBitCast(sourceOdd, to: Quad.self) &>> 16
    let inverse = 255 &- pairs(alpha)
    let pixels = raw.loadUnaligned(as: Quad.self)
    let productEven = even(pixels) &* inverse &+ 128
    let productOdd = odd(pixels) &* inverse &+ 128
    let sumEven = sourceEven &+ ((productEven &+ (productEven &>> 8)) &>> 8)
    let sumOdd = sourceOdd &+ ((productOdd &+ (productOdd &>> 8)) &>> 8)
    let result = saturated(sumEven) | saturated(sumOdd) &<< 8
    raw.storeBytes(of: result, as: Lanes.self)
  }

  /// min(x, 255) per lane for x ≤ 511 in plain arithmetic: lanes ≥ 256 have bit 8 set,
  /// which becomes an all-ones mask. (`pointwiseMin` is a generic call, and the stdlib's
  /// lane masks (`.>`, `replacing`) go through memory lane by lane.)
  @inline(__always) static func saturated(_ x: Lanes) -> Lanes {
    (x | (0 &- (x &>> 8))) & 0x00ff
  }

  /// A run of `count` pixels whose taps are consecutive source pixels: pixel k reads
  /// `top[k]`, `top[k + 1]`, `bottom[k]`, `bottom[k + 1]` with the same weights — a
  /// translated row, where the fractional parts of the source position do not change. Four
  /// pixels per step from unaligned 16-byte loads; no coordinate math at all. Four pixels
  /// whose taps are all transparent are skipped (OVER of 0 changes nothing).
  @inline(__always) static func translatedRun(
    top: UnsafePointer<UInt32>, bottom: UnsafePointer<UInt32>, count: Int, fx: UInt16,
    wy0: UInt16, wy1: UInt16, opaque: Bool, onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let wx1 = Lanes(repeating: fx)
    let wx0 = Lanes(repeating: 256 &- fx)
    let vy0 = Lanes(repeating: wy0)
    let vy1 = Lanes(repeating: wy1)
    let fullWeight = wy0 &+ wy1 == 256
    var k = 0
    while k &+ 4 <= count {
      let topLeft = load(top + k)
      let topRight = load(top + (k &+ 1))
      let bottomLeft = load(bottom + k)
      let bottomRight = load(bottom + (k &+ 1))
      // At full weight, four opaque taps blend to alpha (255 · 256 + 128) >> 8 = 255 twice
      // over, so OVER is a store: the same bytes without reading the destination.
      let tapsOpaque = opaque || (fullWeight && isOpaque(topLeft & topRight & bottomLeft & bottomRight))
      if tapsOpaque || !isZero(topLeft | topRight | bottomLeft | bottomRight) {
        blend(
          topLeft: topLeft, topRight: topRight, bottomLeft: bottomLeft, bottomRight: bottomRight,
          wx0: wx0, wx1: wx1, wy0: vy0, wy1: vy1, opaque: tapsOpaque, onto: destination + k)
      }
      k &+= 4
    }
    while k < count {
      let t = UnsafeRawPointer(top + k).loadUnaligned(as: UInt64.self)
      let b = UnsafeRawPointer(bottom + k).loadUnaligned(as: UInt64.self)
      single(top: t, bottom: b, fx: UInt64(fx), wy0: UInt64(wy0), wy1: UInt64(wy1), onto: destination + k)
      k &+= 1
    }
  }

  /// A row with exactly zero fractional parts (whole-pixel source positions): the bilinear
  /// reduces to the top-left tap times the alpha weight, (t · weight + 128) >> 8 then
  /// (l · 256 + 128) >> 8 = l, which is what this computes — one tap instead of four.
  @inline(__always) static func copiedRun(
    source: UnsafePointer<UInt32>, count: Int, weight: UInt16, opaque: Bool,
    onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let w = Lanes(repeating: weight)
    var k = 0
    // Sixteen opaque pixels at full weight at a time: four loads in flight before the one
    // test, then four stores (the same bytes as the loop below).
    if weight == 256 {
      while k &+ 16 <= count {
        let a = load(source + k)
        let b = load(source + (k &+ 4))
        let c = load(source + (k &+ 8))
        let d = load(source + (k &+ 12))
        guard isOpaque(a & b & c & d) else { break }
        store(a, to: destination + k)
        store(b, to: destination + (k &+ 4))
        store(c, to: destination + (k &+ 8))
        store(d, to: destination + (k &+ 12))
        k &+= 16
      }
    }
    while k &+ 4 <= count {
      let pixels = load(source + k)
      if weight == 256 && isOpaque(pixels) {
        // Full weight keeps every tap ((l · 256 + 128) >> 8 = l); OVER of opaque pixels is
        // a copy.
        store(pixels, to: destination + k)
      } else if opaque || !isZero(pixels) {
        let sourceEven = (even(pixels) &* w &+ 128) &>> 8
        let sourceOdd = (odd(pixels) &* w &+ 128) &>> 8
        over(even: sourceEven, odd: sourceOdd, opaque: opaque, onto: destination + k)
      }
      k &+= 4
    }
    while k < count {
      single(
        top: UInt64(source[k]), bottom: 0, fx: 0, wy0: UInt64(weight), wy1: 0,
        onto: destination + k)
      k &+= 1
    }
  }

  /// A run of `count` interior pixels of a uniform source (every pixel `word`): each sample
  /// is (c · weight + 128) >> 8 per channel — the vertical pass of `blend` on two equal taps
  /// (c · wy0 + c · wy1 = c · weight), then the horizontal pass, which returns its two equal
  /// inputs unchanged ((v · 256 + 128) >> 8 = v) — composited OVER. An opaque word at full
  /// weight is stored (a fill); a transparent one changes nothing.
  @inline(__always) static func uniformRun(
    word: UInt32, count: Int, weight: UInt16, opaque: Bool,
    onto destination: UnsafeMutablePointer<UInt32>
  ) {
    guard count > 0, word != 0 else { return }
    if opaque {
      UnsafeMutableBufferPointer(start: destination, count: count).update(repeating: word)
      return
    }
    let pixels = Quad(repeating: word)
    let w = Lanes(repeating: weight)
    let sourceEven = (even(pixels) &* w &+ 128) &>> 8
    let sourceOdd = (odd(pixels) &* w &+ 128) &>> 8
    var k = 0
    while k &+ 4 <= count {
      over(even: sourceEven, odd: sourceOdd, opaque: false, onto: destination + k)
      k &+= 4
    }
    let pair = UInt64(word) | UInt64(word) << 32
    while k < count {
      single(top: pair, bottom: pair, fx: 0, wy0: UInt64(weight), wy1: 0, onto: destination + k)
      k &+= 1
    }
  }

  /// A run of `count` pixels on one source row pair — a row whose vertical position does
  /// not change (`dv` = 0: a scale, a mirror, any affine map without rotation or shear) —
  /// at horizontal 32.32 positions `u`, `u + du`, …, every tap inside the image.
  ///
  /// The vertical blend, (t·wy0 + b·wy1 + 128) >> 8, is the same for every pixel that reads a
  /// column, so it is done once per source column, four columns per step from contiguous
  /// loads, into a line on the stack; each pixel then reads its two blended columns and
  /// blends them across — two taps instead of four, the same lanes as `blend`, so the same
  /// bytes. Four pixels whose blended taps are all 0 are skipped (OVER of 0 changes nothing).
  @inline(__always) static func scaledRun(
    _ image: SourceImage, u: Int64, du: Int64, v: Int64, count: Int, weight: UInt16, opaque: Bool,
    onto destination: UnsafeMutablePointer<UInt32>
  ) {
    guard count > 0 else { return }
    let j = Int(truncatingIfNeeded: v &>> 32)
    let fy = UInt32(truncatingIfNeeded: (v &>> 24) & 0xff)
    let wy1 = UInt16(truncatingIfNeeded: (fy &* UInt32(weight) &+ 128) &>> 8)
    let wy0 = weight &- wy1
    let lastU = u &+ du &* Int64(count &- 1)
    let low = Int(truncatingIfNeeded: min(u, lastU) &>> 32)
    let span = Int(truncatingIfNeeded: max(u, lastU) &>> 32) &- low &+ 2
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: span) { buffer in
      let line = buffer.baseAddress!
      let top = image.pixels + (j &* image.strideWords &+ low)
      let bottom = top + image.strideWords
      let vy0 = Lanes(repeating: wy0)
      let vy1 = Lanes(repeating: wy1)
      var k = 0
      while k &+ 4 <= span {
        let t = load(top + k)
        let b = load(bottom + k)
        let blendedEven = (even(t) &* vy0 &+ even(b) &* vy1 &+ 128) &>> 8
        let blendedOdd = (odd(t) &* vy0 &+ odd(b) &* vy1 &+ 128) &>> 8
        UnsafeMutableRawPointer(line + k).storeBytes(of: blendedEven | blendedOdd &<< 8, as: Lanes.self)
        k &+= 4
      }
      let mask: UInt64 = 0x00ff_00ff
      while k < span {
        let t = UInt64(top[k])
        let b = UInt64(bottom[k])
        let e = ((t & mask) &* UInt64(wy0) &+ (b & mask) &* UInt64(wy1) &+ 0x0080_0080) &>> 8 & mask
        let o = (((t &>> 8) & mask) &* UInt64(wy0) &+ ((b &>> 8) & mask) &* UInt64(wy1) &+ 0x0080_0080) &>> 8 & mask
        line[k] = UInt32(truncatingIfNeeded: e | o &<< 8)
        k &+= 1
      }
      let blended = UnsafePointer(line) - low
      var position = u
      var x = 0
      while x &+ 4 <= count {
        let p1 = position &+ du
        let p2 = p1 &+ du
        let p3 = p2 &+ du
        let i0 = Int(truncatingIfNeeded: position &>> 32)
        let i1 = Int(truncatingIfNeeded: p1 &>> 32)
        let i2 = Int(truncatingIfNeeded: p2 &>> 32)
        let i3 = Int(truncatingIfNeeded: p3 &>> 32)
        let left = Quad(blended[i0], blended[i1], blended[i2], blended[i3])
        let right = Quad(blended[i0 &+ 1], blended[i1 &+ 1], blended[i2 &+ 1], blended[i3 &+ 1])
        if opaque || !isZero(left | right) {
          let fx =
            Quad(
              UInt32(truncatingIfNeeded: position), UInt32(truncatingIfNeeded: p1),
              UInt32(truncatingIfNeeded: p2), UInt32(truncatingIfNeeded: p3)) &>> 24
          let wx1 = pairs(fx)
          let wx0 = 256 &- wx1
          let sourceEven = (even(left) &* wx0 &+ even(right) &* wx1 &+ 128) &>> 8
          let sourceOdd = (odd(left) &* wx0 &+ odd(right) &* wx1 &+ 128) &>> 8
          over(even: sourceEven, odd: sourceOdd, opaque: opaque, onto: destination + x)
        }
        position = p3 &+ du
        x &+= 4
      }
      while x < count {
        let i = Int(truncatingIfNeeded: position &>> 32)
        // Already blended down: the vertical step of `single` at weights (256, 0) keeps it.
        let pair = UInt64(blended[i]) | UInt64(blended[i &+ 1]) << 32
        let fx = UInt64(truncatingIfNeeded: position &>> 24) & 0xff
        single(top: pair, bottom: 0, fx: fx, wy0: 256, wy1: 0, onto: destination + x)
        position &+= du
        x &+= 1
      }
    }
  }

  /// Four pixels at arbitrary 32.32 fixed-point source positions (already shifted by −½ to
  /// the top-left tap), every tap inside the image: gathers the 2×2 neighbourhoods (two
  /// 8-byte loads per pixel), builds per-pixel weights in lanes and blends.
  @inline(__always) static func gathered(
    _ image: SourceImage, u: (Int64, Int64, Int64, Int64), v: (Int64, Int64, Int64, Int64),
    weight: UInt16, opaque: Bool, onto destination: UnsafeMutablePointer<UInt32>
  ) {
    @inline(__always) func pair(_ u: Int64, _ v: Int64) -> (SIMD2<UInt32>, SIMD2<UInt32>) {
      let i = Int(truncatingIfNeeded: u &>> 32)
      let j = Int(truncatingIfNeeded: v &>> 32)
      let p = UnsafeRawPointer(image.pixels + (j &* image.strideWords &+ i))
      return (
        p.loadUnaligned(as: SIMD2<UInt32>.self),
        p.loadUnaligned(fromByteOffset: image.strideWords &* 4, as: SIMD2<UInt32>.self)
      )
    }
    let (t0, b0) = pair(u.0, v.0)
    let (t1, b1) = pair(u.1, v.1)
    let (t2, b2) = pair(u.2, v.2)
    let (t3, b3) = pair(u.3, v.3)
    let topLeft = Quad(t0[0], t1[0], t2[0], t3[0])
    let topRight = Quad(t0[1], t1[1], t2[1], t3[1])
    let bottomLeft = Quad(b0[0], b1[0], b2[0], b3[0])
    let bottomRight = Quad(b0[1], b1[1], b2[1], b3[1])
    if !opaque && isZero(topLeft | topRight | bottomLeft | bottomRight) { return }
    // Bits 24…31 of each position are the 8-bit fractions.
    let fx =
      Quad(
        UInt32(truncatingIfNeeded: u.0), UInt32(truncatingIfNeeded: u.1),
        UInt32(truncatingIfNeeded: u.2), UInt32(truncatingIfNeeded: u.3)) &>> 24
    let fy =
      Quad(
        UInt32(truncatingIfNeeded: v.0), UInt32(truncatingIfNeeded: v.1),
        UInt32(truncatingIfNeeded: v.2), UInt32(truncatingIfNeeded: v.3)) &>> 24
    let wx1 = pairs(fx)
    let weights = Lanes(repeating: weight)
    let wy1 = (pairs(fy) &* weights &+ 128) &>> 8
    blend(
      topLeft: topLeft, topRight: topRight, bottomLeft: bottomLeft, bottomRight: bottomRight,
      wx0: 256 &- wx1, wx1: wx1, wy0: weights &- wy1, wy1: wy1, opaque: opaque, onto: destination)
  }

  /// One pixel in 64-bit SWAR: `top` and `bottom` are the pixel's two taps of each row (the
  /// left word low), `wy0 + wy1` the alpha weight (≤ 256), `fx` the right weight (< 256).
  /// The same lanes as `blend`, so the same bytes.
  @inline(__always) static func single(
    top: UInt64, bottom: UInt64, fx: UInt64, wy0: UInt64, wy1: UInt64,
    onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let mask: UInt64 = 0x00ff_00ff_00ff_00ff
    let half: UInt64 = 0x0080_0080_0080_0080
    let verticalEven = ((top & mask) &* wy0 &+ (bottom & mask) &* wy1 &+ half) &>> 8 & mask
    let verticalOdd =
      (((top &>> 8) & mask) &* wy0 &+ ((bottom &>> 8) & mask) &* wy1 &+ half) &>> 8 & mask
    let wx0 = 256 &- fx
    let sourceEven =
      ((verticalEven & 0xffff_ffff) &* wx0 &+ (verticalEven &>> 32) &* fx &+ 0x0080_0080) &>> 8
      & 0x00ff_00ff
    let sourceOdd =
      ((verticalOdd & 0xffff_ffff) &* wx0 &+ (verticalOdd &>> 32) &* fx &+ 0x0080_0080) &>> 8
      & 0x00ff_00ff
    let inverse = 255 &- (sourceOdd &>> 16)
    let pixel = UInt64(destination.pointee)
    let productEven = (pixel & 0x00ff_00ff) &* inverse &+ 0x0080_0080
    let productOdd = ((pixel &>> 8) & 0x00ff_00ff) &* inverse &+ 0x0080_0080
    var sumEven = sourceEven &+ (((productEven &+ ((productEven &>> 8) & 0x00ff_00ff)) &>> 8) & 0x00ff_00ff)
    var sumOdd = sourceOdd &+ (((productOdd &+ ((productOdd &>> 8) & 0x00ff_00ff)) &>> 8) & 0x00ff_00ff)
    // Saturate each 16-bit lane at 255 (a sum never exceeds 510).
    sumEven = (sumEven | ((sumEven &>> 8) & 0x0001_0001) &* 0xff) & 0x00ff_00ff
    sumOdd = (sumOdd | ((sumOdd &>> 8) & 0x0001_0001) &* 0xff) & 0x00ff_00ff
    destination.pointee = UInt32(truncatingIfNeeded: sumEven | sumOdd &<< 8)
  }

  /// One pixel at a 32.32 position whose taps may lie outside the image (read as 0,
  /// `PIXMAN_REPEAT_NONE`); nothing happens when all four are outside or transparent.
  @inline(never) static func checked(
    _ image: SourceImage, u: Int64, v: Int64, weight: UInt16,
    onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let i = Int(truncatingIfNeeded: u &>> 32)
    let j = Int(truncatingIfNeeded: v &>> 32)
    if i < -1 || j < -1 || i >= image.width || j >= image.height { return }
    let top = UInt64(image.tap(i, j)) | UInt64(image.tap(i &+ 1, j)) << 32
    let bottom = UInt64(image.tap(i, j &+ 1)) | UInt64(image.tap(i &+ 1, j &+ 1)) << 32
    if top | bottom == 0 { return }
    interior(top: top, bottom: bottom, u: u, v: v, weight: weight, onto: destination)
  }

  /// One pixel from its taps, with the weights taken from the 32.32 position.
  @inline(__always) static func interior(
    top: UInt64, bottom: UInt64, u: Int64, v: Int64, weight: UInt16,
    onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let fx = UInt64(truncatingIfNeeded: u &>> 24) & 0xff
    let fy = UInt64(truncatingIfNeeded: v &>> 24) & 0xff
    let wy1 = (fy &* UInt64(weight) &+ 128) &>> 8
    single(top: top, bottom: bottom, fx: fx, wy0: UInt64(weight) &- wy1, wy1: wy1, onto: destination)
  }

  /// `interior` reading the taps from the image (all four inside).
  @inline(__always) static func interior(
    _ image: SourceImage, u: Int64, v: Int64, weight: UInt16,
    onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let i = Int(truncatingIfNeeded: u &>> 32)
    let j = Int(truncatingIfNeeded: v &>> 32)
    let p = UnsafeRawPointer(image.pixels + (j &* image.strideWords &+ i))
    interior(
      top: p.loadUnaligned(as: UInt64.self),
      bottom: p.loadUnaligned(fromByteOffset: image.strideWords &* 4, as: UInt64.self), u: u, v: v,
      weight: weight, onto: destination)
  }
}
