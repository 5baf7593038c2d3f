import Foundation
import Testing

@testable import SegueBenchmarks
@testable import SegueRender

private let red = RenderColor(red: 1, green: 0, blue: 0)
private let blue = RenderColor(red: 0, green: 0, blue: 1)
private let green = RenderColor(red: 0, green: 1, blue: 0)

private func render(
  _ tree: RenderTree, source: LayerRasterSource = TestRasterSource(), threads: Int = 1,
  culling: Bool = true, snapping: Bool = true
)
  -> Bitmap
{
  let compositor = Compositor(threadCount: threads)
  compositor.cullsHiddenDraws = culling
  compositor.snapsTranslationsToPixels = snapping
  let bitmap = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: tree.scale)
  compositor.render(tree, source: source, into: bitmap)
  return bitmap
}

private func scene(
  _ sublayers: [RenderLayer], width: Double = 40, height: Double = 40, scale: Int = 2,
  background: RenderColor = .clear
) -> RenderTree {
  RenderTree(
    width: width, height: height, scale: scale, backgroundColor: background,
    root: RenderLayer(id: 0, width: width, height: height, sublayers: sublayers))
}

@Suite struct CompositorTests {
  @Test func opaqueLayerCoversExactPixels() {
    let layer = RenderLayer(
      id: 1, width: 10, height: 10, transform: ProjectiveTransform(translationX: 5, y: 5),
      appearance: LayerAppearance(backgroundColor: red))
    let source = TestRasterSource()
    source.patterns[1] = {
      let b = Bitmap(width: 20, height: 20, scale: 2)
      b.fill(0xffff_0000)
      return LayerRaster(bitmap: b)
    }()
    // Once through the raster blit (pattern) and once through the solid-fill path.
    for tree in [
      scene([layer]),
      scene([
        RenderLayer(
          id: 2, width: 10, height: 10, transform: layer.transform, appearance: layer.appearance)
      ]),
    ] {
      let bitmap = render(tree, source: source)
      for y in 0..<80 {
        for x in 0..<80 {
          let inside = (10..<30).contains(x) && (10..<30).contains(y)
          #expect(bitmap[x, y] == (inside ? 0xffff_0000 : 0), "pixel \(x), \(y)")
        }
      }
    }
  }

  @Test func halfPixelTranslationGivesHalfCoverageEdges() {
    // 10.25 pt at scale 2 = 20.5 px: columns 20 and 40 are half covered (snapping off).
    let layer = RenderLayer(
      id: 1, width: 10, height: 10, transform: ProjectiveTransform(translationX: 10.25, y: 5),
      appearance: LayerAppearance(backgroundColor: red))
    let bitmap = render(scene([layer]), snapping: false)
    let row = 20
    #expect(bitmap[19, row] == 0)
    #expect(abs(channel(bitmap[20, row], 3) - 128) <= 2)
    #expect(abs(channel(bitmap[20, row], 2) - 128) <= 2)
    for x in 21..<40 { #expect(bitmap[x, row] == 0xffff_0000, "column \(x)") }
    #expect(abs(channel(bitmap[40, row], 3) - 128) <= 2)
    #expect(bitmap[41, row] == 0)
    // Rows stay exact: y offset is whole pixels.
    #expect(bitmap[25, 9] == 0)
    #expect(bitmap[25, 10] == 0xffff_0000)
  }

  @Test func groupOpacityCompositesOverlapAsOneImage() {
    let group = RenderLayer(
      id: 1, width: 30, height: 30, opacity: 0.5,
      sublayers: [
        RenderLayer(
          id: 2, width: 20, height: 20, appearance: LayerAppearance(backgroundColor: red)),
        RenderLayer(
          id: 3, width: 20, height: 20, transform: ProjectiveTransform(translationX: 10, y: 10),
          appearance: LayerAppearance(backgroundColor: blue)),
      ])
    let bitmap = render(scene([group]))
    // Overlap (10…20 pt = 20…40 px): blue at 50 %, never blue-over-red.
    for y in 20..<40 {
      for x in 20..<40 { #expect(bitmap[x, y] == 0x8000_0080, "overlap \(x), \(y)") }
    }
    #expect(bitmap[5, 5] == 0x8080_0000)
    #expect(bitmap[50, 50] == 0x8000_0080)
    #expect(bitmap[70, 5] == 0)
  }

  @Test func masksToBoundsClipsChild() {
    let parent = RenderLayer(
      id: 1, width: 10, height: 10, transform: ProjectiveTransform(translationX: 5, y: 5),
      masksToBounds: true,
      sublayers: [
        RenderLayer(
          id: 2, width: 20, height: 20, transform: ProjectiveTransform(translationX: 5, y: 5),
          appearance: LayerAppearance(backgroundColor: green))
      ])
    let bitmap = render(scene([parent]))
    // Child spans 10…30 pt; the parent clips it to 10…15 pt = 20…30 px.
    #expect(bitmap[25, 25] == 0xff00_ff00)
    #expect(bitmap[29, 29] == 0xff00_ff00)
    #expect(bitmap[30, 25] == 0)
    #expect(bitmap[25, 30] == 0)
    #expect(bitmap[45, 45] == 0)
    let unclipped = render(
      scene([
        RenderLayer(
          id: 1, width: 10, height: 10, transform: parent.transform, sublayers: parent.sublayers)
      ]))
    #expect(unclipped[45, 45] == 0xff00_ff00)
  }

  @Test func roundedClipLeavesCornerTransparent() {
    let parent = RenderLayer(
      id: 1, width: 20, height: 20, transform: ProjectiveTransform(translationX: 10, y: 10),
      masksToBounds: true,
      appearance: LayerAppearance(cornerRadius: 8),
      sublayers: [
        RenderLayer(
          id: 2, width: 20, height: 20, appearance: LayerAppearance(backgroundColor: green))
      ])
    let bitmap = render(scene([parent]))
    // Parent covers 20…60 px; corner radius 16 px.
    #expect(bitmap[20, 20] == 0)
    #expect(bitmap[21, 21] == 0)
    #expect(bitmap[59, 59] == 0)
    #expect(bitmap[40, 40] == 0xff00_ff00)
    #expect(bitmap[40, 20] == 0xff00_ff00)  // straight edge, away from corners
    #expect(bitmap[20, 40] == 0xff00_ff00)
    // On the arc (16 px from the corner centre at 36, 36; pixel 24's centre is 16.3 px away).
    let arc = bitmap[24, 24]
    #expect(channel(arc, 3) > 0 && channel(arc, 3) < 255)
  }

  @Test func rotatedLayerCentreEqualsSource() {
    let angle = 0.7
    let rotation = ProjectiveTransform(translationX: -10, y: -10)
      .concatenating(
        ProjectiveTransform(
          a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
      )
      .concatenating(ProjectiveTransform(translationX: 20, y: 20))
    let layer = RenderLayer(
      id: 1, width: 20, height: 20, transform: rotation,
      appearance: LayerAppearance(backgroundColor: red))
    let bitmap = render(scene([layer]))
    #expect(bitmap[40, 40] == 0xffff_0000)
    #expect(bitmap[39, 39] == 0xffff_0000)
    #expect(bitmap[2, 2] == 0)
    // Antialiased edge: some pixels partly covered.
    var partial = 0
    for y in 0..<80 {
      for x in 0..<80 where channel(bitmap[x, y], 3) > 0 && channel(bitmap[x, y], 3) < 255 {
        partial += 1
      }
    }
    #expect(partial > 50)
  }

  @Test func perspectiveFlipMapsCornersToAnalyticProjection() {
    let angle = Double.pi / 3
    let m34 = -1.0 / 500
    let (cx, cy) = (150.0, 150.0)
    // Layer 100 × 100 pt, anchor at its centre, positioned at (150, 150) in a 300 × 300 scene.
    let m4 = Matrix4.translation(-50, -50).concatenating(.rotationY(angle)).concatenating(
      .perspective(m34: m34)
    )
    .concatenating(.translation(cx, cy))
    let layer = RenderLayer(
      id: 1, width: 100, height: 100, transform: m4.flattened,
      appearance: LayerAppearance(backgroundColor: red))
    let benchmarkForm = RenderBenchmark.perspectiveRotationY(
      angle: angle, m34: m34, anchorX: 50, anchorY: 50
    )
    .concatenating(ProjectiveTransform(translationX: 100, y: 100))
    for (x, y) in [(0.0, 0.0), (100, 0), (37, 81)] {
      let a = m4.flattened.apply(x: x, y: y)
      let b = benchmarkForm.apply(x: x, y: y)
      #expect(a != nil && b != nil && abs(a!.x - b!.x) < 1e-9 && abs(a!.y - b!.y) < 1e-9)
    }
    let bitmap = render(scene([layer], width: 300, height: 300, scale: 1))
    // Analytic: corner (x, y) relative to the anchor rotates to (x·cos, y, z = −x·sin); the
    // perspective divides by w = 1 + z·m34, and the anchor moves back to (cx, cy).
    var corners: [(Double, Double)] = []
    for (x, y) in [(-50.0, -50.0), (50, -50), (50, 50), (-50, 50)] {
      let w = 1 + (-x * sin(angle)) * m34
      let expected = (cx + x * cos(angle) / w, cy + y / w)
      let projected = m4.project(x: x + 50, y: y + 50)
      #expect(abs(projected.x - expected.0) < 1e-9 && abs(projected.y - expected.1) < 1e-9)
      corners.append(expected)
    }
    let centroid = (corners.map(\.0).reduce(0, +) / 4, corners.map(\.1).reduce(0, +) / 4)
    for corner in corners {
      let dx = corner.0 - centroid.0
      let dy = corner.1 - centroid.1
      let length = (dx * dx + dy * dy).squareRoot()
      let inside = (Int(corner.0 - 3 * dx / length), Int(corner.1 - 3 * dy / length))
      let outside = (Int(corner.0 + 3 * dx / length), Int(corner.1 + 3 * dy / length))
      #expect(bitmap[inside.0, inside.1] == 0xffff_0000, "inside corner \(corner)")
      #expect(bitmap[outside.0, outside.1] == 0, "outside corner \(corner)")
    }
    // Foreshortening: the near (left, x < 0 since w < 1 there) edge is taller than the far one.
    let leftHeight = corners[3].1 - corners[0].1
    let rightHeight = corners[2].1 - corners[1].1
    #expect(leftHeight > rightHeight)
  }

  @Test func singularAndBehindTheEyeLayersAreSkipped() {
    let edgeOn = RenderLayer(
      id: 1, width: 20, height: 20,
      transform: ProjectiveTransform(a: 0, b: 0, c: 0, d: 1, tx: 10, ty: 10),
      appearance: LayerAppearance(backgroundColor: red))
    // w = −1 everywhere: the whole layer is behind the eye.
    let behind = RenderLayer(
      id: 2, width: 20, height: 20,
      transform: ProjectiveTransform(
        m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1),
      appearance: LayerAppearance(backgroundColor: red))
    let nan = RenderLayer(
      id: 3, width: 20, height: 20, transform: ProjectiveTransform(translationX: .nan, y: 0),
      appearance: LayerAppearance(backgroundColor: red))
    let bitmap = render(scene([edgeOn, behind, nan], background: .white))
    for y in 0..<80 {
      for x in 0..<80 { #expect(bitmap[x, y] == 0xffff_ffff) }
    }
  }

  @Test func partlyBehindTheEyeDrawsTheVisiblePart() {
    // A steep perspective whose w crosses zero inside the layer: no crash, finite output.
    let m4 = Matrix4.translation(-50, -50).concatenating(.rotationY(1.4)).concatenating(
      .perspective(m34: -1.0 / 40)
    )
    .concatenating(.translation(40, 40))
    let layer = RenderLayer(
      id: 1, width: 100, height: 100, transform: m4.flattened,
      appearance: LayerAppearance(backgroundColor: red))
    let first = render(scene([layer], width: 80, height: 80, scale: 1))
    let second = render(scene([layer], width: 80, height: 80, scale: 1), threads: 2)
    #expect(first.hasSamePixels(as: second))
  }

  static let benchmarkScenes: [RenderTree] = RenderBenchmark.Kind.allCases.filter {
    !$0.usesReferenceSampler
  }.flatMap { kind in
    [0.0, 0.37, 0.81].map { RenderBenchmark.tree(kind: kind, progress: $0, scale: 1) }
  }

  @Test func occlusionCullingDoesNotChangeOutput() {
    let source = CachingRasterSource()
    var culledOrFolded = 0
    for tree in Self.benchmarkScenes + [groupAndClipScene()] {
      let compositor = Compositor(threadCount: 1)
      let culled = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight)
      compositor.render(tree, source: source, into: culled)
      culledOrFolded +=
        compositor.statistics.culled + compositor.statistics.trimmed + compositor.statistics.folded
      let plain = render(tree, source: source, culling: false)
      #expect(culled.hasSamePixels(as: plain))
    }
    #expect(culledOrFolded > 0)
  }

  @Test func dimLayerFoldsIntoCoveredBlit() {
    let compositor = Compositor(threadCount: 1)
    let tree = RenderBenchmark.tree(kind: .push, progress: 0.5)
    let bitmap = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight)
    compositor.render(tree, source: CachingRasterSource(), into: bitmap)
    #expect(compositor.statistics.folded == 1)
    #expect(compositor.statistics.culled >= 1)  // the background clear
  }

  @Test func threadedOutputIsByteIdentical() {
    let source = CachingRasterSource()
    for tree in Self.benchmarkScenes + [groupAndClipScene()] {
      let single = render(tree, source: source, threads: 1)
      let threaded = render(tree, source: source, threads: 2)
      let many = render(tree, source: source, threads: 7)
      #expect(single.hasSamePixels(as: threaded))
      #expect(single.hasSamePixels(as: many))
    }
  }

  @Test func renderingIsDeterministic() {
    let source = CachingRasterSource()
    let compositor = Compositor()
    for tree in Self.benchmarkScenes {
      let first = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight)
      let second = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight)
      second.fill(0x1234_5678)
      compositor.render(tree, source: source, into: first)
      compositor.render(tree, source: source, into: second)
      #expect(first.hasSamePixels(as: second))
    }
  }

  @Test func shadowIsDrawnBelowTheLayerAtItsOffset() {
    let shadowBitmap = Bitmap(width: 20, height: 20, scale: 2)
    shadowBitmap.fill(0x8000_0000)
    let source = TestRasterSource()
    source.shadows[1] = LayerRaster(bitmap: shadowBitmap)
    let layer = RenderLayer(
      id: 1, width: 10, height: 10, transform: ProjectiveTransform(translationX: 5, y: 5),
      appearance: LayerAppearance(backgroundColor: red),
      shadow: LayerShadow(opacity: 1, radius: 0, offsetX: 3, offsetY: 3))
    let bitmap = render(scene([layer], background: .white), source: source)
    #expect(bitmap[15, 15] == 0xffff_0000)  // layer above its shadow
    #expect(bitmap[32, 32] == 0xff7f_7f7f)  // shadow alone: 0x80 black over white, 255·127/255
    #expect(bitmap[37, 37] == 0xffff_ffff)
  }

  /// 1:1 translations land on whole device pixels, ⌊x + ½⌋ from the root down: a child
  /// keeps its rounded offset from its parent wherever the parent is; nothing is filtered.
  @Test func translationsSnapToWholePixels() {
    let source = TestRasterSource()
    source.patterns[2] = LayerRaster(bitmap: smoothPattern(width: 10, height: 10))
    // Parent at 10.25 / 10.75 / 10.5 pt (20.5 → 21, 21.5 → 22, 21 px); child at +1.2 pt
    // (2.4 px → 2) and +3.1 pt (6.2 px → 6).
    for (parentX, expectedX) in [(10.25, 23), (10.75, 24), (10.5, 23)] {
      let child = RenderLayer(
        id: 2, width: 5, height: 5, transform: ProjectiveTransform(translationX: 1.2, y: 3.1))
      let parent = RenderLayer(
        id: 1, width: 20, height: 20, transform: ProjectiveTransform(translationX: parentX, y: 0),
        sublayers: [child])
      let compositor = Compositor(threadCount: 1)
      let bitmap = Bitmap(width: 80, height: 80, scale: 2)
      compositor.render(scene([parent]), source: source, into: bitmap)
      #expect(compositor.statistics.sampled == 0, "parent at \(parentX)")
      let pattern = smoothPattern(width: 10, height: 10)
      for y in 0..<10 {
        for x in 0..<10 {
          #expect(bitmap[expectedX + x, 6 + y] == pattern[x, y], "parent \(parentX): \(x), \(y)")
        }
      }
      #expect(bitmap[expectedX - 1, 6] == 0)
      #expect(bitmap[expectedX + 10, 6] == 0)
    }
    // Rotated and scaled layers are not snapped: they are filtered as placed.
    for transform in [
      ProjectiveTransform(a: cos(0.2), b: sin(0.2), c: -sin(0.2), d: cos(0.2), tx: 10.3, ty: 4),
      ProjectiveTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 10.3, ty: 4),
    ] {
      let compositor = Compositor(threadCount: 1)
      compositor.render(
        scene([RenderLayer(id: 2, width: 5, height: 5, transform: transform)]), source: source,
        into: Bitmap(width: 80, height: 80, scale: 2))
      #expect(compositor.statistics.sampled == 1)
    }
  }

  @Test func nestedTransformsAccumulate() {
    let child = RenderLayer(
      id: 2, width: 5, height: 5, transform: ProjectiveTransform(translationX: 2, y: 3),
      appearance: LayerAppearance(backgroundColor: blue))
    let parent = RenderLayer(
      id: 1, width: 20, height: 20,
      transform: ProjectiveTransform(scaleX: 2, y: 2).concatenating(
        ProjectiveTransform(translationX: 4, y: 0)),
      sublayers: [child])
    let bitmap = render(scene([parent], scale: 1))
    // Child at (2, 3) in the parent → (4 + 4, 6) device, size 10 × 10.
    #expect(bitmap[8, 6] == 0xff00_00ff)
    #expect(bitmap[17, 15] == 0xff00_00ff)
    #expect(bitmap[18, 6] == 0)
    #expect(bitmap[7, 6] == 0)
  }
}

/// A frame with a rotated rounded clip, a group with opacity and a translucent pattern.
private func groupAndClipScene() -> RenderTree {
  let rotation = ProjectiveTransform(translationX: -30, y: -30)
    .concatenating(
      ProjectiveTransform(a: cos(0.3), b: sin(0.3), c: -sin(0.3), d: cos(0.3), tx: 0, ty: 0)
    )
    .concatenating(ProjectiveTransform(translationX: 50, y: 50))
  let clipped = RenderLayer(
    id: 10, width: 60, height: 60, transform: rotation, opacity: 0.8, masksToBounds: true,
    appearance: LayerAppearance(
      backgroundColor: RenderColor(red: 0.2, green: 0.4, blue: 0.9), cornerRadius: 12),
    sublayers: [
      RenderLayer(
        id: 11, width: 40, height: 40, transform: ProjectiveTransform(translationX: 30.3, y: -5),
        appearance: LayerAppearance(
          backgroundColor: RenderColor(red: 1, green: 0.5, blue: 0, alpha: 0.7)))
    ])
  return RenderTree(
    width: 100, height: 100, scale: 2, backgroundColor: .white,
    root: RenderLayer(
      id: 0, width: 100, height: 100,
      sublayers: [
        RenderLayer(
          id: 9, width: 100, height: 100, appearance: LayerAppearance(backgroundColor: green)),
        clipped,
      ]))
}
