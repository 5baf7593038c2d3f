import Foundation
import SegueAnimation

/// The push and pop under Reduce Motion (`UIAccessibility.prefersCrossFadeTransitions`,
/// docs/uikit-behaviour-2.md §7.3), in place, over the parallax push's 0.35 s and curve [I:
/// Apple documents the cross-fade, not its timing]: a pushed view fades in over the one
/// below; a popped view fades out, uncovering the one below (the upper view alone fades, so
/// two opaque screens dissolve into each other without the window showing through).
/// Interactive pops fade linearly with the finger.
@MainActor final class NavigationCrossFadeAnimator: UIViewControllerAnimatedTransitioning {
  let operation: UINavigationController.Operation

  init(operation: UINavigationController.Operation) { self.operation = operation }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    NavigationParallaxAnimator.duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let toVC = context.viewController(forKey: .to), let fromView = context.view(forKey: .from),
      let toView = context.view(forKey: .to)
    else { return context.completeTransition(false) }
    let container = context.containerView
    let frame = context.finalFrame(for: toVC).isEmpty ? container.bounds : context.finalFrame(for: toVC)
    let push = operation != .pop
    let upper = push ? toView : fromView
    UIView.performWithoutAnimation {
      toView.frame = frame
      if push {
        toView.alpha = 0
        container.addSubview(toView)
      } else {
        container.insertSubview(toView, belowSubview: fromView)
      }
    }
    let options: UIView.AnimationOptions = context.isInteractive ? .curveLinear : .curveEaseInOut
    UIView.animate(
      withDuration: NavigationParallaxAnimator.duration, delay: 0, options: options,
      animations: { upper.alpha = push ? 1 : 0 },
      completion: { _ in
        let cancelled = context.transitionWasCancelled
        UIView.performWithoutAnimation {
          fromView.alpha = 1
          toView.alpha = 1
        }
        if cancelled { toView.removeFromSuperview() }
        context.completeTransition(!cancelled)
      })
  }
}
