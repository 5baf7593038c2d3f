import Foundation
import SegueAnimation

/// One subpath flattened to straight pieces.
struct Polyline {
  var points: [CGPoint]
  /// Per point: whether it lies inside a flattened curve (a join there is not a corner).
  var smooth: [Bool]
  var closed: Bool
}

/// The geometry behind `CGPath`'s queries: bounds, flattening, winding numbers, arcs.
enum PathGeometry {
  static func bounds(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points.dropFirst() {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Bounds of the drawn path: end points plus each curve's extrema (the roots of its
  /// derivative, per axis). A trailing move counts as a point, as in Core Graphics.
  static func tightBounds(of segments: [PathSegment]) -> CGRect {
    var points: [CGPoint] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    for segment in segments {
      switch segment {
      case .move(let p):
        points.append(p)
        current = p
        start = p
      case .line(let p):
        points.append(p)
        current = p
      case .quadCurve(let c, let p):
        let cubic = Self.cubic(fromQuadFrom: current, control: c, to: p)
        points += cubicExtrema(current, cubic.0, cubic.1, p)
        points.append(p)
        current = p
      case .curve(let c1, let c2, let p):
        points += cubicExtrema(current, c1, c2, p)
        points.append(p)
        current = p
      case .close: current = start
      }
    }
    return bounds(of: points)
  }

  /// The points of the cubic p0…p3 where dx/dt or dy/dt is zero, for t strictly in (0, 1).
  static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
    var ts: [CGFloat] = []
    for axis in [\CGPoint.x, \CGPoint.y] {
      // B'(t)/3 = a·t² + b·t + c.
      let a = -p0[keyPath: axis] + 3 * p1[keyPath: axis] - 3 * p2[keyPath: axis] + p3[keyPath: axis]
      let b = 2 * (p0[keyPath: axis] - 2 * p1[keyPath: axis] + p2[keyPath: axis])
      let c = p1[keyPath: axis] - p0[keyPath: axis]
      if abs(a) < 1e-12 {
        if abs(b) > 1e-12 { ts.append(-c / b) }
      } else {
        let discriminant = b * b - 4 * a * c
        if discriminant >= 0 {
          let root = discriminant.squareRoot()
          ts += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
      }
    }
    return ts.filter { $0 > 0 && $0 < 1 }.map { cubicPoint(p0, p1, p2, p3, at: $0) }
  }

  static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
    let u = 1 - t
    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
  }

  /// The cubic control points equal to the quadratic current → control → end (degree
  /// elevation: each control point 2/3 of the way from an end point to the quadratic's).
  static func cubic(fromQuadFrom p0: CGPoint, control c: CGPoint, to p: CGPoint) -> (CGPoint, CGPoint) {
    (
      CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
      CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
    )
  }

  /// The rectangle the elements describe, when they are exactly one closed axis-aligned
  /// rectangle (move, three or four lines, close).
  static func rectangle(in segments: [PathSegment]) -> CGRect? {
    var points: [CGPoint] = []
    for (index, segment) in segments.enumerated() {
      switch segment {
      case .move(let p) where index == 0: points.append(p)
      case .line(let p) where index > 0: points.append(p)
      case .close where index == segments.count - 1: break
      default: return nil
      }
    }
    guard case .close? = segments.last else { return nil }
    if points.count == 5, points[4] == points[0] { points.removeLast() }
    guard points.count == 4 else { return nil }
    for i in 0..<4 {
      let a = points[i]
      let b = points[(i + 1) % 4]
      guard a.x == b.x || a.y == b.y else { return nil }
    }
    let box = bounds(of: points)
    let corners = Set(points.map { "\($0.x),\($0.y)" })
    let expected = Set(
      [(box.minX, box.minY), (box.maxX, box.minY), (box.maxX, box.maxY), (box.minX, box.maxY)].map { "\($0),\($1)" })
    return corners == expected ? box : nil
  }

  // MARK: Flattening

  /// The subpaths as polylines whose distance from the curves is at most `tolerance`
  /// (Wang's bound on the number of uniform steps: n = ⌈√(d(d−1)/8 · M / tolerance)⌉, M the
  /// largest second difference of the control points, d the degree).
  static func flatten(_ segments: [PathSegment], tolerance: CGFloat) -> [Polyline] {
    var result: [Polyline] = []
    var current: Polyline?
    var hasSegment = false
    var start = CGPoint.zero
    func finish(closed: Bool) {
      if var line = current, hasSegment {
        line.closed = closed
        result.append(line)
      }
      current = nil
      hasSegment = false
    }
    func last() -> CGPoint { current?.points.last ?? start }
    for segment in segments {
      switch segment {
      case .move(let p):
        finish(closed: false)
        start = p
        current = Polyline(points: [p], smooth: [false], closed: false)
      case .line(let p):
        current?.points.append(p)
        current?.smooth.append(false)
        hasSegment = true
      case .quadCurve(let c, let p):
        let cubic = Self.cubic(fromQuadFrom: last(), control: c, to: p)
        appendCubic(&current, last(), cubic.0, cubic.1, p, degree: 2, tolerance: tolerance)
        hasSegment = true
      case .curve(let c1, let c2, let p):
        appendCubic(&current, last(), c1, c2, p, degree: 3, tolerance: tolerance)
        hasSegment = true
      case .close:
        finish(closed: true)
        current = Polyline(points: [start], smooth: [false], closed: false)
      }
    }
    finish(closed: false)
    return result
  }

  private static func appendCubic(
    _ line: inout Polyline?, _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, degree: Int,
    tolerance: CGFloat
  ) {
    guard line != nil else { return }
    let d1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    let d2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
    // For a raised quadratic the cubic's second differences are 2/3 of the quadratic's.
    let m = degree == 2 ? max(d1, d2) * 3 / 2 : max(d1, d2)
    let factor: CGFloat = degree == 2 ? 0.25 : 0.75
    let steps = min(max(Int((factor * m / max(tolerance, 1e-6)).squareRoot().rounded(.up)), 1), 4096)
    for i in 1...steps {
      let t = CGFloat(i) / CGFloat(steps)
      line?.points.append(i == steps ? p3 : cubicPoint(p0, p1, p2, p3, at: t))
      line?.smooth.append(i != steps)
    }
  }

  // MARK: Winding

  /// The winding number of the polylines (each implicitly closed) around `point`:
  /// upward edges with the point on their left count +1, downward ones with the point on
  /// their right −1 (in the y-down sense the sign is the opposite; only zero/non-zero and
  /// parity matter).
  static func winding(of point: CGPoint, in polylines: [Polyline]) -> Int {
    var winding = 0
    for line in polylines {
      let points = line.points
      guard points.count > 1 else { continue }
      for i in 0..<points.count {
        let a = points[i]
        let b = points[(i + 1) % points.count]
        let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
        if a.y <= point.y {
          if b.y > point.y && side > 0 { winding += 1 }
        } else if b.y <= point.y && side < 0 {
          winding -= 1
        }
      }
    }
    return winding
  }

  // MARK: Arcs

  /// The signed sweep from `start` to `end`: towards increasing angles unless `clockwise`
  /// (Core Graphics' sense); 2π or more in the asked direction is one full turn.
  static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
    let twoPi = 2 * CGFloat.pi
    let delta = end - start
    if !clockwise {
      if delta >= twoPi { return twoPi }
      var sweep = delta.truncatingRemainder(dividingBy: twoPi)
      if sweep < 0 { sweep += twoPi }
      return sweep
    }
    if delta <= -twoPi { return -twoPi }
    var sweep = delta.truncatingRemainder(dividingBy: twoPi)
    if sweep > 0 { sweep -= twoPi }
    return sweep
  }

  /// Cubic curves (control 1, control 2, end) approximating the arc, each at most 90°,
  /// with control points 4/3·tan(θ/4)·r along the end tangents (the standard
  /// approximation, radial error about 2.7·10⁻⁴·r for 90°).
  static func arcCurves(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat)
    -> [(CGPoint, CGPoint, CGPoint)]
  {
    guard sweep != 0, radius != 0 else { return [] }
    let count = max(Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)), 1)
    let step = sweep / CGFloat(count)
    let k = 4 / 3 * tan(step / 4) * radius
    var curves: [(CGPoint, CGPoint, CGPoint)] = []
    for i in 0..<count {
      let a = startAngle + step * CGFloat(i)
      let b = i == count - 1 ? startAngle + sweep : a + step
      let p0 = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
      let p3 = CGPoint(x: center.x + radius * cos(b), y: center.y + radius * sin(b))
      let c1 = CGPoint(x: p0.x - k * sin(a), y: p0.y + k * cos(a))
      let c2 = CGPoint(x: p3.x + k * sin(b), y: p3.y - k * cos(b))
      curves.append((c1, c2, p3))
    }
    return curves
  }

  /// The arc of `radius` tangent to current → t1 and t1 → t2: where it starts, its centre,
  /// start angle and signed sweep; nil when the points are collinear, coincide or the
  /// radius is zero.
  static func tangentArc(from p0: CGPoint, tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat)
    -> (start: CGPoint, center: CGPoint, startAngle: CGFloat, sweep: CGFloat)?
  {
    let v0 = CGPoint(x: p0.x - t1.x, y: p0.y - t1.y)
    let v1 = CGPoint(x: t2.x - t1.x, y: t2.y - t1.y)
    let l0 = hypot(v0.x, v0.y)
    let l1 = hypot(v1.x, v1.y)
    guard radius > 0, l0 > 0, l1 > 0 else { return nil }
    let u0 = CGPoint(x: v0.x / l0, y: v0.y / l0)
    let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
    let cross = u0.x * u1.y - u0.y * u1.x
    guard abs(cross) > 1e-12 else { return nil }
    let angle = acos(min(max(u0.x * u1.x + u0.y * u1.y, -1), 1))  // between the two legs at t1
    let distance = radius / tan(angle / 2)
    let start = CGPoint(x: t1.x + u0.x * distance, y: t1.y + u0.y * distance)
    let end = CGPoint(x: t1.x + u1.x * distance, y: t1.y + u1.y * distance)
    let bisector = CGPoint(x: u0.x + u1.x, y: u0.y + u1.y)
    let bl = hypot(bisector.x, bisector.y)
    let centreDistance = radius / sin(angle / 2)
    let center = CGPoint(x: t1.x + bisector.x / bl * centreDistance, y: t1.y + bisector.y / bl * centreDistance)
    let a0 = atan2(start.y - center.y, start.x - center.x)
    let a1 = atan2(end.y - center.y, end.x - center.x)
    var sweep = a1 - a0
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    return (start, center, a0, sweep)
  }
}
