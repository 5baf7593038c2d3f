import Foundation
import SegueAnimation

/// Ties a point of an item to an anchor point or to a point of another item (UIKit's
/// `UIAttachmentBehavior`). The distance between them starts as it is when the behavior is
/// made and stays `length`: rigidly while `frequency` is 0 (the default), else through a
/// spring of that frequency (Hz) with `damping` as its damping ratio. A zero length pins the
/// two points together, so the item swings about the anchor (docs/uikit-behaviour-2.md §23.3).
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
  /// Whether the attachment is between two items or an item and an anchor point.
  public enum AttachmentType: Int, Sendable {
    case items
    case anchor
  }

  /// The item attached, and the second item for an item-to-item attachment.
  open private(set) var items: [any UIDynamicItem]
  public let attachedBehaviorType: AttachmentType
  private let offsets: [UIOffset]

  /// Where the anchor is (reference coordinates); for two items, the first one's attachment point.
  open var anchorPoint: CGPoint { didSet { behaviorDidChange() } }
  /// The distance kept between the attachment points, points.
  open var length: CGFloat { didSet { behaviorDidChange() } }
  /// The spring's damping ratio (0 none; 1 critical). Used when `frequency` is positive.
  open var damping: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// The spring's frequency, Hz; 0, the default, makes the attachment rigid.
  open var frequency: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Torque resisting the item's turning relative to what it is attached to (mass units ×
  /// points²/s²); 0, the default, lets it turn freely.
  open var frictionTorque: CGFloat = 0 { didSet { behaviorDidChange() } }

  /// Attaches `item`'s center to `point`.
  public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point `offset` from `item`'s center (in the item's unrotated axes) to `point`.
  public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
    items = [item]
    attachedBehaviorType = .anchor
    offsets = [offset]
    anchorPoint = point
    length = Self.distance(Self.attachmentPoint(of: item, offset: offset), point)
    super.init()
  }

  /// Attaches the centers of two items.
  public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches a point of `item1` to a point of `item2`, each `offset` from its center.
  public init(
    item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
    offsetFromCenter offset2: UIOffset
  ) {
    items = [item1, item2]
    attachedBehaviorType = .items
    offsets = [offset1, offset2]
    let first = Self.attachmentPoint(of: item1, offset: offset1)
    anchorPoint = first
    length = Self.distance(first, Self.attachmentPoint(of: item2, offset: offset2))
    super.init()
  }

  private static func attachmentPoint(of item: any UIDynamicItem, offset: UIOffset) -> CGPoint {
    let t = item.transform
    let r = PlaneVector(x: offset.horizontal, y: offset.vertical).rotated(by: atan2(t.b, t.a))
    return CGPoint(x: item.center.x + r.x, y: item.center.y + r.y)
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  override func constraints(in world: DynamicsWorld) -> [any DynamicsConstraint] {
    let first = world.body(for: items[0])
    let second = items.count > 1 ? world.body(for: items[1]) : nil
    let secondOffset = offsets.count > 1 ? PlaneVector(x: offsets[1].horizontal, y: offsets[1].vertical) : .zero
    return [
      AttachmentConstraint(
        first: first, firstOffset: PlaneVector(x: offsets[0].horizontal, y: offsets[0].vertical), second: second,
        secondOffset: secondOffset, anchor: PlaneVector(anchorPoint), length: length,
        spring: .init(frequency: frequency, dampingRatio: damping), frictionTorque: frictionTorque)
    ]
  }
}
