import Foundation

/// Whether the model needs another frame: a live host stops its display link when this
/// is false and nothing else (input, resize, expose) asks for one, so an idle window costs
/// no CPU.
@MainActor public enum FrameDemand {
  /// True while a layer animation is unfinished, deferred main-queue work is waiting, or a
  /// property animator is running.
  public static var isNeeded: Bool {
    RunningAnimations.shared.isAnimating || !MainQueueTurn.isEmpty
      || UIViewPropertyAnimator.active.values.contains { $0.isRunning }
  }
}
