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

  /// Composites `tree` into a new bitmap.
  package func render(_ tree: RenderTree) -> Bitmap {
    let bitmap = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: tree.scale)
    render(tree, into: bitmap)
    return bitmap
  }
}
