import Foundation
import SegueAnimation

/// Something the engine's solver keeps true during a step (docs/uikit-behaviour-2.md §23.4):
/// a contact, an attachment, a snap. Velocities are solved first (sequential impulses), then
/// positions are corrected for the drift that remains.
@MainActor protocol DynamicsConstraint: AnyObject {
  /// Computes what the step needs (effective masses, bounce targets) for a step of `step` seconds.
  func prepare(step: CGFloat)
  /// One pass of impulses toward the velocities the constraint allows.
  func solveVelocities()
  /// One pass of position correction (after positions were integrated).
  func correctPositions()
}

/// The solver's tuning (Segue's choices, docs/uikit-behaviour-2.md §23.4).
enum SolverTuning {
  /// Fixed simulation step: 240 steps a second (four per frame at 60 Hz).
  static let step: CGFloat = 1.0 / 240
  static let velocityIterations = 10
  static let positionIterations = 3
  /// Overlap left uncorrected, points, so resting contacts stay in touch.
  static let linearSlop: CGFloat = 0.1
  /// Fraction of the remaining overlap or attachment drift corrected per pass.
  static let positionCorrection: CGFloat = 0.5
  /// Largest position correction of one pass, points.
  static let maximumCorrection: CGFloat = 4
  /// Fraction of a rigid attachment's drift fed back as velocity per step.
  static let attachmentBaumgarte: CGFloat = 0.2
  /// Approach speeds below this (points/s) do not bounce, so items can come to rest.
  static let restitutionThreshold: CGFloat = 20
  /// An item is at rest below this speed (points/s; also the speed of its corners turning).
  static let restSpeed: CGFloat = 1
  /// How long everything must stay below `restSpeed` before the animator pauses (seconds).
  static let restDuration: CGFloat = 0.1
}
