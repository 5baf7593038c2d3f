import Foundation
import SegueAnimation

/// Accelerates its items equally, whatever their mass (UIKit's `UIGravityBehavior`): a
/// `gravityDirection` of (0, 1) — the default — is UIKit gravity, 1000 points/s² downward
/// (docs/uikit-behaviour-2.md §23.1).
@preconcurrency @MainActor open class UIGravityBehavior: UIDynamicBehavior {
  /// The items gravity pulls, in order of addition.
  open private(set) var items: [any UIDynamicItem]

  /// Acceleration in units of 1000 points/s² along each axis of the reference view.
  open var gravityDirection = CGVector(dx: 0, dy: 1) {
    didSet { behaviorDidChange() }
  }

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

  /// The direction of `gravityDirection`, radians (0 along +x, π/2 down).
  open var angle: CGFloat {
    get { atan2(gravityDirection.dy, gravityDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The length of `gravityDirection` (1 is 1000 points/s²). Setting 0 makes the vector
  /// zero, which also makes `angle` 0.
  open var magnitude: CGFloat {
    get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
    set { setAngle(angle, magnitude: newValue) }
  }

  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  override func applyForces(in world: DynamicsWorld, step: CGFloat) {
    let acceleration = PlaneVector(x: gravityDirection.dx * 1000, y: gravityDirection.dy * 1000)
    for item in items {
      let body = world.body(for: item)
      body.force += acceleration * body.mass
    }
  }
}
