import Foundation
import SegueAnimation

/// The state the dynamics engine keeps for one item: where it is, how it moves, its mass and
/// its collision outline. The engine reads the item when the body is made (and on
/// `UIDynamicAnimator.updateItem(usingCurrentState:)`) and writes its center and rotation
/// after every frame, as UIKit does (docs/uikit-behaviour-2.md §23.1).
@MainActor final class RigidBody {
  let item: any UIDynamicItem
  /// The center, points in the reference view's coordinates.
  var position: PlaneVector
  /// Radians, clockwise on screen.
  var angle: CGFloat
  /// Points per second.
  var velocity = PlaneVector.zero
  /// Radians per second.
  var angularVelocity: CGFloat = 0
  var material = ItemMaterial() {
    didSet { if material != oldValue { updateMass() } }
  }
  private(set) var size: CGSize
  /// The collision outline around the center, unrotated (points).
  private(set) var outline: [PlaneVector]
  private(set) var mass: CGFloat = 1
  private(set) var inverseMass: CGFloat = 1
  private(set) var inverseInertia: CGFloat = 0
  /// The angle last written to the item's transform.
  private var writtenAngle: CGFloat
  /// The transform the item had besides its rotation (its scale), kept when the rotation is written.
  private var baseTransform: CGAffineTransform

  /// Force (mass units × points/s²) and torque accumulated for the current step.
  var force = PlaneVector.zero
  var torque: CGFloat = 0
  /// Whether a contact or a rigid attachment acted on the body this step.
  var isConstrained = false

  init(item: any UIDynamicItem) {
    self.item = item
    position = PlaneVector(item.center)
    let t = item.transform
    angle = atan2(t.b, t.a)
    writtenAngle = angle
    baseTransform = t.rotated(by: -angle)
    size = item.bounds.size
    outline = []
    readShape()
    updateMass()
  }

  /// Reads the item's center, rotation and size again (`updateItem(usingCurrentState:)`).
  func readState() {
    position = PlaneVector(item.center)
    let t = item.transform
    angle = atan2(t.b, t.a)
    writtenAngle = angle
    baseTransform = t.rotated(by: -angle)
    size = item.bounds.size
    readShape()
    updateMass()
  }

  /// Writes the center and, when it changed, the rotation to the item.
  func writeState() {
    let center = position.point
    if item.center != center { item.center = center }
    if angle != writtenAngle {
      item.transform = baseTransform.rotated(by: angle)
      writtenAngle = angle
    }
  }

  var isMovable: Bool { !material.isAnchored }

  /// The outline where the body is now.
  var shape: ConvexShape { ConvexShape.polygon(outline.map { position + $0.rotated(by: angle) }) }

  /// The velocity of the point at `r` from the center.
  func velocity(at r: PlaneVector) -> PlaneVector { velocity + tangentialVelocity(angularVelocity, r) }

  /// Applies `impulse` (mass units × points/s) at `r` from the center.
  func apply(impulse: PlaneVector, at r: PlaneVector) {
    velocity += impulse * inverseMass
    angularVelocity += inverseInertia * r.cross(impulse)
  }

  private func readShape() {
    let w = size.width
    let h = size.height
    switch item.collisionBoundsType {
    case .rectangle:
      outline = [
        PlaneVector(x: -w / 2, y: -h / 2), PlaneVector(x: w / 2, y: -h / 2), PlaneVector(x: w / 2, y: h / 2),
        PlaneVector(x: -w / 2, y: h / 2),
      ]
    case .ellipse:
      outline = (0..<32).map { i in
        let a = CGFloat(i) / 32 * 2 * .pi
        return PlaneVector(x: cos(a) * w / 2, y: sin(a) * h / 2)
      }
    case .path:
      let lines = PathGeometry.flatten(item.collisionBoundingPath.cgPath.segments, tolerance: 0.25)
      let hull = ConvexShape.hull(of: lines.flatMap { $0.points.map(PlaneVector.init) })
      outline =
        hull.count >= 3
        ? hull
        : [
          PlaneVector(x: -w / 2, y: -h / 2), PlaneVector(x: w / 2, y: -h / 2), PlaneVector(x: w / 2, y: h / 2),
          PlaneVector(x: -w / 2, y: h / 2),
        ]
    }
  }

  /// Mass from the bounds' area and the density (100 × 100 points at density 1 is one unit,
  /// so a push of magnitude 1 accelerates it at 100 points/s², §23.1); the moment of inertia
  /// of a uniform rectangle of that size.
  private func updateMass() {
    let area = max(size.width * size.height, 1)
    mass = area * max(material.density, 1e-6) / 10_000
    inverseMass = material.isAnchored ? 0 : 1 / mass
    let inertia = mass * (size.width * size.width + size.height * size.height) / 12
    inverseInertia = material.isAnchored || !material.allowsRotation || inertia <= 0 ? 0 : 1 / inertia
    if material.isAnchored {
      velocity = .zero
      angularVelocity = 0
    }
  }
}
