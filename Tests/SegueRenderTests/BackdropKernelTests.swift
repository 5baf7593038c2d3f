import Testing

@testable import SegueRender

/// The backdrop's packed kernels against the scalar arithmetic they replace: block means,
/// rounding floats to words and the upsampling blends across and down.
@Suite struct BackdropKernelTests {
  /// The scalar rounding `BackdropDraw.word` replaced: ⌊min(max(v + ½, 0), 255)⌋ per channel.
  static func scalarWord(_ value: SIMD4<Float>) -> UInt32 {
    func byte(_ v: Float) -> UInt32 { UInt32(min(max(v + 0.5, 0), 255)) }
    return byte(value[0]) | byte(value[1]) << 8 | byte(value[2]) << 16 | byte(value[3]) << 24
  }

  @Test func wordRoundsLikeTheScalarClamps() {
    var generator = SplitMix(seed: 29)
    var values: [Float] = [
      0, 0.5, 0.49999997, 1.5, 2.5, 254.5, 254.49998, 255, 255.49998, 255.5, 256, 300, 511, 600, 4096,
    ]
    values += [-0.1, -0.5, -0.50001, -1, -300]
    for _ in 0..<20_000 { values.append(Float(generator.next() % 2_600_000) / 10_000 - 2) }
    for index in stride(from: 0, to: values.count - 3, by: 1) {
      let value = SIMD4<Float>(values[index], values[index + 1], values[index + 2], values[index + 3])
      #expect(BackdropDraw.word(value) == Self.scalarWord(value), "\(value)")
    }
  }

  @Test func blendRunMatchesTheScalarBlend() {
    var generator = SplitMix(seed: 7)
    let line = (0..<41).map { _ in UInt32(truncatingIfNeeded: generator.next()) }
    let count = 157
    let cells = (0..<count).map { _ in UInt32(generator.next() % 40) }
    let fractions = (0..<count).map { _ in UInt32(generator.next() % 257) }
    var fast = [UInt32](repeating: 0, count: count + 3)
    var scalar = fast
    line.withUnsafeBufferPointer { line in
      cells.withUnsafeBufferPointer { cells in
        fractions.withUnsafeBufferPointer { fractions in
          let taps = BackdropDraw.ColumnTaps(cells: cells.baseAddress!, fractions: fractions.baseAddress!, minX: 3)
          fast.withUnsafeMutableBufferPointer { row in
            BackdropDraw.blendRun(line.baseAddress!, taps, from: 3, to: count + 3, into: row.baseAddress!)
          }
        }
      }
    }
    for x in 3..<(count + 3) {
      let c = Int(cells[x - 3])
      scalar[x] = BackdropDraw.blend(line[c], line[c + 1], fraction: UInt16(fractions[x - 3]))
    }
    #expect(fast == scalar)
  }

  @Test(arguments: [0, 1, 64, 128, 192, 256])
  func blendRowsMatchesTheScalarBlend(fraction: Int) {
    var generator = SplitMix(seed: 11)
    let count = 43
    let upper = (0..<count).map { _ in UInt32(truncatingIfNeeded: generator.next()) }
    let lower = (0..<count).map { _ in UInt32(truncatingIfNeeded: generator.next()) }
    var fast = [UInt32](repeating: 0, count: count)
    upper.withUnsafeBufferPointer { upper in
      lower.withUnsafeBufferPointer { lower in
        fast.withUnsafeMutableBufferPointer { line in
          BackdropDraw.blendRows(
            upper.baseAddress!, lower.baseAddress!, fraction: UInt16(fraction), count: count,
            into: line.baseAddress!)
        }
      }
    }
    let scalar = (0..<count).map { BackdropDraw.blend(upper[$0], lower[$0], fraction: UInt16(fraction)) }
    #expect(fast == scalar)
  }

  @Test(arguments: [2, 3, 5, 8])
  func blockMeansMatchTheirPixels(factor k: Int) {
    var generator = SplitMix(seed: UInt64(k))
    let bitmap = Bitmap(width: 45, height: 23)
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width { bitmap[x, y] = UInt32(truncatingIfNeeded: generator.next()) }
    }
    // A read rect with partial blocks at both ends of both axes.
    let source = PixelRect(minX: 3, minY: 1, maxX: 44, maxY: 22)
    let width = (source.width + k - 1) / k
    let height = (source.height + k - 1) / k
    let output = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width)
    defer { output.deallocate() }
    for blockY in 0..<height {
      BackdropDraw.downsampleRow(
        PixelTarget(bitmap), source: source, factor: k, blockY: blockY, into: output, width: width)
      for block in 0..<width {
        var sums = SIMD4<UInt32>.zero
        var count = 0
        for y in (source.minY + blockY * k)..<min(source.minY + (blockY + 1) * k, source.maxY) {
          for x in (source.minX + block * k)..<min(source.minX + (block + 1) * k, source.maxX) {
            let pixel = bitmap[x, y]
            sums &+= SIMD4(pixel & 0xff, pixel >> 8 & 0xff, pixel >> 16 & 0xff, pixel >> 24)
            count += 1
          }
        }
        let expected =
          SIMD4<Float>(Float(sums[0]), Float(sums[1]), Float(sums[2]), Float(sums[3])) * (1 / Float(count))
        #expect(output[block] == expected, "block \(block), \(blockY)")
      }
    }
  }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
