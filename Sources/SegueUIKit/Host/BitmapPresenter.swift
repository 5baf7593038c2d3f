import Foundation
import SegueAnimation
import SegueRender

/// The headless host's presenter: composites each frame at once, on the calling thread, into
/// a new bitmap (`size × scale` pixels) through one `FrameRenderer`, so a layer is rasterized
/// again only when its own content changes.
@MainActor package final class BitmapPresenter: FramePresenter {
  /// The compositor and content cache (its counters show re-rasterizations).
  package let renderer = FrameRenderer()
  /// The last frame presented.
  package private(set) var lastFrame: Bitmap?

  package init() {}

  /// Always takes the frame.
  package func present(_ commit: () -> RenderTree, completion: @escaping @MainActor (Double) -> Void) -> Bool {
    let start = monotonicSeconds()
    _ = render(commit)
    completion(monotonicSeconds() - start)
    return true
  }

  /// Composites the tree `commit` makes and returns the frame.
  package func render(_ commit: () -> RenderTree) -> Bitmap {
    let frame = renderer.render(commit())
    lastFrame = frame
    return frame
  }
}
