/// The state of an animator, UIKit's `UIViewAnimatingState` with UIKit's raw values.
///
/// Transitions (Apple, "UIViewAnimating" / "state" documentation):
/// - `.inactive` is the initial state, and the state an animator returns to when its
///   animations finish naturally, after `stopAnimation(true)`, or after
///   `finishAnimation(at:)`.
/// - `startAnimation()`, `pauseAnimation()` or setting `fractionComplete` moves an inactive
///   animator to `.active`; it stays active, running or paused, until its animations end.
/// - `stopAnimation(false)` moves an active animator to `.stopped`: the animations are over
///   and the animator cannot be restarted until `finishAnimation(at:)` returns it to
///   `.inactive`.
public enum UIViewAnimatingState: Int, Sendable, CaseIterable {
  /// The animations have not started, or have ended. The initial state.
  case inactive = 0
  /// The animations are running or paused.
  case active = 1
  /// The animations were stopped by `stopAnimation(false)` and await `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animator's animations ended, UIKit's `UIViewAnimatingPosition` with UIKit's raw
/// values. Completion handlers receive it.
public enum UIViewAnimatingPosition: Int, Sendable, CaseIterable {
  /// At the end values (the animation ran forwards to completion).
  case end = 0
  /// At the start values (a reversed animation ran back to its beginning).
  case start = 1
  /// Wherever the animation was when it was stopped (`finishAnimation(at: .current)`).
  case current = 2
}
