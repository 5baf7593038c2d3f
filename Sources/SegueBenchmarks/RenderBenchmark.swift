import Dispatch
import Foundation
import SegueRender

/// `segue bench render`: per-frame compositing cost of three transition frames at
/// 390 × 844 points, scale 2 (780 × 1688 pixels), measured in the build that runs it.
///
/// Kinds (the moving layer's transform changes every frame):
/// - `push`: page A (parallax −30 %) under a black α 0.1 dimming layer, page B sliding in
///   from the right with a left-edge shadow; positions land on device pixels (multiples of
///   ½ point), as a pixel-snapped push does.
/// - `slide`: the same push at unsnapped, fractional positions, drawn with the compositor's
///   whole-pixel placement off (`snapsTranslationsToPixels`): both pages and the shadow take
///   the sampler's translated-row path.
/// - `rotate`: a page rotated 0.5 ± 0.05 rad about its centre at opacity 0.6 over another.
/// - `flip`: a page rotated 60 ± 5° about y with m34 = −1/500 over a background page.
/// - `blur`: the `push` frames under a full-screen systemMaterial backdrop (σ 20 pt,
///   saturation 1.8, white at 0.72; docs/uikit-behaviour-drawing.md §12.1); with its
///   pixman-only twin of the blur timed on the same frames (`compareBlurs`).
/// - `blur-start`: the same at radius 1.1 pt, a blur's first frame fading in.
///
/// Rasters come from `CachingRasterSource`, which draws each layer's gradient content once;
/// `rerastersPerFrame` counts rasterizations after the first frame per frame (0 when the
/// cache works). The reference cost is one `memcpy` of a frame-sized buffer in the same run.
///
/// Every kind has a `-reference` twin drawing the same frames with the compositor's
/// `usesReferenceSampler` (the original per-pixel bilinear path, no near-whole-pixel
/// snapping), listed right after it, so one run gives before/after figures side by side.
package enum RenderBenchmark {
  package enum Kind: String, CaseIterable, Sendable {
    case push
    case pushReference = "push-reference"
    case slide
    case slideReference = "slide-reference"
    case rotate
    case rotateReference = "rotate-reference"
    case flip
    case flipReference = "flip-reference"
    case blur
    /// `blur` at the radius of a blur's first frame fading in (1.1 pt: σ 2.2 px, the
    /// smallest blocks, 2 px, so the most cells per frame).
    case blurStart = "blur-start"
    /// A circular shape-layer mask growing over a full-screen page (VectorBenchmarkScenes).
    case reveal
    /// A 300-segment stroke drawn on by `strokeEnd` (VectorBenchmarkScenes).
    case stroke

    /// The frames drawn (a `-reference` kind draws its twin's).
    package var scene: Kind {
      switch self {
      case .push, .pushReference: .push
      case .slide, .slideReference: .slide
      case .rotate, .rotateReference: .rotate
      case .flip, .flipReference: .flip
      case .blur: .blur
      case .blurStart: .blurStart
      case .reveal: .reveal
      case .stroke: .stroke
      }
    }

    /// Whether the frames are drawn with the original per-pixel sampler.
    package var usesReferenceSampler: Bool { scene != self }
  }

  package struct Result: Sendable {
    package let kind: Kind
    /// Composite time per frame (ms): median and 99th percentile over `frames`.
    package let compositeMillisecondsP50: Double
    package let compositeMillisecondsP99: Double
    /// Median time (ms) of one `memcpy` of a 780 × 1688 ARGB32 frame.
    package let memcpyMilliseconds: Double
    /// Rasterizations per frame after the first of content that had not changed (0 when
    /// the cache works).
    package let rerastersPerFrame: Double
    /// Rasterizations per frame after the first of content that changed (the growing mask,
    /// the stroke drawn on; 0 for the other kinds).
    package let changedRastersPerFrame: Double
    package let frames: Int
    package let widthPixels: Int
    package let heightPixels: Int
    /// With `comparePixman`: the moving layer's draw alone, single-threaded, median ms —
    /// pixman 0.42 `PIXMAN_FILTER_BILINEAR` vs Segue's `BilinearSampler`.
    package let pixmanDrawMillisecondsP50: Double?
    package let segueDrawMillisecondsP50: Double?
    /// `blur` only: the backdrop blur alone over the same composited frame, single-threaded,
    /// median ms — pixman's convolution pipeline (`PixmanBlur`) vs Segue's backdrop step —
    /// and the backdrop steps per frame.
    package var pixmanBlurMillisecondsP50: Double?
    package var segueBlurMillisecondsP50: Double?
    package var backdropsPerFrame: Double?

    package var ratioP99ToMemcpy: Double { compositeMillisecondsP99 / memcpyMilliseconds }
  }

  package static let pointWidth = 390.0
  package static let pointHeight = 844.0
  package static let scale = 2

  /// Runs one kind.
  ///
  /// - Parameters:
  ///   - frames: frames composited (≥ 2).
  ///   - comparePixman: also time the moving layer's draw with pixman and with the sampler
  ///     (single-threaded, up to 120 frames).
  ///   - threadCount: compositor workers (default: active cores).
  package static func run(
    kind: Kind, frames: Int, comparePixman: Bool = false,
    threadCount: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> Result {
    let frames = max(frames, 2)
    let source = CachingRasterSource()
    let compositor = Compositor(threadCount: threadCount)
    compositor.usesReferenceSampler = kind.usesReferenceSampler
    // `slide` measures the sampler's translated rows: whole-pixel placement would make it a
    // `push`.
    compositor.snapsTranslationsToPixels = kind.scene != .slide
    let probe = tree(kind: kind, progress: 0)
    let bitmap = Bitmap(width: probe.pixelWidth, height: probe.pixelHeight, scale: scale)
    var times: [Double] = []
    times.reserveCapacity(frames)
    var afterFirst = 0
    var unchanged = 0
    var changed = 0
    var previous: [UInt64: LayerAppearance] = [:]
    for frame in 0..<frames {
      let frameTree = tree(kind: kind, progress: Double(frame) / Double(frames - 1))
      source.contentCache.beginFrame()
      let start = DispatchTime.now().uptimeNanoseconds
      compositor.render(frameTree, source: source, into: bitmap)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      source.contentCache.endFrame()
      var current: [UInt64: LayerAppearance] = [:]
      VectorBenchmarkScenes.appearances(of: frameTree.root, into: &current)
      if frame == 0 { afterFirst = source.rasterizations }
      if frame > 0 {
        for id in source.contentCache.rasterizedLayerIDs {
          if previous[id] == current[id] { unchanged += 1 } else { changed += 1 }
        }
      }
      previous = current
    }
    let copyTime = memcpyMilliseconds(width: bitmap.width, height: bitmap.height)
    var pixmanTime: Double?
    var segueTime: Double?
    if comparePixman, kind.material == nil {
      (pixmanTime, segueTime) = compareDraws(kind: kind, frames: min(frames, 120), source: source)
    }
    var result = Result(
      kind: kind, compositeMillisecondsP50: quantile(times, 0.5),
      compositeMillisecondsP99: quantile(times, 0.99),
      memcpyMilliseconds: copyTime,
      rerastersPerFrame: Double(source.rasterizations - afterFirst + unchanged) / Double(frames - 1),
      changedRastersPerFrame: Double(changed) / Double(frames - 1),
      frames: frames, widthPixels: bitmap.width, heightPixels: bitmap.height,
      pixmanDrawMillisecondsP50: pixmanTime,
      segueDrawMillisecondsP50: segueTime)
    if let material = kind.material {
      result.backdropsPerFrame = Double(compositor.statistics.backdrops)
      (result.pixmanBlurMillisecondsP50, result.segueBlurMillisecondsP50) = compareBlurs(
        frames: min(frames, 120), source: source, material: material)
    }
    return result
  }

  /// The q-quantile (nearest rank) of unsorted values.
  static func quantile(_ values: [Double], _ q: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[min(max(Int((q * Double(sorted.count - 1)).rounded()), 0), sorted.count - 1)]
  }

  /// Median of 200 `memcpy`s of a frame-sized buffer (after 10 warm-ups).
  static func memcpyMilliseconds(width: Int, height: Int) -> Double {
    let bytes = width * height * 4
    let from = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    let to = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    defer {
      from.deallocate()
      to.deallocate()
    }
    from.initializeMemory(as: UInt8.self, repeating: 7, count: bytes)
    to.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    var times: [Double] = []
    for round in 0..<210 {
      let start = DispatchTime.now().uptimeNanoseconds
      memcpy(to, from, bytes)
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      if round >= 10 { times.append(elapsed) }
    }
    return quantile(times, 0.5)
  }

  /// Single-threaded draw of the kind's moving layer: pixman bilinear, then the sampler
  /// (its reference path for a `-reference` kind; `sourceIsOpaque` is not set, so opaque
  /// layers are blended as by pixman).
  static func compareDraws(kind: Kind, frames: Int, source: CachingRasterSource) -> (Double, Double) {
    let width = Int(pointWidth) * scale
    let height = Int(pointHeight) * scale
    let destination = Bitmap(width: width, height: height, scale: scale)
    let clip = PixelRect(width: width, height: height)
    var pixmanTimes: [Double] = []
    var segueTimes: [Double] = []
    for frame in 0..<frames {
      let frameTree = tree(kind: kind, progress: Double(frame) / Double(max(frames - 1, 1)))
      guard let layer = frameTree.root.sublayers.last,
        let raster = source.appearanceRaster(for: layer, scale: scale)
      else { continue }
      let s = Double(scale)
      let placement = ProjectiveTransform(scaleX: 1 / s, y: 1 / s).concatenating(layer.transform)
        .concatenating(ProjectiveTransform(scaleX: s, y: s))
      destination.fill(0xff80_8080)
      var start = DispatchTime.now().uptimeNanoseconds
      PixmanCompositing.drawOverBilinear(
        source: raster.bitmap, transform: placement, alpha: layer.opacity, into: destination,
        clip: clip)
      pixmanTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      destination.fill(0xff80_8080)
      var sampler = BilinearSampler(
        source: raster.bitmap, transform: placement, alpha: layer.opacity)
      sampler?.usesReferenceKernels = kind.usesReferenceSampler
      start = DispatchTime.now().uptimeNanoseconds
      sampler?.drawOver(into: destination, clip: clip)
      segueTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return (quantile(pixmanTimes, 0.5), quantile(segueTimes, 0.5))
  }

  /// The render tree of `kind` at `progress` 0…1 (tests use a smaller `scale`).
  package static func tree(kind: Kind, progress: Double, scale: Int = RenderBenchmark.scale)
    -> RenderTree
  {
    let w = pointWidth
    let h = pointHeight
    let s = Double(scale)
    var sublayers: [RenderLayer] = []
    switch kind.scene {
    case .push, .slide:
      let snaps = kind.scene == .push
      func snapped(_ points: Double) -> Double { snaps ? (points * s).rounded() / s : points }
      let from = RenderLayer(
        id: CachingRasterSource.pageA, width: w, height: h,
        transform: ProjectiveTransform(translationX: snapped(-0.3 * w * progress), y: 0))
      let dim = RenderLayer(
        id: 2, width: w, height: h,
        appearance: LayerAppearance(
          backgroundColor: RenderColor(red: 0, green: 0, blue: 0, alpha: 0.1)))
      let to = RenderLayer(
        id: CachingRasterSource.pageB, width: w, height: h,
        transform: ProjectiveTransform(translationX: snapped(w * (1 - progress)), y: 0),
        shadow: LayerShadow(opacity: 0.3, radius: 6, offsetX: -3, offsetY: 0))
      sublayers = [from, dim, to]
    case .rotate:
      let angle = 0.5 + 0.05 * sin(2 * Double.pi * progress)
      let rotation = ProjectiveTransform(translationX: -w / 2, y: -h / 2)
        .concatenating(
          ProjectiveTransform(
            a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
        )
        .concatenating(ProjectiveTransform(translationX: w / 2, y: h / 2))
      sublayers = [
        RenderLayer(id: CachingRasterSource.pageA, width: w, height: h),
        RenderLayer(
          id: CachingRasterSource.pageB, width: w, height: h, transform: rotation, opacity: 0.6),
      ]
    case .blur, .blurStart:
      sublayers =
        tree(kind: .push, progress: progress, scale: scale).root.sublayers + [
          RenderLayer(id: 4, width: w, height: h, backdrop: kind.material ?? systemMaterial)
        ]
    case .pushReference, .slideReference, .rotateReference, .flipReference:
      break  // never: `scene` is a drawn kind
    case .reveal: sublayers = VectorBenchmarkScenes.reveal(progress: progress, width: w, height: h)
    case .stroke: sublayers = VectorBenchmarkScenes.stroke(progress: progress, width: w, height: h)
    case .flip:
      let angle = (60 + 5 * sin(2 * Double.pi * progress)) * Double.pi / 180
      sublayers = [
        RenderLayer(id: CachingRasterSource.pageA, width: w, height: h),
        RenderLayer(
          id: CachingRasterSource.pageB, width: w, height: h,
          transform: perspectiveRotationY(
            angle: angle, m34: -1 / 500, anchorX: w / 2, anchorY: h / 2)),
      ]
    }
    return RenderTree(
      width: w, height: h, scale: scale, backgroundColor: .white,
      root: RenderLayer(id: 0, width: w, height: h, sublayers: sublayers))
  }

  /// Core Animation's `CATransform3DRotate(m34-perspective, angle, 0, 1, 0)` about the
  /// anchor (anchorX, anchorY) points, flattened for z = 0 to rows/columns 1, 2, 4:
  /// M = T(−anchor) · R_y(angle) · P(m34) · T(anchor) in 4×4 row-vector form, where
  /// R_y has m11 = cos, m13 = −sin, m31 = sin, m33 = cos (`CATransform3DMakeRotation`) and P
  /// is the identity with m34 set. For z = 0 the product's 3×3 is
  /// [[cos, 0, −sin·m34], [0, 1, 0], [·, ·, ·]] with the anchor translations applied.
  package static func perspectiveRotationY(
    angle: Double, m34: Double, anchorX: Double, anchorY: Double
  ) -> ProjectiveTransform {
    // Rows of R_y · P restricted to inputs with z = 0 and to output columns x, y, w:
    // [x y 0 1] · R_y = (x cos, y, −x sin, 1); then P: w = 1 + z · m34 = 1 − x sin · m34.
    let c = cos(angle)
    let s = sin(angle)
    let rotation = ProjectiveTransform(
      m11: c, m12: 0, m13: -s * m34, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    return ProjectiveTransform(translationX: -anchorX, y: -anchorY).concatenating(rotation)
      .concatenating(ProjectiveTransform(translationX: anchorX, y: anchorY))
  }
}

/// The benchmark's raster source: each page layer's content (a vertical gradient with table
/// rows) and each shadow is rasterized once and kept, like the real content cache keyed by
/// layer id; `rasterizations` counts the times a new raster was produced.
package final class CachingRasterSource: PreparingLayerRasterSource {
  package static let pageA: UInt64 = 1
  package static let pageB: UInt64 = 3
  /// Rasters produced so far (cache misses).
  package private(set) var rasterizations = 0
  /// Every other layer (the vector kinds' shapes) is drawn by the real content cache.
  package let contentCache = ContentCache()
  private var appearances: [UInt64: LayerRaster] = [:]
  private var shadows: [UInt64: LayerRaster] = [:]

  package init() {}

  package func needsAppearanceRaster(for layer: RenderLayer, scale: Int) -> Bool {
    guard layer.id == Self.pageA || layer.id == Self.pageB else {
      return contentCache.needsAppearanceRaster(for: layer, scale: scale)
    }
    return appearances[layer.id]?.bitmap.width != Int((layer.width * Double(scale)).rounded())
  }

  package func needsShadowRaster(for layer: RenderLayer, scale: Int) -> Bool {
    layer.shadow != nil && shadows[layer.id]?.bitmap.scale != scale
  }

  /// Pages and shadows are drawn here one by one; the other layers' rasters by the content
  /// cache on the compositor's threads, as the window's are.
  package func prepareRasters(
    appearances requested: [RenderLayer], shadows requestedShadows: [RenderLayer], scale: Int, threadCount: Int
  ) {
    var drawnByCache: [RenderLayer] = []
    for layer in requested {
      if layer.id == Self.pageA || layer.id == Self.pageB {
        _ = appearanceRaster(for: layer, scale: scale)
      } else {
        drawnByCache.append(layer)
      }
    }
    for layer in requestedShadows { _ = shadowRaster(for: layer, scale: scale) }
    contentCache.prepareRasters(appearances: drawnByCache, shadows: [], scale: scale, threadCount: threadCount)
  }

  package func appearanceRaster(for layer: RenderLayer, scale: Int) -> LayerRaster? {
    guard layer.id == Self.pageA || layer.id == Self.pageB else {
      return contentCache.appearanceRaster(for: layer, scale: scale)
    }
    if let cached = appearances[layer.id],
      cached.bitmap.width == Int((layer.width * Double(scale)).rounded())
    {
      return cached
    }
    rasterizations += 1
    let width = Int((layer.width * Double(scale)).rounded())
    let height = Int((layer.height * Double(scale)).rounded())
    let bitmap = Bitmap(width: width, height: height, scale: scale)
    let (top, bottom): (RenderColor, RenderColor) =
      layer.id == Self.pageA
      ? (
        RenderColor(red: 0.95, green: 0.96, blue: 1),
        RenderColor(red: 0.75, green: 0.82, blue: 0.95)
      )
      : (
        RenderColor(red: 1, green: 0.97, blue: 0.9), RenderColor(red: 0.93, green: 0.72, blue: 0.55)
      )
    let rowHeight = 44 * scale
    for y in 0..<height {
      let t = Double(y) / Double(max(height - 1, 1))
      var color = RenderColor(
        red: top.red + (bottom.red - top.red) * t,
        green: top.green + (bottom.green - top.green) * t,
        blue: top.blue + (bottom.blue - top.blue) * t)
      if y % rowHeight == rowHeight - 1 { color = RenderColor(red: 0.6, green: 0.6, blue: 0.65) }
      bitmap.row(y).update(repeating: color.premultipliedARGB32)
      // A darker "label" block in each row keeps the content from being a pure gradient.
      let row = bitmap.row(y)
      if y % rowHeight > rowHeight / 3 && y % rowHeight < 2 * rowHeight / 3 {
        for x in (16 * scale)..<min(width, 200 * scale) { row[x] = 0xff30_3848 }
      }
    }
    let raster = LayerRaster(bitmap: bitmap)
    appearances[layer.id] = raster
    return raster
  }

  /// A Gaussian-blurred rectangle (σ = radius / 2, separable: the product of two 1-D
  /// erf edge profiles), in the shadow's colour and opacity, with a 3σ margin.
  package func shadowRaster(for layer: RenderLayer, scale: Int) -> LayerRaster? {
    guard let shadow = layer.shadow else { return nil }
    if let cached = shadows[layer.id], cached.bitmap.scale == scale { return cached }
    rasterizations += 1
    let s = Double(scale)
    let sigma = max(shadow.radius / 2, 0.01) * s
    let margin = (3 * sigma).rounded(.up)
    let innerWidth = layer.width * s
    let innerHeight = layer.height * s
    let width = Int(innerWidth + 2 * margin)
    let height = Int(innerHeight + 2 * margin)
    func profile(_ count: Int, inner: Double) -> [Double] {
      (0..<count).map { index in
        let x = Double(index) + 0.5 - margin
        return 0.5
          * (erf(x / (sigma * 2.0.squareRoot())) - erf((x - inner) / (sigma * 2.0.squareRoot())))
      }
    }
    let columns = profile(width, inner: innerWidth)
    let rows = profile(height, inner: innerHeight)
    let bitmap = Bitmap(width: width, height: height, scale: scale)
    let alpha = min(max(shadow.opacity * shadow.color.alpha, 0), 1)
    for y in 0..<height {
      let row = bitmap.row(y)
      for x in 0..<width {
        var color = shadow.color
        color.alpha = alpha * rows[y] * columns[x]
        row[x] = color.premultipliedARGB32
      }
    }
    let raster = LayerRaster(bitmap: bitmap, originX: -margin / s, originY: -margin / s)
    shadows[layer.id] = raster
    return raster
  }
}
