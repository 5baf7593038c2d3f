import Dispatch

/// The Gaussian approximation a backdrop blur runs on its downsampled grid: per axis, three
/// passes of an extended box (a box of radius l with fractional weight α on the two samples
/// just outside; Gwosdek et al., "Theoretical foundations of Gaussian convolution by
/// extended box filtering", 2011), each with variance σ²/3, so the three have exactly the
/// Gaussian's variance and σ may change continuously (an animated radius does not step).
/// Edges are clamped (the nearest pixel repeats), as a backdrop blur's edges are.
///
/// Rows, then columns, are shared among threads; each line is read once into a padded
/// buffer, filtered three times there and written back once, and columns are read
/// `columnsPerGroup` at a time (whole cache lines of the row-major grid). Every cell gets
/// the same arithmetic however the lines are split, so the bytes do not depend on the
/// thread count.
enum BackdropBlur {
  /// Adjacent columns filtered together: 8 cells of 16 bytes, two cache lines of a row.
  static let columnsPerGroup = 8
  /// The fewest lines a thread takes: below that, waking it costs more than it saves.
  static let minimumLinesPerThread = 32

  /// Blurs `width × height` cells at `pixels` (rows `width` apart) in place; σ in cells;
  /// on up to `threadCount` threads.
  static func blur(
    _ pixels: UnsafeMutablePointer<SIMD4<Float>>, width: Int, height: Int, sigma: Double, threadCount: Int = 1
  ) {
    guard width > 0, height > 0, let box = Box(blurring: sigma) else { return }
    let grid = Cells(base: pixels)
    forEachChunk(of: height, threads: threadCount) { rows in
      let lines = LineBuffers(count: 1, length: width, pad: box.radius + 1)
      defer { lines.deallocate() }
      for y in rows { box.filterRow(grid.base + y * width, count: width, lines: lines) }
    }
    filterColumns(grid, width: width, height: height, box: box, threadCount: threadCount) { lines, x0, n in
      for y in 0..<height {
        let cells = grid.base + y * width + x0
        for j in 0..<n { cells[j] = lines.line(j)[y] }
      }
    }
  }

  /// Filters every column of the grid (after its rows), `columnsPerGroup` adjacent ones at a
  /// time, on up to `threadCount` threads, and hands each filtered group to `emit` (its
  /// lines, the group's first column, its column count) to be written wherever the caller
  /// wants: back into the grid, or straight on to the next step.
  static func filterColumns(
    _ grid: Cells, width: Int, height: Int, box: Box, threadCount: Int,
    emit: @Sendable (_ lines: LineBuffers, _ firstColumn: Int, _ count: Int) -> Void
  ) {
    let groupCount = (width + columnsPerGroup - 1) / columnsPerGroup
    forEachChunk(of: groupCount, threads: threadCount, minimum: max(minimumLinesPerThread / columnsPerGroup, 1)) {
      groups in
      let lines = LineBuffers(count: columnsPerGroup, length: height, pad: box.radius + 1)
      defer { lines.deallocate() }
      for group in groups {
        let x0 = group * columnsPerGroup
        let n = min(columnsPerGroup, width - x0)
        for y in 0..<height {
          let cells = grid.base + y * width + x0
          for j in 0..<n { lines.line(j)[y] = cells[j] }
        }
        for j in 0..<n { box.filterThreeTimes(lines, index: j, count: height) }
        emit(lines, x0, n)
      }
    }
  }

  /// Runs `body` over `0..<count` split into at most `threads` contiguous chunks of at
  /// least `minimum` items (on the calling thread when one chunk).
  static func forEachChunk(
    of count: Int, threads: Int, minimum: Int = minimumLinesPerThread,
    _ body: @Sendable (Range<Int>) -> Void
  ) {
    let chunks = max(1, min(threads, count / max(minimum, 1)))
    if chunks == 1 {
      body(0..<count)
      return
    }
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      body((count * chunk / chunks)..<(count * (chunk + 1) / chunks))
    }
  }

  /// Weights 1 for offsets −radius…radius and `edgeWeight` at ±(radius + 1), × `scale`.
  struct Box: Sendable {
    let radius: Int
    let edgeWeight: Float
    let scale: Float

    /// The box for a blur of σ cells, or nil when σ is too small to change a cell (≤ 0.05)
    /// or not finite.
    init?(blurring sigma: Double) {
      guard sigma > 0.05, sigma.isFinite else { return nil }
      self.init(sigma: sigma)
    }

    /// The extended box whose variance is σ²/3.
    init(sigma: Double) {
      let variance = sigma * sigma / 3
      let l = Int((((12 * variance + 1).squareRoot() - 1) / 2).rounded(.down))
      let next = Double(l + 1)
      let alpha = Double(2 * l + 1) * (Double(l) * next / 3 - variance) / (2 * (variance - next * next))
      radius = l
      edgeWeight = Float(alpha)
      scale = Float(1 / (Double(2 * l + 1) + 2 * alpha))
    }

    /// `count` cells at `row` filtered in place, through line 0 of `lines`.
    func filterRow(_ row: UnsafeMutablePointer<SIMD4<Float>>, count: Int, lines: LineBuffers) {
      lines.line(0).update(from: row, count: count)
      filterThreeTimes(lines, index: 0, count: count)
      row.update(from: lines.line(0), count: count)
    }

    /// Three passes over line `index` of `lines` (its `count` cells in place).
    func filterThreeTimes(_ lines: LineBuffers, index: Int, count: Int) {
      let pad = radius + 1
      let padded = lines.padded(index)
      let output = lines.output
      for _ in 0..<3 {
        // padded[i + pad] = cell i, the first and last cells repeated `pad` times outside.
        for i in 0..<pad {
          padded[i] = padded[pad]
          padded[count + pad + i] = padded[count + pad - 1]
        }
        var sum = SIMD4<Float>.zero
        for i in 0..<(2 * radius + 1) { sum += padded[i + 1] }
        for i in 0..<count {
          // Window centred on padded[i + pad]: padded[i + 1]…padded[i + 2·radius + 1] inside.
          output[i] = (sum + edgeWeight * (padded[i] + padded[i + 2 * pad])) * scale
          if i + 1 < count {
            sum += padded[i + 2 * radius + 2] - padded[i + 1]
          }
        }
        (padded + pad).update(from: output, count: count)
      }
    }
  }

  /// A thread's line buffers: `count` padded lines of `length` cells (`pad` spare cells at
  /// each end) and one output line.
  final class LineBuffers {
    let pad: Int
    let stride: Int
    private let storage: UnsafeMutablePointer<SIMD4<Float>>
    let output: UnsafeMutablePointer<SIMD4<Float>>

    init(count: Int, length: Int, pad: Int) {
      self.pad = pad
      stride = length + 2 * pad
      storage = .allocate(capacity: count * stride)
      storage.initialize(repeating: .zero, count: count * stride)
      output = .allocate(capacity: length)
      output.initialize(repeating: .zero, count: length)
    }

    /// Line `index` with its padding (cell 0 at offset `pad`).
    func padded(_ index: Int) -> UnsafeMutablePointer<SIMD4<Float>> { storage + index * stride }
    /// Line `index`'s cells.
    func line(_ index: Int) -> UnsafeMutablePointer<SIMD4<Float>> { storage + index * stride + pad }

    func deallocate() {
      storage.deallocate()
      output.deallocate()
    }
  }

  /// The grid's cells handed to the worker threads (each works on its own lines).
  struct Cells: @unchecked Sendable {
    let base: UnsafeMutablePointer<SIMD4<Float>>
  }
}
