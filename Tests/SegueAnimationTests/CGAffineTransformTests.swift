import Foundation
import Testing

@testable import SegueAnimation

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-12) -> Bool {
  abs(a - b) <= tolerance
}

private func close(_ p: CGPoint, _ q: CGPoint, _ tolerance: CGFloat = 1e-12) -> Bool {
  close(p.x, q.x, tolerance) && close(p.y, q.y, tolerance)
}

private func close(
  _ s: CGAffineTransform, _ t: CGAffineTransform, _ tolerance: CGFloat = 1e-12
) -> Bool {
  close(s.a, t.a, tolerance) && close(s.b, t.b, tolerance) && close(s.c, t.c, tolerance)
    && close(s.d, t.d, tolerance) && close(s.tx, t.tx, tolerance) && close(s.ty, t.ty, tolerance)
}

@Suite struct CGAffineTransformTests {
  @Test func identityAndZero() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    // As on Apple platforms, the empty initializer is the zero matrix, not the identity.
    #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    #expect(!CGAffineTransform().isIdentity)
    #expect(!CGAffineTransform(translationX: 0, y: 1e-300).isIdentity)
  }

  @Test func makersFillTheDocumentedEntries() {
    #expect(
      CGAffineTransform(translationX: 3, y: -4)
        == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4))
    #expect(
      CGAffineTransform(scaleX: 2, y: 0.5)
        == CGAffineTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
    let r = CGAffineTransform(rotationAngle: 0.3)
    #expect(r.a == cos(0.3) && r.b == sin(0.3) && r.c == -sin(0.3) && r.d == cos(0.3))
    #expect(r.tx == 0 && r.ty == 0)
  }

  @Test func quarterTurnMapsXToY() {
    // Row-vector convention, y down: +π/2 turns +x onto +y (clockwise on screen).
    let r = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1)))
    #expect(close(CGPoint(x: 0, y: 1).applying(r), CGPoint(x: -1, y: 0)))
    #expect(close(CGPoint(x: 3, y: 4).applying(r), CGPoint(x: -4, y: 3)))
  }

  @Test func pointFormulaIsRowVector() {
    let t = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
    // x' = a·x + c·y + tx, y' = b·x + d·y + ty
    #expect(CGPoint(x: 1, y: 10).applying(t) == CGPoint(x: 2 + 50 + 11, y: 3 + 70 + 13))
  }

  @Test func concatenatingAppliesLeftFirst() {
    let translate = CGAffineTransform(translationX: 10, y: 0)
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let p = CGPoint(x: 1, y: 1)
    // Translate, then scale: (1,1) → (11,1) → (22,2).
    #expect(p.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
    #expect(
      translate.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    // Scale, then translate: (1,1) → (2,2) → (12,2).
    #expect(p.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
    // Concatenation is the composition of the point maps.
    let u = CGAffineTransform(a: 1.5, b: -0.2, c: 0.7, d: 0.9, tx: 3, ty: -8)
    let v = CGAffineTransform(rotationAngle: 1.1).translatedBy(x: 4, y: 5)
    let q = CGPoint(x: -2.5, y: 7.25)
    #expect(close(q.applying(u.concatenating(v)), q.applying(u).applying(v)))
  }

  @Test func translatedScaledRotatedPrepend() {
    let p = CGPoint(x: 1, y: 1)
    // scale(2).translatedBy(10, 0): the translation acts first, in the scaled space.
    let st = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
    #expect(st == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    #expect(p.applying(st) == CGPoint(x: 22, y: 2))
    // translation(10, 0).scaledBy(2, 3): scale first, then translate.
    let ts = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
    #expect(ts == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
    #expect(p.applying(ts) == CGPoint(x: 12, y: 3))
    // translation(10, 0).rotated(by: π/2): rotate first, then translate.
    let tr = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    #expect(close(CGPoint(x: 1, y: 0).applying(tr), CGPoint(x: 10, y: 1)))
    #expect(
      tr
        == CGAffineTransform(rotationAngle: .pi / 2).concatenating(
          CGAffineTransform(translationX: 10, y: 0)))
  }

  @Test func inverseRoundTrips() {
    let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: -0.25).translatedBy(
      x: 40, y: -12
    )
    .concatenating(CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 5, ty: 6))
    let inverse = t.inverted()
    #expect(close(t.concatenating(inverse), .identity))
    #expect(close(inverse.concatenating(t), .identity))
    let p = CGPoint(x: 123.5, y: -77.25)
    #expect(close(p.applying(t).applying(inverse), p, 1e-10))
    #expect(
      CGAffineTransform(translationX: 8, y: -3).inverted()
        == CGAffineTransform(translationX: -8, y: 3))
  }

  @Test func singularInverseReturnsSelf() {
    let flat = CGAffineTransform(a: 2, b: 4, c: 1, d: 2, tx: 5, ty: 6)  // det 0
    #expect(flat.inverted() == flat)
    #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    #expect(CGAffineTransform().inverted() == CGAffineTransform())
  }

  @Test func sizeIgnoresTranslation() {
    let t = CGAffineTransform(scaleX: 2, y: -1).translatedBy(x: 100, y: 100)
    #expect(CGSize(width: 2, height: 3).applying(t) == CGSize(width: 4, height: -3))
    let r = CGAffineTransform(rotationAngle: .pi / 2)
    let s = CGSize(width: 10, height: 20).applying(r)
    #expect(close(s.width, -20) && close(s.height, 10))
  }

  @Test func rectIsBoundingBoxOfCorners() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    let scaled = rect.applying(
      CGAffineTransform(scaleX: 2, y: 3).concatenating(.init(translationX: 5, y: 7)))
    #expect(scaled == CGRect(x: 5, y: 7, width: 20, height: 60))
    // Rotating a quarter turn about the origin: corners (0,0) (0,10) (-20,0) (-20,10).
    let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(close(rotated.origin, CGPoint(x: -20, y: 0)))
    #expect(close(rotated.width, 20) && close(rotated.height, 10))
    // A 45° turn of a unit square about the origin spans √2 in x and in y.
    let diamond = CGRect(x: 0, y: 0, width: 1, height: 1).applying(
      CGAffineTransform(rotationAngle: .pi / 4))
    #expect(close(diamond.minX, -(0.5).squareRoot()) && close(diamond.width, 2.0.squareRoot()))
    #expect(close(diamond.minY, 0) && close(diamond.height, 2.0.squareRoot()))
    // A flip gives a standardized rect.
    let flipped = rect.applying(CGAffineTransform(scaleX: -1, y: 1))
    #expect(flipped == CGRect(x: -10, y: 0, width: 10, height: 20))
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
  }
}
