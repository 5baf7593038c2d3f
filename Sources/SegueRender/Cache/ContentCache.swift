/// The compositor's source of layer rasters: draws with `ContentRenderer` and keeps the
/// result while nothing that affects the pixels changed.
///
/// - Appearance rasters are cached per layer id and reused while the layer's appearance,
///   bounds size (points), `masksToBounds` and the scale are equal. Transform, position,
///   opacity, shadow and sublayers do not cause a new rasterization.
/// - Shadow rasters are cached by their own key — shape (path, or bounds size and corner
///   radius), radius, colour, opacity and scale — and shared: two layers with the same
///   shadow use one raster. The offset is not part of the key (the compositor applies it).
///
/// Frames and eviction: call `beginFrame()` before compositing a frame and `endFrame()`
/// after it. `endFrame()` drops every raster that was not requested during the last
/// `retainedFrames` frames (a layer that left the tree, a shadow no longer used). Without
/// frame calls nothing is evicted; a layer's old raster is still replaced when it changes.
///
/// Errors: the protocol methods cannot throw; when drawing fails the layer draws nothing
/// that frame, `failureCount` grows and `lastError` holds the `CairoError`. A failed
/// raster is retried on the next request.
///
/// Not thread-safe: use from the render queue (one caller at a time), as
/// `LayerRasterSource` specifies.
public final class ContentCache: LayerRasterSource {
  /// Frames a raster survives without being requested (≥ 1).
  public let retainedFrames: Int
  /// How many appearance rasters have been drawn (cache misses) since creation.
  public private(set) var rasterizationCount = 0
  /// How many shadow rasters have been drawn (cache misses) since creation.
  public private(set) var shadowRasterizationCount = 0
  /// How many rasterizations failed.
  public private(set) var failureCount = 0
  /// The most recent drawing failure, if any.
  public private(set) var lastError: (any Error)?
  /// The current frame number (incremented by `beginFrame()`).
  public private(set) var frame = 0

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
    var radius: Double
    var color: RenderColor
    var opacity: Double
    var scale: Int
  }

  private struct Entry<Key> {
    var key: Key
    var raster: LayerRaster?
    var lastUsed: Int
  }

  private var appearances: [UInt64: Entry<AppearanceKey>] = [:]
  private var shadows: [ShadowKey: Entry<ShadowKey>] = [:]

  /// - Parameter retainedFrames: frames an unused raster is kept before `endFrame()`
  ///   evicts it; default 2 (survives one frame in which its layer is hidden).
  public init(retainedFrames: Int = 2) {
    self.retainedFrames = max(retainedFrames, 1)
  }

  /// Number of layers whose appearance raster is cached.
  public var cachedAppearanceCount: Int { appearances.count }
  /// Number of distinct shadow rasters cached.
  public var cachedShadowCount: Int { shadows.count }

  /// Starts a frame: rasters requested from now on count as used in this frame.
  public func beginFrame() {
    frame += 1
  }

  /// Ends a frame: evicts rasters not requested in the last `retainedFrames` frames.
  public func endFrame() {
    let oldest = frame - retainedFrames + 1
    appearances = appearances.filter { $0.value.lastUsed >= oldest }
    shadows = shadows.filter { $0.value.lastUsed >= oldest }
  }

  /// Drops every cached raster (counters are kept).
  public func removeAll() {
    appearances.removeAll()
    shadows.removeAll()
  }

  public func appearanceRaster(for layer: RenderLayer, scale: Int) -> LayerRaster? {
    let key = AppearanceKey(
      appearance: layer.appearance, width: layer.width, height: layer.height,
      masksToBounds: layer.masksToBounds,
      scale: scale)
    if var entry = appearances[layer.id], entry.key == key {
      entry.lastUsed = frame
      appearances[layer.id] = entry
      return entry.raster
    }
    if layer.appearance.isEmpty {
      appearances[layer.id] = Entry(key: key, raster: nil, lastUsed: frame)
      return nil
    }
    rasterizationCount += 1
    do {
      let raster = try ContentRenderer.appearanceRaster(for: layer, scale: scale)
      appearances[layer.id] = Entry(key: key, raster: raster, lastUsed: frame)
      return raster
    } catch {
      failureCount += 1
      lastError = error
      appearances[layer.id] = nil
      return nil
    }
  }

  public func shadowRaster(for layer: RenderLayer, scale: Int) -> LayerRaster? {
    guard let shadow = layer.shadow, shadow.opacity > 0, shadow.color.alpha > 0 else { return nil }
    let key = ShadowKey(
      path: shadow.path, width: shadow.path == nil ? layer.width : 0,
      height: shadow.path == nil ? layer.height : 0,
      cornerRadius: shadow.path == nil ? layer.appearance.cornerRadius : 0, radius: shadow.radius,
      color: shadow.color, opacity: shadow.opacity, scale: scale)
    if var entry = shadows[key] {
      entry.lastUsed = frame
      shadows[key] = entry
      return entry.raster
    }
    shadowRasterizationCount += 1
    do {
      let raster = try ContentRenderer.shadowRaster(for: layer, scale: scale)
      shadows[key] = Entry(key: key, raster: raster, lastUsed: frame)
      return raster
    } catch {
      failureCount += 1
      lastError = error
      return nil
    }
  }
}
