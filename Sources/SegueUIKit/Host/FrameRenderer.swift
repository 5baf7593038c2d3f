import Foundation
import SegueRender

/// Turns a layer tree into pixels: commit (presentation values at one media time → render
/// tree), then the compositor with a content cache, so a layer is rasterized again only
/// when its own content changes.
@MainActor public final class FrameRenderer {
  /// Rasterized layer contents, reused across frames.
  public let contentCache = ContentCache()
  /// The compositor (both cores).
  public let compositor: Compositor

  public init(threadCount: Int = ProcessInfo.processInfo.activeProcessorCount) {
    compositor = Compositor(threadCount: threadCount)
  }

  /// The frame of `root` at `mediaTime` for a viewport of `size` points at `scale`.
  public func render(
    _ root: CALayer, atMediaTime mediaTime: CFTimeInterval, size: CGSize, scale: Int, backgroundColor: CGColor = .black
  ) -> Bitmap {
    let tree = RenderCommit.tree(
      of: root, atMediaTime: mediaTime, size: size, scale: scale, backgroundColor: backgroundColor)
    return render(tree)
  }

  /// Composites an already committed tree into a new bitmap.
  public func render(_ tree: RenderTree) -> Bitmap {
    let bitmap = Bitmap(width: tree.pixelWidth, height: tree.pixelHeight, scale: tree.scale)
    contentCache.beginFrame()
    compositor.render(tree, source: contentCache, into: bitmap)
    contentCache.endFrame()
    return bitmap
  }
}

extension UIView {
  /// A bitmap of this view's subtree as it is presented now, in its own bounds (its own
  /// transform and position left out), at the screen's scale — what
  /// `snapshotView(afterScreenUpdates:)` shows.
  public func snapshotImage() -> UIImage {
    let scale = Int(UIScreen.main.scale)
    var tree = RenderCommit.tree(
      of: layer, atMediaTime: CACurrentMediaTime(), size: bounds.size, scale: scale, backgroundColor: .clear)
    tree.root.transform = .identity
    let bitmap = UIScreen.main.snapshotRenderer.render(tree)
    return UIImage(bitmap: bitmap, scale: CGFloat(scale))
  }

  /// UIKit's snapshot: a new view, the size of this view's bounds, showing a bitmap of the
  /// subtree as presented now. With `afterScreenUpdates` pending layout runs first.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    if afterUpdates { layoutIfNeeded() }
    let image = snapshotImage()
    let view = UIImageView(frame: CGRect(origin: .zero, size: bounds.size))
    view.image = image
    return view
  }
}

/// UIKit's screen: the viewport's bounds in points and its scale, set by the host.
@MainActor public final class UIScreen {
  public static let main = UIScreen()

  /// The viewport in points.
  public internal(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// Pixels per point.
  public internal(set) var scale: CGFloat = 2
  /// Refresh rate in frames per second.
  public internal(set) var maximumFramesPerSecond = 60

  /// Renders snapshots (shares nothing with a host's frame renderer).
  let snapshotRenderer = FrameRenderer(threadCount: 1)

  /// Sets the screen a host shows.
  public func configure(bounds: CGRect, scale: CGFloat, maximumFramesPerSecond: Int = 60) {
    self.bounds = bounds
    self.scale = scale
    self.maximumFramesPerSecond = maximumFramesPerSecond
    UIImage.preferredScale = scale
  }
}
