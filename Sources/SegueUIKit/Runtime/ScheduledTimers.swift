import Foundation
import SegueAnimation

/// The timers scheduled on a frame loop (`Timer` made or added from main-actor code while a
/// host runs): each frame, in the loop's timers phase, the timers whose fire time has come fire
/// in order of their fire times (docs/uikit-behaviour-2.md §20.2).
///
/// A pending timer needs frames, so a headless `runUntilIdle()` runs until a one-shot timer
/// has fired; repeating timers count as running forever (a host's idle wait does not wait for
/// them), like an animation repeated forever.
@MainActor package final class ScheduledTimers: FrameDriven {
  private var timers: [Timer] = []

  /// Starts firing `timer` (its fire time is already set on this loop's clock).
  func add(_ timer: Timer, to loop: FrameLoop) {
    timers.removeAll { $0 === timer }
    timers.append(timer)
    loop.setNeedsFrames()
  }

  /// The timers still to fire.
  package var count: Int {
    timers.count { $0.fireTime(on: self) != nil }
  }

  package var frameState: FrameDrivenState {
    timers.contains { $0.fireTime(on: self) != nil } ? .running : .idle
  }

  package var runsForever: Bool {
    timers.allSatisfy { $0.fireTime(on: self) == nil || $0.repeats }
  }

  package func advance(toMediaTime mediaTime: CFTimeInterval) {
    let due =
      timers
      .compactMap { timer in timer.fireTime(on: self).map { (timer: timer, time: $0) } }
      .filter { $0.time <= mediaTime + MediaTime.sameInstant }
      .sorted { $0.time < $1.time }
    for entry in due { entry.timer.fire(atMediaTime: mediaTime, on: self) }
    timers.removeAll { $0.fireTime(on: self) == nil }
  }
}
