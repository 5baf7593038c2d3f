import Foundation
import Testing

@testable import SegueAnimation

/// A value that interpolates but is not `VectorArithmetic` (no distance, no linear combinations).
private struct Level: Interpolatable, Equatable {
  var amount: Double
  func interpolated(to end: Level, fraction: Double) -> Level {
    Level(amount: amount + (end.amount - amount) * fraction)
  }
}

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
  abs(a - b) <= tolerance
}

private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-12) -> Bool {
  close(Double(a.x), Double(b.x), tolerance) && close(Double(a.y), Double(b.y), tolerance)
}

/// Catmull-Rom by the textbook polynomial, for checking the implementation.
private func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ u: Double)
  -> Double
{
  0.5
    * (2 * p1 + (-p0 + p2) * u + (2 * p0 - 5 * p1 + 4 * p2 - p3) * u * u
      + (-p0 + 3 * p1 - 3 * p2 + p3) * u * u * u)
}

@Suite struct KeyframeSequenceTests {
  static let easeIn = CAMediaTimingFunction(name: .easeIn)
  static let easeInEaseOut = CAMediaTimingFunction(name: .easeInEaseOut)

  // MARK: linear

  @Test func linearInterpolatesWithinASegment() throws {
    let sequence = try #require(KeyframeSequence(values: [0.0, 10, 30], keyTimes: [0, 0.5, 1]))
    #expect(sequence.usesKeyTimes)
    #expect(sequence.value(atFraction: 0.25) == 5)
    #expect(sequence.value(atFraction: 0.5) == 10)
    #expect(sequence.value(atFraction: 0.75) == 20)
  }

  @Test func linearHoldsOutsideItsKeyTimes() throws {
    let sequence = try #require(KeyframeSequence(values: [1.0, 3], keyTimes: [0.2, 0.8]))
    #expect(sequence.value(atFraction: 0) == 1)
    #expect(sequence.value(atFraction: 0.1) == 1)
    #expect(close(sequence.value(atFraction: 0.5), 2))
    #expect(sequence.value(atFraction: 0.9) == 3)
    #expect(sequence.value(atFraction: 1) == 3)
    #expect(sequence.value(atFraction: -4) == 1)
    #expect(sequence.value(atFraction: 9) == 3)
    #expect(sequence.value(atFraction: .nan) == 1)
  }

  @Test func evenKeyTimesWithoutKeyTimes() throws {
    let sequence = try #require(KeyframeSequence(values: [0.0, 10, 0, 10, 0]))
    #expect(sequence.effectiveKeyTimes == [0, 0.25, 0.5, 0.75, 1])
    #expect(!sequence.usesKeyTimes)
    #expect(sequence.value(atFraction: 0.125) == 5)
  }

  @Test func coincidentKeyTimesJumpRightContinuously() throws {
    let sequence = try #require(
      KeyframeSequence(values: [0.0, 1, 5, 6], keyTimes: [0, 0.5, 0.5, 1]))
    #expect(close(sequence.value(atFraction: 0.5.nextDown), 1, 1e-9))
    #expect(sequence.value(atFraction: 0.5) == 5)
    #expect(sequence.value(atFraction: 0.75) == 5.5)
  }

  @Test func segmentTimingFunctionsEaseEachSegment() throws {
    let sequence = try #require(
      KeyframeSequence(
        values: [0.0, 10, 20], keyTimes: [0, 0.5, 1], timingFunctions: [Self.easeIn]))
    let eased = Self.easeIn.progress(atFraction: 0.5)
    #expect(close(sequence.value(atFraction: 0.25), 10 * eased))
    // No second function: the second segment is linear.
    #expect(sequence.value(atFraction: 0.75) == 15)
    #expect(sequence.value(atFraction: 0.5) == 10)
  }

  @Test func outerTimingFunctionWarpsTheWholeTimeline() {
    // docs/uikit-behaviour.md §3.2b timeline, evaluated the way UIKit's CAKeyframeAnimation is.
    let sequence = KeyframeTimelineTests.workedExample.keyframeSequence()
    let ease = Self.easeInEaseOut
    let warped = ease.progress(atFraction: 0.3)
    let value = sequence.value(atLinearFraction: 0.3, timingFunction: ease)
    #expect(value == sequence.value(atFraction: warped))
    // easeInEaseOut(0.3) ≈ 0.1874 lies in the first segment, 1 → 0.2 over [0, 0.3].
    #expect(close(warped, 0.1874, 1e-4))
    #expect(close(value, 1 - 0.8 * warped / 0.3))
    #expect(sequence.value(atFraction: 0.3) == 0.2)
    #expect(sequence.value(atLinearFraction: 0.3, timingFunction: nil) == 0.2)
    #expect(sequence.value(atLinearFraction: 0, timingFunction: ease) == 1)
    #expect(sequence.value(atLinearFraction: 1, timingFunction: ease) == 0)
  }

  // MARK: discrete

  @Test func discreteStepsAtKeyTimes() throws {
    let sequence = try #require(
      KeyframeSequence(values: [1.0, 2, 3], keyTimes: [0, 0.4, 0.7], calculationMode: .discrete))
    #expect(sequence.value(atFraction: 0) == 1)
    #expect(sequence.value(atFraction: 0.4.nextDown) == 1)
    #expect(sequence.value(atFraction: 0.4) == 2)
    #expect(sequence.value(atFraction: 0.7.nextDown) == 2)
    #expect(sequence.value(atFraction: 0.7) == 3)
    #expect(sequence.value(atFraction: 1) == 3)
  }

  @Test func discreteAcceptsOneMoreKeyTimeThanValues() throws {
    // Apple's discrete example: the value at the penultimate key time 0.75 lasts to the end.
    let sequence = try #require(
      KeyframeSequence(
        values: [310.0, 60, 120, 60], keyTimes: [0, 0.25, 0.5, 0.75, 1],
        calculationMode: .discrete))
    #expect(sequence.usesKeyTimes)
    #expect(sequence.value(atFraction: 0.25.nextDown) == 310)
    #expect(sequence.value(atFraction: 0.25) == 60)
    #expect(sequence.value(atFraction: 0.6) == 120)
    #expect(sequence.value(atFraction: 0.75.nextDown) == 120)
    #expect(sequence.value(atFraction: 0.75) == 60)
    #expect(sequence.value(atFraction: 1) == 60)
  }

  @Test func discreteWithoutKeyTimesSharesTheDurationEvenly() throws {
    let sequence = try #require(KeyframeSequence(values: [1.0, 2], calculationMode: .discrete))
    #expect(sequence.effectiveKeyTimes == [0, 0.5, 1])
    #expect(sequence.value(atFraction: 0.5.nextDown) == 1)
    #expect(sequence.value(atFraction: 0.5) == 2)
  }

  @Test func discreteOnUIKitTimelineShowsValuesAtKeyframeEnds() {
    let sequence = KeyframeTimelineTests.workedExample.keyframeSequence(calculationMode: .discrete)
    #expect(sequence.value(atFraction: 0.29) == 1)
    #expect(sequence.value(atFraction: 0.3) == 0.2)
    #expect(sequence.value(atFraction: 0.69) == 0.2)
    #expect(sequence.value(atFraction: 0.7) == 0.8)
    #expect(sequence.value(atFraction: 0.9) == 0)
  }

  // MARK: paced

  @Test func pacedKeyTimesFollowPathLength() throws {
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 14)]
    let sequence = try #require(
      KeyframeSequence(
        values: points, keyTimes: [0, 0.9, 1], calculationMode: .paced,
        timingFunctions: [Self.easeIn, Self.easeIn]))
    #expect(sequence.effectiveKeyTimes == [0, 1.0 / 3.0, 1])
    #expect(!sequence.usesKeyTimes)
    // Halfway along the 15-point path: 7.5 points, 2.5 into the second leg.
    #expect(close(sequence.value(atFraction: 0.5), CGPoint(x: 3, y: 6.5)))
    #expect(close(sequence.value(atFraction: 0.2), CGPoint(x: 1.8, y: 2.4)))
  }

  @Test func pacedIgnoresTheOuterTimingFunction() throws {
    let sequence = try #require(KeyframeSequence(values: [0.0, 5, 15], calculationMode: .paced))
    #expect(!sequence.usesOuterTimingFunction)
    #expect(
      sequence.value(atLinearFraction: 0.3, timingFunction: Self.easeInEaseOut)
        == sequence.value(atFraction: 0.3))
  }

  @Test func pacedWithZeroLengthSpacesEvenly() throws {
    let sequence = try #require(KeyframeSequence(values: [2.0, 2, 2], calculationMode: .paced))
    #expect(sequence.effectiveKeyTimes == [0, 0.5, 1])
    #expect(sequence.value(atFraction: 0.3) == 2)
  }

  @Test func pacedFallsBackToEvenSpacingWithoutVectorArithmetic() throws {
    let levels = [Level(amount: 0), Level(amount: 1), Level(amount: 100)]
    let sequence = try #require(KeyframeSequence(values: levels, calculationMode: .paced))
    #expect(sequence.effectiveKeyTimes == [0, 0.5, 1])
    #expect(sequence.value(atFraction: 0.25) == Level(amount: 0.5))
  }

  // MARK: cubic

  @Test func cubicPassesThroughEveryValue() throws {
    let values = [0.0, 1, 4, 9]
    let sequence = try #require(KeyframeSequence(values: values, calculationMode: .cubic))
    for (time, value) in zip(sequence.effectiveKeyTimes, values) {
      #expect(sequence.value(atFraction: time) == value)
    }
  }

  @Test func cubicMatchesCatmullRomAtSegmentMidpoints() throws {
    let sequence = try #require(KeyframeSequence(values: [0.0, 1, 4, 9], calculationMode: .cubic))
    // By hand, p(½) = (−P₀ + 9P₁ + 9P₂ − P₃) / 16 with the end values duplicated:
    // segment 0 (0, 0, 1, 4) → 5/16, segment 1 (0, 1, 4, 9) → 36/16, segment 2 (1, 4, 9, 9) → 107/16.
    #expect(close(sequence.value(atFraction: 1.0 / 6.0), 0.3125))
    #expect(close(sequence.value(atFraction: 0.5), 2.25))
    #expect(close(sequence.value(atFraction: 5.0 / 6.0), 6.6875))
    #expect(close(sequence.value(atFraction: 0.4), catmullRom(0, 1, 4, 9, 0.2)))
  }

  @Test func cubicUsesTheSegmentLocalParameterForUnevenKeyTimes() throws {
    let sequence = try #require(
      KeyframeSequence(
        values: [0.0, 1, 4, 9], keyTimes: [0, 0.1, 0.9, 1], calculationMode: .cubic))
    #expect(sequence.usesKeyTimes)
    #expect(close(sequence.value(atFraction: 0.5), 2.25))
    #expect(sequence.value(atFraction: 0.9) == 4)
  }

  @Test func cubicOnPoints() throws {
    let points = [
      CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10),
    ]
    let sequence = try #require(KeyframeSequence(values: points, calculationMode: .cubic))
    // (−(0,0) + 9(10,0) + 9(10,10) − (0,10)) / 16 = (180, 80) / 16.
    #expect(close(sequence.value(atFraction: 0.5), CGPoint(x: 11.25, y: 5)))
  }

  @Test func cubicAppliesSegmentTimingFunctions() throws {
    let sequence = try #require(
      KeyframeSequence(
        values: [0.0, 1, 4, 9], calculationMode: .cubic,
        timingFunctions: [Self.easeIn, Self.easeIn, Self.easeIn]))
    let u = Self.easeIn.progress(atFraction: 0.5)
    #expect(close(sequence.value(atFraction: 0.5), catmullRom(0, 1, 4, 9, u)))
  }

  @Test func cubicFallsBackToLinearWithoutVectorArithmetic() throws {
    let levels = [Level(amount: 0), Level(amount: 1), Level(amount: 4)]
    let sequence = try #require(KeyframeSequence(values: levels, calculationMode: .cubic))
    #expect(sequence.value(atFraction: 0.25) == Level(amount: 0.5))
  }

  // MARK: cubicPaced

  @Test func cubicPacedMovesAtConstantSpeedOnALine() throws {
    // The Catmull-Rom spline through 0, 1, 4, 9 is monotone, so constant speed means 9·f.
    let sequence = try #require(
      KeyframeSequence(
        values: [0.0, 1, 4, 9], keyTimes: [0, 0.8, 0.9, 1], calculationMode: .cubicPaced,
        timingFunctions: [Self.easeIn, Self.easeIn, Self.easeIn]))
    #expect(!sequence.usesKeyTimes)
    #expect(!sequence.usesOuterTimingFunction)
    #expect(sequence.effectiveKeyTimes == [0, 1.0 / 9.0, 4.0 / 9.0, 1])
    for step in 0...20 {
      let f = Double(step) / 20
      #expect(close(sequence.value(atFraction: f), 9 * f, 1e-9))
    }
  }

  @Test func cubicPacedMovesAtConstantSpeedOnACurve() throws {
    let points = [
      CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 300),
    ]
    let sequence = try #require(KeyframeSequence(values: points, calculationMode: .cubicPaced))
    // Speed by central differences (points per unit fraction) at 999 interior fractions.
    let h = 1e-6
    var speeds: [Double] = []
    for i in 1..<1000 {
      let f = Double(i) / 1000
      let ahead = sequence.value(atFraction: f + h)
      let behind = sequence.value(atFraction: f - h)
      speeds.append(behind.distance(to: ahead) / (2 * h))
    }
    let slowest = try #require(speeds.min())
    let fastest = try #require(speeds.max())
    #expect(fastest / slowest < 1 + 1e-6)
    // The spline still passes through the values at the paced key times.
    for (time, point) in zip(sequence.effectiveKeyTimes, points) {
      #expect(sequence.value(atFraction: time) == point)
    }
  }

  @Test func cubicPacedWithZeroLengthSpacesEvenly() throws {
    let sequence = try #require(
      KeyframeSequence(values: [3.0, 3, 3], calculationMode: .cubicPaced))
    #expect(sequence.effectiveKeyTimes == [0, 0.5, 1])
    #expect(sequence.value(atFraction: 0.7) == 3)
  }

  // MARK: endpoints and invalid input

  @Test func endpointsAreExactInEveryMode() throws {
    let points = [
      CGPoint(x: 0.1, y: 0.7), CGPoint(x: 13.3, y: -2.9), CGPoint(x: 0.3, y: 1e-3),
      CGPoint(x: 7.77, y: 1.0 / 3.0),
    ]
    let modes: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
    for mode in modes {
      let sequence = try #require(KeyframeSequence(values: points, calculationMode: mode))
      #expect(sequence.value(atFraction: 0) == points[0])
      #expect(sequence.value(atFraction: 1) == points[3])
      #expect(sequence.value(atLinearFraction: 1, timingFunction: Self.easeInEaseOut) == points[3])
    }
  }

  @Test func invalidKeyTimesAreIgnored() throws {
    let invalid: [[Double]] = [
      [0, 1],  // too few
      [0, 0.2, 0.6, 1],  // too many for linear
      [0, 0.7, 0.3],  // decreasing
      [0, .nan, 1],
      [-0.1, 0.5, 1],
      [0, 0.5, 1.5],
    ]
    for keyTimes in invalid {
      let sequence = try #require(KeyframeSequence(values: [0.0, 10, 20], keyTimes: keyTimes))
      #expect(!sequence.usesKeyTimes)
      #expect(sequence.effectiveKeyTimes == [0, 0.5, 1])
      #expect(sequence.value(atFraction: 0.25) == 5)
    }
  }

  @Test func emptyValuesGiveNoSequenceAndOneValueIsConstant() throws {
    #expect(KeyframeSequence<Double>(values: []) == nil)
    for mode in [CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced] {
      let sequence = try #require(KeyframeSequence(values: [4.0], calculationMode: mode))
      #expect(sequence.value(atFraction: 0) == 4)
      #expect(sequence.value(atFraction: 0.5) == 4)
      #expect(sequence.value(atFraction: 1) == 4)
    }
  }

  @Test func unknownModesEvaluateAsLinear() throws {
    let sequence = try #require(
      KeyframeSequence(
        values: [0.0, 10], calculationMode: CAAnimationCalculationMode(rawValue: "x")))
    #expect(sequence.value(atFraction: 0.5) == 5)
  }
}
