import Foundation

/// UIScrollView's deceleration after a fling, along one axis, in closed form
/// (docs/uikit-behaviour-2.md §1.1).
///
/// The velocity is multiplied by `rate` once per millisecond: v(t) = v₀·rate^(1000 t), so the
/// offset approaches its resting point exponentially with time constant τ = −1/(1000 ln rate)
/// (0.4995 s for `.normal`, 0.0995 s for `.fast`). The resting point is UIKit's projection,
/// `start + velocity/1000 × rate/(1 − rate)` (0.499 s × v₀ at 0.998), or a target the delegate
/// chose in `scrollViewWillEndDragging`; the motion is scaled to end exactly there:
/// x(t) = target − (target − start)·e^(−t/τ). It ends when less than `stopDistance` is left.
/// Positions in points, velocities in points per second, times in seconds.
public struct ScrollDeceleration: Sendable, Hashable {
  /// The fraction of velocity kept per millisecond (0 < rate < 1).
  public let rate: Double
  public let start: Double
  public let target: Double

  /// The remaining distance below which the motion stops at the target (0.5 pt).
  public static let stopDistance = 0.5

  /// A deceleration from `start` with the release `velocity`, to UIKit's projected resting
  /// point (or `target` when given).
  public init(start: Double, velocity: Double, rate: Double, target: Double? = nil) {
    let rate = rate.isFinite ? min(max(rate, 0.5), 0.999_999) : 0.998
    self.rate = rate
    self.start = start
    self.target = target ?? Self.projectedOffset(start: start, velocity: velocity, rate: rate)
  }

  /// UIKit's projection of where a fling comes to rest: `start + velocity/1000 × rate/(1 − rate)`
  /// (the sum of the per-millisecond steps).
  public static func projectedOffset(start: Double, velocity: Double, rate: Double) -> Double {
    guard velocity.isFinite, rate > 0, rate < 1 else { return start }
    return start + velocity / 1000 * rate / (1 - rate)
  }

  /// τ in seconds.
  public var timeConstant: Double { -1 / (1000 * log(rate)) }

  /// The velocity at t = 0 of the motion actually run, points per second.
  public var initialVelocity: Double { (target - start) / timeConstant }

  public func offset(at time: Double) -> Double {
    guard time > 0 else { return start }
    guard time < duration else { return target }
    return target - (target - start) * exp(-time / timeConstant)
  }

  public func velocity(at time: Double) -> Double {
    guard time >= 0, time < duration else { return 0 }
    return initialVelocity * exp(-time / timeConstant)
  }

  /// Seconds until less than `stopDistance` remains: τ·ln(|distance| / 0.5), 0 for short moves.
  public var duration: Double {
    let distance = abs(target - start)
    guard distance > Self.stopDistance else { return 0 }
    return timeConstant * log(distance / Self.stopDistance)
  }

  /// When the motion first reaches `offset` (nil if it does not before it stops).
  public func time(reaching offset: Double) -> Double? {
    let total = target - start
    let part = offset - start
    guard total != 0, part / total >= 0, abs(part) < abs(total) else { return part == 0 ? 0 : nil }
    let time = -timeConstant * log(1 - part / total)
    return time <= duration ? time : nil
  }
}

/// UIScrollView's rubber-banding past an edge while dragging (docs/uikit-behaviour-2.md §1.2):
/// a finger `overshoot` points beyond the edge moves the content b(x) = (1 − 1/(x·c/d + 1))·d,
/// c = 0.55, d the scroll view's length on that axis (points). Slope 0.55 at the edge, never
/// beyond d.
public enum RubberBand {
  public static let coefficient = 0.55

  /// The displayed overshoot for a finger overshoot (both signed, points).
  public static func offset(overshoot: Double, dimension: Double) -> Double {
    guard dimension > 0, overshoot.isFinite else { return 0 }
    let x = abs(overshoot)
    let banded = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
    return overshoot < 0 ? -banded : banded
  }

  /// The finger overshoot that displays `offset` (the inverse of `offset(overshoot:dimension:)`).
  public static func overshoot(offset: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let b = min(abs(offset), dimension * 0.999_999)
    let x = dimension * (1 / (1 - b / dimension) - 1) / coefficient
    return offset < 0 ? -x : x
  }
}

/// The spring that brings an overscrolled (or paging) scroll view to rest: critically damped,
/// natural frequency 10 rad/s (mass 1, stiffness 100), the model fitted to UIScrollView
/// (docs/uikit-behaviour-2.md §1.3). Displacement from the rest point y(t) = (y₀ + (v₀ + ω y₀) t)·e^(−ωt),
/// points; velocity in points per second.
public struct ScrollBounce: Sendable, Hashable {
  public static let naturalFrequency = 10.0
  /// Displacement from the rest point at t = 0, points.
  public let displacement: Double
  /// Velocity at t = 0, points per second.
  public let velocity: Double

  public init(displacement: Double, velocity: Double) {
    self.displacement = displacement.isFinite ? displacement : 0
    self.velocity = velocity.isFinite ? min(max(velocity, -20_000), 20_000) : 0
  }

  public func displacement(at time: Double) -> Double {
    let omega = Self.naturalFrequency
    let t = max(time, 0)
    return (displacement + (velocity + omega * displacement) * t) * exp(-omega * t)
  }

  public func velocity(at time: Double) -> Double {
    let omega = Self.naturalFrequency
    let t = max(time, 0)
    return (velocity - omega * (velocity + omega * displacement) * t) * exp(-omega * t)
  }

  /// Whether the spring is within `tolerance` points of rest and slower than 10 × tolerance
  /// points per second at `time` (0.5 / scale pt in UIKit's fit).
  public func isSettled(at time: Double, tolerance: Double) -> Bool {
    abs(displacement(at: time)) < tolerance && abs(velocity(at: time)) < tolerance * 10
  }
}
