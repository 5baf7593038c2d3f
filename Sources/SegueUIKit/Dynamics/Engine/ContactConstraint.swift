import Foundation
import SegueAnimation

/// A contact between an item and a boundary (`second` nil) or another item: the items may not
/// approach along the normal, friction opposes sliding, and an approach faster than
/// `SolverTuning.restitutionThreshold` bounces back at `elasticity` times its speed.
@MainActor final class ContactConstraint: DynamicsConstraint {
  private struct Point {
    var rA: PlaneVector
    var rB: PlaneVector
    var normalMass: CGFloat = 0
    var tangentMass: CGFloat = 0
    var normalImpulse: CGFloat = 0
    var tangentImpulse: CGFloat = 0
    var bounce: CGFloat = 0
  }

  let first: RigidBody
  let second: RigidBody?
  private let normal: PlaneVector
  private var points: [Point]
  private let elasticity: CGFloat
  private let friction: CGFloat
  /// Recomputes the contact where the bodies are now (for position correction).
  private let geometry: () -> ContactManifold?

  init(first: RigidBody, second: RigidBody?, manifold: ContactManifold, geometry: @escaping () -> ContactManifold?) {
    self.first = first
    self.second = second
    normal = manifold.normal
    points = manifold.points.map { p in
      Point(rA: p.position - first.position, rB: second.map { p.position - $0.position } ?? .zero)
    }
    if let second {
      elasticity = max(first.material.elasticity, second.material.elasticity)
      friction = (max(first.material.friction, 0) * max(second.material.friction, 0)).squareRoot()
    } else {
      elasticity = first.material.elasticity
      friction = max(first.material.friction, 0)
    }
    self.geometry = geometry
    first.isConstrained = true
    second?.isConstrained = true
  }

  private var inverseMassB: CGFloat { second?.inverseMass ?? 0 }
  private var inverseInertiaB: CGFloat { second?.inverseInertia ?? 0 }

  private func relativeVelocity(_ p: Point) -> PlaneVector {
    (second?.velocity(at: p.rB) ?? .zero) - first.velocity(at: p.rA)
  }

  func prepare(step: CGFloat) {
    let tangent = normal.perpendicular
    for i in points.indices {
      let rnA = points[i].rA.cross(normal)
      let rnB = points[i].rB.cross(normal)
      let kNormal =
        first.inverseMass + inverseMassB + first.inverseInertia * rnA * rnA + inverseInertiaB * rnB * rnB
      points[i].normalMass = kNormal > 0 ? 1 / kNormal : 0
      let rtA = points[i].rA.cross(tangent)
      let rtB = points[i].rB.cross(tangent)
      let kTangent =
        first.inverseMass + inverseMassB + first.inverseInertia * rtA * rtA + inverseInertiaB * rtB * rtB
      points[i].tangentMass = kTangent > 0 ? 1 / kTangent : 0
      let approach = relativeVelocity(points[i]).dot(normal)
      points[i].bounce = approach < -SolverTuning.restitutionThreshold ? -elasticity * approach : 0
    }
  }

  func solveVelocities() {
    let tangent = normal.perpendicular
    for i in points.indices {
      if friction > 0 {
        let vt = relativeVelocity(points[i]).dot(tangent)
        let limit = friction * points[i].normalImpulse
        let old = points[i].tangentImpulse
        let new = min(max(old - points[i].tangentMass * vt, -limit), limit)
        points[i].tangentImpulse = new
        apply(tangent * (new - old), at: points[i])
      }
      let vn = relativeVelocity(points[i]).dot(normal)
      let old = points[i].normalImpulse
      let new = max(old - points[i].normalMass * (vn - points[i].bounce), 0)
      points[i].normalImpulse = new
      apply(normal * (new - old), at: points[i])
    }
  }

  private func apply(_ impulse: PlaneVector, at p: Point) {
    first.apply(impulse: -impulse, at: p.rA)
    second?.apply(impulse: impulse, at: p.rB)
  }

  func correctPositions() {
    guard let manifold = geometry(), let deepest = manifold.points.map(\.separation).min() else { return }
    let k = first.inverseMass + inverseMassB
    guard k > 0 else { return }
    let correction = min(
      max(SolverTuning.positionCorrection * (-deepest - SolverTuning.linearSlop), 0), SolverTuning.maximumCorrection)
    guard correction > 0 else { return }
    let push = manifold.normal * (correction / k)
    first.position -= push * first.inverseMass
    if let second { second.position += push * second.inverseMass }
  }
}
