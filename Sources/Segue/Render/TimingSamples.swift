import SegueAnimation

/// Robust statistics over repeated timings: the machine is shared and noisy, so results
/// are medians (and a high percentile), never means.
package struct TimingSamples {
  package init() {}
  package private(set) var values: [Double] = []

  package mutating func append(_ value: Double) { values.append(value) }

  /// The q-quantile (0…1) by nearest rank.
  package func quantile(_ q: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let rank = Int((q * Double(sorted.count - 1)).rounded())
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  package var median: Double { quantile(0.5) }
}

/// Keeps a computed value alive so the optimizer cannot delete the work that produced it.
@inline(never)
package func consume(_ value: Double) {
  if value == 0x1.0p-1074 { print("") }
}

/// Seconds taken by `body`, read from the monotonic clock.
@inline(__always)
package func measure(_ body: () -> Void) -> Double {
  let start = monotonicSeconds()
  body()
  return monotonicSeconds() - start
}
