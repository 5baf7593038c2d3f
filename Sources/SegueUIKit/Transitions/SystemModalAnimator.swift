import Foundation
import SegueAnimation

/// The animator of presentations without a custom one (docs/uikit-behaviour.md §7): cover
/// vertical slides the presented view up from just below the container (its top at the
/// container's bottom: a full-screen view one container height down, a sheet at a smaller
/// detent only its own height) with the system
/// spring (mass 3, stiffness 1000, damping 500, 0.5 s; reported duration 0.4 s) and back
/// down on dismissal; cross-dissolve fades; flip-horizontal flips the container's content.
/// Interactive runs use a linear curve.
@MainActor final class SystemModalAnimator: UIViewControllerAnimatedTransitioning {
  let style: UIModalTransitionStyle
  let presenting: Bool

  init(style: UIModalTransitionStyle, presenting: Bool) {
    self.style = style
    self.presenting = presenting
  }

  /// UIKit reports 0.4 s for its built-in modal animator (§7).
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    0.4
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let container = context.containerView
    let options: UIView.AnimationOptions =
      context.isInteractive ? .curveLinear : UIView.AnimationOptions(rawValue: 7 << 16)
    let duration = transitionDuration(using: context)
    let presented = presenting ? context.viewController(forKey: .to) : context.viewController(forKey: .from)
    guard let presented else { return context.completeTransition(false) }
    let view: UIView =
      presenting ? (context.view(forKey: .to) ?? presented.view) : (context.view(forKey: .from) ?? presented.view)
    if presenting {
      view.frame = context.finalFrame(for: presented)
      container.addSubview(view)
    }
    let onScreen = presenting ? context.finalFrame(for: presented) : view.frame
    let below = onScreen.offsetBy(dx: 0, dy: container.bounds.height - onScreen.minY)
    let finish = { (_: Bool) in context.completeTransition(!context.transitionWasCancelled) }
    switch style {
    case .crossDissolve:
      if presenting { view.alpha = 0 }
      UIView.animate(
        withDuration: duration, delay: 0, options: .curveEaseInOut,
        animations: {
          view.alpha = self.presenting ? 1 : 0
        }, completion: finish)
    case .flipHorizontal:
      // The window's content turns over: the presenter's picture on the front, the
      // presented view on the back (the other way round when dismissing). The presenter's
      // own view is hidden meanwhile, so nothing flat shows through while the card is edge-on.
      let presenterKey: UITransitionContextViewControllerKey = presenting ? .from : .to
      let presenterView = context.viewController(forKey: presenterKey)?.viewIfLoaded
      let picture = presenterView?.snapshotView(afterScreenUpdates: false)
      if let picture, let presenterView {
        picture.frame = container.convert(presenterView.bounds, from: presenterView)
        picture.isHidden = !presenting
        container.insertSubview(picture, at: 0)
      }
      let presenterWasHidden = presenterView?.isHidden ?? false
      if presenting { view.isHidden = true }
      presenterView?.isHidden = true
      UIView.transition(
        with: container, duration: duration, options: [.transitionFlipFromRight],
        animations: {
          view.isHidden = !self.presenting
          picture?.isHidden = self.presenting
        },
        completion: { finished in
          picture?.removeFromSuperview()
          presenterView?.isHidden = presenterWasHidden
          finish(finished)
        })
    case .coverVertical, .partialCurl:
      if presenting { view.frame = below }
      UIView.animate(
        withDuration: duration, delay: 0, options: options,
        animations: {
          view.frame = self.presenting ? onScreen : below
        }, completion: finish)
    }
  }
}

/// The animator of non-animated transitions: puts the to-view at its final frame at once
/// and completes on the next main-queue turn.
@MainActor final class ImmediateAnimator: UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    if let to = context.viewController(forKey: .to), let view = context.view(forKey: .to) {
      view.frame = context.finalFrame(for: to)
      if view.superview == nil { context.containerView.addSubview(view) }
    }
    context.completeTransition(true)
  }
}
