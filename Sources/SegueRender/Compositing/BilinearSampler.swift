/// Segue's own bilinear sampler: draws a bitmap through an affine or projective transform
/// with premultiplied OVER and a constant alpha, in Swift, one row span at a time.
///
/// **Geometry.** `transform` maps the source's pixel space (pixel (i, j) covers
/// [i, i+1) × [j, j+1), so its centre is (i + ½, j + ½)) to the destination's pixel space.
/// Each destination pixel centre (x + ½, y + ½) is mapped back through the inverse; the
/// sample position minus ½ gives the top-left tap and the fractional weights — pixman's
/// convention for `PIXMAN_FILTER_BILINEAR` (`bits_image_fetch_bilinear_affine`), with
/// 8-bit weights where pixman 0.42 has 7 and the constant alpha folded into the vertical
/// weights (`PixelMath.bilinear`).
///
/// **Edges.** Taps outside the source read as transparent black — pixman's
/// `PIXMAN_REPEAT_NONE` — so a layer's edge fades over one pixel, which is what antialiases
/// rotated and sub-pixel-positioned layers. Only destination pixels inside the *footprint*
/// (the source rect grown by ½ pixel on every side, mapped forward) are visited; the span of
/// each row is computed from that convex polygon, clipped to w ≥ ε so a layer partly behind
/// the eye keeps its visible part.
///
/// **Precision.** Affine rows step 32.32 fixed-point source coordinates per pixel from a
/// start computed in `Double` for every row (so the result does not depend on how rows are
/// split between threads); projective rows divide per pixel in `Double`. Compared with
/// pixman 0.42 on interior pixels the difference is at most 2 per channel (`SamplerTests`;
/// pixman rounds its matrix to 16.16). Unlike pixman's projective fetcher, pixels whose
/// preimage lies behind the eye or at negative coordinates are never sampled from garbage.
///
/// **Fast paths** (`SamplerKernels`; byte-identical to the reference per-pixel path
/// `affineRow`/`projectiveRow`, which is kept for tests and for `RenderBenchmark`'s
/// `-reference` kinds, `usesReferenceKernels`). The run of each affine row whose four taps
/// are all inside the source is found by exact integer division of the 32.32 steps; in it:
/// - *translated rows* — step exactly (1, 0), i.e. any pure translation, whole or
///   fractional — have the same 2×2 weights at every pixel, so they blend consecutive source
///   pixels with weights fixed for the row, four pixels per step from 16-byte loads, no
///   coordinate math (one tap when both fractions are zero);
/// - other affine rows (scale, rotation, shear) gather four pixels per step with incremental
///   coordinates and SIMD weights;
/// - projective rows compute positions for 64 pixels at a time (packed divides, exact
///   packed fixed-point conversion), then gather four per step;
/// - four pixels whose taps are all transparent are skipped, and an opaque source at alpha
///   1 (`sourceIsOpaque`) is stored rather than blended.
/// Pixels with a tap outside the source take the scalar checked path.
///
/// **Cost** (one thread, this project's shared 2-vCPU EPYC VM, `segue bench render
/// --compare-pixman`, moving layer of 780 × 1688 px, medians that vary ±30 % with load):
/// rotated 0.5 rad at α 0.6 ≈ 5 ms (reference path ≈ 7, pixman ≈ 13); a 60° flip with
/// m34 = −1/500 ≈ 8 ms (reference ≈ 12, pixman ≈ 26); a fractional translation is close to
/// memory bandwidth.
package struct BilinearSampler: Sendable {
  /// The source bitmap (premultiplied ARGB32).
  package let source: Bitmap
  /// Source pixels → destination pixels.
  package let transform: ProjectiveTransform
  /// Destination pixels → source pixels.
  let inverse: ProjectiveTransform
  /// Constant alpha 0…255 multiplied into every sample.
  let alpha: UInt16
  /// Footprint polygon in destination pixels (convex, ≥ 3 vertices).
  let footprint: [(x: Double, y: Double)]
  /// The destination pixels the footprint touches (its bounding box, rounded outwards).
  package let bounds: PixelRect
  /// Per-pixel steps of the 32.32 source position along a destination row (affine only).
  let stepU: Int64
  let stepV: Int64
  /// Set by the compositor when every source pixel has alpha 255: then, at alpha 1, every
  /// interior sample has alpha exactly 255 (four 255s weighted by weights summing to 256
  /// give (255 · 256 + 128) >> 8 = 255 in both passes), so OVER is a plain store and the
  /// fast paths write without reading the destination. Same bytes either way.
  var sourceIsOpaque = false
  /// Set by the compositor when every source pixel holds this one word (a plain background
  /// raster). Then every interior sample — four equal taps, weights summing to 256
  /// horizontally and to `weight` vertically — is the word times `weight`, whatever the
  /// position, so interior runs are filled (`SamplerKernels.uniformRun`) without reading
  /// the source. Same bytes either way.
  var uniformWord: UInt32?
  /// Runs the original per-pixel path (`affineRow`, `projectiveRow`) instead of the fast
  /// paths: kept as the reference the fast paths are tested against byte for byte, and for
  /// side-by-side figures in `RenderBenchmark` (the `-reference` kinds). Not for rendering.
  package var usesReferenceKernels = false

  /// Prepares a draw; nil when the transform is singular, not finite, the source is empty or
  /// the whole layer lies behind the eye.
  ///
  /// - Parameters:
  ///   - source: premultiplied ARGB32 pixels.
  ///   - transform: source pixel space → destination pixel space (row-vector convention,
  ///     see `ProjectiveTransform`).
  ///   - alpha: 0…1, multiplied into the source (rounded to 1/255).
  package init?(source: Bitmap, transform: ProjectiveTransform, alpha: Double = 1) {
    guard source.width > 0, source.height > 0, alpha > 0 else { return nil }
    let entries = [
      transform.m11, transform.m12, transform.m13, transform.m21, transform.m22, transform.m23,
      transform.m31,
      transform.m32, transform.m33,
    ]
    guard entries.allSatisfy(\.isFinite), let inverse = transform.inverted() else { return nil }
    let w = Double(source.width)
    let h = Double(source.height)
    let polygon = Self.project(
      [(-0.5, -0.5), (w + 0.5, -0.5), (w + 0.5, h + 0.5), (-0.5, h + 0.5)], through: transform)
    guard polygon.count >= 3 else { return nil }
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for point in polygon {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    let limit = Double(1 << 24)
    guard minX < limit, minY < limit, maxX > -limit, maxY > -limit else { return nil }
    self.source = source
    self.transform = transform
    self.inverse = inverse
    self.alpha = UInt16(min(max((alpha * 255).rounded(), 0), 255))
    footprint = polygon
    stepU = Int64((min(max(inverse.m11, -65536), 65536) * Self.fixedOne).rounded())
    stepV = Int64((min(max(inverse.m12, -65536), 65536) * Self.fixedOne).rounded())
    bounds = PixelRect(
      minX: Int(max(minX, -limit).rounded(.down)), minY: Int(max(minY, -limit).rounded(.down)),
      maxX: Int(min(maxX, limit).rounded(.up)), maxY: Int(min(maxY, limit).rounded(.up)))
  }

  /// Maps a polygon forward, clipping it to the half-space w ≥ ε first (Sutherland–Hodgman
  /// against one plane in homogeneous coordinates), so points behind the eye never divide.
  static func project(_ points: [(Double, Double)], through m: ProjectiveTransform) -> [(
    x: Double, y: Double
  )] {
    let epsilon = 1e-6
    let homogeneous = points.map { p in
      (
        x: p.0 * m.m11 + p.1 * m.m21 + m.m31, y: p.0 * m.m12 + p.1 * m.m22 + m.m32,
        w: p.0 * m.m13 + p.1 * m.m23 + m.m33
      )
    }
    var clipped: [(x: Double, y: Double, w: Double)] = []
    for index in homogeneous.indices {
      let a = homogeneous[index]
      let b = homogeneous[(index + 1) % homogeneous.count]
      if a.w >= epsilon { clipped.append(a) }
      if (a.w >= epsilon) != (b.w >= epsilon) {
        let t = (epsilon - a.w) / (b.w - a.w)
        clipped.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, epsilon))
      }
    }
    return clipped.map { (x: $0.x / $0.w, y: $0.y / $0.w) }
  }

  /// Composites into `destination` (premultiplied ARGB32) inside `clip` ∩ the bitmap.
  package func drawOver(into destination: Bitmap, clip: PixelRect) {
    let target = PixelTarget(destination)
    draw(into: target, clip: clip.intersection(target.bounds))
  }

  /// The span of destination columns whose pixel centres in row `y` fall inside the
  /// footprint, widened by one pixel each side (the taps there read as transparent).
  @inline(__always) func span(row y: Int) -> (Int, Int)? {
    let centre = Double(y) + 0.5
    var low = Double.infinity
    var high = -Double.infinity
    var previous = footprint[footprint.count - 1]
    for point in footprint {
      if (previous.y <= centre) != (point.y <= centre) {
        let x = previous.x + (point.x - previous.x) * (centre - previous.y) / (point.y - previous.y)
        low = min(low, x)
        high = max(high, x)
      }
      previous = point
    }
    guard low <= high else { return nil }
    let limit = Double(1 << 24)
    return (Int(max(low, -limit).rounded(.down)) - 1, Int(min(high, limit).rounded(.up)) + 1)
  }

  /// Composites into a raw target inside `clip` (already inside the target).
  func draw(into target: PixelTarget, clip: PixelRect) {
    let area = clip.intersection(bounds)
    guard !area.isEmpty else { return }
    let pixels = UnsafePointer(source.baseAddress.assumingMemoryBound(to: UInt32.self))
    let image = SourceImage(
      pixels: pixels, strideWords: source.stride / 4, width: source.width, height: source.height)
    let affine = inverse.isAffine
    let reference = usesReferenceKernels
    withUnsafeTemporaryAllocation(of: Int64.self, capacity: 2 * Self.projectiveChunk) { scratch in
      let scratch = scratch.baseAddress!
      for y in area.minY..<area.maxY {
        guard let (spanStart, spanEnd) = span(row: y) else { continue }
        let start = max(spanStart, area.minX)
        let end = min(spanEnd, area.maxX)
        guard start < end else { continue }
        let row = target.row(y)
        if reference {
          if affine {
            affineRow(image, y: y, from: start, to: end, row: row)
          } else {
            projectiveRow(image, y: y, from: start, to: end, row: row)
          }
        } else if affine {
          fastAffineRow(image, y: y, from: start, to: end, row: row)
        } else {
          fastProjectiveRow(image, y: y, from: start, to: end, row: row, scratch: scratch)
        }
      }
    }
  }

  /// 2³² as a Double: source coordinates are 32.32 fixed point.
  static let fixedOne = 4_294_967_296.0

  /// floor(v · 2³²) for v clamped to ±2²⁰ pixels (anything that far out samples nothing),
  /// without a libm call: truncation of a biased positive value.
  @inline(__always) static func fixed(_ value: Double) -> Int64 {
    let clamped = min(max(value, -1_048_576), 1_048_576)
    return Int64((clamped + 1_048_576) * fixedOne) &- (1_048_576 << 32)
  }

  /// One affine row: source coordinates step by exact 32.32 integers, so the run of pixels
  /// whose four taps are all inside the source is found by integer division and walked
  /// without bounds checks; the ends use the checked path.
  @inline(__always) func affineRow(
    _ image: SourceImage, y: Int, from start: Int, to end: Int, row: UnsafeMutablePointer<UInt32>
  ) {
    let m = inverse
    let px = Double(start) + 0.5
    let py = Double(y) + 0.5
    let u0 = Self.fixed(px * m.m11 + py * m.m21 + m.m31 - 0.5)
    let v0 = Self.fixed(px * m.m12 + py * m.m22 + m.m32 - 0.5)
    let du = Int64((min(max(m.m11, -65536), 65536) * Self.fixedOne).rounded())
    let dv = Int64((min(max(m.m12, -65536), 65536) * Self.fixedOne).rounded())
    let count = Int64(end - start)
    // Steps k with 0 ≤ u0 + k·du < (width − 1)·2³² (and the same for v).
    var (first, last) = Self.steps(
      start: u0, step: du, below: Int64(image.width - 1) << 32, count: count)
    let (firstV, lastV) = Self.steps(
      start: v0, step: dv, below: Int64(image.height - 1) << 32, count: count)
    first = max(first, firstV)
    last = min(last, lastV)
    let weight = self.weight
    var u = u0
    var v = v0
    var x = start
    if first <= last {
      let interiorStart = start + Int(first)
      let interiorEnd = start + Int(last) + 1
      while x < interiorStart {
        image.sampleChecked(u: u, v: v, weight: weight, onto: row + x)
        u &+= du
        v &+= dv
        x += 1
      }
      while x < interiorEnd {
        image.sampleInterior(u: u, v: v, weight: weight, onto: row + x)
        u &+= du
        v &+= dv
        x += 1
      }
    }
    while x < end {
      image.sampleChecked(u: u, v: v, weight: weight, onto: row + x)
      u &+= du
      v &+= dv
      x += 1
    }
  }

  /// The range of k in 0..<count with 0 ≤ start + k·step < limit (first > last when none).
  @inline(__always) static func steps(start: Int64, step: Int64, below limit: Int64, count: Int64)
    -> (Int64, Int64)
  {
    guard limit > 0, count > 0 else { return (1, 0) }
    if step == 0 { return start >= 0 && start < limit ? (0, count - 1) : (1, 0) }
    // Solve on both bounds with floor/ceil division of exact integers.
    func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
      let q = a / b
      return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
    func ceilDiv(_ a: Int64, _ b: Int64) -> Int64 { -floorDiv(-a, b) }
    var low: Int64
    var high: Int64
    if step > 0 {
      low = ceilDiv(-start, step)
      high = floorDiv(limit - 1 - start, step)
    } else {
      low = ceilDiv(limit - 1 - start, step)
      high = floorDiv(-start, step)
    }
    low = max(low, 0)
    high = min(high, count - 1)
    return (low, high)
  }

  @inline(__always) func projectiveRow(
    _ image: SourceImage, y: Int, from start: Int, to end: Int, row: UnsafeMutablePointer<UInt32>
  ) {
    let m = inverse
    let px = Double(start) + 0.5
    let py = Double(y) + 0.5
    let x0 = px * m.m11 + py * m.m21 + m.m31
    let y0 = px * m.m12 + py * m.m22 + m.m32
    let w0 = px * m.m13 + py * m.m23 + m.m33
    let weight = self.weight
    for x in start..<end {
      let k = Double(x - start)
      let w = w0 + k * m.m13
      guard w > 1e-12 else { continue }
      let reciprocal = 1 / w
      let u = Self.fixed((x0 + k * m.m11) * reciprocal - 0.5)
      let v = Self.fixed((y0 + k * m.m12) * reciprocal - 0.5)
      image.sampleChecked(u: u, v: v, weight: weight, onto: row + x)
    }
  }

  /// Fast affine row (same bytes as `affineRow`): the same 32.32 start, steps and interior
  /// run, but the interior is drawn by `SamplerKernels`:
  /// - a **translated row** (step exactly (1, 0) in 32.32, which is the case for every
  ///   pure translation, fractional or not, and for nothing else) has the same fractional
  ///   parts at every pixel, so its 2×2 weights are fixed for the row and the taps are
  ///   consecutive source pixels: `translatedRun`, four pixels per step from 16-byte loads,
  ///   no per-pixel coordinates; with both fractions zero, one tap (`copiedRun`);
  /// - a **scaled row** (vertical step 0: a scale or a mirror) reads one source row pair,
  ///   so its vertical blend is done once per source column and each pixel blends two
  ///   taps across (`scaledRun`);
  /// - any other affine row (rotation, scale, shear) gathers four pixels per step
  ///   (`gathered`) with incremental coordinates and SIMD weights.
  /// Edge pixels (a tap outside the source) use the scalar `SamplerKernels.checked`.
  @inline(__always) func fastAffineRow(
    _ image: SourceImage, y: Int, from start: Int, to end: Int, row: UnsafeMutablePointer<UInt32>
  ) {
    let m = inverse
    let px = Double(start) + 0.5
    let py = Double(y) + 0.5
    let u0 = Self.fixed(px * m.m11 + py * m.m21 + m.m31 - 0.5)
    let v0 = Self.fixed(px * m.m12 + py * m.m22 + m.m32 - 0.5)
    let du = stepU
    let dv = stepV
    let count = Int64(end - start)
    var (first, last) = Self.steps(
      start: u0, step: du, below: Int64(image.width - 1) << 32, count: count)
    let (firstV, lastV) = Self.steps(
      start: v0, step: dv, below: Int64(image.height - 1) << 32, count: count)
    first = max(first, firstV)
    last = min(last, lastV)
    let weight = self.weight
    let opaque = sourceIsOpaque && weight == 256
    var u = u0
    var v = v0
    var x = start
    if first <= last {
      let interiorStart = start + Int(first)
      let interiorEnd = start + Int(last) + 1
      while x < interiorStart {
        SamplerKernels.checked(image, u: u, v: v, weight: weight, onto: row + x)
        u &+= du
        v &+= dv
        x += 1
      }
      if let word = uniformWord {
        SamplerKernels.uniformRun(
          word: word, count: interiorEnd - x, weight: weight, opaque: opaque, onto: row + x)
        let n = Int64(interiorEnd - x)
        u &+= du &* n
        v &+= dv &* n
        x = interiorEnd
      } else if du == 1 << 32 && dv == 0 {
        let n = interiorEnd - x
        let i = Int(truncatingIfNeeded: u &>> 32)
        let j = Int(truncatingIfNeeded: v &>> 32)
        let fx = UInt16(truncatingIfNeeded: (u &>> 24) & 0xff)
        let fy = UInt16(truncatingIfNeeded: (v &>> 24) & 0xff)
        let wy1 = UInt16(truncatingIfNeeded: (UInt32(fy) &* UInt32(weight) &+ 128) &>> 8)
        let top = image.pixels + (j &* image.strideWords &+ i)
        if fx == 0 && wy1 == 0 {
          SamplerKernels.copiedRun(
            source: top, count: n, weight: weight, opaque: opaque, onto: row + x)
        } else {
          SamplerKernels.translatedRun(
            top: top, bottom: top + image.strideWords, count: n, fx: fx, wy0: weight &- wy1,
            wy1: wy1, opaque: opaque, onto: row + x)
        }
        u &+= Int64(n) << 32
        x = interiorEnd
      } else if dv == 0 {
        let n = interiorEnd - x
        SamplerKernels.scaledRun(
          image, u: u, du: du, v: v, count: n, weight: weight, opaque: opaque, onto: row + x)
        u &+= du &* Int64(n)
        x = interiorEnd
      } else {
        while x + 4 <= interiorEnd {
          let u1 = u &+ du
          let u2 = u1 &+ du
          let u3 = u2 &+ du
          let v1 = v &+ dv
          let v2 = v1 &+ dv
          let v3 = v2 &+ dv
          SamplerKernels.gathered(
            image, u: (u, u1, u2, u3), v: (v, v1, v2, v3), weight: weight, opaque: opaque,
            onto: row + x)
          u = u3 &+ du
          v = v3 &+ dv
          x += 4
        }
        while x < interiorEnd {
          SamplerKernels.interior(image, u: u, v: v, weight: weight, onto: row + x)
          u &+= du
          v &+= dv
          x += 1
        }
      }
    }
    while x < end {
      SamplerKernels.checked(image, u: u, v: v, weight: weight, onto: row + x)
      u &+= du
      v &+= dv
      x += 1
    }
  }

  /// `fixed` of four positions in −2²⁰…2²⁰ (nil when one is outside), in packed double and
  /// 64-bit integer operations: `Int64(Double)` is a checked conversion (range tests and a
  /// trap per lane) and has no packed form in SSE2.
  ///
  /// Keeps the bits `fixed` yields that the sampler reads — the tap (bits 32…63) and the
  /// 8-bit fraction (bits 24…31) — and clears bits 0…23. With a = value + 2²⁰ (the same
  /// rounded double `fixed` forms), `fixed` = ⌊a · 2³²⌋ − 2⁵², so bits 24 and up are
  /// G − 2²⁸ with G = ⌊a · 256⌋ < 2²⁹. G is found exactly: s = a · 256 is exact, adding
  /// 2⁵² rounds it to the nearest integer r (held in the low mantissa bits), and s − r is
  /// exact, its sign bit telling whether r rounded up (then G = r − 1).
  @inline(__always) static func fixedPositions(_ value: SIMD4<Double>) -> SIMD4<Int64>? {
    let magic = 4_503_599_627_370_496.0  // 2⁵²
    let scaled = (value + 1_048_576) * 256
    let rounded = scaled + magic
    let below = unsafeBitCast(scaled - (rounded - magic), to: SIMD4<UInt64>.self) &>> 63
    let g = unsafeBitCast(rounded, to: SIMD4<UInt64>.self) &- 0x4330_0000_0000_0000 &- below
    // Out of range (including a negative a) shows as a G of 2²⁹ or more, unsigned.
    let high = g &>> 29
    guard high[0] | high[1] | high[2] | high[3] == 0 else { return nil }
    return unsafeBitCast((g &- (1 << 28)) &<< 24, to: SIMD4<Int64>.self)
  }

  /// Pixels per chunk of `fastProjectiveRow` (positions kept on the stack: 1 KiB).
  static let projectiveChunk = 64

  /// Fast projective row (same bytes as `projectiveRow`), in chunks of 64 pixels and two
  /// passes, so the perspective divide and the gathers overlap instead of forming one long
  /// dependency chain per pixel (divide → position → address → load → blend):
  /// 1. positions: four pixels per step, w and the divide as `SIMD4<Double>` (two `divpd`)
  ///    with exactly the reference's per-lane operations, then `fixed` per lane, into
  ///    `scratch`; pixels with w ≤ 10⁻¹² get `Int64.min`, which samples nothing;
  /// 2. pixels: four per step through `SamplerKernels.gathered` when all sixteen taps are
  ///    inside the source, else one by one through `SamplerKernels.checked`.
  @inline(__always) func fastProjectiveRow(
    _ image: SourceImage, y: Int, from start: Int, to end: Int, row: UnsafeMutablePointer<UInt32>,
    scratch: UnsafeMutablePointer<Int64>
  ) {
    let m = inverse
    let px = Double(start) + 0.5
    let py = Double(y) + 0.5
    let x0 = px * m.m11 + py * m.m21 + m.m31
    let y0 = px * m.m12 + py * m.m22 + m.m32
    let w0 = px * m.m13 + py * m.m23 + m.m33
    let weight = self.weight
    let opaque = sourceIsOpaque && weight == 256
    let lastColumn = UInt(image.width - 1)
    let lastRow = UInt(image.height - 1)
    let lanes = SIMD4<Double>(0, 1, 2, 3)
    let chunk = Self.projectiveChunk
    let us = scratch
    let vs = scratch + chunk
    var chunkStart = start
    while chunkStart < end {
      let count = min(chunk, end - chunkStart)
      // Pass 1: positions (whole blocks of 4; the chunk's tail may compute past `end`,
      // harmless: those positions are never used).
      var k = 0
      while k < count {
        let ks = SIMD4<Double>(repeating: Double(chunkStart - start + k)) + lanes
        let w = w0 + ks * m.m13
        if w[0] > 1e-12 && w[3] > 1e-12 {
          let reciprocal = 1 / w
          let u = Self.fixedPositions((x0 + ks * m.m11) * reciprocal - 0.5)
          let v = Self.fixedPositions((y0 + ks * m.m12) * reciprocal - 0.5)
          if let u, let v {
            UnsafeMutableRawPointer(us + k).storeBytes(of: u, as: SIMD4<Int64>.self)
            UnsafeMutableRawPointer(vs + k).storeBytes(of: v, as: SIMD4<Int64>.self)
          } else {
            let u = (x0 + ks * m.m11) * reciprocal - 0.5
            let v = (y0 + ks * m.m12) * reciprocal - 0.5
            for lane in 0..<4 {
              us[k + lane] = Self.fixed(u[lane])
              vs[k + lane] = Self.fixed(v[lane])
            }
          }
        } else {
          for lane in 0..<4 {
            let kk = ks[lane]
            let wl = w0 + kk * m.m13
            if wl > 1e-12 {
              let reciprocal = 1 / wl
              us[k + lane] = Self.fixed((x0 + kk * m.m11) * reciprocal - 0.5)
              vs[k + lane] = Self.fixed((y0 + kk * m.m12) * reciprocal - 0.5)
            } else {
              us[k + lane] = .min
              vs[k + lane] = .min
            }
          }
        }
        k += 4
      }
      // Pass 2: pixels.
      let out = row + chunkStart
      @inline(__always) func inside(_ k: Int) -> Bool {
        UInt(bitPattern: Int(truncatingIfNeeded: us[k] &>> 32)) < lastColumn
          && UInt(bitPattern: Int(truncatingIfNeeded: vs[k] &>> 32)) < lastRow
      }
      k = 0
      while k + 4 <= count {
        if let word = uniformWord, inside(k) && inside(k + 1) && inside(k + 2) && inside(k + 3) {
          SamplerKernels.uniformRun(word: word, count: 4, weight: weight, opaque: opaque, onto: out + k)
        } else if inside(k) && inside(k + 1) && inside(k + 2) && inside(k + 3) {
          SamplerKernels.gathered(
            image, u: (us[k], us[k + 1], us[k + 2], us[k + 3]),
            v: (vs[k], vs[k + 1], vs[k + 2], vs[k + 3]), weight: weight, opaque: opaque,
            onto: out + k)
        } else {
          for k in k..<(k + 4) {
            SamplerKernels.checked(image, u: us[k], v: vs[k], weight: weight, onto: out + k)
          }
        }
        k += 4
      }
      while k < count {
        SamplerKernels.checked(image, u: us[k], v: vs[k], weight: weight, onto: out + k)
        k += 1
      }
      chunkStart += count
    }
  }

  /// `alpha` on the 0…256 scale the sampler's vertical weights sum to (255 → 256).
  var weight: UInt16 { alpha == 255 ? 256 : alpha &+ (alpha &>> 7) }
}

/// The source of a sampled draw as raw memory (no class references inside pixel loops).
struct SourceImage {
  let pixels: UnsafePointer<UInt32>
  let strideWords: Int
  let width: Int
  let height: Int

  /// The word at (i, j), or 0 outside the image (`PIXMAN_REPEAT_NONE`).
  @inline(__always) func tap(_ i: Int, _ j: Int) -> UInt32 {
    UInt(bitPattern: i) < UInt(width) && UInt(bitPattern: j) < UInt(height)
      ? pixels[j * strideWords + i] : 0
  }

  /// Samples at 32.32 fixed-point (u, v) (already shifted by −½ to the top-left tap) and
  /// composites OVER `destination`; any position, taps outside read as 0.
  @inline(__always) func sampleChecked(
    u: Int64, v: Int64, weight: UInt16, onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let i = Int(truncatingIfNeeded: u &>> 32)
    let j = Int(truncatingIfNeeded: v &>> 32)
    if UInt(bitPattern: i) < UInt(width &- 1) && UInt(bitPattern: j) < UInt(height &- 1) {
      sampleInterior(u: u, v: v, weight: weight, onto: destination)
      return
    }
    if i < -1 || j < -1 || i >= width || j >= height { return }
    let top = UInt64(tap(i, j)) | UInt64(tap(i &+ 1, j)) << 32
    let bottom = UInt64(tap(i, j &+ 1)) | UInt64(tap(i &+ 1, j &+ 1)) << 32
    if top | bottom == 0 { return }
    blend(top: top, bottom: bottom, u: u, v: v, weight: weight, onto: destination)
  }

  /// Like `sampleChecked` for positions whose four taps are inside the image (the caller
  /// guarantees 0 ≤ i < width − 1 and 0 ≤ j < height − 1).
  @inline(__always) func sampleInterior(
    u: Int64, v: Int64, weight: UInt16, onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let i = Int(truncatingIfNeeded: u &>> 32)
    let j = Int(truncatingIfNeeded: v &>> 32)
    let p = UnsafeRawPointer(pixels + (j &* strideWords &+ i))
    let top = p.loadUnaligned(as: UInt64.self)
    let bottom = p.loadUnaligned(fromByteOffset: strideWords &* 4, as: UInt64.self)
    blend(top: top, bottom: bottom, u: u, v: v, weight: weight, onto: destination)
  }

  @inline(__always) func blend(
    top: UInt64, bottom: UInt64, u: Int64, v: Int64, weight: UInt16,
    onto destination: UnsafeMutablePointer<UInt32>
  ) {
    let fx = UInt16(truncatingIfNeeded: (u &>> 24) & 0xff)
    let fy = UInt32(truncatingIfNeeded: (v &>> 24) & 0xff)
    let wy1 = UInt16(truncatingIfNeeded: (fy &* UInt32(weight) &+ 128) &>> 8)
    PixelMath.over(
      PixelMath.bilinear(top: top, bottom: bottom, wy0: weight &- wy1, wy1: wy1, wx1: fx),
      onto: destination)
  }
}
