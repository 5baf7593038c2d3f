import Foundation
import SegueRender

/// Where a host's frames go (docs/architecture.md, "Hosts"): a committed render tree turned
/// into pixels and shown.
///
/// - `BitmapPresenter` (headless): composited at once on the calling thread into a bitmap.
/// - The window's presenter: composited on a render queue into a free window buffer, then put
///   in the window on the main queue.
@MainActor package protocol FramePresenter: AnyObject {
  /// Composites the tree `commit` makes and shows it, then calls `completion` on the main actor
  /// with the seconds the composite took. Returns false, without calling `commit`, when it
  /// cannot take a frame now (the previous one is still being made, or no buffer is free): the
  /// host asks again at its next frame.
  func present(_ commit: () -> RenderTree, completion: @escaping @MainActor (_ renderSeconds: Double) -> Void) -> Bool
  /// The renderer that composites the frames: snapshots of views on screen borrow its cached
  /// rasters (`UIScreen.snapshotRenderer`).
  var renderer: FrameRenderer { get }
}
