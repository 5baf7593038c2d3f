import Foundation

#if !canImport(QuartzCore)
  /// A 4×4 homogeneous transform (Core Animation's `CATransform3D`).
  ///
  /// Core Animation's row-vector convention: a point is the row vector `[x y z 1]` multiplied
  /// on the left of the matrix
  ///
  /// ```
  /// | m11 m12 m13 m14 |
  /// | m21 m22 m23 m24 |
  /// | m31 m32 m33 m34 |
  /// | m41 m42 m43 m44 |
  /// ```
  ///
  /// then divided by the resulting `w`. `m41`, `m42`, `m43` hold the translation (points);
  /// `m34 = −1/d` gives a perspective projection seen from distance `d` points on the +z
  /// axis. The upper-left 2×2 block and `m41`, `m42` are a `CGAffineTransform`'s `a b c d`
  /// and `tx ty` (``CATransform3DMakeAffineTransform(_:)``).
  ///
  /// `CATransform3DConcat(a, b)` applies `a` first, then `b`. `CATransform3DTranslate`,
  /// `…Scale` and `…Rotate` *prepend* their operation, as Core Animation does. Angles are
  /// in radians; rotations are right-handed about their axis, so about +z a positive angle
  /// turns clockwise on UIKit's y-down screen, exactly like `CGAffineTransform(rotationAngle:)`.
  ///
  /// Equality is exact component-wise equality (``CATransform3DEqualToTransform(_:_:)``).
  public struct CATransform3D: Sendable, Hashable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The all-zero matrix, as `CATransform3D()` is on Apple platforms (the imported C
    /// struct's zero initializer). This is **not** the identity; use ``identity``.
    public init() {
      self.init(
        m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Creates a transform from its sixteen entries, row by row.
    public init(
      m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
      m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
      m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
      m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
      self.m11 = m11
      self.m12 = m12
      self.m13 = m13
      self.m14 = m14
      self.m21 = m21
      self.m22 = m22
      self.m23 = m23
      self.m24 = m24
      self.m31 = m31
      self.m32 = m32
      self.m33 = m33
      self.m34 = m34
      self.m41 = m41
      self.m42 = m42
      self.m43 = m43
      self.m44 = m44
    }

    /// The identity matrix (same value as ``CATransform3DIdentity``).
    public static let identity = CATransform3D(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// Whether this is exactly the identity matrix.
    public var isIdentity: Bool { self == .identity }
  }

  /// The identity transform.
  public let CATransform3DIdentity = CATransform3D.identity

  /// Whether `t` is exactly the identity.
  public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

  /// Whether `a` and `b` are equal entry by entry.
  public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
  }

  /// A translation by (`tx`, `ty`, `tz`) points: identity with `m41 m42 m43` set.
  public func CATransform3DMakeTranslation(
    _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
  ) -> CATransform3D {
    var t = CATransform3D.identity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
  }

  /// A scale by factors (`sx`, `sy`, `sz`) about the origin: identity with `m11 m22 m33` set.
  public func CATransform3DMakeScale(
    _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
  ) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
  }

  /// A right-handed rotation by `angle` radians about the axis (`x`, `y`, `z`) through the
  /// origin. The axis is normalized first; a zero-length (or non-finite) axis gives the
  /// identity (Core Animation leaves that case undefined).
  ///
  /// With `c = cos angle`, `s = sin angle`, `C = 1 − c` and the unit axis `(x, y, z)` the
  /// upper 3×3 block is the transpose of the Rodrigues rotation matrix (row-vector
  /// convention):
  ///
  /// ```
  /// | c + C·x²     C·x·y + s·z  C·x·z − s·y |
  /// | C·x·y − s·z  c + C·y²     C·y·z + s·x |
  /// | C·x·z + s·y  C·y·z − s·x  c + C·z²    |
  /// ```
  ///
  /// The diagonal is evaluated as `x² + (1 − x²)·c` (same value), so a rotation about a
  /// coordinate axis has exact 1s and cosines on its diagonal, and
  /// `CATransform3DMakeRotation(θ, 0, 0, 1)` equals
  /// `CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: θ))` exactly.
  public func CATransform3DMakeRotation(
    _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
  ) -> CATransform3D {
    let length = (Double(x) * Double(x) + Double(y) * Double(y) + Double(z) * Double(z))
      .squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    let x = Double(x) / length
    let y = Double(y) / length
    let z = Double(z) / length
    let c = cos(Double(angle))
    let s = sin(Double(angle))
    let oneMinusC = 1 - c
    return CATransform3D(
      m11: CGFloat(x * x + (1 - x * x) * c),
      m12: CGFloat(oneMinusC * x * y + s * z),
      m13: CGFloat(oneMinusC * x * z - s * y),
      m14: 0,
      m21: CGFloat(oneMinusC * x * y - s * z),
      m22: CGFloat(y * y + (1 - y * y) * c),
      m23: CGFloat(oneMinusC * y * z + s * x),
      m24: 0,
      m31: CGFloat(oneMinusC * x * z + s * y),
      m32: CGFloat(oneMinusC * y * z - s * x),
      m33: CGFloat(z * z + (1 - z * z) * c),
      m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// `a` followed by `b`: the matrix product `a × b`.
  public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenatingRows(b)
  }

  /// `t` preceded by a translation of (`tx`, `ty`, `tz`) points:
  /// `CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)`.
  public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
  ) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
  }

  /// `t` preceded by a scale of (`sx`, `sy`, `sz`):
  /// `CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)`.
  public func CATransform3DScale(
    _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
  ) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
  }

  /// `t` preceded by a rotation of `angle` radians about (`x`, `y`, `z`):
  /// `CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)`.
  public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
  ) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
  }

  /// The inverse of `t`, or `t` unchanged when it has no inverse (determinant zero, or a
  /// non-finite result), as Core Animation documents.
  public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverse ?? t
  }

  /// The 4×4 form of an affine transform: `a b c d` in the upper-left 2×2 block,
  /// `tx ty` in `m41 m42`, 1 in `m33 m44`, zero elsewhere.
  public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
      m11: m.a, m12: m.b, m13: 0, m14: 0,
      m21: m.c, m22: m.d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0,
      m41: m.tx, m42: m.ty, m43: 0, m44: 1)
  }

  /// Whether `t` is exactly representable as a `CGAffineTransform`: every entry outside
  /// `m11 m12 m21 m22 m41 m42` equals the identity's.
  public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
      && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
      && t.m43 == 0 && t.m44 == 1
  }

  /// The affine part of `t` (`m11 m12 m21 m22 m41 m42`), whatever the other entries are.
  /// For a transform without perspective this is what a layer shows on screen, since the
  /// renderer flattens z.
  public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
  }
#endif

// Row access and the 4×4 algebra shared by the functions above and the decomposition.
extension CATransform3D {
  /// Builds a matrix from four rows.
  init(
    row1 r1: SIMD4<Double>, row2 r2: SIMD4<Double>, row3 r3: SIMD4<Double>,
    row4 r4: SIMD4<Double>
  ) {
    self.init(
      m11: CGFloat(r1.x), m12: CGFloat(r1.y), m13: CGFloat(r1.z), m14: CGFloat(r1.w),
      m21: CGFloat(r2.x), m22: CGFloat(r2.y), m23: CGFloat(r2.z), m24: CGFloat(r2.w),
      m31: CGFloat(r3.x), m32: CGFloat(r3.y), m33: CGFloat(r3.z), m34: CGFloat(r3.w),
      m41: CGFloat(r4.x), m42: CGFloat(r4.y), m43: CGFloat(r4.z), m44: CGFloat(r4.w))
  }

  var row1: SIMD4<Double> { SIMD4(Double(m11), Double(m12), Double(m13), Double(m14)) }
  var row2: SIMD4<Double> { SIMD4(Double(m21), Double(m22), Double(m23), Double(m24)) }
  var row3: SIMD4<Double> { SIMD4(Double(m31), Double(m32), Double(m33), Double(m34)) }
  var row4: SIMD4<Double> { SIMD4(Double(m41), Double(m42), Double(m43), Double(m44)) }

  /// Whether every entry is finite.
  var isFinite: Bool {
    // x·0 is 0 for finite x and NaN for infinities and NaN, so the sum is zero exactly
    // when every entry is finite (and cannot overflow).
    let zero = SIMD4<Double>.zero
    var sum = row1 * zero
    sum += row2 * zero
    sum += row3 * zero
    sum += row4 * zero
    return sum == zero
  }

  /// The product `self × other` (row-vector convention: `self` acts first).
  func concatenatingRows(_ other: CATransform3D) -> CATransform3D {
    let (b1, b2, b3, b4) = (other.row1, other.row2, other.row3, other.row4)
    func product(_ r: SIMD4<Double>) -> SIMD4<Double> {
      r.x * b1 + r.y * b2 + r.z * b3 + r.w * b4
    }
    return CATransform3D(
      row1: product(row1), row2: product(row2), row3: product(row3), row4: product(row4))
  }

  /// The inverse by cofactor expansion over 2×2 minors, or `nil` if the determinant is zero
  /// or the result is not finite.
  var inverse: CATransform3D? {
    let a = (row1, row2, row3, row4)
    let s0 = a.0.x * a.1.y - a.1.x * a.0.y
    let s1 = a.0.x * a.1.z - a.1.x * a.0.z
    let s2 = a.0.x * a.1.w - a.1.x * a.0.w
    let s3 = a.0.y * a.1.z - a.1.y * a.0.z
    let s4 = a.0.y * a.1.w - a.1.y * a.0.w
    let s5 = a.0.z * a.1.w - a.1.z * a.0.w
    let c5 = a.2.z * a.3.w - a.3.z * a.2.w
    let c4 = a.2.y * a.3.w - a.3.y * a.2.w
    let c3 = a.2.y * a.3.z - a.3.y * a.2.z
    let c2 = a.2.x * a.3.w - a.3.x * a.2.w
    let c1 = a.2.x * a.3.z - a.3.x * a.2.z
    let c0 = a.2.x * a.3.y - a.3.x * a.2.y
    let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard determinant != 0, determinant.isFinite else { return nil }
    let r = 1 / determinant
    let b11: Double = a.1.y * c5 - a.1.z * c4 + a.1.w * c3
    let b12: Double = -a.0.y * c5 + a.0.z * c4 - a.0.w * c3
    let b13: Double = a.3.y * s5 - a.3.z * s4 + a.3.w * s3
    let b14: Double = -a.2.y * s5 + a.2.z * s4 - a.2.w * s3
    let b21: Double = -a.1.x * c5 + a.1.z * c2 - a.1.w * c1
    let b22: Double = a.0.x * c5 - a.0.z * c2 + a.0.w * c1
    let b23: Double = -a.3.x * s5 + a.3.z * s2 - a.3.w * s1
    let b24: Double = a.2.x * s5 - a.2.z * s2 + a.2.w * s1
    let b31: Double = a.1.x * c4 - a.1.y * c2 + a.1.w * c0
    let b32: Double = -a.0.x * c4 + a.0.y * c2 - a.0.w * c0
    let b33: Double = a.3.x * s4 - a.3.y * s2 + a.3.w * s0
    let b34: Double = -a.2.x * s4 + a.2.y * s2 - a.2.w * s0
    let b41: Double = -a.1.x * c3 + a.1.y * c1 - a.1.z * c0
    let b42: Double = a.0.x * c3 - a.0.y * c1 + a.0.z * c0
    let b43: Double = -a.3.x * s3 + a.3.y * s1 - a.3.z * s0
    let b44: Double = a.2.x * s3 - a.2.y * s1 + a.2.z * s0
    let inverse = CATransform3D(
      row1: SIMD4(b11, b12, b13, b14) * r,
      row2: SIMD4(b21, b22, b23, b24) * r,
      row3: SIMD4(b31, b32, b33, b34) * r,
      row4: SIMD4(b41, b42, b43, b44) * r)
    return inverse.isFinite ? inverse : nil
  }
}
