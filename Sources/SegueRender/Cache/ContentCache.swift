import Dispatch
import Foundation

/// The compositor's source of layer rasters: draws with `ContentRenderer` and keeps the
/// result while nothing that affects the pixels changed.
///
/// - Appearance rasters are cached per layer id and reused while the layer's appearance,
///   bounds size (points), `masksToBounds` and the scale are equal. Transform, position,
///   opacity, shadow and sublayers do not cause a new rasterization. When only a shape's
///   `strokeStart`/`strokeEnd` changed, the new raster is the old one with the stretch of
///   path between the old and new ends drawn again (`ContentRenderer`'s redraw), the same
///   pixels at a fraction of the cost.
/// - Shadow rasters are cached by their own key — shape (path, or bounds size and corner
///   radius), radius, colour, opacity and scale — and shared: two layers with the same
///   shadow use one raster. The offset is not part of the key (the compositor applies it).
///
/// Frames and eviction: call `beginFrame()` before compositing a frame and `endFrame()`
/// after it. `endFrame()` drops the rasters that were not requested during the last
/// `retainedFrames` frames (a layer that left the tree, a shadow no longer used), except, with
/// `retainedBytes`, the most recently used of them up to that many bytes: Core Animation keeps
/// a layer's backing store while the layer lives, so a page popped back into view shows its
/// cells without drawing them again, and here too a list left for a detail page and returned
/// to finds its rasters. Without frame calls nothing is evicted; a layer's old raster is
/// still replaced when it changes.
///
/// Errors: the protocol methods cannot throw; when drawing fails the layer draws nothing
/// that frame, `failureCount` grows and `lastError` holds the `CairoError`. A failed
/// raster is retried on the next request.
///
/// A frame's misses can be drawn together on several threads (`prepareRasters`, which the
/// compositor calls when a frame lacks any raster): one raster each, or, for a shape drawn
/// on alone, its redrawn rows split among them. The cache itself is updated on the calling
/// thread only.
///
/// Borrowing: a cache given a `lender` (a snapshot renderer's, lent by the screen's
/// presenter) asks it for a layer's raster before drawing one, so a snapshot of views already
/// on screen composites their rasters instead of drawing them again, as UIKit's
/// `snapshotView(afterScreenUpdates: false)` shows the render server's existing contents
/// (docs/uikit-behaviour-drawing.md §15). A borrowed raster is stored here like a drawn one
/// but does not count as a rasterization.
///
/// Not thread-safe: use from the render queue (one caller at a time), as
/// `LayerRasterSource` specifies.
package final class ContentCache: PreparingLayerRasterSource {
  /// Frames a raster survives without being requested (≥ 1).
  package let retainedFrames: Int
  /// Bytes of rasters not requested for `retainedFrames` frames that are kept anyway, the
  /// most recently used first (0: none).
  package let retainedBytes: Int
  /// How many appearance rasters have been drawn (cache misses) since creation.
  package private(set) var rasterizationCount = 0
  /// How many shadow rasters have been drawn (cache misses) since creation.
  package private(set) var shadowRasterizationCount = 0
  /// How many rasterizations failed.
  package private(set) var failureCount = 0
  /// The most recent drawing failure, if any.
  package private(set) var lastError: (any Error)?
  /// The current frame number (incremented by `beginFrame()`).
  package private(set) var frame = 0
  /// The layers whose appearance was rasterized since the last `beginFrame()` (for benchmarks
  /// that check moving layers are not drawn again).
  package private(set) var rasterizedLayerIDs: [UInt64] = []

  private struct AppearanceKey: Hashable {
    var appearance: LayerAppearance
    var width: Double
    var height: Double
    var masksToBounds: Bool
    var scale: Int
  }

  private struct ShadowKey: Hashable {
    var path: [RenderPathElement]?
    var width: Double
    var height: Double
    var cornerRadius: Double
    var roundedCorners: UInt8
    var continuousCorners: Bool
    var radius: Double
    var color: RenderColor
    var opacity: Double
    var scale: Int
  }

  private struct Entry<Key> {
    var key: Key
    var raster: LayerRaster?
    var lastUsed: Int
    /// The raster is the image itself, stretched while its layer's size changes
    /// (`resizingImageRaster`).
    var isStretchedImage = false
  }

  private var appearances: [UInt64: Entry<AppearanceKey>] = [:]
  private var shadows: [ShadowKey: Entry<ShadowKey>] = [:]

  /// Another cache's rasters, asked for a layer's raster (same id, appearance, size and
  /// scale) before this cache draws one; nil when it has none. Called on this cache's
  /// thread.
  package var lender: (@Sendable (_ layer: RenderLayer, _ scale: Int) -> LayerRaster?)?
  /// How many rasters came from `lender` instead of being drawn.
  package private(set) var borrowedCount = 0

  /// - Parameters:
  ///   - retainedFrames: frames an unused raster is kept before `endFrame()` may evict it;
  ///     default 2 (survives one frame in which its layer is hidden).
  ///   - retainedBytes: bytes of such rasters kept anyway, the most recently used first;
  ///     default 0.
  package init(retainedFrames: Int = 2, retainedBytes: Int = 0) {
    self.retainedFrames = max(retainedFrames, 1)
    self.retainedBytes = max(retainedBytes, 0)
  }

  /// The raster cached for `layer` at `scale`, when its id, appearance, bounds size and
  /// scale are those of the cached one — without marking it used (a lender's view of the
  /// cache: another cache borrowing must not keep rasters alive here).
  package func cachedAppearanceRaster(for layer: RenderLayer, scale: Int) -> LayerRaster? {
    guard let entry = appearances[layer.id], entry.key == appearanceKey(layer, scale: scale) else { return nil }
    return entry.raster
  }

  /// `lender`'s raster for `layer`, stored as this cache's (nil when it has none).
  private func borrow(_ layer: RenderLayer, key: AppearanceKey, scale: Int) -> LayerRaster? {
    guard let lender, let raster = lender(layer, scale) else { return nil }
    appearances[layer.id] = Entry(key: key, raster: raster, lastUsed: frame)
    borrowedCount += 1
    return raster
  }

  /// Number of layers whose appearance raster is cached.
  package var cachedAppearanceCount: Int { appearances.count }
  /// Number of distinct shadow rasters cached.
  package var cachedShadowCount: Int { shadows.count }

  /// Starts a frame: rasters requested from now on count as used in this frame.
  package func beginFrame() {
    frame += 1
    rasterizedLayerIDs.removeAll(keepingCapacity: true)
  }

  /// Ends a frame: evicts rasters not requested in the last `retainedFrames` frames, beyond
  /// the most recently used `retainedBytes` of them.
  package func endFrame() {
    let oldest = frame - retainedFrames + 1
    guard retainedBytes > 0 else {
      appearances = appearances.filter { $0.value.lastUsed >= oldest }
      shadows = shadows.filter { $0.value.lastUsed >= oldest }
      return
    }
    // Unused rasters, the most recently used first, kept while they fit the budget.
    var unused: [(lastUsed: Int, bytes: Int, appearance: UInt64?, shadow: ShadowKey?)] = []
    for (id, entry) in appearances where entry.lastUsed < oldest {
      unused.append((entry.lastUsed, Self.bytes(of: entry.raster), id, nil))
    }
    for (key, entry) in shadows where entry.lastUsed < oldest {
      unused.append((entry.lastUsed, Self.bytes(of: entry.raster), nil, key))
    }
    // Within the budget (the usual frame) nothing is dropped, and nothing needs sorting.
    guard unused.reduce(0, { $0 + $1.bytes }) > retainedBytes else { return }
    unused.sort { $0.lastUsed > $1.lastUsed }
    var kept = 0
    for raster in unused {
      kept += raster.bytes
      guard kept > retainedBytes else { continue }
      if let id = raster.appearance { appearances[id] = nil }
      if let key = raster.shadow { shadows[key] = nil }
    }
  }

  private static func bytes(of raster: LayerRaster?) -> Int {
    raster.map { $0.bitmap.width * $0.bitmap.height * 4 } ?? 0
  }

  /// Drops every cached raster (counters are kept).
  package func removeAll() {
    appearances.removeAll()
    shadows.removeAll()
  }

  package func appearanceRaster(for layer: RenderLayer, scale: Int) -> LayerRaster? {
    let key = appearanceKey(layer, scale: scale)
    // A hit first: a stretched image needs a key that differs from the cached one.
    if var entry = appearances[layer.id], entry.key == key {
      entry.lastUsed = frame
      appearances[layer.id] = entry
      return entry.raster
    }
    if let stretched = resizingImageRaster(of: layer, key: key, scale: scale) {
      appearances[layer.id] = Entry(key: key, raster: stretched, lastUsed: frame, isStretchedImage: true)
      return stretched
    }
    if layer.appearance.isEmpty {
      appearances[layer.id] = Entry(key: key, raster: nil, lastUsed: frame)
      return nil
    }
    if let borrowed = borrow(layer, key: key, scale: scale) { return borrowed }
    let (measured, measuredKey) = measuringPath(of: layer, key: key)
    if let changed = partialRedraw(of: measured, key: measuredKey), let taken = takeRaster(of: layer.id) {
      return storeAppearance(
        Result {
          try ContentRenderer.appearanceRaster(
            for: measured, scale: scale, redrawing: changed, of: taken.previous, reusingStorage: taken.isUnique)
        }, key: measuredKey, id: layer.id)
    }
    return storeAppearance(
      Result { try ContentRenderer.appearanceRaster(for: measured, scale: scale) }, key: measuredKey, id: layer.id)
  }

  /// The image of a layer whose size changed since the previous frame, stretched
  /// (`directImageRaster`), when its previous raster was requested in the previous frame
  /// with the same appearance: a photo or snapshot resized by an animation is sampled from
  /// its own pixels each frame, as Core Animation stretches a layer's contents, instead of
  /// being drawn again at every size. It stays stretched while its appearance is the same
  /// (Core Animation never redraws an image's contents for a new size either); a layer
  /// whose image is first shown at its size is drawn by cairo.
  private func resizingImageRaster(of layer: RenderLayer, key: AppearanceKey, scale: Int) -> LayerRaster? {
    guard let entry = appearances[layer.id], entry.lastUsed >= frame - 1, entry.key != key,
      entry.key.appearance == key.appearance, entry.key.scale == key.scale,
      entry.key.masksToBounds == key.masksToBounds
    else { return nil }
    return Self.directImageRaster(of: layer, scale: scale)
  }

  /// The cached raster of layer `id`, which the cache lets go of for a partial redraw, and
  /// whether nothing else holds its bitmap (then the redraw happens in that memory).
  private func takeRaster(of id: UInt64) -> (previous: LayerRaster, isUnique: Bool)? {
    // A stretched image is the image's own bitmap, never drawn into.
    guard appearances[id]?.isStretchedImage != true else { return nil }
    var taken = appearances[id]?.raster
    appearances[id]?.raster = nil
    guard let origin = taken.map({ ($0.originX, $0.originY) }), var bitmap = taken?.bitmap else { return nil }
    taken = nil
    let unique = isKnownUniquelyReferenced(&bitmap)
    return (LayerRaster(bitmap: bitmap, originX: origin.0, originY: origin.1), unique)
  }

  /// The layer's raster: all of it, or `redraw`'s part of its previous raster drawn again
  /// (on up to `threadCount` threads).
  private static func draw(
    _ layer: RenderLayer, scale: Int, redraw: Redraw?, threadCount: Int
  ) throws -> LayerRaster? {
    guard let redraw else { return try ContentRenderer.appearanceRaster(for: layer, scale: scale) }
    return try ContentRenderer.appearanceRaster(
      for: layer, scale: scale, redrawing: redraw.changed, of: redraw.previous, reusingStorage: redraw.isUnique,
      threadCount: threadCount)
  }

  /// A partial redraw's inputs in `prepareRasters`.
  private struct Redraw {
    var previous: LayerRaster
    var isUnique: Bool
    var changed: RenderShape.VisibleRect
  }

  /// `layer` and `key` with the path of a shape stroked in part measured
  /// (`RenderShape.measured`): the measurement the cached raster's key holds when the path
  /// is the same, else a new one. Stored with the raster's key, it serves every later
  /// frame of a path drawn on (`strokeEnd` animating), whether drawn in part or whole.
  private func measuringPath(of layer: RenderLayer, key: AppearanceKey) -> (RenderLayer, AppearanceKey) {
    guard case .drawing(let drawing)? = layer.appearance.contents, var shape = drawing.base as? RenderShape,
      shape.strokes, shape.measured.value == nil, shape.strokeStart > 0 || shape.strokeEnd < 1
    else { return (layer, key) }
    if case .drawing(let cached)? = appearances[layer.id]?.key.appearance.contents,
      let cachedShape = cached.base as? RenderShape, let measurement = cachedShape.measured.value,
      cachedShape.path == shape.path
    {
      shape.measured.value = measurement
    } else {
      shape.measured.value = PathTrimming.measurement(of: shape.path)
    }
    var measuredLayer = layer
    measuredLayer.appearance.contents = .drawing(AnyRenderDrawing(shape))
    var measuredKey = key
    measuredKey.appearance = measuredLayer.appearance
    return (measuredLayer, measuredKey)
  }

  /// When the layer's cached raster differs from what it needs only by a shape's trim
  /// (`strokeEnd` drawing a path on), the part of that raster that changed
  /// (`RenderShape.trimChange(since:)`); nil when it must be drawn whole.
  private func partialRedraw(of layer: RenderLayer, key: AppearanceKey) -> RenderShape.VisibleRect? {
    guard let entry = appearances[layer.id], entry.raster != nil, entry.key.width == key.width,
      entry.key.height == key.height, entry.key.masksToBounds == key.masksToBounds, entry.key.scale == key.scale,
      case .drawing(let oldDrawing)? = entry.key.appearance.contents,
      case .drawing(let newDrawing)? = key.appearance.contents,
      let oldShape = oldDrawing.base as? RenderShape, let newShape = newDrawing.base as? RenderShape
    else { return nil }
    var oldRest = entry.key.appearance
    var newRest = key.appearance
    oldRest.contents = nil
    newRest.contents = nil
    guard oldRest == newRest else { return nil }
    return newShape.trimChange(since: oldShape)
  }

  package func shadowRaster(for layer: RenderLayer, scale: Int) -> LayerRaster? {
    guard let key = shadowKey(layer, scale: scale) else { return nil }
    if var entry = shadows[key] {
      entry.lastUsed = frame
      shadows[key] = entry
      return entry.raster
    }
    return storeShadow(Result { try ContentRenderer.shadowRaster(for: layer, scale: scale) }, key: key)
  }

  // MARK: Preparing a frame's rasters together

  package func needsAppearanceRaster(for layer: RenderLayer, scale: Int) -> Bool {
    guard !layer.appearance.isEmpty else { return false }
    let key = appearanceKey(layer, scale: scale)
    return appearances[layer.id]?.key != key && resizingImageRaster(of: layer, key: key, scale: scale) == nil
  }

  package func needsShadowRaster(for layer: RenderLayer, scale: Int) -> Bool {
    guard let key = shadowKey(layer, scale: scale) else { return false }
    return shadows[key] == nil
  }

  /// Draws the given rasters with `DispatchQueue.concurrentPerform` (at most `threadCount`
  /// at a time, largest first so the longest drawing starts at once), then stores them as
  /// the one-by-one requests would have, counters included. `ContentRenderer` is stateless
  /// and each drawing has its own cairo surface; Pango lays text out with the calling
  /// thread's own font map (`pango_cairo_font_map_get_default` is per thread), so the
  /// drawings are independent.
  package func prepareRasters(
    appearances requested: [RenderLayer], shadows requestedShadows: [RenderLayer], scale: Int,
    threadCount: Int
  ) {
    enum Job {
      case appearance(RenderLayer, AppearanceKey, redraw: Redraw?)
      case shadow(RenderLayer, ShadowKey)
    }
    var jobs: [Job] = []
    var seenIDs = Set<UInt64>()
    for requestedLayer in requested where seenIDs.insert(requestedLayer.id).inserted {
      if borrow(requestedLayer, key: appearanceKey(requestedLayer, scale: scale), scale: scale) != nil { continue }
      let (layer, key) = measuringPath(of: requestedLayer, key: appearanceKey(requestedLayer, scale: scale))
      if let changed = partialRedraw(of: layer, key: key), let taken = takeRaster(of: layer.id) {
        jobs.append(
          .appearance(layer, key, redraw: Redraw(previous: taken.previous, isUnique: taken.isUnique, changed: changed)))
      } else {
        jobs.append(.appearance(layer, key, redraw: nil))
      }
    }
    var seenShadows = Set<ShadowKey>()
    for layer in requestedShadows {
      guard let key = shadowKey(layer, scale: scale), seenShadows.insert(key).inserted else {
        continue
      }
      jobs.append(.shadow(layer, key))
    }
    guard !jobs.isEmpty else { return }
    func area(_ job: Job) -> Double {
      switch job {
      case .appearance(let layer, _, _): layer.width * layer.height
      case .shadow(let layer, let key): (layer.width + 2 * key.radius) * (layer.height + 2 * key.radius)
      }
    }
    jobs.sort { area($0) > area($1) }
    let results = RasterResults(count: jobs.count)
    let workers = min(max(threadCount, 1), jobs.count)
    let work = jobs
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var index = worker
      while index < work.count {
        switch work[index] {
        case .appearance(let layer, _, let redraw):
          // A job alone (a shape drawn on) splits its rows among the threads.
          let threads = work.count == 1 ? threadCount : 1
          results.set(index, Result { try Self.draw(layer, scale: scale, redraw: redraw, threadCount: threads) })
        case .shadow(let layer, _):
          results.set(index, Result { try ContentRenderer.shadowRaster(for: layer, scale: scale) })
        }
        index += workers
      }
    }
    for (index, job) in jobs.enumerated() {
      guard let result = results.take(index) else { continue }
      switch job {
      case .appearance(let layer, let key, _): _ = storeAppearance(result, key: key, id: layer.id)
      case .shadow(_, let key): _ = storeShadow(result, key: key)
      }
    }
  }

  // MARK: Keys and storage

  private func appearanceKey(_ layer: RenderLayer, scale: Int) -> AppearanceKey {
    AppearanceKey(
      appearance: layer.appearance, width: layer.width, height: layer.height,
      masksToBounds: layer.masksToBounds, scale: scale)
  }

  private func shadowKey(_ layer: RenderLayer, scale: Int) -> ShadowKey? {
    guard let shadow = layer.shadow, shadow.opacity > 0, shadow.color.alpha > 0 else { return nil }
    return ShadowKey(
      path: shadow.path, width: shadow.path == nil ? layer.width : 0,
      height: shadow.path == nil ? layer.height : 0,
      cornerRadius: shadow.path == nil ? layer.appearance.cornerRadius : 0,
      roundedCorners: shadow.path == nil ? layer.appearance.roundedCorners : 0b1111,
      continuousCorners: shadow.path == nil && layer.appearance.continuousCorners, radius: shadow.radius,
      color: shadow.color, opacity: shadow.opacity, scale: scale)
  }

  private func storeAppearance(
    _ result: Result<LayerRaster?, any Error>, key: AppearanceKey, id: UInt64
  ) -> LayerRaster? {
    rasterizationCount += 1
    rasterizedLayerIDs.append(id)
    switch result {
    case .success(let raster):
      appearances[id] = Entry(key: key, raster: raster, lastUsed: frame)
      return raster
    case .failure(let error):
      failureCount += 1
      lastError = error
      appearances[id] = nil
      return nil
    }
  }

  private func storeShadow(_ result: Result<LayerRaster?, any Error>, key: ShadowKey)
    -> LayerRaster?
  {
    shadowRasterizationCount += 1
    switch result {
    case .success(let raster):
      shadows[key] = Entry(key: key, raster: raster, lastUsed: frame)
      return raster
    case .failure(let error):
      failureCount += 1
      lastError = error
      return nil
    }
  }
}

/// One slot per job, written by the worker that drew it (each index by exactly one
/// worker) and read after `concurrentPerform` returns.
private final class RasterResults: @unchecked Sendable {
  private var slots: [Result<LayerRaster?, any Error>?]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ result: Result<LayerRaster?, any Error>) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  func take(_ index: Int) -> Result<LayerRaster?, any Error>? {
    lock.lock()
    defer { lock.unlock() }
    return slots[index]
  }
}
