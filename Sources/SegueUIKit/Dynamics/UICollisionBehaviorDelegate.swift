import Foundation
import SegueAnimation

/// Told when items of a `UICollisionBehavior` start and stop touching each other or a
/// boundary (UIKit's `UICollisionBehaviorDelegate`; every method optional). A boundary made
/// by `translatesReferenceBoundsIntoBoundary` has a nil identifier.
@preconcurrency @MainActor public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
  /// Two items touched at `p` (reference coordinates).
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
    at p: CGPoint)
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem)
  /// An item touched the boundary `identifier` at `p`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?,
    at p: CGPoint)
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
    at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}
