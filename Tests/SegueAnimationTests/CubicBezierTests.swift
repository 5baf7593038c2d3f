import Foundation
import Testing

@testable import SegueAnimation

@Suite struct CubicBezierTests {
  /// Reference: bisection on x(s) to 1e-15 in s, then y(s) — slow but independent.
  static func reference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bez(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    while high - low > 1e-15 {
      let mid = (low + high) / 2
      if bez(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return bez(y1, y2, (low + high) / 2)
  }

  static let curves: [(Double, Double, Double, Double)] = [
    (0.42, 0, 0.58, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.25, 0.1, 0.25, 1), (0, 0, 1, 1),
    (0.66, 0, 0.33, 1), (0.68, -0.55, 0.265, 1.55), (0, 1, 1, 0), (0.9, 0.1, 0.1, 0.9),
  ]

  @Test func accurateTo1e7ForAnyInput() {
    var worst = 0.0
    for (x1, y1, x2, y2) in Self.curves {
      let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      for step in 0...2000 {
        let x = Double(step) / 2000
        let error = abs(curve.value(at: x) - Self.reference(x1, y1, x2, y2, at: x))
        worst = max(worst, error)
      }
    }
    #expect(worst < 1e-7)
  }

  @Test func degenerateCurveIsConditionedByItsCubeRoot() {
    // (1, 0, 0, 1): x(s) = 0.5 + 4(s − 0.5)³, so y(x) has a vertical tangent at x = 0.5 and
    // a 1e-16 rounding in x(s) moves y by ~1e-5: the documented accuracy bound there.
    let curve = CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
    for step in 0...2000 {
      let x = Double(step) / 2000
      let s = 0.5 + cbrt((x - 0.5) / 4)
      let u = 1 - s
      let exact = 3 * u * s * s + s * s * s
      #expect(abs(curve.value(at: x) - exact) < 2e-5)
    }
  }

  @Test func endpointsAndClamping() {
    let curve = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -3) == 0)
    #expect(curve.value(at: 7) == 1)
    #expect(curve.value(at: .nan) == 0)
  }

  @Test func easeInOutIsSymmetricAndHalfAtHalf() {
    let curve = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-12)
    for x in stride(from: 0.0, through: 1.0, by: 0.01) {
      #expect(abs(curve.value(at: x) + curve.value(at: 1 - x) - 1) < 1e-9)
    }
  }

  @Test func slopeMatchesFiniteDifference() {
    let curve = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    for x in stride(from: 0.05, through: 0.95, by: 0.05) {
      let h = 1e-6
      let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
      #expect(abs(curve.slope(at: x) - numeric) < 1e-5)
    }
  }
}

@Suite struct CAMediaTimingFunctionTests {
  @Test func namedFunctionsHaveExactControlPoints() {
    let expected: [(CAMediaTimingFunctionName, [Float])] = [
      (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
      (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
    ]
    for (name, points) in expected {
      let function = CAMediaTimingFunction(name: name)
      var c1: [Float] = []
      var c2: [Float] = []
      function.getControlPoint(at: 1, values: &c1)
      function.getControlPoint(at: 2, values: &c2)
      #expect(c1 + c2 == points, "\(name.rawValue)")
    }
    #expect(CAMediaTimingFunction(name: .easeInEaseOut).curve.c1.x == 0.42)
  }

  @Test func knownValues() {
    // Linear is the identity; easeIn at 0.5 and easeOut at 0.5 are mirror images.
    let linear = CAMediaTimingFunction(name: .linear)
    #expect(abs(linear.progress(atFraction: 0.3) - 0.3) < 1e-12)
    let easeIn = CAMediaTimingFunction(name: .easeIn).progress(atFraction: 0.5)
    let easeOut = CAMediaTimingFunction(name: .easeOut).progress(atFraction: 0.5)
    #expect(abs(easeIn + easeOut - 1) < 1e-12)
    #expect(abs(easeIn - CubicBezierTests.reference(0.42, 0, 1, 1, at: 0.5)) < 1e-9)
    // progress(atTime:duration:) divides by the duration.
    let ease = CAMediaTimingFunction(name: .easeInEaseOut)
    #expect(ease.progress(atTime: 0.35, duration: 0.7) == ease.progress(atFraction: 0.5))
  }

  @Test func equalityByControlPoints() {
    // Float control points keep the decimal the caller wrote (Float(0.42) → 0.42, not 0.41999998).
    #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
    #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
  }
}

@Suite struct UICubicTimingParametersTests {
  @Test func defaultIsCoreAnimationDefault() {
    let parameters = UICubicTimingParameters()
    #expect(parameters.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
    #expect(parameters.controlPoint2 == CGPoint(x: 0.25, y: 1))
    #expect(parameters.timingCurveType == .cubic)
    #expect(parameters.springTimingParameters == nil)
  }

  @Test func namedCurves() {
    #expect(UICubicTimingParameters(animationCurve: .easeIn).controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(UICubicTimingParameters(animationCurve: .easeOut).controlPoint2 == CGPoint(x: 0.58, y: 1))
    let linear = UICubicTimingParameters(animationCurve: .linear)
    #expect(abs(linear.progress(atTime: 0.2, duration: 0.8) - 0.25) < 1e-12)
    #expect(abs(linear.velocity(atTime: 0.2, duration: 0.8) - 1.25) < 1e-9)
  }

  @Test func customControlPoints() {
    let custom = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.68, y: -0.55), controlPoint2: CGPoint(x: 0.265, y: 1.55))
    let expected = CubicBezierTests.reference(0.68, -0.55, 0.265, 1.55, at: 0.1)
    #expect(abs(custom.progress(atTime: 0.1, duration: 1) - expected) < 1e-9)
    #expect(expected < 0)  // this curve anticipates below 0
  }
}
