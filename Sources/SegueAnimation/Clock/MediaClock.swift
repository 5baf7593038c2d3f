import Foundation

/// A source of media time: seconds on a clock that never jumps backwards.
///
/// The same role as Core Animation's `CACurrentMediaTime()`. Animations record their begin
/// time from a clock and are sampled against it; a host drives them with either the real
/// `MonotonicClock` or a `VirtualClock` stepped exactly, for tests and headless rendering.
public protocol MediaClock: AnyObject, Sendable {
  /// The current media time in seconds.
  var now: TimeInterval { get }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`), in seconds.
///
/// Unaffected by wall-clock changes; the same time base as X11 Present's UST (in
/// microseconds there), so frame timestamps from the server can be compared with it directly.
public final class MonotonicClock: MediaClock, Sendable {
  public init() {}
  public var now: TimeInterval { monotonicSeconds() }
}

/// The monotonic clock (`CLOCK_MONOTONIC`) in seconds.
public func monotonicSeconds() -> TimeInterval {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) * 1e-9
}

/// Core Animation's `CACurrentMediaTime()`: seconds on the clock of the running host.
///
/// The X11 host runs on the monotonic clock; a headless host installs a `VirtualClock`, so
/// code that schedules with `CACurrentMediaTime() + 0.5` stays deterministic there.
public func CACurrentMediaTime() -> CFTimeInterval { MediaTime.now }

/// The process-wide media clock read by `CACurrentMediaTime()` and by layers.
public enum MediaTime {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var installed: any MediaClock = MonotonicClock()

  /// The clock in use (the monotonic clock unless a host installed another).
  public static var clock: any MediaClock {
    lock.lock()
    defer { lock.unlock() }
    return installed
  }

  /// Makes `clock` the source of `CACurrentMediaTime()`.
  public static func install(_ clock: any MediaClock) {
    lock.lock()
    installed = clock
    lock.unlock()
  }

  /// Seconds on the installed clock.
  public static var now: TimeInterval { clock.now }

  /// Seconds within which two media times are the same instant (0.1 µs) when deciding
  /// whether a frame has reached an end or a deadline. A time computed as
  /// `begin + duration` and a frame time computed as `start + n / fps` can differ by the
  /// rounding of doubles at the clock's magnitude (about 1e-13 s at 1000 s, 1e-10 s at
  /// 10⁶ s), which must not move an end by a frame (docs/architecture.md, "One frame").
  public static let sameInstant: TimeInterval = 1e-7
}

/// A clock that only moves when told to: deterministic time for tests and headless
/// rendering (a virtual clock stepping exactly 1/fps gives byte-identical frames).
///
/// Thread-safe: a lock guards the time, so a render queue may read it.
public final class VirtualClock: MediaClock, @unchecked Sendable {
  private let lock = NSLock()
  private var time: TimeInterval

  /// Creates a clock reading `start` seconds.
  public init(start: TimeInterval = 0) { time = start }

  /// The current virtual time in seconds.
  public var now: TimeInterval {
    lock.lock()
    defer { lock.unlock() }
    return time
  }

  /// Moves the clock forward by `interval` seconds (negative intervals are ignored: media
  /// time never runs backwards).
  public func advance(by interval: TimeInterval) {
    guard interval.isFinite, interval > 0 else { return }
    lock.lock()
    time += interval
    lock.unlock()
  }

  /// Sets the clock to `time` seconds if that is not earlier than now.
  public func advance(to newTime: TimeInterval) {
    guard newTime.isFinite else { return }
    lock.lock()
    if newTime > time { time = newTime }
    lock.unlock()
  }
}
