import Foundation
import SegueAnimation

/// Paths animate (a `CAShapeLayer`'s `path`) as Core Animation documents: "a linear blend
/// of the on-line points"; with a different number or kind of elements the result is
/// undefined there, and Segue shows the start path until half-way, then the end path
/// (docs/uikit-behaviour-drawing.md §9.2).
extension CGPath: Interpolatable {
  /// Every point (end and control points alike) blended linearly at `fraction` (which may
  /// leave 0…1, as springs overshoot) when both paths have the same elements in the same
  /// order; otherwise `self` below 0.5 and `end` from 0.5 on.
  public func interpolated(to end: CGPath, fraction: Double) -> Self {
    if fraction == 0 { return type(of: self).init(segments: segments) }
    var blended: [PathSegment] = []
    if segments.count == end.segments.count {
      blended.reserveCapacity(segments.count)
      for (a, b) in zip(segments, end.segments) {
        guard let segment = a.blended(to: b, fraction: CGFloat(fraction)) else { break }
        blended.append(segment)
      }
    }
    guard blended.count == segments.count, blended.count == end.segments.count else {
      return type(of: self).init(segments: fraction < 0.5 ? segments : end.segments)
    }
    return type(of: self).init(segments: blended)
  }

  /// Whether `other` has the same elements in the same order (so that the two blend point
  /// by point).
  package func hasSameStructure(as other: CGPath) -> Bool {
    segments.count == other.segments.count
      && zip(segments, other.segments).allSatisfy { $0.blended(to: $1, fraction: 0) != nil }
  }
}

extension PathSegment {
  /// The element with each point moved `fraction` of the way to `other`'s, or nil when
  /// the two are of different kinds.
  func blended(to other: PathSegment, fraction t: CGFloat) -> PathSegment? {
    func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
    switch (self, other) {
    case (.move(let a), .move(let b)): return .move(mix(a, b))
    case (.line(let a), .line(let b)): return .line(mix(a, b))
    case (.quadCurve(let c, let p), .quadCurve(let d, let q)): return .quadCurve(mix(c, d), mix(p, q))
    case (.curve(let c1, let c2, let p), .curve(let d1, let d2, let q)):
      return .curve(mix(c1, d1), mix(c2, d2), mix(p, q))
    case (.close, .close): return .close
    default: return nil
    }
  }
}
