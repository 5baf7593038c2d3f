import Foundation
import SegueAnimation

/// What moves a scroll view's offset, one state at a time.
enum ScrollMotion {
  /// At rest (or following the finger: dragging sets the offset directly).
  case idle
  /// After a drag: each axis decays, bounces or snaps on its own (docs/uikit-behaviour-2.md §1.1–1.4).
  case decelerating(x: AxisMotion, y: AxisMotion)
  /// `setContentOffset(_:animated: true)`: 0.3 s ease-in-out from `from` to `to`.
  case scrollingAnimation(from: CGPoint, to: CGPoint, began: TimeInterval)

  var isIdle: Bool {
    if case .idle = self { return true }
    return false
  }
}

/// One axis's motion after a drag, evaluated in closed form at any frame time.
enum AxisMotion {
  /// Not moving, at this offset.
  case still(Double)
  /// A fling decaying from its release; reaching an edge of `range` it hands its velocity
  /// to a bounce (with `bounces`), or stops there.
  case decay(ScrollDeceleration, began: TimeInterval, range: ClosedRange<Double>, bounces: Bool)
  /// Springing to `rest` (back from overscroll, or onto a page).
  case spring(ScrollBounce, rest: Double, began: TimeInterval)

  /// The offset at `time`, the motion that continues from there, and whether it has ended.
  func step(at time: TimeInterval, tolerance: Double) -> (offset: Double, next: AxisMotion) {
    switch self {
    case .still(let value):
      return (value, self)
    case .decay(let deceleration, let began, let range, let bounces):
      let local = time - began
      let value = deceleration.offset(at: local)
      if !range.contains(value) {
        let edge = value < range.lowerBound ? range.lowerBound : range.upperBound
        let hit = deceleration.time(reaching: edge) ?? local
        guard bounces else { return (edge, .still(edge)) }
        let bounce = ScrollBounce(displacement: 0, velocity: deceleration.velocity(at: hit))
        return AxisMotion.spring(bounce, rest: edge, began: began + hit).step(at: time, tolerance: tolerance)
      }
      if local >= deceleration.duration { return (deceleration.target, .still(deceleration.target)) }
      return (value, self)
    case .spring(let bounce, let rest, let began):
      let local = time - began
      if bounce.isSettled(at: local, tolerance: tolerance) { return (rest, .still(rest)) }
      return (rest + bounce.displacement(at: local), self)
    }
  }

  var isStill: Bool {
    if case .still = self { return true }
    return false
  }

  /// A release at `offset` with content `velocity` (points per second) aiming at `target`
  /// (UIKit's projection or the delegate's choice) within `range`.
  static func release(
    offset: Double, velocity: Double, target: Double, rate: Double, range: ClosedRange<Double>, bounces: Bool,
    at time: TimeInterval
  ) -> AxisMotion {
    if !range.contains(offset) {
      // Released while overscrolled: straight into the spring, with the release velocity.
      let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
      return .spring(ScrollBounce(displacement: offset - edge, velocity: velocity), rest: edge, began: time)
    }
    let deceleration = ScrollDeceleration(start: offset, velocity: velocity, rate: rate, target: target)
    guard deceleration.duration > 0 else { return .still(deceleration.target) }
    return .decay(deceleration, began: time, range: range, bounces: bounces)
  }
}
