import Foundation
import Testing

@testable import SegueAnimation

/// UIScrollView's physics against the formulas of docs/uikit-behaviour-2.md §1.1–1.3.
@Suite struct ScrollPhysicsTests {
  @Test func aFlingComesToRestAtUIKitsProjection() {
    // 2000 pt/s at 0.998: 2 pt/ms × 0.998 / 0.002 = 998 pt.
    let normal = ScrollDeceleration(start: 100, velocity: 2000, rate: 0.998)
    #expect(abs(normal.target - 1098) < 1e-9)
    #expect(abs(normal.timeConstant - 0.49950) < 1e-4)
    // τ·ln(998 / 0.5) = 3.80 s to within half a point of rest.
    #expect(abs(normal.duration - 0.4995 * log(998 / 0.5)) < 1e-3)
    #expect(abs(normal.offset(at: normal.duration + 0.01) - 1098) < 1e-9)
    #expect(abs(normal.offset(at: normal.duration - 1e-6) - 1098) <= 0.5 + 1e-5)
    // Half a time constant in: 1 − e^(−½) of the way.
    #expect(abs(normal.offset(at: normal.timeConstant / 2) - (100 + 998 * (1 - exp(-0.5)))) < 1e-9)
    let fast = ScrollDeceleration(start: 0, velocity: 2000, rate: 0.99)
    #expect(abs(fast.target - 198) < 1e-9)
    #expect(abs(fast.duration - 0.0995 * log(198 / 0.5)) < 1e-3)
  }

  @Test func aChosenTargetIsReachedExactly() {
    let deceleration = ScrollDeceleration(start: 0, velocity: 1500, rate: 0.998, target: 600)
    #expect(deceleration.target == 600)
    #expect(deceleration.offset(at: 10) == 600)
    let hit = deceleration.time(reaching: 300)
    #expect(hit.map { abs(deceleration.offset(at: $0) - 300) < 1e-6 } == true)
    #expect(deceleration.time(reaching: 700) == nil)
  }

  @Test func rubberBandMatchesTheFormula() {
    // b(x) = x·c·d / (d + c·x), c = 0.55, d = 844: 26.6, 51.6, 97.3 and 333.0 pt.
    for (x, expected) in [(50.0, 26.632), (100.0, 51.635), (200.0, 97.317), (1000.0, 332.999)] {
      #expect(abs(RubberBand.offset(overshoot: x, dimension: 844) - expected) < 0.01)
      #expect(abs(RubberBand.offset(overshoot: -x, dimension: 844) + expected) < 0.01)
      #expect(
        abs(RubberBand.overshoot(offset: RubberBand.offset(overshoot: x, dimension: 844), dimension: 844) - x) < 1e-6)
    }
    // The slope at the edge is 0.55.
    #expect(abs(RubberBand.offset(overshoot: 0.001, dimension: 844) / 0.001 - 0.55) < 1e-4)
  }

  @Test func theBounceIsCriticallyDampedAtTenRadiansPerSecond() {
    let bounce = ScrollBounce(displacement: 100, velocity: 0)
    // (1 + ωt)·e^(−ωt) = 1 % at ωt = 6.638: 0.664 s.
    #expect(abs(bounce.displacement(at: 0.6638) - 1) < 0.01)
    #expect(bounce.displacement(at: 0) == 100)
    #expect(bounce.velocity(at: 0) == 0)
    #expect(!bounce.isSettled(at: 0.5, tolerance: 0.25))
    #expect(bounce.isSettled(at: 1.2, tolerance: 0.25))
    // Never crosses the rest point from rest (critical damping).
    #expect((1...200).allSatisfy { bounce.displacement(at: Double($0) / 100) > 0 })
  }
}
