/// A 3×3 projective transform of the plane, row-vector convention (a point is the row
/// `[x y 1]` multiplied on the left): `[x' y' w'] = [x y 1] · M`, result `(x'/w', y'/w')`.
///
/// This is exactly what a Core Animation `CATransform3D` does to a flat layer (z = 0) once
/// the result is flattened: rows/columns 1, 2 and 4 of the 4×4 matrix, i.e.
/// `[[m11 m12 m14] [m21 m22 m24] [m41 m42 m44]]`, so `m34` perspective survives and flips
/// render with true perspective. Composition `a.concatenating(b)` applies `a` then `b`.
package struct ProjectiveTransform: Sendable, Hashable {
  package var m11, m12, m13: Double
  package var m21, m22, m23: Double
  package var m31, m32, m33: Double

  package init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
    m33: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
  }

  package static let identity = ProjectiveTransform(
    m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

  /// An affine transform x' = a·x + c·y + tx, y' = b·x + d·y + ty (Core Graphics' layout).
  package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.init(m11: a, m12: b, m13: 0, m21: c, m22: d, m23: 0, m31: tx, m32: ty, m33: 1)
  }

  /// A translation by (x, y).
  package init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by (x, y).
  package init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// `self` followed by `other`.
  package func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
    ProjectiveTransform(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
  }

  /// The inverse, or nil when the matrix is singular (a layer seen edge-on).
  ///
  /// The inverse of an affine matrix is affine exactly: its last column is set to
  /// (0, 0, 1) rather than computed, since det · (1/det) is not always 1 in floating point
  /// (49 · (1/49) = 0.9999999999999999), and a last entry a rounding error away from 1
  /// would send a scaled or rotated layer down the sampler's projective path, with a
  /// divide per pixel.
  package func inverted() -> ProjectiveTransform? {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m23 * m31 - m21 * m33
    let c13 = m21 * m32 - m22 * m31
    let determinant = m11 * c11 + m12 * c12 + m13 * c13
    guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
    let r = 1 / determinant
    let affine = isAffine
    return ProjectiveTransform(
      m11: c11 * r, m12: (m13 * m32 - m12 * m33) * r, m13: affine ? 0 : (m12 * m23 - m13 * m22) * r,
      m21: c12 * r, m22: (m11 * m33 - m13 * m31) * r, m23: affine ? 0 : (m13 * m21 - m11 * m23) * r,
      m31: c13 * r, m32: (m12 * m31 - m11 * m32) * r, m33: affine ? 1 : (m11 * m22 - m12 * m21) * r)
  }

  /// Maps a point; returns nil when it lands at or behind the eye (w ≤ 0).
  package func apply(x: Double, y: Double) -> (x: Double, y: Double)? {
    let w = x * m13 + y * m23 + m33
    guard w > 1e-9 else { return nil }
    return ((x * m11 + y * m21 + m31) / w, (x * m12 + y * m22 + m32) / w)
  }

  /// True when there is no perspective (the last column is (0, 0, 1)).
  package var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// True for a pure translation by whole numbers (the compositor's blit fast path).
  package var isIntegerTranslation: Bool {
    isAffine && m11 == 1 && m12 == 0 && m21 == 0 && m22 == 1 && m31 == m31.rounded() && m32 == m32.rounded()
  }
}
