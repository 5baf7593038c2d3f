import Foundation
import SegueAnimation

/// Keys for the two controllers (and views) of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// A transition's animator (UIKit's `UIViewControllerAnimatedTransitioning`,
/// docs/uikit-behaviour.md §4.1).
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// Seconds; asked once before the animation starts.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
  /// Must add the to-view to the container and eventually call `completeTransition`.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Called once after `completeTransition`, with whether it completed.
  func animationEnded(_ transitionCompleted: Bool)
  /// The same animator for the whole transition, if the transition is interruptible.
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` returns: a marker meaning "this
/// animator is not interruptible" (UIKit's requirement is optional in Objective-C; Swift
/// needs a value). The percent driver takes its classic, layer-scrubbing path for it.
@MainActor final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
  static let shared = NoInterruptibleAnimator()
  var state: UIViewAnimatingState { .inactive }
  var isRunning: Bool { false }
  var isReversed = false
  var fractionComplete: CGFloat = 0
  func startAnimation() {}
  func startAnimation(afterDelay delay: TimeInterval) {}
  func pauseAnimation() {}
  func stopAnimation(_ withoutFinishing: Bool) {}
  func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
  func addAnimations(_ animation: @escaping () -> Void) {}
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}

extension UIViewControllerAnimatedTransitioning {
  public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    NoInterruptibleAnimator.shared
  }
}

/// What a transition's animator sees (UIKit's `UIViewControllerContextTransitioning`, §4.2).
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var targetTransform: CGAffineTransform { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  func completeTransition(_ didComplete: Bool)
}

/// An interaction controller (UIKit's `UIViewControllerInteractiveTransitioning`, §4.4).
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// Multiplier of the remaining duration's speed on finish/cancel (default 1).
  var completionSpeed: CGFloat { get }
  var completionCurve: UIView.AnimationCurve { get }
  /// False: the transition starts animating and can be grabbed later.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}

/// The presented controller's transitioning delegate (§4.5).
@preconcurrency @MainActor public protocol UIViewControllerTransitioningDelegate: AnyObject {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
  func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { nil }
  public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { nil }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// UIKit's `UIViewAnimating` (implemented by `UIViewPropertyAnimator`).
@preconcurrency @MainActor public protocol UIViewAnimating: AnyObject {
  var state: UIViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit's `UIViewImplicitlyAnimating`.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
