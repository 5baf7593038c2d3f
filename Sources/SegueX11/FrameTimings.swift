import Foundation

/// Frame-timing record of a live host: intervals between display-link callbacks, render
/// and present times, dropped frames. Feeds the HUD and `statistics`.
package struct FrameTimings: Sendable {
  /// Intervals between consecutive callbacks of one uninterrupted run (seconds).
  package private(set) var intervals: [Double] = []
  /// Off-main composite + pixel-conversion time per rendered frame (seconds).
  package private(set) var renderTimes: [Double] = []
  /// Time of the present call (put + flush) on the main thread (seconds).
  package private(set) var presentTimes: [Double] = []
  /// Frames not shown at their vblank: deadlines the main queue missed, plus frames skipped
  /// because the previous one was still rendering or no buffer was free.
  package var droppedFrames: Int { missedDeadlines + skippedFrames }
  package internal(set) var missedDeadlines = 0
  package internal(set) var skippedFrames = 0
  package internal(set) var presentedFrames = 0
  /// Monotonic times of the latest presents (the last `recentPresentLimit`).
  package private(set) var recentPresents: [Double] = []
  static let recentPresentLimit = 256
  /// The refresh period the intervals are compared with (seconds).
  package internal(set) var refreshPeriod: Double = 1.0 / 60

  private var lastTick: Double?

  /// Records a callback at `time` (monotonic seconds); `continuing` is false for the first
  /// callback after a pause (no interval then).
  mutating func recordTick(at time: Double, continuing: Bool) {
    if continuing, let lastTick { intervals.append(time - lastTick) }
    lastTick = time
  }

  mutating func recordRender(seconds: Double) { renderTimes.append(seconds) }
  mutating func recordPresent(seconds: Double) { presentTimes.append(seconds) }

  /// Records a frame put into the window at `time` (monotonic seconds).
  mutating func recordPresented(at time: Double) {
    presentedFrames += 1
    recentPresents.append(time)
    if recentPresents.count > Self.recentPresentLimit {
      recentPresents.removeFirst(recentPresents.count - Self.recentPresentLimit)
    }
  }

  /// Frames put into the window in the second up to `now` (monotonic seconds): the frame
  /// rate the eye sees — not the display link's rate, which ticks on while a slow render
  /// makes it skip frames.
  package func presentedFramesPerSecond(at now: Double) -> Int {
    recentPresents.reduce(0) { count, time in time > now - 1 && time <= now ? count + 1 : count }
  }

  /// Forgets everything (start of a measurement).
  package mutating func reset() {
    intervals.removeAll()
    renderTimes.removeAll()
    presentTimes.removeAll()
    missedDeadlines = 0
    skippedFrames = 0
    presentedFrames = 0
    recentPresents.removeAll()
    lastTick = nil
  }

  /// The q-quantile (0…1, nearest rank) of `values`, NaN when empty.
  package static func quantile(_ values: [Double], _ q: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[min(max(Int((q * Double(sorted.count - 1)).rounded()), 0), sorted.count - 1)]
  }

  /// Median interval (seconds).
  package var medianInterval: Double { Self.quantile(intervals, 0.5) }
  /// 99th percentile of |interval − refresh period| (seconds).
  package var p99Deviation: Double { Self.quantile(intervals.map { abs($0 - refreshPeriod) }, 0.99) }

  /// What the HUD draws at `now` (the last `count` frames).
  func hudSnapshot(at now: Double, count: Int = 120) -> HUDSnapshot {
    HUDSnapshot(
      intervals: Array(intervals.suffix(count)), renderTimes: Array(renderTimes.suffix(count)),
      refreshPeriod: refreshPeriod, droppedFrames: droppedFrames,
      framesPerSecond: presentedFramesPerSecond(at: now))
  }
}

/// The numbers the HUD shows, copied for the render queue.
struct HUDSnapshot: Sendable {
  var intervals: [Double]
  var renderTimes: [Double]
  var refreshPeriod: Double
  var droppedFrames: Int
  /// Frames presented in the last second.
  var framesPerSecond: Int
}
