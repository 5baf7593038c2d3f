import Foundation
import Testing

@testable import SegueBenchmarks
@testable import SegueRender

/// The two vector fast paths must give what the general paths give:
/// - a mask that is one opaque filled shape is composited through its path's coverage
///   (`PathMaskDraw`) instead of a rasterized mask;
/// - a shape whose `strokeEnd`/`strokeStart` moved is drawn again only where the trim
///   changed (`RenderShape.trimChange(since:)`, `ContentRenderer`'s redraw), byte for byte
///   the full raster.
@Suite("Vector fast paths")
struct VectorFastPathTests {
  // MARK: Shape masks through their path

  /// A 120 × 100 pt page with a gradient and a label block, and a sublayer over its right
  /// part, masked by an oval (as `VectorBenchmarkScenes` builds its reveal).
  func maskedPage(mask: RenderLayer, transform: ProjectiveTransform = .identity, withSublayer: Bool) -> RenderTree {
    var page = RenderLayer(id: CachingRasterSource.pageA, width: 120, height: 100, transform: transform)
    if withSublayer {
      page.sublayers = [
        RenderLayer(
          id: 7, width: 40, height: 60, transform: ProjectiveTransform(translationX: 70, y: 20),
          appearance: LayerAppearance(backgroundColor: RenderColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 0.8)))
      ]
    }
    page.mask = RenderMask(mask)
    return RenderTree(
      width: 160, height: 140, scale: 2, backgroundColor: .white,
      root: RenderLayer(
        id: 0, width: 160, height: 140,
        sublayers: [RenderLayer(id: CachingRasterSource.pageB, width: 160, height: 140), page]))
  }

  func ovalMask(_ x: Double, _ y: Double, _ width: Double, _ height: Double, sublayers: [RenderLayer] = [])
    -> RenderLayer
  {
    RenderLayer(
      id: 20, width: 0, height: 0,
      appearance: LayerAppearance(
        contents: .drawing(AnyRenderDrawing(RenderShape(path: oval(x, y, width, height))))),
      sublayers: sublayers)
  }

  /// An oval in (x, y, width, height) as four cubics (k = 0.5523 of each radius).
  func oval(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [RenderPathElement] {
    let (cx, cy, rx, ry) = (x + width / 2, y + height / 2, width / 2, height / 2)
    let k = 4.0 / 3 * (2.0.squareRoot() - 1)
    return [
      .move(x: cx + rx, y: cy),
      .curve(c1x: cx + rx, c1y: cy + k * ry, c2x: cx + k * rx, c2y: cy + ry, x: cx, y: cy + ry),
      .curve(c1x: cx - k * rx, c1y: cy + ry, c2x: cx - rx, c2y: cy + k * ry, x: cx - rx, y: cy),
      .curve(c1x: cx - rx, c1y: cy - k * ry, c2x: cx - k * rx, c2y: cy - ry, x: cx, y: cy - ry),
      .curve(c1x: cx + k * rx, c1y: cy - ry, c2x: cx + rx, c2y: cy - k * ry, x: cx + rx, y: cy),
      .close,
    ]
  }

  func render(_ tree: RenderTree, threads: Int = 2) -> (Bitmap, Compositor.FrameStatistics, ContentCache) {
    let source = CachingRasterSource()
    let compositor = Compositor(threadCount: threads)
    let bitmap = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: tree.scale)
    compositor.render(tree, source: source, into: bitmap)
    return (bitmap, compositor.statistics, source.contentCache)
  }

  func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
    var largest = 0
    for y in 0..<a.height {
      for x in 0..<a.width { largest = max(largest, channelDifference(a[x, y], b[x, y])) }
    }
    return largest
  }

  @Test(arguments: [false, true])
  func aFilledShapeMaskMatchesTheRasterizedMask(withSublayer: Bool) {
    let mask = ovalMask(10, 8, 100, 84)
    let (fast, statistics, cache) = render(maskedPage(mask: mask, withSublayer: withSublayer))
    #expect(statistics.pathMasks == 1)
    #expect(cache.rasterizationCount == 0)  // the mask has no raster
    // An empty sublayer keeps the mask off the fast path without changing its alpha.
    let general = ovalMask(10, 8, 100, 84, sublayers: [RenderLayer(id: 21, width: 1, height: 1)])
    let (slow, slowStatistics, slowCache) = render(maskedPage(mask: general, withSublayer: withSublayer))
    #expect(slowStatistics.pathMasks == 0)
    #expect(slowCache.rasterizationCount == 1)
    // Edge pixels differ by the two roundings of "content × coverage" (cairo's lerp, pixman's
    // OVER through an ARGB mask): at most 1 per channel.
    #expect(largestDifference(fast, slow) <= 1)
    // Inside, the page; outside, the page under it.
    #expect(fast[2 * 60, 2 * 50] == slow[2 * 60, 2 * 50])
    #expect(fast[2 * 3, 2 * 3] == slow[2 * 3, 2 * 3])
  }

  @Test func aShapeMaskOnATransformedLayerGivesTheSameBytesOnOneAndTwoThreads() {
    let rotation = ProjectiveTransform(translationX: -60, y: -50)
      .concatenating(ProjectiveTransform(a: cos(0.3), b: sin(0.3), c: -sin(0.3), d: cos(0.3), tx: 0, ty: 0))
      .concatenating(ProjectiveTransform(translationX: 80, y: 70))
    let tree = maskedPage(mask: ovalMask(5, 15, 110, 70), transform: rotation, withSublayer: true)
    let (one, statistics, _) = render(tree, threads: 1)
    let (two, _, _) = render(tree, threads: 2)
    #expect(statistics.pathMasks == 1)
    #expect(one.hasSamePixels(as: two))
    #expect(one[2 * 80, 2 * 70] != 0xFFFF_FFFF)
  }

  @Test func maskOpacityStrokesAndTranslucentFillsTakeTheGeneralPath() {
    func statistics(_ change: (inout RenderLayer) -> Void) -> Int {
      var mask = ovalMask(10, 8, 100, 84)
      change(&mask)
      return render(maskedPage(mask: mask, withSublayer: false)).1.pathMasks
    }
    #expect(statistics { _ in } == 1)
    #expect(statistics { $0.opacity = 0.9 } == 0)
    #expect(
      statistics {
        $0.appearance.contents = .drawing(
          AnyRenderDrawing(
            RenderShape(path: oval(10, 8, 100, 84), fillColor: RenderColor(red: 0, green: 0, blue: 0, alpha: 0.5))))
      } == 0)
    #expect(
      statistics {
        $0.appearance.contents = .drawing(
          AnyRenderDrawing(RenderShape(path: oval(10, 8, 100, 84), strokeColor: .black, lineWidth: 3)))
      } == 0)
  }

  // MARK: Redrawing only where a trim changed

  /// A shape layer stroking `path` with `style` up to `end`.
  func strokeLayer(_ path: [RenderPathElement], start: Double = 0, end: Double, style: (inout RenderShape) -> Void)
    -> RenderLayer
  {
    var shape = RenderShape(
      path: path, fillColor: nil, strokeColor: RenderColor(red: 0.1, green: 0.4, blue: 0.9), lineWidth: 4)
    shape.strokeStart = start
    shape.strokeEnd = end
    style(&shape)
    return RenderLayer(
      id: 30, width: 0, height: 0, appearance: LayerAppearance(contents: .drawing(AnyRenderDrawing(shape))))
  }

  /// A zigzag of lines and an open curve, two subpaths.
  static let zigzag: [RenderPathElement] = {
    var path: [RenderPathElement] = [.move(x: 10, y: 10)]
    for i in 1...12 { path.append(.line(x: 10 + Double(i) * 15, y: i % 2 == 0 ? 10 : 40)) }
    path.append(.move(x: 20, y: 80))
    path.append(.curve(c1x: 60, c1y: 20, c2x: 120, c2y: 140, x: 190, y: 70))
    return path
  }()

  /// Two closed subpaths: a square (whose start is a corner: two caps while it is cut, a
  /// miter join once a trim keeps it whole) and a progress ring after it (a circle as four
  /// curves, closed).
  static let square: [RenderPathElement] = [
    .move(x: 20, y: 20), .line(x: 70, y: 20), .line(x: 70, y: 70), .line(x: 20, y: 70), .close,
  ]
  static let rings: [RenderPathElement] = square + VectorBenchmarkScenes.circle(centre: (x: 140, y: 60), radius: 45)

  static let styles: [(String, @Sendable (inout RenderShape) -> Void)] = [
    (
      "round",
      {
        $0.lineCap = .round
        $0.lineJoin = .round
      }
    ),
    (
      "miter-square",
      {
        $0.lineCap = .square
        $0.lineJoin = .miter
        $0.lineWidth = 6
      }
    ),
    (
      "bevel-butt",
      {
        $0.lineJoin = .bevel
        $0.lineWidth = 9
      }
    ),
    (
      "dashed",
      {
        $0.dashPattern = [7, 3]
        $0.lineCap = .round
      }
    ),
  ]

  @Test(arguments: 0..<4)
  func drawingOnByStrokeEndGivesTheFullRastersBytes(style index: Int) throws {
    let (name, style) = Self.styles[index]
    for path in [VectorBenchmarkScenes.spiral, Self.zigzag, Self.rings] {
      let cache = ContentCache()
      var ends = stride(from: 0.0, through: 1.0, by: 0.0137).map { $0 }
      ends += [0.6, 0.2, 0.95, 1, 0.4]  // back, forth, whole, and back from whole
      for end in ends {
        let layer = strokeLayer(path, end: end, style: style)
        let drawn = try #require(cache.appearanceRaster(for: layer, scale: 2))
        let full = try #require(try ContentRenderer.appearanceRaster(for: layer, scale: 2))
        #expect(drawn.bitmap.hasSamePixels(as: full.bitmap), "\(name) at strokeEnd \(end)")
        #expect(drawn.originX == full.originX && drawn.originY == full.originY)
      }
    }
  }

  @Test func movingStrokeStartGivesTheFullRastersBytes() throws {
    let cache = ContentCache()
    for start in stride(from: 0.0, through: 0.9, by: 0.031) {
      let layer = strokeLayer(VectorBenchmarkScenes.spiral, start: start, end: 0.97) {
        $0.lineCap = .round
        $0.lineJoin = .round
      }
      let drawn = try #require(cache.appearanceRaster(for: layer, scale: 2))
      let full = try #require(try ContentRenderer.appearanceRaster(for: layer, scale: 2))
      #expect(drawn.bitmap.hasSamePixels(as: full.bitmap), "strokeStart \(start)")
    }
  }

  @Test func aRasterStillHeldIsNotDrawnOver() throws {
    let cache = ContentCache()
    let held = try #require(cache.appearanceRaster(for: strokeLayer(Self.zigzag, end: 0.3) { _ in }, scale: 2))
    let copy = held.bitmap.copy()
    let next = try #require(cache.appearanceRaster(for: strokeLayer(Self.zigzag, end: 0.5) { _ in }, scale: 2))
    #expect(next.bitmap !== held.bitmap)
    #expect(held.bitmap.hasSamePixels(as: copy))
    #expect(!next.bitmap.hasSamePixels(as: copy))
  }

  @Test func theTrimChangeCoversOnlyTheStretchBetweenTheEnds() throws {
    let shape = { (end: Double) in
      RenderShape(
        path: Self.zigzag, fillColor: nil, strokeColor: .black, lineWidth: 2, lineJoin: .round, strokeEnd: end)
    }
    // Segment 2 of the zigzag runs (25, 40)–(40, 10); both ends inside it.
    let length = PathTrimming.length(of: Self.zigzag)
    let segment = (15.0 * 15 + 30 * 30).squareRoot()
    let a = (segment * 1.2) / length
    let b = (segment * 1.7) / length
    let rect = try #require(shape(b).trimChange(since: shape(a)))
    let reach = 2 / 2 * 2.0.squareRoot() + 1
    #expect(abs(rect.x - (25 - reach)) < 1e-9)
    #expect(abs(rect.y - (10 - reach)) < 1e-9)
    #expect(abs(rect.width - (15 + 2 * reach)) < 1e-9)
    #expect(abs(rect.height - (30 + 2 * reach)) < 1e-9)
    // Anything but the trim needs the whole raster.
    var recoloured = shape(b)
    recoloured.strokeColor = RenderColor(red: 1, green: 0, blue: 0)
    #expect(recoloured.trimChange(since: shape(a)) == nil)
    #expect(shape(a).trimChange(since: shape(a)) == nil)
    // Drawn on to the whole path: segment 2 and every piece after it, the second subpath's
    // curve (20, 80) (60, 20) (120, 140) (190, 70) included: x 20…190, y 10…140.
    let whole = try #require(shape(1).trimChange(since: shape(a)))
    #expect(abs(whole.x - (20 - reach)) < 1e-9 && abs(whole.y - (10 - reach)) < 1e-9)
    #expect(abs(whole.width - (170 + 2 * reach)) < 1e-9 && abs(whole.height - (130 + 2 * reach)) < 1e-9)
  }

  /// Closed subpaths (a square, a progress ring) are drawn on in part, the square's closing
  /// included: the rect reaches its start (the bytes are checked in
  /// `drawingOnByStrokeEndGivesTheFullRastersBytes`).
  @Test func closedSubpathsAreDrawnOnInPart() throws {
    let shape = { (end: Double) in
      RenderShape(path: Self.rings, fillColor: nil, strokeColor: .black, lineWidth: 6, strokeEnd: end)
    }
    // The square is 200 points of the path's length.
    let squareEnd = 200 / PathTrimming.length(of: Self.rings)
    // Within the square, the square closing (kept whole from this frame on: the corner at
    // its start becomes a join), within the ring, and on to the whole path.
    let ends = [0.3 * squareEnd, 0.4 * squareEnd, 0.9 * squareEnd, squareEnd + 0.1 * (1 - squareEnd), 0.8, 1]
    for (old, new) in zip(ends, ends.dropFirst()) {
      let rect = try #require(shape(new).trimChange(since: shape(old)), "\(old) → \(new)")
      if old < squareEnd && new > squareEnd {
        // The corner at (20, 20) and its miter (6 pt wide: reach 3 · 10 + 1).
        #expect(rect.x <= 20 - 31 && rect.y <= 20 - 31)
      }
    }
    #expect(PathTrimming.measurement(of: Self.rings).trimsKeepElements)
  }

  /// A path a trim does not pass on element for element: its zero-length line (a dot under
  /// round caps) is dropped by any trim, but drawn in the whole path.
  static let zigzagWithDot: [RenderPathElement] = [
    .move(x: 10, y: 10), .line(x: 60, y: 40), .line(x: 60, y: 40), .line(x: 110, y: 10), .line(x: 160, y: 40),
  ]

  @Test func aWholeTrimOfAPathATrimWouldChangeIsDrawnWhole() throws {
    let shape = { (end: Double) in
      RenderShape(
        path: Self.zigzagWithDot, fillColor: nil, strokeColor: .black, lineWidth: 4, lineCap: .round,
        strokeEnd: end)
    }
    #expect(!PathTrimming.measurement(of: Self.zigzagWithDot).trimsKeepElements)
    #expect(PathTrimming.measurement(of: Self.zigzag).trimsKeepElements)
    #expect(shape(1).trimChange(since: shape(0.8)) == nil)
    #expect(shape(0.8).trimChange(since: shape(1)) == nil)
    #expect(shape(0.9).trimChange(since: shape(0.8)) != nil)
    // And through the cache, the bytes are the full raster's all the same.
    let cache = ContentCache()
    for end in [0.5, 0.8, 1, 0.7, 1] {
      let layer = strokeLayer(Self.zigzagWithDot, end: end) { $0.lineCap = .round }
      let drawn = try #require(cache.appearanceRaster(for: layer, scale: 2))
      let full = try #require(try ContentRenderer.appearanceRaster(for: layer, scale: 2))
      #expect(drawn.bitmap.hasSamePixels(as: full.bitmap), "strokeEnd \(end)")
    }
  }

  /// The redrawn rows split among 1, 2, 3 or 5 threads (bands of at least
  /// `minimumRowsPerThread` rows) give the full raster's bytes.
  @Test(arguments: [1, 2, 3, 5])
  func redrawnRowsSplitAmongThreadsGiveTheFullRastersBytes(threads: Int) throws {
    var previous = try #require(
      try ContentRenderer.appearanceRaster(for: strokeLayer(VectorBenchmarkScenes.spiral, end: 0.1) { _ in }, scale: 2))
    var old = 0.1
    var splits = 0
    for end in [0.35, 0.36, 0.6, 0.95, 0.5] {
      let layer = strokeLayer(VectorBenchmarkScenes.spiral, end: end) { $0.lineJoin = .round }
      let before = strokeLayer(VectorBenchmarkScenes.spiral, end: old) { $0.lineJoin = .round }
      guard case .drawing(let new)? = layer.appearance.contents, case .drawing(let prior)? = before.appearance.contents,
        let changed = (new.base as? RenderShape)?.trimChange(since: try #require(prior.base as? RenderShape))
      else {
        Issue.record("the trim from \(old) to \(end) is a partial redraw")
        return
      }
      if changed.height * 2 >= Double(2 * ContentRenderer.minimumRowsPerThread) { splits += 1 }
      let drawn = try #require(
        try ContentRenderer.appearanceRaster(
          for: layer, scale: 2, redrawing: changed, of: previous, reusingStorage: false, threadCount: threads))
      let full = try #require(try ContentRenderer.appearanceRaster(for: layer, scale: 2))
      #expect(drawn.bitmap.hasSamePixels(as: full.bitmap), "\(threads) threads, strokeEnd \(old) → \(end)")
      previous = drawn
      old = end
    }
    #expect(splits == 5)
  }

  /// The compositor hands a frame's one missing raster to the cache with its threads: a
  /// shape drawn on in a 2-thread compositor gives the 1-thread compositor's bytes.
  @Test func aShapeDrawnOnGivesTheSameFramesOnOneAndTwoThreads() {
    let one = CachingRasterSource()
    let two = CachingRasterSource()
    let compositors = (Compositor(threadCount: 1), Compositor(threadCount: 2))
    for frame in 0..<40 {
      let tree = RenderBenchmark.tree(kind: .stroke, progress: Double(frame) / 39, scale: 1)
      let a = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: 1)
      let b = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: 1)
      compositors.0.render(tree, source: one, into: a)
      compositors.1.render(tree, source: two, into: b)
      #expect(a.hasSamePixels(as: b), "frame \(frame)")
      if frame > 0 { #expect(compositors.1.statistics.preparedRasters == 1) }
    }
    #expect(two.contentCache.rasterizationCount == 40)
  }
}
