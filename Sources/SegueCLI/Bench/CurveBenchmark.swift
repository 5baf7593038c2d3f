import Foundation
import Segue
import SegueAnimation

/// `segue bench curves`: the median cost of one sample of each timing curve kind.
///
/// Each kind is sampled in rounds of `samplesPerRound` evaluations at times spread over
/// its duration (a new time every call, so no evaluation repeats the previous one); the
/// per-sample cost of a round is its time divided by the count, and the figure reported is
/// the median (and p99) over rounds.
enum CurveBenchmark {
  struct Result {
    let kind: String
    let medianNanoseconds: Double
    let p99Nanoseconds: Double
    let samples: Int
  }

  static let samplesPerRound = 10_000

  static func run(rounds: Int) -> [Result] {
    let kinds: [(String, any TimingCurve, Double)] = [
      ("bezier-easeInOut", CAMediaTimingFunction(name: .easeInEaseOut), 1),
      ("bezier-custom", CAMediaTimingFunction(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55), 1),
      ("spring-underdamped", UIViewSpringTiming(duration: 0.5, dampingRatio: 0.4, initialVelocity: 6).curve, 0.5),
      ("spring-critical", UIViewSpringTiming(duration: 0.5, dampingRatio: 300, initialVelocity: 5).curve, 0.5),
      (
        "spring-overdamped",
        SpringCurve(
          parameters: SpringParameters(mass: 1, stiffness: 100, damping: 40), allowsOverdamping: true),
        1
      ),
    ]
    return kinds.map { name, curve, duration in
      measureCurve(name: name, curve: curve, duration: duration, rounds: rounds)
    }
  }

  static func measureCurve(name: String, curve: some TimingCurve, duration: Double, rounds: Int) -> Result {
    let count = samplesPerRound
    let times = (0..<count).map { duration * Double(($0 * 7919) % count) / Double(count) }
    var perSample = TimingSamples()
    for _ in 0..<rounds {
      var sum = 0.0
      let seconds = measure {
        for time in times {
          sum += curve.progress(atTime: time, duration: duration)
        }
      }
      consume(sum)
      perSample.append(seconds / Double(count) * 1e9)
    }
    return Result(
      kind: name, medianNanoseconds: perSample.median, p99Nanoseconds: perSample.quantile(0.99),
      samples: rounds * count)
  }
}
