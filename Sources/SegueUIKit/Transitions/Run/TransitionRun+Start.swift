import Foundation

extension TransitionRun {
  /// Runs the transition: prepare, then start; update and complete follow from the context
  /// (see `TransitionRun`).
  func run() {
    let context = makeContext()
    fromController?.activeTransition = context
    toController.activeTransition = context
    installCompletion(on: context)
    // After the context exists, so `viewWillAppear` sees `transitionCoordinator`, as in UIKit.
    willStart(context)
    if let kind = lifecycleKind {
      TransitionLifecycle.emit(
        kind,
        .begin(
          interactive: context.interactor?.wantsInteractiveStart ?? false,
          from: TransitionLifecycle.name(fromController), to: TransitionLifecycle.name(toController)),
        in: lifecycleView)
      if let loop = FrameLoop.showing(lifecycleView.layer), let recorder = loop.animationRecorder {
        recorder.transitionBegan(
          kind: kind.rawValue, animator: context.animatorTypeName, from: TransitionLifecycle.name(fromController),
          to: TransitionLifecycle.name(toController), interactive: context.interactor?.wantsInteractiveStart ?? false,
          at: loop.mediaClock.now)
      }
    }
    context.start()
  }
}
