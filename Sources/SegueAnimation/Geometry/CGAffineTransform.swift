import Foundation

#if !canImport(CoreGraphics)
  /// A 2D affine transform (Core Graphics' `CGAffineTransform`, absent from Foundation on Linux).
  ///
  /// Core Graphics' row-vector convention: a point is the row vector `[x y 1]` multiplied on
  /// the left of the 3×3 matrix
  ///
  /// ```
  /// | a   b   0 |
  /// | c   d   0 |
  /// | tx  ty  1 |
  /// ```
  ///
  /// so `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`. Translations are in points, angles in
  /// radians; with UIKit's y-down coordinates a positive angle turns clockwise on screen.
  /// `t1.concatenating(t2)` applies `t1` first, then `t2`. `translatedBy`, `scaledBy` and
  /// `rotated(by:)` *prepend* their operation (the new operation acts first, in the
  /// transform's own coordinate space), exactly like `CGAffineTransformTranslate` and friends.
  ///
  /// Equality is exact component-wise equality, like `CGAffineTransformEqualToTransform`.
  public struct CGAffineTransform: Sendable, Hashable {
    /// Row 1, column 1: x scale / rotation cosine.
    public var a: CGFloat
    /// Row 1, column 2: rotation sine / y shear contributed by x.
    public var b: CGFloat
    /// Row 2, column 1: negative rotation sine / x shear contributed by y.
    public var c: CGFloat
    /// Row 2, column 2: y scale / rotation cosine.
    public var d: CGFloat
    /// Translation along x, in points.
    public var tx: CGFloat
    /// Translation along y, in points.
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// The all-zero matrix, as `CGAffineTransform()` is on Apple platforms (the imported C
    /// struct's zero initializer). This is **not** the identity; use ``identity``.
    public init() {
      self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The identity transform `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`tx`, `ty`) points (`CGAffineTransformMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by factors `sx` and `sy` about the origin (`CGAffineTransformMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin (`CGAffineTransformMakeRotation`):
    /// `[cos sin −sin cos 0 0]`. Positive angles turn clockwise on a y-down screen, so
    /// (1, 0) rotated by π/2 is (0, 1).
    public init(rotationAngle angle: CGFloat) {
      let cosine = CGFloat(Foundation.cos(Double(angle)))
      let sine = CGFloat(Foundation.sin(Double(angle)))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`: the matrix product `self × other`
    /// (`CGAffineTransformConcat(self, other)`).
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * other.a + b * other.c,
        b: a * other.b + b * other.d,
        c: c * other.a + d * other.c,
        d: c * other.b + d * other.d,
        tx: tx * other.a + ty * other.c + other.tx,
        ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by (`tx`, `ty`) points applied *before* `self`, i.e.
    /// `CGAffineTransform(translationX: tx, y: ty).concatenating(self)`
    /// (`CGAffineTransformTranslate`).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (`sx`, `sy`) applied *before* `self`, i.e.
    /// `CGAffineTransform(scaleX: sx, y: sy).concatenating(self)` (`CGAffineTransformScale`).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians applied *before* `self`, i.e.
    /// `CGAffineTransform(rotationAngle: angle).concatenating(self)` (`CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `self` unchanged when the matrix is singular (determinant
    /// `a·d − b·c` equal to zero) or the inverse is not finite, as `CGAffineTransformInvert`
    /// documents.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      let inverse = CGAffineTransform(
        a: d / determinant,
        b: -b / determinant,
        c: -c / determinant,
        d: a / determinant,
        tx: (c * ty - d * tx) / determinant,
        ty: (b * tx - a * ty) / determinant)
      guard
        inverse.a.isFinite, inverse.b.isFinite, inverse.c.isFinite, inverse.d.isFinite,
        inverse.tx.isFinite, inverse.ty.isFinite
      else { return self }
      return inverse
    }
  }

  extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`
    /// (`CGPointApplyAffineTransform`).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size seen as a vector mapped by `t` without its translation:
    /// `(a·w + c·h, b·w + d·h)` (`CGSizeApplyAffineTransform`). The result may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle containing the four transformed corners of `self`
    /// (`CGRectApplyAffineTransform`); the result is standardized (non-negative size).
    /// The null rectangle stays null and the infinite rectangle stays infinite.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      if isNull || isInfinite { return self }
      let p1 = CGPoint(x: minX, y: minY).applying(t)
      let p2 = CGPoint(x: maxX, y: minY).applying(t)
      let p3 = CGPoint(x: minX, y: maxY).applying(t)
      let p4 = CGPoint(x: maxX, y: maxY).applying(t)
      let lowX = Swift.min(Swift.min(p1.x, p2.x), Swift.min(p3.x, p4.x))
      let highX = Swift.max(Swift.max(p1.x, p2.x), Swift.max(p3.x, p4.x))
      let lowY = Swift.min(Swift.min(p1.y, p2.y), Swift.min(p3.y, p4.y))
      let highY = Swift.max(Swift.max(p1.y, p2.y), Swift.max(p3.y, p4.y))
      return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }
  }
#endif
