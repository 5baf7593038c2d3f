import Foundation

#if !canImport(QuartzCore)
  /// UIKit's and Core Animation's `NSValue` boxing of geometry, so that code written for iOS
  /// (`animation.values = [NSValue(caTransform3D: a), …]`, `NSValue(cgPoint:)`) compiles and
  /// animates. Points, sizes and rects use Foundation's own `NSValue(point:)`, `(size:)`,
  /// `(rect:)`; transforms are stored as arrays of doubles (`[16d]`, `[6d]`), because
  /// swift-corelibs-foundation's `NSValue` cannot hold arbitrary structs.
  extension NSValue {
    public convenience init(caTransform3D t: CATransform3D) {
      let entries: [Double] = [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
      ].map { Double($0) }
      self.init(doubles: entries, objCType: Self.transform3DType)
    }

    /// The boxed transform; the zero matrix (`CATransform3D()`) when the value holds none,
    /// as reading another type's bytes gives nothing meaningful on Apple platforms either.
    public var caTransform3DValue: CATransform3D {
      guard let m = doubles(count: 16, objCType: Self.transform3DType) else { return CATransform3D() }
      return CATransform3D(
        m11: CGFloat(m[0]), m12: CGFloat(m[1]), m13: CGFloat(m[2]), m14: CGFloat(m[3]),
        m21: CGFloat(m[4]), m22: CGFloat(m[5]), m23: CGFloat(m[6]), m24: CGFloat(m[7]),
        m31: CGFloat(m[8]), m32: CGFloat(m[9]), m33: CGFloat(m[10]), m34: CGFloat(m[11]),
        m41: CGFloat(m[12]), m42: CGFloat(m[13]), m43: CGFloat(m[14]), m44: CGFloat(m[15]))
    }

    public convenience init(cgAffineTransform t: CGAffineTransform) {
      self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }, objCType: Self.affineType)
    }

    /// The boxed affine transform; all zeros when the value holds none.
    public var cgAffineTransformValue: CGAffineTransform {
      guard let m = doubles(count: 6, objCType: Self.affineType) else {
        return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
      }
      return CGAffineTransform(
        a: CGFloat(m[0]), b: CGFloat(m[1]), c: CGFloat(m[2]), d: CGFloat(m[3]), tx: CGFloat(m[4]),
        ty: CGFloat(m[5]))
    }

    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public var cgPointValue: CGPoint { pointValue }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgSizeValue: CGSize { sizeValue }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgRectValue: CGRect { rectValue }

    /// Whether this value boxes a `CATransform3D` (`NSValue(caTransform3D:)`).
    package var holdsCATransform3D: Bool { String(cString: objCType) == Self.transform3DType }
    /// Whether this value boxes a `CGAffineTransform`.
    package var holdsCGAffineTransform: Bool { String(cString: objCType) == Self.affineType }

    static let transform3DType = "[16d]"
    static let affineType = "[6d]"

    /// `count` doubles in an `NSValue` of type `objCType`.
    package convenience init(doubles: [Double], objCType: String) {
      var values = doubles
      self.init(bytes: &values, objCType: objCType)
    }

    /// The doubles of a value made by `init(doubles:objCType:)` with this type, else nil.
    package func doubles(count: Int, objCType type: String) -> [Double]? {
      guard String(cString: objCType) == type else { return nil }
      var values = [Double](repeating: 0, count: count)
      values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
      return values
    }
  }
#endif
