import Foundation
import Testing

@testable import SegueAnimation

/// The worked numbers of docs/uikit-behaviour.md §2.2 (mass 1, largest validated root).
@Suite struct UIViewSpringTimingTests {
  struct Row: Sendable, CustomStringConvertible {
    let duration, damping, velocity, omega, stiffness, dampingCoefficient: Double
    var description: String { "(\(duration) s, \(damping), \(velocity))" }
  }

  static let table: [Row] = [
    Row(duration: 0.25, damping: 300, velocity: 5, omega: 36.35, stiffness: 1321.1, dampingCoefficient: 72.69),
    Row(duration: 0.30, damping: 300, velocity: 5, omega: 30.18, stiffness: 910.9, dampingCoefficient: 60.36),
    Row(duration: 0.35, damping: 300, velocity: 5, omega: 25.77, stiffness: 664.2, dampingCoefficient: 51.55),
    Row(duration: 0.40, damping: 300, velocity: 5, omega: 22.46, stiffness: 504.6, dampingCoefficient: 44.93),
    Row(duration: 0.50, damping: 300, velocity: 5, omega: 17.82, stiffness: 317.6, dampingCoefficient: 35.64),
    Row(duration: 0.80, damping: 300, velocity: 5, omega: 10.80, stiffness: 116.6, dampingCoefficient: 21.59),
    // §2.2 lists ω 4.06 here, the root a naive Newton iteration from 5/D reaches; the
    // project's rule (docs/uikit-behaviour.md preamble) takes the largest root, 6.6733.
    Row(duration: 1.20, damping: 300, velocity: 5, omega: 6.6733, stiffness: 44.533, dampingCoefficient: 13.3466),
    Row(duration: 0.30, damping: 0.4, velocity: 6, omega: 47.49, stiffness: 2255.5, dampingCoefficient: 37.99),
    Row(duration: 0.50, damping: 0.4, velocity: 6, omega: 26.12, stiffness: 682.5, dampingCoefficient: 20.90),
    Row(duration: 1.00, damping: 0.4, velocity: 6, omega: 11.87, stiffness: 140.8, dampingCoefficient: 9.49),
    Row(duration: 0.50, damping: 1.0, velocity: 0, omega: 18.47, stiffness: 341.0, dampingCoefficient: 36.93),
    Row(duration: 0.50, damping: 0.5, velocity: 0, omega: 25.43, stiffness: 646.9, dampingCoefficient: 25.43),
    Row(duration: 0.50, damping: 0.7, velocity: 0, omega: 19.68, stiffness: 387.3, dampingCoefficient: 27.55),
  ]

  @Test(arguments: table) func solvesTheWorkedTable(row: Row) {
    let spring = UIViewSpringTiming(duration: row.duration, dampingRatio: row.damping, initialVelocity: row.velocity)
    #expect(abs(spring.naturalFrequency - row.omega) < 0.006)
    #expect(abs(spring.parameters.stiffness - row.stiffness) < 0.06)
    #expect(abs(spring.parameters.damping - row.dampingCoefficient) < 0.006)
    #expect(spring.parameters.mass == 1)
    // The defining property: the envelope is ε at t = D.
    let envelope = UIViewSpringTiming.envelope(
      omega: spring.naturalFrequency, dampingRatio: spring.dampingRatio, duration: spring.solverDuration,
      initialVelocity: spring.initialVelocity)
    #expect(abs(envelope - 0.001) < 1e-12)
    // …and it is the largest root: the envelope stays below ε for every larger ω.
    for step in 1...2000 {
      let omega = spring.naturalFrequency * (1 + Double(step) * 0.005)
      let larger = UIViewSpringTiming.envelope(
        omega: omega, dampingRatio: spring.dampingRatio, duration: spring.solverDuration,
        initialVelocity: spring.initialVelocity)
      #expect(larger < 0.001)
    }
  }

  @Test func seedSpringPeaksAt1_2613After122Milliseconds() {
    // Seed 003's drop: 0.5 s, damping 0.4, velocity 6.
    let spring = UIViewSpringTiming(duration: 0.5, dampingRatio: 0.4, initialVelocity: 6)
    // Peak where velocity crosses zero the first time: ω_d·t = atan2-based closed form.
    var low = 0.05
    var high = 0.2
    for _ in 0..<100 {
      let mid = (low + high) / 2
      if spring.velocity(at: mid) > 0 { low = mid } else { high = mid }
    }
    let peakTime = (low + high) / 2
    #expect(abs(peakTime - 0.122) < 0.0005)
    #expect(abs(spring.value(at: peakTime) - 1.2613) < 0.00005)
    #expect(abs(spring.value(at: 0.5) - 0.996) < 0.0005)
  }

  @Test func dampingAbove1IsCriticalAndNeverNaN() {
    let spring = UIViewSpringTiming(duration: 1.0, dampingRatio: 300, initialVelocity: 5)
    #expect(spring.dampingRatio == 1)
    #expect(abs(spring.naturalFrequency - 8.39) < 0.005)
    #expect(spring.curve.regime == .criticallyDamped)
    for step in 0...100 {
      let t = Double(step) / 100
      #expect(spring.value(at: t).isFinite)
      #expect(spring.velocity(at: t).isFinite)
    }
  }

  @Test func criticalOvershootWhenVelocityExceedsFrequency() {
    // v₀·D > ln(1/ε) puts the largest root below v₀ − 1/D, so v₀ > ω and the critically
    // damped spring overshoots (§8 row 22: "may overshoot when v₀ > ω").
    let spring = UIViewSpringTiming(duration: 0.5, dampingRatio: 300, initialVelocity: 20)
    let omega = spring.naturalFrequency
    #expect(omega < 20 - 1 / 0.5)
    let peakTime = 20 / (omega * (20 - omega))  // p′ = 0 ⇔ v₀ + ω(ω − v₀)t = 0
    #expect(abs(spring.velocity(at: peakTime)) < 1e-9)
    let peak = spring.value(at: peakTime)
    #expect(peak > 1)
    // Analytic peak: 1 − e^(−ωt)(1 + (ω − v₀)t) at that t.
    #expect(abs(peak - (1 - exp(-omega * peakTime) * (1 + (omega - 20) * peakTime))) < 1e-12)
  }

  @Test func zeroVelocityMatchesTheClosedForm() {
    // ω = ln(ζ / (ε√(1−ζ²))) / (ζ·D) for v₀ = 0, ζ < 1.
    for zeta in [0.1, 0.3, 0.5, 0.7, 0.9] {
      let spring = UIViewSpringTiming(duration: 0.5, dampingRatio: zeta, initialVelocity: 0)
      let expected = log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * 0.5)
      #expect(abs(spring.naturalFrequency - expected) < 1e-9 * expected)
    }
  }

  @Test func extremeFiniteInputsStayFinite() {
    let durations = [-5.0, 0, 1e-9, 0.01, 1, 10, 1e9]
    let dampings = [-1.0, 0, 1e-12, 0.5, 1, 300, 1e12]
    let velocities = [-1e12, -50, 0, 5, 1e12]
    for d in durations {
      for z in dampings {
        for v in velocities {
          let spring = UIViewSpringTiming(duration: d, dampingRatio: z, initialVelocity: v)
          #expect(spring.naturalFrequency.isFinite && spring.naturalFrequency > 0, "\(d) \(z) \(v)")
          #expect(spring.value(at: spring.duration / 2).isFinite, "\(d) \(z) \(v)")
          #expect(spring.velocity(at: spring.duration / 3).isFinite, "\(d) \(z) \(v)")
        }
      }
    }
  }

  @Test func clampsLikeUIKit() {
    let spring = UIViewSpringTiming(duration: 20, dampingRatio: 0, initialVelocity: 0)
    #expect(spring.solverDuration == 10)
    #expect(spring.duration == 20)
    #expect(spring.dampingRatio == Double(Float.ulpOfOne))
    #expect(UIViewSpringTiming(duration: 0, dampingRatio: 0.5, initialVelocity: 0).duration == 0.001)
  }
}
