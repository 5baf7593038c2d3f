import Foundation

/// Whether something the frame loop drives needs frames (docs/architecture.md, "One frame").
package enum FrameDrivenState: Sendable {
  /// It moves: the host keeps producing frames.
  case running
  /// It is kept and advanced on frames others cause, but needs none itself (a paused display
  /// link or property animator, a watcher).
  case idle
  /// It is done: the loop drops it.
  case finished
}

/// The phases of a frame's model work, in the order the loop runs them.
package enum FramePhase: Int, CaseIterable, Sendable {
  /// Work deferred to the next main-queue turn (`MainQueueTurn`).
  case mainQueueTurn
  /// `Timer`s scheduled from main-actor code, in order of their fire times (`ScheduledTimers`).
  case timers
  /// Per-frame callbacks and timed animations (`FrameCallback`, `FrameAnimation`): scroll
  /// physics, interactive completion.
  case callbacks
  /// `CADisplayLink`s, in order of addition.
  case displayLinks
  /// `UIViewPropertyAnimator`s, in order of their start.
  case propertyAnimators
  /// Core Animation animations' starts and ends (`RunningAnimations`).
  case animations
  /// Watchers that judge the frame once everything moved (the transition watchdog): a
  /// transition its animations completed on this frame is not reported as stuck, at any
  /// frame rate.
  case watchers
}

/// Something the frame loop advances every frame: the one model behind main-queue turns,
/// per-frame callbacks, timed animations, display links, property animators and Core
/// Animation's running animations. The loop keeps one list of them in phase order; whether
/// a host produces frames is whether any is `.running`.
@MainActor package protocol FrameDriven: AnyObject {
  /// Whether it needs frames, is kept without needing them, or is done.
  var frameState: FrameDrivenState { get }
  /// Advances it to the frame at `mediaTime` (seconds; the frame's target timestamp).
  func advance(toMediaTime mediaTime: CFTimeInterval)
  /// Whether it is running only for something that never ends (an animation repeated
  /// forever, like an activity indicator's spin): it still needs frames, but waiting for it
  /// to finish is pointless, so `HeadlessHost.runUntilIdle()` does not.
  var runsForever: Bool { get }
}

extension FrameDriven {
  package var runsForever: Bool { false }
}
