import Foundation

/// A source of media time: seconds on a clock that never jumps backwards.
///
/// The same role as Core Animation's `CACurrentMediaTime()`. Animations record their begin
/// time from a clock and are sampled against it; a host drives them with either the real
/// `MonotonicClock` or a `VirtualClock` stepped exactly, for tests and headless rendering.
public protocol MediaClock: AnyObject {
  /// The current media time in seconds.
  var now: TimeInterval { get }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`), in seconds.
///
/// Unaffected by wall-clock changes; the same time base as X11 Present's UST (in
/// microseconds there), so frame timestamps from the server can be compared with it directly.
public final class MonotonicClock: MediaClock, Sendable {
  public init() {}
  public var now: TimeInterval { CACurrentMediaTime() }
}

/// Core Animation's `CACurrentMediaTime()`: the monotonic clock in seconds.
public func CACurrentMediaTime() -> TimeInterval {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) * 1e-9
}

/// A clock that only moves when told to: deterministic time for tests and headless
/// rendering (a virtual clock stepping exactly 1/fps gives byte-identical frames).
public final class VirtualClock: MediaClock {
  /// The current virtual time in seconds.
  public private(set) var now: TimeInterval

  /// Creates a clock reading `start` seconds.
  public init(start: TimeInterval = 0) { now = start }

  /// Moves the clock forward by `interval` seconds (negative intervals are ignored: media
  /// time never runs backwards).
  public func advance(by interval: TimeInterval) {
    guard interval.isFinite, interval > 0 else { return }
    now += interval
  }

  /// Sets the clock to `time` seconds if that is not earlier than now.
  public func advance(to time: TimeInterval) {
    guard time.isFinite, time > now else { return }
    now = time
  }
}
