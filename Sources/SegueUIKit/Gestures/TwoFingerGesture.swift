import Foundation
import SegueAnimation

/// What pinch and rotation recognizers measure from their first two touches: the distance
/// and angle between them, and how fast a value derived from them changes.
struct TwoFingerSample {
  let distance: CGFloat
  /// Radians, clockwise positive on UIKit's y-down screen (`atan2(dy, dx)`).
  let angle: CGFloat

  @MainActor init?(_ touches: [UITouch]) {
    guard touches.count >= 2 else { return nil }
    let a = touches[0].rootLocation
    let b = touches[1].rootLocation
    distance = hypot(b.x - a.x, b.y - a.y)
    angle = atan2(b.y - a.y, b.x - a.x)
  }
}

/// A value's rate of change over the last 0.1 s of samples (units per second).
struct RateEstimator {
  private var samples: [(time: TimeInterval, value: CGFloat)] = []

  mutating func add(_ value: CGFloat, at time: TimeInterval) {
    samples.append((time, value))
    samples.removeAll { time - $0.time > 0.1 }
  }

  var rate: CGFloat {
    guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
    return (last.value - first.value) / CGFloat(last.time - first.time)
  }

  mutating func removeAll() { samples.removeAll() }
}

/// The angle `b − a` wrapped into (−π, π].
func angleDifference(_ b: CGFloat, _ a: CGFloat) -> CGFloat {
  var delta = b - a
  while delta > .pi { delta -= 2 * .pi }
  while delta <= -.pi { delta += 2 * .pi }
  return delta
}
