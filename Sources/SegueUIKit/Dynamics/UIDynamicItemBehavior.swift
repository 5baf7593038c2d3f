import Foundation
import SegueAnimation

/// The physical properties of its items — bounce, friction, density, damping, rotation,
/// anchoring — and a way to give them velocity, such as a gesture's at its end (UIKit's
/// `UIDynamicItemBehavior`). When several of these behaviors name one item, the one added
/// last decides (docs/uikit-behaviour-2.md §23.2).
@preconcurrency @MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
  open private(set) var items: [any UIDynamicItem]
  /// Velocity added before the behavior was in a running animator, applied when it is.
  private var pendingLinear: [ObjectIdentifier: PlaneVector] = [:]
  private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

  /// 0 (no bounce, the default) … 1 (a collision returns all the speed).
  open var elasticity: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// 0 (the default: surfaces slide freely) and up; a contact's coefficient of friction.
  open var friction: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Mass per area, default 1: an item's mass is its bounds' area × density ÷ 10 000.
  open var density: CGFloat = 1 { didSet { behaviorDidChange() } }
  /// Linear damping per second, default 0 (none).
  open var resistance: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Angular damping per second, default 0 (none).
  open var angularResistance: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Electric charge for field behaviors; kept, but Segue has no field behaviors.
  open var charge: CGFloat = 0
  /// Whether the items stay where they are: they still collide, as fixed obstacles.
  open var isAnchored = false { didSet { behaviorDidChange() } }
  /// Whether the items may turn (default true).
  open var allowsRotation = true { didSet { behaviorDidChange() } }

  public init(items: [any UIDynamicItem]) {
    self.items = uniqueItems(items)
    super.init()
  }

  public convenience override init() { self.init(items: []) }

  open func addItem(_ item: any UIDynamicItem) {
    guard !items.contains(where: { $0 === item }) else { return }
    items.append(item)
    behaviorDidChange()
  }

  open func removeItem(_ item: any UIDynamicItem) {
    items.removeAll { $0 === item }
    behaviorDidChange()
  }

  /// Adds `velocity` (points/s, reference coordinates) to `item`'s, as a pan's end velocity.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    if let body = runningBody(for: item) {
      body.velocity += PlaneVector(velocity)
    } else {
      pendingLinear[ObjectIdentifier(item), default: .zero] += PlaneVector(velocity)
    }
    behaviorDidChange()
  }

  /// `item`'s velocity (points/s); zero for an item not in this behavior.
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    guard items.contains(where: { $0 === item }) else { return .zero }
    if let body = runningBody(for: item) { return body.velocity.point }
    return (pendingLinear[ObjectIdentifier(item)] ?? .zero).point
  }

  /// Adds `velocity` (radians/s, clockwise on screen) to `item`'s.
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    if let body = runningBody(for: item) {
      body.angularVelocity += velocity
    } else {
      pendingAngular[ObjectIdentifier(item), default: 0] += velocity
    }
    behaviorDidChange()
  }

  /// `item`'s angular velocity (radians/s); zero for an item not in this behavior.
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
    guard items.contains(where: { $0 === item }) else { return 0 }
    if let body = runningBody(for: item) { return body.angularVelocity }
    return pendingAngular[ObjectIdentifier(item)] ?? 0
  }

  private func runningBody(for item: any UIDynamicItem) -> RigidBody? {
    guard let animator = dynamicAnimator, items.contains(where: { $0 === item }) else { return nil }
    return animator.world.body(for: item)
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  override func configure(_ world: DynamicsWorld) {
    let material = ItemMaterial(
      elasticity: elasticity, friction: friction, density: density, resistance: resistance,
      angularResistance: angularResistance, allowsRotation: allowsRotation, isAnchored: isAnchored)
    for item in items {
      let body = world.body(for: item)
      body.material = material
      if let velocity = pendingLinear.removeValue(forKey: ObjectIdentifier(item)) { body.velocity += velocity }
      if let velocity = pendingAngular.removeValue(forKey: ObjectIdentifier(item)) { body.angularVelocity += velocity }
    }
  }
}
