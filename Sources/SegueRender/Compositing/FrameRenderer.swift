import Foundation

/// The compositor and its content cache: turns committed render trees into pixels, so a
/// layer is rasterized again only when its own content changes. Every presenter uses it —
/// a headless host on the main thread, the X11 window on its render queue — and so do contact
/// sheets.
///
/// Not tied to the main actor: a lock serializes frames, so one renderer may be handed to a
/// render queue while the main thread keeps committing.
package final class FrameRenderer: @unchecked Sendable {
  /// Rasterized layer contents, reused across frames (guarded by `lock`); up to 64 MiB of
  /// rasters of layers that left the tree are kept for their return (a list popped back to).
  package let contentCache = ContentCache(retainedBytes: 64 << 20)
  /// The compositor (both cores by default).
  package let compositor: Compositor
  private let lock = NSLock()

  package init(threadCount: Int = ProcessInfo.processInfo.activeProcessorCount) {
    compositor = Compositor(threadCount: threadCount)
  }

  /// Composites `tree` into `bitmap` (which must be `tree.pixelWidth × tree.pixelHeight`).
  package func render(_ tree: RenderTree, into bitmap: Bitmap) {
    lock.lock()
    defer { lock.unlock() }
    contentCache.beginFrame()
    compositor.render(tree, source: contentCache, into: bitmap)
    contentCache.endFrame()
  }

  /// The raster this renderer's cache holds for `layer` at `scale` (same id, appearance,
  /// bounds size), for another renderer to borrow (`ContentCache.lender`); nil when it has
  /// none or is compositing a frame now (never waits for one).
  package func lendRaster(for layer: RenderLayer, scale: Int) -> LayerRaster? {
    guard lock.try() else { return nil }
    defer { lock.unlock() }
    return contentCache.cachedAppearanceRaster(for: layer, scale: scale)
  }

  /// Lets this renderer's cache borrow rasters from `lender`'s (weakly held: a lender
  /// gone lends nothing).
  package func borrowRasters(from lender: FrameRenderer) {
    contentCache.lender = { [weak lender] layer, scale in lender?.lendRaster(for: layer, scale: scale) }
  }

  /// Composites `tree` into a new bitmap.
  package func render(_ tree: RenderTree) -> Bitmap {
    let bitmap = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: tree.scale)
    render(tree, into: bitmap)
    return bitmap
  }
}
