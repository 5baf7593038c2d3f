import Foundation

/// The closed-form step response of a damped harmonic oscillator, normalised so progress
/// goes from 0 to 1: p(0) = 0, p′(0) = v₀, p(∞) = 1.
///
/// The three regimes of docs/uikit-behaviour.md §2.3, with ω the natural frequency and ζ the
/// damping ratio:
/// - underdamped (ζ < 1), ω_d = ω√(1−ζ²):
///   `p = 1 − e^(−ζωt)·[cos(ω_d t) + ((ζω − v₀)/ω_d)·sin(ω_d t)]`
/// - critical (ζ = 1): `p = 1 − e^(−ωt)·[1 + (ω − v₀)t]`
/// - overdamped (ζ > 1), r₁,₂ = −ω(ζ ∓ √(ζ²−1)):
///   `p = 1 − (A e^(r₁t) + B e^(r₂t))`, `A = (−v₀ − r₂)/(r₁ − r₂)`, `B = 1 − A`.
///
/// Springs are evaluated analytically at any time, never integrated (§2.5b).
public struct SpringCurve: TimingCurve, Hashable {
  /// Which closed form applies.
  public enum Regime: Sendable, Hashable {
    case underdamped
    case criticallyDamped
    case overdamped
  }

  /// Natural angular frequency ω, radians per second.
  public let naturalFrequency: Double
  /// Damping ratio ζ as evaluated (after any clamping).
  public let dampingRatio: Double
  /// Initial velocity v₀ in fractions of the from→to distance per second; positive moves
  /// towards the target.
  public let initialVelocity: Double
  /// The closed form used.
  public let regime: Regime

  // Precomputed coefficients.
  private let decay: Double  // ζω, or ω for critical
  private let dampedFrequency: Double  // ω_d (underdamped)
  private let coefficient: Double  // (ζω − v₀)/ω_d, or (ω − v₀) for critical, or A for overdamped
  private let root1: Double  // r₁ (overdamped)
  private let root2: Double  // r₂ (overdamped)

  /// Damping ratios within this distance of 1 use the critical closed form, which is the
  /// limit of both other forms and avoids their cancellation near ζ = 1.
  public static let criticalTolerance = 1e-6

  /// Creates the curve for a spring.
  ///
  /// - Parameters:
  ///   - parameters: mass, stiffness, damping.
  ///   - initialVelocity: v₀ in distance fractions per second (non-finite values become 0).
  ///   - allowsOverdamping: when false (Core Animation's default, UIKit's classic spring
  ///     API), ζ > 1 is clamped to 1 (docs/uikit-behaviour.md §2.3).
  public init(parameters: SpringParameters, initialVelocity: Double = 0, allowsOverdamping: Bool = false) {
    let zeta = parameters.dampingRatio
    self.init(
      naturalFrequency: parameters.naturalFrequency,
      dampingRatio: allowsOverdamping ? zeta : min(zeta, 1),
      initialVelocity: initialVelocity)
  }

  /// Creates the curve from ω (rad/s), ζ and v₀ (distance fractions per second).
  public init(naturalFrequency: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    let omega = naturalFrequency.isFinite && naturalFrequency > 0 ? naturalFrequency : 1
    let zeta = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    self.naturalFrequency = omega
    self.dampingRatio = zeta
    self.initialVelocity = velocity
    if abs(zeta - 1) <= Self.criticalTolerance {
      regime = .criticallyDamped
      decay = omega
      dampedFrequency = 0
      coefficient = omega - velocity
      root1 = 0
      root2 = 0
    } else if zeta < 1 {
      regime = .underdamped
      decay = zeta * omega
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      dampedFrequency = omegaD
      coefficient = (zeta * omega - velocity) / omegaD
      root1 = 0
      root2 = 0
    } else {
      regime = .overdamped
      let spread = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - spread)
      let r2 = -omega * (zeta + spread)
      root1 = r1
      root2 = r2
      coefficient = (-velocity - r2) / (r1 - r2)
      decay = 0
      dampedFrequency = 0
    }
  }

  /// Progress at `time` seconds (1 at rest on the target; may exceed 1 when it overshoots).
  /// Times ≤ 0 give 0.
  @inline(__always)
  public func value(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    switch regime {
    case .underdamped:
      let envelope = exp(-decay * time)
      let phase = dampedFrequency * time
      return 1 - envelope * (cos(phase) + coefficient * sin(phase))
    case .criticallyDamped:
      return 1 - exp(-decay * time) * (1 + coefficient * time)
    case .overdamped:
      return 1 - (coefficient * exp(root1 * time) + (1 - coefficient) * exp(root2 * time))
    }
  }

  /// Velocity at `time` seconds, in distance fractions per second. Times ≤ 0 give v₀.
  @inline(__always)
  public func velocity(at time: Double) -> Double {
    let time = max(time, 0)
    switch regime {
    case .underdamped:
      // p′ = e^(−ζωt)·[v₀ cos(ω_d t) + (ζω·B + ω_d) sin(ω_d t)], B = (ζω − v₀)/ω_d
      let envelope = exp(-decay * time)
      let phase = dampedFrequency * time
      return envelope
        * (initialVelocity * cos(phase) + (decay * coefficient + dampedFrequency) * sin(phase))
    case .criticallyDamped:
      // p′ = e^(−ωt)·[v₀ + ω(ω − v₀)t]
      return exp(-decay * time) * (initialVelocity + decay * coefficient * time)
    case .overdamped:
      return -(coefficient * root1 * exp(root1 * time) + (1 - coefficient) * root2 * exp(root2 * time))
    }
  }

  public func progress(atTime time: Double, duration: Double) -> Double { value(at: time) }
  public func velocity(atTime time: Double, duration: Double) -> Double { velocity(at: time) }

  /// The time after which the spring stays within `epsilon` of its target, in seconds.
  ///
  /// For ζ < 1 this is UIKit's closed form (`_durationOfSpringAnimation`,
  /// docs/uikit-behaviour.md §2.4): `T = ln((1 + B)/ε) / (ζω)`, `B = |(ζω − v₀)/ω_d|` (0 below
  /// FLT_EPSILON), clamped ≥ 0 — e.g. mass 1, stiffness 100, damping 5 settles at 2.855 s,
  /// as Apple's CASpringAnimation documentation states (≈ 2.85 s).
  /// For ζ ≥ 1 UIKit uses an undocumented approximation; this returns the exact largest
  /// `t` with `|1 − p(t)| ≥ ε`, found numerically (bracketed, then bisected to 1e-9 s).
  public func settlingDuration(epsilon: Double = 0.001) -> Double {
    let epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
    if regime == .underdamped {
      var b = abs(coefficient)
      if b < Double(Float.ulpOfOne) { b = 0 }
      return max(0, log((1 + b) / epsilon) / decay)
    }
    return lastExcursion(beyond: epsilon)
  }

  /// Largest t with |1 − p(t)| ≥ ε for the critical and overdamped forms.
  private func lastExcursion(beyond epsilon: Double) -> Double {
    let residual = { (t: Double) in abs(1 - self.value(at: t)) }
    // Upper bound: an envelope that dominates |1 − p| and decays monotonically.
    let slowest = regime == .criticallyDamped ? decay : -root1
    let scale = 1 + abs(coefficient) + abs(1 - coefficient) + abs(initialVelocity)
    var high = max(1 / slowest, 1e-6)
    var guardCount = 0
    while (scale * (1 + slowest * high) * exp(-slowest * high)) >= epsilon && guardCount < 200 {
      high *= 2
      guardCount += 1
    }
    // The residual is a sum of at most two exponentials (times a linear term), so it has
    // at most one interior extremum and one zero: a dense scan down from the bound finds
    // the last crossing.
    let steps = 4096
    var previous = high
    var found: Double?
    for step in stride(from: steps - 1, through: 0, by: -1) {
      let t = high * Double(step) / Double(steps)
      if residual(t) >= epsilon {
        found = t
        break
      }
      previous = t
    }
    guard var low = found else { return 0 }
    var upper = previous
    for _ in 0..<100 where upper - low > 1e-9 {
      let middle = (low + upper) / 2
      if residual(middle) >= epsilon { low = middle } else { upper = middle }
    }
    return (low + upper) / 2
  }
}
