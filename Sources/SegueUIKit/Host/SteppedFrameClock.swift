import Foundation
import SegueAnimation

/// The headless host's frame clock: a virtual clock that moves only when its caller steps it,
/// one frame at a time on a fixed grid.
///
/// The grid's frames are at `gridOrigin + n / framesPerSecond` for whole numbers n — computed
/// from the count, never by adding intervals, so times do not drift and do not depend on the
/// clock's magnitude (docs/architecture.md, "One frame"). Times within
/// `MediaTime.sameInstant` of each other are one instant.
@MainActor package final class SteppedFrameClock: FrameClock {
  /// The virtual clock (seconds).
  package let clock: VirtualClock
  package let framesPerSecond: Double
  /// Media time (seconds) of frame 0 of the grid: the start time at first; a replay moves it
  /// to its own start (`SceneDriver.replay`).
  package var gridOrigin: TimeInterval

  /// - Parameters:
  ///   - startTime: the clock's first reading, seconds (frame 0 of the grid).
  ///   - framesPerSecond: the grid's rate; not positive or not finite means 60.
  package init(startTime: TimeInterval, framesPerSecond: Double) {
    clock = VirtualClock(start: startTime)
    gridOrigin = startTime
    self.framesPerSecond = framesPerSecond > 0 && framesPerSecond.isFinite ? framesPerSecond : 60
  }

  package var mediaClock: any MediaClock { clock }

  /// Nothing to wake: frames run when the caller steps the clock.
  package func setNeedsFrame() {}

  /// The first grid frame later than `time` (by more than `MediaTime.sameInstant`).
  package func gridTime(after time: TimeInterval) -> TimeInterval {
    let index = ((time - gridOrigin + MediaTime.sameInstant) * framesPerSecond).rounded(.down) + 1
    return gridOrigin + index / framesPerSecond
  }

  /// The grid frames after now up to `time` (inclusive within `MediaTime.sameInstant`).
  package func gridTimes(through time: TimeInterval) -> [TimeInterval] {
    guard time.isFinite else { return [] }
    var times: [TimeInterval] = []
    var next = gridTime(after: clock.now)
    while next <= time + MediaTime.sameInstant {
      times.append(next)
      next = gridTime(after: next)
    }
    return times
  }

  /// The frame times of a step by `seconds`: the grid frames in between, then exactly
  /// `now + seconds` (none for a step that is not positive and finite).
  package func frameTimes(by seconds: TimeInterval) -> [TimeInterval] {
    guard seconds.isFinite, seconds > 0 else { return [] }
    let target = clock.now + seconds
    var times: [TimeInterval] = []
    var time = gridTime(after: clock.now)
    while time < target - MediaTime.sameInstant {
      times.append(time)
      time = gridTime(after: time)
    }
    times.append(target)
    return times
  }
}
