import Foundation

/// A 4×4 transform taken apart into scale, skew, rotation, translation and perspective, the
/// form in which Core Animation interpolates `transform` values (docs/uikit-behaviour.md §2.5b).
///
/// The algorithm is "Decomposing a 3D matrix" and "Recomposing to a 3D matrix" of the W3C
/// CSS Transforms Module Level 2
/// (https://www.w3.org/TR/css-transforms-2/#decomposing-a-3d-matrix), itself Spencer W.
/// Thomas's `unmatrix` from *Graphics Gems II* (1991). CSS names its matrix entries like
/// `CATransform3D` (`m41 m42 m43` translate), so `matrix[i][j]` there is `m(i+1)(j+1)` here.
/// Two deliberate deviations, both exact inverses of each other and round-tripping:
/// - the rotation is extracted with Shepperd's method (see `Quaternion`), which is robust
///   near half turns where the spec's sign comparisons are ambiguous;
/// - recomposition is written as the exact algebraic inverse of the decomposition (the
///   spec's pseudo-code builds the rotation matrix in the column-vector convention, which
///   would turn the wrong way with this layout).
///
/// With the matrix first divided by `m44`, it factors in the row-vector convention as
///
/// ```
/// M = [S·K·R  0; t  1] × [I  p; 0  p.w]
/// ```
///
/// applied to a point in this order: ``scale`` `S = diag(sx, sy, sz)`, ``skew``
/// `K = [1 0 0; xy 1 0; xz yz 1]` (x gains `xy·y + xz·z`, y gains `yz·z`), ``rotation`` `R`,
/// ``translation`` `t`, then the ``perspective`` column `p`. When the rotation part has a
/// negative determinant (a reflection), all three scales are negated and `R` is kept proper.
public struct DecomposedTransform3D: Sendable, Hashable {
  /// Translation (x, y, z) in points, applied after rotation.
  public var translation: SIMD3<Double>
  /// Scale factors along x, y, z (unitless; negative after a reflection).
  public var scale: SIMD3<Double>
  /// Shear factors (xy, xz, yz), unitless: `xy` is how much x moves per unit of y, and so on.
  public var skew: SIMD3<Double>
  /// The perspective column (`m14 m24 m34 m44` of the perspective factor); `(0, 0, 0, 1)`
  /// without perspective, `(0, 0, −1/d, 1)` for a viewer at distance `d` points.
  public var perspective: SIMD4<Double>
  /// The rotation, a unit quaternion with `w ≥ 0` (see ``Quaternion``).
  public var rotation: Quaternion

  /// Creates a decomposition from its parts.
  public init(
    translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
    perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), rotation: Quaternion = .identity
  ) {
    self.translation = translation
    self.scale = scale
    self.skew = skew
    self.perspective = perspective
    self.rotation = rotation
  }

  /// Decomposes `transform`, or returns `nil` when it cannot be decomposed: an entry is not
  /// finite, `m44` is zero, or the upper-left 3×3 block is singular (for example a scale
  /// of zero along some axis).
  public init?(_ transform: CATransform3D) {
    guard transform.isFinite else { return nil }
    let m44 = Double(transform.m44)
    guard m44 != 0 else { return nil }
    let rows = (
      transform.row1 / m44, transform.row2 / m44, transform.row3 / m44, transform.row4 / m44
    )
    let a0 = SIMD3(rows.0.x, rows.0.y, rows.0.z)
    let a1 = SIMD3(rows.1.x, rows.1.y, rows.1.z)
    let a2 = SIMD3(rows.2.x, rows.2.y, rows.2.z)
    let t = SIMD3(rows.3.x, rows.3.y, rows.3.z)

    // The perspective matrix [A 0; t 1] is singular exactly when A is.
    let cross12 = Self.cross(a1, a2)
    let determinant = Self.dot(a0, cross12)
    guard determinant != 0, determinant.isFinite else { return nil }

    // Perspective: solve [A 0; t 1]·p = (m14, m24, m34, 1) for the column p.
    let column = SIMD3(rows.0.w, rows.1.w, rows.2.w)
    var perspective = SIMD4<Double>(0, 0, 0, 1)
    if column != .zero {
      // Cramer's rule: A·p = column with A's rows a0, a1, a2.
      let p =
        (column.x * cross12 + column.y * Self.cross(a2, a0) + column.z * Self.cross(a0, a1))
        / determinant
      perspective = SIMD4(p.x, p.y, p.z, 1 - Self.dot(t, p))
    }

    // Scale and skew by Gram–Schmidt on the rows of A.
    var scale = SIMD3<Double>.zero
    var skew = SIMD3<Double>.zero
    scale.x = Self.length(a0)
    var r0 = a0 / scale.x

    skew.x = Self.dot(r0, a1)
    var r1 = a1 - skew.x * r0
    scale.y = Self.length(r1)
    r1 /= scale.y
    skew.x /= scale.y

    skew.y = Self.dot(r0, a2)
    var r2 = a2 - skew.y * r0
    skew.z = Self.dot(r1, r2)
    r2 -= skew.z * r1
    scale.z = Self.length(r2)
    r2 /= scale.z
    skew.y /= scale.z
    skew.z /= scale.z

    // A reflection: negate the scales and the rows so that R is a proper rotation.
    if Self.dot(r0, Self.cross(r1, r2)) < 0 {
      scale = -scale
      r0 = -r0
      r1 = -r1
      r2 = -r2
    }

    let decomposition = DecomposedTransform3D(
      translation: t, scale: scale, skew: skew, perspective: perspective,
      rotation: Quaternion(rotationRows: (r0, r1, r2)))
    guard decomposition.isFinite else { return nil }
    self = decomposition
  }

  /// The recomposed matrix, `[S·K·R  0; t  1] × [I  p; 0  p.w]`. For any transform with
  /// `m44 = 1` that decomposes, `DecomposedTransform3D(t)?.transform` equals `t` to
  /// rounding; otherwise it equals `t / m44`, the same projective transform.
  public var transform: CATransform3D {
    let r = rotation.rotationRows
    let a0 = scale.x * r.0
    let a1 = scale.y * (skew.x * r.0 + r.1)
    let a2 = scale.z * (skew.y * r.0 + skew.z * r.1 + r.2)
    let p = SIMD3(perspective.x, perspective.y, perspective.z)
    return CATransform3D(
      row1: SIMD4(a0, Self.dot(a0, p)),
      row2: SIMD4(a1, Self.dot(a1, p)),
      row3: SIMD4(a2, Self.dot(a2, p)),
      row4: SIMD4(translation, Self.dot(translation, p) + perspective.w))
  }

  private var isFinite: Bool {
    // x·0 is 0 for finite x and NaN otherwise; summing the products cannot overflow.
    var all = SIMD4(translation, 0) * 0
    all += SIMD4(scale, 0) * 0
    all += SIMD4(skew, 0) * 0
    all += perspective * 0
    all += SIMD4(rotation.x, rotation.y, rotation.z, rotation.w) * 0
    return all == .zero
  }

  private static func dot(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> Double {
    (u * v).sum()
  }

  private static func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
  }

  private static func length(_ u: SIMD3<Double>) -> Double { dot(u, u).squareRoot() }
}

extension DecomposedTransform3D: Interpolatable {
  /// Component-wise interpolation as in CSS Transforms Level 2 "Interpolation of decomposed
  /// 3D matrix values": translation, scale, skew and perspective linearly, the rotation by
  /// ``Quaternion/slerp(to:fraction:)`` along the shorter arc. Fractions outside [0, 1]
  /// extrapolate every part (a spring's overshoot over-rotates and over-scales).
  /// Fraction 0 returns `self` and 1 returns `end` bit for bit.
  public func interpolated(to end: DecomposedTransform3D, fraction: Double) -> DecomposedTransform3D {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return DecomposedTransform3D(
      translation: translation + (end.translation - translation) * fraction,
      scale: scale + (end.scale - scale) * fraction,
      skew: skew + (end.skew - skew) * fraction,
      perspective: perspective + (end.perspective - perspective) * fraction,
      rotation: rotation.slerp(to: end.rotation, fraction: fraction))
  }
}

extension CATransform3D: Interpolatable {
  /// Interpolates by decomposition, as Core Animation animates `transform`
  /// (docs/uikit-behaviour.md §2.5b): both matrices are taken apart with
  /// ``DecomposedTransform3D``, the parts are interpolated (rotation by shortest-arc slerp,
  /// so identity → 90° about z passes through a true 45° rotation, never a squashed matrix),
  /// and the result is recomposed.
  ///
  /// Fraction 0 returns `self` and 1 returns `end` bit for bit; other fractions, including
  /// those outside [0, 1] (spring overshoot), extrapolate the parts. If either matrix
  /// cannot be decomposed (a zero scale, `m44 = 0`, a non-finite entry), the sixteen
  /// entries are blended linearly instead, `self + (end − self)·fraction`: still continuous
  /// and exact at the ends (CSS Transforms would switch discretely at 0.5 instead).
  public func interpolated(to end: CATransform3D, fraction: Double) -> CATransform3D {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    if let from = DecomposedTransform3D(self), let to = DecomposedTransform3D(end) {
      let result = from.interpolated(to: to, fraction: fraction).transform
      if result.isFinite { return result }
    }
    return entrywiseBlend(to: end, fraction: fraction)
  }

  /// `self + (end − self)·fraction` entry by entry.
  func entrywiseBlend(to end: CATransform3D, fraction: Double) -> CATransform3D {
    CATransform3D(
      row1: row1 + (end.row1 - row1) * fraction,
      row2: row2 + (end.row2 - row2) * fraction,
      row3: row3 + (end.row3 - row3) * fraction,
      row4: row4 + (end.row4 - row4) * fraction)
  }
}

extension CGAffineTransform: Interpolatable {
  /// Interpolates through the 3D path: `CATransform3DMakeAffineTransform` on both ends,
  /// ``CATransform3D/interpolated(to:fraction:)``, then `CATransform3DGetAffineTransform`.
  ///
  /// Why not the CSS "decomposing a 2D matrix" algorithm: UIKit stores `UIView.transform`
  /// in `layer.transform` as a `CATransform3D`, and Core Animation animates that key path
  /// with 3D values, so the 3D decomposition is what iOS shows for both properties, and one
  /// code path keeps a view animation and a layer animation between the same matrices
  /// identical. For rotations, scales, skews and translations in the plane both algorithms
  /// agree (a rotation about z, the angle taken along the shorter arc). They differ for a
  /// reflection (a negative determinant, e.g. `scaleX: -1`): the 3D path turns it into a
  /// half turn about the x axis with all scales negated, and the affine part returned here
  /// is that motion flattened onto the screen, as a renderer without perspective shows it.
  ///
  /// Fraction 0 returns `self` and 1 returns `end` bit for bit; fractions outside [0, 1]
  /// extrapolate. Singular matrices (a zero scale) blend the six entries linearly.
  public func interpolated(to end: CGAffineTransform, fraction: Double) -> CGAffineTransform {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    let from = CATransform3DMakeAffineTransform(self)
    let to = CATransform3DMakeAffineTransform(end)
    return CATransform3DGetAffineTransform(from.interpolated(to: to, fraction: fraction))
  }
}
