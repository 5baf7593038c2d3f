#if canImport(UIKit)
  import UIKit
#else
  import Segue
#endif

/// Push and pop as a slide with a fade, the way many public transitions are written: the
/// animation starts on the next main-queue turn (`DispatchQueue.main.async`), after the
/// container has laid out the incoming view.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let operation: UINavigationController.Operation

  init(operation: UINavigationController.Operation) {
    self.operation = operation
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    0.35
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
      transitionContext.completeTransition(false)
      return
    }
    let container = transitionContext.containerView
    let width = container.bounds.width
    let pushing = operation == .push
    if pushing { container.addSubview(to) } else { container.insertSubview(to, belowSubview: from) }
    to.frame = container.bounds
    to.transform = CGAffineTransform(translationX: pushing ? width : -width * 0.3, y: 0)
    to.alpha = pushing ? 1 : 0.6
    DispatchQueue.main.async {
      UIView.animate(
        withDuration: self.transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
        animations: {
          to.transform = .identity
          to.alpha = 1
          from.transform = CGAffineTransform(translationX: pushing ? -width * 0.3 : width, y: 0)
        },
        completion: { _ in
          from.transform = .identity
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
  }
}

/// Chooses `SlideAnimator` and drives pops from the left edge interactively.
final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
  private var interaction: UIPercentDrivenInteractiveTransition?
  private weak var navigation: UINavigationController?

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    SlideAnimator(operation: operation)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    guard navigation == nil else { return }
    navigation = navigationController
    let edge = UIScreenEdgePanGestureRecognizer()
    edge.edges = .left
    // UIKit takes a selector (an @objc method); Segue, with no Objective-C runtime on Linux,
    // takes the method itself. `segue port` writes this pair for you.
    #if canImport(UIKit)
      edge.addTarget(self, action: #selector(handleEdge(_:)))
    #else
      edge.addTarget(self, action: NavigationDelegate.handleEdge)
    #endif
    navigationController.view.addGestureRecognizer(edge)
  }

  #if canImport(UIKit)
    @objc
  #endif
  func handleEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
    guard let navigation, let view = gesture.view else { return }
    let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
    switch gesture.state {
    case .began:
      interaction = UIPercentDrivenInteractiveTransition()
      navigation.popViewController(animated: true)
    case .changed:
      interaction?.update(progress)
    case .ended:
      if progress > 0.5 || gesture.velocity(in: view).x > 500 { interaction?.finish() } else { interaction?.cancel() }
      interaction = nil
    case .cancelled:
      interaction?.cancel()
      interaction = nil
    default:
      break
    }
  }
}
