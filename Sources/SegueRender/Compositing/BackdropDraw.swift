import Dispatch

/// One backdrop step of a frame (a `RenderLayer.backdrop`): the pixels already composited
/// under `rect` — plus a 3σ margin, read from the same target — blurred, saturated and
/// tinted, then written back inside `rect` (and its clip mask, at the layer's opacity).
///
/// Downsample, blur, upsample, as Core Animation's backdrop layers do
/// (docs/uikit-behaviour-drawing.md §12.3): the read region is averaged into k × k blocks
/// (k = ⌊σ/3⌋ device pixels, 2…8, so even a small radius — the first frames of a blur
/// animating in — works on a quarter of the pixels), blurred there with three extended
/// boxes per axis (Gwosdek et al. 2011; σ reduced by the (k² − 1)/4 px² that block means
/// and the bilinear tent add), edges clamped; the colour steps are linear, so they run on
/// the small grid too; the result is upsampled bilinearly while it is written.
///
/// Two phases, so that row bands still give the same bytes: `prepare` reads the target
/// after every earlier step has finished (the compositor runs it between band passes, its
/// block rows split across threads), and `draw` computes each written pixel from the
/// prepared grid and its own position only.
package final class BackdropDraw: @unchecked Sendable {
  /// Device pixels written (the layer's transformed bounds within its clip).
  let rect: PixelRect
  /// Rounded or non-axis-aligned bounds; nil when `rect` is the whole shape.
  let mask: ClipMask?
  /// The layer's opacity, 0…255: the result is mixed over the unfiltered backdrop.
  let alpha: UInt16
  let filter: RenderBackdrop
  /// The blur's σ in device pixels.
  package let sigma: Double
  /// Block size of the downsampled grid.
  package let factor: Int
  private(set) var grid: Grid?

  /// The filtered backdrop at 1/`factor` resolution: (b, g, r, a) premultiplied, 0…255.
  struct Grid {
    /// Device pixel of block (0, 0)'s top-left corner.
    let originX: Int
    let originY: Int
    let width: Int
    let height: Int
    let pixels: [SIMD4<Float>]
  }

  package init(rect: PixelRect, mask: ClipMask?, alpha: UInt16, filter: RenderBackdrop, pixelsPerPoint: Double) {
    self.rect = rect
    self.mask = mask
    self.alpha = alpha
    self.filter = filter
    sigma = max(filter.blurRadius, 0) * pixelsPerPoint
    factor = min(max(Int(sigma / 3), 2), 8)
  }

  /// Device pixels the blur reads: `rect` grown by 3σ (and one block), within `bounds`.
  func readRect(within bounds: PixelRect) -> PixelRect {
    let margin = sigma > 0.05 ? Int((3 * sigma).rounded(.up)) + factor : 0
    return PixelRect(
      minX: rect.minX - margin, minY: rect.minY - margin, maxX: rect.maxX + margin,
      maxY: rect.maxY + margin
    ).intersection(bounds)
  }

  /// Reads and filters the backdrop from `target` (every earlier step done), within
  /// `limit` (the frame) when given. The block rows, then the blur's lines and the colour
  /// steps, are shared among `threadCount` threads (the same bytes for any count).
  package func prepare(from target: PixelTarget, within limit: PixelRect? = nil, threadCount: Int) {
    let source = readRect(within: limit.map { $0.intersection(target.bounds) } ?? target.bounds)
    guard !source.isEmpty else {
      grid = nil
      return
    }
    let k = factor
    let width = (source.width + k - 1) / k
    let height = (source.height + k - 1) / k
    var pixels = [SIMD4<Float>](repeating: .zero, count: width * height)
    pixels.withUnsafeMutableBufferPointer { cells in
      let base = cells.baseAddress!
      let output = GridRows(base: base)
      let chunks = min(max(threadCount, 1), height)
      let run: @Sendable (Int) -> Void = { chunk in
        for blockY in (height * chunk / chunks)..<(height * (chunk + 1) / chunks) {
          Self.downsampleRow(
            target, source: source, factor: k, blockY: blockY, into: output.base + blockY * width,
            width: width)
        }
      }
      if chunks > 1 {
        DispatchQueue.concurrentPerform(iterations: chunks, execute: run)
      } else {
        run(0)
      }
      let extra = Double(k * k - 1) / 4
      let coarseSigma = (max(sigma * sigma - extra, 0)).squareRoot() / Double(k)
      BackdropBlur.blur(base, width: width, height: height, sigma: coarseSigma, threadCount: threadCount)
      let filter = filter
      BackdropBlur.forEachChunk(of: height, threads: threadCount) { rows in
        Self.applyColor(
          filter,
          to: UnsafeMutableBufferPointer(start: output.base + rows.lowerBound * width, count: rows.count * width))
      }
    }
    grid = Grid(originX: source.minX, originY: source.minY, width: width, height: height, pixels: pixels)
  }

  /// Block means of one row of blocks (partial blocks at the read rect's edges average the
  /// pixels they have).
  private static func downsampleRow(
    _ target: PixelTarget, source: PixelRect, factor k: Int, blockY: Int,
    into output: UnsafeMutablePointer<SIMD4<Float>>, width: Int
  ) {
    let top = source.minY + blockY * k
    let bottom = min(top + k, source.maxY)
    // Per block: the sums of the two byte lanes 0 and 2 (b, r) and 1 and 3 (g, a) of its
    // pixels, each lane 32 bits wide within a UInt64 (k² · 255 < 2³²).
    let sums = UnsafeMutablePointer<(UInt64, UInt64)>.allocate(capacity: width)
    defer { sums.deallocate() }
    sums.initialize(repeating: (0, 0), count: width)
    for y in top..<bottom {
      let row = target.row(y)
      var x = source.minX
      for block in 0..<width {
        let end = min(x + k, source.maxX)
        var evenLanes: UInt64 = 0
        var oddLanes: UInt64 = 0
        while x < end {
          let pixel = UInt64(row[x])
          evenLanes &+= (pixel & 0xff) | (pixel & 0xff_0000) << 16
          oddLanes &+= (pixel >> 8 & 0xff) | (pixel >> 24) << 32
          x += 1
        }
        sums[block].0 &+= evenLanes
        sums[block].1 &+= oddLanes
      }
    }
    let rows = bottom - top
    for block in 0..<width {
      let columns = min(k, source.maxX - (source.minX + block * k))
      let scale = 1 / Float(rows * columns)
      let (evenLanes, oddLanes) = sums[block]
      output[block] =
        SIMD4<Float>(
          Float(UInt32(truncatingIfNeeded: evenLanes)), Float(UInt32(truncatingIfNeeded: oddLanes)),
          Float(UInt32(truncatingIfNeeded: evenLanes >> 32)), Float(UInt32(truncatingIfNeeded: oddLanes >> 32))) * scale
    }
  }

  /// Saturation (the feColorMatrix `saturate` matrix on premultiplied colour, Rec. 709
  /// luminance weights; results kept within 0…alpha), then the tint composited over.
  static func applyColor(_ filter: RenderBackdrop, to cells: UnsafeMutableBufferPointer<SIMD4<Float>>) {
    let s = Float(filter.saturation)
    let tintAlpha = Float(min(max(filter.tint.alpha, 0), 1))
    let tint =
      SIMD4<Float>(
        Float(filter.tint.blue) * tintAlpha, Float(filter.tint.green) * tintAlpha,
        Float(filter.tint.red) * tintAlpha, tintAlpha) * 255
    let saturates = abs(s - 1) > 1e-6
    guard saturates || tintAlpha > 0 else { return }
    let weights = SIMD4<Float>(0.0722, 0.7152, 0.2126, 0)
    for index in cells.indices {
      var c = cells[index]
      if saturates {
        let luminance = (c * weights).sum()
        let saturated = SIMD4<Float>(repeating: luminance) + s * (c - SIMD4<Float>(repeating: luminance))
        let alpha = c[3]
        c = SIMD4<Float>(
          min(max(saturated[0], 0), alpha), min(max(saturated[1], 0), alpha), min(max(saturated[2], 0), alpha),
          alpha)
      }
      cells[index] = tint + c * (1 - tintAlpha)
    }
  }

  /// Writes the filtered backdrop into `target` inside `clip` (after `prepare`).
  ///
  /// Per row, the two grid rows around it are blended (in floats) and rounded to words;
  /// along the row each pixel blends its two words with an 8-bit fraction in 16-bit lanes
  /// ((l · (256 − f) + r · f + 128) >> 8, which keeps colour ≤ alpha), so the full-size
  /// pass costs a few integer operations per pixel.
  package func draw(into target: PixelTarget, clip: PixelRect) {
    let area = rect.intersection(clip).intersection(target.bounds)
    guard let grid, !area.isEmpty, alpha > 0 else { return }
    let k = Float(factor)
    // Column taps: block index and fraction (0…256) for each written column.
    let columns = (area.minX..<area.maxX).map { x -> (Int, UInt16) in
      let (c, f) = Self.tap(Float(x - grid.originX), factor: k, count: grid.width)
      return (c, UInt16((f * 256).rounded()))
    }
    let line = UnsafeMutablePointer<UInt32>.allocate(capacity: grid.width + 1)
    defer { line.deallocate() }
    let plain = mask == nil && alpha == 255
    grid.pixels.withUnsafeBufferPointer { cells in
      columns.withUnsafeBufferPointer { taps in
        for y in area.minY..<area.maxY {
          let (blockY, fy) = Self.tap(Float(y - grid.originY), factor: k, count: grid.height)
          let upper = cells.baseAddress! + blockY * grid.width
          let lower = cells.baseAddress! + min(blockY + 1, grid.height - 1) * grid.width
          for c in 0..<grid.width { line[c] = Self.word(upper[c] + (lower[c] - upper[c]) * fy) }
          line[grid.width] = line[grid.width - 1]
          let row = target.row(y)
          if plain {
            for x in area.minX..<area.maxX {
              let (c, f) = taps[x &- area.minX]
              row[x] = Self.blend(line[c], line[c &+ 1], fraction: f)
            }
            continue
          }
          var solidStart = area.minX
          var solidEnd = area.maxX
          if let mask {
            solidStart = area.maxX
            solidEnd = area.maxX
            if let (start, end) = mask.solidSpan(row: y) {
              solidStart = min(max(start, area.minX), area.maxX)
              solidEnd = min(max(end, solidStart), area.maxX)
            }
          }
          for x in area.minX..<area.maxX {
            let (c, f) = taps[x &- area.minX]
            let value = Self.blend(line[c], line[c &+ 1], fraction: f)
            var coverage = alpha
            if x < solidStart || x >= solidEnd, let mask {
              coverage = UInt16((UInt32(mask.coverage(x: x, y: y)) * UInt32(alpha) + 127) / 255)
              if coverage == 0 { continue }
            }
            row[x] = coverage == 255 ? value : Self.mix(value, over: row[x], coverage: coverage)
          }
        }
      }
    }
  }

  /// (l · (256 − f) + r · f + 128) >> 8 per channel.
  @inline(__always) static func blend(_ left: UInt32, _ right: UInt32, fraction f: UInt16) -> UInt32 {
    let l = PixelMath.unpack(left)
    let r = PixelMath.unpack(right)
    return PixelMath.pack((l &* (256 &- f) &+ r &* f &+ 128) &>> 8)
  }

  /// `value` mixed over `destination` by `coverage`/255: d + (v − d) · c, rounded.
  @inline(__always) static func mix(_ value: UInt32, over destination: UInt32, coverage: UInt16) -> UInt32 {
    let v = PixelMath.unpack(value)
    let d = PixelMath.unpack(destination)
    let c = coverage
    return PixelMath.pack(PixelMath.div255(v &* c &+ d &* (255 &- c)))
  }

  /// The block below-left of fine coordinate `offset` (pixel centre at offset + ½) and the
  /// fraction towards the next, clamped to the grid.
  @inline(__always) static func tap(_ offset: Float, factor k: Float, count: Int) -> (Int, Float) {
    let u = min(max((offset + 0.5) / k - 0.5, 0), Float(count - 1))
    let index = Int(u)
    return (index, u - Float(index))
  }

  /// `value` (0…255 per channel) rounded to a word.
  @inline(__always) static func word(_ value: SIMD4<Float>) -> UInt32 {
    // Scalar conversions: the generic SIMD ones are not specialised into packed code.
    @inline(__always) func byte(_ v: Float) -> UInt32 { UInt32(min(max(v + 0.5, 0), 255)) }
    return byte(value[0]) | byte(value[1]) << 8 | byte(value[2]) << 16 | byte(value[3]) << 24
  }
}

/// The grid's cells handed to the downsampling workers (each writes its own block rows).
private struct GridRows: @unchecked Sendable {
  let base: UnsafeMutablePointer<SIMD4<Float>>
}
