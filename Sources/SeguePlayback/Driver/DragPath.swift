import Foundation
import SegueUIKit

/// The moves of a scripted drag: one sample per frame, ending at `end`.
///
/// With a release velocity `v` (points per second) the final `tail` seconds (100 ms, or
/// half a shorter drag) run in a straight line at exactly `v` and end at `end`; before
/// that the pointer goes from `start` to the tail's first point at constant speed.
struct DragPath {
  let start: CGPoint
  let end: CGPoint
  /// Seconds from down to the last move.
  let duration: TimeInterval
  let releaseVelocity: CGVector?
  /// Seconds between moves (one frame).
  let frameInterval: TimeInterval

  /// Seconds after the down, and where the pointer is then.
  var samples: [(time: TimeInterval, point: CGPoint)] {
    guard duration > 0 else { return [(0, end)] }
    let count = max(Int((duration / frameInterval).rounded(.up)), 1)
    let tail = releaseVelocity == nil ? 0 : min(0.1, duration / 2)
    let velocity = releaseVelocity ?? CGVector(dx: 0, dy: 0)
    let tailStart = CGPoint(x: end.x - velocity.dx * tail, y: end.y - velocity.dy * tail)
    let headDuration = duration - tail
    return (1...count).map { index in
      let time = index == count ? duration : Double(index) * frameInterval
      let point: CGPoint
      if time <= headDuration, headDuration > 0 {
        point = interpolate(start, tailStart, time / headDuration)
      } else {
        point = interpolate(tailStart, end, tail > 0 ? (time - headDuration) / tail : 1)
      }
      return (time, point)
    }
  }

  private func interpolate(_ a: CGPoint, _ b: CGPoint, _ fraction: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
  }
}
