import Dispatch
import Foundation

/// Composites a `RenderTree` into a bitmap: Segue's software compositor (docs/architecture.md, "One
/// frame", step 7).
///
/// A frame is done in two phases:
/// 1. **Build** (calling thread): the tree is walked depth-first; each layer's accumulated
///    transform (its `transform` concatenated up to the root, then × the tree's scale) places
///    its shadow raster (offset by `shadow.offsetX/Y` points, below the layer), its
///    appearance raster (at the raster's origin in layer points) and then its sublayers. The
///    raster source is only called here. Every draw becomes a step clipped to the device
///    rect of its transformed bounds; group opacity and non-rectangular `masksToBounds` make
///    offscreen groups. Then hidden steps are culled and dimming layers folded
///    (`DrawListOptimizer`).
/// 2. **Execute**: the frame's rows are split into bands run with
///    `DispatchQueue.concurrentPerform`. Every pixel's value depends only on the steps and
///    its own position (sampler rows restart from exact coordinates, pixman is only used for
///    fills and whole-pixel blits), so the output is byte-identical for any band split.
///
/// Fast paths: whole-pixel translations — within 1/256 px, see `FrameBuilder.snapTolerance`
/// — are pixman blits (SRC for an opaque raster at alpha 1, OVER otherwise); everything else
/// goes through `BilinearSampler` (fractional translations on its translated-row path,
/// other affine and projective transforms gathered four pixels at a time; opaque rasters at
/// alpha 1 are written rather than blended inside). Layers with a singular transform, or entirely behind the eye, are skipped.
///
/// Not thread-safe: use one compositor from one queue (it keeps per-bitmap opacity facts
/// and a pool of group bitmaps between frames).
package final class Compositor {
  /// Worker threads for the execute phase (1 = on the calling thread only).
  package var threadCount: Int
  /// Cull steps hidden under opaque layers and fold dimming layers (output is identical
  /// either way; off is for tests and measurements).
  package var cullsHiddenDraws = true
  /// Places layers drawn 1:1 (their accumulated transform is a translation at the tree's
  /// scale) at whole device pixels, rounding each such layer's origin to the nearest pixel
  /// (ties towards +∞) from the root down, so a child keeps a constant offset from its
  /// parent while both move. Such layers are then copied, not filtered: a sliding page
  /// costs a `memcpy`-class blit instead of a bilinear pass (about 11× less in
  /// `segue bench render`, `push` against `slide`), and stays sharp while it moves.
  ///
  /// This is the policy of docs/rendering-notes.md §5.2 (cairo reduces
  /// pixel-exact matrices to a blit; darktable#3957: snap layer origins to device pixels).
  /// Core Animation on iOS filters a layer at a fractional position instead, which is why
  /// UIKit lays views out on pixel boundaries; while a layer moves the difference is at
  /// most half a device pixel of position. Rotated, scaled and perspective layers are never
  /// snapped. Off draws fractional translations with the bilinear sampler.
  package var snapsTranslationsToPixels = true
  /// Draws sampled layers with the original per-pixel sampler (`BilinearSampler`'s
  /// reference path) and without snapping near-whole-pixel offsets: the "before" of
  /// `RenderBenchmark`'s `-reference` kinds. Not for rendering.
  package var usesReferenceSampler = false
  /// What the last `render` did.
  package private(set) var statistics = FrameStatistics()

  /// Counts of the last frame's steps.
  package struct FrameStatistics: Sendable, Equatable {
    /// Steps executed (fills, blits, sampled draws, groups, dims), groups' insides included.
    package var draws = 0
    /// Steps removed because opaque layers hid them entirely.
    package var culled = 0
    /// Steps whose rect was reduced by occlusion.
    package var trimmed = 0
    /// Dimming layers folded into the blit below.
    package var folded = 0
    /// Offscreen groups.
    package var groups = 0
    /// Bilinear (Swift sampler) draws.
    package var sampled = 0
    /// Rasters the source lacked at the start of the frame (drawn together on the worker
    /// threads).
    package var preparedRasters = 0
    /// Backdrop filters (visual effect views' blurs), groups' insides included.
    package var backdrops = 0
    /// Layers composited through a shape mask's path (`PathMaskDraw`), groups' insides
    /// included.
    package var pathMasks = 0
  }

  private var bitmapFacts: [ObjectIdentifier: BitmapFacts] = [:]
  /// Storage for offscreen groups free to take this frame (those the last frame used).
  private var groupPool: [Bitmap] = []
  /// Storage this frame's groups view.
  private var groupsInUse: [Bitmap] = []

  /// What one scan of a raster found (a raster's pixels change only with its
  /// `contentVersion`).
  private struct BitmapFacts {
    weak var bitmap: Bitmap?
    let version: Int
    /// Every pixel has alpha 255.
    let isOpaque: Bool
    /// The one word every pixel holds, when they all hold the same.
    let uniformWord: UInt32?
  }

  /// - Parameter threadCount: workers for the execute phase; defaults to the active cores.
  package init(threadCount: Int = ProcessInfo.processInfo.activeProcessorCount) {
    self.threadCount = max(threadCount, 1)
  }

  /// Composites `tree` into `bitmap` (premultiplied ARGB32, normally
  /// `tree.pixelWidth × tree.pixelHeight`; a bitmap of another size receives the part of the
  /// frame that fits, from its top-left corner).
  ///
  /// The whole bitmap inside the frame is overwritten: cleared to `tree.backgroundColor`,
  /// then every layer back to front.
  package func render(_ tree: RenderTree, source: LayerRasterSource, into bitmap: Bitmap) {
    let frame = PixelRect(width: tree.pixelWidth, height: tree.pixelHeight)
      .intersection(PixelRect(width: bitmap.width, height: bitmap.height))
    statistics = FrameStatistics()
    // Last frame's group bitmaps become free; those this frame does not take are dropped.
    groupPool = groupsInUse
    groupsInUse = []
    guard !frame.isEmpty else { return }
    let scale = Double(max(tree.scale, 1))
    let root = ProjectiveTransform(scaleX: scale, y: scale)
    if threadCount > 1, let preparing = source as? PreparingLayerRasterSource {
      prepareRasters(tree, source: preparing, root: root, clip: frame)
    }
    var builder = FrameBuilder(compositor: self, source: source, scale: tree.scale)
    var ops = [
      DrawOp(rect: frame, coverRect: .empty, kind: .fill(tree.backgroundColor.premultipliedARGB32))
    ]
    builder.visit(tree.root, parent: root, clip: frame, into: &ops)
    var optimizerStatistics = DrawListOptimizer.Statistics()
    if cullsHiddenDraws {
      DrawListOptimizer.optimize(&ops, statistics: &optimizerStatistics)
      for group in builder.layerSpaceGroups { DrawListOptimizer.optimize(&group.ops, statistics: &optimizerStatistics) }
    }
    statistics.culled = optimizerStatistics.culled
    statistics.trimmed = optimizerStatistics.trimmed
    statistics.folded = optimizerStatistics.folded
    count(ops)
    statistics.groups += builder.layerSpaceGroups.count
    for group in builder.layerSpaceGroups { count(group.ops) }
    groupPool = []

    runLayerSpaceGroups(builder.layerSpaceGroups)
    execute(ops, target: PixelTarget(bitmap), frame: frame)
  }

  /// Runs `program` split into row bands on the worker threads.
  func runBands(_ program: [DrawOp], target: PixelTarget, frame: PixelRect) {
    let bandCount = threadCount <= 1 ? 1 : min(threadCount * 4, frame.height)
    if bandCount <= 1 {
      FrameExecutor.run(program, target: target, clip: frame)
    } else {
      let rows = frame.height
      DispatchQueue.concurrentPerform(iterations: bandCount) { band in
        let top = frame.minY + rows * band / bandCount
        let bottom = frame.minY + rows * (band + 1) / bandCount
        FrameExecutor.run(
          program, target: target,
          clip: PixelRect(minX: frame.minX, minY: top, maxX: frame.maxX, maxY: bottom))
      }
    }
  }

  /// The request walk: learns which rasters this frame needs and the source lacks, and has
  /// the source draw them on the worker threads (a source may split a single one among
  /// them: `ContentCache` does for a shape drawn on). Pixels are the same either way.
  private func prepareRasters(
    _ tree: RenderTree, source: PreparingLayerRasterSource, root: ProjectiveTransform,
    clip: PixelRect
  ) {
    // Most frames lack nothing: a scan of the cache (no transforms, no clipping) says so
    // before the walk, which then runs only when some drawn layer may miss.
    guard Self.mayMissRaster(tree.root, source: source, scale: tree.scale) else { return }
    let recorder = RasterRequestRecorder(source: source)
    var walk = FrameBuilder(
      compositor: self, source: recorder, scale: tree.scale, collectsRequestsOnly: true)
    var ignored: [DrawOp] = []
    walk.visit(tree.root, parent: root, clip: clip, into: &ignored)
    statistics.preparedRasters = recorder.missCount
    guard recorder.missCount > 0 else { return }
    source.prepareRasters(
      appearances: recorder.appearances, shadows: recorder.shadows, scale: tree.scale,
      threadCount: threadCount)
  }

  /// Whether a layer that is not transparent, or one below it, lacks its raster in `source`
  /// (off-screen layers included: the walk then decides).
  private static func mayMissRaster(
    _ layer: RenderLayer, source: PreparingLayerRasterSource, scale: Int
  ) -> Bool {
    guard layer.opacity > 0 else { return false }
    if source.needsAppearanceRaster(for: layer, scale: scale)
      || source.needsShadowRaster(for: layer, scale: scale)
    {
      return true
    }
    if let mask = layer.mask, mayMissRaster(mask.layer, source: source, scale: scale) { return true }
    return layer.sublayers.contains { mayMissRaster($0, source: source, scale: scale) }
  }

  private func count(_ ops: [DrawOp]) {
    for op in ops {
      statistics.draws += 1
      switch op.kind {
      case .group(let group):
        statistics.groups += 1
        count(group.ops)
        if let mask = group.layerMask {
          statistics.groups += 1
          count(mask.ops)
        }
      case .pathMask(let draw):
        statistics.pathMasks += 1
        if case .group(let group) = draw.source {
          statistics.groups += 1
          count(group.ops)
        }
      case .sample: statistics.sampled += 1
      case .backdrop: statistics.backdrops += 1
      default: break
      }
    }
  }

  /// Whether every pixel of `bitmap` has alpha 255; remembered per bitmap instance and
  /// content version.
  func isOpaque(_ bitmap: Bitmap) -> Bool { facts(bitmap).isOpaque }

  /// The word every pixel of `bitmap` holds, or nil when they differ (a page's plain
  /// background raster is uniform; then the sampler fills its interior instead of filtering
  /// it). Remembered per bitmap instance.
  func uniformWord(_ bitmap: Bitmap) -> UInt32? { facts(bitmap).uniformWord }

  private func facts(_ bitmap: Bitmap) -> BitmapFacts {
    let key = ObjectIdentifier(bitmap)
    if let facts = bitmapFacts[key], facts.bitmap === bitmap, facts.version == bitmap.contentVersion { return facts }
    if bitmapFacts.count > 4096 { bitmapFacts = bitmapFacts.filter { $0.value.bitmap != nil } }
    var all: UInt32 = 0xff00_0000
    let first = bitmap.row(0)[0]
    var uniform = true
    for y in 0..<bitmap.height {
      var differs: UInt32 = 0
      for pixel in bitmap.row(y) {
        all &= pixel
        differs |= pixel ^ first
      }
      uniform = uniform && differs == 0
      // Neither opaque nor uniform: the rest of the rows cannot change either answer.
      if !uniform && all & 0xff00_0000 != 0xff00_0000 { break }
    }
    let facts = BitmapFacts(
      bitmap: bitmap, version: bitmap.contentVersion, isOpaque: all & 0xff00_0000 == 0xff00_0000,
      uniformWord: uniform ? first : nil)
    bitmapFacts[key] = facts
    return facts
  }

  /// A bitmap for an offscreen group: a view of the smallest free pooled bitmap that holds
  /// `width × height` (the last frame's group storage), or of a new one with room to grow
  /// (sides rounded up to 64 px), so a group that changes size from frame to frame — a
  /// layer scaling or sliding in — reuses memory instead of allocating and clearing a new
  /// bitmap. Its pixels are stale: the group's first step clears its rect, and nothing
  /// reads outside it.
  func groupBitmap(width: Int, height: Int) -> Bitmap {
    var best: Int?
    for (index, candidate) in groupPool.enumerated()
    where candidate.width >= width && candidate.height >= height {
      if let current = best,
        groupPool[current].width * groupPool[current].height
          <= candidate.width * candidate.height
      {
        continue
      }
      best = index
    }
    let storage: Bitmap
    if let best {
      storage = groupPool.remove(at: best)
    } else {
      let round = { (side: Int) in (max(side, 1) + 63) / 64 * 64 }
      storage = Bitmap(width: round(width), height: round(height))
    }
    groupsInUse.append(storage)
    return Bitmap(viewing: storage, width: width, height: height)
  }
}

/// Phase 1 of `Compositor.render`: turns layers into draw steps.
struct FrameBuilder {
  let compositor: Compositor
  let source: LayerRasterSource
  let scale: Int
  /// The request walk (`Compositor.prepareRasters`): the same descent, but no group
  /// bitmaps are taken, since its steps are thrown away.
  var collectsRequestsOnly = false
  /// Groups composited in their layer's space, sampled by steps of this frame: run before
  /// the frame's steps, inner ones first (`LayerSpaceGroup.swift`).
  var layerSpaceGroups: [GroupDraw] = []

  /// Appends the steps of `layer` and its sublayers.
  ///
  /// - Parameters:
  ///   - parent: the parent's local points → device pixels.
  ///   - clip: device pixels the layer may touch (the frame, narrowed by ancestors'
  ///     rectangular `masksToBounds`).
  mutating func visit(
    _ layer: RenderLayer, parent: ProjectiveTransform, clip: PixelRect, into ops: inout [DrawOp]
  ) {
    guard layer.opacity > 0, !clip.isEmpty else { return }
    if let mask = layer.mask {
      visitMasked(layer, mask: mask.layer, parent: parent, clip: clip, into: &ops)
      return
    }
    var m = layer.transform.concatenating(parent)
    guard m.isFinite, m.inverted() != nil else { return }
    if snaps { m = Self.pixelAligned(m, scale: Double(scale)) }
    let opacity = min(layer.opacity, 1)
    var clip = clip
    var mask: ClipMask?
    if layer.masksToBounds {
      if layer.appearance.cornerRadius <= 0,
        let rect = Self.axisAlignedRect(m, width: layer.width, height: layer.height)
      {
        clip = clip.intersection(
          PixelRect(
            minX: Int(rect.x0.rounded()), minY: Int(rect.y0.rounded()),
            maxX: Int(rect.x1.rounded()),
            maxY: Int(rect.y1.rounded())))
      } else {
        guard let inverse = m.inverted() else { return }
        let corners = BilinearSampler.project(
          [(0, 0), (layer.width, 0), (layer.width, layer.height), (0, layer.height)], through: m)
        guard let box = Self.boundingRect(corners) else { return }
        clip = clip.intersection(box)
        mask = ClipMask(
          inverse: inverse, width: layer.width, height: layer.height,
          cornerRadius: layer.appearance.cornerRadius, roundedCorners: layer.appearance.roundedCorners,
          pixelsPerPoint: Self.pixelsPerPoint(m, x: layer.width / 2, y: layer.height / 2),
          continuousCorners: layer.appearance.continuousCorners)
      }
      guard !clip.isEmpty else { return }
    }

    let layer = Self.limitingShapeRaster(layer, m: m, clip: clip)
    let solidRect = Self.solidRect(layer, m)
    let shadow = layer.shadow.flatMap {
      $0.opacity > 0 ? source.shadowRaster(for: layer, scale: scale) : nil
    }
    let appearance = solidRect == nil ? source.appearanceRaster(for: layer, scale: scale) : nil
    let ownDraws = (shadow != nil ? 1 : 0) + (solidRect != nil || appearance != nil ? 1 : 0)
    let needsGroup = mask != nil || (opacity < 1 && (ownDraws > 1 || !layer.sublayers.isEmpty))
    if needsGroup, drawsGroupInLayerSpace(layer, m: m, hasClipMask: mask != nil) {
      appendLayerSpaceGroup(layer, m: m, opacity: opacity, clip: clip, into: &ops)
      return
    }
    let alpha = needsGroup ? 1 : opacity
    // A backdrop lies under the layer's own drawing, outside its group (it reads what is
    // behind the layer; docs/uikit-behaviour-drawing.md §12.3).
    let backdrop = backdropOp(layer, m: m, clip: clip, opacity: opacity)
    if needsGroup, let backdrop { ops.append(backdrop) }

    var local: [DrawOp] = []
    if let shadow, let offset = layer.shadow {
      append(
        raster: shadow, dx: offset.offsetX, dy: offset.offsetY, m: m, alpha: alpha, clip: clip,
        into: &local)
    }
    if !needsGroup, let backdrop { local.append(backdrop) }
    if let solidRect, let color = layer.appearance.backgroundColor {
      var faded = color
      faded.alpha = min(max(color.alpha, 0), 1) * alpha
      let word = faded.premultipliedARGB32
      let rect = solidRect.intersection(clip)
      if word >> 24 == 255 {
        local.append(DrawOp(rect: rect, coverRect: rect, kind: .fill(word)))
      } else if word != 0 {
        local.append(DrawOp(rect: rect, coverRect: .empty, kind: .solid(word)))
      }
    } else if let appearance {
      append(raster: appearance, dx: 0, dy: 0, m: m, alpha: alpha, clip: clip, into: &local)
    }
    for sublayer in layer.sublayers {
      visit(sublayer, parent: m, clip: clip, into: &local)
    }
    local.removeAll { $0.rect.isEmpty }

    guard needsGroup else {
      ops.append(contentsOf: local)
      return
    }
    guard let first = local.first, !collectsRequestsOnly else { return }
    var extent = first.rect
    for op in local.dropFirst() {
      extent = PixelRect(
        minX: min(extent.minX, op.rect.minX), minY: min(extent.minY, op.rect.minY),
        maxX: max(extent.maxX, op.rect.maxX), maxY: max(extent.maxY, op.rect.maxY))
    }
    extent = extent.intersection(clip)
    guard !extent.isEmpty else { return }
    let bitmap = compositor.groupBitmap(width: extent.width, height: extent.height)
    let group = GroupDraw(
      bitmap: bitmap, rect: extent,
      ops: [DrawOp(rect: extent, coverRect: .empty, kind: .fill(0))] + local,
      alpha: UInt16((opacity * 255).rounded()), mask: mask)
    ops.append(DrawOp(rect: extent, coverRect: .empty, kind: .group(group)))
  }

  /// Appends the step drawing `raster` placed at its origin + (dx, dy) points in the layer.
  func append(
    raster: LayerRaster, dx: Double, dy: Double, m: ProjectiveTransform, alpha: Double,
    clip: PixelRect,
    into ops: inout [DrawOp]
  ) {
    let bitmap = raster.bitmap
    let alpha8 = UInt16(min(max((alpha * 255).rounded(), 0), 255))
    guard bitmap.width > 0, bitmap.height > 0, alpha8 > 0 else { return }
    let s = Double(scale)
    let placement = ProjectiveTransform(
      a: raster.pointsPerPixel?.x ?? 1 / s, b: 0, c: 0, d: raster.pointsPerPixel?.y ?? 1 / s,
      tx: raster.originX + dx, ty: raster.originY + dy
    ).concatenating(m)
    guard placement.isFinite else { return }
    let reference = compositor.usesReferenceSampler
    if let (x, y) = Self.wholePixelOffset(
      snaps ? Self.pixelAligned(placement, scale: 1) : placement,
      tolerance: reference ? 1e-6 : Self.snapTolerance)
    {
      let rect = PixelRect(x: x, y: y, width: bitmap.width, height: bitmap.height).intersection(
        clip)
      guard !rect.isEmpty else { return }
      let opaque = compositor.isOpaque(bitmap)
      let cover = opaque && alpha8 == 255 ? rect : .empty
      ops.append(
        DrawOp(
          rect: rect, coverRect: cover,
          kind: .blit(bitmap, dx: x, dy: y, alpha: alpha8, opaque: opaque, dim: nil)))
      return
    }
    guard var sampler = BilinearSampler(source: bitmap, transform: placement, alpha: alpha) else {
      return
    }
    if reference {
      sampler.usesReferenceKernels = true
    } else {
      if alpha8 == 255 { sampler.sourceIsOpaque = compositor.isOpaque(bitmap) }
      sampler.uniformWord = compositor.uniformWord(bitmap)
    }
    let rect = sampler.bounds.intersection(clip)
    guard !rect.isEmpty else { return }
    var cover = PixelRect.empty
    if alpha8 == 255,
      let box = Self.axisAlignedRect(
        placement, width: Double(bitmap.width), height: Double(bitmap.height)),
      compositor.isOpaque(bitmap)
    {
      // Pixels whose four taps all lie inside the raster, one more pixel in for safety.
      let insetX = 0.5 * (box.x1 - box.x0) / Double(bitmap.width)
      let insetY = 0.5 * (box.y1 - box.y0) / Double(bitmap.height)
      cover = PixelRect(
        minX: Int((box.x0 + insetX).rounded(.up)) + 1,
        minY: Int((box.y0 + insetY).rounded(.up)) + 1,
        maxX: Int((box.x1 - insetX).rounded(.down)) - 1,
        maxY: Int((box.y1 - insetY).rounded(.down)) - 1
      ).intersection(rect)
    }
    ops.append(DrawOp(rect: rect, coverRect: cover, kind: .sample(sampler)))
  }

  /// Whether this frame snaps 1:1 translations (`Compositor.snapsTranslationsToPixels`,
  /// never with the reference sampler).
  var snaps: Bool { compositor.snapsTranslationsToPixels && !compositor.usesReferenceSampler }

  /// `t` with its translation rounded to whole device pixels (⌊x + ½⌋, so ties round the
  /// same way everywhere on screen) when `t` maps points to pixels 1:1 at `scale` — no
  /// rotation, skew or perspective, both axes scaled by exactly `scale`; `t` otherwise.
  static func pixelAligned(_ t: ProjectiveTransform, scale: Double) -> ProjectiveTransform {
    let tolerance = 1e-9
    guard t.m13 == 0, t.m23 == 0, abs(t.m33 - 1) < tolerance, abs(t.m12) < tolerance,
      abs(t.m21) < tolerance, abs(t.m11 - scale) < tolerance, abs(t.m22 - scale) < tolerance,
      abs(t.m31) < 1e9, abs(t.m32) < 1e9
    else { return t }
    var aligned = t
    aligned.m31 = (t.m31 + 0.5).rounded(.down)
    aligned.m32 = (t.m32 + 0.5).rounded(.down)
    return aligned
  }

  /// Offsets closer than this to whole pixels are snapped to them (drawn as blits).
  ///
  /// Below 1/256 px the sampler's 8-bit weights put at most 1/256 of a neighbour into a
  /// pixel (an offset of +ε gives fraction 255/256 towards the next pixel, −ε gives 0), so
  /// the blit differs from the bilinear draw by at most 1 per channel — while it costs a
  /// `memcpy`-class pixman blit instead of a bilinear pass, and lets an opaque layer cover
  /// what lies below it. Animations settle through such offsets on their last frames.
  static let snapTolerance = 1.0 / 256

  /// (x, y) when `t` is a translation by whole pixels (within `tolerance` px), nil
  /// otherwise.
  static func wholePixelOffset(_ t: ProjectiveTransform, tolerance offsetTolerance: Double = 1e-6)
    -> (Int, Int)?
  {
    let tolerance = 1e-9
    guard t.m13 == 0, t.m23 == 0, abs(t.m33 - 1) < tolerance, abs(t.m11 - 1) < tolerance,
      abs(t.m22 - 1) < tolerance,
      abs(t.m12) < tolerance, abs(t.m21) < tolerance, abs(t.m31) < 1e9, abs(t.m32) < 1e9
    else { return nil }
    let x = t.m31.rounded()
    let y = t.m32.rounded()
    guard abs(t.m31 - x) < offsetTolerance, abs(t.m32 - y) < offsetTolerance else { return nil }
    return (Int(x), Int(y))
  }

  /// The device rect of (0, 0)–(width, height) when `t` keeps it axis-aligned (scale and
  /// translation only, positive scales).
  static func axisAlignedRect(_ t: ProjectiveTransform, width: Double, height: Double) -> (
    x0: Double, y0: Double, x1: Double, y1: Double
  )? {
    guard t.isAffine, t.m12 == 0, t.m21 == 0, t.m11 > 0, t.m22 > 0 else { return nil }
    let x0 = t.m31
    let y0 = t.m32
    let x1 = t.m31 + width * t.m11
    let y1 = t.m32 + height * t.m22
    let limit = 1e9
    guard abs(x0) < limit, abs(y0) < limit, abs(x1) < limit, abs(y1) < limit else { return nil }
    return (x0, y0, x1, y1)
  }

  /// The whole-pixel device rect of a layer that is only a background colour (no contents,
  /// border, corner radius) and lands on whole pixels axis-aligned: drawn as a fill without
  /// asking the raster source.
  static func solidRect(_ layer: RenderLayer, _ m: ProjectiveTransform) -> PixelRect? {
    let appearance = layer.appearance
    guard appearance.backgroundColor != nil, appearance.contents == nil,
      appearance.cornerRadius <= 0,
      appearance.borderWidth <= 0 || appearance.borderColor.alpha <= 0,
      let box = axisAlignedRect(m, width: layer.width, height: layer.height)
    else { return nil }
    let edges = [box.x0, box.y0, box.x1, box.y1].map { $0.rounded() }
    guard abs(edges[0] - box.x0) < 1e-6, abs(edges[1] - box.y0) < 1e-6,
      abs(edges[2] - box.x1) < 1e-6,
      abs(edges[3] - box.y1) < 1e-6
    else { return nil }
    return PixelRect(
      minX: Int(edges[0]), minY: Int(edges[1]), maxX: Int(edges[2]), maxY: Int(edges[3]))
  }

  /// The whole pixels touched by a polygon (nil for none or for absurd coordinates).
  static func boundingRect(_ points: [(x: Double, y: Double)]) -> PixelRect? {
    guard points.count >= 3 else { return nil }
    let limit = 1e9
    let xs = points.map { min(max($0.x, -limit), limit) }
    let ys = points.map { min(max($0.y, -limit), limit) }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return nil
    }
    return PixelRect(
      minX: Int(minX.rounded(.down)), minY: Int(minY.rounded(.down)), maxX: Int(maxX.rounded(.up)),
      maxY: Int(maxY.rounded(.up)))
  }

  /// Device pixels per layer point near (x, y): √ of the area scale of a unit square there.
  static func pixelsPerPoint(_ m: ProjectiveTransform, x: Double, y: Double) -> Double {
    guard let o = m.apply(x: x, y: y), let a = m.apply(x: x + 1, y: y),
      let b = m.apply(x: x, y: y + 1)
    else {
      return 1
    }
    let area = abs((a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x))
    return area > 0 ? area.squareRoot() : 1
  }
}

extension ProjectiveTransform {
  /// True when every entry is finite.
  var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
      && m31.isFinite
      && m32.isFinite && m33.isFinite
  }
}
