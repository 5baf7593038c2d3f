import Foundation

/// The corner `cornerCurve = .continuous` draws: iOS's curvature-continuous rounded corner
/// ("squircle"), docs/uikit-behaviour-drawing.md §8.
///
/// Built for a corner at (0, 0) whose edges run along +u and +v, from (extent, 0) on the
/// first edge to (0, extent) on the second: a cubic Bézier leaving the edge with zero
/// curvature, a circular arc of radius `radius` about (radius, radius), and the mirror-image
/// cubic. With smoothing s (Figma's corner smoothing), the arc keeps 90° · (1 − s) of the
/// quarter circle, each cubic covers θ = 45° · s, and the corner starts bending at
/// extent = (1 + s) · radius. Each cubic's control points P1, P2 lie on the edge (so the
/// curvature is 0 where it leaves the edge), P2 where the arc's tangent at its end meets the
/// edge, and P1 where the curvature at the arc's end equals the arc's, 1/radius (a cubic's
/// end curvature is 2d / (3a²) for the last leg a and P1's distance d from its line).
struct ContinuousCorner: Sendable, Hashable {
  /// Figma's corner smoothing that approximates iOS's corners (60 %).
  static let smoothing = 0.6

  let radius: Double
  /// Distance from the corner along each edge at which the curve starts.
  let extent: Double
  /// The curve from (extent, 0) to (0, extent): [P0, P1, P2, P3] of the first cubic, the
  /// arc as a cubic [P3, A1, A2, Q3], and the second cubic [Q3, Q2, Q1, Q0].
  let pieces: [[(u: Double, v: Double)]]

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.radius == rhs.radius && lhs.extent == rhs.extent }
  func hash(into hasher: inout Hasher) {
    hasher.combine(radius)
    hasher.combine(extent)
  }

  /// A corner of `radius` in a rectangle of `width` × `height`: the radius is limited to half
  /// the shorter side, and the smoothing reduced so the corner fits in half of it (a capsule
  /// is circular, as on iOS).
  init(radius requested: Double, width: Double, height: Double) {
    let half = max(min(width, height) / 2, 0)
    let r = min(max(requested, 0), half)
    let s = r > 0 ? min(Self.smoothing, max(half / r - 1, 0)) : 0
    radius = r
    extent = (1 + s) * r
    let theta = Double.pi / 4 * s
    let tanHalf = tan(theta / 2)
    let arcStart = (u: r - r * sin(theta), v: r - r * cos(theta))
    let tangentPoint = r - r * sin(theta) + r * tanHalf * cos(theta)
    let offset = theta > 0 ? 1.5 * r * tanHalf * tanHalf / sin(theta) : 0
    let first = [(u: extent, v: 0.0), (u: tangentPoint + offset, v: 0), (u: tangentPoint, v: 0), arcStart]
    // The arc from angle −90° − θ to −180° + θ about (r, r), one cubic (k = 4/3 tan(span/4)).
    let span = Double.pi / 2 - 2 * theta
    let k = 4.0 / 3 * tan(span / 4) * r
    let a0 = -Double.pi / 2 - theta
    let a1 = -Double.pi + theta
    let arcEnd = (u: r + r * cos(a1), v: r + r * sin(a1))
    // Tangents towards decreasing angle: (sin a, −cos a).
    let arc = [
      arcStart, (u: arcStart.u + k * sin(a0), v: arcStart.v - k * cos(a0)),
      (u: arcEnd.u - k * sin(a1), v: arcEnd.v + k * cos(a1)), arcEnd,
    ]
    let second = first.reversed().map { (u: $0.v, v: $0.u) }
    pieces = [first, arc, second]
  }

  /// The curve as cubic path elements (after a point at `map(extent, 0)`), through `map`
  /// from corner coordinates to layer points.
  func elements(_ map: (Double, Double) -> (x: Double, y: Double)) -> [RenderPathElement] {
    pieces.map { piece in
      let c1 = map(piece[1].u, piece[1].v)
      let c2 = map(piece[2].u, piece[2].v)
      let end = map(piece[3].u, piece[3].v)
      return .curve(c1x: c1.x, c1y: c1.y, c2x: c2.x, c2y: c2.y, x: end.x, y: end.y)
    }
  }

  /// A rectangle (0, 0)–(width, height) with these corners where `corners` has their bits
  /// (0 top left, 1 top right, 2 bottom left, 3 bottom right), clockwise on screen from the
  /// top edge.
  static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, corners: UInt8)
    -> [RenderPathElement]
  {
    let corner = ContinuousCorner(radius: radius, width: width, height: height)
    func e(_ bit: UInt8) -> Double { corners & (1 << bit) != 0 ? corner.extent : 0 }
    var path: [RenderPathElement] = [.move(x: x + e(0), y: y)]
    func add(_ bit: UInt8, _ map: @escaping (Double, Double) -> (x: Double, y: Double)) {
      if corners & (1 << bit) != 0 && corner.radius > 0 {
        let start = map(corner.extent, 0)
        path.append(.line(x: start.x, y: start.y))
        path += corner.elements(map)
      } else {
        let point = map(0, 0)
        path.append(.line(x: point.x, y: point.y))
      }
    }
    add(1) { u, v in (x + width - u, y + v) }
    add(3) { u, v in (x + width - v, y + height - u) }
    add(2) { u, v in (x + u, y + height - v) }
    add(0) { u, v in (x + v, y + u) }
    path.append(.close)
    return path
  }

  /// The curve flattened to `count` + 1 points per piece, from (extent, 0) to (0, extent).
  func outline(pointsPerPiece count: Int = 8) -> [(u: Double, v: Double)] {
    var points: [(u: Double, v: Double)] = [pieces[0][0]]
    for piece in pieces {
      for i in 1...count {
        let t = Double(i) / Double(count)
        let m = 1 - t
        let a = m * m * m
        let b = 3 * m * m * t
        let c = 3 * m * t * t
        let d = t * t * t
        points.append(
          (
            u: a * piece[0].u + b * piece[1].u + c * piece[2].u + d * piece[3].u,
            v: a * piece[0].v + b * piece[1].v + c * piece[2].v + d * piece[3].v
          ))
      }
    }
    return points
  }
}

/// Signed distance (points; negative inside) from a point of a rectangle to its continuous
/// corner, for the compositor's antialiased `masksToBounds` clip: the corner curve is
/// flattened once (8 chords per piece), and a point within `extent` of both edges measures
/// its distance to that outline; elsewhere the distance is the rectangle's.
struct ContinuousCornerDistance: Sendable {
  let corner: ContinuousCorner
  private let outline: [(u: Double, v: Double)]

  init(_ corner: ContinuousCorner) {
    self.corner = corner
    outline = corner.outline()
  }

  /// The distance of the point `u` points from the nearest vertical edge and `v` from the
  /// nearest horizontal one (negative when outside that edge).
  func signedDistance(u: Double, v: Double) -> Double {
    let extent = corner.extent
    guard u < extent, v < extent, corner.radius > 0 else {
      // The straight edges: a box's distance.
      if u >= 0 && v >= 0 { return -min(u, v) }
      let du = min(u, 0)
      let dv = min(v, 0)
      return (du * du + dv * dv).squareRoot()
    }
    var nearest = Double.infinity
    var inside = false
    var previous = outline[0]
    for point in outline.dropFirst() {
      let du = point.u - previous.u
      let dv = point.v - previous.v
      let length = du * du + dv * dv
      let t = length > 0 ? min(max(((u - previous.u) * du + (v - previous.v) * dv) / length, 0), 1) : 0
      let x = previous.u + du * t - u
      let y = previous.v + dv * t - v
      nearest = min(nearest, x * x + y * y)
      // The outline runs from the first edge to the second with u decreasing: the point is
      // inside when it lies above the chord spanning its u.
      if (point.u <= u) != (previous.u <= u), du != 0 {
        inside = v >= previous.v + dv * (u - previous.u) / du
      }
      previous = point
    }
    if u >= extent || u < 0 { inside = false }
    let distance = nearest.squareRoot()
    return inside ? -distance : distance
  }
}
