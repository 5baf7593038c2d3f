import Foundation
import SegueAnimation

/// Pushes its items with a force, continuously or once (UIKit's `UIPushBehavior`). A force of
/// magnitude 1 accelerates a 100 × 100-point item of density 1 at 100 points/s²; an
/// instantaneous push of magnitude 1 changes that item's velocity by 100 points/s at once
/// (docs/uikit-behaviour-2.md §23.1). Heavier items move proportionally less.
@preconcurrency @MainActor open class UIPushBehavior: UIDynamicBehavior {
  /// Whether the force acts all the time or as one impulse.
  public enum Mode: Int, Sendable {
    case continuous
    case instantaneous
  }

  open private(set) var items: [any UIDynamicItem]
  public let mode: Mode
  private var offsets: [ObjectIdentifier: UIOffset] = [:]

  /// Whether the force acts. An instantaneous push applies its impulse on the next step and
  /// then sets this to false; set it to true to push again.
  open var active: Bool {
    get { isActive }
    set {
      isActive = newValue
      behaviorDidChange()
    }
  }
  private var isActive = true

  /// The force along each axis (units as the class describes).
  open var pushDirection = CGVector.zero {
    didSet { behaviorDidChange() }
  }

  public init(items: [any UIDynamicItem], mode: Mode) {
    self.items = uniqueItems(items)
    self.mode = mode
    super.init()
  }

  open func addItem(_ item: any UIDynamicItem) {
    guard !items.contains(where: { $0 === item }) else { return }
    items.append(item)
    behaviorDidChange()
  }

  open func removeItem(_ item: any UIDynamicItem) {
    items.removeAll { $0 === item }
    offsets[ObjectIdentifier(item)] = nil
    behaviorDidChange()
  }

  /// The direction of the force, radians (0 along +x, π/2 down).
  open var angle: CGFloat {
    get { atan2(pushDirection.dy, pushDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The strength of the force (negative pushes the opposite way).
  open var magnitude: CGFloat {
    get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
    set { setAngle(angle, magnitude: newValue) }
  }

  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  /// Where the force acts on `item`, from its center (points, in the item's own unrotated
  /// axes); zero, the center, by default. Off the center the push also turns the item.
  open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = o
    behaviorDidChange()
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  override func applyForces(in world: DynamicsWorld, step: CGFloat) {
    guard isActive else { return }
    let force = PlaneVector(x: pushDirection.dx * 100, y: pushDirection.dy * 100)
    for item in items {
      let body = world.body(for: item)
      let offset = targetOffsetFromCenter(for: item)
      let r = PlaneVector(x: offset.horizontal, y: offset.vertical).rotated(by: body.angle)
      switch mode {
      case .continuous:
        body.force += force
        body.torque += r.cross(force)
      case .instantaneous:
        if body.isMovable { body.apply(impulse: force, at: r) }
      }
    }
    if mode == .instantaneous { isActive = false }
  }
}
