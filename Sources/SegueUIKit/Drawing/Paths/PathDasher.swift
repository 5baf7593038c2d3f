import Foundation
import SegueAnimation

/// Cuts flattened subpaths into dashes: `lengths` alternate on and off (points), the
/// pattern starting `phase` points in and restarting at each subpath, as Core Graphics
/// dashes. Each dash is an open subpath of lines.
struct PathDasher {
  let lengths: [CGFloat]
  let phase: CGFloat

  func dashes(of polylines: [Polyline]) -> [PathSegment] {
    let total = lengths.reduce(0, +)
    var out: [PathSegment] = []
    for line in polylines {
      var points = line.points
      if line.closed, let first = points.first, points.last != first { points.append(first) }
      guard points.count > 1 else { continue }
      // Where in the pattern the subpath starts.
      var index = 0
      var remaining = lengths[0]
      var offset = phase.truncatingRemainder(dividingBy: total)
      if offset < 0 { offset += total }
      while offset > 0 {
        if offset >= remaining {
          offset -= remaining
          index = (index + 1) % lengths.count
          remaining = lengths[index]
        } else {
          remaining -= offset
          offset = 0
        }
      }
      var drawing = false
      for i in 0..<(points.count - 1) {
        let a = points[i]
        let b = points[i + 1]
        let length = hypot(b.x - a.x, b.y - a.y)
        var travelled: CGFloat = 0
        while travelled < length {
          let on = index % 2 == 0
          let step = min(remaining, length - travelled)
          let from = Self.point(a, b, length == 0 ? 0 : travelled / length)
          let to = Self.point(a, b, length == 0 ? 0 : (travelled + step) / length)
          if on {
            if !drawing { out.append(.move(from)) }
            if step > 0 { out.append(.line(to)) } else if !drawing { out.append(.line(to)) }
            drawing = true
          }
          travelled += step
          remaining -= step
          if remaining <= 1e-9 {
            if on { drawing = false }
            index = (index + 1) % lengths.count
            remaining = lengths[index]
          }
        }
      }
    }
    return out
  }

  private static func point(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }
}
