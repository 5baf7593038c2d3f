import Foundation
import Testing

@testable import SegueRender

/// How far the backdrop blur's downsample–blur–upsample (docs/uikit-behaviour-drawing.md
/// §12.3) is from an exact Gaussian blur of the same pixels, edges clamped, at the block size
/// the blur picks for each σ (k = ⌊σ/2⌋ up to 4 device pixels, then ⌊σ/3⌋, at most 8).
@Suite struct BackdropAccuracyTests {
  /// A screen-like picture: white, with rows of dark "words" 2–5 px tall, coloured tiles and
  /// 1-px rules — the sharp edges a blurred backdrop usually lies over.
  static func screen(size: Int) -> Bitmap {
    let bitmap = Bitmap(width: size, height: size, scale: 2)
    var generator = SplitMix(seed: 29)
    for y in 0..<size { for x in 0..<size { bitmap[x, y] = 0xffff_ffff } }
    func fill(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int, _ color: UInt32) {
      for y in max(y0, 0)..<min(y0 + h, size) { for x in max(x0, 0)..<min(x0 + w, size) { bitmap[x, y] = color } }
    }
    var y = 4
    while y < size {
      var x = 4
      while x < size {
        let word = 4 + Int(generator.next() % 14)
        fill(x, y, word, 2 + Int(generator.next() % 4), 0xff20_2020)
        x += word + 3
      }
      y += 9
    }
    for _ in 0..<6 {
      let color = 0xff00_0000 | UInt32(truncatingIfNeeded: generator.next() & 0xff_ffff)
      fill(Int(generator.next() % UInt64(size)), Int(generator.next() % UInt64(size)), 24, 18, color)
    }
    for rule in stride(from: 30, to: size, by: 37) { fill(0, rule, size, 1, 0xff00_7aff) }
    return bitmap
  }

  /// The exact Gaussian of `bitmap`'s colour channels (σ in pixels, taps to ±6σ, edges
  /// clamped), row-major, channels b, g, r per pixel.
  static func gaussian(_ bitmap: Bitmap, sigma: Double) -> [Double] {
    let (w, h) = (bitmap.width, bitmap.height)
    let reach = Int((6 * sigma).rounded(.up))
    var kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = kernel.reduce(0, +)
    kernel = kernel.map { $0 / total }
    var source = [Double](repeating: 0, count: w * h * 3)
    for y in 0..<h {
      for x in 0..<w {
        let p = bitmap[x, y]
        for c in 0..<3 { source[(y * w + x) * 3 + c] = Double((p >> (8 * UInt32(c))) & 0xff) }
      }
    }
    var across = [Double](repeating: 0, count: w * h * 3)
    var down = across
    source.withUnsafeBufferPointer { s in
      across.withUnsafeMutableBufferPointer { a in
        for y in 0..<h {
          for x in 0..<w {
            for (i, weight) in kernel.enumerated() {
              let sx = min(max(x + i - reach, 0), w - 1)
              for c in 0..<3 { a[(y * w + x) * 3 + c] += weight * s[(y * w + sx) * 3 + c] }
            }
          }
        }
      }
    }
    across.withUnsafeBufferPointer { a in
      down.withUnsafeMutableBufferPointer { d in
        for y in 0..<h {
          for (i, weight) in kernel.enumerated() {
            let sy = min(max(y + i - reach, 0), h - 1)
            for x in 0..<(w * 3) { d[y * w * 3 + x] += weight * a[sy * w * 3 + x] }
          }
        }
      }
    }
    return down
  }

  /// The largest and the 99.9th-percentile channel error, in levels of 255, of the backdrop
  /// blur against the exact Gaussian, away from the picture's edges.
  static func errors(sigma: Double, factor: Int? = nil) -> (factor: Int, largest: Double, p999: Double) {
    let picture = screen(size: 240)
    let reference = gaussian(picture, sigma: sigma)
    let blurred = Bitmap(width: picture.width, height: picture.height, scale: 2)
    for y in 0..<picture.height { for x in 0..<picture.width { blurred[x, y] = picture[x, y] } }
    let rect = PixelRect(minX: 0, minY: 0, maxX: picture.width, maxY: picture.height)
    let step = BackdropDraw(
      rect: rect, mask: nil, alpha: 255, filter: RenderBackdrop(blurRadius: sigma), pixelsPerPoint: 1,
      factor: factor)
    step.prepare(from: PixelTarget(picture), threadCount: 1)
    step.draw(into: PixelTarget(blurred), clip: rect)
    // Within 3σ + 2k pixels of the picture's edges the blocks, not the pixels, are clamped
    // (the edge block's mean repeats); a backdrop reads 3σ beyond what it draws, so only a
    // screen's own edges show it.
    let margin = Int(3 * sigma) + 2 * step.factor
    var differences: [Double] = []
    for y in margin..<(picture.height - margin) {
      for x in margin..<(picture.width - margin) {
        let p = blurred[x, y]
        for c in 0..<3 {
          let value = Double((p >> (8 * UInt32(c))) & 0xff)
          differences.append(abs(value - reference[(y * picture.width + x) * 3 + c]))
        }
      }
    }
    differences.sort()
    return (step.factor, differences.last ?? 0, differences[Int(Double(differences.count - 1) * 0.999)])
  }

  /// From σ 5.5 px up the block size grows with σ/2 up to 4 px, then with σ/3 (fewer blocks
  /// to blur), and the blur is no further from the exact Gaussian than with the σ/3 blocks
  /// it had before: at most a level more at the largest error and at the 99.9th percentile,
  /// and within 6 levels (the three extended boxes' own error on hard dark-on-white text).
  @Test(arguments: [(5.5, 2), (6.4, 3), (8.4, 4), (10.4, 4), (12.3, 4), (17.0, 5), (24.0, 8)])
  func blockSizeKeepsTheBlurAsCloseAsSmallerBlocks(sigma: Double, factor: Int) {
    let chosen = Self.errors(sigma: sigma)
    let smaller = Self.errors(sigma: sigma, factor: max(Int(sigma / 3), 2))
    #expect(chosen.factor == factor)
    #expect(chosen.largest <= smaller.largest + 1, "σ \(sigma): largest \(chosen.largest) against \(smaller.largest)")
    #expect(chosen.p999 <= smaller.p999 + 1, "σ \(sigma): 99.9th percentile \(chosen.p999) against \(smaller.p999)")
    #expect(chosen.largest <= 6, "σ \(sigma): largest error \(chosen.largest)")
  }

  /// Below σ 4 px the block size stays 2 (small radii are the first frames of a blur
  /// animating in), which is as close as the blur gets there: 3-pixel blocks are further.
  /// 2-pixel blocks are coarse against σ 2.2 px: up to 14 levels at hard text edges.
  @Test func smallRadiiUseTwoPixelBlocks() {
    let chosen = Self.errors(sigma: 2.2)
    let larger = Self.errors(sigma: 2.2, factor: 3)
    #expect(chosen.factor == 2)
    #expect(chosen.largest < larger.largest, "largest \(chosen.largest) against \(larger.largest)")
    #expect(chosen.largest <= 14, "largest error \(chosen.largest)")
  }
}
