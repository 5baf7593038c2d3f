/// A map from elapsed time to animation progress.
///
/// Progress is unitless: 0 at the from value, 1 at the to value; springs may leave [0, 1]
/// on the way. Cubic curves depend only on the fraction of the duration elapsed; springs
/// depend on the absolute time, so both are given.
public protocol TimingCurve: Sendable {
  /// Progress after `time` seconds of an animation lasting `duration` seconds.
  ///
  /// - Parameters:
  ///   - time: seconds since the animation began, in [0, duration].
  ///   - duration: the animation's duration in seconds (> 0).
  func progress(atTime time: Double, duration: Double) -> Double

  /// Rate of change of progress at `time`, in progress per second.
  func velocity(atTime time: Double, duration: Double) -> Double
}
