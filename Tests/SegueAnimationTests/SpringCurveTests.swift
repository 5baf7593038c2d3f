import Foundation
import Testing

@testable import SegueAnimation

@Suite struct SpringCurveTests {
  @Test func regimesAreSelectedByDampingRatio() {
    #expect(SpringCurve(naturalFrequency: 10, dampingRatio: 0.3).regime == .underdamped)
    #expect(SpringCurve(naturalFrequency: 10, dampingRatio: 1).regime == .criticallyDamped)
    #expect(SpringCurve(naturalFrequency: 10, dampingRatio: 2).regime == .overdamped)
    // Core Animation clamps ζ > 1 unless overdamping is allowed.
    let params = SpringParameters(mass: 1, stiffness: 100, damping: 60)  // ζ = 3
    #expect(SpringCurve(parameters: params).regime == .criticallyDamped)
    #expect(SpringCurve(parameters: params, allowsOverdamping: true).regime == .overdamped)
  }

  @Test(arguments: [0.2, 0.999_999_9, 1.0, 1.000_000_1, 1.5, 4])
  func valueAndVelocityMatchTheOscillator(zeta: Double) {
    // p(0) = 0, p′(0) = v₀, p″ = −ω²(p − 1) − 2ζω p′ (the equation of motion), p(∞) = 1.
    let omega = 12.0
    let v0 = 3.0
    let curve = SpringCurve(naturalFrequency: omega, dampingRatio: zeta, initialVelocity: v0)
    #expect(curve.value(at: 0) == 0)
    #expect(abs(curve.velocity(at: 0) - v0) < 1e-12)
    for t in stride(from: 0.01, through: 1.0, by: 0.01) {
      let h = 1e-5
      let numericVelocity = (curve.value(at: t + h) - curve.value(at: t - h)) / (2 * h)
      #expect(abs(curve.velocity(at: t) - numericVelocity) < 1e-6)
      let acceleration = (curve.velocity(at: t + h) - curve.velocity(at: t - h)) / (2 * h)
      let expected = -omega * omega * (curve.value(at: t) - 1) - 2 * curve.dampingRatio * omega * curve.velocity(at: t)
      #expect(abs(acceleration - expected) < 1e-4)
    }
    #expect(abs(curve.value(at: 20) - 1) < 1e-9)
  }

  @Test func closedFormsAtAKnownPoint() {
    // Underdamped ω 10, ζ 0.25, v₀ 0 at t = 0.1: 1 − e^(−0.25)(cos(ω_d·0.1) + (2.5/ω_d) sin(ω_d·0.1)).
    let omegaD = 10 * (1 - 0.0625).squareRoot()
    let expected = 1 - exp(-0.25) * (cos(omegaD * 0.1) + (2.5 / omegaD) * sin(omegaD * 0.1))
    #expect(abs(SpringCurve(naturalFrequency: 10, dampingRatio: 0.25).value(at: 0.1) - expected) < 1e-15)
    // Critical ω 18.2574 (system spring) at 50 ms: 0.23 (docs/uikit-behaviour.md §1.2).
    let system = SpringCurve(parameters: .system)
    #expect(abs(system.naturalFrequency - 18.257_418_6) < 1e-6)
    let progress: [(Double, Double)] = [
      (0.05, 0.23), (0.1, 0.54), (0.2, 0.88), (0.25, 0.94), (0.3, 0.97), (0.364, 0.99), (0.506, 0.999),
    ]
    for (t, p) in progress {
      #expect(abs(system.value(at: t) - p) < 0.005, "t = \(t)")
    }
  }

  @Test func settlingDurationOfApplesExample() {
    // Apple: mass 1, stiffness 100, damping 5 settles in ≈ 2.85 s; the formula gives 2.855.
    let curve = SpringCurve(parameters: SpringParameters(mass: 1, stiffness: 100, damping: 5))
    #expect(abs(curve.settlingDuration() - 2.855) < 0.0005)
    let stiffer = SpringCurve(parameters: SpringParameters(mass: 1, stiffness: 100, damping: 15))
    #expect(abs(stiffer.settlingDuration() - 1.02) < 0.005)
  }

  @Test func settlingDurationOfCriticalAndOverdampedIsTheLastExcursion() {
    for curve in [
      SpringCurve(naturalFrequency: 18.257, dampingRatio: 1),
      SpringCurve(naturalFrequency: 10, dampingRatio: 1, initialVelocity: 40),
      SpringCurve(naturalFrequency: 10, dampingRatio: 2.5, initialVelocity: -3),
    ] {
      let settle = curve.settlingDuration()
      #expect(abs(abs(1 - curve.value(at: settle)) - 0.001) < 1e-7)
      for step in 1...500 {
        #expect(abs(1 - curve.value(at: settle + Double(step) * 0.01)) < 0.001)
      }
    }
    // System spring: 0.999 at ≈ 0.506 s.
    #expect(abs(SpringCurve(parameters: .system).settlingDuration() - 0.506) < 0.001)
  }
}

@Suite struct SpringParametersTests {
  @Test func derivedQuantities() {
    let params = SpringParameters(mass: 1, stiffness: 100, damping: 5)
    #expect(params.naturalFrequency == 10)
    #expect(params.dampingRatio == 0.25)
    #expect(abs(SpringParameters.system.dampingRatio - 4.564_354_6) < 1e-6)
  }

  @Test func responseConversionRoundTrips() {
    let params = SpringParameters(response: 0.55, dampingRatio: 0.825)
    #expect(abs(params.stiffness - pow(2 * .pi / 0.55, 2)) < 1e-9)
    #expect(abs(params.damping - 4 * .pi * 0.825 / 0.55) < 1e-12)
    #expect(abs(params.response - 0.55) < 1e-12)
    #expect(abs(params.dampingRatio - 0.825) < 1e-12)
  }

  @Test func bounceConversion() {
    #expect(abs(SpringParameters(duration: 0.5, bounce: 0.3).dampingRatio - 0.7) < 1e-12)
    #expect(abs(SpringParameters(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
    #expect(abs(SpringParameters(duration: 0.5, bounce: 0).dampingRatio - 1) < 1e-12)
  }

  @Test func invalidInputsBecomeDefaults() {
    let params = SpringParameters(mass: .nan, stiffness: -4, damping: .infinity)
    #expect(params.mass == 1 && params.stiffness == 100 && params.damping == 0)
    #expect(SpringCurve(parameters: params).value(at: 0.3).isFinite)
  }
}

@Suite struct UISpringTimingParametersTests {
  @Test func defaultIsTheSystemSpring() {
    let spring = UISpringTimingParameters()
    #expect(spring.parameters == .system)
    #expect(spring.hasImplicitDuration)
    #expect(spring.timingCurveType == .spring)
    #expect(abs(spring.settlingDuration - 0.506) < 0.001)
    #expect(abs(spring.progress(atTime: 0.1, duration: 99) - 0.54) < 0.005)
  }

  @Test func ratioOnlyUsesTheAnimatorDuration() {
    let spring = UISpringTimingParameters(dampingRatio: 0.4, initialVelocity: CGVector(dx: 6, dy: 0))
    #expect(!spring.hasImplicitDuration)
    #expect(spring.settlingDuration == 0)
    let solved = UIViewSpringTiming(duration: 0.5, dampingRatio: 0.4, initialVelocity: 6)
    #expect(spring.progress(atTime: 0.122, duration: 0.5) == solved.value(at: 0.122))
  }

  @Test func physicalSpringSettles() {
    let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 5, initialVelocity: .zero)
    #expect(abs(spring.settlingDuration - 2.855) < 0.0005)
  }

  @Test func velocityUsesTheLargerComponent() {
    let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 1, dy: -4))
    #expect(spring.scalarInitialVelocity == -4)
  }

  @Test func bounceAllowsOverdamping() {
    let spring = UISpringTimingParameters(duration: 0.4, bounce: -0.5)
    #expect(spring.curve(forDuration: 1).regime == .overdamped)
  }
}

@Suite struct ClockTests {
  @Test func virtualClockOnlyMovesForward() {
    let clock = VirtualClock(start: 2)
    clock.advance(by: 1.0 / 60)
    #expect(clock.now == 2 + 1.0 / 60)
    clock.advance(by: -5)
    clock.advance(to: 1)
    #expect(clock.now == 2 + 1.0 / 60)
    clock.advance(to: 3)
    #expect(clock.now == 3)
  }

  @Test func monotonicClockIsMonotonic() {
    let clock = MonotonicClock()
    var last = clock.now
    for _ in 0..<1000 {
      let now = clock.now
      #expect(now >= last)
      last = now
    }
    #expect(last > 0)
  }
}
