import Foundation

/// One view-controller transition — a presentation, a dismissal, a push, a pop or a tab
/// switch — run in the same four phases (docs/architecture.md, "Transitions"; the order is
/// UIKit's, docs/uikit-behaviour.md §4.2–4.3, §5.1, §6.4; a tab switch's
/// docs/uikit-behaviour-2.md §16.4):
///
/// 1. **Prepare** (each kind's `makeContext()`): choose the animator and the interactor, make
///    or find the container, and give the context its views and frames.
/// 2. **Start** (`TransitionRun+Start.swift`, shared): both controllers learn their
///    transition (`transitionCoordinator` answers from here), the kind's will-start work runs
///    (appearance callbacks; the presentation controller's, or the navigation bar's), observers
///    hear the beginning, and the context starts the interactor or the animator.
/// 3. **Update** (`TransitionContext`, shared): interactive progress, finish and cancel.
/// 4. **Complete** (`TransitionRun+Complete.swift`, shared), in `completeTransition`'s order:
///    observers hear the end and the kind's will-complete work runs (a navigation stack goes
///    back after a cancel); the kind's clean-up (views, links, appearance ended or reverted);
///    the coordinator's completions; then both controllers forget the transition and the
///    kind's did-complete work runs (the caller's completion, the next queued transition).
@MainActor protocol TransitionRun: AnyObject {
  /// What lifecycle observers hear it as (nil: nothing, a navigation stack set without a
  /// push or pop).
  var lifecycleKind: TransitionLifecycleEvent.Kind? { get }
  /// The controller on screen before (nil for a navigation controller's first controller).
  var fromController: UIViewController? { get }
  /// The controller on screen after a completed transition.
  var toController: UIViewController { get }
  /// A view on the screen the transition runs on (its loop's observers hear it).
  var lifecycleView: UIView { get }

  /// Prepare: the context, with its animator, interactor, container, views and frames.
  func makeContext() -> TransitionContext
  /// Start: the kind's work before the animator runs (appearance callbacks first).
  func willStart(_ context: TransitionContext)
  /// Complete, before the clean-up: the kind's bookkeeping for the outcome.
  func willComplete(_ completed: Bool)
  /// Complete: views, links and appearance, ended when `completed`, reverted when not.
  func complete(_ completed: Bool)
  /// Complete, last: after the coordinator's completions and once the controllers forgot the
  /// transition.
  func didComplete(_ completed: Bool)
}

extension TransitionRun {
  func willComplete(_ completed: Bool) {}
}
