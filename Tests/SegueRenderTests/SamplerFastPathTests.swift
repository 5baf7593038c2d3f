import Foundation
import Testing

@testable import SegueBenchmarks
@testable import SegueRender

/// `BilinearSampler`'s fast paths (`SamplerKernels`) against its reference per-pixel path,
/// byte for byte: fractional and near-whole translations (the translated-row path), scales,
/// rotations and perspective flips (gathered four at a time), with constant alpha, over
/// translucent destinations, from sources with transparent holes and from opaque sources
/// (written instead of blended), at clip widths that leave every remainder of 4.
@Suite struct SamplerFastPathTests {
  /// `smoothPattern` with fully transparent blocks (so four-pixel transparent skips and
  /// partly transparent neighbourhoods both occur) and one hard-edged opaque stripe.
  static let holes: Bitmap = {
    let bitmap = smoothPattern(width: 123, height: 77)
    for y in 0..<77 {
      for x in 0..<123 {
        if (x / 9 + y / 7) % 3 == 0 { bitmap[x, y] = 0 }
        if x % 17 == 5 { bitmap[x, y] = 0xff10_2030 }
      }
    }
    return bitmap
  }()

  /// An opaque source with hard edges (alpha 255 everywhere).
  static let opaque: Bitmap = {
    let bitmap = Bitmap(width: 101, height: 66)
    for y in 0..<66 {
      for x in 0..<101 {
        let v = UInt32((x * 37 + y * 11) % 256)
        bitmap[x, y] = 0xff00_0000 | v << 16 | (255 - v) << 8 | UInt32((x / 5 % 2) * 200)
      }
    }
    return bitmap
  }()

  /// A translucent, varied destination so OVER's every term matters.
  static func background(width: Int, height: Int) -> Bitmap {
    let bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let a = UInt32((x * 7 + y * 3) % 256)
        bitmap[x, y] = a << 24 | (a * UInt32(x % 5) / 4) << 16 | (a / 2) << 8 | (a * UInt32(y % 3) / 2)
      }
    }
    return bitmap
  }

  /// Draws with the fast and the reference path into copies of the same background and
  /// returns the number of differing pixels (and the first).
  func mismatches(
    _ source: Bitmap, _ transform: ProjectiveTransform, alpha: Double = 1, opaque: Bool = false,
    uniform: UInt32? = nil, clip: PixelRect? = nil, size: (Int, Int) = (190, 150)
  ) -> (count: Int, first: String?) {
    guard var fast = BilinearSampler(source: source, transform: transform, alpha: alpha) else {
      return (0, nil)
    }
    fast.sourceIsOpaque = opaque
    fast.uniformWord = uniform
    var reference = fast
    reference.usesReferenceKernels = true
    let ours = Self.background(width: size.0, height: size.1)
    let theirs = Self.background(width: size.0, height: size.1)
    let clip = clip ?? PixelRect(width: size.0, height: size.1)
    fast.drawOver(into: ours, clip: clip)
    reference.drawOver(into: theirs, clip: clip)
    var count = 0
    var first: String?
    for y in 0..<size.1 {
      for x in 0..<size.0 where ours[x, y] != theirs[x, y] {
        count += 1
        if first == nil {
          first = "(\(x), \(y)): \(String(ours[x, y], radix: 16)) vs \(String(theirs[x, y], radix: 16))"
        }
      }
    }
    return (count, first)
  }

  static let translations: [(Double, Double)] = [
    (10.3, 20.7), (0.5, 0.5), (-3.25, 7.999), (31.001, -2.0625), (12.996, 8.004), (5, 9.5),
    (40.75, 3), (17.0 + 1.0 / 512, 4 - 1.0 / 512), (60.123456, 50.987654), (7, 11),
  ]

  @Test func translatedRowsMatchTheReferencePath() {
    for (tx, ty) in Self.translations {
      let transform = ProjectiveTransform(translationX: tx, y: ty)
      for alpha in [1.0, 0.6, 0.02] {
        for source in [Self.holes, smoothPattern(width: 64, height: 40)] {
          let result = mismatches(source, transform, alpha: alpha)
          #expect(result.count == 0, "translate (\(tx), \(ty)) α \(alpha): \(result.first ?? "")")
        }
      }
      // Opaque source at alpha 1: the interior is stored, not blended.
      let result = mismatches(Self.opaque, transform, opaque: true)
      #expect(result.count == 0, "opaque translate (\(tx), \(ty)): \(result.first ?? "")")
    }
  }

  @Test(arguments: [
    ProjectiveTransform(translationX: 9.4, y: 3.6), ProjectiveTransform(a: 0.93, b: 0, c: 0, d: 0.9, tx: 9.4, ty: 3.6),
  ])
  func clippedRowsKeepEveryRemainder(transform: ProjectiveTransform) {
    for minX in 0..<5 {
      for width in [1, 2, 3, 4, 5, 6, 7, 29, 30, 31, 32, 33] {
        let clip = PixelRect(minX: 10 + minX, minY: 5, maxX: 10 + minX + width, maxY: 60)
        for (source, opaque) in [(Self.holes, false), (Self.opaque, true)] {
          let result = mismatches(source, transform, opaque: opaque, clip: clip)
          #expect(result.count == 0, "clip \(clip): \(result.first ?? "")")
        }
      }
    }
  }

  static let general: [(String, ProjectiveTransform)] = [
    ("scale 1.7 × 0.8", ProjectiveTransform(a: 1.7, b: 0, c: 0, d: 0.8, tx: 13.37, ty: 21.6)),
    ("downscale 0.45", ProjectiveTransform(a: 0.45, b: 0, c: 0, d: 0.45, tx: 3.3, ty: 2.2)),
    ("mirror", ProjectiveTransform(a: -1, b: 0, c: 0, d: 1, tx: 150.5, ty: 10.25)),
    ("scale 0.9, a card scaling in", ProjectiveTransform(a: 0.9, b: 0, c: 0, d: 0.9, tx: 7.3, ty: 4.1)),
    ("mirrored scale 0.7 × 1.2", ProjectiveTransform(a: -0.7, b: 0, c: 0, d: 1.2, tx: 120.2, ty: -3.4)),
    (
      "rotate 0.5 × 1.3",
      ProjectiveTransform(translationX: -60, y: -38)
        .concatenating(
          ProjectiveTransform(a: cos(0.5), b: sin(0.5), c: -sin(0.5), d: cos(0.5), tx: 0, ty: 0)
        )
        .concatenating(ProjectiveTransform(scaleX: 1.3, y: 1.3))
        .concatenating(ProjectiveTransform(translationX: 95, y: 75))
    ),
    (
      "rotate −2.9",
      ProjectiveTransform(translationX: -60, y: -38)
        .concatenating(
          ProjectiveTransform(a: cos(-2.9), b: sin(-2.9), c: -sin(-2.9), d: cos(-2.9), tx: 0, ty: 0)
        )
        .concatenating(ProjectiveTransform(translationX: 95, y: 75))
    ),
    (
      "flip 1.0, m34 −1/300",
      (Matrix4.translation(-60, -38).concatenating(.rotationY(1.0))
        .concatenating(.perspective(m34: -1.0 / 300)).concatenating(.translation(95, 75))).flattened
    ),
    (
      "flip 1.4, m34 −1/40 (partly behind the eye)",
      (Matrix4.translation(-60, -38).concatenating(.rotationY(1.4))
        .concatenating(.perspective(m34: -1.0 / 40)).concatenating(.translation(95, 75))).flattened
    ),
    (
      "tilt about x",
      ProjectiveTransform(
        m11: 1, m12: 0.05, m13: 0.0004, m21: -0.1, m22: 0.9, m23: -0.002, m31: 20.5, m32: 30.25,
        m33: 1)
    ),
  ]

  @Test func affineAndProjectiveRowsMatchTheReferencePath() {
    for (name, transform) in Self.general {
      for alpha in [1.0, 0.6] {
        let result = mismatches(Self.holes, transform, alpha: alpha)
        #expect(result.count == 0, "\(name) α \(alpha): \(result.first ?? "")")
      }
      let result = mismatches(Self.opaque, transform, opaque: true)
      #expect(result.count == 0, "\(name), opaque: \(result.first ?? "")")
    }
  }

  /// A uniform source (a plain background raster) is filled in its interior instead of
  /// filtered: the same bytes as the reference path for translations, rotations and
  /// perspective, opaque and translucent words, at every alpha.
  @Test func uniformSourcesMatchTheReferencePath() {
    let transforms =
      Self.general
      + Self.translations.map {
        ("translate \($0)", ProjectiveTransform(translationX: $0.0, y: $0.1))
      }
    for word: UInt32 in [0xff20_6090, 0x8040_2010, 0x0000_0000] {
      let source = Bitmap(width: 71, height: 53)
      for y in 0..<53 { for x in 0..<71 { source[x, y] = word } }
      for (name, transform) in transforms {
        for alpha in [1.0, 0.6, 0.02] {
          let opaque = word >> 24 == 255 && alpha == 1
          let result = mismatches(source, transform, alpha: alpha, opaque: opaque, uniform: word)
          #expect(
            result.count == 0,
            "\(name) word \(String(word, radix: 16)) α \(alpha): \(result.first ?? "")")
        }
      }
    }
  }

  /// The compositor finds uniform rasters (and only those) and remembers the fact.
  @Test func compositorRecognisesUniformRasters() {
    let compositor = Compositor(threadCount: 1)
    let plain = Bitmap(width: 40, height: 30)
    for y in 0..<30 { for x in 0..<40 { plain[x, y] = 0xff33_6699 } }
    let varied = Bitmap(width: 40, height: 30)
    for y in 0..<30 { for x in 0..<40 { varied[x, y] = 0xff33_6699 } }
    varied[39, 29] = 0xff33_669a
    #expect(compositor.uniformWord(plain) == 0xff33_6699)
    #expect(compositor.uniformWord(varied) == nil)
    #expect(compositor.isOpaque(plain) && compositor.isOpaque(varied))
  }

  /// The translated-row path against pixman 0.42's bilinear filter (interior pixels).
  @Test func fractionalTranslationMatchesPixman() {
    let source = SamplerTests.source
    for (tx, ty) in [(13.37, 21.6), (0.5, 0.25), (90.99, 30.01), (44.125, 60.875)] {
      let transform = ProjectiveTransform(translationX: tx, y: ty)
      for alpha in [1.0, 0.6] {
        guard let sampler = BilinearSampler(source: source, transform: transform, alpha: alpha)
        else {
          Issue.record("refused")
          continue
        }
        let ours = Bitmap(width: 400, height: 300)
        let theirs = Bitmap(width: 400, height: 300)
        ours.fill(0xff80_6040)
        theirs.fill(0xff80_6040)
        let clip = PixelRect(width: 400, height: 300)
        sampler.drawOver(into: ours, clip: clip)
        #expect(
          PixmanCompositing.drawOverBilinear(
            source: source, transform: transform, alpha: alpha, into: theirs, clip: clip))
        var worst = 0
        var compared = 0
        for y in 0..<300 {
          for x in 0..<400 {
            let sx = Double(x) + 0.5 - tx
            let sy = Double(y) + 0.5 - ty
            guard sx >= 1.5, sy >= 1.5, sx <= Double(source.width) - 1.5,
              sy <= Double(source.height) - 1.5
            else { continue }
            compared += 1
            worst = max(worst, channelDifference(ours[x, y], theirs[x, y]))
          }
        }
        #expect(compared > 30_000)
        #expect(worst <= 2, "translate (\(tx), \(ty)) α \(alpha): worst \(worst)")
      }
    }
  }

  /// Offsets within 1/256 px of whole pixels are blits: exact copies, at most 1 per channel
  /// from the bilinear draw they replace.
  @Test func nearWholePixelOffsetsSnapToBlits() {
    let source = TestRasterSource()
    source.patterns[1] = LayerRaster(bitmap: smoothPattern(width: 60, height: 40))
    for offset in [1.0 / 1024, -1.0 / 1024, 1.0 / 300] {
      let layer = RenderLayer(
        id: 1, width: 60, height: 40,
        transform: ProjectiveTransform(translationX: 10 + offset, y: 5 - offset))
      let tree = RenderTree(
        width: 80, height: 60, scale: 1, backgroundColor: .white,
        root: RenderLayer(id: 0, width: 80, height: 60, sublayers: [layer]))
      let compositor = Compositor(threadCount: 1)
      let snapped = Bitmap(width: 80, height: 60)
      compositor.render(tree, source: source, into: snapped)
      #expect(compositor.statistics.sampled == 0, "offset \(offset)")
      let reference = Compositor(threadCount: 1)
      reference.usesReferenceSampler = true
      let sampled = Bitmap(width: 80, height: 60)
      reference.render(tree, source: source, into: sampled)
      #expect(reference.statistics.sampled == 1)
      var worst = 0
      for y in 6..<44 {
        for x in 11..<69 {
          worst = max(worst, channelDifference(snapped[x, y], sampled[x, y]))
        }
      }
      #expect(worst <= 1, "offset \(offset): worst \(worst)")
    }
    // 1/200 px is not snapped (when whole-pixel placement is off).
    let layer = RenderLayer(
      id: 1, width: 60, height: 40, transform: ProjectiveTransform(translationX: 10.005, y: 5))
    let compositor = Compositor(threadCount: 1)
    compositor.snapsTranslationsToPixels = false
    compositor.render(
      RenderTree(
        width: 80, height: 60, scale: 1, backgroundColor: .white,
        root: RenderLayer(id: 0, width: 80, height: 60, sublayers: [layer])), source: source,
      into: Bitmap(width: 80, height: 60))
    #expect(compositor.statistics.sampled == 1)
  }

  /// Whole benchmark frames (fractional slide, rotate, flip) through the compositor, fast
  /// against reference: identical except where snapping turned a draw into a blit.
  @Test func compositedFramesMatchTheReferenceSampler() {
    let source = CachingRasterSource()
    for kind in [RenderBenchmark.Kind.slide, .rotate, .flip] {
      for progress in [0.37] {
        let tree = RenderBenchmark.tree(kind: kind, progress: progress, scale: 1)
        let fast = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight)
        let reference = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight)
        let after = Compositor(threadCount: 2)
        after.snapsTranslationsToPixels = false
        after.render(tree, source: source, into: fast)
        let before = Compositor(threadCount: 1)
        before.usesReferenceSampler = true
        // (The fast compositor snaps 1:1 translations to pixels; compare the sampler here.)
        before.render(tree, source: source, into: reference)
        #expect(fast.hasSamePixels(as: reference), "\(kind) at \(progress)")
      }
    }
  }

  @Test func sixteenBitSaturationMatchesScalar() {
    // Sums of 255 + 255 saturate; every lane pattern in one vector.
    let lanes = SamplerKernels.Lanes(0, 255, 256, 300, 510, 511, 128, 1)
    let result = SamplerKernels.saturated(lanes)
    for index in 0..<8 { #expect(result[index] == min(lanes[index], 255)) }
  }
}

/// The masked-group fast path: pixels in a `ClipMask`'s solid span have coverage 255, and
/// `FrameExecutor.overRun` equals per-pixel `PixelMath.over`.
@Suite struct MaskedCompositeTests {
  @Test func solidSpansHaveFullCoverage() {
    let transforms: [ProjectiveTransform] = [
      ProjectiveTransform(scaleX: 2, y: 2).concatenating(ProjectiveTransform(translationX: 10.3, y: 4.6)),
      ProjectiveTransform(translationX: -40, y: -30)
        .concatenating(
          ProjectiveTransform(a: cos(0.4), b: sin(0.4), c: -sin(0.4), d: cos(0.4), tx: 0, ty: 0)
        )
        .concatenating(ProjectiveTransform(scaleX: 2, y: 2))
        .concatenating(ProjectiveTransform(translationX: 100, y: 90)),
      (Matrix4.translation(-40, -30).concatenating(.rotationY(0.9))
        .concatenating(.perspective(m34: -1.0 / 200)).concatenating(.translation(90, 80))).flattened,
    ]
    for m in transforms {
      for radius in [0.0, 0.3, 6, 12, 40] {
        guard let inverse = m.inverted() else { continue }
        let mask = ClipMask(
          inverse: inverse, width: 80, height: 60, cornerRadius: radius,
          pixelsPerPoint: FrameBuilder.pixelsPerPoint(m, x: 40, y: 30))
        var solid = 0
        for y in -10..<200 {
          guard let (start, end) = mask.solidSpan(row: y) else { continue }
          for x in start..<end {
            solid += 1
            if mask.coverage(x: x, y: y) != 255 {
              Issue.record("radius \(radius): pixel \(x), \(y) has coverage \(mask.coverage(x: x, y: y))")
              return
            }
          }
        }
        #expect(solid > 400, "radius \(radius): \(solid) solid pixels")
      }
    }
  }

  /// Axis-aligned masks with circular corners get exact row spans: every pixel outside the
  /// covered span has coverage 0, every pixel in the solid span 255, and the antialiased
  /// pixels left between them are few (the corner rows' edge, not the corner zone).
  @Test func axisAlignedSpansAreExact() {
    let transforms: [ProjectiveTransform] = [
      ProjectiveTransform(scaleX: 2, y: 2).concatenating(ProjectiveTransform(translationX: 10.3, y: 4.6)),
      ProjectiveTransform(scaleX: 1.37, y: 0.81).concatenating(ProjectiveTransform(translationX: 3, y: 7.25)),
      ProjectiveTransform(scaleX: -2, y: 2).concatenating(ProjectiveTransform(translationX: 180, y: 2)),
      ProjectiveTransform(scaleX: 0.5, y: 0.5).concatenating(ProjectiveTransform(translationX: 1.5, y: 2.5)),
    ]
    for m in transforms {
      for radius in [0.0, 0.3, 6, 12, 29.5, 40] {
        for corners: UInt8 in [0b1111, 0b0101, 0b1010, 0b0011] {
          guard let inverse = m.inverted() else { continue }
          let mask = ClipMask(
            inverse: inverse, width: 80, height: 60, cornerRadius: radius, roundedCorners: corners,
            pixelsPerPoint: FrameBuilder.pixelsPerPoint(m, x: 40, y: 30))
          var perPixel = 0
          var rows = 0
          for y in -10..<200 {
            guard let covered = mask.coveredSpan(row: y) else {
              Issue.record("no exact span for an axis-aligned mask")
              return
            }
            let solid = mask.solidSpan(row: y)
            for x in -20..<220 {
              let coverage = mask.coverage(x: x, y: y)
              let inCovered = covered.map { x >= $0.0 && x < $0.1 } ?? false
              let inSolid = solid.map { x >= $0.0 && x < $0.1 } ?? false
              if coverage != 0 && !inCovered {
                Issue.record("\(m) r \(radius) corners \(corners): (\(x), \(y)) coverage \(coverage) outside")
                return
              }
              if inSolid && coverage != 255 {
                Issue.record("\(m) r \(radius) corners \(corners): (\(x), \(y)) coverage \(coverage) in solid")
                return
              }
              if inCovered && !inSolid && solid != nil { perPixel += 1 }
            }
            if solid != nil { rows += 1 }
          }
          // Rows with a solid span: about four antialiased pixels a side (three with the safety
          // pixel), more where a corner's curve runs nearly along the row. (A row on a
          // horizontal edge has no solid span and is antialiased across.)
          #expect(perPixel <= rows * 10, "\(m) r \(radius): \(perPixel) per-pixel of \(rows) rows")
        }
      }
    }
  }

  @Test func overRunMatchesPerPixelOver() {
    var state: UInt64 = 0x9e37_79b9_7f4a_7c15
    func next() -> UInt32 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt32(truncatingIfNeeded: state >> 29)
    }
    for alpha: UInt16 in [255, 254, 200, 128, 1] {
      var source = (0..<67).map { _ -> UInt32 in
        let a = next() % 256
        // Premultiplied, with a channel sometimes one above alpha (as bilinear rounding leaves).
        return a << 24 | min(next() % 256, a + 1) << 16 | min(next() % 256, a) << 8 | min(next() % 256, a)
      }
      source[5] = 0
      for k in 8..<12 { source[k] = 0 }
      let destination = (0..<67).map { _ in next() }
      var fast = destination
      var slow = destination
      source.withUnsafeBufferPointer { s in
        fast.withUnsafeMutableBufferPointer { d in
          FrameExecutor.overRun(from: s.baseAddress!, count: 67, alpha: alpha, onto: d.baseAddress!)
        }
        slow.withUnsafeMutableBufferPointer { d in
          for k in 0..<67 where s[k] != 0 {
            PixelMath.over(PixelMath.unpack(s[k]), alpha: alpha, onto: d.baseAddress! + k)
          }
        }
      }
      #expect(fast == slow, "alpha \(alpha)")
    }
  }
}
