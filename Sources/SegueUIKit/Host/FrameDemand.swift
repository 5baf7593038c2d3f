import Foundation

/// Whether the model needs another frame: a live host stops its display link when this
/// is false and nothing else (input, resize, expose) asks for one, so an idle window costs
/// no CPU.
@MainActor public enum FrameDemand {
  /// True while a layer animation is unfinished, deferred main-queue work is waiting, a
  /// property animator is running, or a per-frame driver (an interactive transition
  /// completing) is at work.
  public static var isNeeded: Bool { isNeeded(for: nil) }

  /// The same, counting only layer animations in `root`'s tree (a host asks for its own
  /// window, so another host's or an abandoned tree's animations never keep it awake).
  public static func isNeeded(for root: CALayer?) -> Bool {
    RunningAnimations.shared.isAnimating(under: root) || !MainQueueTurn.isEmpty || FrameTicker.isActive
      || UIViewPropertyAnimator.active.values.contains { $0.isRunning }
  }

  /// Called whenever something starts that needs frames (an animation added, work deferred
  /// to the next turn, a per-frame driver, a property animator started) — a live host wakes
  /// its paused display link here, so a change made outside a frame (a key press, a timer)
  /// still animates.
  public static var onDemand: (() -> Void)?

  static func notify() { onDemand?() }
}
