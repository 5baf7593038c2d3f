import Foundation

extension TransitionRun {
  /// Hooks the complete phase into `completeTransition`'s steps (`TransitionContext`): the end
  /// goes to the loop the transition began on, even if a controller is gone by then.
  func installCompletion(on context: TransitionContext) {
    weak let loop = FrameLoop.showing(lifecycleView.layer)
    let kind = lifecycleKind
    context.willComplete = { [self] completed in
      if let kind {
        TransitionLifecycle.emit(kind, .end(completed: completed), on: loop)
        if let loop {
          loop.animationRecorder?.transitionEnded(kind: kind.rawValue, completed: completed, at: loop.mediaClock.now)
        }
      }
      willComplete(completed)
    }
    context.completion = { [self] completed in complete(completed) }
    context.didComplete = { [self] completed in
      fromController?.activeTransition = nil
      toController.activeTransition = nil
      didComplete(completed)
    }
  }
}
