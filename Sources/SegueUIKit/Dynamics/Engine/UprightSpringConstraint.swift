import Foundation
import SegueAnimation

/// Turns an item back to upright (angle 0) through a damped angular spring of `frequency` Hz
/// and `dampingRatio`: the rotation half of a snap (docs/uikit-behaviour-2.md §23.3).
@MainActor final class UprightSpringConstraint: DynamicsConstraint {
  let body: RigidBody
  let frequency: CGFloat
  let dampingRatio: CGFloat
  private var gamma: CGFloat = 0
  private var bias: CGFloat = 0
  private var accumulated: CGFloat = 0

  init(body: RigidBody, frequency: CGFloat, dampingRatio: CGFloat) {
    self.body = body
    self.frequency = frequency
    self.dampingRatio = dampingRatio
  }

  func prepare(step: CGFloat) {
    accumulated = 0
    guard body.inverseInertia > 0 else { return }
    let inertia = 1 / body.inverseInertia
    let omega = 2 * .pi * frequency
    let stiffness = inertia * omega * omega
    let damping = 2 * inertia * dampingRatio * omega
    let denominator = step * (damping + step * stiffness)
    gamma = 1 / denominator
    // The angle's shortest way back to 0.
    let error = remainder(body.angle, 2 * .pi)
    bias = error * step * stiffness / denominator
  }

  func solveVelocities() {
    guard body.inverseInertia > 0 else { return }
    let impulse = -(body.angularVelocity + bias + gamma * accumulated) / (body.inverseInertia + gamma)
    accumulated += impulse
    body.angularVelocity += body.inverseInertia * impulse
  }

  func correctPositions() {}
}
