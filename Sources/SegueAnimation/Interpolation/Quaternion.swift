import Foundation

/// A rotation quaternion `x·i + y·j + z·k + w` (unitless; unit length for a rotation).
///
/// The unit quaternion `(axis·sin(θ/2), cos(θ/2))` stands for the right-handed rotation by
/// `θ` radians about the unit `axis`, the rotation `CATransform3DMakeRotation(θ, axis…)`
/// builds. `q` and `−q` are the same rotation. This is the quaternion of the W3C CSS
/// Transforms Module Level 2 matrix decomposition (§ "Decomposing a 3D matrix",
/// https://www.w3.org/TR/css-transforms-2/#decomposing-a-3d-matrix).
public struct Quaternion: Sendable, Hashable {
  /// Vector part, i component.
  public var x: Double
  /// Vector part, j component.
  public var y: Double
  /// Vector part, k component.
  public var z: Double
  /// Scalar part (`cos(θ/2)` for a rotation by θ).
  public var w: Double

  /// Creates a quaternion from its four components.
  public init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// The rotation by `angle` radians about the axis (`x`, `y`, `z`), which is normalized
  /// first. A zero-length or non-finite axis gives ``identity``.
  public init(angle: Double, axisX x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let s = sin(angle / 2) / length
    self.init(x: x * s, y: y * s, z: z * s, w: cos(angle / 2))
  }

  /// No rotation: `(0, 0, 0, 1)`.
  public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

  /// The four-dimensional dot product (the cosine of half the angle between two unit
  /// rotations, up to sign).
  public func dot(_ other: Quaternion) -> Double {
    x * other.x + y * other.y + z * other.z + w * other.w
  }

  /// The Euclidean length `√(x² + y² + z² + w²)`.
  public var length: Double { dot(self).squareRoot() }

  /// `self` scaled to unit length; ``identity`` if the length is zero or not finite.
  public func normalized() -> Quaternion {
    let length = self.length
    guard length > 0, length.isFinite else { return .identity }
    return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
  }

  /// Spherical linear interpolation along the shorter arc (Shoemake 1985).
  ///
  /// `end` is negated when `dot(end) < 0`, so the rotation turns by at most π in total: the
  /// same choice Core Animation makes for `transform` animations (to spin a full turn one
  /// animates `transform.rotation.z`, never the matrix). The angle between the quaternions is
  /// measured as `θ = 2·atan2(|a − b|, |a + b|)`, which stays accurate near 0 and π where
  /// `acos(dot)` does not; the result is `a·sin((1−t)θ)/sin θ + b·sin(tθ)/sin θ`, which also
  /// extrapolates for `t` outside [0, 1]. When θ is below 1e-6 rad the quaternions are
  /// nearly parallel and the result falls back to a normalized linear blend.
  /// Both inputs should be unit quaternions; the result is normalized.
  public func slerp(to end: Quaternion, fraction t: Double) -> Quaternion {
    let start = self
    let target = start.dot(end) < 0 ? -end : end
    let difference = (start - target).length
    let sum = (start + target).length
    let theta = 2 * atan2(difference, sum)
    if theta < 1e-6 {
      return (start * (1 - t) + target * t).normalized()
    }
    let sinTheta = sin(theta)
    let blended = start * (sin((1 - t) * theta) / sinTheta) + target * (sin(t * theta) / sinTheta)
    return blended.normalized()
  }

  static prefix func - (q: Quaternion) -> Quaternion {
    Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w)
  }

  static func + (a: Quaternion, b: Quaternion) -> Quaternion {
    Quaternion(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z, w: a.w + b.w)
  }

  static func - (a: Quaternion, b: Quaternion) -> Quaternion {
    Quaternion(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z, w: a.w - b.w)
  }

  static func * (q: Quaternion, s: Double) -> Quaternion {
    Quaternion(x: q.x * s, y: q.y * s, z: q.z * s, w: q.w * s)
  }
}

extension Quaternion: Interpolatable {
  /// ``slerp(to:fraction:)`` with exact endpoints: fraction 0 returns `self` and fraction 1
  /// returns `end` bit for bit.
  public func interpolated(to end: Quaternion, fraction: Double) -> Quaternion {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return slerp(to: end, fraction: fraction)
  }
}

extension Quaternion {
  /// The rotation as the rows of a 3×3 matrix in Core Animation's row-vector convention
  /// (`p' = p × M`): the transpose of the usual column-vector quaternion matrix, so that
  /// `Quaternion(angle: θ, axisX: 0, y: 0, z: 1)` gives `m12 = sin θ`, `m21 = −sin θ`.
  /// Assumes a unit quaternion.
  var rotationRows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
    let xx = x * x
    let yy = y * y
    let zz = z * z
    let xy = x * y
    let xz = x * z
    let yz = y * z
    let xw = x * w
    let yw = y * w
    let zw = z * w
    return (
      SIMD3(1 - 2 * (yy + zz), 2 * (xy + zw), 2 * (xz - yw)),
      SIMD3(2 * (xy - zw), 1 - 2 * (xx + zz), 2 * (yz + xw)),
      SIMD3(2 * (xz + yw), 2 * (yz - xw), 1 - 2 * (xx + yy))
    )
  }

  /// The unit quaternion of an orthonormal, right-handed 3×3 rotation given as rows in the
  /// row-vector convention (the inverse of ``rotationRows``), with `w ≥ 0`.
  ///
  /// Uses Shepperd's method (pivot on the largest of the trace and the diagonal entries)
  /// rather than the CSS Level 2 pseudo-code's four square roots with signs picked from
  /// off-diagonal comparisons: the two agree wherever the latter is well defined, but the
  /// sign comparisons are ambiguous for rotations near π (e.g. π about (1, −1, 0)), which
  /// this method resolves.
  init(rotationRows r: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) {
    // c(i, j): entry of the column-vector rotation matrix, the transpose of the rows.
    let c00 = r.0.x
    let c11 = r.1.y
    let c22 = r.2.z
    let c01 = r.1.x
    let c10 = r.0.y
    let c02 = r.2.x
    let c20 = r.0.z
    let c12 = r.2.y
    let c21 = r.1.z
    let trace = c00 + c11 + c22
    var q: Quaternion
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      q = Quaternion(x: (c21 - c12) / s, y: (c02 - c20) / s, z: (c10 - c01) / s, w: s / 4)
    } else if c00 >= c11 && c00 >= c22 {
      let s = (1 + c00 - c11 - c22).squareRoot() * 2
      q = Quaternion(x: s / 4, y: (c01 + c10) / s, z: (c02 + c20) / s, w: (c21 - c12) / s)
    } else if c11 >= c22 {
      let s = (1 + c11 - c00 - c22).squareRoot() * 2
      q = Quaternion(x: (c01 + c10) / s, y: s / 4, z: (c12 + c21) / s, w: (c02 - c20) / s)
    } else {
      let s = (1 + c22 - c00 - c11).squareRoot() * 2
      q = Quaternion(x: (c02 + c20) / s, y: (c12 + c21) / s, z: s / 4, w: (c10 - c01) / s)
    }
    if q.w < 0 { q = -q }
    self = q.normalized()
  }
}
