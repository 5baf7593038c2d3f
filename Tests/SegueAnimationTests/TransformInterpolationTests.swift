import Foundation
import Testing

@testable import SegueAnimation

private func maxDifference(_ a: CATransform3D, _ b: CATransform3D) -> Double {
  let d = [a.row1 - b.row1, a.row2 - b.row2, a.row3 - b.row3, a.row4 - b.row4]
  return d.map { max(max(abs($0.x), abs($0.y)), max(abs($0.z), abs($0.w))) }.max() ?? 0
}

private func maxDifference(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Double {
  maxDifference(CATransform3DMakeAffineTransform(a), CATransform3DMakeAffineTransform(b))
}

private func maxDifference<V: SIMD>(_ a: V, _ b: V) -> Double where V.Scalar == Double {
  (a - b).indices.map { abs(a[$0] - b[$0]) }.max() ?? 0
}

private func degrees(_ d: Double) -> CGFloat { CGFloat(d * .pi / 180) }

/// The 16 entries' bit patterns, to check "bit for bit" (== treats 0 and −0 alike).
private func bits(_ t: CATransform3D) -> [UInt64] {
  [t.row1, t.row2, t.row3, t.row4].flatMap { [$0.x, $0.y, $0.z, $0.w].map(\.bitPattern) }
}

private func bits(_ t: CGAffineTransform) -> [UInt64] {
  [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0).bitPattern }
}

/// `m` divided by its `m44`: the same projective map, the form a decomposition recomposes to.
private func normalized(_ m: CATransform3D) -> CATransform3D {
  let w = Double(m.m44)
  return CATransform3D(row1: m.row1 / w, row2: m.row2 / w, row3: m.row3 / w, row4: m.row4 / w)
}

private func skew(xy: CGFloat, xz: CGFloat, yz: CGFloat) -> CATransform3D {
  var k = CATransform3DIdentity
  k.m21 = xy
  k.m31 = xz
  k.m32 = yz
  return k
}

private func perspective(_ p: SIMD4<Double>) -> CATransform3D {
  var m = CATransform3DIdentity
  m.m14 = CGFloat(p.x)
  m.m24 = CGFloat(p.y)
  m.m34 = CGFloat(p.z)
  m.m44 = CGFloat(p.w)
  return m
}

/// scale, then skew, then rotate, then translate, then perspective (the documented order).
private func compose(
  scale s: SIMD3<Double>, skew k: SIMD3<Double>, angle: Double, axis: SIMD3<Double>,
  translation t: SIMD3<Double>, perspective p: SIMD4<Double>
) -> CATransform3D {
  var m = CATransform3DMakeScale(CGFloat(s.x), CGFloat(s.y), CGFloat(s.z))
  m = CATransform3DConcat(m, skew(xy: CGFloat(k.x), xz: CGFloat(k.y), yz: CGFloat(k.z)))
  m = CATransform3DConcat(
    m, CATransform3DMakeRotation(CGFloat(angle), CGFloat(axis.x), CGFloat(axis.y), CGFloat(axis.z)))
  m = CATransform3DConcat(m, CATransform3DMakeTranslation(CGFloat(t.x), CGFloat(t.y), CGFloat(t.z)))
  return CATransform3DConcat(m, perspective(p))
}

@Suite struct TransformDecompositionTests {
  @Test func recoversEveryPartOfAComposite() throws {
    // Translation orthogonal to the perspective column keeps m44 = 1, so every part is
    // recovered as given (not divided by m44).
    let scale = SIMD3(1.5, 0.75, 2.0)
    let skew = SIMD3(0.3, -0.2, 0.45)
    let angle = 0.9
    let axis = SIMD3(1.0, -2.0, 0.5)
    let translation = SIMD3(100.0, -40.0, 0.0)
    let perspective = SIMD4(0.001, 0.0025, -0.002, 1.0)
    let m = compose(
      scale: scale, skew: skew, angle: angle, axis: axis, translation: translation,
      perspective: perspective)
    #expect(abs(m.m44 - 1) < 1e-15)

    let d = try #require(DecomposedTransform3D(m))
    #expect(maxDifference(d.scale, scale) < 1e-9)
    #expect(maxDifference(d.skew, skew) < 1e-9)
    #expect(maxDifference(d.translation, translation) < 1e-9)
    #expect(maxDifference(d.perspective, perspective) < 1e-9)
    let expected = Quaternion(angle: angle, axisX: axis.x, y: axis.y, z: axis.z)
    #expect(abs(abs(d.rotation.dot(expected)) - 1) < 1e-12)
    #expect(maxDifference(d.transform, m) < 1e-9)
  }

  @Test func roundTripsAssortedMatrices() throws {
    let cases: [CATransform3D] = [
      CATransform3DIdentity,
      CATransform3DMakeTranslation(12, -7, 3),
      CATransform3DMakeRotation(2.2, 0.3, 0.4, -0.5),
      CATransform3DMakeRotation(.pi, 1, -1, 0),  // a half turn: Shepperd's pivot matters
      CATransform3DMakeRotation(.pi, 0, 0, 1),
      CATransform3DMakeScale(-1, 1, 1),  // a reflection
      CATransform3DMakeScale(3, -0.5, 0.25),
      compose(
        scale: SIMD3(0.5, 2, 1), skew: SIMD3(-0.7, 0.1, 0.2), angle: -2.8, axis: SIMD3(0, 1, 1),
        translation: SIMD3(30, 60, -90), perspective: SIMD4(0.0004, -0.001, -0.002, 1)),
      CATransform3DMakeAffineTransform(
        CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0).rotated(by: 1).scaledBy(
          x: 2, y: 3)),
    ]
    for m in cases {
      let d = try #require(DecomposedTransform3D(m))
      #expect(maxDifference(d.transform, normalized(m)) < 1e-9, "\(m)")
      #expect(d.rotation.w >= 0)
    }
  }

  @Test func generalMatrixRecomposesDividedByM44() throws {
    // m44 ≠ 1 after the perspective factor: same projective map, entries divided by m44.
    let m = compose(
      scale: SIMD3(1.2, 0.9, 1), skew: .zero, angle: 0.5, axis: SIMD3(1, 1, 0),
      translation: SIMD3(50, 20, 10), perspective: SIMD4(0.001, 0.002, -0.002, 1))
    #expect(m.m44 != 1)
    let d = try #require(DecomposedTransform3D(m))
    #expect(maxDifference(d.transform, normalized(m)) < 1e-9)
    // Same projective map: a point lands in the same place.
    let v = SIMD4(3.0, -7.0, 11.0, 1.0)
    let original = v.x * m.row1 + v.y * m.row2 + v.z * m.row3 + v.w * m.row4
    let recomposed = d.transform
    let again =
      v.x * recomposed.row1 + v.y * recomposed.row2 + v.z * recomposed.row3 + recomposed.row4
    #expect(maxDifference(original / original.w, again / again.w) < 1e-9)
  }

  @Test func singularMatricesDoNotDecompose() {
    #expect(DecomposedTransform3D(CATransform3DMakeScale(0, 1, 1)) == nil)
    #expect(DecomposedTransform3D(CATransform3D()) == nil)
    var noW = CATransform3DIdentity
    noW.m44 = 0
    #expect(DecomposedTransform3D(noW) == nil)
    var infinite = CATransform3DIdentity
    infinite.m41 = .infinity
    #expect(DecomposedTransform3D(infinite) == nil)
  }
}

@Suite struct QuaternionTests {
  @Test func slerpHalvesTheAngleAndTakesTheShortArc() {
    let a = Quaternion.identity
    let b = Quaternion(angle: .pi / 2, axisX: 0, y: 0, z: 1)
    let half = a.slerp(to: b, fraction: 0.5)
    let expected = Quaternion(angle: .pi / 4, axisX: 0, y: 0, z: 1)
    #expect(abs(half.dot(expected) - 1) < 1e-15)
    // −b is the same rotation; the result must not take the long way round.
    let viaNegative = a.slerp(to: -b, fraction: 0.5)
    #expect(abs(abs(viaNegative.dot(expected)) - 1) < 1e-15)
    // Extrapolation keeps turning.
    let over = a.slerp(to: b, fraction: 1.5)
    #expect(abs(abs(over.dot(Quaternion(angle: 3 * .pi / 4, axisX: 0, y: 0, z: 1))) - 1) < 1e-15)
  }

  @Test func nearlyParallelFallsBackToNormalizedLerp() {
    let a = Quaternion(angle: 1, axisX: 1, y: 2, z: 3)
    let b = Quaternion(angle: 1 + 1e-9, axisX: 1, y: 2, z: 3)
    let mid = a.slerp(to: b, fraction: 0.5)
    #expect(abs(mid.length - 1) < 1e-15)
    #expect(abs(mid.dot(Quaternion(angle: 1 + 5e-10, axisX: 1, y: 2, z: 3)) - 1) < 1e-15)
    #expect(
      a.slerp(to: a, fraction: 0.3) == a || abs(a.slerp(to: a, fraction: 0.3).dot(a) - 1) < 1e-15)
  }

  @Test func endpointsAreExact() {
    let a = Quaternion(x: 0.1, y: 0.2, z: 0.3, w: 0.9)
    let b = Quaternion(x: -0.5, y: 0.5, z: 0.5, w: 0.5)
    #expect(a.interpolated(to: b, fraction: 0) == a)
    #expect(a.interpolated(to: b, fraction: 1) == b)
  }
}

@Suite struct TransformInterpolationTests {
  @Test func quarterTurnHalfwayIsEighthTurnNotSquashed() {
    let end = CGAffineTransform(rotationAngle: .pi / 2)
    let half = CGAffineTransform.identity.interpolated(to: end, fraction: 0.5)
    #expect(maxDifference(half, CGAffineTransform(rotationAngle: .pi / 4)) < 1e-12)
    // A matrix lerp would give [0.5 0.5 −0.5 0.5], determinant 0.5.
    #expect(abs(half.a * half.d - half.b * half.c - 1) < 1e-12)
    let half3D = CATransform3DIdentity.interpolated(
      to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), fraction: 0.5)
    #expect(maxDifference(half3D, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)) < 1e-12)
  }

  @Test func rotationAngleIsInterpolated() {
    let end = CGAffineTransform(rotationAngle: degrees(170))
    for (fraction, angle) in [(0.5, 85.0), (0.25, 42.5), (0.9, 153.0), (1.2, 204.0), (-0.2, -34.0)] {
      let t = CGAffineTransform.identity.interpolated(to: end, fraction: fraction)
      #expect(
        maxDifference(t, CGAffineTransform(rotationAngle: degrees(angle))) < 1e-12, "\(fraction)")
    }
    // Between two rotations, not only from the identity.
    let from = CGAffineTransform(rotationAngle: degrees(-30))
    let to = CGAffineTransform(rotationAngle: degrees(60))
    #expect(
      maxDifference(
        from.interpolated(to: to, fraction: 1.0 / 3), CGAffineTransform(rotationAngle: 0)) < 1e-12)
  }

  @Test func rotationTakesTheShorterArc() {
    // 270° clockwise is 90° anticlockwise: halfway is −45°, as in Core Animation.
    let t = CGAffineTransform.identity.interpolated(
      to: CGAffineTransform(rotationAngle: degrees(270)), fraction: 0.5)
    #expect(maxDifference(t, CGAffineTransform(rotationAngle: degrees(-45))) < 1e-12)
  }

  @Test func scaleAndTranslationAreLinear() {
    let scaled = CGAffineTransform.identity.interpolated(
      to: CGAffineTransform(scaleX: 3, y: 3), fraction: 0.5)
    #expect(scaled == CGAffineTransform(scaleX: 2, y: 2))
    let from = CGAffineTransform(translationX: 0, y: 0)
    let to = CGAffineTransform(translationX: 100, y: -40)
    #expect(
      from.interpolated(to: to, fraction: 0.25) == CGAffineTransform(translationX: 25, y: -10))
    #expect(
      maxDifference(
        from.interpolated(to: to, fraction: 1.26), CGAffineTransform(translationX: 126, y: -50.4))
        < 1e-12)
    let moved = CATransform3DMakeTranslation(10, 20, 30).interpolated(
      to: CATransform3DMakeTranslation(20, 0, -30), fraction: 0.5)
    #expect(moved == CATransform3DMakeTranslation(15, 10, 0))
  }

  @Test func combinedScaleRotationTranslationInterpolatePartWise() {
    // scale 1 → 2, rotate 0 → 90°, translate (0,0) → (100, 50): halfway scale 1.5, 45°, (50, 25).
    let end = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2).concatenating(
      CGAffineTransform(translationX: 100, y: 50))
    let half = CGAffineTransform.identity.interpolated(to: end, fraction: 0.5)
    let expected = CGAffineTransform(scaleX: 1.5, y: 1.5).concatenating(
      CGAffineTransform(rotationAngle: .pi / 4)
    ).concatenating(CGAffineTransform(translationX: 50, y: 25))
    #expect(maxDifference(half, expected) < 1e-12)
  }

  @Test func endpointsAreBitExact() {
    let a = CATransform3DConcat(
      CATransform3DMakeRotation(0.123, 0.3, -0.7, 0.2),
      CATransform3DMakeTranslation(0.1, -0.0, 1e-3))
    var b = CATransform3DScale(CATransform3DMakeRotation(2.9, 1, 1, 0), 1.7, 0.3, -2)
    b.m34 = -1.0 / 700
    let singular = CATransform3DMakeScale(0, 1, 1)
    for (from, to) in [(a, b), (b, a), (singular, a), (a, singular)] {
      #expect(bits(from.interpolated(to: to, fraction: 0)) == bits(from))
      #expect(bits(from.interpolated(to: to, fraction: 1)) == bits(to))
    }
    let p = CGAffineTransform(a: 0.1, b: -0.0, c: 0.3, d: 0.7, tx: 1e-7, ty: -13.37)
    let q = CGAffineTransform(rotationAngle: 1).scaledBy(x: -1, y: 1)
    #expect(bits(p.interpolated(to: q, fraction: 0)) == bits(p))
    #expect(bits(p.interpolated(to: q, fraction: 1)) == bits(q))
  }

  @Test func perspectiveRotationInterpolatesAngleAndKeepsPerspective() throws {
    // The usual card flip: m34 = −1/500 first, then rotate 60° about y.
    var p = CATransform3DIdentity
    p.m34 = -1.0 / 500
    let end = CATransform3DRotate(p, degrees(60), 0, 1, 0)
    let half = p.interpolated(to: end, fraction: 0.5)
    #expect(maxDifference(half, CATransform3DRotate(p, degrees(30), 0, 1, 0)) < 1e-12)
    // The perspective part stays −1/500 all the way; m34 itself is −cos(30°)/500, as the
    // matrix built directly has it.
    let parts = try #require(DecomposedTransform3D(half))
    #expect(maxDifference(parts.perspective, SIMD4(0, 0, -1.0 / 500, 1)) < 1e-15)
    #expect(abs(Double(half.m34) + cos(Double.pi / 6) / 500) < 1e-15)
    #expect(abs(Double(half.m14) - sin(Double.pi / 6) / 500) < 1e-15)
    let expectedRotation = Quaternion(angle: .pi / 6, axisX: 0, y: 1, z: 0)
    #expect(abs(parts.rotation.dot(expectedRotation) - 1) < 1e-12)
    for fraction in [0.1, 0.25, 0.75, 1.1] {
      let t = p.interpolated(to: end, fraction: fraction)
      #expect(maxDifference(t, CATransform3DRotate(p, degrees(60 * fraction), 0, 1, 0)) < 1e-12)
    }
  }

  @Test func singularEndpointsBlendEntries() {
    // scale 0 cannot be decomposed: the entries are blended linearly.
    let zero = CATransform3DMakeScale(0, 0, 1)
    let t = zero.interpolated(to: CATransform3DIdentity, fraction: 0.5)
    #expect(t == CATransform3DMakeScale(0.5, 0.5, 1))
    let affine = CGAffineTransform(scaleX: 0, y: 0).interpolated(to: .identity, fraction: 0.25)
    #expect(affine == CGAffineTransform(scaleX: 0.25, y: 0.25))
  }

  @Test func skewIsInterpolatedLinearly() {
    let shear = CGAffineTransform(a: 1, b: 0, c: 0.8, d: 1, tx: 0, ty: 0)  // x += 0.8·y
    let half = CGAffineTransform.identity.interpolated(to: shear, fraction: 0.5)
    #expect(maxDifference(half, CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 0, ty: 0)) < 1e-12)
  }
}
