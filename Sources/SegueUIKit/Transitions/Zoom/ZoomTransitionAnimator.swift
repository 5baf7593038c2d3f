import Foundation
import SegueAnimation

/// The zoom of a push or presentation and of the pop or dismissal back, when not driven by
/// a finger (docs/uikit-behaviour-2.md §5.6): the card moves between the source view and full
/// screen on a spring (§5.3: zooming in stiffness 157.9, damping 25.1; zooming out the
/// landing spring, ω 15 rad/s, ζ 0.75), the source's picture cross-fades, the screen behind
/// dims. Reports the spring's settling duration (0.79 s in, 0.68 s out).
@MainActor final class ZoomTransitionAnimator: UIViewControllerAnimatedTransitioning {
  let zoomingIn: Bool
  let transition: UIViewController.Transition

  init(zoomingIn: Bool, transition: UIViewController.Transition) {
    self.zoomingIn = zoomingIn
    self.transition = transition
  }

  /// Seconds: the settling time of the spring the zoom runs on.
  var duration: TimeInterval {
    (zoomingIn ? ZoomDismissPhysics.zoomIn : ZoomDismissPhysics.landing).settlingDuration
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let card = ZoomCard(context: context, zoomingIn: zoomingIn, transition: transition) else {
      return context.completeTransition(!context.transitionWasCancelled)
    }
    let zoomingIn = zoomingIn
    UIView.performWithoutAnimation {
      card.apply(zoomingIn ? card.collapsedPose : card.fullPose)
    }
    let animator = UIViewPropertyAnimator(
      duration: duration, timingParameters: zoomingIn ? ZoomDismissPhysics.zoomIn : ZoomDismissPhysics.landing)
    animator.addAnimations { card.apply(zoomingIn ? card.fullPose : card.collapsedPose) }
    animator.addCompletion { [transition] _ in
      card.finish()
      let completed = !context.transitionWasCancelled
      transition.zoomState?.transitionDidEnd(zoomingIn: zoomingIn, completed: completed, card: card)
      context.completeTransition(completed)
    }
    card.fadeSourcePicture(zoomingIn: zoomingIn, delay: zoomingIn ? 0 : 0.15)
    animator.startAnimation()
  }
}

extension ZoomTransitionAnimator {
  /// The zoom a navigation transition runs, if any: a push of a controller whose
  /// `preferredTransition` is a zoom, or the pop of one shown zoomed in.
  static func forNavigation(
    _ operation: UINavigationController.Operation, from: UIViewController, to: UIViewController
  ) -> ZoomTransitionAnimator? {
    switch operation {
    case .push: return zoomingIn(to)
    case .pop: return zoomingOut(from)
    default: return nil
    }
  }

  /// The zoom in of `zoomed`, if its `preferredTransition` is a zoom (making its state).
  static func zoomingIn(_ zoomed: UIViewController) -> ZoomTransitionAnimator? {
    guard let transition = zoomed.preferredTransition, transition.zoom != nil else { return nil }
    if transition.zoomState == nil {
      transition.zoomState = ZoomTransitionState(transition: transition, zoomed: zoomed)
    }
    return ZoomTransitionAnimator(zoomingIn: true, transition: transition)
  }

  /// The zoom out of `zoomed`, if it is shown zoomed in.
  static func zoomingOut(_ zoomed: UIViewController) -> ZoomTransitionAnimator? {
    guard let transition = zoomed.preferredTransition, transition.zoomState?.isZoomedIn == true else { return nil }
    return ZoomTransitionAnimator(zoomingIn: false, transition: transition)
  }
}
