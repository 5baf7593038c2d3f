import Foundation
import SegueAnimation

/// Keeps a point of an item at `length` points from an anchor point or from a point of a
/// second item (docs/uikit-behaviour-2.md §23.3): rigidly when `frequency` is 0, else as a
/// damped spring of that frequency (Hz) and damping ratio. Length 0 pins the two points
/// together (both axes); a positive length is a rod or spring along the line between them.
/// `frictionTorque` resists the item turning relative to what it is attached to.
@MainActor final class AttachmentConstraint: DynamicsConstraint {
  struct Spring {
    /// Hz; 0 is rigid.
    var frequency: CGFloat
    /// 0 (undamped) … 1 (critically damped) and above.
    var dampingRatio: CGFloat
  }

  let first: RigidBody
  /// The attachment point on `first`, from its center, unrotated (points).
  let firstOffset: PlaneVector
  let second: RigidBody?
  let secondOffset: PlaneVector
  /// Where a one-item attachment is anchored (reference coordinates).
  let anchor: PlaneVector
  let length: CGFloat
  let spring: Spring
  let frictionTorque: CGFloat

  private var rA = PlaneVector.zero
  private var rB = PlaneVector.zero
  private var gamma: CGFloat = 0
  private var bias = PlaneVector.zero
  private var axis = PlaneVector.zero
  private var accumulated = PlaneVector.zero
  private var angularAccumulated: CGFloat = 0
  private var step: CGFloat = SolverTuning.step

  init(
    first: RigidBody, firstOffset: PlaneVector, second: RigidBody?, secondOffset: PlaneVector, anchor: PlaneVector,
    length: CGFloat, spring: Spring, frictionTorque: CGFloat
  ) {
    self.first = first
    self.firstOffset = firstOffset
    self.second = second
    self.secondOffset = secondOffset
    self.anchor = anchor
    self.length = max(length, 0)
    self.spring = spring
    self.frictionTorque = max(frictionTorque, 0)
    if spring.frequency <= 0 {
      first.isConstrained = true
      second?.isConstrained = true
    }
  }

  private var inverseMassB: CGFloat { second?.inverseMass ?? 0 }
  private var inverseInertiaB: CGFloat { second?.inverseInertia ?? 0 }
  private var isPin: Bool { length < 1e-6 }

  /// Where the attachment's two ends are now.
  private func ends() -> (PlaneVector, PlaneVector) {
    let a = first.position + firstOffset.rotated(by: first.angle)
    let b = second.map { $0.position + secondOffset.rotated(by: $0.angle) } ?? anchor
    return (a, b)
  }

  func prepare(step: CGFloat) {
    self.step = step
    let (a, b) = ends()
    rA = a - first.position
    rB = second.map { b - $0.position } ?? .zero
    accumulated = .zero
    angularAccumulated = 0
    let separation = a - b
    axis = separation.normalized
    let error: PlaneVector = isPin ? separation : axis * (separation.length - length)
    if spring.frequency > 0 {
      let inverseMass = first.inverseMass + inverseMassB
      guard inverseMass > 0 else {
        gamma = 0
        bias = .zero
        return
      }
      let mass = 1 / inverseMass
      let omega = 2 * .pi * spring.frequency
      let stiffness = mass * omega * omega
      let damping = 2 * mass * max(spring.dampingRatio, 0) * omega
      let denominator = step * (damping + step * stiffness)
      gamma = denominator > 0 ? 1 / denominator : 0
      bias = error * (step * stiffness / denominator)
    } else {
      // Rigid: the drift left (a moving anchor, curved paths) is fed back as velocity, so
      // an item dragged by an off-center point gains the motion and turn of being pulled.
      gamma = 0
      bias = error * (SolverTuning.attachmentBaumgarte / step)
    }
  }

  func solveVelocities() {
    if frictionTorque > 0 {
      let k = first.inverseInertia + inverseInertiaB
      if k > 0 {
        let relative = first.angularVelocity - (second?.angularVelocity ?? 0)
        let limit = frictionTorque * step
        let old = angularAccumulated
        angularAccumulated = min(max(old - relative / k, -limit), limit)
        let impulse = angularAccumulated - old
        first.angularVelocity += first.inverseInertia * impulse
        if let second { second.angularVelocity -= second.inverseInertia * impulse }
      }
    }
    let relative = first.velocity(at: rA) - (second?.velocity(at: rB) ?? .zero)
    let mA = first.inverseMass
    let mB = inverseMassB
    let iA = first.inverseInertia
    let iB = inverseInertiaB
    if isPin {
      // K = (mA + mB) I + iA [rA]ᵀ[rA] + iB [rB]ᵀ[rB] + γ I, solved as a 2 × 2 system.
      let k11 = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y + gamma
      let k12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
      let k22 = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x + gamma
      let determinant = k11 * k22 - k12 * k12
      guard abs(determinant) > 1e-12 else { return }
      let rhs = -(relative + bias + accumulated * gamma)
      let impulse = PlaneVector(
        x: (k22 * rhs.x - k12 * rhs.y) / determinant, y: (k11 * rhs.y - k12 * rhs.x) / determinant)
      accumulated += impulse
      first.apply(impulse: impulse, at: rA)
      second?.apply(impulse: -impulse, at: rB)
    } else {
      guard axis != .zero else { return }
      let crA = rA.cross(axis)
      let crB = rB.cross(axis)
      let k = mA + mB + iA * crA * crA + iB * crB * crB + gamma
      guard k > 0 else { return }
      let lambda = -(relative.dot(axis) + bias.dot(axis) + accumulated.x * gamma) / k
      accumulated.x += lambda
      first.apply(impulse: axis * lambda, at: rA)
      second?.apply(impulse: axis * -lambda, at: rB)
    }
  }

  /// Rigid attachments are kept by their velocity bias (`prepare`), which also turns the
  /// item; moving positions directly would drag it without turning it.
  func correctPositions() {}
}
