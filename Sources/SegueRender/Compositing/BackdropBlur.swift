/// The Gaussian approximation a backdrop blur runs on its downsampled grid: per axis, three
/// passes of an extended box (a box of radius l with fractional weight α on the two samples
/// just outside; Gwosdek et al., "Theoretical foundations of Gaussian convolution by
/// extended box filtering", 2011), each with variance σ²/3, so the three have exactly the
/// Gaussian's variance and σ may change continuously (an animated radius does not step).
/// Edges are clamped (the nearest pixel repeats), as a backdrop blur's edges are.
enum BackdropBlur {
  /// Blurs `width × height` cells at `pixels` (rows `width` apart) in place; σ in cells.
  static func blur(_ pixels: UnsafeMutablePointer<SIMD4<Float>>, width: Int, height: Int, sigma: Double) {
    guard width > 0, height > 0, sigma > 0.05, sigma.isFinite else { return }
    let box = Box(sigma: sigma)
    let longest = max(width, height)
    let line = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: longest + 2 * (box.radius + 1))
    defer { line.deallocate() }
    let output = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: longest)
    defer { output.deallocate() }
    for y in 0..<height {
      let row = pixels + y * width
      for _ in 0..<3 { box.apply(row, count: width, step: 1, line: line, output: output) }
    }
    for x in 0..<width {
      let column = pixels + x
      for _ in 0..<3 { box.apply(column, count: height, step: width, line: line, output: output) }
    }
  }

  /// Weights 1 for offsets −radius…radius and `edgeWeight` at ±(radius + 1), × `scale`.
  struct Box {
    let radius: Int
    let edgeWeight: Float
    let scale: Float

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

    /// One pass over `count` cells `step` apart, in place.
    func apply(
      _ cells: UnsafeMutablePointer<SIMD4<Float>>, count: Int, step: Int,
      line: UnsafeMutablePointer<SIMD4<Float>>, output: UnsafeMutablePointer<SIMD4<Float>>
    ) {
      let pad = radius + 1
      // line[i + pad] = cell i, the first and last cells repeated `pad` times outside.
      for i in 0..<count { line[i + pad] = cells[i * step] }
      for i in 0..<pad {
        line[i] = line[pad]
        line[count + pad + i] = line[count + pad - 1]
      }
      var sum = SIMD4<Float>.zero
      for i in 0..<(2 * radius + 1) { sum += line[i + 1] }
      for i in 0..<count {
        // Window centred on line[i + pad]: line[i + 1]…line[i + 2·radius + 1] inside.
        output[i] = (sum + edgeWeight * (line[i] + line[i + 2 * pad])) * scale
        if i + 1 < count {
          sum += line[i + 2 * radius + 2] - line[i + 1]
        }
      }
      for i in 0..<count { cells[i * step] = output[i] }
    }
  }
}
