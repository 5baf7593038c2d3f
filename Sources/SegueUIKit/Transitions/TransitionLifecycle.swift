import Foundation
import SegueAnimation

/// A view-controller transition starting or ending, for tools that watch transitions
/// (`segue replay` prints them as JSON lines; tests assert them).
public struct TransitionLifecycleEvent: Sendable, Hashable {
  /// `tab`: a tab bar controller switching tabs (docs/uikit-behaviour-2.md §16.4).
  public enum Kind: String, Sendable { case push, pop, present, dismiss, tab }
  public enum Phase: Sendable, Hashable {
    /// The transition started (after the animator or interactor was chosen).
    case begin(interactive: Bool, from: String?, to: String?)
    /// `completeTransition` ran.
    case end(completed: Bool)
  }
  /// Seconds on the media clock.
  public var time: TimeInterval
  public var kind: Kind
  public var phase: Phase
}

/// Observers of one loop's transition lifecycle events (`FrameLoop.lifecycle`).
@MainActor package final class TransitionLifecycle {
  private var observers: [(token: UUID, observer: (TransitionLifecycleEvent) -> Void)] = []

  /// Adds an observer (called in the order added); keep the token to remove it.
  @discardableResult
  package func observe(_ observer: @escaping (TransitionLifecycleEvent) -> Void) -> UUID {
    let token = UUID()
    observers.append((token, observer))
    return token
  }

  package func removeObserver(_ token: UUID) { observers.removeAll { $0.token == token } }

  /// Tells the observers of the loop that shows `view` (a view on no loop's screen tells
  /// nobody).
  static func emit(_ kind: TransitionLifecycleEvent.Kind, _ phase: TransitionLifecycleEvent.Phase, in view: UIView) {
    emit(kind, phase, on: FrameLoop.showing(view.layer))
  }

  /// Tells the observers of `loop` (nil: nobody).
  static func emit(_ kind: TransitionLifecycleEvent.Kind, _ phase: TransitionLifecycleEvent.Phase, on loop: FrameLoop?)
  {
    guard let loop, !loop.lifecycle.observers.isEmpty else { return }
    let event = TransitionLifecycleEvent(time: loop.mediaClock.now, kind: kind, phase: phase)
    for entry in loop.lifecycle.observers { entry.observer(event) }
  }

  /// The name a controller is reported by: its title; for an untitled navigation controller
  /// (presenting a modal, say) the name of the screen it shows, its top view controller;
  /// else its type.
  static func name(_ controller: UIViewController?) -> String? {
    guard let controller else { return nil }
    if let title = controller.title ?? controller.navigationItem.title { return title }
    if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
      return name(top)
    }
    return "\(type(of: controller))"
  }
}
