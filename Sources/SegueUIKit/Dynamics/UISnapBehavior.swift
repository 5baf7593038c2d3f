import Foundation
import SegueAnimation

/// Moves one item to a point with a damped spring, settling there (UIKit's
/// `UISnapBehavior`). `damping` runs from 0 (most oscillation) to 1 (least), default 0.5;
/// Segue's spring has a frequency of 2 Hz and a damping ratio equal to `damping`, at least
/// 0.05, and a like spring turns the item back upright — UIKit does not document its spring
/// (docs/uikit-behaviour-2.md §23.3).
@preconcurrency @MainActor open class UISnapBehavior: UIDynamicBehavior {
  private let item: any UIDynamicItem
  /// Where the item's center goes (reference coordinates).
  open var snapPoint: CGPoint { didSet { behaviorDidChange() } }
  /// 0 (most oscillation) … 1 (least); default 0.5.
  open var damping: CGFloat = 0.5 { didSet { behaviorDidChange() } }

  /// The spring's frequency, Hz (Segue's choice).
  static let frequency: CGFloat = 2

  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  override var dynamicItems: [any UIDynamicItem] { [item] }

  override func constraints(in world: DynamicsWorld) -> [any DynamicsConstraint] {
    let body = world.body(for: item)
    guard body.isMovable else { return [] }
    let ratio = min(max(damping, 0.05), 1)
    return [
      AttachmentConstraint(
        first: body, firstOffset: .zero, second: nil, secondOffset: .zero, anchor: PlaneVector(snapPoint), length: 0,
        spring: .init(frequency: Self.frequency, dampingRatio: ratio), frictionTorque: 0),
      UprightSpringConstraint(body: body, frequency: Self.frequency, dampingRatio: ratio),
    ]
  }
}
