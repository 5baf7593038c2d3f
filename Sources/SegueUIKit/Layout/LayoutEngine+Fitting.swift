import Foundation
import SegueLayout

extension LayoutEngine {
  /// `systemLayoutSizeFitting`: the subtree of `view` solved by a measuring engine whose
  /// root (the view) is pulled towards `target` at the given priorities instead of being
  /// pinned to its bounds; constraints to views outside the subtree do not take part. A
  /// subtree without constraints measures as `target`.
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    view.updateConstraintsIfNeeded()
    let engine = LayoutEngine(isScratch: true)
    engine.fitting = (target, horizontal, vertical)
    engine.sync(root: view)
    guard engine.records[ObjectIdentifier(view)] != nil else { return target }
    engine.solve()
    guard let rect = engine.roundedRect(of: view) else { return target }
    return rect.size
  }
}
