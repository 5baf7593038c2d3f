import Foundation
import SegueAnimation

/// A media clock running at `rate` × another clock: the Simulator's "slow animations".
///
/// Installed with `MediaTime.install`, it changes the time base of every animation at once.
/// Changing the rate keeps the reading continuous: at the instant of the change the clock
/// reads the same before and after, and only its speed differs from then on.
///
/// Thread-safe (a lock guards the anchor), so a render queue may read it.
package final class ScaledMediaClock: MediaClock, @unchecked Sendable {
  private let lock = NSLock()
  private let base: any MediaClock
  /// Base-clock reading and media time at the last rate change (seconds).
  private var anchorBase: TimeInterval
  private var anchorMedia: TimeInterval
  private var currentRate: Double
  /// The media time the clock is held at (`hold(atMediaTime:)`), nil while it runs.
  private var heldMedia: TimeInterval?

  /// - Parameters:
  ///   - base: the clock this one follows (the monotonic clock in a window).
  ///   - rate: media seconds per base second (1 = real time, 0.1 = ten times slower).
  public init(base: any MediaClock = MonotonicClock(), rate: Double = 1) {
    self.base = base
    let start = base.now
    anchorBase = start
    anchorMedia = start
    currentRate = rate > 0 && rate.isFinite ? rate : 1
  }

  /// Media seconds per base second.
  public var rate: Double {
    lock.lock()
    defer { lock.unlock() }
    return currentRate
  }

  /// Changes the speed from now on; the reading stays continuous. Rates that are not
  /// positive and finite are ignored.
  public func setRate(_ rate: Double) {
    guard rate > 0, rate.isFinite else { return }
    let baseNow = base.now
    lock.lock()
    if heldMedia == nil {
      anchorMedia += (baseNow - anchorBase) * currentRate
      anchorBase = baseNow
    }
    currentRate = rate
    lock.unlock()
  }

  /// Media time (seconds) now.
  public var now: TimeInterval { mediaTime(atBaseTime: base.now) }

  /// The media time (seconds) at a reading of the base clock, e.g. a display link's
  /// `targetTimestamp` in monotonic seconds.
  public func mediaTime(atBaseTime baseTime: TimeInterval) -> TimeInterval {
    lock.lock()
    defer { lock.unlock() }
    if let heldMedia { return heldMedia }
    return anchorMedia + (baseTime - anchorBase) * currentRate
  }

  /// Stops the clock at `mediaTime` (seconds): every reading gives it until the next hold or
  /// `resume()`. A replay steps a live window's model this way, frame by frame at full speed,
  /// before the window shows it (`segue watch`, docs/watch.md).
  package func hold(atMediaTime mediaTime: TimeInterval) {
    lock.lock()
    heldMedia = mediaTime
    lock.unlock()
  }

  /// Runs the clock again from the media time it was held at, at its rate; nothing if it is
  /// not held.
  package func resume() {
    let baseNow = base.now
    lock.lock()
    if let heldMedia {
      anchorMedia = heldMedia
      anchorBase = baseNow
      self.heldMedia = nil
    }
    lock.unlock()
  }

  /// The media time the clock is held at (seconds), nil while it runs.
  package var heldTime: TimeInterval? {
    lock.lock()
    defer { lock.unlock() }
    return heldMedia
  }

  /// Sets the reading to `mediaTime` (seconds), forwards or back, keeping the rate and
  /// whether the clock is held: the animation inspector loops a transition this way
  /// (docs/inspector.md, "Clock control").
  package func jump(toMediaTime mediaTime: TimeInterval) {
    let baseNow = base.now
    lock.lock()
    if heldMedia != nil {
      heldMedia = mediaTime
    } else {
      anchorMedia = mediaTime
      anchorBase = baseNow
    }
    lock.unlock()
  }
}
