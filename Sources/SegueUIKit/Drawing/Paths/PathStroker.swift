import Foundation
import SegueAnimation

/// Builds a stroke's outline from flattened subpaths: one rectangle per straight piece,
/// one piece per join (wedge, miter quadrilateral or circle) and per cap, every piece
/// convex and wound the same way, so the union filled with the winding rule is exactly the
/// area within `width / 2` of the line (plus joins and caps).
struct PathStroker {
  let width: CGFloat
  let cap: CGLineCap
  let join: CGLineJoin
  let miterLimit: CGFloat

  private var half: CGFloat { width / 2 }

  func outline(of polylines: [Polyline]) -> [PathSegment] {
    guard width > 0 else { return [] }
    var out: [PathSegment] = []
    for line in polylines {
      // Drop zero-length pieces; keep which points are corners.
      var points: [CGPoint] = []
      var smooth: [Bool] = []
      for (point, isSmooth) in zip(line.points, line.smooth) {
        if let last = points.last, last == point {
          smooth[smooth.count - 1] = smooth[smooth.count - 1] && isSmooth
          continue
        }
        points.append(point)
        smooth.append(isSmooth)
      }
      if line.closed, points.count > 1, points.last == points.first {
        points.removeLast()
        smooth.removeLast()
      }
      guard points.count > 1 else {
        if let dot = points.first { addDot(at: dot, to: &out) }
        continue
      }
      let count = points.count
      let pieces = line.closed ? count : count - 1
      for i in 0..<pieces {
        addPiece(from: points[i], to: points[(i + 1) % count], to: &out)
      }
      let joins = line.closed ? Array(0..<count) : Array(1..<(count - 1))
      for i in joins {
        let previous = points[(i + count - 1) % count]
        let next = points[(i + 1) % count]
        addJoin(at: points[i], from: previous, to: next, smooth: smooth[i], to: &out)
      }
      if !line.closed {
        addCap(at: points[0], direction: unit(points[0], points[1]), to: &out)
        addCap(at: points[count - 1], direction: unit(points[count - 1], points[count - 2]), to: &out)
      }
    }
    return out
  }

  // MARK: Pieces

  private func addPiece(from a: CGPoint, to b: CGPoint, to out: inout [PathSegment]) {
    let n = normal(unit(a, b))
    addConvex([a + n * half, b + n * half, b - n * half, a - n * half], to: &out)
  }

  private func addJoin(
    at v: CGPoint, from previous: CGPoint, to next: CGPoint, smooth: Bool, to out: inout [PathSegment]
  ) {
    let d0 = unit(previous, v)
    let d1 = unit(v, next)
    let cross = d0.x * d1.y - d0.y * d1.x
    let dot = d0.x * d1.x + d0.y * d1.y
    if abs(cross) < 1e-12 && dot > 0 { return }  // straight on
    let style: CGLineJoin = smooth ? .miter : join
    if style == .round {
      addCircle(at: v, to: &out)
      return
    }
    // The outer side of the turn.
    let side: CGFloat = cross > 0 ? -1 : 1
    let n0 = normal(d0) * side
    let n1 = normal(d1) * side
    let p0 = v + n0 * half
    let p1 = v + n1 * half
    let cosine = n0.x * n1.x + n0.y * n1.y
    // Miter length ÷ line width = 1 / cos(φ/2) = √(2 / (1 + n0·n1)), φ the turn.
    let limit = smooth ? 10 : miterLimit
    if style == .miter, 1 + cosine > 1e-12, (2 / (1 + cosine)).squareRoot() <= limit {
      let tip = v + (n0 + n1) * (half / (1 + cosine))
      addConvex([v, p0, tip, p1], to: &out)
    } else if smooth {
      addCircle(at: v, to: &out)
    } else {
      addConvex([v, p0, p1], to: &out)
    }
  }

  private func addCap(at p: CGPoint, direction d: CGPoint, to out: inout [PathSegment]) {
    switch cap {
    case .butt: break
    case .round: addCircle(at: p, to: &out)
    case .square:
      // `d` points into the line; the cap extends the other way.
      let n = normal(d)
      let back = p - d * half
      addConvex([p + n * half, back + n * half, back - n * half, p - n * half], to: &out)
    }
  }

  /// A subpath of zero length: a round cap draws a dot, a square cap an axis-aligned
  /// square, a butt cap nothing.
  private func addDot(at p: CGPoint, to out: inout [PathSegment]) {
    switch cap {
    case .butt: break
    case .round: addCircle(at: p, to: &out)
    case .square:
      addConvex(
        [
          CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
          CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half),
        ], to: &out)
    }
  }

  /// A circle of radius `half`, towards increasing angles (positive area, like the
  /// polygons).
  private func addCircle(at c: CGPoint, to out: inout [PathSegment]) {
    out.append(.move(CGPoint(x: c.x + half, y: c.y)))
    for curve in PathGeometry.arcCurves(center: c, radius: half, startAngle: 0, sweep: 2 * .pi) {
      out.append(.curve(curve.0, curve.1, curve.2))
    }
    out.append(.close)
  }

  /// A convex polygon, reversed when needed so its signed area is positive.
  private func addConvex(_ points: [CGPoint], to out: inout [PathSegment]) {
    var area: CGFloat = 0
    for i in 0..<points.count {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      area += a.x * b.y - b.x * a.y
    }
    guard abs(area) > 1e-12 else { return }
    let ordered = area > 0 ? points : points.reversed()
    out.append(.move(ordered[0]))
    for p in ordered.dropFirst() { out.append(.line(p)) }
    out.append(.close)
  }

  private func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
    let length = hypot(b.x - a.x, b.y - a.y)
    return length > 0 ? CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length) : CGPoint(x: 1, y: 0)
  }

  private func normal(_ d: CGPoint) -> CGPoint { CGPoint(x: -d.y, y: d.x) }
}

extension CGPoint {
  fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
  fileprivate static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
  fileprivate static func * (a: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }
}
