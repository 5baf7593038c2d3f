import Foundation
import SegueAnimation

/// The one-to-one transition context every transition runs in (UIKit's
/// `_UIViewControllerOneToOneTransitionContext`, docs/uikit-behaviour.md §4.2–4.3, §4.8).
///
/// Created by the navigation or presentation machinery with the controllers, views and
/// frames, then `start()`ed: the interactor's `startInteractiveTransition` or the
/// animator's `animateTransition` runs, deferred finish/cancel calls are replayed, and
/// `completeTransition` ends it in UIKit's order: (1) first call only, (2) invalidation,
/// (4) will-complete (container bookkeeping), (5) completion (hierarchy and appearance
/// clean-up), (6) coordinator completions, (7) did-complete, (8) `animationEnded`.
@MainActor package final class TransitionContext: UIViewControllerContextTransitioning {
  enum State { case idle, inFlight, cancelRequested, finishRequested }

  public let containerView: UIView
  public let isAnimated: Bool
  public private(set) var isInteractive: Bool
  public private(set) var transitionWasCancelled = false
  public let presentationStyle: UIModalPresentationStyle
  public var targetTransform: CGAffineTransform { .identity }

  let fromViewController: UIViewController?
  let toViewController: UIViewController?
  /// Explicit views (a nil value means "nil on purpose"); absent keys use the VC's view.
  var explicitViews: [UITransitionContextViewKey: UIView?] = [:]
  var initialFrames: [ObjectIdentifier: CGRect] = [:]
  var finalFrames: [ObjectIdentifier: CGRect] = [:]

  let animator: any UIViewControllerAnimatedTransitioning
  let interactor: (any UIViewControllerInteractiveTransitioning)?
  /// Seconds, asked once from the animator.
  public private(set) var duration: TimeInterval = 0
  public private(set) var percentComplete: CGFloat = 0
  public private(set) var completionVelocity: CGFloat = 1
  public private(set) var completionCurve: UIView.AnimationCurve = .easeInOut

  private(set) var state: State = .idle
  public private(set) var hasCompleted = false
  /// Whether the transition is interruptible: an interactor drives an animator that gives an
  /// interruptible animator (`interruptibleAnimator(using:)`). Such a transition takes touches
  /// while it animates, so a gesture can grab it (docs/uikit-behaviour.md §5.4). Known once
  /// it has started.
  private(set) var isInterruptible = false
  private var startTime: TimeInterval = 0
  /// The loop the transition runs in (it knows which transitions are under way).
  private weak var loop: FrameLoop?
  /// Animation sequence number when the transition started (to find its animations).
  private(set) var startSequence: UInt64 = 0

  var willComplete: ((Bool) -> Void)?
  var completion: ((Bool) -> Void)?
  var didComplete: ((Bool) -> Void)?
  lazy var coordinator = TransitionCoordinator(context: self)

  init(
    container: UIView, from: UIViewController?, to: UIViewController?, animated: Bool,
    animator: any UIViewControllerAnimatedTransitioning, interactor: (any UIViewControllerInteractiveTransitioning)?,
    style: UIModalPresentationStyle
  ) {
    containerView = container
    fromViewController = from
    toViewController = to
    isAnimated = animated
    self.animator = animator
    self.interactor = interactor
    isInteractive = interactor?.wantsInteractiveStart ?? false
    presentationStyle = style
  }

  // MARK: UIViewControllerContextTransitioning

  public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: fromViewController
    case .to: toViewController
    default: nil
    }
  }

  public func view(forKey key: UITransitionContextViewKey) -> UIView? {
    if let explicit = explicitViews[key] { return explicit }
    switch key {
    case .from: return fromViewController?.view
    case .to: return toViewController?.view
    default: return nil
    }
  }

  public func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
  public func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

  public func updateInteractiveTransition(_ percentComplete: CGFloat) {
    let clamped = min(max(percentComplete, 0), 1)
    guard state == .inFlight, isInteractive, clamped != self.percentComplete else { return }
    self.percentComplete = clamped
    TransitionTrace.log("context.updateInteractiveTransition(\(String(format: "%.3f", Double(clamped))))")
  }

  public func finishInteractiveTransition() {
    guard state == .inFlight else {
      if state == .idle { state = .finishRequested }
      TransitionTrace.log("context.finishInteractiveTransition() deferred: not in flight yet")
      return
    }
    let speed = interactor?.completionSpeed ?? 1
    completionVelocity = speed > 0 ? speed : 1
    completionCurve = interactor?.completionCurve ?? .easeInOut
    isInteractive = false
    TransitionTrace.log("context.finishInteractiveTransition()")
    coordinator.interactionDidChange()
  }

  public func cancelInteractiveTransition() {
    transitionWasCancelled = true
    guard state == .inFlight else {
      if state == .idle { state = .cancelRequested }
      TransitionTrace.log("context.cancelInteractiveTransition() deferred: not in flight yet")
      return
    }
    let speed = interactor?.completionSpeed ?? 1
    completionVelocity = -(speed > 0 ? speed : 1)
    completionCurve = interactor?.completionCurve ?? .easeInOut
    isInteractive = false
    TransitionTrace.log("context.cancelInteractiveTransition()")
    coordinator.interactionDidChange()
  }

  public func pauseInteractiveTransition() {
    guard state == .inFlight, !isInteractive, !hasCompleted else { return }
    isInteractive = true
    TransitionTrace.log("context.pauseInteractiveTransition()")
    coordinator.interactionDidChange()
  }

  public func completeTransition(_ didComplete: Bool) {
    guard !hasCompleted else {
      TransitionTrace.log("context.completeTransition(\(didComplete)) ignored: already completed")
      return
    }
    hasCompleted = true
    loop?.transitionDidStop(self)
    if didComplete && transitionWasCancelled {
      TransitionTrace.warn(
        "\(type(of: animator)) called completeTransition(true) after the transition was cancelled; pass !transitionContext.transitionWasCancelled."
      )
    }
    TransitionTrace.log("context.completeTransition(\(didComplete))")
    if didComplete, let toView = view(forKey: .to), !toView.isDescendant(of: containerView),
      toView.window == nil || toView.window !== containerView.window
    {
      TransitionTrace.warn(
        "\(type(of: animator)) completed the transition without adding the to-view to the container view; it will not be on screen."
      )
    }
    state = .idle
    willComplete?(didComplete)
    completion?(didComplete)
    coordinator.runCompletions()
    self.didComplete?(didComplete)
    animator.animationEnded(didComplete)
  }

  // MARK: Running

  /// The animator's type, for messages.
  var animatorTypeName: String { "\(type(of: animator))" }

  /// Starts the transition: asks the duration, runs the interactor or animator (inside the
  /// alongside-animation scope of the coordinator), then replays a deferred finish/cancel.
  func start() {
    duration = animator.transitionDuration(using: self)
    startTime = CACurrentMediaTime()
    loop = FrameLoop.owning(containerView.layer)
    loop?.transitionDidStart(self)
    startSequence = CALayer.currentSequence
    TransitionTrace.log(
      "transition start: \(type(of: animator)) duration \(duration)s interactive \(interactor != nil)")
    let deferred = state
    state = .inFlight
    coordinator.beginAlongsideScope()
    if let interactor {
      TransitionTrace.log("\(type(of: interactor)).startInteractiveTransition")
      interactor.startInteractiveTransition(self)
    } else {
      TransitionTrace.log("\(type(of: animator)).animateTransition")
      animator.animateTransition(using: self)
    }
    coordinator.endAlongsideScope(duration: duration)
    // Asked after the start, as UIKit asks an interactive transition's animator (it must
    // return the same animator every time).
    isInterruptible = interactor != nil && !(animator.interruptibleAnimator(using: self) is NoInterruptibleAnimator)
    switch deferred {
    case .finishRequested:
      if let driver = interactor as? UIPercentDrivenInteractiveTransition {
        driver.finish()
      } else {
        finishInteractiveTransition()
      }
    case .cancelRequested:
      transitionWasCancelled = false
      if let driver = interactor as? UIPercentDrivenInteractiveTransition {
        driver.cancel()
      } else {
        cancelInteractiveTransition()
      }
    default: break
    }
    watchForCompletion()
  }

  /// Warns once when the animator has not completed within its duration + 1 s of running
  /// (non-interactive) time.
  private func watchForCompletion() {
    FrameCallback.add(for: containerView.layer, demandsFrames: false, in: .watchers) { [weak self] now in
      guard let self, !self.hasCompleted else { return false }
      guard !self.isInteractive else {
        self.startTime = now
        return true
      }
      if now - self.startTime > self.duration + 1 {
        self.loop?.transitionDidStop(self)
        TransitionTrace.warn(
          "\(type(of: self.animator)) has not called completeTransition \(String(format: "%.1f", self.duration + 1)) s after its transition started; the transition cannot end until it does."
        )
        return false
      }
      return true
    }
  }
}
