import Dispatch

/// One backdrop step of a frame (a `RenderLayer.backdrop`): the pixels already composited
/// under `rect` — plus a 3σ margin, read from the same target — blurred, saturated and
/// tinted, then written back inside `rect` (and its clip mask, at the layer's opacity).
///
/// Downsample, blur, upsample, as Core Animation's backdrop layers do
/// (docs/uikit-behaviour-drawing.md §12.3): the read region is averaged into k × k blocks
/// (k = ⌊σ/2⌋ up to 4 device pixels, then ⌊σ/3⌋, 2…8, so even a small radius — the first frames of a blur
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

  /// The filtered backdrop at 1/`factor` resolution, each cell rounded to a premultiplied
  /// ARGB32 word.
  struct Grid {
    /// Device pixel of block (0, 0)'s top-left corner.
    let originX: Int
    let originY: Int
    let width: Int
    let height: Int
    let words: [UInt32]
  }

  /// - Parameter factor: the block size in device pixels; nil picks `factor(sigma:)`.
  package init(
    rect: PixelRect, mask: ClipMask?, alpha: UInt16, filter: RenderBackdrop, pixelsPerPoint: Double,
    factor: Int? = nil
  ) {
    self.rect = rect
    self.mask = mask
    self.alpha = alpha
    self.filter = filter
    sigma = max(filter.blurRadius, 0) * pixelsPerPoint
    self.factor = factor ?? Self.factor(sigma: sigma)
  }

  /// The block size for a blur of σ device pixels: ⌊σ/2⌋ up to 4, then ⌊σ/3⌋, at least 2
  /// and at most 8 (docs/uikit-behaviour-drawing.md §12.3 gives the measured errors).
  static func factor(sigma: Double) -> Int {
    min(max(min(Int(sigma / 2), 4), Int(sigma / 3), 2), 8)
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
    let extra = Double(k * k - 1) / 4
    let box = BackdropBlur.Box(blurring: (max(sigma * sigma - extra, 0)).squareRoot() / Double(k))
    let steps = ColorSteps(filter)
    // Every cell and word is written below (each block row by its downsample, each word by
    // its column group), so neither array is cleared first.
    let cellCount = width * height
    var pixels = [SIMD4<Float>](unsafeUninitializedCapacity: cellCount) { _, count in count = cellCount }
    var words = [UInt32](unsafeUninitializedCapacity: cellCount) { _, count in count = cellCount }
    words.withUnsafeMutableBufferPointer { wordCells in
      let rounded = WordRows(base: wordCells.baseAddress!)
      pixels.withUnsafeMutableBufferPointer { cells in
        let grid = BackdropBlur.Cells(base: cells.baseAddress!)
        if let kernel = box.flatMap(BackdropKernel.init) {
          // A narrow blur: its kernel applied directly, rows then columns, each finished
          // row straight on to the colour steps.
          BackdropBlur.forEachChunk(of: height, threads: threadCount) { rows in
            let line = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width + 2 * kernel.radius)
            defer { line.deallocate() }
            for blockY in rows {
              Self.downsampleRow(
                target, source: source, factor: k, blockY: blockY, into: line + kernel.radius, width: width)
              kernel.filterRow(line, count: width, into: grid.base + blockY * width)
            }
          }
          kernel.filterColumns(grid, width: width, height: height, threadCount: threadCount) { y, cells in
            Self.colorWords(steps, cells, count: width, into: rounded.base + y * width)
          }
          return
        }
        // Block rows, each blurred along while it is in cache.
        BackdropBlur.forEachChunk(of: height, threads: threadCount) { rows in
          let lines = box.map { BackdropBlur.LineBuffers(count: 1, length: width, pad: $0.radius + 1) }
          defer { lines?.deallocate() }
          for blockY in rows {
            let row = grid.base + blockY * width
            Self.downsampleRow(target, source: source, factor: k, blockY: blockY, into: row, width: width)
            if let box, let lines { box.filterRow(row, count: width, lines: lines) }
          }
        }
        guard let box else {
          BackdropBlur.forEachChunk(of: height, threads: threadCount) { rows in
            let first = rows.lowerBound * width
            Self.colorWords(steps, grid.base + first, count: rows.count * width, into: rounded.base + first)
          }
          return
        }
        // Columns, each group's colour steps and rounding done as it leaves the filter.
        BackdropBlur.filterColumns(grid, width: width, height: height, box: box, threadCount: threadCount) {
          lines, x0, n in
          for y in 0..<height {
            let words = rounded.base + y * width + x0
            for j in 0..<n { words[j] = Self.word(steps.changes ? steps.apply(lines.line(j)[y]) : lines.line(j)[y]) }
          }
        }
      }
    }
    grid = Grid(originX: source.minX, originY: source.minY, width: width, height: height, words: words)
  }

  /// Block means of one row of blocks (partial blocks at the read rect's edges average the
  /// pixels they have).
  ///
  /// The block's rows are first summed column by column, four pixels at a time, in 16-bit
  /// lanes (`SamplerKernels`' even/odd layout: blue and red, green and alpha; k ≤ 8 rows
  /// of 255 fit), then each block adds its k columns. The sums are exact integers, so the
  /// means do not depend on the order of the additions.
  static func downsampleRow(
    _ target: PixelTarget, source: PixelRect, factor k: Int, blockY: Int,
    into output: UnsafeMutablePointer<SIMD4<Float>>, width: Int
  ) {
    let top = source.minY + blockY * k
    let bottom = min(top + k, source.maxY)
    let n = source.width
    let quads = (n + 3) / 4
    // Per column: even lanes (b, r) and odd lanes (g, a) of the column's sum.
    let evenSums = UnsafeMutablePointer<SamplerKernels.Lanes>.allocate(capacity: quads)
    let oddSums = UnsafeMutablePointer<SamplerKernels.Lanes>.allocate(capacity: quads)
    defer {
      evenSums.deallocate()
      oddSums.deallocate()
    }
    evenSums.initialize(repeating: .zero, count: quads)
    oddSums.initialize(repeating: .zero, count: quads)
    let even16 = UnsafeMutableRawPointer(evenSums).assumingMemoryBound(to: UInt16.self)
    let odd16 = UnsafeMutableRawPointer(oddSums).assumingMemoryBound(to: UInt16.self)
    for y in top..<bottom {
      let row = UnsafePointer(target.row(y) + source.minX)
      var x = 0
      while x &+ 4 <= n {
        let pixels = SamplerKernels.load(row + x)
        evenSums[x &>> 2] &+= SamplerKernels.even(pixels)
        oddSums[x &>> 2] &+= SamplerKernels.odd(pixels)
        x &+= 4
      }
      while x < n {
        let pixel = row[x]
        even16[2 &* x] &+= UInt16(truncatingIfNeeded: pixel & 0xff)
        even16[2 &* x &+ 1] &+= UInt16(truncatingIfNeeded: pixel >> 16 & 0xff)
        odd16[2 &* x] &+= UInt16(truncatingIfNeeded: pixel >> 8 & 0xff)
        odd16[2 &* x &+ 1] &+= UInt16(truncatingIfNeeded: pixel >> 24)
        x &+= 1
      }
    }
    let rows = bottom - top
    // A column's even word holds its blue and red sums, its odd word green and alpha, 16 bits
    // each; k ≤ 8 columns of them still fit 16 bits, so a block adds whole words.
    let evenWords = UnsafeRawPointer(evenSums)
    let oddWords = UnsafeRawPointer(oddSums)
    let fullScale = 1 / Float(rows * k)
    for block in 0..<width {
      let first = block &* k
      let end = min(first &+ k, n)
      var evenSum: UInt32 = 0
      var oddSum: UInt32 = 0
      for x in first..<end {
        evenSum &+= evenWords.load(fromByteOffset: x &* 4, as: UInt32.self)
        oddSum &+= oddWords.load(fromByteOffset: x &* 4, as: UInt32.self)
      }
      let sums = SIMD4<Int32>(
        Int32(truncatingIfNeeded: evenSum & 0xffff), Int32(truncatingIfNeeded: oddSum & 0xffff),
        Int32(truncatingIfNeeded: evenSum &>> 16), Int32(truncatingIfNeeded: oddSum &>> 16))
      let scale = end &- first == k ? fullScale : 1 / Float(rows * (end - first))
      output[block] = SIMD4<Float>(sums) * scale
    }
  }

  /// The colour steps of a backdrop filter: saturation (the feColorMatrix `saturate`
  /// matrix on premultiplied colour, Rec. 709 luminance weights), each colour clamped to
  /// 0…alpha, then the tint composited over.
  struct ColorSteps: Sendable {
    let saturation: Float
    let saturates: Bool
    /// The tint, premultiplied, 0…255.
    let tint: SIMD4<Float>
    /// 1 − the tint's alpha.
    let keep: Float
    /// Whether the steps change a cell at all.
    let changes: Bool
    /// Rec. 709 luminance weights in the cells' lane order (blue, green, red, alpha); stored,
    /// not static, so the per-cell steps do not go through a lazy global's check.
    let weights = SIMD4<Float>(0.0722, 0.7152, 0.2126, 0)

    init(_ filter: RenderBackdrop) {
      saturation = Float(filter.saturation)
      saturates = abs(saturation - 1) > 1e-6
      let tintAlpha = Float(min(max(filter.tint.alpha, 0), 1))
      tint =
        SIMD4<Float>(
          Float(filter.tint.blue) * tintAlpha, Float(filter.tint.green) * tintAlpha,
          Float(filter.tint.red) * tintAlpha, tintAlpha) * 255
      keep = 1 - tintAlpha
      changes = saturates || tintAlpha > 0
    }

    /// The cell after the steps (0…255 premultiplied in, the same out).
    @inline(__always) func apply(_ cell: SIMD4<Float>) -> SIMD4<Float> {
      var c = cell
      if saturates {
        let luminance = SIMD4<Float>(repeating: (c * weights).sum())
        // The colour lanes saturated, the alpha lane kept (lane masks, packed and/or).
        let colour = SIMD4<UInt32>(~0, ~0, ~0, 0)
        let saturated = unsafeBitCast(
          unsafeBitCast(luminance + saturation * (c - luminance), to: SIMD4<UInt32>.self) & colour
            | unsafeBitCast(c, to: SIMD4<UInt32>.self) & ~colour, to: SIMD4<Float>.self)
        c = Self.clamped(saturated, to: SIMD4<Float>(repeating: c[3]))
      }
      return tint + c * keep
    }

    /// min(max(x, 0), limit) per lane.
    @inline(__always) static func clamped(_ x: SIMD4<Float>, to limit: SIMD4<Float>) -> SIMD4<Float> {
      BackdropDraw.lowest(BackdropDraw.highest(x, .zero), limit)
    }
  }

  /// `count` cells through the colour steps, each rounded to a word (`word`), in one pass.
  static func colorWords(
    _ steps: ColorSteps, _ cells: UnsafePointer<SIMD4<Float>>, count: Int, into words: UnsafeMutablePointer<UInt32>
  ) {
    if steps.changes {
      for index in 0..<count { words[index] = word(steps.apply(cells[index])) }
    } else {
      for index in 0..<count { words[index] = word(cells[index]) }
    }
  }

  /// Writes the filtered backdrop into `target` inside `clip` (after `prepare`).
  ///
  /// The grid is rounded to words once, in `prepare`. Each grid row a band needs is widened
  /// to the written columns once (`blendRun`: each pixel blends its two cells with an 8-bit
  /// fraction), and each written row blends the two widened rows around it the same way
  /// (`blendRows`) — (l · (256 − f) + r · f + 128) >> 8 in 16-bit lanes, four pixels at a
  /// time from contiguous loads, which keeps colour ≤ alpha. (Rounding to words first and
  /// blending across, then down moves a channel by at most one level from blending in
  /// floats and rounding last.)
  package func draw(into target: PixelTarget, clip: PixelRect) {
    let area = rect.intersection(clip).intersection(target.bounds)
    guard let grid, !area.isEmpty, alpha > 0 else { return }
    let k = Float(factor)
    // Column taps: block index and fraction (0…256) for each written column.
    var cells = [UInt32](repeating: 0, count: area.width)
    var fractions = [UInt32](repeating: 0, count: area.width)
    for index in 0..<area.width {
      let (c, f) = Self.tap(Float(area.minX + index - grid.originX), factor: k, count: grid.width)
      cells[index] = UInt32(c)
      fractions[index] = UInt32((f * 256).rounded())
    }
    // Grid rows widened to the written columns (`blendRun`), each once per band: the two
    // around the current row, reused while the rows stay between them.
    let widened = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * area.width)
    let blended = UnsafeMutablePointer<UInt32>.allocate(capacity: area.width)
    let line = UnsafeMutablePointer<UInt32>.allocate(capacity: grid.width + 1)
    defer {
      widened.deallocate()
      blended.deallocate()
      line.deallocate()
    }
    var widenedRows = (-1, -1)
    let plain = mask == nil && alpha == 255
    grid.words.withUnsafeBufferPointer { gridCells in
      cells.withUnsafeBufferPointer { cells in
        fractions.withUnsafeBufferPointer { fractions in
          let taps = ColumnTaps(cells: cells.baseAddress!, fractions: fractions.baseAddress!, minX: area.minX)
          func widen(_ blockY: Int, into slot: Int) -> UnsafeMutablePointer<UInt32> {
            let output = widened + slot * area.width
            if slot == 0 ? widenedRows.0 != blockY : widenedRows.1 != blockY {
              line.update(from: gridCells.baseAddress! + blockY * grid.width, count: grid.width)
              line[grid.width] = line[grid.width - 1]
              Self.blendRun(line, taps, from: area.minX, to: area.maxX, into: output - area.minX)
              if slot == 0 { widenedRows.0 = blockY } else { widenedRows.1 = blockY }
            }
            return output
          }
          for y in area.minY..<area.maxY {
            let (blockY, fy) = Self.tap(Float(y - grid.originY), factor: k, count: grid.height)
            let lowerY = min(blockY + 1, grid.height - 1)
            // Keep each grid row in the slot it already has.
            let upperSlot = widenedRows.1 == blockY ? 1 : widenedRows.0 == lowerY && lowerY != blockY ? 1 : 0
            let upper = widen(blockY, into: upperSlot)
            let lower = widen(lowerY, into: 1 - upperSlot)
            let row = target.row(y)
            let fraction = UInt16((fy * 256).rounded())
            if plain {
              Self.blendRows(upper, lower, fraction: fraction, count: area.width, into: row + area.minX)
              continue
            }
            Self.blendRows(upper, lower, fraction: fraction, count: area.width, into: blended)
            let values = UnsafePointer(blended - area.minX)
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
            if alpha == 255 {
              // Coverage 255 inside the solid span: the value is written as it is.
              if solidStart < solidEnd {
                (row + solidStart).update(from: values + solidStart, count: solidEnd - solidStart)
              }
              drawMasked(values, row: row, y: y, from: area.minX, to: solidStart, solidStart, solidEnd)
              drawMasked(values, row: row, y: y, from: solidEnd, to: area.maxX, solidStart, solidEnd)
            } else {
              drawMasked(values, row: row, y: y, from: area.minX, to: area.maxX, solidStart, solidEnd)
            }
          }
        }
      }
    }
  }

  /// Each written column's block (`cells`) and fraction towards the next (0…256), for
  /// columns from `minX` on.
  struct ColumnTaps {
    let cells: UnsafePointer<UInt32>
    let fractions: UnsafePointer<UInt32>
    let minX: Int
  }

  /// Columns `start..<end` of a row mixed over what is there by coverage × alpha (outside
  /// `solidStart..<solidEnd`, the mask's coverage).
  private func drawMasked(
    _ values: UnsafePointer<UInt32>, row: UnsafeMutablePointer<UInt32>, y: Int, from start: Int,
    to end: Int, _ solidStart: Int, _ solidEnd: Int
  ) {
    guard start < end else { return }
    for x in start..<end {
      let value = values[x]
      var coverage = alpha
      if x < solidStart || x >= solidEnd, let mask {
        coverage = UInt16((UInt32(mask.coverage(x: x, y: y)) * UInt32(alpha) + 127) / 255)
        if coverage == 0 { continue }
      }
      row[x] = coverage == 255 ? value : Self.mix(value, over: row[x], coverage: coverage)
    }
  }

  /// `row[x] = blend(line[c], line[c + 1], f)` for columns `start..<end`, four at a time in
  /// `SamplerKernels`' even/odd lanes (the same lanes as `blend`, so the same bytes).
  @inline(__always) static func blendRun(
    _ line: UnsafePointer<UInt32>, _ taps: ColumnTaps, from start: Int, to end: Int,
    into row: UnsafeMutablePointer<UInt32>
  ) {
    var x = start
    while x &+ 4 <= end {
      let i = x &- taps.minX
      let c = SamplerKernels.load(taps.cells + i)
      let left = SamplerKernels.Quad(line[Int(c[0])], line[Int(c[1])], line[Int(c[2])], line[Int(c[3])])
      let right = SamplerKernels.Quad(
        line[Int(c[0]) &+ 1], line[Int(c[1]) &+ 1], line[Int(c[2]) &+ 1], line[Int(c[3]) &+ 1])
      let wx1 = SamplerKernels.pairs(SamplerKernels.load(taps.fractions + i))
      let wx0 = 256 &- wx1
      let even = (SamplerKernels.even(left) &* wx0 &+ SamplerKernels.even(right) &* wx1 &+ 128) &>> 8
      let odd = (SamplerKernels.odd(left) &* wx0 &+ SamplerKernels.odd(right) &* wx1 &+ 128) &>> 8
      UnsafeMutableRawPointer(row + x).storeBytes(of: even | odd &<< 8, as: SamplerKernels.Lanes.self)
      x &+= 4
    }
    while x < end {
      let i = x &- taps.minX
      let c = Int(taps.cells[i])
      row[x] = blend(line[c], line[c &+ 1], fraction: UInt16(truncatingIfNeeded: taps.fractions[i]))
      x &+= 1
    }
  }

  /// `line[c] = blend(upper[c], lower[c], f)` for cells `0..<count`: a row between two grid
  /// rows, four cells at a time in `SamplerKernels`' even/odd lanes (the same bytes as
  /// `blend`).
  @inline(__always) static func blendRows(
    _ upper: UnsafePointer<UInt32>, _ lower: UnsafePointer<UInt32>, fraction f: UInt16, count: Int,
    into line: UnsafeMutablePointer<UInt32>
  ) {
    if f == 0 {
      line.update(from: upper, count: count)
      return
    }
    let w1 = SamplerKernels.Lanes(repeating: f)
    let w0 = SamplerKernels.Lanes(repeating: 256 &- f)
    var c = 0
    while c &+ 4 <= count {
      let top = SamplerKernels.load(upper + c)
      let bottom = SamplerKernels.load(lower + c)
      let even = (SamplerKernels.even(top) &* w0 &+ SamplerKernels.even(bottom) &* w1 &+ 128) &>> 8
      let odd = (SamplerKernels.odd(top) &* w0 &+ SamplerKernels.odd(bottom) &* w1 &+ 128) &>> 8
      UnsafeMutableRawPointer(line + c).storeBytes(of: even | odd &<< 8, as: SamplerKernels.Lanes.self)
      c &+= 4
    }
    while c < count {
      line[c] = blend(upper[c], lower[c], fraction: f)
      c &+= 1
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

  /// `value` (0…255 per channel) rounded to a word: per channel ⌊min(max(v, 0), 255) + ½⌋.
  ///
  /// In packed float operations (the stdlib's SIMD conversions are not specialised into
  /// packed code): t = the clamped value + ½; adding and subtracting 2²³ rounds it to the
  /// nearest integer, one less where that is above t gives ⌊t⌋, exactly; adding 2²³ again
  /// puts ⌊t⌋ (0…255) in the low byte of each lane's bits, which truncate to bytes.
  @inline(__always) static func word(_ value: SIMD4<Float>) -> UInt32 {
    let magic = SIMD4<Float>(repeating: 8_388_608)  // 2²³
    let t = lowest(highest(value, .zero), SIMD4(repeating: 255)) + 0.5
    let nearest = (t + magic) - magic
    let floor = nearest - SIMD4<Float>(repeating: 1).replacing(with: 0, where: .!(nearest .> t))
    let bytes = SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(floor + magic, to: SIMD4<UInt32>.self))
    return unsafeBitCast(bytes, to: UInt32.self)
  }

  /// The lane-wise minimum (packed `minps`; the stdlib's `pointwiseMin` is not specialised
  /// into packed code).
  @inline(__always) static func lowest(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    a.replacing(with: b, where: b .< a)
  }

  /// The lane-wise maximum (packed `maxps`).
  @inline(__always) static func highest(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    a.replacing(with: b, where: b .> a)
  }
}

/// The grid's rounded words handed to the colour workers (each writes its own rows).
private struct WordRows: @unchecked Sendable {
  let base: UnsafeMutablePointer<UInt32>
}
