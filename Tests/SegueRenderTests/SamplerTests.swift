import Foundation
import Testing

@testable import SegueRender

/// Segue's `BilinearSampler` against pixman 0.42's `PIXMAN_FILTER_BILINEAR` for the same
/// transform, pixel by pixel.
///
/// Compared: interior pixels — those whose centre maps at least one source pixel inside
/// the source, so all four taps are real pixels. At the edges both read transparent taps
/// outside the source (REPEAT_NONE) and agree to the same tolerance in practice, but
/// pixman's 16.16 matrix rounding moves its edge by up to ~10⁻³ pixel, which on a hard
/// 0→255 edge is worth a level or two more, so edges are checked separately and looser.
///
/// pixman 0.42's general (projective) fetcher divides by w in unsigned 64-bit
/// (`((uint64_t) x << 16) / w` in `bits_image_fetch_general`), so wherever the preimage
/// has a negative coordinate it fetches garbage: ghost columns outside the layer and a
/// wrong top/left edge. Edge pixels are therefore compared only where the preimage is
/// non-negative; the sampler is checked to leave pixels outside the footprint untouched.
@Suite struct SamplerTests {
  static let source = smoothPattern(width: 240, height: 180)

  struct Comparison {
    var interior = 0
    var worstInterior = 0
    var edge = 0
    var worstEdge = 0
  }

  func compare(_ transform: ProjectiveTransform, alpha: Double = 1, size: Int = 420) -> Comparison {
    let ours = Bitmap(width: size, height: size)
    let theirs = Bitmap(width: size, height: size)
    let clip = PixelRect(width: size, height: size)
    guard let sampler = BilinearSampler(source: Self.source, transform: transform, alpha: alpha)
    else {
      Issue.record("sampler refused the transform")
      return Comparison()
    }
    sampler.drawOver(into: ours, clip: clip)
    #expect(
      PixmanCompositing.drawOverBilinear(
        source: Self.source, transform: transform, alpha: alpha, into: theirs, clip: clip))
    guard let inverse = transform.inverted() else { return Comparison() }
    var result = Comparison()
    for y in 0..<size {
      for x in 0..<size {
        let difference = channelDifference(ours[x, y], theirs[x, y])
        guard let p = inverse.apply(x: Double(x) + 0.5, y: Double(y) + 0.5) else { continue }
        let inside =
          p.x >= 1.5 && p.y >= 1.5 && p.x <= Double(Self.source.width) - 1.5
          && p.y <= Double(Self.source.height) - 1.5
        if inside {
          result.interior += 1
          result.worstInterior = max(result.worstInterior, difference)
        } else if p.x >= 0 && p.y >= 0 {
          result.edge += 1
          result.worstEdge = max(result.worstEdge, difference)
        }
      }
    }
    if ProcessInfo.processInfo.environment["SAMPLER_REPORT"] != nil {
      print("sampler vs pixman: \(result)")
    }
    return result
  }

  @Test func affineRotationAndScaleMatchesPixman() {
    let transform = ProjectiveTransform(translationX: -120, y: -90)
      .concatenating(
        ProjectiveTransform(a: cos(0.5), b: sin(0.5), c: -sin(0.5), d: cos(0.5), tx: 0, ty: 0)
      )
      .concatenating(ProjectiveTransform(scaleX: 1.3, y: 1.3))
      .concatenating(ProjectiveTransform(translationX: 210, y: 210))
    for alpha in [1.0, 0.6] {
      let result = compare(transform, alpha: alpha)
      #expect(result.interior > 40_000)
      #expect(
        result.worstInterior <= 2,
        "alpha \(alpha): worst interior difference \(result.worstInterior)")
      #expect(result.worstEdge <= 4, "alpha \(alpha): worst edge difference \(result.worstEdge)")
    }
  }

  @Test func downscaleAndFractionalTranslationMatchPixman() {
    let transform = ProjectiveTransform(a: 0.8, b: 0, c: 0, d: 0.7, tx: 13.37, ty: 21.6)
    let result = compare(transform)
    #expect(result.interior > 20_000)
    #expect(result.worstInterior <= 2, "worst interior difference \(result.worstInterior)")
  }

  @Test func projectiveFlipMatchesPixman() {
    let m4 = Matrix4.translation(-120, -90).concatenating(.rotationY(1.0)).concatenating(
      .perspective(m34: -1.0 / 300)
    )
    .concatenating(.translation(210, 210))
    let result = compare(m4.flattened)
    #expect(result.interior > 15_000)
    #expect(result.worstInterior <= 2, "worst interior difference \(result.worstInterior)")
    #expect(result.worstEdge <= 4, "worst edge difference \(result.worstEdge)")
  }

  @Test func wholePixelTranslationIsAnExactCopy() {
    let destination = Bitmap(width: 300, height: 200)
    let sampler = BilinearSampler(
      source: Self.source, transform: ProjectiveTransform(translationX: 7, y: 3))
    sampler?.drawOver(into: destination, clip: PixelRect(width: 300, height: 200))
    for y in 0..<180 {
      for x in 0..<240 where destination[x + 7, y + 3] != Self.source[x, y] {
        Issue.record("pixel \(x), \(y) changed")
        return
      }
    }
    #expect(destination[6, 50] == 0)
  }

  @Test func spansCoverTheFootprintOnly() throws {
    let sampler = try #require(
      BilinearSampler(
        source: Self.source, transform: ProjectiveTransform(translationX: 10.5, y: 10.5)))
    // Footprint: source −½…240½ moved by 10½ → 10…251; pixel 250 (centre 250.5) still
    // takes half of source column 239, pixel 251 takes nothing.
    #expect(sampler.bounds == PixelRect(minX: 10, minY: 10, maxX: 251, maxY: 191))
  }

  @Test func unusableTransformsAreRefused() {
    #expect(
      BilinearSampler(source: Self.source, transform: ProjectiveTransform(scaleX: 0, y: 1)) == nil)
    #expect(
      BilinearSampler(
        source: Self.source, transform: ProjectiveTransform(translationX: .infinity, y: 0)) == nil)
    #expect(BilinearSampler(source: Bitmap(width: 0, height: 0), transform: .identity) == nil)
    let behind = ProjectiveTransform(
      m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1)
    #expect(BilinearSampler(source: Self.source, transform: behind) == nil)
  }
}

@Suite struct PixelMathTests {
  @Test func scaleAndAddFloorsExactlyInVectorAndTail() {
    // Every channel value through every factor, 7 pixels per row: 4 in the vector step, 3 in the tail.
    for factor in UInt16(0)..<255 {
      var source = [UInt32](repeating: 0, count: 7 * 64)
      for index in source.indices {
        let x = UInt32(index % 256)
        source[index] = x << 24 | (255 - x) << 16 | (x / 2) << 8 | x
      }
      var destination = [UInt32](repeating: 0, count: source.count)
      source.withUnsafeBufferPointer { from in
        destination.withUnsafeMutableBufferPointer { to in
          for row in 0..<64 {
            PixelMath.scaleAndAdd(
              from: from.baseAddress! + row * 7, to: to.baseAddress! + row * 7, count: 7, factor: factor, add: 0)
          }
        }
      }
      for (input, output) in zip(source, destination) {
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
          let expected = ((input >> shift) & 0xff) * UInt32(factor) / 255
          if (output >> shift) & 0xff != expected {
            Issue.record("factor \(factor), input \(String(input, radix: 16)) → \(String(output, radix: 16))")
            return
          }
        }
      }
    }
  }

  @Test func bilinearOfUniformTapsIsExact() {
    for value: UInt32 in [0, 0x8040_2010, 0xffff_ffff, 0x7f00_7f00] {
      let pair = UInt64(value) | UInt64(value) << 32
      for fx: UInt16 in [0, 1, 127, 255] {
        let sample = PixelMath.bilinear(top: pair, bottom: pair, wy0: 256 - 77, wy1: 77, wx1: fx)
        #expect(PixelMath.pack(sample) == value)
      }
    }
  }
}
