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
    }
    context.start()
  }
}
