/// The three extended boxes of a small backdrop blur (`BackdropBlur.Box` with radius 0 or 1,
/// σ below about 2.4 cells) as one kernel, applied directly.
///
/// Three passes of a box are cheap when the box is wide: each pass costs the same per cell
/// whatever its radius. When it is narrow — the first and last frames of a blur animating in
/// or out, on the smallest blocks, where a frame has the most cells — the passes, their
/// padding and the column transposes cost more than the taps they replace: three boxes of
/// radius l are one kernel of radius 3(l + 1) (7 taps for l = 0, 13 for l = 1), the boxes'
/// convolution, so the variance is the same σ² (docs/uikit-behaviour-drawing.md §12.3).
///
/// Rows are filtered into the grid; columns are filtered a whole output row at a time from
/// the rows above and below it (contiguous loads, no dependency from one cell to the next),
/// and each finished row goes straight on to the colour steps. Edges are clamped once,
/// before the kernel (the passes clamp before each box: the two differ only within the
/// kernel's radius of the read rect's edge, which is 3σ outside what is written). Every cell
/// gets the same arithmetic however the rows are split among threads.
struct BackdropKernel: Sendable {
  /// Taps on each side of the centre: 3(l + 1).
  let radius: Int
  /// The weight at offsets ±d in lane d (d = 0…radius; the lanes after the radius are 0).
  let weights: SIMD16<Float>

  /// The longest kernel applied directly: three boxes of radius 1.
  static let longestRadius = 6

  /// The kernel of `box`'s three passes, or nil when the box is wider than radius 1.
  init?(_ box: BackdropBlur.Box) {
    let radius = 3 * (box.radius + 1)
    guard radius <= Self.longestRadius else { return nil }
    // One box: weight 1 inside ±l, α at ±(l + 1), all × scale; convolved with itself thrice.
    let single =
      [Double(box.edgeWeight)] + Array(repeating: 1.0, count: 2 * box.radius + 1) + [Double(box.edgeWeight)]
    var kernel = [1.0]
    for _ in 0..<3 {
      var next = [Double](repeating: 0, count: kernel.count + single.count - 1)
      for (i, a) in kernel.enumerated() {
        for (j, b) in single.enumerated() { next[i + j] += a * b * Double(box.scale) }
      }
      kernel = next
    }
    var weights = SIMD16<Float>.zero
    for d in 0...radius { weights[d] = Float(kernel[radius + d]) }
    self.radius = radius
    self.weights = weights
  }

  /// Filters one row: `line` holds its `count` cells from offset `radius` (the downsample
  /// writes them there), with `radius` spare cells on each side, which this fills with the
  /// edge cells; the result goes to `row`.
  func filterRow(_ line: UnsafeMutablePointer<SIMD4<Float>>, count: Int, into row: UnsafeMutablePointer<SIMD4<Float>>) {
    let first = line[radius]
    let last = line[radius + count - 1]
    for i in 0..<radius {
      line[i] = first
      line[radius + count + i] = last
    }
    let centre = line + radius
    let w0 = weights[0]
    for x in 0..<count { row[x] = centre[x] * w0 }
    for d in 1...radius {
      let w = weights[d]
      let left = centre - d
      let right = centre + d
      for x in 0..<count { row[x] += (left[x] + right[x]) * w }
    }
  }

  /// Filters every column of the `width × height` grid (its rows filtered), one output row
  /// at a time on up to `threadCount` threads, handing each to `emit` (the row index and its
  /// `width` filtered cells, valid during the call).
  func filterColumns(
    _ grid: BackdropBlur.Cells, width: Int, height: Int, threadCount: Int,
    emit: @Sendable (_ y: Int, _ cells: UnsafePointer<SIMD4<Float>>) -> Void
  ) {
    let radius = radius
    let weights = weights
    BackdropBlur.forEachChunk(of: height, threads: threadCount) { rows in
      let output = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width)
      defer { output.deallocate() }
      for y in rows {
        let centre = UnsafePointer(grid.base + y * width)
        let w0 = weights[0]
        for x in 0..<width { output[x] = centre[x] * w0 }
        for d in 1...radius {
          let w = weights[d]
          let above = UnsafePointer(grid.base + max(y - d, 0) * width)
          let below = UnsafePointer(grid.base + min(y + d, height - 1) * width)
          for x in 0..<width { output[x] += (above[x] + below[x]) * w }
        }
        emit(y, output)
      }
    }
  }
}
