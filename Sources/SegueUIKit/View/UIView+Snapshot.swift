import Foundation
import SegueAnimation
import SegueRender

extension UIView {
  /// A bitmap of this view's subtree as it is presented now, in its own bounds (its own
  /// transform and position left out), at the screen's scale — what
  /// `snapshotView(afterScreenUpdates:)` shows.
  public func snapshotImage() -> UIImage {
    let screen = window?.screen ?? UIScreen.main
    let scale = Int(screen.scale)
    var tree = RenderCommit.tree(
      of: layer, atMediaTime: CACurrentMediaTime(), size: bounds.size, scale: scale, backgroundColor: .clear)
    tree.root.transform = .identity
    let bitmap = screen.snapshotRenderer.render(tree)
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

  /// UIKit's `drawHierarchy(in:afterScreenUpdates:)`: draws the subtree as presented now
  /// (its snapshot) scaled into `rect` (points) of the current drawing context.
  /// - Returns: false when there is no current context (nothing is drawn).
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    if afterUpdates { layoutIfNeeded() }
    context.draw(snapshotImage().renderImage.bitmap, in: rect)
    return true
  }

  /// UIKit's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: a snapshot of
  /// the part `rect` (in this view's coordinates, points) of the subtree, in a view that
  /// size. The cap insets are not applied: resizing the snapshot view scales all of it.
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    guard rect.width > 0, rect.height > 0 else { return nil }
    if afterUpdates { layoutIfNeeded() }
    let full = snapshotImage()
    let scale = full.scale
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let cropped = UIGraphicsImageRenderer(size: rect.size, format: format).image { context in
      context.cgContext.draw(
        full.renderImage.bitmap,
        in: CGRect(x: -rect.minX, y: -rect.minY, width: full.size.width, height: full.size.height))
    }
    let view = UIImageView(frame: CGRect(origin: .zero, size: rect.size))
    view.image = cropped
    return view
  }
}

extension CALayer {
  /// Core Animation's `render(in:)`: draws the layer and its sublayers into `ctx`, with the
  /// layer's bounds at the context's origin. Segue draws the subtree as presented now
  /// (Core Animation draws the model values, without running animations; with none
  /// running they are the same).
  public func render(in ctx: CGContext) {
    let scale = max(Int(UIScreen.main.scale), 1)
    var tree = RenderCommit.tree(
      of: self, atMediaTime: CACurrentMediaTime(), size: bounds.size, scale: scale, backgroundColor: .clear)
    tree.root.transform = .identity
    let bitmap = UIScreen.main.snapshotRenderer.render(tree)
    ctx.draw(bitmap, in: CGRect(origin: .zero, size: bounds.size))
  }
}
