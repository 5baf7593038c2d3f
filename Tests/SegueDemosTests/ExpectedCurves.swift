import Foundation

/// Timing curves computed here from their definitions (docs/uikit-behaviour.md §1.2, §2.1, §2.3),
/// independently of the engine, for exact mid-transition expectations.
enum ExpectedCurves {
  /// A cubic Bézier timing curve (P0 = (0, 0), P3 = (1, 1)) at time fraction `x`.
  static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
      let mid = (low + high) / 2
      if bezier(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return bezier(y1, y2, (low + high) / 2)
  }

  static func easeIn(_ x: Double) -> Double { cubicBezier(0.42, 0, 1, 1, at: x) }
  static func easeInOut(_ x: Double) -> Double { cubicBezier(0.42, 0, 0.58, 1, at: x) }

  /// UIKit's duration-based critically damped spring (any damping ≥ 1): ω solves
  /// (1 + (ω − v₀)·D)·e^(−ωD) = 0.001 on the branch ω ≥ v₀; progress is
  /// 1 − e^(−ωt)·(1 + (ω − v₀)·t).
  static func criticalSpring(duration: Double, velocity: Double, at t: Double) -> Double {
    var low = velocity
    var high = 1000.0
    for _ in 0..<200 {
      let omega = (low + high) / 2
      let envelope = (1 + (omega - velocity) * duration) * exp(-omega * duration)
      if envelope > 0.001 { low = omega } else { high = omega }
    }
    let omega = (low + high) / 2
    return 1 - exp(-omega * t) * (1 + (omega - velocity) * t)
  }

  /// UIKit's system spring (curve 7: mass 3, stiffness 1000, damping 500, damping ratio
  /// clamped to 1, so critically damped with ω = √(1000/3)), from rest (§2.6).
  static func systemSpring(at t: Double) -> Double {
    let omega = (1000.0 / 3).squareRoot()
    return 1 - exp(-omega * t) * (1 + omega * t)
  }

  /// The underdamped spring's progress with natural frequency `omega` (§2.3).
  static func underdampedSpring(omega: Double, damping zeta: Double, velocity: Double, at t: Double) -> Double {
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * omega * t) * (cos(damped * t) + (zeta * omega - velocity) / damped * sin(damped * t))
  }

  /// The first maximum of an underdamped spring: where its velocity first returns to 0
  /// (golden-section search over the first half-period).
  static func firstPeak(omega: Double, damping zeta: Double, velocity: Double) -> (time: Double, value: Double) {
    let damped = omega * (1 - zeta * zeta).squareRoot()
    var a = 0.0
    var b = Double.pi / damped
    let ratio = (5.0.squareRoot() - 1) / 2
    for _ in 0..<200 {
      let c = b - ratio * (b - a)
      let d = a + ratio * (b - a)
      if underdampedSpring(omega: omega, damping: zeta, velocity: velocity, at: c)
        > underdampedSpring(omega: omega, damping: zeta, velocity: velocity, at: d)
      {
        b = d
      } else {
        a = c
      }
    }
    let time = (a + b) / 2
    return (time, underdampedSpring(omega: omega, damping: zeta, velocity: velocity, at: time))
  }
}
