import Foundation
import SegueAnimation

/// A finger-driven zoom out (docs/uikit-behaviour-2.md §5.4, §5.6): while held, the page
/// follows the drag or pinch directly (no animation); released, it lands on the source view
/// on the landing spring or returns to full screen on the cancel spring.
///
/// Made by the dismissal gesture when it begins, before the pop or dismissal starts: updates
/// and a release that arrive before `startInteractiveTransition` are applied once it runs.
@MainActor final class ZoomDismissInteraction: UIViewControllerInteractiveTransitioning {
  let transition: UIViewController.Transition
  var completionSpeed: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .linear }
  var wantsInteractiveStart: Bool { true }

  private var context: (any UIViewControllerContextTransitioning)?
  private var card: ZoomCard?
  /// The latest held scale and centre offset from the full-screen centre (container points).
  private var held: (scale: CGFloat, offset: CGPoint) = (1, .zero)
  private var pendingRelease: Bool?
  private var released = false

  init(transition: UIViewController.Transition) { self.transition = transition }

  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
    guard let card = ZoomCard(context: transitionContext, zoomingIn: false, transition: transition) else {
      transitionContext.cancelInteractiveTransition()
      transitionContext.completeTransition(false)
      return
    }
    self.card = card
    UIView.performWithoutAnimation { card.apply(heldPose(card)) }
    if let pendingRelease { release(commit: pendingRelease) }
  }

  private func heldPose(_ card: ZoomCard) -> ZoomPose {
    let full = card.fullFrame
    return card.heldPose(
      scale: held.scale, center: CGPoint(x: full.midX + held.offset.x, y: full.midY + held.offset.y))
  }

  /// The page held at `scale` (0…1) with its centre `offset` points from where it is at full
  /// screen.
  func hold(scale: CGFloat, offset: CGPoint) {
    guard !released else { return }
    held = (scale, offset)
    guard let card, let context else { return }
    UIView.performWithoutAnimation { card.apply(heldPose(card)) }
    context.updateInteractiveTransition(
      (1 - scale) / (1 - ZoomDismissPhysics.smallestScale))
  }

  /// Ends the hold: `commit` lands the page on the source, otherwise it returns.
  func release(commit: Bool) {
    guard let card, let context else {
      pendingRelease = commit
      return
    }
    guard !released else { return }
    released = true
    if commit { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
    let animator = UIViewPropertyAnimator(
      duration: (commit ? ZoomDismissPhysics.landing : ZoomDismissPhysics.cancel).settlingDuration,
      timingParameters: commit ? ZoomDismissPhysics.landing : ZoomDismissPhysics.cancel)
    animator.addAnimations { card.apply(commit ? card.collapsedPose : card.fullPose) }
    animator.addCompletion { [transition] _ in
      card.finish()
      transition.zoomState?.transitionDidEnd(zoomingIn: false, completed: commit, card: card)
      context.completeTransition(commit)
    }
    if commit { card.fadeSourcePicture(zoomingIn: false, delay: 0.05) }
    animator.startAnimation()
  }
}
