import Foundation

/// The transitioning delegate a `UIAlertController` sets on itself: its presentation
/// controller and `AlertAnimator`s.
@MainActor final class AlertTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    AlertPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    AlertAnimator(style: (presented as? UIAlertController)?.preferredStyle ?? .alert, presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    AlertAnimator(style: (dismissed as? UIAlertController)?.preferredStyle ?? .alert, presenting: false)
  }
}

/// The alert controller's animations (docs/uikit-behaviour-2.md §14.3): an alert fades in
/// from 1.2 times its size to its size with the system spring over 0.404 s and fades out
/// over 0.25 s; an action sheet slides up from below the container with the system spring
/// (as cover vertical does, 0.4 s) and back down. The dimming follows alongside.
@MainActor final class AlertAnimator: UIViewControllerAnimatedTransitioning {
  /// The alert's scale when it starts to appear.
  static let initialScale: CGFloat = 1.2
  static let alertPresentationDuration: TimeInterval = 0.404
  static let alertDismissalDuration: TimeInterval = 0.25
  static let sheetDuration: TimeInterval = 0.4
  /// UIKit's system spring curve (the cover-vertical one, docs/uikit-behaviour.md §7).
  static let springCurve = UIView.AnimationOptions(rawValue: 7 << 16)

  let style: UIAlertController.Style
  let presenting: Bool

  init(style: UIAlertController.Style, presenting: Bool) {
    self.style = style
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    switch style {
    case .alert: presenting ? Self.alertPresentationDuration : Self.alertDismissalDuration
    case .actionSheet: Self.sheetDuration
    }
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    guard let alert = context.viewController(forKey: key),
      let view = context.view(forKey: presenting ? .to : .from) ?? alert.viewIfLoaded
    else { return context.completeTransition(false) }
    let container = context.containerView
    if presenting {
      view.frame = context.finalFrame(for: alert)
      container.addSubview(view)
      view.layoutIfNeeded()
    }
    let duration = transitionDuration(using: context)
    let finish = { (_: Bool) in context.completeTransition(!context.transitionWasCancelled) }
    switch style {
    case .alert:
      if presenting {
        view.alpha = 0
        view.transform = CGAffineTransform(scaleX: Self.initialScale, y: Self.initialScale)
        UIView.animate(
          withDuration: duration, delay: 0, options: Self.springCurve,
          animations: {
            view.alpha = 1
            view.transform = .identity
          }, completion: finish)
      } else {
        UIView.animate(
          withDuration: duration, delay: 0, options: .curveEaseOut, animations: { view.alpha = 0 }, completion: finish)
      }
    case .actionSheet:
      let onScreen = presenting ? context.finalFrame(for: alert) : view.frame
      let below = onScreen.offsetBy(dx: 0, dy: container.bounds.height - onScreen.minY)
      if presenting { view.frame = below }
      UIView.animate(
        withDuration: duration, delay: 0, options: Self.springCurve,
        animations: { view.frame = self.presenting ? onScreen : below }, completion: finish)
    }
  }
}
