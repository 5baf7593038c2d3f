import Foundation
import SegueAnimation

/// Estimates a pointer's velocity (points per second) from timed position samples.
///
/// Method: a least-squares straight-line fit of position against time, per axis, over the
/// samples of the last `window` seconds (0.1 s) before the newest sample; the slope is the
/// velocity. With fewer than two samples in the window it falls back to the difference of
/// the last two samples. A constant-speed drag gives exactly its speed.
///
/// Samples less than `mergeInterval` (0.5 ms) after the previous one are merged into it
/// (its time, the newer position): X11 XTest bursts share one timestamp, and dividing by
/// (nearly) zero time would explode. The result is always finite.
struct VelocityEstimator {
  /// The fit's time window, seconds.
  static let window: TimeInterval = 0.1
  /// Samples closer in time than this (seconds) are merged.
  static let mergeInterval: TimeInterval = 0.0005

  private(set) var samples: [(time: TimeInterval, point: CGPoint)] = []

  /// Adds a sample: `point` in points at `time` seconds. Non-finite samples are ignored;
  /// a sample earlier than the newest counts as at the newest's time.
  mutating func add(_ point: CGPoint, at time: TimeInterval) {
    guard point.x.isFinite, point.y.isFinite, time.isFinite else { return }
    if let last = samples.last, time - last.time < Self.mergeInterval {
      samples[samples.count - 1].point = point
      return
    }
    samples.append((time, point))
    // Keep the window plus one older sample (for the two-sample fallback).
    let cutoff = time - Self.window - 1e-9
    while samples.count > 2, samples[1].time < cutoff { samples.removeFirst() }
  }

  mutating func removeAll() { samples.removeAll() }

  /// The velocity in points per second (zero with fewer than two samples).
  var velocity: CGPoint {
    guard let newest = samples.last, samples.count >= 2 else { return .zero }
    let recent = samples.filter { $0.time >= newest.time - Self.window - 1e-9 }
    let estimate = recent.count >= 2 ? leastSquaresSlope(recent) : nil
    let result = estimate ?? lastTwoSlope()
    guard result.x.isFinite, result.y.isFinite else { return .zero }
    return result
  }

  private func leastSquaresSlope(_ points: [(time: TimeInterval, point: CGPoint)]) -> CGPoint? {
    guard let newest = points.last else { return nil }
    let count = Double(points.count)
    // Times relative to the newest sample keep the sums small and exact.
    let meanT = points.reduce(0) { $0 + ($1.time - newest.time) } / count
    let meanX = points.reduce(0) { $0 + Double($1.point.x) } / count
    let meanY = points.reduce(0) { $0 + Double($1.point.y) } / count
    var stt = 0.0
    var stx = 0.0
    var sty = 0.0
    for sample in points {
      let dt = sample.time - newest.time - meanT
      stt += dt * dt
      stx += dt * (Double(sample.point.x) - meanX)
      sty += dt * (Double(sample.point.y) - meanY)
    }
    guard stt > 1e-12 else { return nil }
    return CGPoint(x: stx / stt, y: sty / stt)
  }

  private func lastTwoSlope() -> CGPoint {
    guard samples.count >= 2 else { return .zero }
    let a = samples[samples.count - 2]
    let b = samples[samples.count - 1]
    let dt = b.time - a.time
    guard dt >= Self.mergeInterval else { return .zero }
    return CGPoint(x: (b.point.x - a.point.x) / dt, y: (b.point.y - a.point.y) / dt)
  }
}
