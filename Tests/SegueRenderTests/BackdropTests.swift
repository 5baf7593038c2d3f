import Foundation
import Testing

@testable import SegueBenchmarks
@testable import SegueRender

/// Backdrop filters in the compositor (docs/uikit-behaviour-drawing.md §12.3): what lies
/// behind a layer, blurred, saturated and tinted, clipped to its bounds, and the same for
/// any number of threads.
@Suite struct BackdropTests {
  /// Vertical stripes `period` pixels wide: black and white, with a red band across.
  static func stripes(width: Int, height: Int, period: Int) -> Bitmap {
    let bitmap = Bitmap(width: width, height: height, scale: 2)
    for y in 0..<height {
      for x in 0..<width {
        let band = (y / 20) % 3 == 1
        bitmap[x, y] = band ? 0xffd0_2020 : ((x / period) % 2 == 0 ? 0xff00_0000 : 0xffff_ffff)
      }
    }
    return bitmap
  }

  static func render(_ tree: RenderTree, source: LayerRasterSource, threads: Int) -> (Bitmap, Compositor) {
    let compositor = Compositor(threadCount: threads)
    let bitmap = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: tree.scale)
    compositor.render(tree, source: source, into: bitmap)
    return (bitmap, compositor)
  }

  static func tree(_ sublayers: [RenderLayer], width: Double = 60, height: Double = 60) -> RenderTree {
    RenderTree(
      width: width, height: height, scale: 2, backgroundColor: .white,
      root: RenderLayer(id: 0, width: width, height: height, sublayers: sublayers))
  }

  /// Over one colour the blur changes nothing, so every pixel is the saturation and tint
  /// of that colour, computed by hand.
  @Test func uniformBackdropIsSaturatedAndTinted() {
    let ground = RenderLayer(
      id: 1, width: 60, height: 60,
      appearance: LayerAppearance(backgroundColor: RenderColor(red: 200 / 255, green: 100 / 255, blue: 50 / 255)))
    let effect = RenderLayer(
      id: 2, width: 30, height: 20, transform: ProjectiveTransform(translationX: 10, y: 10),
      backdrop: RenderBackdrop(
        blurRadius: 20, saturation: 1.8, tint: RenderColor(red: 1, green: 1, blue: 1, alpha: 0.3)))
    let (bitmap, compositor) = Self.render(Self.tree([ground, effect]), source: TestRasterSource(), threads: 1)
    // Luminance 0.2126·200 + 0.7152·100 + 0.0722·50 = 117.65; saturated ×1.8 about it:
    // (265.9 → 255, 85.9, −4.1 → 0); white at 0.3 over: (255, 76.5 + 0.7·85.9, 76.5) → (255, 137, 77).
    for (x, y) in [(20, 20), (45, 30), (69, 59), (20, 59)] {
      #expect(bitmap[x, y] == 0xffff_894d, "pixel \(x), \(y)")
    }
    // Outside the layer's bounds the backdrop is untouched.
    for (x, y) in [(19, 20), (80, 30), (40, 19), (40, 60)] {
      #expect(bitmap[x, y] == 0xffc8_6432, "pixel \(x), \(y)")
    }
    #expect(compositor.statistics.backdrops == 1)
  }

  /// Stripes 4 px wide blurred with σ = 16 px (8 points at 2×) come out a near-even grey in
  /// the middle of the layer, where both colours fall under the kernel equally.
  @Test func stripesBlurToTheirMean() {
    let source = TestRasterSource()
    source.patterns[1] = LayerRaster(bitmap: Self.stripes(width: 120, height: 120, period: 4))
    let ground = RenderLayer(id: 1, width: 60, height: 60)
    let effect = RenderLayer(
      id: 2, width: 40, height: 40, transform: ProjectiveTransform(translationX: 10, y: 10),
      backdrop: RenderBackdrop(blurRadius: 8))
    let (bitmap, _) = Self.render(Self.tree([ground, effect]), source: source, threads: 1)
    let original = Self.stripes(width: 120, height: 120, period: 4)
    // Row 0, outside the layer, is untouched; inside, the stripes' contrast (255 from one
    // column to the next) is gone along a row of stripes (the red bands are horizontal, so
    // blurring them in changes rows, not columns).
    #expect((0..<120).allSatisfy { bitmap[$0, 0] == original[$0, 0] })
    for x in 40..<80 {
      #expect(channelDifference(bitmap[x, 60], bitmap[x + 1, 60]) <= 2, "column \(x)")
    }
    // The red band's neighbourhood: red dominates green and blue after the blur.
    let middle = bitmap[60, 30]
    #expect(channel(middle, 2) > channel(middle, 1) + 40)
    #expect(channel(middle, 3) == 255)
  }

  /// A layer that masks to rounded bounds rounds its blur: the corner pixel keeps the
  /// backdrop, the centre is blurred.
  @Test func roundedBoundsClipTheBlur() {
    let source = TestRasterSource()
    source.patterns[1] = LayerRaster(bitmap: Self.stripes(width: 120, height: 120, period: 2))
    let ground = RenderLayer(id: 1, width: 60, height: 60)
    let effect = RenderLayer(
      id: 2, width: 40, height: 40, transform: ProjectiveTransform(translationX: 10, y: 10),
      masksToBounds: true, appearance: LayerAppearance(cornerRadius: 10),
      backdrop: RenderBackdrop(blurRadius: 6))
    let (bitmap, _) = Self.render(Self.tree([ground, effect]), source: source, threads: 1)
    let original = Self.stripes(width: 120, height: 120, period: 2)
    // (20, 20) is the bounds' corner pixel, outside the 20 px corner arc.
    #expect(bitmap[20, 20] == original[20, 20])
    #expect(bitmap[21, 21] == original[21, 21])
    // Along the straight edge, one pixel in, the blur is there.
    #expect(bitmap[60, 21] != original[60, 21])
    #expect(channelDifference(bitmap[60, 60], bitmap[61, 60]) <= 2)
  }

  /// Frame banding: one, two and three workers give the same bytes, with backdrops at the
  /// top level, rounded, inside an opacity group and under a layer moving over them.
  @Test func bandSplitDoesNotChangeTheResult() {
    let source = TestRasterSource()
    source.patterns[1] = LayerRaster(bitmap: smoothPattern(width: 240, height: 200))
    source.patterns[5] = LayerRaster(bitmap: Self.stripes(width: 60, height: 60, period: 3))
    let tree = Self.tree(
      [
        RenderLayer(id: 1, width: 120, height: 100),
        RenderLayer(
          id: 5, width: 30, height: 30, transform: ProjectiveTransform(translationX: 37.25, y: 12.5)),
        RenderLayer(
          id: 2, width: 90, height: 50, transform: ProjectiveTransform(translationX: 15, y: 25),
          backdrop: RenderBackdrop(
            blurRadius: 10, saturation: 1.8, tint: RenderColor(red: 1, green: 1, blue: 1, alpha: 0.5))),
        RenderLayer(
          id: 3, width: 40, height: 40, transform: ProjectiveTransform(translationX: 70, y: 50), opacity: 0.7,
          masksToBounds: true, appearance: LayerAppearance(cornerRadius: 12),
          sublayers: [
            RenderLayer(
              id: 4, width: 20, height: 20, transform: ProjectiveTransform(translationX: 5, y: 5),
              appearance: LayerAppearance(backgroundColor: RenderColor(red: 0, green: 0.5, blue: 1)))
          ],
          backdrop: RenderBackdrop(
            blurRadius: 3, saturation: 0.5, tint: RenderColor(red: 0, green: 0, blue: 0, alpha: 0.4))),
        RenderLayer(
          id: 6, width: 50, height: 30, transform: ProjectiveTransform(translationX: 5, y: 60), opacity: 0.8,
          sublayers: [
            RenderLayer(
              id: 7, width: 40, height: 20, transform: ProjectiveTransform(translationX: 5, y: 5),
              backdrop: RenderBackdrop(blurRadius: 4))
          ]),
      ], width: 120, height: 100)
    let (one, compositor) = Self.render(tree, source: source, threads: 1)
    #expect(compositor.statistics.backdrops == 3)
    for threads in [2, 3] {
      let (many, _) = Self.render(tree, source: source, threads: threads)
      #expect(many.hasSamePixels(as: one), "\(threads) threads")
    }
  }

  /// Layers drawn before a backdrop are not culled by opaque layers drawn after it: the
  /// backdrop reads them.
  @Test func backdropStopsCullingOfWhatItReads() {
    let red = RenderLayer(
      id: 1, width: 60, height: 60, appearance: LayerAppearance(backgroundColor: RenderColor(red: 1, green: 0, blue: 0))
    )
    let effect = RenderLayer(id: 2, width: 60, height: 30, backdrop: RenderBackdrop(blurRadius: 0, saturation: 0))
    let cover = RenderLayer(
      id: 3, width: 60, height: 60, transform: ProjectiveTransform(translationX: 0, y: 30),
      appearance: LayerAppearance(backgroundColor: RenderColor(red: 0, green: 0, blue: 1)))
    let (bitmap, compositor) = Self.render(Self.tree([red, effect, cover]), source: TestRasterSource(), threads: 2)
    // Saturation 0 makes red its Rec. 709 grey, 0.2126 · 255 = 54.2 → 54.
    #expect(bitmap[10, 10] == 0xff36_3636)
    #expect(bitmap[10, 70] == 0xff00_00ff)
    // The background fill is still culled under the red layer (both before the backdrop);
    // the red layer is not trimmed under the blue one.
    #expect(compositor.statistics.culled == 1)
    #expect(compositor.statistics.trimmed == 0)
  }

  /// `segue bench render --kind blur` and `blur-start`'s counters: one backdrop per frame,
  /// no raster drawn again after the first frame, and both blur timings taken.
  @Test(arguments: [RenderBenchmark.Kind.blur, .blurStart])
  func blurBenchmarkCounters(kind: RenderBenchmark.Kind) throws {
    let result = RenderBenchmark.run(kind: kind, frames: 3, threadCount: 2)
    #expect(result.backdropsPerFrame == 1)
    #expect(result.rerastersPerFrame == 0)
    #expect(result.widthPixels == 780 && result.heightPixels == 1688)
    let pixman = try #require(result.pixmanBlurMillisecondsP50)
    let segue = try #require(result.segueBlurMillisecondsP50)
    #expect(pixman > 0 && pixman.isFinite && segue > 0 && segue.isFinite)
    #expect(result.pixmanDrawMillisecondsP50 == nil)
  }
}

/// `BackdropBlur` on its own: shared among threads and read in column groups, it gives the
/// bytes of a plain pass-by-pass filter of every row and then every column.
@Suite struct BackdropBlurTests {
  /// Three extended-box passes over one line of `count` cells `step` apart, each read from
  /// the grid and written back: the textbook order.
  static func referenceLine(
    _ cells: UnsafeMutablePointer<SIMD4<Float>>, count: Int, step: Int, box: BackdropBlur.Box
  ) {
    let pad = box.radius + 1
    for _ in 0..<3 {
      var line = [SIMD4<Float>](repeating: .zero, count: count + 2 * pad)
      for i in 0..<count { line[i + pad] = cells[i * step] }
      for i in 0..<pad {
        line[i] = line[pad]
        line[count + pad + i] = line[count + pad - 1]
      }
      var sum = SIMD4<Float>.zero
      for i in 0..<(2 * box.radius + 1) { sum += line[i + 1] }
      var output = [SIMD4<Float>](repeating: .zero, count: count)
      for i in 0..<count {
        output[i] = (sum + box.edgeWeight * (line[i] + line[i + 2 * pad])) * box.scale
        if i + 1 < count { sum += line[i + 2 * box.radius + 2] - line[i + 1] }
      }
      for i in 0..<count { cells[i * step] = output[i] }
    }
  }

  /// A width × height grid of pseudo-random cells (0…255, a linear congruential sequence).
  static func grid(width: Int, height: Int) -> [SIMD4<Float>] {
    var state: UInt32 = 12345
    return (0..<(width * height)).map { _ in
      var cell = SIMD4<Float>.zero
      for lane in 0..<4 {
        state = state &* 1_664_525 &+ 1_013_904_223
        cell[lane] = Float(state >> 24)
      }
      return cell
    }
  }

  @Test(arguments: [0.6, 1.7, 4.5])
  func threadsAndColumnGroupsGiveThePlainFiltersBytes(sigma: Double) {
    // 101 columns: 12 full groups of 8 and one of 5; 203 rows: more than one thread's share.
    let (width, height) = (101, 203)
    var expected = Self.grid(width: width, height: height)
    let box = BackdropBlur.Box(sigma: sigma)
    expected.withUnsafeMutableBufferPointer { cells in
      for y in 0..<height { Self.referenceLine(cells.baseAddress! + y * width, count: width, step: 1, box: box) }
      for x in 0..<width { Self.referenceLine(cells.baseAddress! + x, count: height, step: width, box: box) }
    }
    for threads in [1, 2, 3] {
      var cells = Self.grid(width: width, height: height)
      cells.withUnsafeMutableBufferPointer { cells in
        BackdropBlur.blur(cells.baseAddress!, width: width, height: height, sigma: sigma, threadCount: threads)
      }
      #expect(cells == expected, "σ \(sigma) cells, \(threads) threads")
    }
    #expect(height / BackdropBlur.minimumLinesPerThread >= 3)
  }
}
