import Foundation

/// The per-frame work every host does, in DESIGN.md's order (after input delivery):
/// deferred main-queue work, animation starts and ends (completions, in UIKit's order),
/// then layout. Sampling presentation values happens when the frame is committed.
@MainActor public enum FrameStep {
  /// Runs one frame's model work at `mediaTime` (the frame's target timestamp) for the
  /// tree under `root`.
  public static func run(atMediaTime mediaTime: CFTimeInterval, root: UIView?) {
    TouchRouter.existingRouter(for: root)?.advance(toMediaTime: mediaTime)
    MainQueueTurn.drain()
    FrameTicker.tick(mediaTime)
    UIViewPropertyAnimator.step(atMediaTime: mediaTime)
    RunningAnimations.shared.advance(toMediaTime: mediaTime)
    root?.layoutIfNeeded()
  }
}
