import Foundation

/// The spring `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
/// runs: UIKit's duration-based spring, solved to physical parameters.
///
/// The pipeline is UIKit's (docs/uikit-behaviour.md §2.1):
/// 1. mass 1; velocity in fractions of the from→to distance per second.
/// 2. ζ = clamp(dampingRatio, 1.1920929e-7, 1) — any damping above 1 (e.g. 300) is critical;
///    D = clamp(duration, 0.01, 10) for the solver.
/// 3. The natural frequency ω is chosen so that the envelope at t = D equals ε = 0.001:
///    - ζ < 1: `|(ζω − v₀) / (ω√(1−ζ²))| · e^(−ζωD) = ε`
///    - ζ = 1: `|1 + (ω − v₀)D| · e^(−ωD) = ε`
///    taking the **largest** root, the choice this project made where sources disagree (it is
///    the root validated frame by frame against the system by RevealSpringAnimation, S20).
/// 4. stiffness = ω², damping = 2ζω.
///
/// Roots are found without Newton's unguarded iteration (which yields NaN for D = 1,
/// v₀ = 5, where the derivative at the start point vanishes): each envelope is monotone
/// decreasing on the interval holding its largest root, which is bracketed analytically
/// and then bisected to machine precision. No finite input produces NaN or infinity.
public struct UIViewSpringTiming: Sendable, Hashable {
  /// ε, the envelope the spring reaches at t = duration.
  public static let envelopeAtDuration = 0.001

  /// The caller's duration in seconds: the Core Animation duration, after which the
  /// animation is removed and the model value shows (≤ 0 becomes 0.001 s, §1.4).
  public let duration: Double
  /// The duration the solver used, seconds, clamped to [0.01, 10].
  public let solverDuration: Double
  /// The damping ratio used, clamped to [1.1920929e-7, 1].
  public let dampingRatio: Double
  /// v₀ in fractions of the distance per second.
  public let initialVelocity: Double
  /// The solved natural frequency ω, radians per second.
  public let naturalFrequency: Double
  /// mass 1, stiffness ω², damping 2ζω.
  public let parameters: SpringParameters
  /// The normalised progress curve the animation follows.
  public let curve: SpringCurve

  /// Solves UIKit's spring for a duration, damping ratio and initial velocity.
  ///
  /// - Parameters:
  ///   - duration: seconds; the animation lasts exactly this long.
  ///   - dampingRatio: `usingSpringWithDamping`; clamped to (0, 1].
  ///   - initialVelocity: `initialSpringVelocity`, distance fractions per second.
  public init(duration: Double, dampingRatio: Double, initialVelocity: Double) {
    let safeDuration = duration.isFinite ? duration : 10
    self.duration = safeDuration > 0 ? safeDuration : 0.001
    solverDuration = min(max(safeDuration, 0.01), 10)
    let zeta =
      dampingRatio.isNaN ? 1 : min(max(dampingRatio, Double(Float.ulpOfOne)), 1)
    self.dampingRatio = zeta
    // Velocities beyond ±1e6 distances per second are physically meaningless and would
    // overflow the bracket; clamp them.
    let velocity = initialVelocity.isFinite ? min(max(initialVelocity, -1e6), 1e6) : 0
    self.initialVelocity = velocity
    let omega = Self.solveNaturalFrequency(
      dampingRatio: zeta, duration: solverDuration, initialVelocity: velocity)
    naturalFrequency = omega
    parameters = SpringParameters(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    curve = SpringCurve(naturalFrequency: omega, dampingRatio: zeta, initialVelocity: velocity)
  }

  /// The envelope |1 − p| bound at t = D for frequency ω (§2.1 step 3).
  static func envelope(omega: Double, dampingRatio zeta: Double, duration: Double, initialVelocity v0: Double)
    -> Double
  {
    if zeta >= 1 {
      return abs(1 + (omega - v0) * duration) * exp(-omega * duration)
    }
    let root = (1 - zeta * zeta).squareRoot()
    return abs((zeta * omega - v0) / (omega * root)) * exp(-zeta * omega * duration)
  }

  /// The largest ω > 0 with envelope(ω) = ε.
  static func solveNaturalFrequency(dampingRatio zeta: Double, duration: Double, initialVelocity v0: Double)
    -> Double
  {
    let epsilon = envelopeAtDuration
    let f = { (omega: Double) in
      envelope(omega: omega, dampingRatio: zeta, duration: duration, initialVelocity: v0)
    }
    // `low` starts where the envelope is monotone decreasing on (low, ∞) when it is still
    // ≥ ε there; otherwise the largest root lies below the envelope's zero and the
    // envelope is decreasing on (0, zero).
    var low = 0.0
    var high: Double
    if zeta >= 1 {
      // g(ω) = |1 + (ω − v₀)D|e^(−ωD): zero at v₀ − 1/D, maximum e^(−v₀D) at ω = v₀,
      // decreasing beyond v₀.
      if v0 > 0 && f(v0) >= epsilon {
        low = v0
        high = v0
      } else if v0 > 0 {
        high = v0 - 1 / duration  // envelope zero; the root lies in (0, zero)
      } else {
        high = 0
      }
    } else {
      // g(ω) = |ζω − v₀|/(ω√(1−ζ²))·e^(−ζωD): zero at ω = v₀/ζ; on (v₀/ζ, ∞) its log has a
      // single maximum at ω* solving ζ²Dω² − ζDv₀ω − v₀ = 0, decreasing beyond it.
      if v0 > 0 {
        let a = zeta * zeta * duration
        let b = -zeta * duration * v0
        let peak = (-b + (b * b + 4 * a * v0).squareRoot()) / (2 * a)
        if f(peak) >= epsilon {
          low = peak
          high = peak
        } else {
          high = v0 / zeta
        }
      } else {
        high = 0
      }
    }
    if high <= low {
      // Grow an upper bracket until the envelope falls below ε.
      high = max(low * 2, 5 / duration)
      var count = 0
      while f(high) >= epsilon && count < 2000 {
        high *= 2
        count += 1
      }
    }
    // Bisection: f(low) ≥ ε (or low = 0, where f → ∞), f(high) < ε, f decreasing between.
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { break }
      if f(middle) >= epsilon { low = middle } else { high = middle }
    }
    let omega = (low + high) / 2
    return omega.isFinite && omega > 0 ? omega : 5 / duration
  }

  /// Progress at `time` seconds since the animation began (0 before it begins).
  public func value(at time: Double) -> Double { curve.value(at: time) }

  /// Velocity at `time` seconds, distance fractions per second.
  public func velocity(at time: Double) -> Double { curve.velocity(at: time) }
}
