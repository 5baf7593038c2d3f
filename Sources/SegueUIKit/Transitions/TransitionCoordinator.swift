import Foundation
import SegueAnimation

/// What alongside animations and coordinator completions see (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  var completionCurve: UIView.AnimationCurve { get }
  var containerView: UIView { get }
  var targetTransform: CGAffineTransform { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// UIKit's transition coordinator (§4.7): animations alongside the transition and
/// callbacks when it ends or its interactivity changes.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The coordinator of one `TransitionContext`.
///
/// Alongside animations are not run when registered: they are injected at the end of the
/// first `UIView.animate` block the animator opens (inheriting its duration and curve, and
/// scrubbed with it when interactive); if the animator opens none, they run in a plain
/// animation of the transition's duration. Completions run inside `completeTransition`.
@MainActor package final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  unowned let context: TransitionContext
  private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var scopeOpen = false
  /// Layers that received animations from alongside blocks (scrubbed with the transition).
  private(set) var alongsideLayers: [CALayer] = []
  private var started = false

  init(context: TransitionContext) {
    self.context = context
    initiallyInteractive = context.isInteractive
  }

  public var isAnimated: Bool { context.isAnimated }
  public var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
  public let initiallyInteractive: Bool
  public var isInterruptible: Bool { false }
  public var isInteractive: Bool { context.isInteractive }
  public var isCancelled: Bool { context.transitionWasCancelled }
  public var transitionDuration: TimeInterval { context.duration }
  public var percentComplete: CGFloat { context.percentComplete }
  public var completionVelocity: CGFloat { context.completionVelocity }
  public var completionCurve: UIView.AnimationCurve { context.completionCurve }
  public var containerView: UIView { context.containerView }
  public var targetTransform: CGAffineTransform { context.targetTransform }
  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    context.viewController(forKey: key)
  }
  public func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    guard !context.hasCompleted else { return false }
    if let completion { completions.append(completion) }
    if let animation {
      if started && !scopeOpen {
        // Registered mid-transition: run now over what is left.
        UIView.animate(withDuration: max(context.duration * Double(1 - context.percentComplete), 0)) {
          animation(self)
        }
      } else {
        alongside.append(animation)
      }
    }
    return true
  }

  public func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  // MARK: Driving

  func beginAlongsideScope() {
    scopeOpen = true
    started = true
    ViewAnimationState.alongsideInjection = { [weak self] in self?.runAlongside() }
  }

  func endAlongsideScope(duration: TimeInterval) {
    scopeOpen = false
    ViewAnimationState.alongsideInjection = nil
    if !alongside.isEmpty {
      UIView.animate(withDuration: duration) { self.runAlongside() }
    }
  }

  private func runAlongside() {
    let blocks = alongside
    alongside.removeAll()
    let previous = CALayer.additionObserver
    CALayer.additionObserver = { [weak self] layer in
      guard let self, !self.alongsideLayers.contains(where: { $0 === layer }) else { return }
      self.alongsideLayers.append(layer)
    }
    for block in blocks { block(self) }
    CALayer.additionObserver = previous
  }

  func interactionDidChange() {
    for handler in interactionHandlers { handler(self) }
  }

  func runCompletions() {
    let blocks = completions
    completions.removeAll()
    for block in blocks { block(self) }
  }
}

extension UIViewControllerTransitionCoordinator {
  /// `animate(alongsideTransition:completion:)` with UIKit's default, `completion: nil`
  /// (a protocol requirement cannot declare the default itself).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
