import Foundation
import SegueAnimation

/// The rigid-body simulation behind a `UIDynamicAnimator` (docs/uikit-behaviour-2.md §23.4):
/// one body per item its behaviors name, advanced in fixed steps of `SolverTuning.step`
/// seconds by semi-implicit Euler integration with a sequential-impulse solver for contacts
/// and attachments. Items no constraint touches in a step move by the average of their
/// velocities before and after it, which is exact for constant forces (gravity, a
/// continuous push).
@MainActor final class DynamicsWorld {
  /// The reference view's bounds, for `translatesReferenceBoundsIntoBoundary`.
  var referenceBounds: CGRect = .zero
  private var bodies: [ObjectIdentifier: RigidBody] = [:]
  /// Bodies in the order their items first appeared (the solver's order).
  private(set) var orderedBodies: [RigidBody] = []
  /// Simulated seconds.
  private(set) var elapsedTime: TimeInterval = 0

  /// The body of `item`, made from the item's current state the first time.
  func body(for item: any UIDynamicItem) -> RigidBody {
    let key = ObjectIdentifier(item)
    if let body = bodies[key] { return body }
    let body = RigidBody(item: item)
    bodies[key] = body
    orderedBodies.append(body)
    return body
  }

  func existingBody(for item: any UIDynamicItem) -> RigidBody? { bodies[ObjectIdentifier(item)] }

  /// Keeps bodies for `items` only (an item no behavior names any more is forgotten).
  func keepBodies(for items: [any UIDynamicItem]) {
    let keep = Set(items.map { ObjectIdentifier($0) })
    guard keep.count != bodies.count || !bodies.keys.allSatisfy(keep.contains) else { return }
    bodies = bodies.filter { keep.contains($0.key) }
    orderedBodies.removeAll { !keep.contains(ObjectIdentifier($0.item)) }
  }

  /// Advances every body by `step` seconds under `behaviors` (flattened, in order).
  func advance(by step: CGFloat, behaviors: [UIDynamicBehavior]) {
    for body in orderedBodies {
      body.material = ItemMaterial()
      body.force = .zero
      body.torque = 0
      body.isConstrained = false
    }
    for behavior in behaviors { behavior.configure(self) }
    for behavior in behaviors { behavior.applyForces(in: self, step: step) }
    let before = orderedBodies.map { ($0.velocity, $0.angularVelocity) }
    for body in orderedBodies where body.isMovable {
      body.velocity += body.force * (body.inverseMass * step)
      body.angularVelocity += body.torque * body.inverseInertia * step
      if body.material.resistance > 0 { body.velocity = body.velocity * (1 / (1 + step * body.material.resistance)) }
      if body.material.angularResistance > 0 {
        body.angularVelocity /= 1 + step * body.material.angularResistance
      }
      if body.inverseInertia == 0 { body.angularVelocity = 0 }
    }
    let constraints = behaviors.flatMap { $0.constraints(in: self) }
    for constraint in constraints { constraint.prepare(step: step) }
    for _ in 0..<SolverTuning.velocityIterations {
      for constraint in constraints { constraint.solveVelocities() }
    }
    for (index, body) in orderedBodies.enumerated() where body.isMovable {
      if body.isConstrained {
        body.position += body.velocity * step
        body.angle += body.angularVelocity * step
      } else {
        let (velocity, angularVelocity) = before[index]
        body.position += (velocity + body.velocity) * (step / 2)
        body.angle += (angularVelocity + body.angularVelocity) * (step / 2)
      }
    }
    for _ in 0..<SolverTuning.positionIterations {
      for constraint in constraints { constraint.correctPositions() }
    }
    for behavior in behaviors { behavior.stepDidEnd(in: self) }
    elapsedTime += Double(step)
  }

  /// Whether every movable body is slower than `SolverTuning.restSpeed`, counting the speed
  /// of its farthest corner turning.
  var isBelowRestSpeed: Bool {
    orderedBodies.allSatisfy { body in
      guard body.isMovable else { return true }
      let radius = (body.size.width * body.size.width + body.size.height * body.size.height).squareRoot() / 2
      return body.velocity.length < SolverTuning.restSpeed
        && abs(body.angularVelocity) * radius < SolverTuning.restSpeed
    }
  }

  /// Writes every body's center and rotation to its item.
  func writeItems() {
    for body in orderedBodies { body.writeState() }
  }
}
