import Testing

@testable import SegueRender

/// The continuous corner's geometry (docs/uikit-behaviour-drawing.md §8).
@Suite struct ContinuousCornerGeometryTests {
  func length(_ u: Double, _ v: Double) -> Double { (u * u + v * v).squareRoot() }

  @Test func theCornerIsCurvatureContinuous() {
    let corner = ContinuousCorner(radius: 30, width: 200, height: 200)
    #expect(corner.radius == 30)
    #expect(abs(corner.extent - 48) < 1e-12)  // (1 + 0.6) · 30
    let first = corner.pieces[0]
    // It leaves the edge along it: P0, P1 and P2 on the edge.
    #expect(first[0].v == 0 && first[1].v == 0 && first[2].v == 0)
    // The curvature at the arc's end, 2d / (3a²), equals the arc's, 1 / radius.
    let legU = first[3].u - first[2].u
    let legV = first[3].v - first[2].v
    let a = length(legU, legV)
    let d = abs((first[1].u - first[2].u) * legV / a - (first[1].v - first[2].v) * legU / a)
    #expect(abs(2 * d / (3 * a * a) - 1.0 / 30) < 1e-9)
    // The middle is the quarter circle's: its point at 45° lies on the circle of radius 30.
    let arc = corner.pieces[1]
    let middleU: Double = (arc[0].u + 3 * arc[1].u + 3 * arc[2].u + arc[3].u) / 8
    let middleV: Double = (arc[0].v + 3 * arc[1].v + 3 * arc[2].v + arc[3].v) / 8
    #expect(abs(length(middleU - 30, middleV - 30) - 30) < 1e-3)
    // The two cubics mirror each other across the diagonal.
    let second = corner.pieces[2]
    #expect(second[3].u == 0 && abs(second[3].v - 48) < 1e-12)
  }

  @Test func largeCornersLoseTheirSmoothing() {
    // A capsule is circular.
    #expect(ContinuousCorner(radius: 50, width: 200, height: 100).extent == 50)
    // Smoothing (60 − 40) / 40 = 0.5 for a radius of 40 in a 120-point square.
    #expect(abs(ContinuousCorner(radius: 40, width: 120, height: 120).extent - 60) < 1e-12)
  }

  @Test func distancesAreSignedAndZeroOnTheCurve() {
    let distance = ContinuousCornerDistance(ContinuousCorner(radius: 30, width: 200, height: 200))
    #expect(distance.signedDistance(u: 100, v: 5) == -5)  // along the top edge, 5 inside
    #expect(distance.signedDistance(u: 100, v: -2) == 2)
    #expect(distance.signedDistance(u: 0, v: 0) > 8)  // the corner itself is cut away
    #expect(distance.signedDistance(u: 30, v: 30) < -29)  // the circle's centre, 30 inside
    // The arc's middle point is on the outline.
    let onCurve = 30 - 30 * 0.5.squareRoot()
    #expect(abs(distance.signedDistance(u: onCurve, v: onCurve)) < 0.05)
  }
}
