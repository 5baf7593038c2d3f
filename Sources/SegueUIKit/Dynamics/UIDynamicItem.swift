import Foundation
import SegueAnimation

/// The shape a dynamic item collides with (UIKit's `UIDynamicItemCollisionBoundsType`).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  /// The item's bounds, rotated with it (the default).
  case rectangle
  /// The ellipse inscribed in the item's bounds.
  case ellipse
  /// The item's `collisionBoundingPath`, which must be convex and counter-clockwise (UIKit's
  /// rule); Segue collides with the convex hull of the path's points, so any path works.
  case path
}

/// Something a `UIDynamicAnimator` moves: its center (points, in the reference view's
/// coordinates), its bounds (only the size counts: it gives the item's mass and collision
/// shape) and its transform (the animator writes a rotation).
///
/// `collisionBoundsType` and `collisionBoundingPath` are optional requirements in UIKit;
/// here they are requirements with defaults (the rectangle and a path of the bounds), as
/// docs/uikit-behaviour-2.md §21.3 describes for optional requirements. `UIView` and
/// `UICollectionViewLayoutAttributes` conform.
@preconcurrency @MainActor public protocol UIDynamicItem: NSObjectProtocol {
  var center: CGPoint { get set }
  var bounds: CGRect { get }
  var transform: CGAffineTransform { get set }
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  public var collisionBoundingPath: UIBezierPath {
    UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
  }
}

extension UIView: UIDynamicItem {}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}
