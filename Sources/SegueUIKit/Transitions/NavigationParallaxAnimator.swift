import Foundation
import SegueAnimation

/// UIKit's default push/pop (`_UINavigationParallaxTransition`, docs/uikit-behaviour.md §6.1):
/// 0.35 s (all of it mirrored right to left, docs/uikit-behaviour-2.md §10.1); the top view
/// slides in from (push) or out to (pop) the trailing edge while the
/// lower view moves between 0 and −(W − round(0.7·W)) (≈ −30 % of the width), dimmed by
/// black at α 0.1, with a 9 pt shadow along the top view's leading edge. Interactive runs
/// are linear; otherwise ease-in-out [I: UIKit's non-interactive nav curve is not
/// confirmed, §6.1].
@MainActor final class NavigationParallaxAnimator: UIViewControllerAnimatedTransitioning {
  let operation: UINavigationController.Operation

  /// Seconds (UIKit measured 0.35 s).
  static let duration: TimeInterval = 0.35
  /// The dimming of the lower view at full coverage.
  static let dimmingAlpha: CGFloat = 0.1
  /// Width of the edge shadow, points.
  static let shadowWidth: CGFloat = 9

  init(operation: UINavigationController.Operation) { self.operation = operation }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    Self.duration
  }

  /// The lower view's offset when covered: −(W − round(0.7·W)).
  static func parallaxOffset(width: CGFloat) -> CGFloat { -(width - (0.7 * width).rounded()) }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
      let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to)
    else { return context.completeTransition(false) }
    let container = context.containerView
    let frame = context.finalFrame(for: toVC).isEmpty ? container.bounds : context.finalFrame(for: toVC)
    let width = frame.width
    let push = operation != .pop
    let top = push ? toView : fromView
    let lower = push ? fromView : toView
    // Right to left everything is mirrored: the top view comes from the left (§10.1).
    let rightToLeft = container.isRightToLeft
    let sign: CGFloat = rightToLeft ? -1 : 1
    let covered = frame.offsetBy(dx: sign * Self.parallaxOffset(width: width), dy: 0)
    let offscreen = frame.offsetBy(dx: sign * width, dy: 0)
    /// The shadow view's x beside the top view's leading edge (its path covers the edge).
    let shadowX = { (top: CGRect) in rightToLeft ? top.maxX : top.minX - Self.shadowWidth }

    let dimming = UIView(frame: frame)
    dimming.backgroundColor = .black
    dimming.isUserInteractionEnabled = false
    let shadow = UIView(frame: CGRect(x: 0, y: 0, width: Self.shadowWidth, height: frame.height))
    shadow.isUserInteractionEnabled = false
    shadow.layer.shadowColor = CGColor.black
    shadow.layer.shadowOpacity = 0.18
    shadow.layer.shadowRadius = Self.shadowWidth / 2
    shadow.layer.shadowOffset = .zero
    shadow.layer.shadowPath = CGPath(
      rect: CGRect(x: sign * Self.shadowWidth, y: 0, width: Self.shadowWidth, height: frame.height))

    UIView.performWithoutAnimation {
      if push {
        toView.frame = offscreen
        container.addSubview(toView)
        lower.frame = frame
      } else {
        toView.frame = covered
        container.insertSubview(toView, belowSubview: fromView)
        fromView.frame = frame
      }
      container.insertSubview(dimming, aboveSubview: lower)
      dimming.alpha = push ? 0 : Self.dimmingAlpha
      dimming.frame = lower.frame
      shadow.frame.origin.x = shadowX(top.frame)
      container.insertSubview(shadow, belowSubview: top)
    }
    let options: UIView.AnimationOptions = context.isInteractive ? .curveLinear : .curveEaseInOut
    UIView.animate(
      withDuration: Self.duration, delay: 0, options: options,
      animations: {
        if push {
          toView.frame = frame
          fromView.frame = covered
        } else {
          fromView.frame = offscreen
          toView.frame = frame
        }
        dimming.frame = lower.frame
        dimming.alpha = push ? Self.dimmingAlpha : 0
        shadow.frame.origin.x = shadowX(top.frame)
      },
      completion: { _ in
        dimming.removeFromSuperview()
        shadow.removeFromSuperview()
        let cancelled = context.transitionWasCancelled
        UIView.performWithoutAnimation {
          fromView.frame = context.initialFrame(for: fromVC).isEmpty ? frame : context.initialFrame(for: fromVC)
          toView.frame = frame
        }
        if cancelled { toView.removeFromSuperview() }
        context.completeTransition(!cancelled)
      })
  }
}
