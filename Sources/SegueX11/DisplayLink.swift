import Dispatch
import Foundation
import SegueAnimation

/// Core Animation's `CADisplayLink` for the X11 host: calls back once per refresh on the
/// main queue, with the frame's `timestamp` and the `targetTimestamp` its content is for.
///
/// A one-shot `DispatchSourceTimer` is re-armed for each frame at an absolute deadline
/// `anchor + k · interval` on the monotonic clock, so timing never drifts; deadlines the
/// main queue was too busy to meet are skipped (counted in `missedFrames`), never caught
/// up. The anchor and period come from the display: XRandR's refresh rate when known
/// (60 Hz otherwise), then phase-locked to Present's vblank times when they arrive.
///
/// All times are seconds on the monotonic clock (`monotonicSeconds()`), the clock of X
/// Present's UST; the host maps them to media time (which runs slower in slow-animation
/// mode).
@MainActor package final class DisplayLink {
  /// The vblank this frame follows (seconds, monotonic clock).
  package private(set) var timestamp: TimeInterval = 0
  /// The vblank the frame being prepared will be shown at: sample animations here.
  package private(set) var targetTimestamp: TimeInterval = 0
  /// The display's refresh period (seconds).
  package var duration: TimeInterval { refreshPeriod }
  /// Frames per second wanted (0: the display's rate). Rounded to a whole divisor of the
  /// refresh rate, as on iOS.
  package var preferredFramesPerSecond = 0 {
    didSet { if !isPaused { arm(after: monotonicSeconds()) } }
  }
  /// Stops the callbacks (the timer is disarmed: no wake-ups while paused).
  package var isPaused = true {
    didSet {
      guard isPaused != oldValue else { return }
      if isPaused {
        timer.schedule(deadline: .distantFuture, repeating: .never)
        scheduledDeadline = nil
      } else {
        arm(after: monotonicSeconds())
      }
    }
  }
  /// Deadlines passed without a callback because the main queue was late (frames lost).
  package private(set) var missedFrames = 0
  /// Where the period came from.
  package private(set) var periodSource = PeriodSource.default

  package enum PeriodSource: String, Sendable {
    case `default` = "default 60 Hz"
    case randr = "XRandR"
    case present = "Present vblanks"
  }

  private var refreshPeriod: TimeInterval
  /// A deadline on the frame grid (a vblank when phase-locked), seconds.
  private var anchor: TimeInterval
  private var scheduledDeadline: TimeInterval?
  private let timer: DispatchSourceTimer
  private let callback: (DisplayLink) -> Void
  private var lastVblank: (ust: TimeInterval, msc: UInt64)?
  private var measuredPeriod: TimeInterval?
  private var periodSamples = 0

  /// - Parameters:
  ///   - refreshRate: Hertz from XRandR (nil or non-positive: 60 Hz until Present says).
  ///   - callback: runs on the main queue once per frame.
  package init(refreshRate: Double?, callback: @escaping (DisplayLink) -> Void) {
    if let refreshRate, refreshRate > 0, refreshRate.isFinite {
      refreshPeriod = 1 / refreshRate
      periodSource = .randr
    } else {
      refreshPeriod = 1.0 / 60
    }
    anchor = monotonicSeconds()
    self.callback = callback
    timer = DispatchSource.makeTimerSource(flags: .strict, queue: .main)
    timer.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.fire() }
    }
    timer.schedule(deadline: .distantFuture, repeating: .never)
    timer.resume()
  }

  /// Time between callbacks (the refresh period × the frame-rate divisor), seconds.
  package var frameInterval: TimeInterval {
    guard preferredFramesPerSecond > 0 else { return refreshPeriod }
    let rate = 1 / refreshPeriod
    let divisor = max(1, (rate / Double(preferredFramesPerSecond)).rounded())
    return refreshPeriod * divisor
  }

  /// Stops for good (cancels the timer).
  package func invalidate() {
    isPaused = true
    timer.cancel()
  }

  /// Phase-locks to a vblank reported by Present (`ust` seconds on the monotonic clock,
  /// `msc` its frame counter). Learns the period from successive vblanks when XRandR gave
  /// none; moves the frame grid towards the vblanks by at most 0.25 ms per vblank, so the
  /// lock never makes one frame visibly late.
  package func synchronize(toVblankAt ust: TimeInterval, msc: UInt64) {
    defer { lastVblank = (ust, msc) }
    if periodSource != .randr, let last = lastVblank, msc > last.msc, msc - last.msc <= 4 {
      let sample = (ust - last.ust) / Double(msc - last.msc)
      if sample > 1.0 / 600, sample < 0.1 {
        let estimate = measuredPeriod.map { $0 + (sample - $0) * 0.05 } ?? sample
        measuredPeriod = estimate
        periodSamples += 1
        // Adopt the measured period once it is settled and clearly not the default (e.g.
        // 120 Hz, or Xvfb -fakescreenfps 120), then follow it. Small differences (59.94 Hz)
        // are left to the phase lock: a loaded server's fake vblanks are jittery.
        if periodSamples >= 16, periodSource == .present || abs(estimate - refreshPeriod) > refreshPeriod * 0.05 {
          anchor += (ust - anchor - remainder(ust - anchor, refreshPeriod))
          refreshPeriod = estimate
          periodSource = .present
        }
      }
    }
    let error = remainder(ust - anchor, refreshPeriod)
    guard abs(error) > 0.0005 else { return }
    anchor += min(max(error * 0.5, -0.00025), 0.00025)
  }

  private func fire() {
    guard !isPaused, let deadline = scheduledDeadline else { return }
    let now = monotonicSeconds()
    let interval = frameInterval
    // The latest grid deadline not after now: deadlines in between were missed.
    let late = now - deadline
    let skipped = late >= interval ? Int(late / interval) : 0
    missedFrames += skipped
    timestamp = deadline + Double(skipped) * interval
    targetTimestamp = timestamp + interval
    // Re-anchor on the frame just reached: the grid stays exact when the period is refined.
    anchor = timestamp
    // Never the same vblank twice, even if the phase lock moved the grid a little later.
    arm(after: max(now, timestamp + interval / 2))
    callback(self)
  }

  /// Arms the timer for the first grid deadline after `time`.
  private func arm(after time: TimeInterval) {
    let interval = frameInterval
    let k = ((time - anchor) / interval).rounded(.down) + 1
    var deadline = anchor + k * interval
    if deadline - time < 0.0002 { deadline += interval }
    scheduledDeadline = deadline
    let nanoseconds = UInt64(max(deadline, 0) * 1_000_000_000)
    timer.schedule(
      deadline: DispatchTime(uptimeNanoseconds: nanoseconds), repeating: .never, leeway: .microseconds(100))
  }
}
