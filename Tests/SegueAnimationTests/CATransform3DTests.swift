import Foundation
import Testing

@testable import SegueAnimation

/// Largest absolute difference between two matrices' entries.
private func maxDifference(_ a: CATransform3D, _ b: CATransform3D) -> Double {
  let d = [a.row1 - b.row1, a.row2 - b.row2, a.row3 - b.row3, a.row4 - b.row4]
  return d.map { max(max(abs($0.x), abs($0.y)), max(abs($0.z), abs($0.w))) }.max() ?? 0
}

/// The point (x, y, z) as the row vector [x y z 1] times `t`, divided by w.
private func project(_ x: Double, _ y: Double, _ z: Double, _ t: CATransform3D) -> SIMD3<Double> {
  let v = x * t.row1 + y * t.row2 + z * t.row3 + t.row4
  return SIMD3(v.x, v.y, v.z) / v.w
}

private func close(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ tolerance: Double = 1e-12) -> Bool {
  let d = a - b
  return max(abs(d.x), max(abs(d.y), abs(d.z))) <= tolerance
}

@Suite struct CATransform3DTests {
  @Test func identityAndZero() {
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(CATransform3D.identity.isIdentity)
    #expect(CATransform3DIdentity.m11 == 1 && CATransform3DIdentity.m44 == 1)
    #expect(!CATransform3D().isIdentity)
    #expect(CATransform3D().m11 == 0 && CATransform3D().m44 == 0)
    var nearly = CATransform3DIdentity
    nearly.m34 = -1e-9
    #expect(!CATransform3DIsIdentity(nearly))
    #expect(CATransform3DEqualToTransform(nearly, nearly))
    #expect(!CATransform3DEqualToTransform(nearly, CATransform3DIdentity))
  }

  @Test func makersFillTheDocumentedEntries() {
    let t = CATransform3DMakeTranslation(1, 2, 3)
    #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m11 == 1 && t.m44 == 1)
    #expect(project(10, 20, 30, t) == SIMD3(11, 22, 33))
    let s = CATransform3DMakeScale(2, 3, 4)
    #expect(s.m11 == 2 && s.m22 == 3 && s.m33 == 4 && s.m44 == 1)
    #expect(project(1, 1, 1, s) == SIMD3(2, 3, 4))
  }

  @Test func zRotationMatchesAffineRotationExactly() {
    for angle in [0.3, Double.pi / 2, -1.2, Double.pi, 2.5] {
      let rotation = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
      let affine = CATransform3DMakeAffineTransform(
        CGAffineTransform(rotationAngle: CGFloat(angle)))
      #expect(rotation == affine, "angle \(angle)")
    }
    // +π/2 about z turns +x onto +y: clockwise on a y-down screen.
    #expect(close(project(1, 0, 0, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), SIMD3(0, 1, 0)))
  }

  @Test func rotationsAreRightHanded() {
    // About x: y → z. About y: z → x, so x → −z. The axis is normalized first.
    #expect(close(project(0, 1, 0, CATransform3DMakeRotation(.pi / 2, 1, 0, 0)), SIMD3(0, 0, 1)))
    #expect(close(project(0, 0, 1, CATransform3DMakeRotation(.pi / 2, 0, 5, 0)), SIMD3(1, 0, 0)))
    #expect(close(project(1, 0, 0, CATransform3DMakeRotation(.pi / 2, 0, 1, 0)), SIMD3(0, 0, -1)))
    // A third of a turn about (1,1,1) permutes the axes x → y → z → x.
    let third = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
    #expect(close(project(1, 0, 0, third), SIMD3(0, 1, 0)))
    #expect(close(project(0, 1, 0, third), SIMD3(0, 0, 1)))
    // A zero axis gives the identity instead of NaNs.
    #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
  }

  @Test func concatAppliesFirstArgumentFirst() {
    let translate = CATransform3DMakeTranslation(10, 0, 0)
    let scale = CATransform3DMakeScale(2, 2, 2)
    #expect(project(1, 0, 0, CATransform3DConcat(translate, scale)) == SIMD3(22, 0, 0))
    #expect(project(1, 0, 0, CATransform3DConcat(scale, translate)) == SIMD3(12, 0, 0))
    let a = CATransform3DRotate(CATransform3DMakeTranslation(3, -4, 5), 0.4, 1, 2, 3)
    let b = CATransform3DScale(CATransform3DMakeRotation(1.3, 0, 1, 0), 2, 0.5, 1.5)
    #expect(close(project(7, -2, 9, CATransform3DConcat(a, b)), project7(a, b), 1e-12))
  }

  private func project7(_ a: CATransform3D, _ b: CATransform3D) -> SIMD3<Double> {
    let p = project(7, -2, 9, a)
    return project(p.x, p.y, p.z, b)
  }

  @Test func translateScaleRotatePrepend() {
    let base = CATransform3DMakeScale(2, 2, 2)
    let translated = CATransform3DTranslate(base, 10, 0, 0)
    #expect(translated == CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), base))
    #expect(translated.m41 == 20)
    let moved = CATransform3DMakeTranslation(10, 0, 0)
    let scaled = CATransform3DScale(moved, 2, 3, 4)
    #expect(scaled == CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), moved))
    #expect(project(1, 1, 1, scaled) == SIMD3(12, 3, 4))
    let rotated = CATransform3DRotate(moved, .pi / 2, 0, 0, 1)
    #expect(close(project(1, 0, 0, rotated), SIMD3(10, 1, 0)))
  }

  @Test func perspectiveDividesByW() {
    var p = CATransform3DIdentity
    p.m34 = -1.0 / 500
    // z = 0 is unchanged; z = 100 (towards the viewer) is magnified by 500/400.
    #expect(project(100, 50, 0, p) == SIMD3(100, 50, 0))
    #expect(close(project(100, 0, 100, p), SIMD3(125, 0, 125)))
  }

  @Test func inverseRoundTrips() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    let t = CATransform3DConcat(
      CATransform3DTranslate(CATransform3DMakeRotation(0.8, 1, -2, 0.5), 30, -20, 12),
      CATransform3DScale(perspective, 1.5, 0.75, 2))
    let inverse = CATransform3DInvert(t)
    #expect(maxDifference(CATransform3DConcat(t, inverse), CATransform3DIdentity) < 1e-12)
    #expect(maxDifference(CATransform3DConcat(inverse, t), CATransform3DIdentity) < 1e-12)
    #expect(
      CATransform3DInvert(CATransform3DMakeTranslation(8, -3, 2))
        == CATransform3DMakeTranslation(-8, 3, -2))
  }

  @Test func singularInverseReturnsInput() {
    let flat = CATransform3DMakeScale(1, 0, 1)
    #expect(CATransform3DInvert(flat) == flat)
    #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
  }

  @Test func affineConversions() {
    let affine = CGAffineTransform(a: 1.5, b: -0.2, c: 0.7, d: 0.9, tx: 3, ty: -8)
    let t = CATransform3DMakeAffineTransform(affine)
    #expect(
      t
        == CATransform3D(
          m11: 1.5, m12: -0.2, m13: 0, m14: 0, m21: 0.7, m22: 0.9, m23: 0, m24: 0,
          m31: 0, m32: 0, m33: 1, m34: 0, m41: 3, m42: -8, m43: 0, m44: 1))
    #expect(CATransform3DIsAffine(t))
    #expect(CATransform3DGetAffineTransform(t) == affine)
    // Concatenation agrees with the affine one.
    let other = CGAffineTransform(rotationAngle: 0.4).translatedBy(x: 2, y: 9)
    #expect(
      maxDifference(
        CATransform3DConcat(t, CATransform3DMakeAffineTransform(other)),
        CATransform3DMakeAffineTransform(affine.concatenating(other))) < 1e-15)

    var perspective = t
    perspective.m34 = -0.002
    #expect(!CATransform3DIsAffine(perspective))
    #expect(CATransform3DGetAffineTransform(perspective) == affine)
    #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
  }
}
