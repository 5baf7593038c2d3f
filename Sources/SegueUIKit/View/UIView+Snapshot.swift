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
}
