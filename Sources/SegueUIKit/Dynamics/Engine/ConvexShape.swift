import Foundation
import SegueAnimation

/// A convex outline in the reference view's plane that collides: an item's rotated collision
/// bounds, or a boundary segment (two vertices, one edge each way).
struct ConvexShape {
  /// Vertices in order (points).
  var vertices: [PlaneVector]
  /// The outward unit normal of the edge from vertex i to vertex i + 1.
  var normals: [PlaneVector]

  /// A convex polygon through `vertices` (either winding; at least three).
  static func polygon(_ vertices: [PlaneVector]) -> ConvexShape {
    var area: CGFloat = 0
    for i in vertices.indices { area += vertices[i].cross(vertices[(i + 1) % vertices.count]) }
    let sign: CGFloat = area >= 0 ? 1 : -1
    let normals = vertices.indices.map { i -> PlaneVector in
      let edge = vertices[(i + 1) % vertices.count] - vertices[i]
      return PlaneVector(x: edge.y * sign, y: -edge.x * sign).normalized
    }
    return ConvexShape(vertices: vertices, normals: normals)
  }

  /// A segment from `a` to `b`, solid on both sides.
  static func segment(_ a: PlaneVector, _ b: PlaneVector) -> ConvexShape {
    let edge = b - a
    let normal = PlaneVector(x: edge.y, y: -edge.x).normalized
    return ConvexShape(vertices: [a, b], normals: [normal, -normal])
  }

  /// The convex hull of `points` (Andrew's monotone chain), counter-clockwise in the
  /// mathematical sense; fewer than three distinct points give what there is.
  static func hull(of points: [PlaneVector]) -> [PlaneVector] {
    let sorted = points.sorted { $0.x == $1.x ? $0.y < $1.y : $0.x < $1.x }
    guard sorted.count > 2 else { return sorted }
    func turn(_ o: PlaneVector, _ a: PlaneVector, _ b: PlaneVector) -> CGFloat { (a - o).cross(b - o) }
    var lower: [PlaneVector] = []
    for p in sorted {
      while lower.count >= 2, turn(lower[lower.count - 2], lower[lower.count - 1], p) <= 1e-9 { lower.removeLast() }
      lower.append(p)
    }
    var upper: [PlaneVector] = []
    for p in sorted.reversed() {
      while upper.count >= 2, turn(upper[upper.count - 2], upper[upper.count - 1], p) <= 1e-9 { upper.removeLast() }
      upper.append(p)
    }
    return Array(lower.dropLast() + upper.dropLast())
  }
}

/// Where two shapes touch: the normal from the first to the second and up to two points.
struct ContactManifold {
  struct Point {
    /// Midway between the two surfaces (points, reference coordinates).
    var position: PlaneVector
    /// Distance between the surfaces along the normal: negative when they overlap.
    var separation: CGFloat
  }

  /// Unit normal pointing from the first shape to the second.
  var normal: PlaneVector
  var points: [Point]

  /// The contact of two convex shapes that overlap, or nil when they are apart: the edge of
  /// least penetration of either shape is the reference face; the most opposed edge of the
  /// other is clipped to it (the separating-axis test with face clipping).
  static func between(_ a: ConvexShape, _ b: ConvexShape) -> ContactManifold? {
    let (edgeA, separationA) = maximumSeparation(of: a, from: b)
    guard separationA <= 0 else { return nil }
    let (edgeB, separationB) = maximumSeparation(of: b, from: a)
    guard separationB <= 0 else { return nil }
    let flipped = separationB > separationA + 1e-3
    let reference = flipped ? b : a
    let incident = flipped ? a : b
    let referenceEdge = flipped ? edgeB : edgeA
    let normal = reference.normals[referenceEdge]

    var incidentEdge = 0
    var mostOpposed = CGFloat.infinity
    for i in incident.normals.indices {
      let d = normal.dot(incident.normals[i])
      if d < mostOpposed {
        mostOpposed = d
        incidentEdge = i
      }
    }
    let v1 = reference.vertices[referenceEdge]
    let v2 = reference.vertices[(referenceEdge + 1) % reference.vertices.count]
    let tangent = (v2 - v1).normalized
    var clipped = [
      incident.vertices[incidentEdge], incident.vertices[(incidentEdge + 1) % incident.vertices.count],
    ]
    clipped = clip(clipped, normal: -tangent, offset: -tangent.dot(v1))
    guard clipped.count == 2 else { return nil }
    clipped = clip(clipped, normal: tangent, offset: tangent.dot(v2))
    guard clipped.count == 2 else { return nil }
    var points: [Point] = []
    for p in clipped {
      let separation = normal.dot(p - v1)
      if separation <= 0 { points.append(Point(position: p - normal * (separation / 2), separation: separation)) }
    }
    guard !points.isEmpty else { return nil }
    return ContactManifold(normal: flipped ? -normal : normal, points: points)
  }

  /// The contact of a shape with the inside of a half-plane through `point` whose inward
  /// normal is `inward` (an edge of the reference bounds): every vertex beyond it.
  static func inside(_ shape: ConvexShape, halfPlaneThrough point: PlaneVector, inward: PlaneVector)
    -> ContactManifold?
  {
    var points: [Point] = []
    for v in shape.vertices {
      let separation = inward.dot(v - point)
      if separation < 0 { points.append(Point(position: v - inward * (separation / 2), separation: separation)) }
    }
    guard !points.isEmpty else { return nil }
    // Keep the two deepest: a polygon resting flat touches with an edge.
    points.sort { $0.separation < $1.separation }
    return ContactManifold(normal: -inward, points: Array(points.prefix(2)))
  }

  /// The edge of `shape` along whose normal `other` is farthest out, and how far.
  private static func maximumSeparation(of shape: ConvexShape, from other: ConvexShape) -> (Int, CGFloat) {
    var best = -CGFloat.infinity
    var index = 0
    for i in shape.vertices.indices {
      let n = shape.normals[i]
      let v = shape.vertices[i]
      var deepest = CGFloat.infinity
      for w in other.vertices { deepest = min(deepest, n.dot(w - v)) }
      if deepest > best {
        best = deepest
        index = i
      }
    }
    return (index, best)
  }

  /// The part of the segment `points` where `normal · p <= offset`.
  private static func clip(_ points: [PlaneVector], normal: PlaneVector, offset: CGFloat) -> [PlaneVector] {
    let d0 = normal.dot(points[0]) - offset
    let d1 = normal.dot(points[1]) - offset
    var out: [PlaneVector] = []
    if d0 <= 0 { out.append(points[0]) }
    if d1 <= 0 { out.append(points[1]) }
    if d0 * d1 < 0 { out.append(points[0] + (points[1] - points[0]) * (d0 / (d0 - d1))) }
    return out
  }
}
